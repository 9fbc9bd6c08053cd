import type { Bool, Field, PublicKey, UInt32 } from "o1js";
import { Struct } from "o1js";
import type { Storage } from "../../storage/index";
import type { NFTState, UInt64Option } from "./types";

/**
 * Emitted by a collection when an NFT is minted.
 * @since 0.3.0
 */
export declare class MintEvent extends Struct<{ initialState: NFTState; address: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { initialState: NFTState; address: PublicKey });
  /** The state the NFT starts with. */
  initialState: NFTState;
  /** The new NFT account. */
  address: PublicKey;
}

/**
 * Emitted when an NFT's mutable state changes.
 * @since 0.3.0
 */
export declare class UpdateEvent extends Struct<{ name: Field; metadata: Field; storage: Storage; owner: PublicKey; approved: PublicKey; version: UInt32; isPaused: Bool; metadataVerificationKeyHash: Field }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { name: Field; metadata: Field; storage: Storage; owner: PublicKey; approved: PublicKey; version: UInt32; isPaused: Bool; metadataVerificationKeyHash: Field });
  /** The new name. */
  name: Field;
  /** The new metadata root. */
  metadata: Field;
  /** The new storage pointer. */
  storage: Storage;
  /** The owner after the update. */
  owner: PublicKey;
  /** The approved address after the update. */
  approved: PublicKey;
  /** The new version. */
  version: UInt32;
  /** The pause flag after the update. */
  isPaused: Bool;
  /** The metadata key hash after the update. */
  metadataVerificationKeyHash: Field;
}

/**
 * Emitted when an NFT changes hands; also passed to admin contracts to approve transfers.
 * @since 0.3.0
 */
export declare class TransferEvent extends Struct<{ from: PublicKey; to: PublicKey; collection: PublicKey; nft: PublicKey; fee: UInt64Option; price: UInt64Option; transferByOwner: Bool; approved: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { from: PublicKey; to: PublicKey; collection: PublicKey; nft: PublicKey; fee: UInt64Option; price: UInt64Option; transferByOwner: Bool; approved: PublicKey });
  /** The previous owner. */
  from: PublicKey;
  /** The new owner. */
  to: PublicKey;
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The transfer fee paid, if any. */
  fee: UInt64Option;
  /** The sale price, if the transfer was a sale. */
  price: UInt64Option;
  /** Whether the owner made the transfer. */
  transferByOwner: Bool;
  /** The approved address that made the transfer, if not the owner. */
  approved: PublicKey;
}

/**
 * Emitted when an address is approved to transfer an NFT.
 * @since 0.3.0
 */
export declare class ApproveEvent extends Struct<{ nftAddress: PublicKey; approved: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { nftAddress: PublicKey; approved: PublicKey });
  /** The NFT. */
  nftAddress: PublicKey;
  /** The approved address. */
  approved: PublicKey;
}

/**
 * Emitted when a single NFT is paused or resumed.
 * @since 0.3.0
 */
export declare class PauseNFTEvent extends Struct<{ address: PublicKey; isPaused: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { address: PublicKey; isPaused: Bool });
  /** The NFT. */
  address: PublicKey;
  /** True when the NFT is now paused. */
  isPaused: Bool;
}

/**
 * Emitted when a contract account installs a new verification key.
 * @since 0.3.0
 */
export declare class UpgradeVerificationKeyEvent extends Struct<{ verificationKeyHash: Field; address: PublicKey; tokenId: Field }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { verificationKeyHash: Field; address: PublicKey; tokenId: Field });
  /** The hash of the new key. */
  verificationKeyHash: Field;
  /** The upgraded account. */
  address: PublicKey;
  /** Its token id. */
  tokenId: Field;
}

/**
 * What an NFT reports back to its collection when asked to upgrade.
 * @since 0.3.0
 */
export declare class UpgradeVerificationKeyData extends Struct<{ owner: PublicKey; isOwnerApprovalRequired: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { owner: PublicKey; isOwnerApprovalRequired: Bool });
  /** The NFT owner. */
  owner: PublicKey;
  /** Whether the owner must also approve the upgrade. */
  isOwnerApprovalRequired: Bool;
}

/**
 * Emitted when a collection closes minting.
 * @since 0.3.0
 */
export declare class LimitMintingEvent extends Struct<{ mintingLimited: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { mintingLimited: Bool });
  /** True once minting is closed. */
  mintingLimited: Bool;
}

/**
 * Emitted when a contract's owner changes.
 * @since 0.3.0
 */
export declare class OwnershipChangeEvent extends Struct<{ from: PublicKey; to: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { from: PublicKey; to: PublicKey });
  /** The previous owner. */
  from: PublicKey;
  /** The new owner. */
  to: PublicKey;
}

/**
 * Emitted when a collection or admin contract is paused or resumed.
 * @since 0.3.0
 */
export declare class PauseEvent extends Struct<{ isPaused: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { isPaused: Bool });
  /** True when now paused. */
  isPaused: Bool;
}
