/**
 * Checks that a string is a valid Mina address.
 *
 * @param address - The text to check; `undefined` is accepted and reported as invalid.
 * @returns True when the text is a base58 public key that decodes and encodes back to itself.
 * @example
 * ```ts
 * import { checkAddress } from "@silvana-one/abi";
 *
 * if (!(await checkAddress(form.receiver))) throw new Error("not a Mina address");
 * ```
 * @since 0.3.0
 */
export declare function checkAddress(address: string | undefined): Promise<boolean>;
