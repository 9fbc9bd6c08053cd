import type { Field, Bool } from "o1js";
import { IndexedMerkleMap, Option, Struct } from "o1js";
import type { Storage, IpfsHash } from "../storage";
import type { IndexedMapSerialized, IndexedMapSerializedJson } from "../indexed-map";

/**
 * The JSON document that backs an off-chain list: for each name, the map plus the readable entries it was built from.
 *
 * @since 0.3.0
 */
export interface OffchainMapSerialized extends IndexedMapSerializedJson {
  /** One stored list, keyed by its name. */
  [name: string]: {
    /** The serialised Merkle map. */
    map: IndexedMapSerialized;
    /** The entries, with keys and values as decimal strings. */
    list: {
      /** The key. */
      key: string;
      /** The value. */
      value?: string;
    }[];
    /** Optional extra data stored alongside the list. */
    data?: object;
  };
}

/**
 * An indexed Merkle map of height 20 that holds the entries of an off-chain list.
 *
 * @remarks Holds up to 2^19 entries.
 * @since 0.3.0
 */
export declare class OffchainMap extends IndexedMerkleMap {}

/**
 * A provable optional {@link OffchainMap}: empty when the list has no content.
 *
 * @since 0.3.0
 */
export declare class OffchainMapOption extends Option<OffchainMap> {}

/**
 * A provable optional field element, returned by list look-ups.
 *
 * @since 0.3.0
 */
export declare class FieldOption extends Option<Field> {}

/**
 * One entry to put into an off-chain list.
 *
 * @since 0.3.0
 */
export interface OffChainMapEntry {
  /** The key; numbers and strings are converted to field elements. */
  key: Field | bigint | number | string;
  /**
   * The value stored under the key.
   *
   * @default 0
   */
  value?: Field | bigint | number | string;
}

/**
 * Entries for a new list, or the IPFS hash of a list that has already been pinned.
 *
 * @since 0.3.0
 */
export type OffChainMapEntries = OffChainMapEntry[] | IpfsHash;

/**
 * An off-chain list reduced to its Merkle root, for contracts that keep the storage pointer elsewhere.
 *
 * @remarks
 * A zero root means the list is absent. Compare with {@link OffChainList},
 * which carries its own storage pointer.
 * @since 0.3.0
 */
export declare class OffChainListBase extends Struct<{ root: Field }> {
  /**
   * Wraps a root.
   *
   * @param value - The Merkle root of the list.
   */
  constructor(value: { root: Field });
  /** The Merkle root of the list; zero when there is no list. */
  root: Field;
  /**
   * Tells whether the list is absent.
   *
   * @returns True when the root is zero.
   */
  isNone(): Bool;
  /**
   * Tells whether the list is present.
   *
   * @returns True when the root is not zero.
   */
  isSome(): Bool;
  /**
   * Downloads the map from the given storage and checks it against the root.
   *
   * @param storage - Where the map is pinned.
   * @param name - The name of the map inside the stored document.
   * @returns The map, or an empty option when the list is absent.
   */
  load(storage: Storage, name?: string): Promise<OffchainMapOption>;
  /**
   * Looks up the value of a key.
   *
   * @param key - The key to look up.
   * @param storage - Where the map is pinned.
   * @param name - The name of the map inside the stored document.
   * @returns The value; the option is set when the key is present or the list is absent.
   */
  getValue(key: Field, storage: Storage, name?: string): Promise<FieldOption>;
  /**
   * Creates an absent list.
   *
   * @returns A list with a zero root.
   */
  static empty(): OffChainListBase;
  /**
   * Builds the map for a set of entries without pinning it.
   *
   * @param params - The entries, an optional map name and optional extra data.
   * @returns The list and the JSON document to store.
   */
  static create(params: {
    list: OffChainMapEntry[] | { key: string; value?: number }[];
    name?: string;
    data?: object;
  }): Promise<{
    /** The new list. */
    listBase: OffChainListBase;
    /** The document to store. */
    json: OffchainMapSerialized;
  }>;
  /**
   * Writes the root as JSON text.
   *
   * @returns The JSON text.
   */
  toString(): string;
  /**
   * Reads a list from the text made by {@link OffChainListBase.toString}.
   *
   * @param str - The JSON text.
   * @returns The list.
   */
  static fromString(str: string): OffChainListBase;
}

/**
 * A key-value list kept off-chain: a Merkle root plus an IPFS pointer to the full map.
 *
 * @remarks
 * Contracts store only the two values; provers download the map with
 * {@link OffChainList.load} and check it against the root. The list is
 * treated as absent when the root is zero or the storage pointer is empty.
 *
 * @example
 * ```ts
 * import { OffChainList } from "@silvana-one/storage";
 *
 * const { list, json } = await OffChainList.create({
 *   list: [{ key: "1", value: 10 }, { key: "2", value: 25 }],
 *   auth: process.env.PINATA_JWT,
 * });
 * console.log(list.toString(), Object.keys(json));
 * ```
 * @since 0.3.0
 */
export declare class OffChainList extends Struct<{ root: Field; storage: Storage }> {
  /**
   * Wraps a root and a storage pointer.
   *
   * @param value - The Merkle root and the IPFS pointer.
   */
  constructor(value: { root: Field; storage: Storage });
  /** The Merkle root of the list. */
  root: Field;
  /** The IPFS pointer to the stored map. */
  storage: Storage;
  /**
   * Tells whether the list is absent.
   *
   * @returns True when the root is zero or the pointer is empty.
   */
  isNone(): Bool;
  /**
   * Tells whether the list is present.
   *
   * @returns The negation of {@link OffChainList.isNone}.
   */
  isSome(): Bool;
  /**
   * Downloads the map and checks it against the root.
   *
   * @param name - The name of the map inside the stored document.
   * @returns The map, or an empty option when the list is absent.
   */
  load(name?: string): Promise<OffchainMapOption>;
  /**
   * Looks up the value of a key.
   *
   * @param key - The key to look up.
   * @param name - The name of the map inside the stored document.
   * @returns The value; the option is set when the key is present or the list is absent.
   */
  getValue(key: Field, name?: string): Promise<FieldOption>;
  /**
   * Creates an absent list.
   *
   * @returns A list with a zero root and an empty pointer.
   */
  static empty(): OffChainList;
  /**
   * Builds the map for a set of entries and pins it to IPFS.
   *
   * @param params - The entries and pinning settings. Fields: `list`: The entries of the list; `key`: The key; `value`: The value; `data`: Extra data stored next to the list; `name`: The name of the map inside the stored document.  (default "offchain-map"); `filename`: The file name shown in the pinning service.  (default "offchain-list.json"); `keyvalues`: Labels attached to the pin; `timeout`: How long to keep retrying the upload, in milliseconds.  (default 60000); `attempts`: How many upload attempts to make.  (default 5); `auth`: The Pinata JWT; taken from the environment when omitted; `pin`: Whether to pin the document; when false the storage pointer stays empty.  (default true); `json`: An existing document to add this list to.
   * @returns The new list and the JSON document that was pinned.
   * @throws Error when pinning is requested and every attempt fails.
   */
  static create(params: {
  /** The entries of the list. */
  list:
    | OffChainMapEntry[]
    | {
        /** The key. */
        key: string;
        /** The value. */
        value?: number;
      }[];
  /** Extra data stored next to the list. */
  data?: object;
  /**
   * The name of the map inside the stored document.
   *
   * @default "offchain-map"
   */
  name?: string;
  /**
   * The file name shown in the pinning service.
   *
   * @default "offchain-list.json"
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
   * Whether to pin the document; when false the storage pointer stays empty.
   *
   * @default true
   */
  pin?: boolean;
  /** An existing document to add this list to. */
  json?: OffchainMapSerialized;
}): Promise<{
    /** The new list. */
    list: OffChainList;
    /** The document that was pinned. */
    json: OffchainMapSerialized;
  }>;
  /**
   * Writes the root and pointer as JSON text.
   *
   * @returns The JSON text.
   */
  toString(): string;
  /**
   * Reads a list from the text made by {@link OffChainList.toString}.
   *
   * @param str - The JSON text.
   * @returns The list.
   */
  static fromString(str: string): OffChainList;
}
