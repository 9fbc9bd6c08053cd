/**
 * Declarations of `@silvana-one/api` 0.3.0: a typed client for the hosted
 * Silvana token and NFT API.
 *
 * @remarks
 * Every operation is an HTTP `POST` with a JSON body. The usual flow is: call
 * {@link config} once; build a transaction (for example {@link launchToken});
 * sign it in a wallet; send it to {@link prove}; wait with
 * {@link waitForProofs}; then follow it with {@link waitForTransaction}.
 *
 * @packageDocumentation
 */
export * from "./client";
export * from "./config";
export * from "./wait";
export * from "./schemas/index";
export * from "./operations/index";
