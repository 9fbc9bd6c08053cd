import type { Field, State, UInt32, VerificationKey } from "o1js";
import { IndexedMerkleMap, SmartContract, Struct } from "o1js";
import type { Storage } from "../storage/index";
import type { PublicKeyOption, UpgradeAuthorityAnswer, UpgradeAuthorityBase, VerificationKeyUpgradeData } from "./upgrade";
import type { ValidatorsListEvent, ValidatorsState } from "./validators/list";
import type { ValidatorsVotingProof } from "./validators/voting";

/**
 * An indexed Merkle map of height 20 that lists approved upgrades.
 *
 * @remarks Keys are {@link VerificationKeyUpgradeData.hash | hashes of upgrade requests}.
 * @since 0.3.0
 */
export declare class UpgradeAuthorityDatabase extends IndexedMerkleMap {}

/**
 * The upgrade database state packed into four fields for contract storage.
 *
 * @since 0.3.0
 */
export declare class UpgradeDatabaseStatePacked extends Struct<{
  root: Field;
  storage: Storage;
  nextUpgradeAuthorityX: Field;
  data: Field;
}> {
  /**
   * Creates the packed state.
   *
   * @param value - All fields.
   */
  constructor(value: { root: Field; storage: Storage; nextUpgradeAuthorityX: Field; data: Field });
  /** The root of the {@link UpgradeAuthorityDatabase}. */
  root: Field;
  /** The IPFS pointer to the serialised database. */
  storage: Storage;
  /** The x coordinate of the next authority's key. */
  nextUpgradeAuthorityX: Field;
  /** Version, start slot and flags, packed. */
  data: Field;
}

/**
 * One published version of the upgrade database.
 *
 * @since 0.3.0
 */
export declare class UpgradeDatabaseState extends Struct<{
  root: Field;
  storage: Storage;
  nextUpgradeAuthority: PublicKeyOption;
  version: UInt32;
  validFrom: UInt32;
}> {
  /**
   * Creates the state.
   *
   * @param value - All fields.
   */
  constructor(value: {
    root: Field;
    storage: Storage;
    nextUpgradeAuthority: PublicKeyOption;
    version: UInt32;
    validFrom: UInt32;
  });
  /** The root of the {@link UpgradeAuthorityDatabase}. */
  root: Field;
  /** The IPFS pointer to the serialised database. */
  storage: Storage;
  /** A successor authority, when this one is being retired. */
  nextUpgradeAuthority: PublicKeyOption;
  /** The database version; each update must raise it. */
  version: UInt32;
  /** The first slot at which this version may be used. */
  validFrom: UInt32;
  /**
   * Adds a constraint that two states are identical.
   *
   * @param a - The first state.
   * @param b - The second state.
   * @returns Nothing.
   */
  static assertEquals(a: UpgradeDatabaseState, b: UpgradeDatabaseState): void;
  /**
   * Creates the state of an empty database that is never valid.
   *
   * @returns The empty state.
   */
  static empty(): UpgradeDatabaseState;
  /**
   * Packs the state for contract storage.
   *
   * @returns The packed state.
   */
  pack(): UpgradeDatabaseStatePacked;
  /**
   * Reads a state packed by {@link UpgradeDatabaseState.pack}.
   *
   * @param packed - The packed state.
   * @returns The state.
   */
  static unpack(packed: UpgradeDatabaseStatePacked): UpgradeDatabaseState;
}

/**
 * An upgrade authority run by a validator set: upgrades are approved when a majority of validators vote for a database that lists them.
 *
 * @remarks
 * Contracts that trust this authority ask {@link VerificationKeyUpgradeAuthority.verifyUpgradeData}
 * before installing a new key. The validators publish approved upgrades as a
 * new {@link UpgradeDatabaseState}, proven with a {@link ValidatorsVotingProof};
 * a decision passes when yes votes times two exceed the number of validators.
 *
 * @example
 * ```ts
 * import { VerificationKeyUpgradeAuthority, VerificationKeyUpgradeData } from "@silvana-one/upgradable";
 *
 * const authority = new VerificationKeyUpgradeAuthority(authorityAddress);
 * const answer = await authority.verifyUpgradeData(new VerificationKeyUpgradeData({
 *   address: nftAddress, tokenId, previousVerificationKeyHash: oldHash, newVerificationKeyHash: newHash,
 * }));
 * answer.isVerified.assertTrue();
 * ```
 * @since 0.3.0
 */
export declare class VerificationKeyUpgradeAuthority extends SmartContract implements UpgradeAuthorityBase {
  /** The hash of the voting program's key that proofs must match. */
  verificationKeyHash: State<Field>;
  /** The hash of the current {@link ValidatorsState}. */
  validators: State<Field>;
  /** The current upgrade database, packed. */
  upgradeDatabasePacked: State<UpgradeDatabaseStatePacked>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** A new validator set was installed. */
    validatorsList: typeof ValidatorsListEvent;
    /** A new database version was published. */
    updateDatabase: typeof UpgradeDatabaseState;
  };
  /**
   * Deploys the contract and locks its own key and permissions.
   *
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(): Promise<void>;
  /**
   * Sets the first validator set and the voting program key; callable once.
   *
   * @param validators - The validator set summary.
   * @param storage - Where the readable validator list is pinned.
   * @param verificationKeyHash - The hash of the voting program's key.
   * @returns A promise that settles when the update is built.
   */
  initialize(validators: ValidatorsState, storage: Storage, verificationKeyHash: Field): Promise<void>;
  /**
   * Checks whether an upgrade is listed in the current database and the database is already valid.
   *
   * @param data - The upgrade request.
   * @returns The verdict and any successor authority.
   */
  verifyUpgradeData(data: VerificationKeyUpgradeData): Promise<UpgradeAuthorityAnswer>;
  /**
   * Publishes a new database version approved by the validators.
   *
   * @param proof - The voting proof for an `updateDatabase` decision.
   * @param vk - The voting program's key.
   * @param validators - The current validator set.
   * @returns A promise that settles when the update is built.
   */
  updateDatabase(proof: ValidatorsVotingProof, vk: VerificationKey, validators: ValidatorsState): Promise<void>;
  /**
   * Replaces the validator set, as approved by the current validators.
   *
   * @param validators - The new validator set summary.
   * @param storage - Where the new readable list is pinned.
   * @param proof - The voting proof for an `updateValidatorsList` decision.
   * @param vk - The voting program's key.
   * @returns A promise that settles when the update is built.
   */
  updateValidatorsList(
    validators: ValidatorsState,
    storage: Storage,
    proof: ValidatorsVotingProof,
    vk: VerificationKey,
  ): Promise<void>;
  /**
   * Verifies a voting proof and checks that it is a passed decision of the expected kind for this contract.
   *
   * @param proof - The voting proof.
   * @param vk - The voting program's key.
   * @param decisionType - The expected kind, from {@link ValidatorDecisionType}.
   * @param validators - The validator set that voted.
   * @returns A promise that settles when the checks are in the circuit.
   */
  checkValidatorsDecision(
    proof: ValidatorsVotingProof,
    vk: VerificationKey,
    decisionType: Field,
    validators: ValidatorsState,
  ): Promise<void>;
}
