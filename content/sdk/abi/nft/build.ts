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
import type { BuildTransactionParams } from "../build-types";

/**
 * The request types of a collection launch.
 *
 * @since 0.3.0
 */
export type NftCollectionLaunchArgs = LaunchNftCollectionStandardAdminParams | LaunchNftCollectionAdvancedAdminParams;

/**
 * The request types of operations on existing NFTs: transfer, approve, sell and buy.
 *
 * @since 0.3.0
 */
export type NftOperationArgs = Exclude<NftTransactionParams, NftCollectionLaunchArgs | NftMintTransactionParams>;

/**
 * Metadata results shared by the NFT builders.
 *
 * @since 0.3.0
 */
export interface BuiltNftMetadata {
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
}

/**
 * What {@link buildNftCollectionLaunchTransaction} returns.
 *
 * @since 0.3.0
 */
export interface BuiltNftCollectionLaunchTransaction extends BuiltNftMetadata {
  /** The request, with any values the builder filled in. */
  readonly request: NftCollectionLaunchArgs;
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the collection gets. */
  readonly adminType: NftAdminType;
}

/**
 * What {@link buildNftMintTransaction} and {@link buildNftTransaction} return.
 *
 * @typeParam TRequest - The request type the builder accepted.
 * @since 0.3.0
 */
export interface BuiltNftTransaction<TRequest extends NftTransactionParams = NftTransactionParams> extends BuiltNftMetadata {
  /** The request, with any values the builder filled in. */
  readonly request: TRequest;
  /** The unsigned, unproven transaction. */
  readonly tx: Transaction<false, false>;
  /** The admin contract the collection uses. */
  readonly adminType: NftAdminType;
  /** The admin contract address. */
  readonly adminContractAddress: PublicKey;
  /** The collection symbol. */
  readonly symbol: string;
}

/**
 * Builds the transaction that deploys a collection, its admin contract and its master NFT.
 *
 * @remarks
 * Pins the master NFT's metadata on the way. When no `url` is given, the
 * collection links to minanft.io on mainnet or `<chain>.minanft.io`
 * elsewhere; the default symbol is `NFT`.
 *
 * @param params - The network and the launch request; see {@link BuildTransactionParams}.
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
  params: BuildTransactionParams<NftCollectionLaunchArgs>,
): Promise<BuiltNftCollectionLaunchTransaction>;

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
  params: BuildTransactionParams<NftMintTransactionParams>,
): Promise<BuiltNftTransaction<NftMintTransactionParams>>;

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
export declare function buildNftTransaction(params: BuildTransactionParams<NftOperationArgs>): Promise<BuiltNftTransaction<NftOperationArgs>>;

/**
 * What {@link getNftSymbolAndAdmin} returns.
 *
 * @since 0.3.0
 */
export interface NftSymbolAndAdminInfo {
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
}

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
}): Promise<NftSymbolAndAdminInfo>;
