import type { Field, Provable, PublicKey, State, VerificationKey } from "o1js";
import { SmartContract } from "o1js";
import type { Storage } from "../../storage/index";
import type { NFTDataPacked, NFTState, NFTStateStruct, TransferExtendedParams } from "../interfaces/types";
import type { OwnershipChangeEvent, PauseEvent, UpdateEvent, UpgradeVerificationKeyData, UpgradeVerificationKeyEvent } from "../interfaces/events";

/**
 * One NFT: a contract account under the token id of its {@link Collection}.
 *
 * @remarks
 * The NFT is only ever called by its collection, which runs the permission
 * checks; the NFT itself enforces its own flags (see {@link NFTData}).
 *
 * @example
 * ```ts
 * import { NFT, NFTData } from "@silvana-one/nft";
 * import { TokenId } from "o1js";
 *
 * const nft = new NFT(nftAddress, TokenId.derive(collectionAddress));
 * const state = await nft.getState();
 * console.log(NFTData.unpack(state.packedData).owner.toBase58());
 * ```
 * @since 0.3.0
 */
export declare class NFT extends SmartContract {
  /** The name, encoded. */
  name: State<Field>;
  /** The root of the metadata map. */
  metadata: State<Field>;
  /** Where the full metadata is pinned. */
  storage: State<Storage>;
  /** Owner, approval and flags. */
  packedData: State<NFTDataPacked>;
  /** The key hash that update proofs must match. */
  metadataVerificationKeyHash: State<Field>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** The state changed. */
    update: typeof UpdateEvent;
    /** The NFT changed hands: the previous and the new owner. */
    transfer: typeof OwnershipChangeEvent;
    /** An address was approved to transfer the NFT; carries that address. */
    approve: Provable<PublicKey>;
    /** The contract was upgraded. */
    upgradeVerificationKey: typeof UpgradeVerificationKeyEvent;
    /** The NFT was paused. */
    pause: typeof PauseEvent;
    /** The NFT was resumed. */
    resume: typeof PauseEvent;
  };
  /**
   * Reads the whole state.
   *
   * @returns The state.
   */
  getState(): Promise<NFTStateStruct>;
  /**
   * Replaces the state with the output of a checked proof.
   *
   * @param input - The state the proof started from; must match the current state.
   * @param output - The state to store.
   * @param creator - The collection creator.
   * @returns A field value handed back to the collection for its own checks.
   */
  update(input: NFTState, output: NFTState, creator: PublicKey): Promise<Field>;
  /**
   * Changes the owner and clears any approval.
   *
   * @param params - The transfer.
   * @returns The transfer details as seen by the NFT, for the collection's event.
   */
  transfer(params: TransferExtendedParams): Promise<TransferExtendedParams>;
  /**
   * Sets the approved address.
   *
   * @param approved - The address to approve.
   * @returns The owner, so the collection can check the owner's consent.
   */
  approveAddress(approved: PublicKey): Promise<PublicKey>;
  /**
   * Installs a new verification key.
   *
   * @param vk - The new key.
   * @returns The owner and whether the owner must consent.
   */
  upgradeVerificationKey(vk: VerificationKey): Promise<UpgradeVerificationKeyData>;
  /**
   * Pauses the NFT.
   *
   * @returns The owner, so the collection can check the owner's consent.
   */
  pause(): Promise<PublicKey>;
  /**
   * Resumes the NFT.
   *
   * @returns The owner, so the collection can check the owner's consent.
   */
  resume(): Promise<PublicKey>;
}
