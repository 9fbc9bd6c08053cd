/**
 * Declarations of `@silvana-one/upgradable` 0.3.0: how Mina contracts ask an
 * upgrade authority before replacing their verification key, and the
 * validator-governed authority that ships with the package.
 *
 * @packageDocumentation
 */
export * from "./upgrade";
export * from "./validators/index";
export * from "./authority";
