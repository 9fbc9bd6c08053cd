/**
 * Declarations of `@silvana-one/abi` 0.3.0: local builders for token and NFT
 * transactions, the same requests the HTTP API accepts, plus chain readers,
 * bundled verification keys and the list of compilable contracts.
 *
 * @remarks
 * Use this package to build transactions yourself with o1js instead of asking
 * the hosted API; the request types come from the api package.
 *
 * @packageDocumentation
 */
export * from "./types";
export * from "./fee";
export * from "./fetch";
export * from "./info/index";
export * from "./token/index";
export * from "./nft/index";
export * from "./vk";
export * from "./contracts";
