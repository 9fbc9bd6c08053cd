import type { Field, PublicKey, UInt64 } from "o1js";
import { IndexedMerkleMap, Struct } from "o1js";
import type { MetadataTree, Text } from "./tree";

/**
 * An indexed Merkle map of height 20 that holds the hashed traits of one NFT.
 *
 * @remarks Its root is the `metadata` value stored on the NFT account.
 * @since 0.3.0
 */
export declare class MetadataMap extends IndexedMerkleMap {}

/**
 * The kinds of value a trait can hold.
 *
 * @remarks
 * `string` is a short text that fits one field; `text`, `image` and `url` are
 * long texts stored as a {@link Text} tree; `field`, `number` and `address`
 * hold a field element, a 64-bit number and a public key; `map` nests another
 * {@link Metadata}; `tree` holds a {@link MetadataTree}.
 * @since 0.3.0
 */
export type MetadataFieldType = "string" | "text" | "image" | "url" | "field" | "number" | "address" | "map" | "tree";

/**
 * For each trait kind: the numeric code stored on-chain, the value type accepted as input and the type it is stored as.
 *
 * @since 0.3.0
 */
export declare const MetadataFieldTypeValues: {
  readonly [K in MetadataFieldType]: {
    /** The numeric code written into {@link MetadataValue.type}. */
    readonly code: number;
    /** The JavaScript or o1js type accepted when adding the trait. */
    readonly inputType: string;
    /** The type the value is stored as. */
    readonly storedType: string;
  };
};

/**
 * The hashed form of one trait value, as committed in the {@link MetadataMap}.
 *
 * @since 0.3.0
 */
export declare class MetadataValue extends Struct<{ value: Field; type: Field; length: Field; height: Field }> {
  /**
   * Creates the record from its fields.
   *
   * @param value - All fields.
   */
  constructor(value: { value: Field; type: Field; length: Field; height: Field });
  /** The value itself, or the root of its tree. */
  value: Field;
  /** The code of the trait kind, from {@link MetadataFieldTypeValues}. */
  type: Field;
  /** The length of texts, maps and trees; zero otherwise. */
  length: Field;
  /** The tree height of texts, maps and trees; zero otherwise. */
  height: Field;
  /**
   * Builds the hashed form of a typed value.
   *
   * @param params - The value and its kind.
   * @returns The value.
   * @throws Error when the value does not match the kind.
   */
  static new(params: { value: Field | Text | Metadata | MetadataTree | PublicKey | UInt64; type: MetadataFieldType }): MetadataValue;
  /**
   * Hashes the four fields with Poseidon.
   *
   * @returns The hash stored in the map.
   */
  hash(): Field;
}

/**
 * Base of trait plugins that add custom trait kinds; not exported by the package in 0.3.0.
 */
declare abstract class MetadataPlugin {
  /** The trait kind name the plugin handles. */
  readonly name: string;
  /**
   * Converts a trait into its hashed form.
   *
   * @param params - The trait.
   * @returns The key, the value and the canonical form to keep.
   */
  abstract getTrait(params: { key: string; type: string; value: unknown; isPrivate?: boolean }): {
    key: Field;
    value: MetadataValue;
    canonicalRepresentation: unknown;
  };
  /**
   * Converts a stored value to JSON.
   *
   * @param value - The value.
   * @returns The JSON form.
   */
  abstract toJSON(value: unknown): string | object;
  /**
   * Reads a value back from JSON.
   *
   * @param value - The JSON form.
   * @returns The value.
   */
  abstract fromJSON(value: string | object): unknown;
}

/**
 * A sample trait plugin that stores colours as numbers.
 *
 * @remarks Accepts colour names (blue, red, green, yellow, purple, orange, pink), `#rrggbb` strings or numbers.
 * @example
 * ```ts
 * import { Metadata, ColorPlugin } from "@silvana-one/nft";
 *
 * const meta = new Metadata({ name: "Tile", image: "https://example.com/tile.png", plugins: [new ColorPlugin()] });
 * meta.addTrait({ key: "background", type: "color", value: "orange" });
 * ```
 * @since 0.3.0
 */
export declare class ColorPlugin extends MetadataPlugin {
  /** Always `color`. */
  readonly name: "color";
  /**
   * Converts a colour to its number.
   *
   * @param value - A colour name, a `#rrggbb` string or a number.
   * @returns The colour as a 24-bit number.
   * @throws Error for values it cannot read.
   */
  getColor(value: string | number): number;
  /**
   * Converts a colour trait into its hashed form.
   *
   * @param params - The trait.
   * @returns The key, the value and the colour number.
   */
  getTrait(params: { key: string; type: string; value: string | number }): {
    /** The trait name, encoded. */
    key: Field;
    /** The hashed value. */
    value: MetadataValue;
    /** The colour number. */
    canonicalRepresentation: number;
  };
  /**
   * Writes a colour as hexadecimal text.
   *
   * @param value - The colour.
   * @returns The hex digits.
   */
  toJSON(value: string | number): string;
  /**
   * Reads a colour from hexadecimal text.
   *
   * @param value - The hex digits.
   * @returns The colour number.
   * @throws Error when the value is not a string.
   */
  fromJSON(value: string | object): number;
}

/**
 * The metadata of one NFT: named, typed traits committed in a Merkle map, with public and private parts.
 *
 * @remarks
 * Every trait is hashed into {@link Metadata.map}; only the root goes on-chain.
 * Private traits are left out of {@link Metadata.toJSON} unless asked for, so
 * the owner can prove them later without publishing them.
 *
 * @example
 * ```ts
 * import { Metadata, pinMetadata } from "@silvana-one/nft";
 *
 * const meta = new Metadata({ name: "Sketch #1", image: "https://example.com/1.png" });
 * meta.addTrait({ key: "artist", type: "string", value: "Ada" });
 * meta.addTrait({ key: "edition", type: "number", value: 1 });
 * meta.addTrait({ key: "unlock code", type: "string", value: "x7k2", isPrivate: true });
 * const { ipfsHash, metadataRoot } = await pinMetadata(meta);
 * ```
 * @since 0.3.0
 */
export declare class Metadata {
  /**
   * Creates metadata with the base traits `name`, `image` and, when given, `description` and `banner`.
   *
   * @param params - The base values and any trait plugins.
   */
  constructor(params: { name: string; image: string; description?: string; banner?: string; plugins?: MetadataPlugin[] });
  /** The map that commits to every trait. */
  readonly map: MetadataMap;
  /** The NFT name. */
  readonly name: string;
  /** A link to the image. */
  image: string;
  /** A link to a banner. */
  banner?: string;
  /** A description. */
  description?: string;
  /** The plugins that handle custom trait kinds. */
  plugins: MetadataPlugin[];
  /** The traits in readable form, keyed by name. */
  traits: {
    /** One trait, by name. */
    [key: string]: {
      /** The trait kind. */
      type: string;
      /** The value in canonical form. */
      value: unknown;
      /** Whether the trait is private. */
      isPrivate: boolean;
    };
  };
  /**
   * Adds or replaces a trait.
   *
   * @param params - The trait name, kind and value, and whether it is private. The value must fit the
   * kind: a string for `string`, `text`, `image` and `url`; a `Field`, bigint, number or numeric string
   * for `field`; a `UInt64`, bigint, number or numeric string for `number`; a `PublicKey` or its base58
   * string for `address`; a nested {@link Metadata} for `map`; a {@link MetadataTree} for `tree`; a
   * plugin's own kind takes what the plugin accepts.
   * @returns The key and hashed value written to the map.
   * @throws Error when the value does not fit the kind or the kind is unknown.
   */
  addTrait(params: { key: string; type: string; value: unknown; isPrivate?: boolean }): {
    /** The trait name, encoded. */
    key: Field;
    /** The hashed value. */
    value: MetadataValue;
  };
  /**
   * Writes the metadata as JSON.
   *
   * @param includePrivateTraits - Whether to include private traits. Defaults to false.
   * @returns The JSON form.
   */
  toJSON(includePrivateTraits?: boolean): {
  /** The NFT name. */
  readonly name: string;
  /** A link to the image. */
  readonly image: string;
  /** A description. */
  readonly description?: string;
  /** A link to a banner. */
  readonly banner?: string;
  /** The root of the {@link MetadataMap}. */
  readonly metadataRoot: string;
  /** The traits. */
  readonly traits: {
  /** The trait name. */
  readonly key: string;
  /** The trait kind. */
  readonly type: string;
  /** The value, in JSON form. */
  readonly value: string | object;
  /** Whether the trait is private. */
  readonly isPrivate?: boolean;
}[];
};
  /**
   * Rebuilds metadata from its JSON form.
   *
   * @param params - The JSON, whether to check that the rebuilt root matches `metadataRoot`, and any plugins.
   * @returns The metadata.
   * @throws Error when required values are missing or the root check fails.
   */
  static fromJSON(params: { json: {
  /** The NFT name. */
  name: string;
  /** A link to the image. */
  image: string;
  /** A description. */
  description?: string;
  /** A link to a banner. */
  banner?: string;
  /** The root of the {@link MetadataMap}. */
  metadataRoot: string;
  /** The traits; none when left out. */
  traits?: {
  /** The trait name. */
  key: string;
  /** The trait kind. */
  type: string;
  /** The value, in JSON form. */
  value: string | object;
  /** Whether the trait is private. */
  isPrivate?: boolean;
}[];
}; checkRoot?: boolean; plugins?: MetadataPlugin[] }): Metadata;
  /**
   * Rebuilds metadata from the shape used by the HTTP API's `NftMetadata`.
   *
   * @param params - The API JSON and any plugins.
   * @returns The metadata.
   */
  static fromOpenApiJSON(params: { json: {
  /** The NFT name. */
  name: string;
  /** A link to the image. */
  image: string;
  /** A description. */
  description?: string;
  /** A link to a banner. */
  banner?: string;
  /** The traits; none when left out. */
  traits?: {
  /** The trait name. */
  key: string;
  /** The trait kind, one of the {@link MetadataFieldType} values. */
  type: string;
  /** The value, in JSON form. */
  value: string | object;
  /** Whether the trait is private. */
  isPrivate?: boolean;
}[];
}; plugins?: MetadataPlugin[] }): Metadata;
}
