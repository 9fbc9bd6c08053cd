import type { NFTAdmin } from "../admin/standard";
import type { NFTAdvancedAdmin } from "../admin/advanced";
import type { Offer } from "../marketplace/offer";
import type { Collection } from "./collection";
import type { NFTStandardOwner, NFTStandardUpdate } from "./standard";
import type {
  DefineApprovalFactory,
  DefineOwnerFactory,
  DefineUpdateFactory,
  NFTAdminContractConstructor,
  NFTApprovalContractConstructor,
  NFTOwnerContractConstructor,
  NFTUpdateContractConstructor,
} from "../interfaces/bases";

/**
 * A complete, mutually bound set of NFT contract classes.
 *
 * @since 0.3.0
 */
export interface NonFungibleTokenContracts {
  /** The collection class. */
  readonly Collection: typeof Collection;
  /** The approval class, used for sales. */
  readonly Approval: NFTApprovalContractConstructor;
  /** The owner class, for NFTs held by a contract. */
  readonly Owner: NFTOwnerContractConstructor;
  /** The admin class. */
  readonly Admin: NFTAdminContractConstructor;
  /** The update class, for proven changes. */
  readonly Update: NFTUpdateContractConstructor;
}

/**
 * Builds a set of collection, approval, owner, admin and update classes that refer to each other.
 *
 * @remarks
 * Contracts of a collection call each other, so their classes must be made
 * together. Pass `{}` to get the default set; leave a field out to use the package default for that role.
 *
 * @param params - The admin class and the factories for the other roles.
 * @returns The bound classes.
 * @example
 * ```ts
 * import { NonFungibleTokenContractsFactory, NFTAdvancedAdmin, AuctionFactory } from "@silvana-one/nft";
 *
 * // A whitelisted collection whose NFTs are sold by auction instead of fixed-price offers.
 * const { Collection, Approval } = NonFungibleTokenContractsFactory({
 *   adminContract: NFTAdvancedAdmin,
 *   approvalFactory: AuctionFactory,
 * });
 * ```
 * @see {@link CollectionFactory} for building only the collection class.
 * @since 0.3.0
 */
export declare function NonFungibleTokenContractsFactory(params: {
  /**
   * The admin class.
   *
   * @default NFTAdmin
   */
  adminContract?: NFTAdminContractConstructor;
  /**
   * Makes the approval class.
   *
   * @default OfferFactory
   */
  approvalFactory?: DefineApprovalFactory;
  /**
   * Makes the owner class. When omitted, a factory that returns {@link NFTStandardOwner} is used.
   */
  ownerFactory?: DefineOwnerFactory;
  /**
   * Makes the update class. When omitted, a factory that returns {@link NFTStandardUpdate} is used.
   */
  updateFactory?: DefineUpdateFactory;
}): NonFungibleTokenContracts;

/**
 * Builds a collection class from its companion classes.
 *
 * @param params - Thunks that return the admin, owner, approval and update classes.
 * @returns A collection class with the members of {@link Collection}.
 * @since 0.3.0
 */
export declare function CollectionFactory(params: {
  adminContract: () => NFTAdminContractConstructor;
  ownerContract: () => NFTOwnerContractConstructor;
  approvalContract: () => NFTApprovalContractConstructor;
  updateContract: () => NFTUpdateContractConstructor;
}): typeof Collection;

/**
 * The approval class of the default set: an {@link Offer} contract.
 *
 * @since 0.3.0
 */
export declare const Approval: typeof Offer;

/**
 * The owner class of the default set.
 *
 * @since 0.3.0
 */
export declare const Owner: typeof NFTStandardOwner;

/**
 * The admin class of the default set.
 *
 * @since 0.3.0
 */
export declare const Admin: typeof NFTAdmin;

/**
 * The update class of the default set.
 *
 * @since 0.3.0
 */
export declare const Update: typeof NFTStandardUpdate;

/**
 * The collection class bound to {@link NFTAdvancedAdmin}.
 *
 * @since 0.3.0
 */
export declare const AdvancedCollection: typeof Collection;

/**
 * The approval class of the advanced set.
 *
 * @since 0.3.0
 */
export declare const AdvancedApproval: typeof Offer;

/**
 * The owner class of the advanced set.
 *
 * @since 0.3.0
 */
export declare const AdvancedOwner: typeof NFTStandardOwner;

/**
 * The admin class of the advanced set.
 *
 * @since 0.3.0
 */
export declare const AdvancedAdmin: typeof NFTAdvancedAdmin;
