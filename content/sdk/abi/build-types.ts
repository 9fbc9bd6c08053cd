import type { blockchain } from "./types";

/**
 * The options every transaction builder takes.
 *
 * @typeParam TArgs - The request body the builder accepts, one of the api package's request types.
 * @since 0.3.0
 */
export interface BuildTransactionParams<TArgs extends object = object> {
  /** The network to build for. */
  readonly chain: blockchain;
  /** The request, in the same shape as the HTTP API takes it. */
  readonly args: TArgs;
  /** An address that receives the developer fee, if one is charged. */
  readonly developerAddress?: string;
  /** A key of the proving service that pays for proofs, if one is used. */
  readonly provingKey?: string;
  /** The fee paid to the proving service, if one is used. */
  readonly provingFee?: number;
}
