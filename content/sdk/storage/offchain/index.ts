// Off-chain lists and the whitelists built on them.
export * from "./list";
export * from "./whitelist";
