import type { DeployArgs, Field, Provable, PublicKey, State, UInt64, VerificationKey } from "o1js";
import { SmartContract, Struct } from "o1js";

/**
 * Bulletin board event: a collection was announced.
 * @since 0.3.0
 */
export declare class BB_NewCollectionEvent extends Struct<{ collection: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey });
  /** The collection. */
  collection: PublicKey;
}

/**
 * Bulletin board event: an NFT was offered for sale.
 * @since 0.3.0
 */
export declare class BB_OfferEvent extends Struct<{ collection: PublicKey; nft: PublicKey; offer: PublicKey; price: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey; nft: PublicKey; offer: PublicKey; price: UInt64 });
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The offer contract. */
  offer: PublicKey;
  /** The asking price. */
  price: UInt64;
}

/**
 * Bulletin board event: an offer was withdrawn.
 * @since 0.3.0
 */
export declare class BB_CancelOfferEvent extends Struct<{ collection: PublicKey; nft: PublicKey }> {
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
 * Bulletin board event: a bid was placed on an NFT.
 * @since 0.3.0
 */
export declare class BB_BidEvent extends Struct<{ collection: PublicKey; nft: PublicKey; bid: PublicKey; price: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey; nft: PublicKey; bid: PublicKey; price: UInt64 });
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The bid contract. */
  bid: PublicKey;
  /** The bid price. */
  price: UInt64;
}

/**
 * Bulletin board event: a bid was withdrawn.
 * @since 0.3.0
 */
export declare class BB_CancelBidEvent extends Struct<{ collection: PublicKey; nft: PublicKey; bid: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey; nft: PublicKey; bid: PublicKey });
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The bid contract. */
  bid: PublicKey;
}

/**
 * Bulletin board event: an NFT was sold.
 * @since 0.3.0
 */
export declare class BB_SaleEvent extends Struct<{ collection: PublicKey; nft: PublicKey; buyer: PublicKey; price: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { collection: PublicKey; nft: PublicKey; buyer: PublicKey; price: UInt64 });
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The buyer. */
  buyer: PublicKey;
  /** The price paid. */
  price: UInt64;
}

/**
 * Bulletin board event: the bulletin board was upgraded.
 * @since 0.3.0
 */
export declare class BB_UpgradeVerificationKeyEvent extends Struct<{ vk: Field }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { vk: Field });
  /** The hash of the new verification key. */
  vk: Field;
}

/**
 * Bulletin board event: the bulletin board got a new admin.
 * @since 0.3.0
 */
export declare class BB_ChangeAdminEvent extends Struct<{ admin: PublicKey }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { admin: PublicKey });
  /** The new admin. */
  admin: PublicKey;
}

/**
 * Settings for deploying a {@link BulletinBoard}.
 *
 * @since 0.3.0
 */
export interface BulletinBoardDeployProps extends DeployArgs {
  /** The admin key. */
  admin: PublicKey;
  /** The fee charged per announcement; none when omitted. */
  fee?: UInt64;
}

/**
 * A public notice board for marketplace activity: it only emits events, so indexers and apps can follow listings, bids and sales in one place.
 *
 * @remarks
 * It holds no NFTs and moves no funds apart from collected fees. Event names
 * are prefixed `BB_` to tell them apart from events of the NFT contracts.
 *
 * @example
 * ```ts
 * import { BulletinBoard } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * const board = new BulletinBoard(boardAddress);
 * await board.offer(collectionAddress, nftAddress, offerAddress, UInt64.from(5_000_000_000));
 * ```
 * @since 0.3.0
 */
export declare class BulletinBoard extends SmartContract {
  /** The admin key. */
  admin: State<PublicKey>;
  /** The fee charged per announcement. */
  fee: State<UInt64>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** A collection was announced. */
    newCollection: typeof BB_NewCollectionEvent;
    /** An NFT was offered. */
    offer: typeof BB_OfferEvent;
    /** An offer was withdrawn. */
    cancelOffer: typeof BB_CancelOfferEvent;
    /** A bid was placed. */
    bid: typeof BB_BidEvent;
    /** A bid was withdrawn. */
    cancelBid: typeof BB_CancelBidEvent;
    /** An NFT was sold. */
    sale: typeof BB_SaleEvent;
    /** The board was upgraded. */
    upgradeVerificationKey: typeof BB_UpgradeVerificationKeyEvent;
    /** The admin changed. */
    changeAdmin: typeof BB_ChangeAdminEvent;
    /** The admin took collected fees out; carries the amount. */
    withdraw: Provable<UInt64>;
    /** The listing fee changed; carries the new fee. */
    setFee: Provable<UInt64>;
  };
  /**
   * Deploys the board.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: BulletinBoardDeployProps): Promise<void>;
  /**
   * Announces a collection.
   *
   * @param collection - The collection.
   * @returns A promise that settles when the update is built.
   */
  newCollection(collection: PublicKey): Promise<void>;
  /**
   * Announces an NFT for sale.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param offer - The offer contract.
   * @param price - The asking price.
   * @returns A promise that settles when the update is built.
   */
  offer(collection: PublicKey, nft: PublicKey, offer: PublicKey, price: UInt64): Promise<void>;
  /**
   * Announces that an offer was withdrawn.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @returns A promise that settles when the update is built.
   */
  cancelOffer(collection: PublicKey, nft: PublicKey): Promise<void>;
  /**
   * Announces a bid.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param bid - The bid contract.
   * @param price - The bid price.
   * @returns A promise that settles when the update is built.
   */
  bid(collection: PublicKey, nft: PublicKey, bid: PublicKey, price: UInt64): Promise<void>;
  /**
   * Announces that a bid was withdrawn.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param bid - The bid contract.
   * @returns A promise that settles when the update is built.
   */
  cancelBid(collection: PublicKey, nft: PublicKey, bid: PublicKey): Promise<void>;
  /**
   * Announces a sale.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param buyer - The buyer.
   * @param price - The price paid.
   * @returns A promise that settles when the update is built.
   */
  sale(collection: PublicKey, nft: PublicKey, buyer: PublicKey, price: UInt64): Promise<void>;
  /**
   * Hands the board to a new admin; the admin signs.
   *
   * @param admin - The new admin.
   * @returns A promise that settles when the update is built.
   */
  changeAdmin(admin: PublicKey): Promise<void>;
  /**
   * Changes the announcement fee; the admin signs.
   *
   * @param fee - The new fee.
   * @returns A promise that settles when the update is built.
   */
  setFee(fee: UInt64): Promise<void>;
  /**
   * Installs a new verification key; the admin signs.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  upgradeVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Takes collected fees out of the board; the admin signs.
   *
   * @param amount - The amount to take out.
   * @returns A promise that settles when the update is built.
   */
  withdraw(amount: UInt64): Promise<void>;
}
