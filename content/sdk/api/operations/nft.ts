import type { OperationData, Options, RequestResult } from "../client";
import type { LaunchNftCollectionAdvancedAdminParams, LaunchNftCollectionStandardAdminParams, NftMintTransactionParams } from "../schemas/nft";
import type { ErrorResponse, NftTransaction } from "../schemas/transaction";

/**
 * Request data of {@link launchNftCollection}: the body sent to `/nft/launch`.
 *
 * @since 0.3.0
 */
export interface LaunchNftCollectionData extends OperationData<LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams, "/nft/launch"> {}

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
export interface MintNftData extends OperationData<NftMintTransactionParams, "/nft/mint"> {}

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
