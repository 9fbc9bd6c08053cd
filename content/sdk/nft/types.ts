// The o1js stand-in types that the nft package refers to.
//
// Re-exported from the shared stand-in module of the storage package; the
// published nft package takes them from its o1js peer dependency.
export {
  Field,
  Bool,
  PublicKey,
  Signature,
  UInt32,
  UInt64,
  Int64,
  UnsignedInteger,
  VerificationKey,
  AccountUpdate,
  AccountUpdateForest,
  Account,
  DeployArgs,
  State,
  SmartContract,
  TokenContract,
  Struct,
  Option,
  IndexedMerkleMap,
  DynamicProof,
  ZkProgram,
  Provable,
} from "../storage/o1js";
