// NFT metadata: traits, texts, trees and pinning.
export * from "./metadata";
export * from "./tree";
export * from "./pin";
