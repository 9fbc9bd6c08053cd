import type { RequestResult } from "@hey-api/client-fetch";
import type { Options } from "../client";
import type { LaunchTokenAdvancedAdminParams, LaunchTokenBondingCurveAdminParams, LaunchTokenStandardAdminParams, TokenAirdropTransactionParams, TokenBidTransactionParams, TokenBurnTransactionParams, TokenBuyTransactionParams, TokenMintTransactionParams, TokenOfferTransactionParams, TokenRedeemTransactionParams, TokenSellTransactionParams, TokenTransferTransactionParams, TokenUpdateAdminWhitelistTransactionParams, TokenUpdateBidWhitelistTransactionParams, TokenUpdateOfferWhitelistTransactionParams, TokenWithdrawBidTransactionParams, TokenWithdrawOfferTransactionParams } from "../schemas/token";
import type { AirdropTransactionResponse, ErrorResponse, TokenTransaction } from "../schemas/transaction";

/**
 * Request data of {@link launchToken}: the body sent to `/token/launch`.
 *
 * @since 0.3.0
 */
export interface LaunchTokenData {
  /** The JSON request body. */
  body: LaunchTokenStandardAdminParams | LaunchTokenAdvancedAdminParams | LaunchTokenBondingCurveAdminParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/launch";
}

/**
 * The body of a successful (HTTP 200) answer from {@link launchToken}.
 *
 * @since 0.3.0
 */
export type LaunchTokenResponse = TokenTransaction;

/**
 * Builds the transaction that deploys a new fungible token together with its admin contract.
 *
 * @remarks
 * The body picks one of three admin contracts through `adminContract`: `standard` (one key signs
 * mints), `advanced` (whitelist, supply cap) or `bondingCurve` (price grows with supply). Sends
 * `POST /token/launch` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link LaunchTokenStandardAdminParams} or {@link LaunchTokenAdvancedAdminParams} or {@link LaunchTokenBondingCurveAdminParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}; sign it and pass it to {@link prove}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { config, launchToken, prove, waitForProofs, waitForTransaction, type TokenTransaction } from "@silvana-one/api";
 *
 * // Your wallet integration: asks the wallet to sign tx.walletPayload and returns its signedData
 * // (the Fungible tokens module page shows one for Auro).
 * declare function signWithWallet(tx: TokenTransaction): Promise<string>;
 *
 * config({ apiKey: process.env.MINATOKENS_API_KEY!, chain: "devnet" });
 * const { data: tx } = await launchToken({
 *   body: { sender: "B62qexampleSender", adminContract: "standard", symbol: "DEMO", uri: "https://example.com/demo.json" },
 *   throwOnError: true,
 * });
 * const signedData = await signWithWallet(tx);
 * const { data: job } = await prove({ body: { tx, signedData }, throwOnError: true });
 * const [hash] = (await waitForProofs(job.jobId)) ?? [];
 * if (hash) await waitForTransaction(hash);
 * ```
 * @see {@link mintTokens} to issue the first tokens after launch.
 * @since 0.3.0
 */
export declare function launchToken<ThrowOnError extends boolean = false>(
  options: Options<LaunchTokenData, ThrowOnError>,
): RequestResult<LaunchTokenResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link mintTokens}: the body sent to `/token/mint`.
 *
 * @since 0.3.0
 */
export interface MintTokensData {
  /** The JSON request body. */
  body: TokenMintTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/mint";
}

/**
 * The body of a successful (HTTP 200) answer from {@link mintTokens}.
 *
 * @since 0.3.0
 */
export type MintTokensResponse = TokenTransaction;

/**
 * Builds a transaction that creates new tokens and credits them to an account.
 *
 * @remarks
 * The admin contract of the token decides whether the sender may mint. Sends `POST /token/mint`
 * with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenMintTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { mintTokens } from "@silvana-one/api";
 *
 * const { data: tx } = await mintTokens({
 *   // 1,000 whole tokens with the default 9 decimals: amounts are in the smallest unit.
 *   body: { sender: adminAddress, tokenAddress, to: "B62qexampleReceiver", amount: 1_000_000_000_000 },
 *   throwOnError: true,
 * });
 * ```
 * @since 0.3.0
 */
export declare function mintTokens<ThrowOnError extends boolean = false>(
  options: Options<MintTokensData, ThrowOnError>,
): RequestResult<MintTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link transferTokens}: the body sent to `/token/transfer`.
 *
 * @since 0.3.0
 */
export interface TransferTokensData {
  /** The JSON request body. */
  body: TokenTransferTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/transfer";
}

/**
 * The body of a successful (HTTP 200) answer from {@link transferTokens}.
 *
 * @since 0.3.0
 */
export type TransferTokensResponse = TokenTransaction;

/**
 * Builds a transaction that moves tokens from the sender to another account.
 *
 * @remarks
 * Sends `POST /token/transfer` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenTransferTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link airdropTokens} for many receivers at once.
 * @since 0.3.0
 */
export declare function transferTokens<ThrowOnError extends boolean = false>(
  options: Options<TransferTokensData, ThrowOnError>,
): RequestResult<TransferTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link airdropTokens}: the body sent to `/token/airdrop`.
 *
 * @since 0.3.0
 */
export interface AirdropTokensData {
  /** The JSON request body. */
  body: TokenAirdropTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/airdrop";
}

/**
 * The body of a successful (HTTP 200) answer from {@link airdropTokens}.
 *
 * @since 0.3.0
 */
export type AirdropTokensResponse = AirdropTransactionResponse;

/**
 * Builds the transactions that send tokens to a list of receivers.
 *
 * @remarks
 * Large lists are split into several transactions; prove them together as {@link
 * ProveTokenTransactions}. Sends `POST /token/airdrop` with the `x-api-key` header set by {@link
 * config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenAirdropTransactionParams}.
 * @returns The HTTP result; on success `data` holds an {@link AirdropTransactionResponse} with one unsigned transaction per batch.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function airdropTokens<ThrowOnError extends boolean = false>(
  options: Options<AirdropTokensData, ThrowOnError>,
): RequestResult<AirdropTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link redeemTokens}: the body sent to `/token/redeem`.
 *
 * @since 0.3.0
 */
export interface RedeemTokensData {
  /** The JSON request body. */
  body: TokenRedeemTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/redeem";
}

/**
 * The body of a successful (HTTP 200) answer from {@link redeemTokens}.
 *
 * @since 0.3.0
 */
export type RedeemTokensResponse = TokenTransaction;

/**
 * Builds a transaction that sells bonding-curve tokens back to the curve for MINA.
 *
 * @remarks
 * Only tokens launched with the `bondingCurve` admin can be redeemed. Sends `POST /token/redeem`
 * with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenRedeemTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function redeemTokens<ThrowOnError extends boolean = false>(
  options: Options<RedeemTokensData, ThrowOnError>,
): RequestResult<RedeemTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link burnTokens}: the body sent to `/token/burn`.
 *
 * @since 0.3.0
 */
export interface BurnTokensData {
  /** The JSON request body. */
  body: TokenBurnTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/burn";
}

/**
 * The body of a successful (HTTP 200) answer from {@link burnTokens}.
 *
 * @since 0.3.0
 */
export type BurnTokensResponse = TokenTransaction;

/**
 * Builds a transaction that destroys tokens held by an account.
 *
 * @remarks
 * Sends `POST /token/burn` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenBurnTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function burnTokens<ThrowOnError extends boolean = false>(
  options: Options<BurnTokensData, ThrowOnError>,
): RequestResult<BurnTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link tokenBid}: the body sent to `/token/bid/create`.
 *
 * @since 0.3.0
 */
export interface TokenBidData {
  /** The JSON request body. */
  body: TokenBidTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/bid/create";
}

/**
 * The body of a successful (HTTP 200) answer from {@link tokenBid}.
 *
 * @since 0.3.0
 */
export type TokenBidResponse = TokenTransaction;

/**
 * Builds a transaction that opens a bid: MINA is locked in a new bid contract to buy tokens at a fixed price.
 *
 * @remarks
 * Sends `POST /token/bid/create` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenBidTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link sellTokens} to fill a bid.
 * @see {@link withdrawTokenBid} to cancel it.
 * @since 0.3.0
 */
export declare function tokenBid<ThrowOnError extends boolean = false>(
  options: Options<TokenBidData, ThrowOnError>,
): RequestResult<TokenBidResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link tokenOffer}: the body sent to `/token/offer/create`.
 *
 * @since 0.3.0
 */
export interface TokenOfferData {
  /** The JSON request body. */
  body: TokenOfferTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/offer/create";
}

/**
 * The body of a successful (HTTP 200) answer from {@link tokenOffer}.
 *
 * @since 0.3.0
 */
export type TokenOfferResponse = TokenTransaction;

/**
 * Builds a transaction that opens an offer: tokens are locked in a new offer contract for sale at a fixed price.
 *
 * @remarks
 * Sends `POST /token/offer/create` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenOfferTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link buyTokens} to take an offer.
 * @see {@link withdrawTokenOffer} to cancel it.
 * @since 0.3.0
 */
export declare function tokenOffer<ThrowOnError extends boolean = false>(
  options: Options<TokenOfferData, ThrowOnError>,
): RequestResult<TokenOfferResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link buyTokens}: the body sent to `/token/offer/buy`.
 *
 * @since 0.3.0
 */
export interface BuyTokensData {
  /** The JSON request body. */
  body: TokenBuyTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/offer/buy";
}

/**
 * The body of a successful (HTTP 200) answer from {@link buyTokens}.
 *
 * @since 0.3.0
 */
export type BuyTokensResponse = TokenTransaction;

/**
 * Builds a transaction that buys tokens from an open offer.
 *
 * @remarks
 * Sends `POST /token/offer/buy` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenBuyTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link tokenOffer}
 * @since 0.3.0
 */
export declare function buyTokens<ThrowOnError extends boolean = false>(
  options: Options<BuyTokensData, ThrowOnError>,
): RequestResult<BuyTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link sellTokens}: the body sent to `/token/bid/sell`.
 *
 * @since 0.3.0
 */
export interface SellTokensData {
  /** The JSON request body. */
  body: TokenSellTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/bid/sell";
}

/**
 * The body of a successful (HTTP 200) answer from {@link sellTokens}.
 *
 * @since 0.3.0
 */
export type SellTokensResponse = TokenTransaction;

/**
 * Builds a transaction that sells tokens into an open bid.
 *
 * @remarks
 * Sends `POST /token/bid/sell` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenSellTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link tokenBid}
 * @since 0.3.0
 */
export declare function sellTokens<ThrowOnError extends boolean = false>(
  options: Options<SellTokensData, ThrowOnError>,
): RequestResult<SellTokensResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link withdrawTokenBid}: the body sent to `/token/bid/withdraw`.
 *
 * @since 0.3.0
 */
export interface WithdrawTokenBidData {
  /** The JSON request body. */
  body: TokenWithdrawBidTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/bid/withdraw";
}

/**
 * The body of a successful (HTTP 200) answer from {@link withdrawTokenBid}.
 *
 * @since 0.3.0
 */
export type WithdrawTokenBidResponse = TokenTransaction;

/**
 * Builds a transaction that returns MINA from the sender's own bid.
 *
 * @remarks
 * Sends `POST /token/bid/withdraw` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenWithdrawBidTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function withdrawTokenBid<ThrowOnError extends boolean = false>(
  options: Options<WithdrawTokenBidData, ThrowOnError>,
): RequestResult<WithdrawTokenBidResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link withdrawTokenOffer}: the body sent to `/token/offer/withdraw`.
 *
 * @since 0.3.0
 */
export interface WithdrawTokenOfferData {
  /** The JSON request body. */
  body: TokenWithdrawOfferTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/offer/withdraw";
}

/**
 * The body of a successful (HTTP 200) answer from {@link withdrawTokenOffer}.
 *
 * @since 0.3.0
 */
export type WithdrawTokenOfferResponse = TokenTransaction;

/**
 * Builds a transaction that returns unsold tokens from the sender's own offer.
 *
 * @remarks
 * Sends `POST /token/offer/withdraw` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenWithdrawOfferTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function withdrawTokenOffer<ThrowOnError extends boolean = false>(
  options: Options<WithdrawTokenOfferData, ThrowOnError>,
): RequestResult<WithdrawTokenOfferResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link updateTokenBidWhitelist}: the body sent to `/token/bid/whitelist`.
 *
 * @since 0.3.0
 */
export interface UpdateTokenBidWhitelistData {
  /** The JSON request body. */
  body: TokenUpdateBidWhitelistTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/bid/whitelist";
}

/**
 * The body of a successful (HTTP 200) answer from {@link updateTokenBidWhitelist}.
 *
 * @since 0.3.0
 */
export type UpdateTokenBidWhitelistResponse = TokenTransaction;

/**
 * Builds a transaction that replaces the list of sellers allowed to fill a bid.
 *
 * @remarks
 * Sends `POST /token/bid/whitelist` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenUpdateBidWhitelistTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function updateTokenBidWhitelist<ThrowOnError extends boolean = false>(
  options: Options<UpdateTokenBidWhitelistData, ThrowOnError>,
): RequestResult<UpdateTokenBidWhitelistResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link updateTokenOfferWhitelist}: the body sent to `/token/offer/whitelist`.
 *
 * @since 0.3.0
 */
export interface UpdateTokenOfferWhitelistData {
  /** The JSON request body. */
  body: TokenUpdateOfferWhitelistTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/offer/whitelist";
}

/**
 * The body of a successful (HTTP 200) answer from {@link updateTokenOfferWhitelist}.
 *
 * @since 0.3.0
 */
export type UpdateTokenOfferWhitelistResponse = TokenTransaction;

/**
 * Builds a transaction that replaces the list of buyers allowed to take an offer.
 *
 * @remarks
 * Sends `POST /token/offer/whitelist` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenUpdateOfferWhitelistTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function updateTokenOfferWhitelist<ThrowOnError extends boolean = false>(
  options: Options<UpdateTokenOfferWhitelistData, ThrowOnError>,
): RequestResult<UpdateTokenOfferWhitelistResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link updateTokenAdminWhitelist}: the body sent to `/token/admin/whitelist`.
 *
 * @since 0.3.0
 */
export interface UpdateTokenAdminWhitelistData {
  /** The JSON request body. */
  body: TokenUpdateAdminWhitelistTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/token/admin/whitelist";
}

/**
 * The body of a successful (HTTP 200) answer from {@link updateTokenAdminWhitelist}.
 *
 * @since 0.3.0
 */
export type UpdateTokenAdminWhitelistResponse = TokenTransaction;

/**
 * Builds a transaction that replaces the whitelist of a token's advanced admin contract.
 *
 * @remarks
 * Only tokens launched with the `advanced` admin have such a whitelist. Sends `POST
 * /token/admin/whitelist` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TokenUpdateAdminWhitelistTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link TokenTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function updateTokenAdminWhitelist<ThrowOnError extends boolean = false>(
  options: Options<UpdateTokenAdminWhitelistData, ThrowOnError>,
): RequestResult<UpdateTokenAdminWhitelistResponse, ErrorResponse, ThrowOnError>;
