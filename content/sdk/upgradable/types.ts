// The o1js stand-in types that the upgradable package refers to.
//
// Re-exported from the shared stand-in module of the storage package; the
// published package takes them from its o1js peer dependency.
export {
  Field,
  Bool,
  PublicKey,
  PrivateKey,
  Signature,
  Nullifier,
  UInt32,
  AccountUpdate,
  Int64,
  UInt64,
  UnsignedInteger,
  VerificationKey,
  DeployArgs,
  State,
  SmartContract,
  Struct,
  Option,
  IndexedMerkleMap,
  DynamicProof,
  Proof,
  ZkProgram,
} from "../storage/o1js";
