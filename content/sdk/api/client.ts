import type { Client, Options as ClientOptionsBase, TDataShape } from "@hey-api/client-fetch";

/**
 * The options object that every operation function takes.
 *
 * @typeParam TData - The request data of the operation, such as {@link LaunchTokenData}.
 * @typeParam ThrowOnError - Whether failed calls reject instead of resolving with an `error`.
 * @remarks
 * Built on the per-call options of `@hey-api/client-fetch`, the HTTP client the
 * package is generated for (its `Options`, `Client` and `RequestResult` types
 * come from that package and are not exported here). Once {@link config} has
 * set the key and base URL, only `body` is needed; `baseUrl`, `headers` and
 * `throwOnError` override the shared client for one call, `client` swaps in
 * another client instance, and `meta` is passed through to interceptors.
 * @since 0.3.0
 */
export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean> = ClientOptionsBase<TData, ThrowOnError> & {
  /** A client to use instead of the shared one. */
  client?: Client;
  /** Free-form values passed through to request interceptors. */
  meta?: Record<string, unknown>;
};
