import type { Field } from "o1js";

/** A contract class that can be compiled; not exported by the package in 0.3.0. */
interface Compilable {
  /**
   * Compiles the class.
   *
   * @param options - Optional compiler settings, such as a key cache.
   * @returns The verification key.
   */
  compile(options?: { cache?: unknown }): Promise<{ verificationKey: { data: string; hash: Field } }>;
}

/**
 * Every contract class the builders may need to compile, by name.
 *
 * @remarks
 * Covers the token contracts and admins, the bid, offer and claim contracts,
 * the bonding-curve admin, the NFT, collection and admin contracts, the NFT
 * offer contracts and the upgrade authority. Compile what a transaction uses
 * before proving it.
 * @since 0.3.0
 */
export declare const contractList: Record<string, Compilable>;
