import type { ZkProgram } from "o1js";

/**
 * A zero-knowledge program that adds signed traits to an NFT's metadata, producing an {@link NFTUpdateProof}-compatible proof.
 *
 * @remarks
 * Public input and output are {@link NFTState}. `insertMetadata` inserts one
 * key and value into the {@link MetadataMap} when the owner signs; `merge`
 * joins two consecutive proofs.
 * @since 0.3.0
 */
export declare const NFTProgram: ZkProgram<"insertMetadata" | "merge">;

/**
 * A sample program for game NFTs that updates metadata and owner in one step.
 *
 * @remarks
 * Shipped as an example of custom update logic: `updateMetadataAndOwner`
 * changes the map, storage and owner together; `merge` joins two proofs.
 * @since 0.3.0
 */
export declare const NFTGameProgram: ZkProgram<"updateMetadataAndOwner" | "merge">;
