/**
 * Polls {@link getProof} until a proving job ends, then returns the hashes of the sent transactions.
 *
 * @remarks
 * Checks every 10 seconds for up to 10 minutes and gives up after 100 failed
 * calls. A job counts as done when its status is `finished` or `used`.
 *
 * @param jobId - The id returned by {@link prove}.
 * @returns One hash per transaction in the job (an entry may be `undefined` when no hash was reported for that transaction), or `undefined` when the job failed or the wait ran out.
 * @example
 * ```ts
 * import { prove, waitForProofs } from "@silvana-one/api";
 *
 * const job = await prove({ body: { tx, signedData } });
 * const hashes = await waitForProofs(job.data!.jobId);
 * if (!hashes) throw new Error("proving failed");
 * ```
 * @since 0.3.0
 */
export declare function waitForProofs(jobId: string): Promise<(string | undefined)[] | undefined>;

/**
 * Polls {@link txStatus} until a transaction is included in a block.
 *
 * @remarks Checks every 30 seconds until the status is `applied`.
 *
 * @param hash - The transaction hash, as returned by {@link waitForProofs} or {@link sendTransaction}.
 * @param timeout - The longest time to wait, in milliseconds. Defaults to five hours.
 * @returns A promise that settles once the transaction is applied.
 * @throws Error when the transaction fails, the timeout passes, or 100 status calls fail.
 * @example
 * ```ts
 * import { waitForTransaction } from "@silvana-one/api";
 *
 * await waitForTransaction(hash, 30 * 60 * 1000); // give up after 30 minutes
 * console.log("included", hash);
 * ```
 * @since 0.3.0
 */
export declare function waitForTransaction(hash: string, timeout?: number): Promise<void>;
