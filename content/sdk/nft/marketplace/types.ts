import type { Field, PublicKey, UInt64 } from "o1js";
import { Struct } from "o1js";
import type { Storage } from "../../storage/index";

/**
 * Names one NFT by its collection and its own address.
 * @since 0.3.0
 */
export declare class NFTAddress extends Struct<{ collection: PublicKey; nft: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey; nft: PublicKey });
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
}

/**
 * Emitted when an NFT is sold into a bid.
 * @since 0.3.0
 */
export declare class SellEvent extends Struct<{ collection: PublicKey; nft: PublicKey; price: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey; nft: PublicKey; price: UInt64 });
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The price paid. */
  price: UInt64;
}

/**
 * Emitted when a buyer adds funds to a bid.
 * @since 0.3.0
 */
export declare class DepositEvent extends Struct<{ buyer: PublicKey; amount: UInt64; maxPoints: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { buyer: PublicKey; amount: UInt64; maxPoints: UInt64 });
  /** The buyer. */
  buyer: PublicKey;
  /** The amount added. */
  amount: UInt64;
  /** The buyer's point budget after the deposit. */
  maxPoints: UInt64;
}

/**
 * Emitted when a buyer takes funds out of a bid.
 * @since 0.3.0
 */
export declare class WithdrawEvent extends Struct<{ buyer: PublicKey; amount: UInt64; maxPoints: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { buyer: PublicKey; amount: UInt64; maxPoints: UInt64 });
  /** The buyer. */
  buyer: PublicKey;
  /** The amount taken out. */
  amount: UInt64;
  /** The buyer's point budget after the withdrawal. */
  maxPoints: UInt64;
}

/**
 * Emitted when a buyer publishes new bids.
 * @since 0.3.0
 */
export declare class BidEvent extends Struct<{ bids: Field; whitelist: Field; storage: Storage }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { bids: Field; whitelist: Field; storage: Storage });
  /** The root of the bid list. */
  bids: Field;
  /** The root of the list of NFTs the buyer will accept. */
  whitelist: Field;
  /** Where the bid list is pinned. */
  storage: Storage;
}
