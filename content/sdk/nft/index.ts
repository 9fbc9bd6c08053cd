/**
 * Declarations of `@silvana-one/nft` 0.3.0: NFT collections on Mina with
 * pluggable admin, owner, approval and update contracts, rich metadata, and
 * marketplace contracts for offers, bids, auctions and shared ownership.
 *
 * @packageDocumentation
 */
export * from "./interfaces/index";
export * from "./contracts/index";
export * from "./admin/index";
export * from "./marketplace/index";
export * from "./metadata/index";
export * from "./zkprogram";
export * from "./vk";
export * from "./util";
