import type { Bool, Int64, PublicKey, UInt64 } from "o1js";
import { Struct } from "o1js";

/**
 * Emitted by a {@link FungibleToken} when its admin contract is replaced.
 *
 * @since 0.3.0
 */
export declare class SetAdminEvent extends Struct<{ adminKey: PublicKey }> {
  /**
   * Creates the event.
   *
   * @param value - The new admin contract address.
   */
  constructor(value: { adminKey: PublicKey });
  /** The address of the new admin contract. */
  adminKey: PublicKey;
}

/**
 * Emitted by a {@link FungibleToken} when transfers are paused or resumed.
 *
 * @since 0.3.0
 */
export declare class PauseEvent extends Struct<{ isPaused: Bool }> {
  /**
   * Creates the event.
   *
   * @param value - The new pause flag.
   */
  constructor(value: { isPaused: Bool });
  /** True when the token is now paused. */
  isPaused: Bool;
}

/**
 * Emitted by a {@link FungibleToken} when new tokens are created.
 *
 * @since 0.3.0
 */
export declare class MintEvent extends Struct<{ recipient: PublicKey; amount: UInt64 }> {
  /**
   * Creates the event.
   *
   * @param value - The receiver and the amount.
   */
  constructor(value: { recipient: PublicKey; amount: UInt64 });
  /** The account that received the tokens. */
  recipient: PublicKey;
  /** How many tokens were minted, in the smallest unit. */
  amount: UInt64;
}

/**
 * Emitted by a {@link FungibleToken} when tokens are destroyed.
 *
 * @since 0.3.0
 */
export declare class BurnEvent extends Struct<{ from: PublicKey; amount: UInt64 }> {
  /**
   * Creates the event.
   *
   * @param value - The holder and the amount.
   */
  constructor(value: { from: PublicKey; amount: UInt64 });
  /** The account whose tokens were burned. */
  from: PublicKey;
  /** How many tokens were burned, in the smallest unit. */
  amount: UInt64;
}

/**
 * Emitted by a {@link FungibleToken} for every balance change it approves.
 *
 * @since 0.3.0
 */
export declare class BalanceChangeEvent extends Struct<{ address: PublicKey; amount: Int64 }> {
  /**
   * Creates the event.
   *
   * @param value - The account and the signed change.
   */
  constructor(value: { address: PublicKey; amount: Int64 });
  /** The account whose balance changed. */
  address: PublicKey;
  /** The signed change; negative for outgoing tokens. */
  amount: Int64;
}
