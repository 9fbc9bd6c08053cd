import type { Whitelist } from "./token";

/**
 * Kinds of NFT transactions the API can build.
 *
 * @since 0.3.0
 */
export type NftTransactionType = "nft:launch" | "nft:mint" | "nft:transfer" | "nft:approve" | "nft:sell" | "nft:buy";

/**
 * Fields shared by every NFT transaction request.
 *
 * @since 0.3.0
 */
export interface NftTransactionBaseParams {
  /** The kind of transaction; usually filled in by the operation. */
  txType?: NftTransactionType;
  /** The collection contract address. */
  collectionAddress?: string;
  /** The NFT address. */
  nftAddress?: string;
  /** The account that pays the fee and signs. */
  sender: string;
  /** The sender's secret key; optional, and best kept out of requests that touch real funds. */
  senderPrivateKey?: string;
  /** The sender's account nonce. */
  nonce?: number;
  /** A memo of up to 30 characters. */
  memo?: string;
  /** An optional fee paid to the developer of the calling app. */
  developerFee?: number;
}

/**
 * Base of requests about an existing collection.
 *
 * @since 0.3.0
 */
export interface DeployedNftCollectionTransactionBaseParams extends NftTransactionBaseParams {
  /** The collection contract address. */
  collectionAddress: string;
}

/**
 * Base of requests about an existing NFT in an existing collection.
 *
 * @since 0.3.0
 */
export interface DeployedNftTransactionBaseParams extends NftTransactionBaseParams {
  /** The collection contract address. */
  collectionAddress: string;
  /** The NFT address. */
  nftAddress: string;
}

/**
 * Collection-wide settings chosen at launch.
 *
 * @since 0.3.0
 */
export interface CollectionData {
  /** The royalty paid to the creator on sales, in thousandths of a percent (100 000 = 100%). */
  royaltyFee?: number;
  /** A fixed fee charged on every transfer. */
  transferFee?: number;
  /** Whether every transfer needs approval by the admin contract. */
  requireTransferApproval?: boolean;
  /** Whether minting of new NFTs is restricted. */
  mintingIsLimited?: boolean;
  /** Whether the collection starts paused. */
  isPaused?: boolean;
}

/**
 * Public description of an NFT; private traits are kept out of the pinned copy.
 *
 * @since 0.3.0
 */
export interface NftMetadata {
  /** The NFT name. */
  name: string;
  /** A link to the image. */
  image: string;
  /** A longer description. */
  description?: string;
  /** A link to a banner image. */
  banner?: string;
  /** Additional properties. */
  traits?: {
    /** The trait name. */
    key: string;
    /** How the value is stored and shown. */
    type: "string" | "text" | "image" | "url" | "field" | "number" | "address" | "map" | "tree";
    /** The trait value; nested values for `map` and `tree`. */
    value: string | Record<string, unknown>;
    /** Whether the trait is hidden from the public metadata. */
    isPrivate?: boolean;
  }[];
}

/**
 * Ownership and permission flags of one NFT.
 *
 * @since 0.3.0
 */
export interface NftData {
  /** The owner address. */
  owner: string;
  /** An address approved to transfer the NFT. */
  approved?: string;
  /** The state version, raised on every change. */
  version?: number;
  /** The NFT number inside the collection. */
  id?: string;
  /** Whether ownership can change through a proof instead of a signature. */
  canChangeOwnerByProof?: boolean;
  /** Whether the NFT can be transferred at all. */
  canTransfer?: boolean;
  /** Whether the owner may approve another address. */
  canApprove?: boolean;
  /** Whether the metadata may change. */
  canChangeMetadata?: boolean;
  /** Whether the storage pointer may change. */
  canChangeStorage?: boolean;
  /** Whether the name may change. */
  canChangeName?: boolean;
  /** Whether the key that checks metadata updates may change. */
  canChangeMetadataVerificationKeyHash?: boolean;
  /** Whether the NFT can be paused. */
  canPause?: boolean;
  /** Whether the NFT starts paused. */
  isPaused?: boolean;
  /** Whether upgrading the NFT contract needs the owner's consent. */
  requireOwnerAuthorizationToUpgrade?: boolean;
}

/**
 * Transfer details of an NFT transfer request.
 *
 * @since 0.3.0
 */
export interface NftTransferParams {
  /** The current owner. */
  from: string;
  /** The new owner. */
  to: string;
  /** A sale price, when the transfer is a sale. */
  price?: number;
  /** Whether the transfer goes through the approved address. */
  requireApproval?: boolean;
  /** Extra values passed to the owner or approval contract. */
  context?: {
    /** Up to three custom field values. */
    custom?: string[];
  };
}

/**
 * Approval details of an NFT approve request.
 *
 * @since 0.3.0
 */
export interface NftApproveParams {
  /** The address to approve. */
  to?: string;
}

/**
 * Sale details: the NFT is approved to a new offer contract at a price.
 *
 * @since 0.3.0
 */
export interface NftSellParams {
  /** The asking price. */
  price: number;
  /** The address chosen for the offer contract. */
  offerAddress?: string;
  /** The secret key of the offer contract account, when the caller made it. */
  offerPrivateKey?: string;
}

/**
 * Purchase details of an NFT buy request.
 *
 * @since 0.3.0
 */
export interface NftBuyParams {
  /** The buyer address. */
  buyer?: string;
}

/**
 * Everything needed to mint one NFT.
 *
 * @since 0.3.0
 */
export interface NftMintParams {
  /** The NFT name. */
  name: string;
  /** The address chosen for the NFT account. */
  address?: string;
  /** The secret key of the NFT account, when the caller made it. */
  addressPrivateKey?: string;
  /** The NFT number inside the collection. */
  tokenId?: number;
  /** Owner and permission flags. */
  data: NftData;
  /** A mint fee. */
  fee?: number;
  /** The metadata, or a link to it. */
  metadata: string | NftMetadata;
  /** The IPFS hash of stored metadata. */
  storage?: string;
  /** The hash of the key that checks metadata updates. */
  metadataVerificationKeyHash?: string;
  /** The slot after which the mint request is no longer valid. */
  expiry?: number;
}

/**
 * Fields shared by both kinds of collection launch request.
 *
 * @since 0.3.0
 */
export interface LaunchNftCollectionTransactionBaseParams extends NftTransactionBaseParams {
  /** Always `nft:launch`. */
  txType?: "nft:launch";
  /** Which admin contract governs the collection. */
  adminContract?: "standard" | "advanced";
  /** The collection symbol. */
  symbol?: string;
  /** A link to the collection page. */
  url?: string;
  /** The collection name. */
  collectionName: string;
  /** The creator address that receives royalties. */
  creator?: string;
  /** The base URL of NFT pages. */
  baseURL?: string;
  /** Collection-wide settings. */
  collectionData?: CollectionData;
  /** The first NFT, minted together with the collection. */
  masterNFT: NftMintParams;
  /** The address chosen for the collection contract. */
  collectionAddress?: string;
  /** The address chosen for the admin contract. */
  adminContractAddress?: string;
  /** The secret key of the collection account, when the caller made it. */
  collectionContractPrivateKey?: string;
  /** The secret key of the admin contract account, when the caller made it. */
  adminContractPrivateKey?: string;
}

/**
 * Launch request for a collection with the standard admin.
 *
 * @since 0.3.0
 */
export interface LaunchNftCollectionStandardAdminParams extends LaunchNftCollectionTransactionBaseParams {
  /** Selects the standard admin contract. */
  adminContract: "standard";
}

/**
 * Permissions of the advanced collection admin.
 *
 * @since 0.3.0
 */
export interface AdvancedNftCollectionAdminData {
  /** Whether the collection can be paused. */
  canPause?: boolean;
  /** Whether the collection starts paused. */
  isPaused?: boolean;
  /** Whether the royalty can be changed later. */
  allowChangeRoyalty?: boolean;
  /** Whether the transfer fee can be changed later. */
  allowChangeTransferFee?: boolean;
  /** Whether the base URL can be changed later. */
  allowChangeBaseUri?: boolean;
  /** Whether the creator can be changed later. */
  allowChangeCreator?: boolean;
  /** Whether the admin can be changed later. */
  allowChangeAdmin?: boolean;
  /** Whether the name can be changed later. */
  allowChangeName?: boolean;
}

/**
 * Launch request for a collection with the advanced admin: a whitelist and upgrade control.
 *
 * @since 0.3.0
 */
export interface LaunchNftCollectionAdvancedAdminParams extends LaunchNftCollectionTransactionBaseParams {
  /** Selects the advanced admin contract. */
  adminContract: "advanced";
  /** The address of the contract that authorises verification key upgrades. */
  upgradeAuthority: string;
  /** Admin permissions. */
  adminData?: AdvancedNftCollectionAdminData;
  /** The accounts allowed to mint or receive NFTs. */
  whitelist?: Whitelist;
}

/**
 * Request to mint an NFT into an existing collection.
 *
 * @since 0.3.0
 */
export interface NftMintTransactionParams extends DeployedNftCollectionTransactionBaseParams {
  /** Always `nft:mint`. */
  txType: "nft:mint";
  /** The NFT to mint. */
  nftMintParams: NftMintParams;
}

/**
 * Request to transfer an NFT.
 *
 * @since 0.3.0
 */
export interface NftTransferTransactionParams extends DeployedNftTransactionBaseParams {
  /** Always `nft:transfer`. */
  txType: "nft:transfer";
  /** Transfer details. */
  nftTransferParams: NftTransferParams;
}

/**
 * Request to approve an address for an NFT.
 *
 * @since 0.3.0
 */
export interface NftApproveTransactionParams extends DeployedNftTransactionBaseParams {
  /** Always `nft:approve`. */
  txType: "nft:approve";
  /** Approval details. */
  nftApproveParams: NftApproveParams;
}

/**
 * Request to put an NFT up for sale.
 *
 * @since 0.3.0
 */
export interface NftSellTransactionParams extends DeployedNftTransactionBaseParams {
  /** Always `nft:sell`. */
  txType: "nft:sell";
  /** Sale details. */
  nftSellParams: NftSellParams;
}

/**
 * Request to buy an NFT that is for sale.
 *
 * @since 0.3.0
 */
export interface NftBuyTransactionParams extends DeployedNftTransactionBaseParams {
  /** Always `nft:buy`. */
  txType: "nft:buy";
  /** Purchase details. */
  nftBuyParams: NftBuyParams;
}

/**
 * Any NFT transaction request.
 *
 * @since 0.3.0
 */
export type NftTransactionParams =
  | LaunchNftCollectionStandardAdminParams
  | LaunchNftCollectionAdvancedAdminParams
  | NftMintTransactionParams
  | NftSellTransactionParams
  | NftBuyTransactionParams
  | NftTransferTransactionParams
  | NftApproveTransactionParams;
