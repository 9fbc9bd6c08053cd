import type { Bool, DeployArgs, Provable, PublicKey, State, UInt32, UInt64 } from "o1js";
import { SmartContract, Struct } from "o1js";
import type { TransferExtendedParams, TransferParams } from "../interfaces/types";
import type { TransferEvent } from "../interfaces/events";
import type { NFTApprovalBase, NFTCollectionContractConstructor } from "../interfaces/bases";

/**
 * The terms and progress of one English auction.
 * @since 0.3.0
 */
export declare class Auction extends Struct<{ owner: PublicKey; collection: PublicKey; nft: PublicKey; auctioneer: PublicKey; bidder: PublicKey; minimumPrice: UInt64; transferFee: UInt64; saleFee: UInt32; auctionEndTime: UInt32; withdrawPeriod: UInt32; isOwnerPaid: Bool; isNFTtransferred: Bool; isNFTwithdrawn: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { owner: PublicKey; collection: PublicKey; nft: PublicKey; auctioneer: PublicKey; bidder: PublicKey; minimumPrice: UInt64; transferFee: UInt64; saleFee: UInt32; auctionEndTime: UInt32; withdrawPeriod: UInt32; isOwnerPaid: Bool; isNFTtransferred: Bool; isNFTwithdrawn: Bool });
  /** The seller. */
  owner: PublicKey;
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The account that runs the auction and may take a sale fee. */
  auctioneer: PublicKey;
  /** The highest bidder so far. */
  bidder: PublicKey;
  /** The reserve price. */
  minimumPrice: UInt64;
  /** The collection's transfer fee. */
  transferFee: UInt64;
  /** The auctioneer's share, in thousandths of a percent. */
  saleFee: UInt32;
  /** The slot when bidding ends. */
  auctionEndTime: UInt32;
  /** The length, in slots, of the withdrawal window that follows the end of bidding. */
  withdrawPeriod: UInt32;
  /** Whether the seller has been paid. */
  isOwnerPaid: Bool;
  /** Whether the NFT has been moved to the winning bidder. */
  isNFTtransferred: Bool;
  /** Whether the seller has taken the NFT back (no valid bid). */
  isNFTwithdrawn: Bool;
}

/**
 * An {@link Auction} packed for contract state.
 *
 * @remarks The packing layout is internal; use the contract's `getAuctionState()` method to read it.
 * @since 0.3.0
 */
export declare class AuctionPacked extends Struct<{}> {}

/**
 * A readable snapshot of an auction.
 * @since 0.3.0
 */
export declare class AuctionState extends Struct<{ bidAmount: UInt64; auction: Auction; settled: Bool }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { bidAmount: UInt64; auction: Auction; settled: Bool });
  /** The highest bid. */
  bidAmount: UInt64;
  /** The terms and progress. */
  auction: Auction;
  /** Whether the auction has been settled. */
  settled: Bool;
}

/**
 * Emitted for each accepted bid.
 * @since 0.3.0
 */
export declare class AuctionBidEvent extends Struct<{ bidder: PublicKey; price: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { bidder: PublicKey; price: UInt64 });
  /** The bidder. */
  bidder: PublicKey;
  /** The bid. */
  price: UInt64;
}

/**
 * Settings for deploying a `NonFungibleTokenAuctionContract` (the class returned by the factory).
 *
 * @since 0.3.0
 */
export interface NonFungibleTokenAuctionContractDeployProps extends DeployArgs {
  /** The reserve price. */
  minimumPrice: UInt64;
  /** The slot when bidding ends. */
  auctionEndTime: UInt32;
  /** The collection of the NFT. */
  collection: PublicKey;
  /** The NFT being sold. */
  nft: PublicKey;
  /** The seller, who owns the NFT. */
  owner: PublicKey;
  /** The account that runs the auction and receives the sale fee. */
  auctioneer: PublicKey;
  /** The collection's transfer fee, paid when the NFT moves to the winner. */
  transferFee: UInt64;
  /** The auctioneer's share of the winning bid, where 1000 is 1%; deploy fails above 100000 (100%). */
  saleFee: UInt32;
  /** The number of slots after the end of bidding before an auction that was not settled can be unwound with `withdrawNFT` and `withdraw`. */
  withdrawPeriod: UInt32;
}

/**
 * An English auction for one NFT: the NFT is approved to this contract, the highest bid above the reserve wins.
 *
 * @remarks
 * The package exposes this contract only through {@link AuctionFactory}; the
 * class name used here is the one its deploy settings are named after.
 *
 * @example
 * ```ts
 * import { AuctionFactory, Collection } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * const AuctionContract = AuctionFactory({ collectionContract: () => Collection });
 * const auction = new AuctionContract(auctionAddress);
 * await auction.bid(UInt64.from(7_000_000_000), bidderAddress);
 * ```
 * @since 0.3.0
 */
declare class NonFungibleTokenAuctionContract extends SmartContract implements NFTApprovalBase {
  /** The packed {@link Auction}. */
  auctionData: State<AuctionPacked>;
  /** The highest bid. */
  bidAmount: State<UInt64>;
  /** Whether the auction has been settled. */
  settled: State<Bool>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** A bid was accepted. */
    bid: typeof AuctionBidEvent;
    /** The auction was settled: the transfer that moves the NFT to the winner. */
    settleAuction: typeof TransferParams;
    /** The collection asked this contract to approve a transfer. */
    canTransfer: typeof TransferEvent;
    /** The seller was paid; carries the amount. */
    settlePayment: Provable<UInt64>;
    /** The auctioneer was paid; carries the amount. */
    settleAuctioneerPayment: Provable<UInt64>;
    /** A bidder or the seller withdrew; carries the amount. */
    withdraw: Provable<UInt64>;
  };
  /**
   * Deploys the auction.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NonFungibleTokenAuctionContractDeployProps): Promise<void>;
  /**
   * Places a bid, which must beat the current one and the reserve.
   *
   * @param price - The bid.
   * @param bidder - The bidder, who pays now.
   * @returns The auction terms with the new highest bid and bidder.
   */
  bid(price: UInt64, bidder: PublicKey): Promise<Auction>;
  /**
   * Reads the auction.
   *
   * @returns A snapshot of the auction.
   */
  getAuctionState(): Promise<AuctionState>;
  /**
   * Ends the auction after the end slot and moves the NFT to the winner.
   *
   * @returns A promise that settles when the update is built.
   */
  settleAuction(): Promise<void>;
  /**
   * Returns the NFT to the seller when there was no valid bid or the winner did not settle in time.
   *
   * @returns A promise that settles when the update is built.
   */
  withdrawNFT(): Promise<void>;
  /**
   * Allows a transfer only when the auction settles or the NFT is withdrawn.
   *
   * @param params - The transfer details.
   * @returns The decision.
   */
  canTransfer(params: TransferExtendedParams): Promise<Bool>;
  /**
   * Pays the seller after settlement.
   *
   * @returns A promise that settles when the update is built.
   */
  settlePayment(): Promise<void>;
  /**
   * Pays the auctioneer's fee after settlement.
   *
   * @param amount - The fee to pay.
   * @returns A promise that settles when the update is built.
   */
  settleAuctioneerPayment(amount: UInt64): Promise<void>;
  /**
   * Returns a refundable bid to its bidder.
   *
   * @returns A promise that settles when the update is built.
   */
  withdraw(): Promise<void>;
}

/**
 * Creates an auction contract class bound to a collection class.
 *
 * @param params - A thunk that returns the collection class.
 * @returns the auction contract class (not exported by name): `bid(price, bidder)`, `getAuctionState()`, `settleAuction()`, `withdrawNFT()`, `canTransfer(params)`, `settlePayment()`, `settleAuctioneerPayment(amount)` and `withdraw()`.
 * @since 0.3.0
 */
export declare function AuctionFactory(params: {
  collectionContract: () => NFTCollectionContractConstructor;
}): typeof NonFungibleTokenAuctionContract;
