/**
 * The o1js stand-in types that the storage package refers to.
 *
 * @remarks
 * Re-exported from the shared stand-in module so that readers of the storage
 * reference can follow every signature without leaving the package.
 */
export {
  Field,
  Bool,
  PublicKey,
  UInt64,
  Struct,
  Option,
  IndexedMerkleMap,
  IndexedMerkleMapClass,
} from "./o1js";
