/**
 * The service fee for launching a token or collection: 10 MINA, in nanomina.
 *
 * @since 0.3.0
 */
export declare const LAUNCH_FEE: number;

/**
 * The network fee the builders put on each transaction: 0.1 MINA, in nanomina.
 *
 * @since 0.3.0
 */
export declare const TRANSACTION_FEE: number;
