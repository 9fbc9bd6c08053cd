import type { BalanceRequestParams, BalanceResponse, ContractInfo } from "../../api/index";
import type { Field, PublicKey } from "o1js";

/**
 * Reads a contract account from the chain and decodes its state, following linked contracts such as a token's admin.
 *
 * @remarks Works locally with o1js; the api package has an HTTP operation of the same name with a different signature.
 * @param params - The account and network. Fields: `address`: The account address; `tokenId`: The token id of the account; the MINA token when omitted; `parentTokenId`: The token id of the parent contract, when the account lives under a token; `decimals`: The decimals to use when formatting amounts; `chain`: The network to read from.
 * @returns One decoded entry per contract found.
 * @since 0.3.0
 */
export declare function getContractInfo(params: {
  /** The account address. */
  readonly address: string | PublicKey;
  /** The token id of the account; the MINA token when omitted. */
  readonly tokenId?: string | Field;
  /** The token id of the parent contract, when the account lives under a token. */
  readonly parentTokenId?: Field;
  /** The decimals to use when formatting amounts. */
  readonly decimals?: number;
  /** The network to read from. */
  readonly chain: "mainnet" | "devnet";
}): Promise<ContractInfo[]>;

/**
 * Reads the token balance of an account from the chain.
 *
 * @param params - The account and the token, by address or id.
 * @returns The balance, and whether the account exists.
 * @example
 * ```ts
 * import { tokenBalance } from "@silvana-one/abi";
 *
 * const { balance, hasAccount } = await tokenBalance({ address: holder, tokenAddress });
 * ```
 * @since 0.3.0
 */
export declare function tokenBalance(params: BalanceRequestParams): Promise<BalanceResponse>;
