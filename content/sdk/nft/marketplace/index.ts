// Marketplace contracts: offers, bids, auctions, shares and the bulletin board.
export * from "./types";
export * from "./offer";
export * from "./bid";
export * from "./auction";
export * from "./shares";
export * from "./bb";
