import type { Bool, DeployArgs, PublicKey, State, VerificationKey } from "o1js";
import { SmartContract } from "o1js";
import type { NFTState, TransferExtendedParams } from "../interfaces/types";
import type { NFTApprovalBase, NFTOwnerBase, NFTUpdateBase } from "../interfaces/bases";

/**
 * Settings for deploying a {@link NFTStandardApproval}.
 *
 * @since 0.3.0
 */
export interface NFTApprovalDeployProps extends DeployArgs {
  /** The key that controls the contract. */
  admin: PublicKey;
  /** The zkApp URI. */
  uri: string;
}

/**
 * Settings for deploying a {@link NFTStandardOwner}.
 *
 * @since 0.3.0
 */
export interface NFTOwnerDeployProps extends DeployArgs {
  /** The key that controls the contract. */
  admin: PublicKey;
  /** The zkApp URI. */
  uri: string;
}

/**
 * Settings for deploying a {@link NFTStandardUpdate}.
 *
 * @since 0.3.0
 */
export interface NFTUpdateDeployProps extends DeployArgs {
  /** The key that controls the contract. */
  admin: PublicKey;
  /** The zkApp URI. */
  uri: string;
}

/**
 * The default owner contract: an NFT held by it can be moved, approved, paused or upgraded when its admin key signs.
 *
 * @since 0.3.0
 */
export declare class NFTStandardOwner extends SmartContract implements NFTOwnerBase {
  /** The key that must sign. */
  admin: State<PublicKey>;
  /**
   * Deploys the contract.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NFTOwnerDeployProps): Promise<void>;
  /**
   * Allows a transfer when the admin signs.
   *
   * @param params - The transfer details.
   * @returns The decision.
   */
  canTransfer(params: TransferExtendedParams): Promise<Bool>;
  /**
   * Allows an approval when the admin signs.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param approved - The address to approve.
   * @returns The decision.
   */
  canApproveAddress(collection: PublicKey, nft: PublicKey, approved: PublicKey): Promise<Bool>;
  /**
   * Allows pausing when the admin signs.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @returns The decision.
   */
  canPause(collection: PublicKey, nft: PublicKey): Promise<Bool>;
  /**
   * Allows resuming when the admin signs.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @returns The decision.
   */
  canResume(collection: PublicKey, nft: PublicKey): Promise<Bool>;
  /**
   * Allows an upgrade when the admin signs.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param vk - The new key.
   * @returns The decision.
   */
  canChangeVerificationKey(collection: PublicKey, nft: PublicKey, vk: VerificationKey): Promise<Bool>;
}

/**
 * The simplest approval contract: approves a transfer when its admin key signs.
 *
 * @since 0.3.0
 */
export declare class NFTStandardApproval extends SmartContract implements NFTApprovalBase {
  /** The key that must sign. */
  admin: State<PublicKey>;
  /**
   * Deploys the contract.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NFTApprovalDeployProps): Promise<void>;
  /**
   * Allows a transfer when the admin signs.
   *
   * @param params - The transfer details.
   * @returns The decision.
   */
  canTransfer(params: TransferExtendedParams): Promise<Bool>;
}

/**
 * The default update contract: accepts a proven NFT change when its admin key signs.
 *
 * @since 0.3.0
 */
export declare class NFTStandardUpdate extends SmartContract implements NFTUpdateBase {
  /** The key that must sign. */
  admin: State<PublicKey>;
  /**
   * Deploys the contract.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NFTUpdateDeployProps): Promise<void>;
  /**
   * Allows a change when the admin signs.
   *
   * @param collectionAddress - The collection.
   * @param nftAddress - The NFT.
   * @param input - The state before.
   * @param output - The state after.
   * @returns The decision.
   */
  canUpdate(collectionAddress: PublicKey, nftAddress: PublicKey, input: NFTState, output: NFTState): Promise<Bool>;
}
