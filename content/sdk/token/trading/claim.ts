import type { DeployArgs, PublicKey, State, UInt64 } from "o1js";
import { SmartContract, Struct } from "o1js";
import type { Whitelist } from "../../storage/index";

/** Payload of the claim contract's events; not exported by the package. */
declare class ClaimEvent extends Struct<{ amount: UInt64; address: PublicKey }> {
  /** The amount involved. */
  amount: UInt64;
  /** The account that acted. */
  address: PublicKey;
}

/**
 * Settings for deploying a {@link FungibleTokenClaimContract}.
 *
 * @since 0.3.0
 */
export interface FungibleTokenClaimContractDeployProps extends DeployArgs {
  /** The accounts allowed to claim and how much each may take. */
  whitelist: Whitelist;
  /** The most one claim may take while the whitelist is empty; leave it out when a whitelist is used. */
  maxAmount?: UInt64;
}

/**
 * A pool of tokens that whitelisted accounts can claim for free, up to their listed amount.
 *
 * @remarks
 * When the whitelist is empty, anyone may claim up to `maxAmount` per call.
 * Useful for airdrops where receivers pay their own fees.
 * @example
 * ```ts
 * import { FungibleTokenClaimContract } from "@silvana-one/token";
 * import { UInt64 } from "o1js";
 *
 * const pool = new FungibleTokenClaimContract(poolAddress, tokenId);
 * await pool.claim(UInt64.from(100_000_000_000)); // 100 tokens (9 decimals), sent by a whitelisted account
 * ```
 * @since 0.3.0
 */
export declare class FungibleTokenClaimContract extends SmartContract {
  /** The account that funded the pool. */
  owner: State<PublicKey>;
  /** The token contract being handed out. */
  token: State<PublicKey>;
  /** The accounts allowed to claim. */
  whitelist: State<Whitelist>;
  /** The most a single claim may take when the whitelist is empty. */
  maxAmount: State<UInt64>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** Tokens were added to the pool. */
    offer: typeof ClaimEvent;
    /** Tokens were taken back by the owner. */
    withdraw: typeof ClaimEvent;
    /** Tokens were claimed. */
    claim: typeof ClaimEvent;
    /** The whitelist was replaced. */
    updateWhitelist: typeof Whitelist;
  };
  /**
   * Deploys the pool with its whitelist.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: FungibleTokenClaimContractDeployProps): Promise<void>;
  /**
   * Sets the owner and token and moves the first tokens into the pool; callable once.
   *
   * @param owner - The account funding the pool.
   * @param token - The token contract.
   * @param amount - How many tokens to add.
   * @returns A promise that settles when the update is built.
   */
  initialize(owner: PublicKey, token: PublicKey, amount: UInt64): Promise<void>;
  /**
   * Adds more tokens to the pool; only the owner can call it.
   *
   * @param amount - How many tokens to add.
   * @returns A promise that settles when the update is built.
   */
  offer(amount: UInt64): Promise<void>;
  /**
   * Returns tokens from the pool to the owner.
   *
   * @param amount - How many tokens to take back.
   * @returns A promise that settles when the update is built.
   */
  withdraw(amount: UInt64): Promise<void>;
  /**
   * Takes tokens from the pool for the sender, within the sender's allowance.
   *
   * @param amount - How many tokens to claim.
   * @returns A promise that settles when the update is built.
   */
  claim(amount: UInt64): Promise<void>;
  /**
   * Replaces the whitelist; only the owner can call it.
   *
   * @param whitelist - The new whitelist.
   * @returns A promise that settles when the update is built.
   */
  updateWhitelist(whitelist: Whitelist): Promise<void>;
}
