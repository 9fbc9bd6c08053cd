import type { Field, PublicKey } from "o1js";

/**
 * A public key together with its hash, for traits of kind `address`.
 *
 * @since 0.3.0
 */
export declare class MinaAddress {
  /**
   * Wraps an address.
   *
   * @param address - The key, or its base58 form.
   */
  constructor(address: PublicKey | string);
  /** The key. */
  address: PublicKey;
  /** The Poseidon hash of the key, stored in the metadata map. */
  hash: Field;
  /**
   * Returns the key.
   *
   * @returns The key.
   */
  toPublicKey(): PublicKey;
  /**
   * Returns the base58 form of the key.
   *
   * @returns The `B62…` address.
   */
  toString(): string;
}
