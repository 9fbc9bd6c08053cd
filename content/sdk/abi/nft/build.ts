import type {
  LaunchNftCollectionAdvancedAdminParams,
  LaunchNftCollectionStandardAdminParams,
  NftMintTransactionParams,
  NftTransactionParams,
  NftTransactionType,
} from "../../api/index";
import type { IndexedMapSerialized } from "../../storage/index";
import type { PublicKey, Transaction } from "o1js";
import type { blockchain, NftAdminType } from "../types";

/**
 * Builds the transaction that deploys a collection, its admin contract and its master NFT.
 *
 * @remarks
 * Pins the master NFT's metadata on the way. When no `url` is given, the
 * collection links to minanft.io on mainnet or `<chain>.minanft.io`
 * elsewhere; the default symbol is `NFT`.
 *
 * @param params - The network and the launch request. Fields: `chain`: The network to build for; `args`: The request, in the same shape as the HTTP API takes it; `developerAddress`: An address that receives the developer fee, if one is charged; `provingKey`: A key of the proving service that pays for proofs, if one is used; `provingFee`: The fee paid to the proving service, if one is used.
 * @returns The transaction and the pinned metadata details.
 * @throws Error when a required value is missing.
 * @example
 * ```ts
 * import { buildNftCollectionLaunchTransaction } from "@silvana-one/abi";
 *
 * const { tx, storage } = await buildNftCollectionLaunchTransaction({
 *   chain: "devnet",
 *   args: {
 *     adminContract: "standard", sender, nonce, collectionName: "Harbour Sketches",
 *     collectionAddress, adminContractAddress,
 *     masterNFT: { name: "Harbour Sketches", data: { owner: sender }, metadata: { name: "Harbour Sketches", image } },
 *   },
 * });
 * ```
 * @since 0.3.0
 */
export declare function buildNftCollectionLaunchTransaction(
  params: {
  /** The network to build for. */
  readonly chain: blockchain;
  /** The request, in the same shape as the HTTP API takes it. */
  readonly args: (LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams);
  /** An address that receives the developer fee, if one is charged. */
  readonly developerAddress?: string;
  /** A key of the proving service that pays for proofs, if one is used. */
  readonly provingKey?: string;
  /** The fee paid to the proving service, if one is used. */
  readonly provingFee?: number;
},
): Promise<{
  /** The collection name. */
  readonly collectionName: string;
  /** The NFT name. */
  readonly nftName: string;
  /** Hashes of the verification keys of the contracts involved. */
  readonly verificationKeyHashes: string[];
  /** The root of the metadata map. */
  readonly metadataRoot: string;
  /** The IPFS hash of the public metadata. */
  readonly storage: string;
  /** The full metadata with private traits, when there are any. */
  readonly privateMetadata?: string;
  /** The serialised metadata map. */
  readonly map?: IndexedMapSerialized;
  /** The request, with any values the builder filled in. */
  readonly request: (LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams);
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the collection gets. */
  readonly adminType: NftAdminType;
}>;

/**
 * Builds a transaction that mints one NFT into an existing collection.
 *
 * @remarks `nftMintParams.address` is required.
 * @param params - The network and the mint request.
 * @returns The transaction and the pinned metadata details.
 * @throws Error when the NFT address is missing.
 * @since 0.3.0
 */
export declare function buildNftMintTransaction(
  params: {
  /** The network to build for. */
  readonly chain: blockchain;
  /** The request, in the same shape as the HTTP API takes it. */
  readonly args: NftMintTransactionParams;
  /** An address that receives the developer fee, if one is charged. */
  readonly developerAddress?: string;
  /** A key of the proving service that pays for proofs, if one is used. */
  readonly provingKey?: string;
  /** The fee paid to the proving service, if one is used. */
  readonly provingFee?: number;
},
): Promise<{
  /** The collection name. */
  readonly collectionName: string;
  /** The NFT name. */
  readonly nftName: string;
  /** Hashes of the verification keys of the contracts involved. */
  readonly verificationKeyHashes: string[];
  /** The root of the metadata map. */
  readonly metadataRoot: string;
  /** The IPFS hash of the public metadata. */
  readonly storage: string;
  /** The full metadata with private traits, when there are any. */
  readonly privateMetadata?: string;
  /** The serialised metadata map. */
  readonly map?: IndexedMapSerialized;
  /** The request, with any values the builder filled in. */
  readonly request: NftMintTransactionParams;
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the collection uses. */
  readonly adminType: NftAdminType;
  /** The admin contract address. */
  readonly adminContractAddress: PublicKey;
  /** The collection symbol. */
  readonly symbol: string;
}>;

/**
 * Builds a transaction that transfers, approves, sells or buys an existing NFT.
 *
 * @param params - The network and the request.
 * @returns The transaction and the NFT details it used.
 * @throws Error when a required value is missing or the NFT cannot be read.
 * @example
 * ```ts
 * import { buildNftTransaction } from "@silvana-one/abi";
 *
 * const { tx } = await buildNftTransaction({
 *   chain: "devnet",
 *   args: {
 *     txType: "nft:transfer", sender, nonce, collectionAddress, nftAddress,
 *     nftTransferParams: { from: sender, to: friend },
 *   },
 * });
 * ```
 * @since 0.3.0
 */
export declare function buildNftTransaction(params: {
  /** The network to build for. */
  readonly chain: blockchain;
  /** The request, in the same shape as the HTTP API takes it. */
  readonly args: (Exclude<NftTransactionParams, (LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams) | NftMintTransactionParams>);
  /** An address that receives the developer fee, if one is charged. */
  readonly developerAddress?: string;
  /** A key of the proving service that pays for proofs, if one is used. */
  readonly provingKey?: string;
  /** The fee paid to the proving service, if one is used. */
  readonly provingFee?: number;
}): Promise<{
  /** The collection name. */
  readonly collectionName: string;
  /** The NFT name. */
  readonly nftName: string;
  /** Hashes of the verification keys of the contracts involved. */
  readonly verificationKeyHashes: string[];
  /** The root of the metadata map. */
  readonly metadataRoot: string;
  /** The IPFS hash of the public metadata. */
  readonly storage: string;
  /** The full metadata with private traits, when there are any. */
  readonly privateMetadata?: string;
  /** The serialised metadata map. */
  readonly map?: IndexedMapSerialized;
  /** The request, with any values the builder filled in. */
  readonly request: (Exclude<NftTransactionParams, (LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams) | NftMintTransactionParams>);
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the collection uses. */
  readonly adminType: NftAdminType;
  /** The admin contract address. */
  readonly adminContractAddress: PublicKey;
  /** The collection symbol. */
  readonly symbol: string;
}>;

/**
 * Reads a collection's symbol, name and admin, and optionally one NFT's details, from chain state.
 *
 * @param params - The operation kind, the collection, optionally the NFT, and the network.
 * @returns The collection and NFT details.
 * @throws Error when the collection or its admin cannot be read.
 * @since 0.3.0
 */
export declare function getNftSymbolAndAdmin(params: {
  txType: NftTransactionType;
  nftAddress?: PublicKey;
  collectionAddress: PublicKey;
  chain: blockchain;
}): Promise<{
  /** The admin contract address. */
  readonly adminContractAddress: PublicKey;
  /** The collection symbol. */
  readonly symbol: string;
  /** The collection name. */
  readonly collectionName: string;
  /** The admin contract kind. */
  readonly adminType: NftAdminType;
  /** Hashes of the verification keys of the contracts involved. */
  readonly verificationKeyHashes: string[];
  /** The NFT name, when an NFT was given. */
  readonly nftName?: string;
  /** The NFT's metadata pointer, when an NFT was given. */
  readonly storage?: string;
  /** The NFT's approved address, when an NFT was given. */
  readonly approved?: PublicKey;
  /** The NFT's metadata root, when an NFT was given. */
  readonly metadataRoot?: string;
}>;
