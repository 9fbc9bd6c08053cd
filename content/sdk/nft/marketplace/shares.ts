import type { DeployArgs, PublicKey, SmartContract, UInt64 } from "o1js";
import { Struct } from "o1js";
import type { FungibleToken } from "../../token/index";
import type { AuctionFactory } from "./auction";

/**
 * The terms of fractional ownership of one NFT.
 * @since 0.3.0
 */
export declare class NFTSharesData extends Struct<{ admin: PublicKey; owner: PublicKey; collection: PublicKey; nft: PublicKey; auction: PublicKey; maxBuyPrice: UInt64; minSellPrice: UInt64 }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - The values of all fields.
   */
  constructor(value: { admin: PublicKey; owner: PublicKey; collection: PublicKey; nft: PublicKey; auction: PublicKey; maxBuyPrice: UInt64; minSellPrice: UInt64 });
  /** The admin of the share contracts. */
  admin: PublicKey;
  /** The contract that holds the NFT on behalf of shareholders. */
  owner: PublicKey;
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The auction used to buy or sell the NFT. */
  auction: PublicKey;
  /** The most shareholders agree to pay for the NFT. */
  maxBuyPrice: UInt64;
  /** The least shareholders agree to sell the NFT for. */
  minSellPrice: UInt64;
}

/**
 * {@link NFTSharesData} packed for contract state.
 *
 * @remarks The packing layout is internal.
 * @since 0.3.0
 */
export declare class NFTSharesDataPacked extends Struct<{}> {}

/**
 * Settings for deploying the share admin contract.
 *
 * @since 0.3.0
 */
export interface NFTSharesAdminDeployProps extends DeployArgs {
  /** The admin key. */
  admin: PublicKey;
  /** The owner contract whose shares this admin governs. */
  owner: PublicKey;
}

/**
 * Settings for deploying the share owner contract.
 *
 * @since 0.3.0
 */
export interface NFTSharesOwnerDeployProps extends DeployArgs {
  /** The admin key. */
  admin: PublicKey;
  /** The owner key recorded for the NFT. */
  owner: PublicKey;
  /** The collection. */
  collection: PublicKey;
  /** The NFT. */
  nft: PublicKey;
  /** The auction contract. */
  auction: PublicKey;
  /** The most shareholders agree to pay for the NFT. */
  maxBuyPrice: UInt64;
  /** The least shareholders agree to sell the NFT for. */
  minSellPrice: UInt64;
  /** The zkApp URI. */
  uri: string;
}

/**
 * A factory that makes the share contracts for a given auction contract class.
 *
 * @since 0.3.0
 */
export interface DefineNFTSharesFactory {
  /**
   * Makes the classes.
   *
   * @param params - A thunk that returns the auction class.
   * @returns The share contract classes.
   */
  (params: { auctionContract: () => ReturnType<typeof AuctionFactory> }): {
  /** The admin contract of the share token. */
  NFTSharesAdmin: new (address: PublicKey) => SmartContract;
  /** The contract that owns the NFT on behalf of the shareholders. */
  NFTSharesOwner: new (address: PublicKey) => SmartContract;
  /** The share token: a fungible token bound to the share admin. */
  FungibleToken: typeof FungibleToken;
};
}

/**
 * Creates the contracts for fractional ownership of an NFT: an owner contract that holds it, a share token and that token's admin.
 *
 * @remarks Shareholders buy and sell the NFT through the given auction contract, within the agreed price limits.
 * @param params - A thunk that returns the auction class.
 * @returns The share contract classes.
 * @since 0.3.0
 */
export declare function NFTSharesFactory(params: {
  auctionContract: () => ReturnType<typeof AuctionFactory>;
}): {
  /** The admin contract of the share token. */
  NFTSharesAdmin: new (address: PublicKey) => SmartContract;
  /** The contract that owns the NFT on behalf of the shareholders. */
  NFTSharesOwner: new (address: PublicKey) => SmartContract;
  /** The share token: a fungible token bound to the share admin. */
  FungibleToken: typeof FungibleToken;
};
