import type {
  LaunchTokenAdvancedAdminParams,
  LaunchTokenBondingCurveAdminParams,
  LaunchTokenStandardAdminParams,
  TokenTransactionParams,
  TokenTransactionType,
} from "../../api/index";
import type { PublicKey, Transaction } from "o1js";
import type { AdminType, blockchain } from "../types";

/**
 * Builds the transaction that deploys a token and its admin contract, locally and without the HTTP API.
 *
 * @remarks
 * The request must give `nonce`, `tokenAddress` and `adminContractAddress`.
 * The symbol must be shorter than 7 characters and the memo at most 30. The
 * fee is fixed at 0.1 MINA. Sign the result, then prove it with the compiled
 * contracts from {@link contractList}.
 *
 * @param params - The network and the launch request. Fields: `chain`: The network to build for; `args`: The request, in the same shape as the HTTP API takes it; `developerAddress`: An address that receives the developer fee, if one is charged; `provingKey`: A key of the proving service that pays for proofs, if one is used; `provingFee`: The fee paid to the proving service, if one is used.
 * @returns The transaction and what was detected while building it.
 * @throws Error when a required value is missing or out of range.
 * @example
 * ```ts
 * import { buildTokenLaunchTransaction } from "@silvana-one/abi";
 *
 * const { tx, verificationKeyHashes } = await buildTokenLaunchTransaction({
 *   chain: "devnet",
 *   args: {
 *     adminContract: "standard", sender, nonce, symbol: "DEMO", uri: "https://example.com/demo.json",
 *     tokenAddress, adminContractAddress,
 *   },
 * });
 * ```
 * @see {@link buildTokenTransaction} for operations on a deployed token.
 * @since 0.3.0
 */
export declare function buildTokenLaunchTransaction(params: {
  /** The network to build for. */
  readonly chain: blockchain;
  /** The request, in the same shape as the HTTP API takes it. */
  readonly args: (LaunchTokenStandardAdminParams | LaunchTokenAdvancedAdminParams | LaunchTokenBondingCurveAdminParams);
  /** An address that receives the developer fee, if one is charged. */
  readonly developerAddress?: string;
  /** A key of the proving service that pays for proofs, if one is used. */
  readonly provingKey?: string;
  /** The fee paid to the proving service, if one is used. */
  readonly provingFee?: number;
}): Promise<{
  /** The request, with any values the builder filled in. */
  readonly request: (LaunchTokenStandardAdminParams | LaunchTokenAdvancedAdminParams | LaunchTokenBondingCurveAdminParams);
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the token gets. */
  readonly adminType: AdminType;
  /** Hashes of the verification keys the transaction installs, for checking before proving. */
  readonly verificationKeyHashes: string[];
}>;

/**
 * Builds a transaction for an operation on a deployed token: mint, transfer, burn, trade or whitelist change.
 *
 * @remarks
 * The request must give `nonce` and `txType`. Bid and offer operations also
 * need the bid or offer address.
 *
 * @param params - The network and the request. Fields: `chain`: The network to build for; `args`: The request, in the same shape as the HTTP API takes it; `developerAddress`: An address that receives the developer fee, if one is charged; `provingKey`: A key of the proving service that pays for proofs, if one is used; `provingFee`: The fee paid to the proving service, if one is used.
 * @returns The transaction and the token details it used.
 * @throws Error when a required value is missing or the token cannot be read.
 * @example
 * ```ts
 * import { buildTokenTransaction } from "@silvana-one/abi";
 *
 * const { tx, symbol } = await buildTokenTransaction({
 *   chain: "devnet",
 *   args: { txType: "token:transfer", sender, nonce, tokenAddress, to: receiver, amount: 25_000_000_000 },
 * });
 * ```
 * @since 0.3.0
 */
export declare function buildTokenTransaction(params: {
  /** The network to build for. */
  readonly chain: blockchain;
  /** The request, in the same shape as the HTTP API takes it. */
  readonly args: (Exclude<TokenTransactionParams, LaunchTokenStandardAdminParams | LaunchTokenAdvancedAdminParams | LaunchTokenBondingCurveAdminParams>);
  /** An address that receives the developer fee, if one is charged. */
  readonly developerAddress?: string;
  /** A key of the proving service that pays for proofs, if one is used. */
  readonly provingKey?: string;
  /** The fee paid to the proving service, if one is used. */
  readonly provingFee?: number;
}): Promise<{
  /** The request, with any values the builder filled in. */
  readonly request: (Exclude<TokenTransactionParams, LaunchTokenStandardAdminParams | LaunchTokenAdvancedAdminParams | LaunchTokenBondingCurveAdminParams>);
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the token uses. */
  readonly adminType: AdminType;
  /** The admin contract address. */
  readonly adminContractAddress: PublicKey;
  /** The admin key or owner stored in the admin contract. */
  readonly adminAddress: PublicKey;
  /** The token symbol. */
  readonly symbol: string;
  /** Hashes of the verification keys of the contracts the transaction calls. */
  readonly verificationKeyHashes: string[];
}>;

/**
 * Reads a token's symbol and admin contract from chain state, as the builders do before building.
 *
 * @param params - The operation kind, the token and, where relevant, the receiver or the bid or offer contract.
 * @returns The token details.
 * @throws Error when the token or its admin cannot be read.
 * @since 0.3.0
 */
export declare function getTokenSymbolAndAdmin(params: {
  txType: TokenTransactionType;
  to?: PublicKey;
  offerAddress?: PublicKey;
  bidAddress?: PublicKey;
  tokenAddress: PublicKey;
  chain: blockchain;
}): Promise<{
  /** The admin contract address. */
  readonly adminContractAddress: PublicKey;
  /** The admin key or owner stored in the admin contract. */
  readonly adminAddress: PublicKey;
  /** The token symbol. */
  readonly symbol: string;
  /** The admin contract kind. */
  readonly adminType: AdminType;
  /** Whether the receiver has no token account yet, so one must be created. */
  readonly isToNewAccount?: boolean;
  /** Hashes of the verification keys of the contracts involved. */
  readonly verificationKeyHashes: string[];
}>;
