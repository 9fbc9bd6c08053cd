/**
 * Declarations of `@silvana-one/token` 0.3.0: the Mina fungible token
 * contract, its standard, advanced and bonding-curve admin contracts, and
 * bid, offer and claim contracts for trading.
 *
 * @packageDocumentation
 */
export * from "./token";
export * from "./admin/index";
export * from "./trading/index";
export * from "./events";
export * from "./errors";
