import type { Bool, DeployArgs, Field, Provable, PublicKey, State, UInt32, UInt64, VerificationKey } from "o1js";
import { SmartContract } from "o1js";
import type { MintParamsOption, MintRequest, NFTState } from "../interfaces/types";
import type { OwnershipChangeEvent, PauseEvent, TransferEvent } from "../interfaces/events";
import type { NFTAdminBase, OwnableContract, PausableContract } from "../interfaces/bases";

/**
 * Settings for deploying a {@link NFTAdmin}.
 *
 * @since 0.3.0
 */
export interface NFTAdminDeployProps extends DeployArgs {
  /** The admin key. */
  admin: PublicKey;
  /** The zkApp URI. */
  uri: string;
  /** Whether the collection can ever be paused. */
  canBePaused?: Bool;
  /** Whether the royalty may be changed later. */
  allowChangeRoyalty?: Bool;
  /** Whether the transfer fee may be changed later. */
  allowChangeTransferFee?: Bool;
  /** Whether the contract starts paused. */
  isPaused?: Bool;
}

/**
 * The standard collection admin: one admin key signs for mints and setting changes.
 *
 * @remarks
 * Pausing, royalty and transfer-fee changes are allowed only when the matching
 * switch was set at deploy time. This is the admin of the default
 * {@link Collection}.
 *
 * @example
 * ```ts
 * import { NFTAdmin } from "@silvana-one/nft";
 * import { Bool } from "o1js";
 *
 * const admin = new NFTAdmin(adminAddress);
 * await admin.deploy({ admin: creator, uri: "https://example.com/admin", canBePaused: Bool(true) });
 * ```
 * @since 0.3.0
 */
export declare class NFTAdmin extends SmartContract implements NFTAdminBase, PausableContract, OwnableContract {
  /** The admin key. */
  admin: State<PublicKey>;
  /** Whether this admin, and so the collection's checks, is paused. */
  isPaused: State<Bool>;
  /** Whether pausing is allowed at all. */
  canBePaused: State<Bool>;
  /** Whether the royalty may change. */
  allowChangeRoyalty: State<Bool>;
  /** Whether the transfer fee may change. */
  allowChangeTransferFee: State<Bool>;
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
  };
  /**
   * Deploys the contract with its switches.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NFTAdminDeployProps): Promise<void>;
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
}
