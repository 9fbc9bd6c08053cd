import type { DeployArgs, Field, PublicKey, State, UInt64 } from "o1js";
import { SmartContract } from "o1js";
import type { Storage } from "../../storage/index";
import type { NFTCollectionContractConstructor } from "../interfaces/bases";
import type { BidEvent, DepositEvent, NFTAddress, SellEvent, WithdrawEvent } from "./types";

/**
 * Settings for deploying a `NonFungibleTokenBidContract` (the class returned by the factory).
 *
 * @since 0.3.0
 */
export interface NonFungibleTokenBidContractDeployProps extends DeployArgs {
  /** The root of the list of NFTs the buyer will accept. */
  whitelist: Field;
  /** The root of the bid list. */
  bids: Field;
  /** Where the bid list is pinned. */
  storage: Storage;
}

/**
 * A standing bid on many NFTs at once: the buyer deposits MINA and owners of listed NFTs sell into it.
 *
 * @remarks
 * The package exposes this contract only through {@link BidFactory}; the class
 * name used here is the one its deploy settings are named after. Each sale
 * consumes points from the buyer's budget (`maxPoints`), which caps how much
 * the bid can buy in total.
 *
 * @example
 * ```ts
 * import { BidFactory, Collection } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * const BidContract = BidFactory({ collectionContract: () => Collection });
 * const bid = new BidContract(bidAddress);
 * await bid.deposit(UInt64.from(20_000_000_000)); // add 20 MINA to the bid
 * ```
 * @since 0.3.0
 */
declare class NonFungibleTokenBidContract extends SmartContract {
  /** The buyer. */
  buyer: State<PublicKey>;
  /** The root of the list of NFTs the buyer will accept. */
  whitelist: State<Field>;
  /** The root of the bid list. */
  bids: State<Field>;
  /** Where the bid list is pinned. */
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
   * Adds MINA to the bid.
   *
   * @param amount - The MINA to add.
   * @returns A promise that settles when the update is built.
   */
  deposit(amount: UInt64): Promise<void>;
  /**
   * Returns MINA to the buyer.
   *
   * @param amount - The MINA to take out.
   * @returns A promise that settles when the update is built.
   */
  withdraw(amount: UInt64): Promise<void>;
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
   * Publishes a new bid list and NFT whitelist; the buyer signs.
   *
   * @param bids - The root of the new bid list.
   * @param whitelist - The root of the new NFT whitelist.
   * @param storage - Where the new list is pinned.
   * @returns A promise that settles when the update is built.
   */
  bid(bids: Field, whitelist: Field, storage: Storage): Promise<void>;
}

/**
 * Creates a bid contract class bound to a collection class.
 *
 * @param params - A thunk that returns the collection class.
 * @returns the bid contract class (not exported by name): `initialize(amount, maxPoints)`, `deposit(amount)`, `withdraw(amount)`, `sell(nft, price)`, `approvedSell(...)` and `bid(bids, whitelist, storage)`.
 * @since 0.3.0
 */
export declare function BidFactory(params: {
  collectionContract: () => NFTCollectionContractConstructor;
}): typeof NonFungibleTokenBidContract;
