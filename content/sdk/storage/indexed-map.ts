import type { IndexedMerkleMap, IndexedMerkleMapClass } from "o1js";

/**
 * A whole indexed Merkle map written out as text, ready to be stored as JSON.
 *
 * @remarks
 * Produced by {@link serializeIndexedMap} and read back by
 * {@link deserializeIndexedMerkleMap}. The tree nodes and sorted leaves are
 * kept as opaque encoded strings.
 * @since 0.3.0
 */
export interface IndexedMapSerialized {
  /** The height of the tree the map was built with. */
  height: number;
  /** The Merkle root, as a decimal field string. */
  root: string;
  /** The number of used leaves, as a decimal field string. */
  length: string;
  /** All tree nodes, encoded. */
  nodes: string;
  /** The leaves in key order, encoded. */
  sortedLeaves: string;
}

/**
 * A JSON document that holds one or more serialised maps, each under its own name.
 *
 * @since 0.3.0
 */
export type IndexedMapSerializedJson = {
  /** One map, by name. */
  [name: string]: {
    /** The serialised map stored under this name. */
    map: IndexedMapSerialized;
  };
};

/**
 * Downloads a serialised map and rebuilds it as an instance of the given class.
 *
 * @typeParam M - The map type to rebuild.
 * @param params - Where to find the map and which class to use. Fields: `url`: The address of the JSON document, usually an IPFS gateway URL; `type`: The map class to rebuild; its height must match the stored map; `name`: The name under which the map sits in the document.  (default "indexed-map"); `timeout`: How long to keep retrying, in milliseconds.  (default 60000); `attempts`: How many download attempts to make.  (default 5).
 * @returns The rebuilt map.
 * @throws Error when the document cannot be fetched within the allowed attempts.
 * @see {@link saveIndexedMerkleMap} for the opposite direction.
 * @since 0.3.0
 */
export declare function loadIndexedMerkleMap<M extends IndexedMerkleMap = IndexedMerkleMap>(
  params: {
  /** The address of the JSON document, usually an IPFS gateway URL. */
  url: string;
  /** The map class to rebuild; its height must match the stored map. */
  type: IndexedMerkleMapClass<M>;
  /**
   * The name under which the map sits in the document.
   *
   * @default "indexed-map"
   */
  name?: string;
  /**
   * How long to keep retrying, in milliseconds.
   *
   * @default 60000
   */
  timeout?: number;
  /**
   * How many download attempts to make.
   *
   * @default 5
   */
  attempts?: number;
},
): Promise<M>;

/**
 * Serialises a map and pins it to IPFS.
 *
 * @param params - The map and the pinning settings. Fields: `map`: The map to serialise and pin; `name`: The name under which the map is stored inside the document.  (default "indexed-map"); `filename`: The file name shown in the pinning service.  (default "indexed-map"); `keyvalues`: Extra labels attached to the pin; `key`: The label name; `value`: The label value; `auth`: The pinning service token (a Pinata JWT).
 * @returns The IPFS hash of the pinned document, or `undefined` when pinning failed.
 * @see {@link loadIndexedMerkleMap}
 * @since 0.3.0
 */
export declare function saveIndexedMerkleMap(params: {
  /** The map to serialise and pin. */
  map: IndexedMerkleMap;
  /**
   * The name under which the map is stored inside the document.
   *
   * @default "indexed-map"
   */
  name?: string;
  /**
   * The file name shown in the pinning service.
   *
   * @default "indexed-map"
   */
  filename?: string;
  /** Extra labels attached to the pin. */
  keyvalues?: {
    /** The label name. */
    key: string;
    /** The label value. */
    value: string;
  }[];
  /** The pinning service token (a Pinata JWT). */
  auth: string;
}): Promise<string | undefined>;

/**
 * Turns a map into its text form.
 *
 * @param map - The map to serialise.
 * @returns The serialised map.
 * @since 0.3.0
 */
export declare function serializeIndexedMap(map: IndexedMerkleMap): IndexedMapSerialized;

/**
 * Rebuilds a map of a chosen class from its text form.
 *
 * @typeParam M - The map type to rebuild.
 * @param params - The serialised map and the class to rebuild it as.
 * @returns The map, or `undefined` when the data does not describe a valid map.
 * @since 0.3.0
 */
export declare function deserializeIndexedMerkleMap<M extends IndexedMerkleMap>(params: {
  serializedIndexedMap: IndexedMapSerialized;
  type: IndexedMerkleMapClass<M>;
}): M | undefined;
/**
 * Rebuilds a map from its text form using the default map class.
 *
 * @param params - The serialised map; without a `type`, a map class of the stored height is used.
 * @returns The map, or `undefined` when the data does not describe a valid map.
 * @since 0.3.0
 */
export declare function deserializeIndexedMerkleMap(params: {
  serializedIndexedMap: IndexedMapSerialized;
  type?: undefined;
}): IndexedMerkleMap | undefined;

/**
 * Parses and checks the JSON text of a serialised map.
 *
 * @param serializedMap - The JSON text.
 * @returns The parsed map description.
 * @throws Error when a required key is missing or has the wrong type.
 * @since 0.3.0
 */
export declare function parseIndexedMapSerialized(serializedMap: string): IndexedMapSerialized;
