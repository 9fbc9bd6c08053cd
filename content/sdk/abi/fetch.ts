import type { Account, Field, PublicKey } from "o1js";

/**
 * Loads an account from the node of the current network into the o1js cache, retrying on network errors.
 *
 * @remarks Retries for up to three minutes with growing pauses.
 * @param params - The account and retry behaviour. Fields: `publicKey`: The account address; `tokenId`: The token id of the account; the MINA token when omitted; `force`: Whether a missing account after all retries is an error.  (default false).
 * @returns The account, or `undefined` when it does not exist.
 * @throws Error when `force` is set and the account could not be fetched in time.
 * @since 0.3.0
 */
export declare function fetchMinaAccount(params: {
  /** The account address. */
  readonly publicKey: string | PublicKey;
  /** The token id of the account; the MINA token when omitted. */
  readonly tokenId?: string | Field;
  /**
   * Whether a missing account after all retries is an error.
   *
   * @default false
   */
  readonly force?: boolean;
}): Promise<Account | undefined>;
