// Stand-in for `@hey-api/client-fetch` ^0.8.2, the only dependency of `@silvana-one/api`.
//
// The api sources import these names from the bare specifier
// "@hey-api/client-fetch", as the published package does, so the typed
// reference treats them as external (shown in signatures, no page of their
// own, not part of the api package's export list). This file exists only so
// that `tsc` can check the SDK declarations and the docs' code blocks; it keeps
// the members that explain how an operation is called and what it resolves to.

/** The parts of an HTTP request an operation describes. */
export interface TDataShape {
  body?: unknown;
  headers?: unknown;
  path?: unknown;
  query?: unknown;
  url: string;
}

/** Settings held by a client and accepted per call. */
export interface Config<ThrowOnError extends boolean = boolean> {
  /** The URL that operation paths are appended to. */
  baseUrl?: string;
  /** Extra HTTP headers, such as `x-api-key`. */
  headers?: Record<string, string>;
  /** Whether an HTTP error rejects the returned promise. */
  throwOnError?: ThrowOnError;
}

/** A configured HTTP client. */
export interface Client {
  getConfig(): Config;
  setConfig(config: Config): Config;
}

/** Per-call options: the client settings plus the request data minus its fixed URL. */
export type Options<TData extends TDataShape = TDataShape, ThrowOnError extends boolean = boolean> = Config<ThrowOnError> &
  Omit<TData, "url">;

/** What a call resolves to: `data` on success, else `error` (or a rejection when errors throw). */
export type RequestResult<TData = unknown, TError = unknown, ThrowOnError extends boolean = boolean> = ThrowOnError extends true
  ? Promise<{ data: TData; request: Request; response: Response }>
  : Promise<({ data: TData; error: undefined } | { data: undefined; error: TError }) & { request: Request; response: Response }>;
