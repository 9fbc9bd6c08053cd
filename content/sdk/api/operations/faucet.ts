import type { RequestResult } from "@hey-api/client-fetch";
import type { Options } from "../client";
import type { FaucetParams, FaucetResponse } from "../schemas/info";
import type { ErrorResponse } from "../schemas/transaction";

/**
 * Request data of {@link faucet}: the body sent to `/faucet`.
 *
 * @since 0.3.0
 */
export interface FaucetData {
  /** The JSON request body. */
  body: FaucetParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/faucet";
}

/**
 * Another name for the faucet answer body, kept because the generator had to avoid a clash with {@link FaucetResponse}.
 *
 * @deprecated Use {@link FaucetResponse}; the two types are identical.
 * @since 0.3.0
 */
export type FaucetOperationResponse = FaucetResponse;

/**
 * Asks the faucet to send test MINA to an account.
 *
 * @remarks
 * Meant for test networks such as devnet and Zeko, where accounts need funds
 * to pay fees. Sends `POST /faucet` with the `x-api-key` header set by
 * {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link FaucetParams}.
 * @returns The HTTP result; on success `data` holds a {@link FaucetResponse} with the funding transaction hash.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { config, faucet } from "@silvana-one/api";
 *
 * config({ apiKey: process.env.MINATOKENS_API_KEY!, chain: "devnet" });
 * const { data } = await faucet({ body: { address: "B62qexampleNewAccount" } });
 * console.log(data?.hash);
 * ```
 * @since 0.3.0
 */
export declare function faucet<ThrowOnError extends boolean = false>(
  options: Options<FaucetData, ThrowOnError>,
): RequestResult<FaucetResponse, ErrorResponse, ThrowOnError>;
