import type { Bool, PublicKey, UInt64 } from "o1js";
import { Option, Struct } from "o1js";
import type { OffChainList, OffchainMapOption, OffchainMapSerialized } from "./list";

/**
 * A provable optional 64-bit amount, returned by whitelist look-ups.
 *
 * @since 0.3.0
 */
export declare class UInt64Option extends Option<UInt64> {}

/**
 * One address allowed by a whitelist, with an optional limit.
 *
 * @since 0.3.0
 */
export declare class WhitelistedAddress {
  /** The permitted account, as a key or a base58 string. */
  address: PublicKey | string;
  /**
   * The largest amount the account may use; its meaning depends on the contract.
   *
   * @default 0
   */
  amount?: UInt64 | number;
}

/**
 * A set of permitted addresses with per-address limits, stored as an {@link OffChainList}.
 *
 * @remarks
 * An empty whitelist allows everyone: {@link Whitelist.getWhitelistedAmount}
 * then returns a set option with amount zero.
 *
 * @example
 * ```ts
 * import { Whitelist } from "@silvana-one/storage";
 *
 * const { whitelist } = await Whitelist.create({
 *   list: [
 *     { address: "B62qexampleBuyerOne", amount: 1_000_000_000 },
 *     { address: "B62qexampleBuyerTwo" },
 *   ],
 * });
 * const pointer = whitelist.toString(); // keep it, e.g. in a deploy script
 * ```
 * @since 0.3.0
 */
export declare class Whitelist extends Struct<{ list: OffChainList }> {
  /**
   * Wraps an off-chain list as a whitelist.
   *
   * @param value - The list that backs the whitelist.
   */
  constructor(value: { list: OffChainList });
  /** The off-chain list of addresses and amounts. */
  list: OffChainList;
  /**
   * Tells whether the whitelist is empty, which means no restriction.
   *
   * @returns True for an empty whitelist.
   */
  isNone(): Bool;
  /**
   * Tells whether the whitelist has entries.
   *
   * @returns True when a restriction applies.
   */
  isSome(): Bool;
  /**
   * Downloads the underlying map and checks it against the root.
   *
   * @returns The map, or an empty option for an empty whitelist.
   */
  load(): Promise<OffchainMapOption>;
  /**
   * Finds the limit of an address.
   *
   * @param address - The account to check.
   * @param name - The name of the map inside the stored document; `"whitelist"` when omitted.
   * @returns The amount; the option is empty when the address is not allowed.
   */
  getWhitelistedAmount(address: PublicKey, name?: string): Promise<UInt64Option>;
  /**
   * Creates the empty whitelist that allows everyone.
   *
   * @returns An empty whitelist.
   */
  static empty(): Whitelist;
  /**
   * Builds a whitelist from addresses and pins it.
   *
   * @param params - The addresses and pinning settings. Fields: `list`: The permitted addresses; `name`: The name of the map inside the stored document; `filename`: The file name shown in the pinning service.  (default "whitelist.json"); `keyvalues`: Labels attached to the pin; `timeout`: How long to keep retrying the upload, in milliseconds.  (default 60000); `attempts`: How many upload attempts to make.  (default 5); `auth`: The Pinata JWT; taken from the environment when omitted; `pin`: Whether to pin the document.  (default true); `json`: An existing document to add this whitelist to.
   * @returns The whitelist and the JSON document that was pinned.
   * @throws Error when pinning is requested and every attempt fails.
   */
  static create(params: {
  /** The permitted addresses. */
  list: WhitelistedAddress[];
  /** The name of the map inside the stored document. */
  name?: string;
  /**
   * The file name shown in the pinning service.
   *
   * @default "whitelist.json"
   */
  filename?: string;
  /** Labels attached to the pin. */
  keyvalues?: object;
  /**
   * How long to keep retrying the upload, in milliseconds.
   *
   * @default 60000
   */
  timeout?: number;
  /**
   * How many upload attempts to make.
   *
   * @default 5
   */
  attempts?: number;
  /** The Pinata JWT; taken from the environment when omitted. */
  auth?: string;
  /**
   * Whether to pin the document.
   *
   * @default true
   */
  pin?: boolean;
  /** An existing document to add this whitelist to. */
  json?: OffchainMapSerialized;
}): Promise<{
    /** The new whitelist. */
    whitelist: Whitelist;
    /** The document that was pinned. */
    json: OffchainMapSerialized;
  }>;
  /**
   * Writes the whitelist as JSON text.
   *
   * @returns The JSON text.
   */
  toString(): string;
  /**
   * Reads a whitelist from the text made by {@link Whitelist.toString}.
   *
   * @param str - The JSON text.
   * @returns The whitelist.
   */
  static fromString(str: string): Whitelist;
}
