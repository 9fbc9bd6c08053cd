// NFT metadata: traits, texts, trees, addresses and pinning.
export * from "./metadata";
export * from "./tree";
export * from "./address";
export * from "./pin";
