import type { Bool, Field, PublicKey, VerificationKey } from "o1js";
import { Option, SmartContract, Struct } from "o1js";

/**
 * A request to replace the verification key of one contract account, checked by an upgrade authority.
 *
 * @since 0.3.0
 */
export declare class VerificationKeyUpgradeData extends Struct<{
  address: PublicKey;
  tokenId: Field;
  previousVerificationKeyHash: Field;
  newVerificationKeyHash: Field;
}> {
  /**
   * Creates the request.
   *
   * @param value - All fields.
   */
  constructor(value: {
    address: PublicKey;
    tokenId: Field;
    previousVerificationKeyHash: Field;
    newVerificationKeyHash: Field;
  });
  /** The account to upgrade. */
  address: PublicKey;
  /** The token id of that account. */
  tokenId: Field;
  /** The hash of the key installed now. */
  previousVerificationKeyHash: Field;
  /** The hash of the key to install. */
  newVerificationKeyHash: Field;
  /**
   * Hashes all four fields with Poseidon.
   *
   * @returns The hash, used as the key in the upgrade database.
   */
  hash(): Field;
}

/**
 * A provable optional public key.
 *
 * @since 0.3.0
 */
export declare class PublicKeyOption extends Option<PublicKey> {}

/**
 * The verdict of an upgrade authority on a {@link VerificationKeyUpgradeData}.
 *
 * @since 0.3.0
 */
export declare class UpgradeAuthorityAnswer extends Struct<{ nextUpgradeAuthority: PublicKeyOption; isVerified: Bool }> {
  /**
   * Creates the verdict.
   *
   * @param value - Both fields.
   */
  constructor(value: { nextUpgradeAuthority: PublicKeyOption; isVerified: Bool });
  /** A new authority to use from now on, when the authority itself is being replaced. */
  nextUpgradeAuthority: PublicKeyOption;
  /** True when the upgrade is approved. */
  isVerified: Bool;
}

/**
 * What a contract must offer to act as an upgrade authority.
 *
 * @since 0.3.0
 */
export type UpgradeAuthorityBase = SmartContract & {
  /**
   * Checks an upgrade request.
   *
   * @param data - The request.
   * @returns The verdict.
   */
  verifyUpgradeData(data: VerificationKeyUpgradeData): Promise<UpgradeAuthorityAnswer>;
};

/**
 * What a contract offers when its verification key can be upgraded through an authority.
 *
 * @since 0.3.0
 */
export type UpgradableContract = SmartContract & {
  /**
   * Creates an instance of the authority this contract trusts.
   *
   * @returns The authority contract.
   */
  getUpgradeContract(): Promise<UpgradeAuthorityBase>;
  /**
   * Installs a new key after the authority approves it.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  upgradeVerificationKey(vk: VerificationKey): Promise<void>;
};

/**
 * A class of upgrade authority contracts.
 *
 * @since 0.3.0
 */
export interface UpgradeAuthorityContractConstructor {
  /**
   * Binds the authority to its account.
   *
   * @param upgradeAuthority - The authority's address.
   * @returns The authority instance.
   */
  new (upgradeAuthority: PublicKey): UpgradeAuthorityBase;
}
