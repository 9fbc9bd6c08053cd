import type { Field } from "o1js";

/**
 * Encodes a field element in base 56, a compact alphabet without look-alike characters.
 *
 * @param field - The element to encode.
 * @returns The base-56 text.
 * @see {@link fieldFromBase56}
 * @since 0.3.0
 */
export declare function fieldToBase56(field: Field): string;

/**
 * Decodes a base-56 text into a field element.
 *
 * @param str - Text made by {@link fieldToBase56}.
 * @returns The decoded element.
 * @since 0.3.0
 */
export declare function fieldFromBase56(str: string): Field;

/**
 * Encodes a field element in URL-safe base 64 (letters, digits, `-` and `_`).
 *
 * @param field - The element to encode.
 * @returns The base-64 text.
 * @see {@link fieldFromBase64}
 * @since 0.3.0
 */
export declare function fieldToBase64(field: Field): string;

/**
 * Decodes a URL-safe base-64 text into a field element.
 *
 * @param str - Text made by {@link fieldToBase64}.
 * @returns The decoded element.
 * @since 0.3.0
 */
export declare function fieldFromBase64(str: string): Field;

/**
 * Encodes a non-negative bigint in base 56.
 *
 * @param value - The number to encode.
 * @returns The base-56 text.
 * @since 0.3.0
 */
export declare function bigintToBase56(value: bigint): string;

/**
 * Decodes base-56 text into a bigint.
 *
 * @param str - Text made by {@link bigintToBase56}.
 * @returns The decoded number.
 * @since 0.3.0
 */
export declare function bigintFromBase56(str: string): bigint;

/**
 * Encodes a non-negative bigint in URL-safe base 64.
 *
 * @param value - The number to encode.
 * @returns The base-64 text.
 * @since 0.3.0
 */
export declare function bigintToBase64(value: bigint): string;

/**
 * Decodes URL-safe base-64 text into a bigint.
 *
 * @param str - Text made by {@link bigintToBase64}.
 * @returns The decoded number.
 * @since 0.3.0
 */
export declare function bigintFromBase64(str: string): bigint;

/**
 * Splits a number into digits of an arbitrary base.
 *
 * @param x - The number to split.
 * @param base - The radix, for example `56n`.
 * @returns The digits of `x` in the given base.
 * @see {@link fromBase}
 * @since 0.3.0
 */
export declare function toBase(x: bigint, base: bigint): bigint[];

/**
 * Joins digits of an arbitrary base back into a number.
 *
 * @param digits - Digits in the order produced by {@link toBase}.
 * @param base - The radix the digits are in.
 * @returns The number.
 * @since 0.3.0
 */
export declare function fromBase(digits: bigint[], base: bigint): bigint;
