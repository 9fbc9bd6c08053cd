import type { Account, Bool, Field, PublicKey, UInt32, UInt64 } from "o1js";
import { DynamicProof, Option, Struct } from "o1js";
import type { Storage } from "../../storage/index";

/**
 * A provable optional 64-bit amount, used for optional prices and fees.
 *
 * @since 0.3.0
 */
export declare class UInt64Option extends Option<UInt64> {}

/**
 * The owner, approval and flags of an NFT packed into three fields for contract state.
 * @since 0.3.0
 */
export declare class NFTDataPacked extends Struct<{ ownerX: Field; approvedX: Field; data: Field }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { ownerX: Field; approvedX: Field; data: Field });
  /** The x coordinate of the owner's key. */
  ownerX: Field;
  /** The x coordinate of the approved key. */
  approvedX: Field;
  /** Flags, parity bits, id and version, packed. */
  data: Field;
  /**
   * Adds a constraint that two packed values are identical.
   *
   * @param a - The first value.
   * @param b - The second value.
   * @returns Nothing.
   */
  static assertEqual(a: NFTDataPacked, b: NFTDataPacked): void;
}

/**
 * Ownership and permission flags of one NFT.
 *
 * @example
 * ```ts
 * import { NFTData } from "@silvana-one/nft";
 *
 * const data = NFTData.new({ owner: "B62qexampleOwner", canChangeMetadata: true });
 * const packed = data.pack();
 * ```
 * @since 0.3.0
 */
export declare class NFTData extends Struct<{ owner: PublicKey; approved: PublicKey; version: UInt32; id: UInt64; canChangeOwnerByProof: Bool; canTransfer: Bool; canApprove: Bool; canChangeMetadata: Bool; canChangeStorage: Bool; canChangeName: Bool; canChangeMetadataVerificationKeyHash: Bool; canPause: Bool; isPaused: Bool; requireOwnerAuthorizationToUpgrade: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { owner: PublicKey; approved: PublicKey; version: UInt32; id: UInt64; canChangeOwnerByProof: Bool; canTransfer: Bool; canApprove: Bool; canChangeMetadata: Bool; canChangeStorage: Bool; canChangeName: Bool; canChangeMetadataVerificationKeyHash: Bool; canPause: Bool; isPaused: Bool; requireOwnerAuthorizationToUpgrade: Bool });
  /** The owner. */
  owner: PublicKey;
  /** The address approved to transfer the NFT; empty when none. */
  approved: PublicKey;
  /** The state version, raised on every change. */
  version: UInt32;
  /** The NFT number inside the collection, for off-chain use. */
  id: UInt64;
  /** Whether ownership may change through an update proof instead of a transfer. */
  canChangeOwnerByProof: Bool;
  /** Whether the NFT may be transferred. */
  canTransfer: Bool;
  /** Whether the owner may approve another address; stored, but no 0.3.0 contract method checks it. */
  canApprove: Bool;
  /** Whether the metadata may change. */
  canChangeMetadata: Bool;
  /** Whether the storage pointer may change. */
  canChangeStorage: Bool;
  /** Whether the name may change. */
  canChangeName: Bool;
  /** Whether the key that checks metadata updates may change. */
  canChangeMetadataVerificationKeyHash: Bool;
  /** Whether the NFT may be paused. */
  canPause: Bool;
  /** Whether the NFT is paused. */
  isPaused: Bool;
  /** Whether upgrading the NFT contract needs the owner's consent. */
  requireOwnerAuthorizationToUpgrade: Bool;
  /**
   * Creates the data from plain values; omitted flags take the package defaults.
   *
   * @param params - The owner plus any flags to set.
   * @returns The data.
   */
  static new(params: { owner: string | PublicKey; approved?: string | PublicKey; version?: number; id?: bigint | string; canChangeOwnerByProof?: boolean; canTransfer?: boolean; canApprove?: boolean; canChangeMetadata?: boolean; canChangeStorage?: boolean; canChangeName?: boolean; canChangeMetadataVerificationKeyHash?: boolean; canPause?: boolean; isPaused?: boolean; requireOwnerAuthorizationToUpgrade?: boolean }): NFTData;
  /**
   * Packs the data for contract state.
   *
   * @returns The packed form.
   */
  pack(): NFTDataPacked;
  /**
   * Reads data packed by {@link NFTData.pack}.
   *
   * @param packed - The packed form.
   * @returns The data.
   */
  static unpack(packed: NFTDataPacked): NFTData;
}

/**
 * Collection-wide settings: royalty, transfer fee and three switches.
 * @since 0.3.0
 */
export declare class CollectionData extends Struct<{ royaltyFee: UInt32; transferFee: UInt64; requireTransferApproval: Bool; mintingIsLimited: Bool; isPaused: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { royaltyFee: UInt32; transferFee: UInt64; requireTransferApproval: Bool; mintingIsLimited: Bool; isPaused: Bool });
  /** The creator's share of each sale, in thousandths of a percent; at most {@link MAX_ROYALTY_FEE}. */
  royaltyFee: UInt32;
  /** A fixed fee charged on each transfer. */
  transferFee: UInt64;
  /** Whether each transfer needs the admin contract's approval. */
  requireTransferApproval: Bool;
  /** Whether new mints are closed. */
  mintingIsLimited: Bool;
  /** Whether the collection is paused. */
  isPaused: Bool;
  /**
   * Creates settings from plain values.
   *
   * @param params - The settings to use; omitted ones are zero or false.
   * @returns The settings.
   */
  static new(params: { royaltyFee?: number; transferFee?: number | bigint | string; requireTransferApproval?: boolean; mintingIsLimited?: boolean; isPaused?: boolean }): CollectionData;
  /**
   * Packs the settings into one field element.
   *
   * @returns The packed value.
   */
  pack(): Field;
  /**
   * Reads settings packed by {@link CollectionData.pack}.
   *
   * @param packed - The packed value.
   * @returns The settings.
   */
  static unpack(packed: Field): CollectionData;
  /**
   * Reads only the pause switch from packed settings.
   *
   * @param packed - The packed value.
   * @returns The pause switch.
   */
  static isPaused(packed: Field): Bool;
  /**
   * Reads only the approval switch from packed settings.
   *
   * @param packed - The packed value.
   * @returns The approval switch.
   */
  static requireTransferApproval(packed: Field): Bool;
  /**
   * Reads only the minting switch from packed settings.
   *
   * @param packed - The packed value.
   * @returns The minting switch.
   */
  static mintingIsLimited(packed: Field): Bool;
}

/**
 * Three free field values passed along with an NFT transaction for owner or approval contracts to read.
 * @since 0.3.0
 */
export declare class NFTTransactionContext extends Struct<{ custom: Field[] }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { custom: Field[] });
  /** Exactly three custom values. */
  custom: Field[];
  /**
   * Adds a constraint that two contexts are identical.
   *
   * @param a - The first context.
   * @param b - The second context.
   * @returns Nothing.
   */
  static assertEqual(a: NFTTransactionContext, b: NFTTransactionContext): void;
}

/**
 * The parts of an NFT that no update proof may change.
 * @since 0.3.0
 */
export declare class NFTImmutableState extends Struct<{ canChangeOwnerByProof: Bool; canTransfer: Bool; canApprove: Bool; canChangeMetadata: Bool; canChangeStorage: Bool; canChangeName: Bool; canChangeMetadataVerificationKeyHash: Bool; canPause: Bool; address: PublicKey; tokenId: Field; id: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { canChangeOwnerByProof: Bool; canTransfer: Bool; canApprove: Bool; canChangeMetadata: Bool; canChangeStorage: Bool; canChangeName: Bool; canChangeMetadataVerificationKeyHash: Bool; canPause: Bool; address: PublicKey; tokenId: Field; id: UInt64 });
  /** Whether ownership may change through an update proof instead of a transfer. */
  canChangeOwnerByProof: Bool;
  /** Whether the NFT may be transferred. */
  canTransfer: Bool;
  /** Whether the owner may approve another address; stored, but no 0.3.0 contract method checks it. */
  canApprove: Bool;
  /** Whether the metadata may change. */
  canChangeMetadata: Bool;
  /** Whether the storage pointer may change. */
  canChangeStorage: Bool;
  /** Whether the name may change. */
  canChangeName: Bool;
  /** Whether the key that checks metadata updates may change. */
  canChangeMetadataVerificationKeyHash: Bool;
  /** Whether the NFT may be paused. */
  canPause: Bool;
  /** The NFT account address. */
  address: PublicKey;
  /** The token id of the collection. */
  tokenId: Field;
  /** The NFT number inside the collection. */
  id: UInt64;
  /**
   * Adds a constraint that two values are identical.
   *
   * @param a - The first value.
   * @param b - The second value.
   * @returns Nothing.
   */
  static assertEqual(a: NFTImmutableState, b: NFTImmutableState): void;
  /**
   * Extracts the fixed parts from NFT data.
   *
   * @param params - The data and where the NFT lives.
   * @returns The fixed parts.
   */
  static fromNFTData(params: { nftData: NFTData; address: PublicKey; tokenId: Field }): NFTImmutableState;
}

/**
 * The full state of an NFT as seen by update proofs: the input before and the output after a change.
 *
 * @remarks Metadata programs such as {@link NFTProgram} take one state as public input and return the changed state.
 * @since 0.3.0
 */
export declare class NFTState extends Struct<{ immutableState: NFTImmutableState; name: Field; owner: PublicKey; approved: PublicKey; metadata: Field; storage: Storage; version: UInt32; isPaused: Bool; metadataVerificationKeyHash: Field; creator: PublicKey; context: NFTTransactionContext; oracleAddress: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { immutableState: NFTImmutableState; name: Field; owner: PublicKey; approved: PublicKey; metadata: Field; storage: Storage; version: UInt32; isPaused: Bool; metadataVerificationKeyHash: Field; creator: PublicKey; context: NFTTransactionContext; oracleAddress: PublicKey });
  /** The fixed parts. */
  immutableState: NFTImmutableState;
  /** The NFT name, encoded. */
  name: Field;
  /** The owner. */
  owner: PublicKey;
  /** The approved address. */
  approved: PublicKey;
  /** The root of the metadata map. */
  metadata: Field;
  /** Where the full metadata is pinned. */
  storage: Storage;
  /** The state version. */
  version: UInt32;
  /** Whether the NFT is paused. */
  isPaused: Bool;
  /** The key hash that update proofs must match. */
  metadataVerificationKeyHash: Field;
  /** The collection creator. */
  creator: PublicKey;
  /** Custom values of the transaction. */
  context: NFTTransactionContext;
  /** An oracle that ties the update to chain state; empty when unused. */
  oracleAddress: PublicKey;
  /**
   * Adds a constraint that two states are identical.
   *
   * @param a - The first state.
   * @param b - The second state.
   * @returns Nothing.
   */
  static assertEqual(a: NFTState, b: NFTState): void;
  /**
   * Builds the proof view from the on-chain state of an NFT.
   *
   * @param params - The on-chain state plus the values it does not hold.
   * @returns The state.
   */
  static fromNFTState(params: { nftState: NFTStateStruct; creator: PublicKey; address: PublicKey; tokenId: Field; context?: NFTTransactionContext; oracleAddress?: PublicKey }): NFTState;
}

/**
 * The eight on-chain state fields of an NFT account, in slot order.
 * @since 0.3.0
 */
export declare class NFTStateStruct extends Struct<{ name: Field; metadata: Field; storage: Storage; packedData: NFTDataPacked; metadataVerificationKeyHash: Field }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { name: Field; metadata: Field; storage: Storage; packedData: NFTDataPacked; metadataVerificationKeyHash: Field });
  /** The NFT name, encoded. */
  name: Field;
  /** The root of the metadata map. */
  metadata: Field;
  /** Where the full metadata is pinned. */
  storage: Storage;
  /** Owner, approval and flags. */
  packedData: NFTDataPacked;
  /** The key hash that update proofs must match. */
  metadataVerificationKeyHash: Field;
  /**
   * Reads the state from a fetched account.
   *
   * @param account - The NFT account.
   * @returns The state.
   * @throws Error when the account is not an NFT zkApp.
   */
  static fromAccount(account: Account): NFTStateStruct;
  /**
   * Adds a constraint that two states are identical.
   *
   * @param a - The first state.
   * @param b - The second state.
   * @returns Nothing.
   */
  static assertEqual(a: NFTStateStruct, b: NFTStateStruct): void;
}

/**
 * A proof that turns one {@link NFTState} into another, checked against the NFT's metadata verification key.
 *
 * @since 0.3.0
 */
export declare class NFTUpdateProof extends DynamicProof<NFTState, NFTState> {
  /** The proving circuit may verify up to two proofs, so updates can be merged. */
  static readonly maxProofsVerified: 2;
}

/**
 * Everything needed to create one NFT in a collection.
 * @since 0.3.0
 */
export declare class MintParams extends Struct<{ name: Field; address: PublicKey; tokenId: Field; data: NFTData; fee: UInt64; metadata: Field; storage: Storage; metadataVerificationKeyHash: Field; expiry: UInt32 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { name: Field; address: PublicKey; tokenId: Field; data: NFTData; fee: UInt64; metadata: Field; storage: Storage; metadataVerificationKeyHash: Field; expiry: UInt32 });
  /** The NFT name, encoded. */
  name: Field;
  /** The new NFT account. */
  address: PublicKey;
  /** The collection's token id. */
  tokenId: Field;
  /** Owner and flags. */
  data: NFTData;
  /** The mint fee. */
  fee: UInt64;
  /** The root of the metadata map. */
  metadata: Field;
  /** Where the full metadata is pinned. */
  storage: Storage;
  /** The key hash that update proofs must match. */
  metadataVerificationKeyHash: Field;
  /** The slot after which the request is void. */
  expiry: UInt32;
}

/**
 * A provable optional {@link MintParams}: the admin contract's answer to a {@link MintRequest}.
 *
 * @since 0.3.0
 */
export declare class MintParamsOption extends Option<MintParams> {}

/**
 * A request by a user to mint, which the admin contract turns into {@link MintParams} or refuses.
 * @since 0.3.0
 */
export declare class MintRequest extends Struct<{ address: PublicKey; owner: PublicKey; context: NFTTransactionContext }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { address: PublicKey; owner: PublicKey; context: NFTTransactionContext });
  /** The new NFT account. */
  address: PublicKey;
  /** The future owner. */
  owner: PublicKey;
  /** Custom values for the admin contract. */
  context: NFTTransactionContext;
}

/**
 * Arguments of the collection's transfer methods.
 * @since 0.3.0
 */
export declare class TransferParams extends Struct<{ address: PublicKey; from: PublicKey; to: PublicKey; price: UInt64Option; context: NFTTransactionContext }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { address: PublicKey; from: PublicKey; to: PublicKey; price: UInt64Option; context: NFTTransactionContext });
  /** The NFT to transfer. */
  address: PublicKey;
  /** The current owner. */
  from: PublicKey;
  /** The new owner. */
  to: PublicKey;
  /** The sale price, when the transfer is a sale. */
  price: UInt64Option;
  /** Custom values for owner and approval contracts. */
  context: NFTTransactionContext;
}

/**
 * Everything an NFT, owner or approval contract needs to decide on a transfer.
 * @since 0.3.0
 */
export declare class TransferExtendedParams extends Struct<{ from: PublicKey; to: PublicKey; collection: PublicKey; nft: PublicKey; fee: UInt64Option; price: UInt64Option; transferByOwner: Bool; approved: PublicKey; context: NFTTransactionContext }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { from: PublicKey; to: PublicKey; collection: PublicKey; nft: PublicKey; fee: UInt64Option; price: UInt64Option; transferByOwner: Bool; approved: PublicKey; context: NFTTransactionContext });
  /** The current owner. */
  from: PublicKey;
  /** The new owner. */
  to: PublicKey;
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The transfer fee, when one is charged. */
  fee: UInt64Option;
  /** The sale price, when the transfer is a sale. */
  price: UInt64Option;
  /** Whether the owner (rather than an approved address) transfers. */
  transferByOwner: Bool;
  /** The approved address at the time of the transfer. */
  approved: PublicKey;
  /** Custom values for owner and approval contracts. */
  context: NFTTransactionContext;
}

/**
 * The largest royalty a collection may set: 100 000, meaning 100%.
 *
 * @since 0.3.0
 */
export declare const MAX_ROYALTY_FEE: 100000;
