import type { Field } from "o1js";
import type { IndexedMapSerialized } from "../../storage/index";
import type { Metadata } from "./metadata";

/**
 * Pins the public part of an NFT's metadata to IPFS and returns what the mint needs.
 *
 * @remarks Pinning goes through the storage package, so a Pinata token must be available in the environment.
 * @param metadata - The metadata to pin.
 * @returns The pinned hash, the map root and the private copy.
 * @throws Error when pinning fails.
 * @since 0.3.0
 */
export declare function pinMetadata(metadata: Metadata): Promise<{
  /** The NFT name. */
  readonly name: string;
  /** The IPFS hash of the public JSON. */
  readonly ipfsHash: string;
  /** The root of the metadata map, to store on the NFT. */
  readonly metadataRoot: Field;
  /** The full JSON including private traits; keep it safe, it is not pinned. */
  readonly privateMetadata: string;
  /** The serialised metadata map. */
  readonly serializedMap: IndexedMapSerialized;
}>;
