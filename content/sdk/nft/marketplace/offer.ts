import type { Bool, DeployArgs, PublicKey, State, UInt64 } from "o1js";
import { SmartContract } from "o1js";
import type { TransferExtendedParams } from "../interfaces/types";
import type { TransferEvent } from "../interfaces/events";
import type { NFTApprovalBase, NFTCollectionContractConstructor } from "../interfaces/bases";

/**
 * Settings for deploying an {@link Offer} contract.
 *
 * @since 0.3.0
 */
export interface NonFungibleTokenOfferContractDeployProps extends DeployArgs {
  /** The asking price. */
  price: UInt64;
  /** The collection of the NFT for sale. */
  collection: PublicKey;
  /** The NFT for sale. */
  nft: PublicKey;
  /** The seller, who owns the NFT and receives the price. */
  owner: PublicKey;
}

/**
 * A fixed-price sale: the NFT is approved to this contract, and anyone who pays the price receives it.
 *
 * @remarks
 * This is the default approval contract of the package: {@link Approval} and
 * {@link AdvancedOffer} have the same shape. Other collections get their own
 * class from {@link OfferFactory}.
 *
 * @example
 * ```ts
 * import { Offer } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * const offer = new Offer(offerAddress);
 * await offer.deploy({ price: UInt64.from(5_000_000_000), collection: collectionAddress, nft: nftAddress, owner: sellerAddress });
 * // later, from the buyer's transaction:
 * await offer.buy(buyerAddress);
 * ```
 * @since 0.3.0
 */
export declare class Offer extends SmartContract implements NFTApprovalBase {
  /** The seller. */
  owner: State<PublicKey>;
  /** The asking price. */
  price: State<UInt64>;
  /** The collection of the NFT. */
  collection: State<PublicKey>;
  /** The NFT. */
  nft: State<PublicKey>;
  /** Set while a purchase runs, so only purchases can move the NFT. */
  insideBuy: State<Bool>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** The NFT was bought: the transfer that moved it. */
    buy: typeof TransferEvent;
  };
  /**
   * Deploys the offer.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: NonFungibleTokenOfferContractDeployProps): Promise<void>;
  /**
   * Pays the seller and moves the NFT to the buyer.
   *
   * @param buyer - The account that receives the NFT.
   * @returns A promise that settles when the update is built.
   */
  buy(buyer: PublicKey): Promise<void>;
  /**
   * Allows a transfer only as part of a purchase.
   *
   * @param params - The transfer details.
   * @returns The decision.
   */
  canTransfer(params: TransferExtendedParams): Promise<Bool>;
}

/**
 * Creates an offer contract class bound to a collection class.
 *
 * @param params - A thunk that returns the collection class.
 * @returns An offer class with the members of {@link Offer}.
 * @since 0.3.0
 */
export declare function OfferFactory(params: { collectionContract: () => NFTCollectionContractConstructor }): typeof Offer;

/**
 * The offer contract used with {@link AdvancedCollection}.
 *
 * @since 0.3.0
 */
export declare const AdvancedOffer: typeof Offer;
