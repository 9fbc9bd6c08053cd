/**
 * The networks the hosted API serves, as accepted by {@link config}.
 *
 * @since 0.3.0
 */
export type ApiChain = "mainnet" | "devnet" | "zeko";

/**
 * Settings accepted by {@link config}.
 *
 * @since 0.3.0
 */
export interface ApiConfigOptions {
  /** The API key, sent with every call in the `x-api-key` header. Keys are issued at minatokens.com. */
  readonly apiKey: string;
  /**
   * The network to talk to; selects the base URL.
   *
   * @default "mainnet"
   */
  readonly chain?: ApiChain;
  /**
   * Whether failed calls reject their promise instead of resolving with an `error` member.
   *
   * @default true
   */
  readonly throwOnError?: boolean;
}

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
 * Call it once before any operation. The chain values map to these base URLs:
 * `mainnet` → https://minatokens.com/api/v1/, `devnet` →
 * https://devnet.minatokens.com/api/v1/, `zeko` → https://zekotokens.com/api/v1/.
 *
 * @param options - The key, network and error mode; see {@link ApiConfigOptions}.
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
export declare function config(options: ApiConfigOptions): void;

export default config;
