/**
 * Waits for a number of milliseconds.
 *
 * @param ms - How long to wait.
 * @returns A promise that settles after the delay.
 * @since 0.3.0
 */
export declare function sleep(ms: number): Promise<unknown>;
