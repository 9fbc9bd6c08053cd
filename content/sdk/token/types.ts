// The o1js stand-in types that the token package refers to.
//
// Re-exported from the shared stand-in module of the storage package; the
// published token package takes them from its o1js peer dependency.
export {
  Field,
  Bool,
  PublicKey,
  UInt8,
  UInt32,
  UInt64,
  UnsignedInteger,
  Int64,
  VerificationKey,
  AccountUpdate,
  AccountUpdateForest,
  DeployArgs,
  State,
  SmartContract,
  TokenContract,
  Struct,
} from "../storage/o1js";
