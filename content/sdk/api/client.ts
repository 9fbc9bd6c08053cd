// Stand-in types for the generated HTTP client (`@hey-api/client-fetch`) that the api package is built on.
//
// The published package takes these from its only dependency. They are reduced
// here to the members that explain how an operation is called and what it
// resolves to.

/**
 * The parts of an HTTP request that an operation describes.
 *
 * @since 0.3.0
 */
export interface RequestDataShape {
  /** The JSON request body. */
  body?: unknown;
  /** Values for placeholders in the path; unused by this API. */
  path?: unknown;
  /** Query string values; unused by this API. */
  query?: unknown;
  /** The path of the operation, relative to the base URL. */
  url: string;
}

/**
 * Request data of one API operation: a typed body sent to a fixed path.
 *
 * @typeParam TBody - The body type the operation accepts.
 * @typeParam TUrl - The literal path of the operation.
 * @since 0.3.0
 */
export interface OperationData<TBody, TUrl extends string> extends RequestDataShape {
  /** The JSON request body. */
  body: TBody;
  /** Not used: no operation has path parameters. */
  path?: never;
  /** Not used: no operation has query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: TUrl;
}

/**
 * Settings held by a {@link Client} and accepted per call.
 *
 * @typeParam ThrowOnError - Whether failed calls reject instead of resolving with an `error`.
 * @since 0.3.0
 */
export interface ClientConfig<ThrowOnError extends boolean = boolean> {
  /** The URL that operation paths are appended to. */
  baseUrl?: string;
  /** Extra HTTP headers, such as `x-api-key`. */
  headers?: Record<string, string>;
  /**
   * Whether an HTTP error rejects the returned promise.
   *
   * @default false for a bare client; {@link config} switches it on unless told otherwise
   */
  throwOnError?: ThrowOnError;
}

/**
 * The shared HTTP client that every operation uses unless another one is passed in {@link Options}.
 *
 * @since 0.3.0
 */
export interface Client {
  /**
   * Reads the current settings.
   *
   * @returns The active configuration.
   */
  getConfig(): ClientConfig;
  /**
   * Merges new settings into the client.
   *
   * @param config - The settings to change.
   * @returns The configuration after the change.
   */
  setConfig(config: ClientConfig): ClientConfig;
}

/**
 * The options object that every operation function takes.
 *
 * @typeParam TData - The request data of the operation, such as {@link LaunchTokenData}.
 * @typeParam ThrowOnError - Whether failed calls reject instead of resolving with an `error`.
 * @remarks
 * In practice only `body` is needed once {@link config} has set the key and
 * base URL; the other members override the shared client for one call.
 * @since 0.3.0
 */
export type Options<TData extends RequestDataShape = RequestDataShape, ThrowOnError extends boolean = boolean> =
  ClientConfig<ThrowOnError> &
    Omit<TData, "url"> & {
      /** A client to use instead of the shared one. */
      client?: Client;
      /** Free-form values passed through to request interceptors. */
      meta?: Record<string, unknown>;
    };

/**
 * The HTTP request as seen by the caller.
 *
 * @since 0.3.0
 */
export interface HttpRequestInfo {
  /** The HTTP method; always `POST` for this API. */
  readonly method: string;
  /** The full URL that was called. */
  readonly url: string;
}

/**
 * The HTTP response as seen by the caller.
 *
 * @since 0.3.0
 */
export interface HttpResponseInfo {
  /** The HTTP status code. */
  readonly status: number;
  /** True for status codes 200–299. */
  readonly ok: boolean;
  /** Response headers, keyed by lower-case name. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What an operation function resolves to.
 *
 * @typeParam TData - The body of a successful response.
 * @typeParam TError - The body of an error response.
 * @typeParam ThrowOnError - When true, errors reject and `data` is always present.
 * @remarks
 * With `ThrowOnError` false the result holds either `data` or `error`, so
 * check `error` first.
 * @since 0.3.0
 */
export type RequestResult<TData = unknown, TError = unknown, ThrowOnError extends boolean = boolean> = Promise<
  ThrowOnError extends true
    ? { data: TData; request: HttpRequestInfo; response: HttpResponseInfo }
    : ({ data: TData; error: undefined } | { data: undefined; error: TError }) & {
        request: HttpRequestInfo;
        response: HttpResponseInfo;
      }
>;
