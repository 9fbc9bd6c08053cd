import type { DeployArgs, Field, PublicKey, State, UInt64 } from "o1js";
import { SmartContract, Struct } from "o1js";
import type { Storage, Whitelist } from "../../storage/index";
import type { NFTCollectionContractConstructor } from "../interfaces/bases";
import type { BidEvent, DepositEvent, NFTAddress, SellEvent, WithdrawEvent } from "./types";

/**
 * One entry of a bid list: the most the buyer pays for a given NFT and the points the purchase
 * uses up from the buyer's budget.
 *
 * @remarks
 * A bid contract keeps its bid list off chain, as an {@link OffChainList} whose key is the Poseidon
 * hash of the {@link NFTAddress} and whose value is the packed `Bid`. When an owner sells into the
 * bid, the contract unpacks the entry, checks the price against it and adds `points` to the points
 * already consumed, which may not exceed `maxPoints`.
 *
 * @example
 * ```ts
 * import { Bid } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * // Up to 12 MINA for this NFT; buying it uses 1 point of the budget.
 * const entry = new Bid({ price: UInt64.from(12_000_000_000), points: UInt64.from(1) });
 * const value = entry.pack(); // the Field stored in the bid list
 * console.log(Bid.unpack(value).price.toString()); // "12000000000"
 * ```
 * @since 0.3.0
 */
export declare class Bid extends Struct<{ price: UInt64; points: UInt64 }> {
  /**
   * Creates the entry from its fields.
   *
   * @param value - The price and the points.
   */
  constructor(value: { price: UInt64; points: UInt64 });
  /** The highest price, in nanomina, the buyer pays for the NFT. */
  price: UInt64;
  /** The points a purchase of this NFT uses up from the buyer's `maxPoints` budget. */
  points: UInt64;
  /**
   * Packs price and points into one field (64 bits each).
   *
   * @returns The packed value, as stored in the bid list.
   */
  pack(): Field;
  /**
   * Reads an entry back from its packed form.
   *
   * @param field - A value produced by {@link Bid.pack}.
   * @returns The entry.
   */
  static unpack(field: Field): Bid;
}

/**
 * Settings for deploying a `NonFungibleTokenBidContract` (the class returned by the factory).
 *
 * @since 0.3.0
 */
export interface NonFungibleTokenBidContractDeployProps extends DeployArgs {
  /** The root of the seller whitelist (who may sell into the bid, and up to which price); an empty list lets anyone sell. */
  whitelist: Field;
  /** The root of the bid list: which NFTs the buyer wants, each with a {@link Bid}. */
  bids: Field;
  /** Where the bid list and the whitelist are pinned. */
  storage: Storage;
}

/**
 * A standing bid on many NFTs at once: the buyer deposits MINA and owners of listed NFTs sell into it.
 *
 * @remarks
 * The package exposes this contract only through {@link BidFactory}; the class
 * name used here is the one its deploy settings are named after. Each sale
 * consumes points from the buyer's budget (`maxPoints`), which caps how much
 * the bid can buy in total. `deposit` and `withdraw` set a new budget together
 * with the amount.
 *
 * @example
 * ```ts
 * import { BidFactory, Collection } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * const BidContract = BidFactory({ collectionContract: () => Collection });
 * const bid = new BidContract(bidAddress);
 * // Add 20 MINA and raise the budget to 5 points; the buyer signs.
 * await bid.deposit(UInt64.from(20_000_000_000), UInt64.from(5));
 * ```
 * @since 0.3.0
 */
declare class NonFungibleTokenBidContract extends SmartContract {
  /** The buyer. */
  buyer: State<PublicKey>;
  /** The root of the seller whitelist. */
  whitelist: State<Field>;
  /** The root of the bid list. */
  bids: State<Field>;
  /** Where the bid list and the whitelist are pinned. */
  storage: State<Storage>;
  /** The buyer's point budget. */
  maxPoints: State<UInt64>;
  /** The points used by sales so far. */
  consumedPoints: State<UInt64>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** Funds were added. */
    deposit: typeof DepositEvent;
    /** Funds were taken out. */
    withdraw: typeof WithdrawEvent;
    /** An NFT was sold into the bid. */
    sell: typeof SellEvent;
    /** Declared with the whitelist type; no method of 0.3.0 emits it (`bid` emits the new whitelist root in its `bid` event). */
    updateWhitelist: typeof Whitelist;
    /** New bids were published. */
    bid: typeof BidEvent;
  };
  /**
   * Deploys the bid contract.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NonFungibleTokenBidContractDeployProps): Promise<void>;
  /**
   * Records the buyer and takes the first deposit; callable once.
   *
   * @param amount - The MINA to deposit.
   * @param maxPoints - The point budget.
   * @returns A promise that settles when the update is built.
   */
  initialize(amount: UInt64, maxPoints: UInt64): Promise<void>;
  /**
   * Adds MINA to the bid and sets a new point budget; only the buyer may call it.
   *
   * @param amount - The MINA to add, in nanomina; must not be zero.
   * @param maxPoints - The new point budget (it replaces the old one).
   * @returns A promise that settles when the update is built.
   */
  deposit(amount: UInt64, maxPoints: UInt64): Promise<void>;
  /**
   * Returns MINA to the buyer and sets a new point budget; only the buyer may call it.
   *
   * @param amount - The MINA to take out, in nanomina; must not be zero or more than the balance.
   * @param maxPoints - The new point budget (it replaces the old one).
   * @returns A promise that settles when the update is built.
   */
  withdraw(amount: UInt64, maxPoints: UInt64): Promise<void>;
  /**
   * Sells a listed NFT into the bid; the owner signs.
   *
   * @param nft - The NFT to sell.
   * @param price - The price asked.
   * @returns A promise that settles when the update is built.
   */
  sell(nft: NFTAddress, price: UInt64): Promise<void>;
  /**
   * Completes a sale of an NFT that was approved to this contract.
   *
   * @param nft - The NFT to sell.
   * @param price - The price asked.
   * @returns A promise that settles when the update is built.
   */
  approvedSell(nft: NFTAddress, price: UInt64): Promise<void>;
  /**
   * Publishes a new bid list and seller whitelist; the buyer signs.
   *
   * @param bids - The root of the new bid list.
   * @param whitelist - The root of the new seller whitelist.
   * @param storage - Where the new list is pinned.
   * @returns A promise that settles when the update is built.
   */
  bid(bids: Field, whitelist: Field, storage: Storage): Promise<void>;
}

/**
 * Creates a bid contract class bound to a collection class.
 *
 * @param params - A thunk that returns the collection class.
 * @returns the bid contract class (not exported by name): `initialize(amount, maxPoints)`, `deposit(amount, maxPoints)`, `withdraw(amount, maxPoints)`, `sell(nft, price)`, `approvedSell(...)` and `bid(bids, whitelist, storage)`.
 * @since 0.3.0
 */
export declare function BidFactory(params: {
  collectionContract: () => NFTCollectionContractConstructor;
}): typeof NonFungibleTokenBidContract;
