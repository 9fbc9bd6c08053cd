import type { Field, UInt64 } from "o1js";
import { Struct } from "o1js";

/**
 * The quotient and remainder of {@link mulDiv}.
 *
 * @since 0.3.0
 */
export declare class MulDivResult extends Struct<{ result: UInt64; remainder: UInt64 }> {
  /**
   * Creates a result.
   *
   * @param value - Both fields.
   */
  constructor(value: { result: UInt64; remainder: UInt64 });
  /** The quotient, rounded down. */
  result: UInt64;
  /** What is left over. */
  remainder: UInt64;
}

/**
 * Computes `value × multiplier ÷ denominator` inside a circuit, with remainder, without overflowing 64 bits in between.
 *
 * @param params - The three operands.
 * @returns The quotient and remainder.
 * @example
 * ```ts
 * import { mulDiv } from "@silvana-one/nft";
 * import { UInt64 } from "o1js";
 *
 * // 2.5% royalty on a 40 MINA sale
 * const { result } = mulDiv({ value: UInt64.from(40e9), multiplier: UInt64.from(2_500), denominator: UInt64.from(100_000) });
 * ```
 * @since 0.3.0
 */
export declare function mulDiv(params: { value: UInt64; multiplier: UInt64; denominator: UInt64 }): MulDivResult;

/**
 * Decodes a field element made by {@link fieldFromString} back into text.
 *
 * @param field - The element.
 * @returns The text.
 * @since 0.3.0
 */
export declare function fieldToString(field: Field): string;

/**
 * Encodes a short text (up to about 31 bytes) as one field element, as used for names and trait keys.
 *
 * @param storage - The text.
 * @returns The element.
 * @throws Error when the text does not fit one field element.
 * @since 0.3.0
 */
export declare function fieldFromString(storage: string): Field;
