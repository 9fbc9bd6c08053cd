// Stand-in for `mina-signer` ^3 (a dependency of @silvana-one/upgradable), for the docs type-check only.
//
// Server-side examples sign the `minaSignerPayload` of a built transaction with
// it. Only the members those examples use are declared.

/** The result of a signing call. */
export interface Signed<T> {
  signature: string;
  publicKey: string;
  data: T;
}

/** Offline signer for Mina payments, delegations and zkApp commands. */
declare class Client {
  constructor(options: { network: "mainnet" | "testnet" | "devnet" });
  /** Signs a payment, delegation or zkApp command (detected from the payload's shape). */
  signTransaction<T>(transaction: T, privateKey: string): Signed<T>;
  /** Derives the public key (`B62q…`) of a private key (`EKE…`). */
  derivePublicKey(privateKey: string): string;
}

export default Client;
