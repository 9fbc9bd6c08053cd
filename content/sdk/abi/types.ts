/**
 * Networks the builders can target.
 *
 * @remarks `local` is the in-process test chain of o1js; `lightnet` is a single-node local network.
 * @since 0.3.0
 */
export type blockchain = "local" | "devnet" | "lightnet" | "mainnet" | "zeko";

/**
 * The admin contract a token uses, as detected from chain state; `unknown` when it matches none.
 *
 * @since 0.3.0
 */
export type AdminType = "standard" | "advanced" | "bondingCurve" | "unknown";

/**
 * The admin contract an NFT collection uses, as detected from chain state; `unknown` when it matches none.
 *
 * @since 0.3.0
 */
export type NftAdminType = "standard" | "advanced" | "unknown";

/**
 * The bundled verification keys of one network.
 *
 * @since 0.3.0
 */
export type ChainVerificationKeysList = {
  /** The o1js version the keys were built with. */
  o1js: string;
  /** The keys, by contract name. */
  vk: Record<
    string,
    {
      /** The key hash. */
      hash: string;
      /** The key data, base64. */
      data: string;
      /** The role of the contract. */
      type: "token" | "admin" | "upgrade" | "user" | "nft" | "collection";
    }
  >;
};

/**
 * Bundled verification keys for both public networks.
 *
 * @since 0.3.0
 */
export type VerificationKeysList = Record<"mainnet" | "devnet", ChainVerificationKeysList>;

