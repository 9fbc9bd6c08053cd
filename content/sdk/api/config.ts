/**
 * Base URLs of the hosted API, one per network. `baseUrl` may also be any other string.
 *
 * @since 0.3.0
 */
export interface ClientOptions {
  /** The URL that operation paths are appended to. */
  baseUrl:
    | "https://minatokens.com/api/v1/"
    | "https://devnet.minatokens.com/api/v1/"
    | "https://zekotokens.com/api/v1/"
    | (string & {});
}

/**
 * Prepares the shared client: sets the API key, picks the base URL of a network and chooses how errors are reported.
 *
 * @remarks
 * Call it once, on your server, before any operation: the key is a secret and
 * must never reach browser code. The `chain` values map to these base URLs:
 * `mainnet` (the default) → https://minatokens.com/api/v1/, `devnet` →
 * https://devnet.minatokens.com/api/v1/, `zeko` → https://zekotokens.com/api/v1/.
 * With `throwOnError` left at `true`, a failed call rejects its promise.
 *
 * @param options - `apiKey` (sent as the `x-api-key` header), `chain` (which hosted endpoint, and so which Mina network or Zeko, requests go to; it has nothing to do with a rollup's settlement chain) and `throwOnError` (default `true`).
 * @returns Nothing; the shared client is changed in place.
 * @example
 * ```ts
 * import { config, getNonce } from "@silvana-one/api";
 *
 * config({ apiKey: process.env.MINATOKENS_API_KEY!, chain: "devnet" });
 * const { data } = await getNonce({ body: { address: "B62qexampleSender" } });
 * console.log(data?.nonce);
 * ```
 * @see {@link ClientOptions} for the list of base URLs.
 * @since 0.3.0
 */
export declare function config(options: {
  apiKey: string;
  chain?: "mainnet" | "devnet" | "zeko";
  throwOnError?: boolean;
}): void;
