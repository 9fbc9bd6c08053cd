/**
 * Declarations of `@silvana-one/storage` 0.3.0: off-chain lists and maps,
 * whitelists, IPFS pointers and pinning, saving and loading of indexed Merkle
 * maps, and base-56 / base-64 encoders.
 *
 * @packageDocumentation
 */
export * from "./storage";
export * from "./offchain/index";
export * from "./indexed-map";
export * from "./ipfs";
export * from "./base";
export * from "./utils";
