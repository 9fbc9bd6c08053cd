import { DynamicProof, Proof } from "o1js";
import type { ZkProgram } from "o1js";
import type { ValidatorsDecisionState } from "./decision";

/**
 * The zero-knowledge program that counts validator votes.
 *
 * @remarks
 * Its public input and output are a {@link ValidatorsDecisionState}. Methods:
 * `startVoting` opens a tally, `vote` adds one vote, and `merge` joins two
 * proofs over consecutive parts of the voting, so votes can be proven in
 * parallel.
 *
 * @example
 * ```ts
 * import { ValidatorsVoting } from "@silvana-one/upgradable";
 *
 * const { verificationKey } = await ValidatorsVoting.compile();
 * console.log(ValidatorsVoting.name, verificationKey.hash.toString());
 * ```
 * @since 0.3.0
 */
export declare const ValidatorsVoting: ZkProgram<"startVoting" | "vote" | "merge">;

/**
 * A proof made by {@link ValidatorsVoting}, checked against that program's own key.
 *
 * @since 0.3.0
 */
export declare class ValidatorsVotingNativeProof extends Proof<ValidatorsDecisionState, ValidatorsDecisionState> {}

/**
 * A voting proof checked against a key supplied at call time, as contracts receive it.
 *
 * @remarks The proving circuit may itself verify up to two proofs, as `merge` does.
 * @since 0.3.0
 */
export declare class ValidatorsVotingProof extends DynamicProof<ValidatorsDecisionState, ValidatorsDecisionState> {
  /** Two proofs may be verified inside the proving circuit. */
  static readonly maxProofsVerified: 2;
}
