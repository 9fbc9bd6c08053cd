import type { AccountUpdate, AccountUpdateForest, Bool, DeployArgs, Field, PublicKey, State, UInt32, UInt64, VerificationKey } from "o1js";
import { Struct, TokenContract } from "o1js";
import type { FungibleTokenAdminBase } from "../token";

/**
 * The shape of a bonding curve, packed into one field of contract state.
 *
 * @remarks
 * The mint price grows linearly with the supply: price = `startPrice` +
 * `curveK` × supply, with prices quoted in nanomina per 100 000 tokens.
 * @since 0.3.0
 */
export declare class BondingCurveParams extends Struct<{
  startPrice: UInt64;
  curveK: UInt64;
  fee: UInt32;
  mintingIsAllowed: Bool;
}> {
  /**
   * Creates curve parameters.
   *
   * @param value - The four parameters.
   */
  constructor(value: { startPrice: UInt64; curveK: UInt64; fee: UInt32; mintingIsAllowed: Bool });
  /** The price at zero supply. */
  startPrice: UInt64;
  /** How fast the price rises with supply. */
  curveK: UInt64;
  /** The owner's fee in thousandths of a percent: 1000 means 1%. */
  fee: UInt32;
  /** Whether accounts other than the owner may mint; set after the owner's first mint. */
  mintingIsAllowed: Bool;
  /**
   * Packs the parameters into one field element.
   *
   * @returns The packed value.
   */
  pack(): Field;
  /**
   * Reads parameters packed by {@link BondingCurveParams.pack}.
   *
   * @param field - The packed value.
   * @returns The parameters.
   */
  static unpack(field: Field): BondingCurveParams;
}

/**
 * Arguments of {@link FungibleTokenBondingCurveAdmin.initialize}.
 *
 * @since 0.3.0
 */
export declare class BondingCurveAdminInitializeProps extends Struct<{
  tokenAddress: PublicKey;
  startPrice: UInt64;
  curveK: UInt64;
  feeMaster: PublicKey;
  fee: UInt32;
  launchFee: UInt64;
  numberOfNewAccounts: UInt64;
}> {
  /**
   * Creates the arguments.
   *
   * @param value - All fields.
   */
  constructor(value: {
    tokenAddress: PublicKey;
    startPrice: UInt64;
    curveK: UInt64;
    feeMaster: PublicKey;
    fee: UInt32;
    launchFee: UInt64;
    numberOfNewAccounts: UInt64;
  });
  /** The token contract the admin serves. */
  tokenAddress: PublicKey;
  /** The price at zero supply. */
  startPrice: UInt64;
  /** How fast the price rises with supply. */
  curveK: UInt64;
  /** The account that collects fees. */
  feeMaster: PublicKey;
  /** The fee in thousandths of a percent. */
  fee: UInt32;
  /** The one-time launch fee, in nanomina. */
  launchFee: UInt64;
  /** How many new accounts the launch creates; each costs the account creation fee. */
  numberOfNewAccounts: UInt64;
}

/**
 * Emitted by {@link FungibleTokenBondingCurveAdmin} when tokens are bought from the curve.
 *
 * @since 0.3.0
 */
export declare class BondingMintEvent extends Struct<{
  to: PublicKey;
  amount: UInt64;
  price: UInt64;
  payment: UInt64;
  fee: UInt64;
}> {
  /**
   * Creates the event.
   *
   * @param value - All fields.
   */
  constructor(value: { to: PublicKey; amount: UInt64; price: UInt64; payment: UInt64; fee: UInt64 });
  /** The receiver of the tokens. */
  to: PublicKey;
  /** How many tokens were minted. */
  amount: UInt64;
  /** The price the buyer accepted. */
  price: UInt64;
  /** The MINA paid into the curve. */
  payment: UInt64;
  /** The fee paid to the fee master. */
  fee: UInt64;
}

/**
 * Emitted by {@link FungibleTokenBondingCurveAdmin} when tokens are sold back to the curve.
 *
 * @since 0.3.0
 */
export declare class BondingRedeemEvent extends Struct<{
  seller: PublicKey;
  amount: UInt64;
  payment: UInt64;
  minBalance: UInt64;
  maxSupply: UInt64;
  fee: UInt64;
}> {
  /**
   * Creates the event.
   *
   * @param value - All fields.
   */
  constructor(value: {
    seller: PublicKey;
    amount: UInt64;
    payment: UInt64;
    minBalance: UInt64;
    maxSupply: UInt64;
    fee: UInt64;
  });
  /** The account that sold. */
  seller: PublicKey;
  /** How many tokens were redeemed. */
  amount: UInt64;
  /** The MINA paid out. */
  payment: UInt64;
  /** The lowest curve balance the seller accepted. */
  minBalance: UInt64;
  /** The highest supply the seller accepted. */
  maxSupply: UInt64;
  /** The fee paid to the fee master. */
  fee: UInt64;
}

/**
 * The bonding-curve admin contract: anyone can buy tokens at the curve price and sell them back for MINA.
 *
 * @remarks
 * The MINA paid for mints stays in this contract and funds redemptions. A copy
 * of the supply is kept under the contract's own token; {@link FungibleTokenBondingCurveAdmin.sync}
 * brings it back in line when tokens were burned outside a redemption. The fee
 * is never less than 0.1 MINA per trade. This admin backs
 * {@link BondingCurveFungibleToken}.
 *
 * @example
 * ```ts
 * import { FungibleTokenBondingCurveAdmin, BondingCurveAdminInitializeProps } from "@silvana-one/token";
 * import { UInt32, UInt64 } from "o1js";
 *
 * const curve = new FungibleTokenBondingCurveAdmin(adminAddress);
 * await curve.deploy({});
 * await curve.initialize(new BondingCurveAdminInitializeProps({
 *   tokenAddress, feeMaster, startPrice: UInt64.from(10_000), curveK: UInt64.from(10_000),
 *   fee: UInt32.from(1_000), launchFee: UInt64.from(10_000_000_000), numberOfNewAccounts: UInt64.from(4),
 * }));
 * ```
 * @since 0.3.0
 */
export declare class FungibleTokenBondingCurveAdmin extends TokenContract implements FungibleTokenAdminBase {
  /** The launcher, who may mint before trading opens. */
  owner: State<PublicKey>;
  /** The token contract this admin serves. */
  token: State<PublicKey>;
  /** The account that collects fees. */
  feeMaster: State<PublicKey>;
  /** The packed {@link BondingCurveParams}. */
  curve: State<Field>;
  /** Guards against re-entry while a mint is in progress. */
  insideMint: State<Bool>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** Tokens were bought from the curve. */
    mint: typeof BondingMintEvent;
    /** Tokens were sold back to the curve. */
    redeem: typeof BondingRedeemEvent;
  };
  /**
   * Deploys the contract with a default curve and locked permissions.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: DeployArgs): Promise<void>;
  /**
   * Refuses every transfer of the contract's own supply-tracking token.
   *
   * @param forest - The updates that were submitted.
   * @returns Never resolves successfully.
   * @throws Error always.
   */
  approveBase(forest: AccountUpdateForest): Promise<void>;
  /**
   * Sets the token, the curve and the fee master, and charges the launch fee; callable once.
   *
   * @param props - The launch settings.
   * @returns A promise that settles when the update is built.
   */
  initialize(props: BondingCurveAdminInitializeProps): Promise<void>;
  /**
   * Buys tokens from the curve.
   *
   * @param to - The receiver of the tokens.
   * @param amount - How many tokens.
   * @param price - The highest price per token the buyer accepts.
   * @returns A promise that settles when the update is built.
   */
  mint(to: PublicKey, amount: UInt64, price: UInt64): Promise<void>;
  /**
   * Sells tokens back to the curve.
   *
   * @param amount - How many tokens.
   * @param minPrice - The lowest price per token the seller accepts.
   * @param slippage - The tolerated drift of balance and supply, in tenths of a percent (below 1000).
   * @returns A promise that settles when the update is built.
   */
  redeem(amount: UInt64, minPrice: UInt64, slippage: UInt32): Promise<void>;
  /**
   * Brings the tracked supply back in line with the token's circulating supply.
   *
   * @returns A promise that settles when the update is built.
   */
  sync(): Promise<void>;
  /**
   * Installs a new verification key for this contract.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  updateVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Allows a mint only while {@link FungibleTokenBondingCurveAdmin.mint} is running.
   *
   * @param accountUpdate - The update that credits the new tokens.
   * @returns True for mints made through the curve.
   */
  canMint(accountUpdate: AccountUpdate): Promise<Bool>;
  /**
   * Decides whether the token may switch admin.
   *
   * @param admin - The proposed admin contract.
   * @returns The decision.
   */
  canChangeAdmin(admin: PublicKey): Promise<Bool>;
  /**
   * Decides whether the token may be paused.
   *
   * @returns The decision.
   */
  canPause(): Promise<Bool>;
  /**
   * Decides whether the token may be resumed.
   *
   * @returns The decision.
   */
  canResume(): Promise<Bool>;
  /**
   * Decides whether the token may be upgraded.
   *
   * @param vk - The proposed key.
   * @returns The decision.
   */
  canChangeVerificationKey(vk: VerificationKey): Promise<Bool>;
}
