// Shared NFT data types, events and the contract interfaces.
export * from "./types";
export * from "./events";
export * from "./bases";
