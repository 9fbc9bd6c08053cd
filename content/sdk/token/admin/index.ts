// The three admin contracts a token can be bound to.
export * from "./standard";
export * from "./advanced";
export * from "./bonding-curve";
