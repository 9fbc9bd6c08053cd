import type { OperationData, Options, RequestResult } from "../client";
import type { BalanceRequestParams, BalanceResponse, ContractInfo, ContractInfoRequest, NftRequestAnswer, NftRequestParams, NftV2RequestAnswer, NonceRequestParams, NonceResponse, TokenInfoRequestParams, TokenState } from "../schemas/info";
import type { ErrorResponse } from "../schemas/transaction";

/**
 * Request data of {@link getContractInfo}: the body sent to `/info/contract`.
 *
 * @since 0.3.0
 */
export interface GetContractInfoData extends OperationData<ContractInfoRequest, "/info/contract"> {}

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
export interface GetNftInfoData extends OperationData<NftRequestParams, "/info/nft"> {}

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
export interface GetNftV2InfoData extends OperationData<NftRequestParams, "/info/nft-v2"> {}

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
export interface GetTokenInfoData extends OperationData<TokenInfoRequestParams, "/info/token"> {}

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
export interface GetTokenBalanceData extends OperationData<BalanceRequestParams, "/info/balance"> {}

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
export interface GetNonceData extends OperationData<NonceRequestParams, "/info/nonce"> {}

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
