// Trading contracts: bids, offers and claim pools.
export * from "./bid";
export * from "./offer";
export * from "./claim";
