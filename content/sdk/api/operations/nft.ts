import type { RequestResult } from "@hey-api/client-fetch";
import type { Options } from "../client";
import type { LaunchNftCollectionAdvancedAdminParams, LaunchNftCollectionStandardAdminParams, NftApproveTransactionParams, NftBuyTransactionParams, NftMintTransactionParams, NftSellTransactionParams, NftTransferTransactionParams } from "../schemas/nft";
import type { ErrorResponse, NftTransaction } from "../schemas/transaction";

/**
 * Request data of {@link launchNftCollection}: the body sent to `/nft/launch`.
 *
 * @since 0.3.0
 */
export interface LaunchNftCollectionData {
  /** The JSON request body. */
  body: LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/nft/launch";
}

/**
 * The body of a successful (HTTP 200) answer from {@link launchNftCollection}.
 *
 * @since 0.3.0
 */
export type LaunchNftCollectionResponse = NftTransaction;

/**
 * Builds the transaction that deploys a new NFT collection, its admin contract and its master NFT.
 *
 * @remarks
 * Choose the `standard` admin for a single admin key, or `advanced` for a whitelist and an upgrade
 * authority. Sends `POST /nft/launch` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link LaunchNftCollectionStandardAdminParams} or {@link LaunchNftCollectionAdvancedAdminParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link NftTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { launchNftCollection } from "@silvana-one/api";
 *
 * const { data: tx } = await launchNftCollection({
 *   body: {
 *     sender: "B62qexampleCreator",
 *     adminContract: "standard",
 *     collectionName: "Harbour Sketches",
 *     masterNFT: {
 *       name: "Harbour Sketches",
 *       data: { owner: "B62qexampleCreator" },
 *       metadata: { name: "Harbour Sketches", image: "https://example.com/cover.png" },
 *     },
 *   },
 *   throwOnError: true,
 * });
 * ```
 * @see {@link mintNft} to add NFTs afterwards.
 * @since 0.3.0
 */
export declare function launchNftCollection<ThrowOnError extends boolean = false>(
  options: Options<LaunchNftCollectionData, ThrowOnError>,
): RequestResult<LaunchNftCollectionResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link mintNft}: the body sent to `/nft/mint`.
 *
 * @since 0.3.0
 */
export interface MintNftData {
  /** The JSON request body. */
  body: NftMintTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/nft/mint";
}

/**
 * The body of a successful (HTTP 200) answer from {@link mintNft}.
 *
 * @since 0.3.0
 */
export type MintNftResponse = NftTransaction;

/**
 * Builds a transaction that mints a new NFT into an existing collection.
 *
 * @remarks
 * The collection's admin contract decides whether the sender may mint. Sends `POST /nft/mint` with
 * the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftMintTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link NftTransaction}, including the pinned metadata pointer.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { mintNft } from "@silvana-one/api";
 *
 * const { data: tx } = await mintNft({
 *   body: {
 *     txType: "nft:mint",
 *     sender: "B62qexampleCreator",
 *     collectionAddress: "B62qexampleCollection",
 *     nftMintParams: {
 *       name: "Sketch #1",
 *       data: { owner: "B62qexampleCollector", canTransfer: true },
 *       metadata: { name: "Sketch #1", image: "https://example.com/1.png" },
 *     },
 *   },
 *   throwOnError: true,
 * });
 * console.log(tx.nftName, tx.storage);
 * ```
 * @see {@link launchNftCollection}
 * @since 0.3.0
 */
export declare function mintNft<ThrowOnError extends boolean = false>(
  options: Options<MintNftData, ThrowOnError>,
): RequestResult<MintNftResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link transferNft}: the body sent to `/nft/transfer`.
 *
 * @since 0.3.0
 */
export interface TransferNftData {
  /** The JSON request body. */
  body: NftTransferTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/nft/transfer";
}

/**
 * The body of a successful (HTTP 200) answer from {@link transferNft}.
 *
 * @since 0.3.0
 */
export type TransferNftResponse = NftTransaction;

/**
 * Builds a transaction that moves an NFT to a new owner.
 *
 * @remarks
 * The sender must be the owner or the account the owner approved; with a `price`, royalties are computed from it, and collections that require transfer approval ask their admin contract first. It only builds the transaction: the owner signs `walletPayload`, then the signed data goes to {@link prove}. Sends `POST /nft/transfer` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftTransferTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link NftTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { transferNft } from "@silvana-one/api";
 *
 * const { data: tx } = await transferNft({
 *   body: {
 *     txType: "nft:transfer",
 *     sender: "B62qexampleOwner",
 *     collectionAddress: "B62qexampleCollection",
 *     nftAddress: "B62qexampleNft",
 *     nftTransferParams: { from: "B62qexampleOwner", to: "B62qexampleBuyer" },
 *   },
 *   throwOnError: true,
 * });
 * ```
 * @see {@link approveNft} to let another account make the transfer.
 * @since 0.3.0
 */
export declare function transferNft<ThrowOnError extends boolean = false>(
  options: Options<TransferNftData, ThrowOnError>,
): RequestResult<TransferNftResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link approveNft}: the body sent to `/nft/approve`.
 *
 * @since 0.3.0
 */
export interface ApproveNftData {
  /** The JSON request body. */
  body: NftApproveTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/nft/approve";
}

/**
 * The body of a successful (HTTP 200) answer from {@link approveNft}.
 *
 * @since 0.3.0
 */
export type ApproveNftResponse = NftTransaction;

/**
 * Builds a transaction that lets another account (a person or a contract) transfer an NFT for its owner.
 *
 * @remarks
 * Leave `nftApproveParams.to` out to clear the current approval. Only the owner can sign it. It only builds the transaction: the owner signs `walletPayload`, then the signed data goes to {@link prove}. Sends `POST /nft/approve` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftApproveTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link NftTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { approveNft } from "@silvana-one/api";
 *
 * const { data: tx } = await approveNft({
 *   body: {
 *     txType: "nft:approve",
 *     sender: "B62qexampleOwner",
 *     collectionAddress: "B62qexampleCollection",
 *     nftAddress: "B62qexampleNft",
 *     nftApproveParams: { to: "B62qexampleAgent" },
 *   },
 *   throwOnError: true,
 * });
 * ```
 * @see {@link transferNft}
 * @since 0.3.0
 */
export declare function approveNft<ThrowOnError extends boolean = false>(
  options: Options<ApproveNftData, ThrowOnError>,
): RequestResult<ApproveNftResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link sellNft}: the body sent to `/nft/sell`.
 *
 * @since 0.3.0
 */
export interface SellNftData {
  /** The JSON request body. */
  body: NftSellTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/nft/sell";
}

/**
 * The body of a successful (HTTP 200) answer from {@link sellNft}.
 *
 * @since 0.3.0
 */
export type SellNftResponse = NftTransaction;

/**
 * Builds a transaction that lists an NFT for sale at a fixed price.
 *
 * @remarks
 * The transaction deploys an offer contract and approves it to move the NFT; anyone can then buy with {@link buyNft}. `price` is in nanomina (1 MINA = 1_000_000_000). It only builds the transaction: the owner signs `walletPayload`, then the signed data goes to {@link prove}. Sends `POST /nft/sell` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftSellTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link NftTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { sellNft } from "@silvana-one/api";
 *
 * const { data: tx } = await sellNft({
 *   body: {
 *     txType: "nft:sell",
 *     sender: "B62qexampleOwner",
 *     collectionAddress: "B62qexampleCollection",
 *     nftAddress: "B62qexampleNft",
 *     nftSellParams: { price: 25 * 1_000_000_000 }, // 25 MINA
 *   },
 *   throwOnError: true,
 * });
 * ```
 * @see {@link buyNft}
 * @since 0.3.0
 */
export declare function sellNft<ThrowOnError extends boolean = false>(
  options: Options<SellNftData, ThrowOnError>,
): RequestResult<SellNftResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link buyNft}: the body sent to `/nft/buy`.
 *
 * @since 0.3.0
 */
export interface BuyNftData {
  /** The JSON request body. */
  body: NftBuyTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/nft/buy";
}

/**
 * The body of a successful (HTTP 200) answer from {@link buyNft}.
 *
 * @since 0.3.0
 */
export type BuyNftResponse = NftTransaction;

/**
 * Builds a transaction that buys an NFT listed with {@link sellNft}.
 *
 * @remarks
 * The buyer pays the asking price plus royalty and receives the NFT, or `nftBuyParams.buyer` receives it when given. It only builds the transaction: the buyer signs `walletPayload`, then the signed data goes to {@link prove}. Sends `POST /nft/buy` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link NftBuyTransactionParams}.
 * @returns The HTTP result; on success `data` holds the unsigned {@link NftTransaction}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { buyNft } from "@silvana-one/api";
 *
 * const { data: tx } = await buyNft({
 *   body: {
 *     txType: "nft:buy",
 *     sender: "B62qexampleBuyer",
 *     collectionAddress: "B62qexampleCollection",
 *     nftAddress: "B62qexampleNft",
 *     nftBuyParams: {},
 *   },
 *   throwOnError: true,
 * });
 * ```
 * @see {@link sellNft}
 * @since 0.3.0
 */
export declare function buyNft<ThrowOnError extends boolean = false>(
  options: Options<BuyNftData, ThrowOnError>,
): RequestResult<BuyNftResponse, ErrorResponse, ThrowOnError>;
