// The o1js stand-in types that the storage package refers to.
//
// Re-exported from the shared stand-in module so that readers of the storage
// reference can follow every signature without leaving the package.
export {
  Field,
  Bool,
  PublicKey,
  UInt64,
  UInt32,
  UnsignedInteger,
  Struct,
  Option,
  IndexedMerkleMap,
  IndexedMerkleMapClass,
} from "./o1js";
