import type { Field, Bool } from "o1js";
import { Struct } from "o1js";

/**
 * A content identifier (CID) of a file pinned to IPFS, such as `bafkrei…`.
 *
 * @since 0.3.0
 */
export type IpfsHash = string;

/**
 * A pointer to off-chain data, kept in contract state as an IPFS hash split over two field elements.
 *
 * @remarks
 * A CID does not fit into a single field element, so the text is packed into
 * {@link Storage.url | two fields}. An all-zero value means "nothing stored";
 * see {@link Storage.empty} and {@link Storage.isEmpty}.
 *
 * @example
 * ```ts
 * import { Storage } from "@silvana-one/storage";
 *
 * const pointer = Storage.fromString("bafkreigh2akiscaildc3example");
 * console.log(pointer.toString()); // the same CID again
 * console.log(Storage.empty().isEmpty().toBoolean()); // true
 * ```
 * @since 0.3.0
 */
export declare class Storage extends Struct<{ url: [Field, Field] }> {
  /**
   * Wraps two packed field elements as a storage pointer.
   *
   * @param value - The packed IPFS hash.
   */
  constructor(value: { url: [Field, Field] });
  /** The IPFS hash, packed into two field elements. */
  url: [Field, Field];
  /**
   * Adds a constraint that two pointers are identical.
   *
   * @param a - The first pointer.
   * @param b - The second pointer.
   * @returns Nothing; the circuit fails when they differ.
   */
  static assertEquals(a: Storage, b: Storage): void;
  /**
   * Compares two pointers inside a circuit.
   *
   * @param a - The first pointer.
   * @param b - The second pointer.
   * @returns True when both fields match.
   */
  static equals(a: Storage, b: Storage): Bool;
  /**
   * Packs an IPFS hash into a pointer.
   *
   * @param storage - The CID text; an empty string gives the empty pointer.
   * @returns The packed pointer.
   * @throws Error when the text does not pack into exactly two field elements.
   */
  static fromString(storage: IpfsHash): Storage;
  /**
   * Creates the pointer that means "no data".
   *
   * @returns A pointer whose two fields are zero.
   */
  static empty(): Storage;
  /**
   * Unpacks the pointer back into the CID text.
   *
   * @returns The IPFS hash.
   */
  toString(): IpfsHash;
  /**
   * Tells whether the pointer is the empty one.
   *
   * @returns True when both fields are zero.
   */
  isEmpty(): Bool;
}
