// The collection, NFT and default policy contracts, and the factories that bind them.
export * from "./collection";
export * from "./nft";
export * from "./standard";
export * from "./factory";
