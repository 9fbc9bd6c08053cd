import type { RequestResult } from "@hey-api/client-fetch";
import type { Options } from "../client";
import type { BalanceRequestParams, BalanceResponse, ContractInfo, ContractInfoRequest, NftRequestAnswer, NftRequestParams, NftV2RequestAnswer, NonceRequestParams, NonceResponse, TokenHoldersRequestParams, TokenHoldersResponse, TokenInfoRequestParams, TokenState, TransactionsListRequestParams, TransactionsListResponse } from "../schemas/info";
import type { ErrorResponse } from "../schemas/transaction";

/**
 * Request data of {@link getContractInfo}: the body sent to `/info/contract`.
 *
 * @since 0.3.0
 */
export interface GetContractInfoData {
  /** The JSON request body. */
  body: ContractInfoRequest;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/contract";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getContractInfo}.
 *
 * @since 0.3.0
 */
export type GetContractInfoResponse = ContractInfo[];

/**
 * Reads a contract account and decodes its state.
 *
 * @remarks
 * The answer lists one {@link ContractInfo} per contract found at the address, for example a token
 * and its admin. Sends `POST /info/contract` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link ContractInfoRequest}.
 * @returns The HTTP result; on success `data` holds the decoded contract details.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function getContractInfo<ThrowOnError extends boolean = false>(
  options: Options<GetContractInfoData, ThrowOnError>,
): RequestResult<GetContractInfoResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getNftInfo}: the body sent to `/info/nft`.
 *
 * @since 0.3.0
 */
export interface GetNftInfoData {
  /** The JSON request body. */
  body: NftRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/nft";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getNftInfo}.
 *
 * @since 0.3.0
 */
export type GetNftInfoResponse = NftRequestAnswer;

/**
 * Reads indexed details of a collection and one of its NFTs.
 *
 * @remarks
 * Sends `POST /info/nft` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftRequestParams}.
 * @returns The HTTP result; on success `data` holds a {@link NftRequestAnswer} with the collection and the NFT.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link getNftV2Info} for NFTs of the older standard.
 * @since 0.3.0
 */
export declare function getNftInfo<ThrowOnError extends boolean = false>(
  options: Options<GetNftInfoData, ThrowOnError>,
): RequestResult<GetNftInfoResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getNftV2Info}: the body sent to `/info/nft-v2`.
 *
 * @since 0.3.0
 */
export interface GetNftV2InfoData {
  /** The JSON request body. */
  body: NftRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/nft-v2";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getNftV2Info}.
 *
 * @since 0.3.0
 */
export type GetNftV2InfoResponse = NftV2RequestAnswer;

/**
 * Reads indexed details of an NFT made with the older Mina NFT V2 standard.
 *
 * @remarks
 * Sends `POST /info/nft-v2` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftRequestParams}.
 * @returns The HTTP result; on success `data` holds a {@link NftV2RequestAnswer}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link getNftInfo}
 * @since 0.3.0
 */
export declare function getNftV2Info<ThrowOnError extends boolean = false>(
  options: Options<GetNftV2InfoData, ThrowOnError>,
): RequestResult<GetNftV2InfoResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getTokenInfo}: the body sent to `/info/token`.
 *
 * @since 0.3.0
 */
export interface GetTokenInfoData {
  /** The JSON request body. */
  body: TokenInfoRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/token";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getTokenInfo}.
 *
 * @since 0.3.0
 */
export type GetTokenInfoResponse = TokenState;

/**
 * Reads the on-chain state of a token and its admin contract.
 *
 * @remarks
 * Sends `POST /info/token` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenInfoRequestParams}.
 * @returns The HTTP result; on success `data` holds the {@link TokenState}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function getTokenInfo<ThrowOnError extends boolean = false>(
  options: Options<GetTokenInfoData, ThrowOnError>,
): RequestResult<GetTokenInfoResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getTokenBalance}: the body sent to `/info/balance`.
 *
 * @since 0.3.0
 */
export interface GetTokenBalanceData {
  /** The JSON request body. */
  body: BalanceRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/balance";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getTokenBalance}.
 *
 * @since 0.3.0
 */
export type GetTokenBalanceResponse = BalanceResponse;

/**
 * Reads the token balance of an account.
 *
 * @remarks
 * Name the token by its contract address or by its token id. Sends `POST /info/balance` with the
 * `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link BalanceRequestParams}.
 * @returns The HTTP result; on success `data` holds the {@link BalanceResponse}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function getTokenBalance<ThrowOnError extends boolean = false>(
  options: Options<GetTokenBalanceData, ThrowOnError>,
): RequestResult<GetTokenBalanceResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getNonce}: the body sent to `/info/nonce`.
 *
 * @since 0.3.0
 */
export interface GetNonceData {
  /** The JSON request body. */
  body: NonceRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/nonce";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getNonce}.
 *
 * @since 0.3.0
 */
export type GetNonceResponse = NonceResponse;

/**
 * Reads the nonce an account must use for its next transaction.
 *
 * @remarks
 * Sends `POST /info/nonce` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NonceRequestParams}.
 * @returns The HTTP result; on success `data` holds the {@link NonceResponse}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function getNonce<ThrowOnError extends boolean = false>(
  options: Options<GetNonceData, ThrowOnError>,
): RequestResult<GetNonceResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getTokenHolders}: the body sent to `/info/holders`.
 *
 * @since 0.3.0
 */
export interface GetTokenHoldersData {
  /** The JSON request body. */
  body: TokenHoldersRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/holders";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getTokenHolders}.
 *
 * @since 0.3.0
 */
export type GetTokenHoldersResponse = TokenHoldersResponse;

/**
 * Lists every account that holds a token, with its balance and share of the supply.
 *
 * @remarks
 * Contract accounts such as offer and bid contracts are flagged with `isZkappAccount`. Balances are in the token's base units. Sends `POST /info/holders` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenHoldersRequestParams}.
 * @returns The HTTP result; on success `data` holds the {@link TokenHoldersResponse}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { getTokenHolders } from "@silvana-one/api";
 *
 * const { data } = await getTokenHolders({ body: { address: "B62qexampleToken" }, throwOnError: true });
 * for (const h of data.holders) console.log(h.address, h.balance / 1e9, `${h.percentage}%`);
 * ```
 * @see {@link getTokenBalance} for one account.
 * @since 0.3.0
 */
export declare function getTokenHolders<ThrowOnError extends boolean = false>(
  options: Options<GetTokenHoldersData, ThrowOnError>,
): RequestResult<GetTokenHoldersResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getTransactions}: the body sent to `/info/transactions`.
 *
 * @since 0.3.0
 */
export interface GetTransactionsData {
  /** The JSON request body. */
  body: TransactionsListRequestParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/info/transactions";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getTransactions}.
 *
 * @since 0.3.0
 */
export type GetTransactionsResponse = TransactionsListResponse;

/**
 * Lists the transaction history of a token, optionally narrowed to one account.
 *
 * @remarks
 * Name the token by `tokenAddress` or `tokenId`. Fees in the answer are in nanomina. Sends `POST /info/transactions` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TransactionsListRequestParams}.
 * @returns The HTTP result; on success `data` holds the {@link TransactionsListResponse}, newest first.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { getTransactions } from "@silvana-one/api";
 *
 * const { data } = await getTransactions({
 *   body: { tokenAddress: "B62qexampleToken", address: "B62qexampleHolder" },
 *   throwOnError: true,
 * });
 * console.log(data.transactions.map((t) => `${t.hash} ${t.status}`));
 * ```
 * @see {@link txStatus} for a single transaction.
 * @since 0.3.0
 */
export declare function getTransactions<ThrowOnError extends boolean = false>(
  options: Options<GetTransactionsData, ThrowOnError>,
): RequestResult<GetTransactionsResponse, ErrorResponse, ThrowOnError>;
