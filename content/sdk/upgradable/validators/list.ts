import type { Field, UInt32 } from "o1js";
import { IndexedMerkleMap, Struct } from "o1js";
import type { Storage, IndexedMapSerialized } from "../../storage/index";

/**
 * Field-encoded identifiers of the networks a validator set can govern, keyed by name.
 *
 * @remarks
 * Names follow the wallet convention `<chain>:<network>`. The same name is also
 * a type: the union of the keys.
 * @since 0.3.0
 */
export declare const ChainId: {
  /** Mina mainnet. */
  readonly "mina:mainnet": Field;
  /** Mina devnet. */
  readonly "mina:devnet": Field;
  /** Zeko mainnet. */
  readonly "zeko:mainnet": Field;
  /** Zeko devnet. */
  readonly "zeko:devnet": Field;
};

/**
 * The name of a network in {@link ChainId}, such as `"mina:devnet"`.
 *
 * @since 0.3.0
 */
export type ChainId = keyof typeof ChainId;

/**
 * An indexed Merkle map of height 10 that records which validators may vote.
 *
 * @remarks Keys are hashes of validator public keys; a value of 1 means "authorised".
 * @since 0.3.0
 */
export declare class ValidatorsList extends IndexedMerkleMap {}

/**
 * A validator set in readable form, as kept off-chain next to its map.
 *
 * @since 0.3.0
 */
export interface ValidatorsListData {
  /** The validators and whether each may vote. */
  readonly validators: {
    /** The validator's base58 public key. */
    publicKey: string;
    /** Whether the validator may vote. */
    authorizedToVote: boolean;
  }[];
  /** The number of validators. */
  readonly validatorsCount: number;
  /** The root of the {@link ValidatorsList} map. */
  readonly root: string;
  /** The serialised {@link ValidatorsList} map. */
  readonly map: IndexedMapSerialized;
}

/**
 * The committed summary of a validator set: network, map root and size.
 *
 * @since 0.3.0
 */
export declare class ValidatorsState extends Struct<{ chainId: Field; root: Field; count: UInt32 }> {
  /**
   * Creates the summary.
   *
   * @param value - All fields.
   */
  constructor(value: { chainId: Field; root: Field; count: UInt32 });
  /** The network, one of the {@link ChainId} values. */
  chainId: Field;
  /** The root of the {@link ValidatorsList}. */
  root: Field;
  /** The number of validators. */
  count: UInt32;
  /**
   * Adds a constraint that two summaries are identical.
   *
   * @param a - The first summary.
   * @param b - The second summary.
   * @returns Nothing.
   */
  static assertEquals(a: ValidatorsState, b: ValidatorsState): void;
  /**
   * Hashes the summary; contracts store only this hash.
   *
   * @returns The hash.
   */
  hash(): Field;
  /**
   * Creates an all-zero summary.
   *
   * @returns The empty summary.
   */
  static empty(): ValidatorsState;
}

/**
 * Emitted when an upgrade authority receives a new validator set.
 *
 * @since 0.3.0
 */
export declare class ValidatorsListEvent extends Struct<{ validators: ValidatorsState; storage: Storage }> {
  /**
   * Creates the event.
   *
   * @param value - The set summary and where its data is stored.
   */
  constructor(value: { validators: ValidatorsState; storage: Storage });
  /** The new validator set. */
  validators: ValidatorsState;
  /** The IPFS pointer to its {@link ValidatorsListData}. */
  storage: Storage;
}
