import type { DeployArgs, PublicKey, State, UInt64 } from "o1js";
import { SmartContract, Struct } from "o1js";
import type { Whitelist } from "../../storage/index";

/**
 * Emitted by {@link FungibleTokenBidContract} for bids, withdrawals and sales.
 *
 * @since 0.3.0
 */
export declare class BidEvent extends Struct<{ amount: UInt64; address: PublicKey }> {
  /**
   * Creates the event.
   *
   * @param value - The amount and the account involved.
   */
  constructor(value: { amount: UInt64; address: PublicKey });
  /** The amount involved. */
  amount: UInt64;
  /** The account that acted. */
  address: PublicKey;
}

/**
 * Settings for deploying a {@link FungibleTokenBidContract}.
 *
 * @since 0.3.0
 */
export interface FungibleTokenBidContractDeployProps extends DeployArgs {
  /** The sellers allowed to fill the bid; an empty whitelist admits anyone. */
  whitelist: Whitelist;
}

/**
 * A standing order to buy tokens: the buyer locks MINA and whitelisted holders sell into it at the bid price.
 *
 * @example
 * ```ts
 * import { FungibleTokenBidContract } from "@silvana-one/token";
 * import { Whitelist } from "@silvana-one/storage";
 * import { UInt64 } from "o1js";
 *
 * const bid = new FungibleTokenBidContract(bidAddress);
 * await bid.deploy({ whitelist: Whitelist.empty() });
 * // Buy up to 1,000 tokens (9 decimals) at 0.002 MINA each; 2 MINA move into the contract.
 * await bid.initialize(tokenAddress, UInt64.from(1_000_000_000_000), UInt64.from(2_000_000));
 * ```
 * @since 0.3.0
 */
export declare class FungibleTokenBidContract extends SmartContract {
  /** The price per token. */
  price: State<UInt64>;
  /** The account that placed the bid. */
  buyer: State<PublicKey>;
  /** The token contract being bought. */
  token: State<PublicKey>;
  /** The sellers allowed to fill the bid. */
  whitelist: State<Whitelist>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** MINA was added to the bid. */
    bid: typeof BidEvent;
    /** MINA was taken back by the buyer. */
    withdraw: typeof BidEvent;
    /** Tokens were sold into the bid. */
    sell: typeof BidEvent;
    /** The whitelist was replaced. */
    updateWhitelist: typeof Whitelist;
  };
  /**
   * Deploys the bid contract with its whitelist.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: FungibleTokenBidContractDeployProps): Promise<void>;
  /**
   * Sets the token and price and locks the buyer's first deposit; callable once.
   *
   * @param token - The token contract being bought.
   * @param amount - How many tokens to bid for.
   * @param price - The price per token.
   * @returns A promise that settles when the update is built.
   */
  initialize(token: PublicKey, amount: UInt64, price: UInt64): Promise<void>;
  /**
   * Adds to the bid and may change its price; only the buyer can call it.
   *
   * @param amount - How many more tokens to bid for.
   * @param price - The new price per token.
   * @returns A promise that settles when the update is built.
   */
  bid(amount: UInt64, price: UInt64): Promise<void>;
  /**
   * Returns locked MINA to the buyer.
   *
   * @param amountInMina - How much MINA to take back, in nanomina.
   * @returns A promise that settles when the update is built.
   */
  withdraw(amountInMina: UInt64): Promise<void>;
  /**
   * Sells tokens into the bid at its price; the seller must be whitelisted.
   *
   * @param amount - How many tokens to sell.
   * @returns A promise that settles when the update is built.
   */
  sell(amount: UInt64): Promise<void>;
  /**
   * Replaces the list of allowed sellers; only the buyer can call it.
   *
   * @param whitelist - The new whitelist.
   * @returns A promise that settles when the update is built.
   */
  updateWhitelist(whitelist: Whitelist): Promise<void>;
}
