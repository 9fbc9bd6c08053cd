// Stand-in for the o1js peer dependency (`o1js ^2.3.0`) of the Silvana SDK packages.
//
// The SDK sources import these names from the bare specifier "o1js", exactly as
// the published packages do, so the typed reference treats them as external:
// they appear in signatures but get no page of their own and are not listed as
// exports of any Silvana package. This file exists only so that `tsc` can
// type-check the SDK declarations and the code blocks of the docs (the docs
// type-check maps "o1js" here); each type is reduced to the members the SDK
// signatures and the examples use.

/**
 * An element of the native prime field that every Mina circuit computes over.
 *
 * @remarks Stand-in for the o1js `Field` type; only a few members are listed.
 * @since 0.3.0
 */
export interface Field {
  /**
   * Reads the field element as a JavaScript bigint (outside a circuit only).
   *
   * @returns The numeric value of the element.
   */
  toBigInt(): bigint;
  /**
   * Formats the field element as a decimal string.
   *
   * @returns The value written in base 10.
   */
  toString(): string;
  /**
   * Compares this element with another value inside a circuit.
   *
   * @param other - The value to compare against.
   * @returns A provable boolean that is true when both values match.
   */
  equals(other: Field | bigint | number): Bool;
  /**
   * Adds a constraint that this element equals another value.
   *
   * @param other - The value that must match.
   * @param message - Optional text for the error raised when the check fails.
   * @returns Nothing; the check becomes part of the circuit.
   */
  assertEquals(other: Field | bigint | number, message?: string): void;
}

/**
 * A boolean that can be used inside a circuit.
 *
 * @remarks Stand-in for the o1js `Bool` type.
 * @since 0.3.0
 */
export interface Bool {
  /**
   * Reads the value as a plain JavaScript boolean (outside a circuit only).
   *
   * @returns The boolean value.
   */
  toBoolean(): boolean;
  /**
   * Makes the circuit fail unless the value is true.
   *
   * @param message - The error message.
   */
  assertTrue(message?: string): void;
  /**
   * Makes the circuit fail unless the value is false.
   *
   * @param message - The error message.
   */
  assertFalse(message?: string): void;
  /**
   * Computes the logical AND with another provable boolean.
   *
   * @param other - The second operand.
   * @returns True only when both operands are true.
   */
  and(other: Bool | boolean): Bool;
  /**
   * Computes the logical OR with another provable boolean.
   *
   * @param other - The second operand.
   * @returns True when at least one operand is true.
   */
  or(other: Bool | boolean): Bool;
  /**
   * Negates the value.
   *
   * @returns The opposite boolean.
   */
  not(): Bool;
}

/**
 * A Mina account address: a point on the Pallas curve, written in base58 as `B62…`.
 *
 * @remarks Stand-in for the o1js `PublicKey` type.
 * @since 0.3.0
 */
export interface PublicKey {
  /** The x coordinate of the curve point. */
  readonly x: Field;
  /** Whether the y coordinate of the curve point is odd. */
  readonly isOdd: Bool;
  /**
   * Encodes the key in the base58 form used by wallets and explorers.
   *
   * @returns The `B62…` address string.
   */
  toBase58(): string;
  /**
   * Compares this key with another one inside a circuit.
   *
   * @param other - The key to compare against.
   * @returns True when both keys are the same point.
   */
  equals(other: PublicKey): Bool;
  /**
   * Tells whether this is the empty key used as a "no address" marker.
   *
   * @returns True for the empty key.
   */
  isEmpty(): Bool;
}

/**
 * A secret key that signs for one `PublicKey`.
 *
 * @remarks Stand-in for the o1js `PrivateKey` type.
 * @since 0.3.0
 */
export interface PrivateKey {
  /**
   * Derives the address that belongs to this secret key.
   *
   * @returns The matching public key.
   */
  toPublicKey(): PublicKey;
  /**
   * Encodes the key in base58 (`EKE…`).
   *
   * @returns The encoded secret key; keep it private.
   */
  toBase58(): string;
}

/**
 * A Schnorr signature over a list of field elements.
 *
 * @remarks Stand-in for the o1js `Signature` type.
 * @since 0.3.0
 */
export interface Signature {
  /**
   * Checks the signature against a key and a message inside a circuit.
   *
   * @param publicKey - The key that is expected to have signed.
   * @param message - The signed field elements.
   * @returns True when the signature is valid.
   */
  verify(publicKey: PublicKey, message: Field[]): Bool;
}

/**
 * Arithmetic shared by the fixed-width unsigned integer types.
 *
 * @typeParam Self - The concrete integer type, so results keep the same width.
 * @remarks Stand-in that groups the common members of o1js `UInt8`, `UInt32` and `UInt64`.
 * @since 0.3.0
 */
export interface UnsignedInteger<Self extends UnsignedInteger<Self>> {
  /** The underlying field element that stores the number. */
  readonly value: Field;
  /**
   * Reads the number as a JavaScript bigint (outside a circuit only).
   *
   * @returns The numeric value.
   */
  toBigInt(): bigint;
  /**
   * Formats the number in base 10.
   *
   * @returns The decimal string.
   */
  toString(): string;
  /**
   * Adds another number; the circuit fails on overflow.
   *
   * @param y - The number to add.
   * @returns The sum.
   */
  add(y: Self | number | bigint): Self;
  /**
   * Subtracts another number; the circuit fails on underflow.
   *
   * @param y - The number to subtract.
   * @returns The difference.
   */
  sub(y: Self | number | bigint): Self;
  /**
   * Multiplies by another number; the circuit fails on overflow.
   *
   * @param y - The factor.
   * @returns The product.
   */
  mul(y: Self | number | bigint): Self;
  /**
   * Divides by another number, rounding down.
   *
   * @param y - The divisor.
   * @returns The integer quotient.
   */
  div(y: Self | number | bigint): Self;
  /**
   * Compares with another number.
   *
   * @param y - The right-hand side.
   * @returns True when this number is not larger than `y`.
   */
  lessThanOrEqual(y: Self): Bool;
}

/**
 * An unsigned 8-bit integer, used for token decimals.
 *
 * @remarks Stand-in for the o1js `UInt8` type.
 * @since 0.3.0
 */
export interface UInt8 extends UnsignedInteger<UInt8> {
  /**
   * Reads the value as a JavaScript number.
   *
   * @returns A number between 0 and 255.
   */
  toNumber(): number;
}

/**
 * An unsigned 32-bit integer, used for slots, versions and fees in parts per 100 000.
 *
 * @remarks Stand-in for the o1js `UInt32` type.
 * @since 0.3.0
 */
export interface UInt32 extends UnsignedInteger<UInt32> {
  /**
   * Widens the value to 64 bits.
   *
   * @returns The same number as a `UInt64`.
   */
  toUInt64(): UInt64;
}

/**
 * An unsigned 64-bit integer, used for balances and prices in nanomina.
 *
 * @remarks Stand-in for the o1js `UInt64` type. One MINA equals 10^9 units.
 * @since 0.3.0
 */
export interface UInt64 extends UnsignedInteger<UInt64> {
  /**
   * Narrows the value to 32 bits; the circuit fails if it does not fit.
   *
   * @returns The same number as a `UInt32`.
   */
  toUInt32(): UInt32;
}

/**
 * A signed 64-bit integer, used for balance changes that can go either way.
 *
 * @remarks Stand-in for the o1js `Int64` type.
 * @since 0.3.0
 */
export interface Int64 {
  /** The absolute value. */
  readonly magnitude: UInt64;
  /**
   * Tells whether the number is zero or above.
   *
   * @returns True for non-negative values.
   */
  isPositive(): Bool;
  /**
   * Formats the number in base 10 with its sign.
   *
   * @returns The decimal string.
   */
  toString(): string;
}

/**
 * The verification key of a compiled contract or program, with its hash.
 *
 * @remarks Stand-in for the o1js `VerificationKey` type.
 * @since 0.3.0
 */
export interface VerificationKey {
  /** The key serialised as a base64 string. */
  readonly data: string;
  /** The hash under which the key is stored in an account. */
  readonly hash: Field;
}

/**
 * One change to one account inside a zkApp transaction.
 *
 * @remarks Stand-in for the o1js `AccountUpdate` class.
 * @since 0.3.0
 */
export declare class AccountUpdate {
  /**
   * Starts an unsigned update for an account.
   *
   * @param publicKey - The account to change.
   * @param tokenId - The token of the account; MINA when omitted.
   * @returns The new update, already attached to the current transaction.
   */
  static create(publicKey: PublicKey, tokenId?: Field): AccountUpdate;
  /**
   * Starts an update that the account owner must sign.
   *
   * @param publicKey - The account to change.
   * @param tokenId - The token of the account; MINA when omitted.
   * @returns The new update, already attached to the current transaction.
   */
  static createSigned(publicKey: PublicKey, tokenId?: Field): AccountUpdate;
  /** The account that this update changes. */
  readonly publicKey: PublicKey;
  /** The token the change is denominated in; the MINA token id is 1. */
  readonly tokenId: Field;
  /** The signed amount this update adds to or removes from the balance. */
  get balanceChange(): Int64;
  set balanceChange(change: Int64 | UInt64);
  /**
   * Marks the update as authorised by a signature of its account.
   *
   * @returns Nothing.
   */
  requireSignature(): void;
}

/**
 * A tree of account updates passed to a token contract for approval.
 *
 * @remarks Stand-in for the o1js `AccountUpdateForest` type.
 * @since 0.3.0
 */
export interface AccountUpdateForest {
  /**
   * Tells whether the forest has no updates.
   *
   * @returns True for an empty forest.
   */
  isEmpty(): Bool;
}

/**
 * Options passed when a contract account is first deployed.
 *
 * @remarks Stand-in for the o1js `DeployArgs` type.
 * @since 0.3.0
 */
export interface DeployArgs {
  /**
   * The verification key to install; when omitted, the key produced by the last compile of the
   * contract class is used.
   */
  verificationKey?: {
    /** The key data, base64. */
    data: string;
    /** The key hash. */
    hash: string | Field;
  };
}

/**
 * One on-chain state slot of a contract.
 *
 * @typeParam T - The provable type stored in the slot.
 * @remarks Stand-in for the o1js `State` type. A contract has eight field-sized slots.
 * @since 0.3.0
 */
export interface State<T> {
  /**
   * Reads the current value without constraining it.
   *
   * @returns The stored value.
   */
  get(): T;
  /**
   * Reads the current value and adds a precondition that it is still the same when the transaction is applied.
   *
   * @returns The stored value.
   */
  getAndRequireEquals(): T;
  /**
   * Writes a new value to the slot.
   *
   * @param value - The value to store.
   * @returns Nothing.
   */
  set(value: T): void;
  /**
   * Adds a precondition on the current value.
   *
   * @param value - The value the slot must hold.
   * @returns Nothing.
   */
  requireEquals(value: T): void;
}

/**
 * Base class of every Mina zkApp contract.
 *
 * @remarks Stand-in for the o1js `SmartContract` class.
 * @since 0.3.0
 */
export declare class SmartContract {
  /**
   * Binds a contract class to an account.
   *
   * @param address - The account that holds the contract.
   * @param tokenId - The token id of the account; the MINA token when omitted.
   */
  constructor(address: PublicKey, tokenId?: Field);
  /** The account address the instance is bound to. */
  readonly address: PublicKey;
  /** The token id of the account the instance is bound to. */
  readonly tokenId: Field;
  /** The account update this contract call produces. */
  get self(): AccountUpdate;
  /**
   * Installs the contract on its account.
   *
   * @param args - Optional deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(args?: DeployArgs): Promise<void>;
  /**
   * Compiles the contract class and produces its verification key.
   *
   * @param options - Optional compiler settings, such as a key cache.
   * @returns The verification key of the class.
   */
  static compile(options?: { cache?: unknown }): Promise<{
    /** The compiled key. */
    verificationKey: {
      /** The key data, base64. */
      data: string;
      /** The key hash. */
      hash: Field;
    };
  }>;
}

/**
 * Base class of contracts that own a custom token and approve every change to its balances.
 *
 * @remarks Stand-in for the o1js `TokenContract` class.
 * @since 0.3.0
 */
export declare abstract class TokenContract extends SmartContract {
  /**
   * Computes the id of the token this contract owns.
   *
   * @returns The derived token id.
   */
  deriveTokenId(): Field;
  /**
   * Checks a forest of account updates that touch the token and approves it.
   *
   * @param forest - The updates to check.
   * @returns A promise that settles when the checks are in the circuit.
   */
  abstract approveBase(forest: AccountUpdateForest): Promise<void>;
}

/**
 * Base of fixed-layout records that can be used inside circuits.
 *
 * @typeParam T - The plain object shape of the record.
 * @remarks Stand-in for classes made with the o1js `Struct` helper.
 * @since 0.3.0
 */
export declare abstract class Struct<T extends object = Record<string, unknown>> {
  /**
   * Builds a record from its fields.
   *
   * @param value - The values of all fields.
   */
  protected constructor(value: T);
  /**
   * Counts the field elements the record occupies.
   *
   * @returns The number of field elements.
   */
  static sizeInFields(): number;
}

/**
 * A provable optional value: a flag plus a payload that is meaningful only when the flag is set.
 *
 * @typeParam T - The type of the payload.
 * @remarks Stand-in for classes made with the o1js `Option` helper.
 * @since 0.3.0
 */
export declare abstract class Option<T> {
  /** True when the option holds a value. */
  readonly isSome: Bool;
  /** The payload; a dummy value when `Option.isSome` is false. */
  readonly value: T;
  /**
   * Returns the payload and fails the circuit when there is none.
   *
   * @param message - Optional text for the failure.
   * @returns The payload.
   */
  assertSome(message?: string): T;
  /**
   * Returns the payload or a fallback.
   *
   * @param defaultValue - The value used when the option is empty.
   * @returns The payload or `defaultValue`.
   */
  orElse(defaultValue: T): T;
}

/**
 * A Merkle map with sorted leaves that can prove both inclusion and absence of a key.
 *
 * @remarks Stand-in for the class returned by the o1js `IndexedMerkleMap(height)` helper.
 * @since 0.3.0
 */
export declare class IndexedMerkleMap {
  /** Creates an empty map. */
  constructor();
  /** The height of the tree; a map holds up to 2^(height-1) keys. */
  readonly height: number;
  /** The current Merkle root. */
  readonly root: Field;
  /** The number of leaves in use. */
  readonly length: Field;
  /**
   * Adds a key that is not in the map yet.
   *
   * @param key - The new key.
   * @param value - The value stored under the key.
   * @returns Nothing.
   */
  insert(key: Field | bigint, value: Field | bigint): void;
  /**
   * Adds or replaces a key.
   *
   * @param key - The key to write.
   * @param value - The value stored under the key.
   * @returns Nothing.
   */
  set(key: Field | bigint, value: Field | bigint): void;
  /**
   * Reads a key that must be present.
   *
   * @param key - The key to read.
   * @returns The stored value.
   */
  get(key: Field | bigint): Field;
  /**
   * Checks whether a key is present.
   *
   * @param key - The key to look for.
   * @returns True when the key is in the map.
   */
  isIncluded(key: Field | bigint): Bool;
  /**
   * Makes an independent copy.
   *
   * @returns A new map with the same contents.
   */
  clone(): this;
}

/**
 * A class of `IndexedMerkleMap` with a fixed height.
 *
 * @typeParam M - The instance type the class creates.
 * @remarks Used where a function needs to know which map class to rebuild.
 * @since 0.3.0
 */
export interface IndexedMerkleMapClass<M extends IndexedMerkleMap = IndexedMerkleMap> {
  /**
   * Creates an empty map of this class.
   *
   * @returns The new map.
   */
  new (): M;
  /** The tree height shared by all maps of this class. */
  readonly height: number;
}

/**
 * A proof whose verification key is supplied at run time rather than fixed in the circuit.
 *
 * @typeParam Input - The public input of the proof.
 * @typeParam Output - The public output of the proof.
 * @remarks Stand-in for classes derived from the o1js `DynamicProof` class.
 * @since 0.3.0
 */
export declare abstract class DynamicProof<Input, Output> {
  /** The public input the proof was made for. */
  readonly publicInput: Input;
  /** The public output the proof commits to. */
  readonly publicOutput: Output;
  /** How many other proofs the proving circuit itself verified (0, 1 or 2). */
  static readonly maxProofsVerified: 0 | 1 | 2;
  /**
   * Adds a constraint that the proof is valid for the given key.
   *
   * @param vk - The verification key to check against.
   * @returns Nothing.
   */
  verify(vk: VerificationKey): void;
}

/**
 * A compiled zero-knowledge program with named methods.
 *
 * @typeParam MethodName - The names of the program's methods.
 * @remarks Stand-in for the value returned by the o1js `ZkProgram` helper.
 * @since 0.3.0
 */
export interface ZkProgram<MethodName extends string = string> {
  /** The program name, part of its identity. */
  readonly name: string;
  /**
   * Compiles the program.
   *
   * @param options - Optional compiler settings, such as a key cache.
   * @returns The verification key of the program.
   */
  compile(options?: { cache?: unknown }): Promise<{
    /** The compiled key. */
    verificationKey: VerificationKey;
  }>;
  /**
   * Lists the methods of the program.
   *
   * @returns The method names.
   */
  methodNames(): MethodName[];
}

/**
 * A Mina transaction, optionally proven and signed.
 *
 * @typeParam Proven - Whether the account updates carry proofs.
 * @typeParam Signed - Whether the required signatures are attached.
 * @remarks Stand-in for the o1js `Transaction` type.
 * @since 0.3.0
 */
export interface Transaction<Proven extends boolean = boolean, Signed extends boolean = boolean> {
  /** Type marker that records whether proofs are attached. */
  readonly isProven?: Proven;
  /** Type marker that records whether signatures are attached. */
  readonly isSigned?: Signed;
  /**
   * Serialises the transaction to the JSON form wallets and provers read.
   *
   * @returns The zkApp command as a JSON string.
   */
  toJSON(): string;
  /**
   * Produces a compact, human-readable summary.
   *
   * @returns A summary object for logging.
   */
  toPretty(): unknown;
}

/**
 * The on-chain state of one account as read from a Mina node.
 *
 * @remarks Stand-in for the o1js `Account` type.
 * @since 0.3.0
 */
export interface Account {
  /** The account address. */
  readonly publicKey: PublicKey;
  /** The token the account holds. */
  readonly tokenId: Field;
  /** The balance in the smallest unit of the token. */
  readonly balance: UInt64;
  /** The number of transactions the account has sent. */
  readonly nonce: UInt32;
  /** The zkApp part of the account, present for contract accounts. */
  readonly zkapp?: {
    /** The eight state slots. */
    readonly appState: Field[];
    /** The installed verification key, if any. */
    readonly verificationKey?: VerificationKey;
  };
}

/**
 * A nullifier: a value unique to one key and one message, used to stop the same key from voting twice.
 *
 * @remarks Stand-in for the o1js `Nullifier` class.
 * @since 0.3.0
 */
export interface Nullifier {
  /**
   * Reads the public key that produced the nullifier.
   *
   * @returns The key.
   */
  getPublicKey(): PublicKey;
  /**
   * Derives the key under which the nullifier is recorded.
   *
   * @returns The nullifier key.
   */
  key(): Field;
  /**
   * Adds a constraint that the nullifier was made for a message.
   *
   * @param message - The message fields.
   * @returns Nothing.
   */
  verify(message: Field[]): void;
}

/**
 * A proof produced by a `ZkProgram`, whose verification key is fixed when the verifying circuit is compiled.
 *
 * @typeParam Input - The public input of the proof.
 * @typeParam Output - The public output of the proof.
 * @remarks Stand-in for proof classes made with the o1js `ZkProgram.Proof` helper.
 * @since 0.3.0
 */
export declare abstract class Proof<Input, Output> {
  /** The public input the proof was made for. */
  readonly publicInput: Input;
  /** The public output the proof commits to. */
  readonly publicOutput: Output;
  /**
   * Adds a constraint that the proof is valid.
   *
   * @returns Nothing.
   */
  verify(): void;
  /**
   * Serialises the proof for storage or transport.
   *
   * @returns The proof as a JSON-ready object.
   */
  toJSON(): {
    /** The public input, as field strings. */
    publicInput: string[];
    /** The public output, as field strings. */
    publicOutput: string[];
    /** How many proofs the circuit verified. */
    maxProofsVerified: 0 | 1 | 2;
    /** The proof itself, base64. */
    proof: string;
  };
}

/**
 * Helpers for code that runs inside or next to a circuit.
 *
 * @remarks Stand-in for the value side of the o1js `Provable` namespace; only two helpers are listed.
 * @since 0.3.0
 */
export declare const Provable: {
  /**
   * Prints values while a circuit runs, for debugging.
   *
   * @param args - Any number of values to print.
   * @returns Nothing.
   */
  log(...args: unknown[]): void;
  /**
   * Picks one of two values inside a circuit without branching.
   *
   * @typeParam T - The type of both values.
   * @param condition - Which value to pick.
   * @param ifTrue - The value when the condition holds.
   * @param ifFalse - The value otherwise.
   * @returns The chosen value.
   */
  if<T>(condition: Bool, ifTrue: T, ifFalse: T): T;
};

/**
 * A type that knows how to lay its values out as field elements, such as an event payload type.
 *
 * @typeParam T - The values the type describes.
 * @remarks Stand-in for the o1js `Provable` interface; `Field` and `PublicKey` are such types.
 * @since 0.3.0
 */
export interface Provable<T> {
  /**
   * Counts the field elements one value occupies.
   *
   * @returns The number of field elements.
   */
  sizeInFields(): number;
  /**
   * Lays a value out as field elements.
   *
   * @param value - The value to convert.
   * @returns The field elements.
   */
  toFields(value: T): Field[];
  /**
   * Reads a value back from field elements.
   *
   * @param fields - The field elements.
   * @returns The value.
   */
  fromFields(fields: Field[]): T;
}

// ---------------------------------------------------------------------------
// Values and extra members used by the docs' own o1js examples (circuits, keys,
// network setup). Interfaces above merge with the constants below, as the real
// o1js exports are both a type and a value.

/** Anything o1js accepts where a field element is expected. */
export type FieldLike = Field | bigint | number | string;

export interface Field {
  add(y: FieldLike): Field;
  sub(y: FieldLike): Field;
  mul(y: FieldLike): Field;
  assertLessThan(y: FieldLike, message?: string): void;
  toJSON(): string;
}
export declare const Field: { (value: FieldLike): Field; readonly ORDER: bigint };

export declare const Bool: (value: boolean) => Bool;

/** The values an unsigned integer is created from. */
type UIntLike = number | bigint | string;
export declare const UInt8: { from(x: UIntLike | UInt8): UInt8 };
export declare const UInt32: { from(x: UIntLike | UInt32): UInt32; readonly zero: UInt32; MAXINT(): UInt32 };
export declare const UInt64: { from(x: UIntLike | UInt64): UInt64; readonly zero: UInt64; MAXINT(): UInt64 };

/** Token ids: `derive` computes the id of the token a contract account owns. */
export declare const TokenId: { readonly default: Field; derive(tokenOwner: PublicKey, parentTokenId?: Field): Field };

export interface PrivateKey {
  toPublicKey(): PublicKey;
  toBase58(): string;
}
export declare const PrivateKey: {
  random(): PrivateKey;
  randomKeypair(): { privateKey: PrivateKey; publicKey: PublicKey };
  fromBase58(base58: string): PrivateKey;
};

export declare const PublicKey: { fromBase58(base58: string): PublicKey; empty(): PublicKey };

export declare const Poseidon: { hash(input: Field[]): Field };

/** A network connection set with `Mina.setActiveInstance`. */
export interface MinaNetwork {
  readonly network: string;
}
export declare const Mina: {
  Network(endpoint: string | { mina: string; archive?: string; networkId?: "mainnet" | "testnet" }): MinaNetwork;
  setActiveInstance(network: MinaNetwork): void;
  transaction(
    sender: PublicKey | { sender: PublicKey; fee?: UIntLike | UInt64; memo?: string; nonce?: number },
    f: () => Promise<void>,
  ): Promise<Transaction<false, false>>;
};

/** A proof serialised with `proof.toJSON()`. */
export type JsonProof = {
  publicInput: string[];
  publicOutput: string[];
  maxProofsVerified: 0 | 1 | 2;
  proof: string;
};

export declare function verify(proof: JsonProof | Proof<unknown, unknown>, verificationKey: string | VerificationKey): Promise<boolean>;

/** A proof of the program that is being defined, for recursive `merge` methods. */
export declare class SelfProof<Input, Output> extends Proof<Input, Output> {}

/** The methods of a program built with `ZkProgram(...)`: each proves its method. */
export type ZkProgramMethods<M> = {
  [K in keyof M]: (...args: any[]) => Promise<{ proof: Proof<any, any> }>;
};

export declare function ZkProgram<
  Config extends {
    name: string;
    publicInput?: unknown;
    publicOutput?: unknown;
    methods: Record<string, { privateInputs: unknown[]; method(...args: any[]): Promise<unknown> }>;
  },
>(config: Config): ZkProgram<Extract<keyof Config["methods"], string>> & ZkProgramMethods<Config["methods"]>;
