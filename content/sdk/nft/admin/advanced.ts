import type { Bool, DeployArgs, Field, Provable, PublicKey, State, UInt32, UInt64, VerificationKey } from "o1js";
import { SmartContract, Struct } from "o1js";
import type { Whitelist } from "../../storage/index";
import type { UpgradeAuthorityBase, UpgradeAuthorityContractConstructor } from "../../upgradable/index";
import type { MintParamsOption, MintRequest, NFTState } from "../interfaces/types";
import type { OwnershipChangeEvent, PauseEvent, TransferEvent } from "../interfaces/events";
import type { NFTAdminBase, OwnableContract, PausableContract } from "../interfaces/bases";

/**
 * The switches of the advanced admin, packed into one field of contract state.
 * @since 0.3.0
 */
export declare class AdminData extends Struct<{ canPause: Bool; isPaused: Bool; allowChangeRoyalty: Bool; allowChangeTransferFee: Bool; allowChangeBaseUri: Bool; allowChangeCreator: Bool; allowChangeAdmin: Bool; allowChangeName: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { canPause: Bool; isPaused: Bool; allowChangeRoyalty: Bool; allowChangeTransferFee: Bool; allowChangeBaseUri: Bool; allowChangeCreator: Bool; allowChangeAdmin: Bool; allowChangeName: Bool });
  /** Whether the collection can be paused. */
  canPause: Bool;
  /** Whether it is paused. */
  isPaused: Bool;
  /** Whether the royalty may change. */
  allowChangeRoyalty: Bool;
  /** Whether the transfer fee may change. */
  allowChangeTransferFee: Bool;
  /** Whether the base URL may change. */
  allowChangeBaseUri: Bool;
  /** Whether the creator may change. */
  allowChangeCreator: Bool;
  /** Whether the admin contract may change. */
  allowChangeAdmin: Bool;
  /** Whether the name may change. */
  allowChangeName: Bool;
  /**
   * Creates the switches from plain values; omitted ones are false.
   *
   * @param params - The switches to turn on.
   * @returns The switches.
   */
  static new(params?: { canPause?: boolean; isPaused?: boolean; allowChangeRoyalty?: boolean; allowChangeTransferFee?: boolean; allowChangeBaseUri?: boolean; allowChangeCreator?: boolean; allowChangeAdmin?: boolean; allowChangeName?: boolean }): AdminData;
  /**
   * Packs the switches into one field element.
   *
   * @returns The packed value.
   */
  pack(): Field;
  /**
   * Reads switches packed by {@link AdminData.pack}.
   *
   * @param packed - The packed value.
   * @returns The switches.
   */
  static unpack(packed: Field): AdminData;
}

/**
 * Settings for deploying a {@link NFTAdvancedAdmin}.
 *
 * @since 0.3.0
 */
export interface NFTAdvancedAdminDeployProps extends DeployArgs {
  /** The admin key. */
  admin: PublicKey;
  /** The upgrade authority that must approve new verification keys. */
  upgradeAuthority: PublicKey;
  /** The accounts allowed to mint or receive NFTs. */
  whitelist: Whitelist;
  /** The zkApp URI. */
  uri: string;
  /** The admin switches. */
  adminData: AdminData;
}

/**
 * The advanced collection admin: minting and transfers are limited to a whitelist, and upgrades need an upgrade authority.
 *
 * @remarks
 * Each setting change is allowed only when the matching {@link AdminData}
 * switch is on. The exported class is bound to the validator-run authority of
 * the upgradable package; use {@link NFTAdvancedAdminContract} to bind it to
 * another authority. Used by {@link AdvancedCollection}.
 *
 * @example
 * ```ts
 * import { NFTAdvancedAdmin, AdminData } from "@silvana-one/nft";
 * import { Whitelist } from "@silvana-one/storage";
 *
 * const admin = new NFTAdvancedAdmin(adminAddress);
 * await admin.deploy({
 *   admin: creator, upgradeAuthority, uri: "https://example.com/admin",
 *   whitelist: Whitelist.empty(), adminData: AdminData.new({ canPause: true }),
 * });
 * ```
 * @since 0.3.0
 */
export declare class NFTAdvancedAdmin extends SmartContract implements NFTAdminBase, PausableContract, OwnableContract {
  /** The admin key. */
  admin: State<PublicKey>;
  /** The upgrade authority. */
  upgradeAuthority: State<PublicKey>;
  /** The mint and transfer whitelist. */
  whitelist: State<Whitelist>;
  /** The packed {@link AdminData}. */
  data: State<Field>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** The contract was upgraded; carries the new verification key hash. */
    upgradeVerificationKey: Provable<Field>;
    /** The admin, and so the collection's checks, was paused. */
    pause: typeof PauseEvent;
    /** The admin was resumed. */
    resume: typeof PauseEvent;
    /** The admin key changed hands. */
    ownershipChange: typeof OwnershipChangeEvent;
    /** The whitelist changed. */
    updateWhitelist: typeof Whitelist;
  };
  /**
   * Deploys the contract with its whitelist and switches.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NFTAdvancedAdminDeployProps): Promise<void>;
  /**
   * Creates an instance of the upgrade authority.
   *
   * @returns The authority contract.
   */
  getUpgradeContract(): Promise<UpgradeAuthorityBase>;
  /**
   * Installs a new verification key for this admin contract; the admin signs.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  upgradeVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Decides on a mint request.
   *
   * @param mintRequest - The request.
   * @returns The parameters to mint with, or an empty option to refuse.
   */
  canMint(mintRequest: MintRequest): Promise<MintParamsOption>;
  /**
   * Decides whether a proven NFT change may be applied.
   *
   * @param input - The state before.
   * @param output - The state after.
   * @returns The decision.
   */
  canUpdate(input: NFTState, output: NFTState): Promise<Bool>;
  /**
   * Decides on a transfer when the collection requires approval.
   *
   * @param transferEvent - The transfer details.
   * @returns The decision.
   */
  canTransfer(transferEvent: TransferEvent): Promise<Bool>;
  /**
   * Decides whether a contract of the collection may be upgraded.
   *
   * @param vk - The new key.
   * @param address - The account to upgrade.
   * @param tokenId - Its token id.
   * @returns The decision.
   */
  canChangeVerificationKey(vk: VerificationKey, address: PublicKey, tokenId: Field): Promise<Bool>;
  /**
   * Decides whether the collection may be renamed.
   *
   * @param name - The new name, encoded.
   * @returns The decision.
   */
  canChangeName(name: Field): Promise<Bool>;
  /**
   * Decides whether the creator may change.
   *
   * @param creator - The new creator.
   * @returns The decision.
   */
  canChangeCreator(creator: PublicKey): Promise<Bool>;
  /**
   * Decides whether the base URL may change.
   *
   * @param baseUri - The new base URL, encoded.
   * @returns The decision.
   */
  canChangeBaseUri(baseUri: Field): Promise<Bool>;
  /**
   * Decides whether the royalty may change.
   *
   * @param royaltyFee - The new royalty.
   * @returns The decision.
   */
  canChangeRoyalty(royaltyFee: UInt32): Promise<Bool>;
  /**
   * Decides whether the transfer fee may change.
   *
   * @param transferFee - The new fee.
   * @returns The decision.
   */
  canChangeTransferFee(transferFee: UInt64): Promise<Bool>;
  /**
   * Decides whether the collection may switch admin.
   *
   * @param admin - The new admin contract.
   * @returns The decision.
   */
  canSetAdmin(admin: PublicKey): Promise<Bool>;
  /**
   * Decides whether the collection may be paused.
   *
   * @returns The decision.
   */
  canPause(): Promise<Bool>;
  /**
   * Decides whether the collection may be resumed.
   *
   * @returns The decision.
   */
  canResume(): Promise<Bool>;
  /**
   * Pauses this admin contract, which blocks the collection's checks; the admin signs.
   *
   * @returns A promise that settles when the update is built.
   */
  pause(): Promise<void>;
  /**
   * Resumes this admin contract; the admin signs.
   *
   * @returns A promise that settles when the update is built.
   */
  resume(): Promise<void>;
  /**
   * Hands the admin role to another key; the admin signs.
   *
   * @param to - The new admin key.
   * @returns The previous admin key.
   */
  transferOwnership(to: PublicKey): Promise<PublicKey>;
  /**
   * Replaces the whitelist; the admin signs.
   *
   * @param whitelist - The new whitelist.
   * @returns A promise that settles when the update is built.
   */
  updateWhitelist(whitelist: Whitelist): Promise<void>;
}

/**
 * Creates the advanced admin class bound to a chosen upgrade authority class.
 *
 * @param params - The upgrade authority class the admin consults before upgrades.
 * @returns An admin class with the members of {@link NFTAdvancedAdmin}.
 * @since 0.3.0
 */
export declare function NFTAdvancedAdminContract(params: {
  upgradeContract: UpgradeAuthorityContractConstructor;
}): typeof NFTAdvancedAdmin;
