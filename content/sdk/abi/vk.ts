import type { ChainVerificationKeysList, VerificationKeysList } from "./types";

/**
 * Verification keys for devnet of every contract the builders deploy, built with o1js 2.2.0.
 *
 * @since 0.3.0
 */
export declare const devnet: ChainVerificationKeysList;

/**
 * Verification keys for mainnet of every contract the builders deploy, built with o1js 2.2.0.
 *
 * @since 0.3.0
 */
export declare const mainnet: ChainVerificationKeysList;

/**
 * The {@link devnet} and {@link mainnet} key lists together.
 *
 * @since 0.3.0
 */
export declare const tokenVerificationKeys: VerificationKeysList;
