import type { Field } from "o1js";

/**
 * The default height of a {@link Text} tree: 20.
 *
 * @since 0.3.0
 */
export declare const TEXT_TREE_HEIGHT: 20;

/**
 * A list of numbered values committed in a Merkle tree, for traits of kind `tree`.
 *
 * @since 0.3.0
 */
export declare class MetadataTree {
  /**
   * Builds the tree.
   *
   * @param height - The tree height.
   * @param values - The entries, each a numeric key and a field value.
   * @throws Error when there are more entries than leaves or a key is out of range.
   */
  constructor(height: number, values: { key: bigint; value: Field }[]);
  /** The entries. */
  readonly values: {
    /** The leaf index. */
    key: bigint;
    /** The leaf value. */
    value: Field;
  }[];
  /** The tree height. */
  readonly height: number;
  /** The Merkle root. */
  readonly root: Field;
  /**
   * Writes the tree as JSON.
   *
   * @returns The height, root and entries as strings.
   */
  toJSON(): {
    /** The tree height. */
    height: number;
    /** The Merkle root. */
    root: string;
    /** The entries, as strings. */
    values: {
      /** The leaf index. */
      key: string;
      /** The leaf value. */
      value: string;
    }[];
  };
  /**
   * Rebuilds a tree from its JSON form.
   *
   * @param json - The JSON made by {@link MetadataTree.toJSON}; `root`, when present, is checked.
   * @returns The tree.
   * @throws Error when the JSON is malformed or the root does not match.
   */
  static fromJSON(json: { height: number; root?: string; values: { key: string; value: string }[] }): MetadataTree;
}

/**
 * A long text committed as a Merkle tree of its character codes, for traits of kind `text`, `image` and `url`.
 *
 * @since 0.3.0
 */
export declare class Text {
  /**
   * Builds the tree for a text.
   *
   * @param text - The text.
   * @param height - The tree height; {@link TEXT_TREE_HEIGHT} when omitted.
   */
  constructor(text: string, height?: number);
  /** The number of characters. */
  size: number;
  /** The text. */
  text: string;
  /** The Merkle root. */
  root: Field;
  /** The tree height. */
  height: number;
  /**
   * Returns the text.
   *
   * @returns The text.
   */
  toString(): string;
}
