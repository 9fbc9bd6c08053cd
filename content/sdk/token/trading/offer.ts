import type { DeployArgs, PublicKey, State, UInt64 } from "o1js";
import { SmartContract, Struct } from "o1js";
import type { Whitelist } from "../../storage/index";

/**
 * Emitted by {@link FungibleTokenOfferContract} for offers, withdrawals and purchases.
 *
 * @since 0.3.0
 */
export declare class OfferEvent extends Struct<{ amount: UInt64; address: PublicKey }> {
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
 * Settings for deploying a {@link FungibleTokenOfferContract}.
 *
 * @since 0.3.0
 */
export interface FungibleTokenOfferContractDeployProps extends DeployArgs {
  /** The buyers allowed to take the offer; an empty whitelist admits anyone. */
  whitelist: Whitelist;
}

/**
 * A standing order to sell tokens: the seller locks tokens and whitelisted buyers pay the offer price in MINA.
 *
 * @remarks The contract account lives under the token's id, so it holds the tokens itself.
 * @example
 * ```ts
 * import { FungibleTokenOfferContract } from "@silvana-one/token";
 * import { Whitelist } from "@silvana-one/storage";
 * import { UInt64 } from "o1js";
 *
 * const offer = new FungibleTokenOfferContract(offerAddress, tokenId);
 * await offer.deploy({ whitelist: Whitelist.empty() });
 * // 500 tokens (9 decimals) at 0.003 MINA each: the price is nanomina per whole token.
 * await offer.initialize(seller, tokenAddress, UInt64.from(500_000_000_000), UInt64.from(3_000_000));
 * ```
 * @since 0.3.0
 */
export declare class FungibleTokenOfferContract extends SmartContract {
  /** The price per token. */
  price: State<UInt64>;
  /** The account that made the offer. */
  seller: State<PublicKey>;
  /** The token contract being sold. */
  token: State<PublicKey>;
  /** The buyers allowed to take the offer. */
  whitelist: State<Whitelist>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** Tokens were added to the offer. */
    offer: typeof OfferEvent;
    /** Tokens were taken back by the seller. */
    withdraw: typeof OfferEvent;
    /** Tokens were bought. */
    buy: typeof OfferEvent;
    /** The whitelist was replaced. */
    updateWhitelist: typeof Whitelist;
  };
  /**
   * Deploys the offer contract with its whitelist.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: FungibleTokenOfferContractDeployProps): Promise<void>;
  /**
   * Sets the seller, token and price and locks the first tokens; callable once.
   *
   * @param seller - The account selling.
   * @param token - The token contract being sold.
   * @param amount - How many tokens to lock.
   * @param price - The price per token.
   * @returns A promise that settles when the update is built.
   */
  initialize(seller: PublicKey, token: PublicKey, amount: UInt64, price: UInt64): Promise<void>;
  /**
   * Adds tokens to the offer and may change its price; only the seller can call it.
   *
   * @param amount - How many more tokens to lock.
   * @param price - The new price per token.
   * @returns A promise that settles when the update is built.
   */
  offer(amount: UInt64, price: UInt64): Promise<void>;
  /**
   * Returns unsold tokens to the seller.
   *
   * @param amount - How many tokens to take back.
   * @returns A promise that settles when the update is built.
   */
  withdraw(amount: UInt64): Promise<void>;
  /**
   * Buys tokens at the offer price; the buyer must be whitelisted.
   *
   * @param amount - How many tokens to buy.
   * @returns A promise that settles when the update is built.
   */
  buy(amount: UInt64): Promise<void>;
  /**
   * Replaces the list of allowed buyers; only the seller can call it.
   *
   * @param whitelist - The new whitelist.
   * @returns A promise that settles when the update is built.
   */
  updateWhitelist(whitelist: Whitelist): Promise<void>;
}
