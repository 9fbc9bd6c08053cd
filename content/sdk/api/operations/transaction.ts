import type { RequestResult } from "@hey-api/client-fetch";
import type { Options } from "../client";
import type { ErrorResponse, JobId, JobResults, ProveNftTransaction, ProveNftTransactions, ProveTokenTransaction, ProveTokenTransactions, SendTransactionParams, SendTransactionReply, TransactionStatus, TransactionStatusParams } from "../schemas/transaction";

/**
 * Request data of {@link prove}: the body sent to `/transaction/prove`.
 *
 * @since 0.3.0
 */
export interface ProveData {
  /** The JSON request body. */
  body: ProveTokenTransaction | ProveTokenTransactions | ProveNftTransaction | ProveNftTransactions;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/transaction/prove";
}

/**
 * The body of a successful (HTTP 200) answer from {@link prove}.
 *
 * @since 0.3.0
 */
export type ProveResponse = JobId;

/**
 * Starts a proving job for one or more signed transactions.
 *
 * @remarks
 * Proving runs on the service and takes a while; poll with {@link getProof} or wait with {@link
 * waitForProofs}. Sends `POST /transaction/prove` with the `x-api-key` header set by {@link
 * config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link ProveTokenTransaction} or {@link ProveTokenTransactions} or {@link ProveNftTransaction} or {@link ProveNftTransactions}.
 * @returns The HTTP result; on success `data` holds the {@link JobId} of the new job.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @example
 * ```ts
 * import { prove, waitForProofs } from "@silvana-one/api";
 *
 * const { data: job } = await prove({ body: { tx, signedData, sendTransaction: true }, throwOnError: true });
 * const hashes = await waitForProofs(job.jobId);
 * ```
 * @since 0.3.0
 */
export declare function prove<ThrowOnError extends boolean = false>(
  options: Options<ProveData, ThrowOnError>,
): RequestResult<ProveResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link getProof}: the body sent to `/transaction/proof`.
 *
 * @since 0.3.0
 */
export interface GetProofData {
  /** The JSON request body. */
  body: JobId;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/transaction/proof";
}

/**
 * The body of a successful (HTTP 200) answer from {@link getProof}.
 *
 * @since 0.3.0
 */
export type GetProofResponse = JobResults;

/**
 * Reads the stage of a proving job and its results so far.
 *
 * @remarks
 * Sends `POST /transaction/proof` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link JobId}.
 * @returns The HTTP result; on success `data` holds the {@link JobResults}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link waitForProofs}, which polls this operation.
 * @since 0.3.0
 */
export declare function getProof<ThrowOnError extends boolean = false>(
  options: Options<GetProofData, ThrowOnError>,
): RequestResult<GetProofResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link sendTransaction}: the body sent to `/transaction/send`.
 *
 * @since 0.3.0
 */
export interface SendTransactionData {
  /** The JSON request body. */
  body: SendTransactionParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/transaction/send";
}

/**
 * The body of a successful (HTTP 200) answer from {@link sendTransaction}.
 *
 * @since 0.3.0
 */
export type SendTransactionResponse = SendTransactionReply;

/**
 * Broadcasts a signed and proven transaction to the Mina network.
 *
 * @remarks
 * Not needed when {@link prove} was asked to send the transaction itself. Sends `POST
 * /transaction/send` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link SendTransactionParams}.
 * @returns The HTTP result; on success `data` holds the {@link SendTransactionReply} with the transaction hash.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @since 0.3.0
 */
export declare function sendTransaction<ThrowOnError extends boolean = false>(
  options: Options<SendTransactionData, ThrowOnError>,
): RequestResult<SendTransactionResponse, ErrorResponse, ThrowOnError>;

/**
 * Request data of {@link txStatus}: the body sent to `/transaction/status`.
 *
 * @since 0.3.0
 */
export interface TxStatusData {
  /** The JSON request body. */
  body: TransactionStatusParams;
  /** Not used: the operation has no path parameters. */
  path?: never;
  /** Not used: the operation has no query parameters. */
  query?: never;
  /** The path of the operation, relative to the base URL. */
  url: "/transaction/status";
}

/**
 * The body of a successful (HTTP 200) answer from {@link txStatus}.
 *
 * @since 0.3.0
 */
export type TxStatusResponse = TransactionStatus;

/**
 * Reads where a transaction stands on the network.
 *
 * @remarks
 * Sends `POST /transaction/status` with the `x-api-key` header set by {@link config}.
 *
 * @typeParam ThrowOnError - When true, an HTTP error rejects the promise instead of resolving with `error`.
 * @param options - The call options; `body` holds a {@link TransactionStatusParams}.
 * @returns The HTTP result; on success `data` holds the {@link TransactionStatus}.
 * @throws {@link ErrorResponse} (HTTP 400, 401, 403, 429, 500 or 503) when errors are set to throw.
 * @see {@link waitForTransaction}, which polls this operation.
 * @since 0.3.0
 */
export declare function txStatus<ThrowOnError extends boolean = false>(
  options: Options<TxStatusData, ThrowOnError>,
): RequestResult<TxStatusResponse, ErrorResponse, ThrowOnError>;
