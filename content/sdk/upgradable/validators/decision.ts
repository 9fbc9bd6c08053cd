import type { Bool, Field, Nullifier, PrivateKey, PublicKey, Signature, UInt32 } from "o1js";
import { Struct } from "o1js";
import type { ValidatorsList, ValidatorsState } from "./list";
import type { UpgradeDatabaseState } from "../authority";

/**
 * Field-encoded identifiers of the kinds of decision validators vote on.
 *
 * @remarks The same name is also a type: the union of the keys.
 * @since 0.3.0
 */
export declare const ValidatorDecisionType: {
  /** Publish a new version of the upgrade database. */
  readonly updateDatabase: Field;
  /** Replace the validator set. */
  readonly updateValidatorsList: Field;
};

/**
 * The name of a decision kind in {@link ValidatorDecisionType}.
 *
 * @since 0.3.0
 */
export type ValidatorDecisionType = keyof typeof ValidatorDecisionType;

/**
 * A proposal put to the validators, fixed in every detail so that signatures cannot be reused elsewhere.
 *
 * @example
 * ```ts
 * import { ValidatorsDecision, ValidatorsDecisionState } from "@silvana-one/upgradable";
 *
 * const decision = new ValidatorsDecision({ message, decisionType, contractAddress, chainId,
 *   validators, upgradeDatabase, updateValidatorsList, expiry });
 * const tally = ValidatorsDecisionState.startVoting(decision);
 * const nullifier = decision.createJsonNullifier({ network: "testnet", privateKey: validatorKey });
 * ```
 * @since 0.3.0
 */
export declare class ValidatorsDecision extends Struct<{
  message: Field;
  decisionType: Field;
  contractAddress: PublicKey;
  chainId: Field;
  validators: ValidatorsState;
  upgradeDatabase: UpgradeDatabaseState;
  updateValidatorsList: ValidatorsState;
  expiry: UInt32;
}> {
  /**
   * Creates a proposal.
   *
   * @param value - All fields.
   */
  constructor(value: {
    message: Field;
    decisionType: Field;
    contractAddress: PublicKey;
    chainId: Field;
    validators: ValidatorsState;
    upgradeDatabase: UpgradeDatabaseState;
    updateValidatorsList: ValidatorsState;
    expiry: UInt32;
  });
  /** A unique value that seeds the nullifiers and stops replays. */
  message: Field;
  /** The kind of decision, one of the {@link ValidatorDecisionType} values. */
  decisionType: Field;
  /** The upgrade authority contract the decision is for. */
  contractAddress: PublicKey;
  /** The network, one of the {@link ChainId} values. */
  chainId: Field;
  /** The validator set that votes. */
  validators: ValidatorsState;
  /** The proposed upgrade database, for `updateDatabase` decisions. */
  upgradeDatabase: UpgradeDatabaseState;
  /** The proposed validator set, for `updateValidatorsList` decisions. */
  updateValidatorsList: ValidatorsState;
  /** The slot after which votes no longer count. */
  expiry: UInt32;
  /**
   * Adds a constraint that two proposals are identical.
   *
   * @param a - The first proposal.
   * @param b - The second proposal.
   * @returns Nothing.
   */
  static assertEquals(a: ValidatorsDecision, b: ValidatorsDecision): void;
  /**
   * Builds the message a validator's nullifier is made for.
   *
   * @returns The message fields.
   */
  createNullifierMessage(): Field[];
  /**
   * Creates a validator's nullifier for this proposal with `mina-signer`.
   *
   * @param params - The network flavour for signing and the validator's secret key.
   * @returns The nullifier in the JSON form produced by `mina-signer`.
   */
  createJsonNullifier(params: { network: "mainnet" | "testnet"; privateKey: PrivateKey }): Record<string, unknown>;
}

/**
 * A running tally of votes on one {@link ValidatorsDecision}.
 *
 * @since 0.3.0
 */
export declare class ValidatorsDecisionState extends Struct<{
  decision: ValidatorsDecision;
  alreadyVoted: Field;
  yesVotes: UInt32;
  noVotes: UInt32;
  abstainVotes: UInt32;
}> {
  /**
   * Creates a tally.
   *
   * @param value - All fields.
   */
  constructor(value: {
    decision: ValidatorsDecision;
    alreadyVoted: Field;
    yesVotes: UInt32;
    noVotes: UInt32;
    abstainVotes: UInt32;
  });
  /** The proposal being voted on. */
  decision: ValidatorsDecision;
  /** The root of the map of validators who have voted. */
  alreadyVoted: Field;
  /** Votes in favour. */
  yesVotes: UInt32;
  /** Votes against. */
  noVotes: UInt32;
  /** Abstentions. */
  abstainVotes: UInt32;
  /**
   * Opens a tally with no votes.
   *
   * @param decision - The proposal.
   * @returns The empty tally.
   */
  static startVoting(decision: ValidatorsDecision): ValidatorsDecisionState;
  /**
   * Records one validator's vote; exactly one of `yes`, `no` and `abstain` must be true.
   *
   * @param validatorNullifier - The validator's nullifier for this proposal.
   * @param validatorsList - The map of authorised validators.
   * @param votedList - The map of validators who already voted; the voter is added to it.
   * @param yes - A vote in favour.
   * @param no - A vote against.
   * @param abstain - An abstention.
   * @param signature - The validator's signature over the proposal.
   * @returns The new tally.
   */
  vote(
    validatorNullifier: Nullifier,
    validatorsList: ValidatorsList,
    votedList: ValidatorsList,
    yes: Bool,
    no: Bool,
    abstain: Bool,
    signature: Signature,
  ): ValidatorsDecisionState;
  /**
   * Adds a constraint that two tallies are identical.
   *
   * @param a - The first tally.
   * @param b - The second tally.
   * @returns Nothing.
   */
  static assertEquals(a: ValidatorsDecisionState, b: ValidatorsDecisionState): void;
}
