import type { AccountUpdate, AccountUpdateForest, DeployArgs, Field, PublicKey, State, UInt32, UInt64, VerificationKey, Provable } from "o1js";
import { TokenContract } from "o1js";
import type {
  CollectionData,
  MintParams,
  MintRequest,
  NFTStateStruct,
  NFTUpdateProof,
  TransferParams,
} from "../interfaces/types";
import type {
  ApproveEvent,
  LimitMintingEvent,
  MintEvent,
  OwnershipChangeEvent,
  PauseEvent,
  PauseNFTEvent,
  TransferEvent,
  UpgradeVerificationKeyEvent,
} from "../interfaces/events";
import type {
  NFTAdminBase,
  NFTApprovalBase,
  NFTCollectionBase,
  NFTOwnerBase,
  NFTUpdateBase,
  OwnableContract,
  PausableContract,
} from "../interfaces/bases";

/**
 * Settings for deploying a {@link Collection}.
 *
 * @since 0.3.0
 */
export interface CollectionDeployProps extends DeployArgs {
  /** The collection name, encoded. */
  collectionName: Field;
  /** The creator, who receives royalties and signs creator-only actions. */
  creator: PublicKey;
  /** The admin contract address. */
  admin: PublicKey;
  /** The base URL of NFT pages, encoded. */
  baseURL: Field;
  /** The token symbol of the collection account. */
  symbol: string;
  /** The zkApp URI of the collection account. */
  url: string;
}

/**
 * Messages of the checks a {@link Collection} can fail.
 *
 * @since 0.3.0
 */
export declare const CollectionErrors: {
  /** The master NFT address is not the expected one. */
  readonly wrongMasterNFTaddress: string;
  /** The NFT does not allow transfers. */
  readonly transferNotAllowed: string;
  /** The collection is paused. */
  readonly collectionPaused: string;
  /** The master NFT cannot be minted again. */
  readonly cannotMintMasterNFT: string;
  /** The admin contract refused the mint. */
  readonly cannotMint: string;
  /** The admin contract refused to pause. */
  readonly noPermissionToPause: string;
  /** The admin contract refused to resume. */
  readonly noPermissionToResume: string;
  /** A resume was asked for while not paused. */
  readonly collectionNotPaused: string;
  /** The collection requires approved transfers. */
  readonly transferApprovalRequired: string;
  /** The admin contract refused a rename. */
  readonly noPermissionToChangeName: string;
  /** The admin contract refused a base URL change. */
  readonly noPermissionToChangeBaseUri: string;
  /** The admin contract refused a creator change. */
  readonly noPermissionToChangeCreator: string;
  /** The admin contract refused a royalty change. */
  readonly noPermissionToChangeRoyalty: string;
  /** The admin contract refused a transfer fee change. */
  readonly noPermissionToChangeTransferFee: string;
  /** The admin contract refused an admin change. */
  readonly noPermissionToSetAdmin: string;
  /** The verification key upgrade was refused. */
  readonly cannotUpgradeVerificationKey: string;
  /** No upgrade authority is configured. */
  readonly upgradeContractAddressNotSet: string;
  /** No admin contract is configured. */
  readonly adminContractAddressNotSet: string;
  /** Only the owner may upgrade this NFT. */
  readonly onlyOwnerCanUpgradeVerificationKey: string;
  /** The royalty is above {@link MAX_ROYALTY_FEE}. */
  readonly invalidRoyaltyFee: string;
  /** The oracle address does not match. */
  readonly invalidOracleAddress: string;
};

/**
 * The collection contract: a token contract whose token accounts are the NFTs of the collection.
 *
 * @remarks
 * Each NFT is an {@link NFT} contract account under the collection's token id.
 * Policy is delegated: the admin contract (such as {@link NFTAdmin}) decides
 * on mints and settings, owner and approval contracts decide on transfers of
 * NFTs they hold, and update contracts decide on proven state changes. The
 * default class uses the standard admin; {@link AdvancedCollection} uses
 * {@link NFTAdvancedAdmin}. Make other combinations with {@link CollectionFactory}.
 *
 * @example
 * ```ts
 * import { Collection, NFTAdmin, MintParams, NFTData, CollectionData, fieldFromString } from "@silvana-one/nft";
 * import { Mina } from "o1js";
 *
 * const collection = new Collection(collectionAddress);
 * const admin = new NFTAdmin(adminAddress);
 * await Mina.transaction({ sender: creator, fee: 100_000_000 }, async () => {
 *   await admin.deploy({ admin: creator, uri: "https://example.com/admin" });
 *   await collection.deploy({
 *     collectionName: fieldFromString("Harbour Sketches"), creator, admin: adminAddress,
 *     baseURL: fieldFromString("https://example.com/nft"), symbol: "HSK", url: "https://example.com",
 *   });
 *   await collection.initialize(masterNftParams, CollectionData.new({ royaltyFee: 5_000 }));
 * });
 * ```
 * @since 0.3.0
 */
export declare class Collection extends TokenContract implements NFTCollectionBase, OwnableContract, PausableContract {
  /** The collection name, encoded. */
  collectionName: State<Field>;
  /** The creator. */
  creator: State<PublicKey>;
  /** The admin contract. */
  admin: State<PublicKey>;
  /** The base URL of NFT pages, encoded. */
  baseURL: State<Field>;
  /** The packed {@link CollectionData}. */
  packedData: State<Field>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** An NFT was minted. */
    mint: typeof MintEvent;
    /** An NFT's state changed through a proof; carries the NFT's address (the NFT itself emits the details). */
    update: Provable<PublicKey>;
    /** An NFT changed hands. */
    transfer: typeof TransferEvent;
    /** An address was approved for an NFT. */
    approve: typeof ApproveEvent;
    /** An NFT's contract was upgraded. */
    upgradeNFTVerificationKey: typeof UpgradeVerificationKeyEvent;
    /** The collection contract was upgraded; carries the new verification key hash. */
    upgradeVerificationKey: Provable<Field>;
    /** Minting was closed. */
    limitMinting: typeof LimitMintingEvent;
    /** The collection was paused. */
    pause: typeof PauseEvent;
    /** The collection was resumed. */
    resume: typeof PauseEvent;
    /** An NFT was paused. */
    pauseNFT: typeof PauseNFTEvent;
    /** An NFT was resumed. */
    resumeNFT: typeof PauseNFTEvent;
    /** The creator changed. */
    ownershipChange: typeof OwnershipChangeEvent;
    /** The name changed. */
    setName: Provable<Field>;
    /** The base URL changed. */
    setBaseURL: Provable<Field>;
    /** The royalty fee changed. */
    setRoyaltyFee: Provable<UInt32>;
    /** The transfer fee changed. */
    setTransferFee: Provable<UInt64>;
    /** The admin contract changed. */
    setAdmin: Provable<PublicKey>;
  };
  /**
   * Deploys the collection.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: CollectionDeployProps): Promise<void>;
  /**
   * Mints the master NFT and stores the collection settings; callable once.
   *
   * @param masterNFT - The master NFT.
   * @param collectionData - The collection settings.
   * @returns A promise that settles when the update is built.
   */
  initialize(masterNFT: MintParams, collectionData: CollectionData): Promise<void>;
  /**
   * Mints an NFT directly; the creator signs.
   *
   * @param params - The NFT to mint.
   * @returns A promise that settles when the update is built.
   */
  mintByCreator(params: MintParams): Promise<void>;
  /**
   * Mints an NFT requested by a user, if the admin contract agrees.
   *
   * @param mintRequest - The request.
   * @returns A promise that settles when the update is built.
   */
  mint(mintRequest: MintRequest): Promise<void>;
  /**
   * Applies a proven change to an NFT.
   *
   * @param proof - The update proof.
   * @param vk - The key that checks the proof; must match the NFT's metadata key hash.
   * @returns A promise that settles when the update is built.
   */
  update(proof: NFTUpdateProof, vk: VerificationKey): Promise<void>;
  /**
   * Applies a proven change that also depends on chain state read through an oracle.
   *
   * @param proof - The update proof.
   * @param vk - The key that checks the proof.
   * @returns A promise that settles when the update is built.
   */
  updateWithOracle(proof: NFTUpdateProof, vk: VerificationKey): Promise<void>;
  /**
   * Approves an address for an NFT; the owner signs.
   *
   * @param nftAddress - The NFT.
   * @param approved - The address to approve.
   * @returns A promise that settles when the update is built.
   */
  approveAddress(nftAddress: PublicKey, approved: PublicKey): Promise<void>;
  /**
   * Approves an address for an NFT owned by a contract, which agrees through its proof.
   *
   * @param nftAddress - The NFT.
   * @param approved - The address to approve.
   * @returns A promise that settles when the update is built.
   */
  approveAddressByProof(nftAddress: PublicKey, approved: PublicKey): Promise<void>;
  /**
   * Transfers an NFT whose owner signs.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  transferBySignature(params: TransferParams): Promise<void>;
  /**
   * Transfers an NFT owned by a contract, which agrees through its proof.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  transferByProof(params: TransferParams): Promise<void>;
  /**
   * Transfers an NFT on behalf of an approved contract.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  approvedTransferByProof(params: TransferParams): Promise<void>;
  /**
   * Transfers an NFT on behalf of an approved key that signs.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  approvedTransferBySignature(params: TransferParams): Promise<void>;
  /**
   * Upgrades an NFT contract; the owner signs.
   *
   * @param address - The NFT.
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  upgradeNFTVerificationKeyBySignature(address: PublicKey, vk: VerificationKey): Promise<void>;
  /**
   * Upgrades an NFT contract owned by a contract, which agrees through its proof.
   *
   * @param address - The NFT.
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  upgradeNFTVerificationKeyByProof(address: PublicKey, vk: VerificationKey): Promise<void>;
  /**
   * Upgrades the collection contract, if the admin contract agrees.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  upgradeVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Closes minting for good.
   *
   * @returns A promise that settles when the update is built.
   */
  limitMinting(): Promise<void>;
  /**
   * Pauses the collection.
   *
   * @returns A promise that settles when the update is built.
   */
  pause(): Promise<void>;
  /**
   * Resumes the collection.
   *
   * @returns A promise that settles when the update is built.
   */
  resume(): Promise<void>;
  /**
   * Pauses one NFT; the owner signs.
   *
   * @param address - The NFT.
   * @returns A promise that settles when the update is built.
   */
  pauseNFTBySignature(address: PublicKey): Promise<void>;
  /**
   * Pauses one NFT owned by a contract.
   *
   * @param address - The NFT.
   * @returns A promise that settles when the update is built.
   */
  pauseNFTByProof(address: PublicKey): Promise<void>;
  /**
   * Resumes one NFT; the owner signs.
   *
   * @param address - The NFT.
   * @returns A promise that settles when the update is built.
   */
  resumeNFT(address: PublicKey): Promise<void>;
  /**
   * Resumes one NFT owned by a contract.
   *
   * @param address - The NFT.
   * @returns A promise that settles when the update is built.
   */
  resumeNFTByProof(address: PublicKey): Promise<void>;
  /**
   * Renames the collection, if the admin contract agrees.
   *
   * @param name - The new name, encoded.
   * @returns A promise that settles when the update is built.
   */
  setName(name: Field): Promise<void>;
  /**
   * Changes the base URL, if the admin contract agrees.
   *
   * @param baseURL - The new base URL, encoded.
   * @returns A promise that settles when the update is built.
   */
  setBaseURL(baseURL: Field): Promise<void>;
  /**
   * Switches to another admin contract, if the current one agrees.
   *
   * @param admin - The new admin contract.
   * @returns A promise that settles when the update is built.
   */
  setAdmin(admin: PublicKey): Promise<void>;
  /**
   * Changes the royalty, if the admin contract agrees.
   *
   * @param royaltyFee - The new royalty, in thousandths of a percent.
   * @returns A promise that settles when the update is built.
   */
  setRoyaltyFee(royaltyFee: UInt32): Promise<void>;
  /**
   * Changes the transfer fee, if the admin contract agrees.
   *
   * @param transferFee - The new fee.
   * @returns A promise that settles when the update is built.
   */
  setTransferFee(transferFee: UInt64): Promise<void>;
  /**
   * Hands the creator role to another account; the creator signs.
   *
   * @param to - The new creator.
   * @returns The previous creator.
   */
  transferOwnership(to: PublicKey): Promise<PublicKey>;
  /**
   * Reads the state of one NFT.
   *
   * @param address - The NFT.
   * @returns Its on-chain state.
   */
  getNFTState(address: PublicKey): Promise<NFTStateStruct>;
  /**
   * Checks balance changes of the collection's token; NFTs themselves move through the transfer methods.
   *
   * @param forest - The updates that were submitted.
   * @returns A promise that settles when the check is in the circuit.
   */
  approveBase(forest: AccountUpdateForest): Promise<void>;
  /**
   * Creates an instance of the admin contract.
   *
   * @returns The admin contract.
   */
  getAdminContract(): NFTAdminBase;
  /**
   * Creates an instance of an owner contract.
   *
   * @param address - The owner contract address.
   * @returns The owner contract.
   */
  getOwnerContract(address: PublicKey): NFTOwnerBase;
  /**
   * Creates an instance of an approval contract.
   *
   * @param address - The approval contract address.
   * @returns The approval contract.
   */
  getApprovalContract(address: PublicKey): NFTApprovalBase;
  /**
   * Creates an instance of an update contract.
   *
   * @param address - The update contract address.
   * @returns The update contract.
   */
  getUpdateContract(address: PublicKey): NFTUpdateBase;
  /**
   * Adds the creator's signature requirement to the transaction.
   *
   * @returns The creator's signed account update.
   */
  ensureCreatorSignature(): Promise<AccountUpdate>;
  /**
   * Requires the signature of the given owner (an NFT's owner, for example when approving an address).
   *
   * @param owner - The account that must sign the transaction.
   * @returns The signed account update.
   */
  ensureOwnerSignature(owner: PublicKey): Promise<AccountUpdate>;
  /**
   * Fails the transaction when the collection is paused.
   *
   * @returns A promise that settles when the check is in the circuit.
   */
  ensureNotPaused(): Promise<void>;
}
