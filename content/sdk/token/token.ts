import type { AccountUpdate, AccountUpdateForest, Bool, DeployArgs, PublicKey, State, UInt8, UInt64, VerificationKey } from "o1js";
import { SmartContract, TokenContract } from "o1js";
import type { BalanceChangeEvent, BurnEvent, MintEvent, PauseEvent, SetAdminEvent } from "./events";

/**
 * What every admin contract of a {@link FungibleToken} must offer: one yes/no decision per privileged action.
 *
 * @remarks
 * The token calls these methods inside its own proof, so an admin contract can
 * require a signature, consult a whitelist or apply a pricing rule.
 * @since 0.3.0
 */
export type FungibleTokenAdminBase = SmartContract & {
  /**
   * Decides whether a mint may happen.
   *
   * @param accountUpdate - The update that credits the new tokens.
   * @returns True to allow the mint.
   */
  canMint(accountUpdate: AccountUpdate): Promise<Bool>;
  /**
   * Decides whether the token may switch to another admin contract.
   *
   * @param admin - The proposed admin contract.
   * @returns True to allow the change.
   */
  canChangeAdmin(admin: PublicKey): Promise<Bool>;
  /**
   * Decides whether the token may be paused.
   *
   * @returns True to allow pausing.
   */
  canPause(): Promise<Bool>;
  /**
   * Decides whether the token may be resumed.
   *
   * @returns True to allow resuming.
   */
  canResume(): Promise<Bool>;
  /**
   * Decides whether the token contract may install a new verification key.
   *
   * @param vk - The proposed key.
   * @returns True to allow the upgrade.
   */
  canChangeVerificationKey(vk: VerificationKey): Promise<Bool>;
};

/**
 * A class of admin contracts that {@link FungibleTokenContract} can bind a token to.
 *
 * @since 0.3.0
 */
export interface FungibleTokenAdminConstructor {
  /**
   * Binds the admin contract to its account.
   *
   * @param adminPublicKey - The address of the admin contract.
   * @returns The admin contract instance.
   */
  new (adminPublicKey: PublicKey): FungibleTokenAdminBase;
}

/**
 * Settings for deploying a {@link FungibleToken}.
 *
 * @since 0.3.0
 */
export interface FungibleTokenDeployProps extends DeployArgs {
  /** The ticker symbol stored on the account. */
  symbol: string;
  /** The zkApp URI: a link to the token description or its source. */
  src: string;
  /** Whether the verification key may be replaced later, subject to the admin contract. */
  allowUpdates: boolean;
}

/**
 * The fungible token contract of the Mina token standard, bound to a standard admin contract.
 *
 * @remarks
 * Balances live in accounts under the token id of this contract; every change
 * must be approved by the token, and privileged actions (mint, pause, resume,
 * admin change, upgrade) are delegated to the admin contract. Use
 * {@link FungibleTokenContract} to bind the same code to another admin, as
 * {@link AdvancedFungibleToken} and {@link BondingCurveFungibleToken} do.
 *
 * @example
 * ```ts
 * import { FungibleToken, FungibleTokenAdmin } from "@silvana-one/token";
 * import { Mina, UInt8, Bool } from "o1js";
 *
 * const token = new FungibleToken(tokenKey.toPublicKey());
 * const admin = new FungibleTokenAdmin(adminKey.toPublicKey());
 * const tx = await Mina.transaction({ sender, fee: 100_000_000 }, async () => {
 *   await admin.deploy({ adminPublicKey: owner });
 *   await token.deploy({ symbol: "DEMO", src: "https://example.com/demo", allowUpdates: true });
 *   await token.initialize(admin.address, UInt8.from(9), Bool(false));
 * });
 * ```
 * @since 0.3.0
 */
export declare class FungibleToken extends TokenContract {
  /** The number of decimal places. */
  decimals: State<UInt8>;
  /** The address of the admin contract. */
  admin: State<PublicKey>;
  /** Whether balance changes are currently refused. */
  paused: State<Bool>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** A new admin contract was set. */
    SetAdmin: typeof SetAdminEvent;
    /** The token was paused or resumed. */
    Pause: typeof PauseEvent;
    /** Tokens were minted. */
    Mint: typeof MintEvent;
    /** Tokens were burned. */
    Burn: typeof BurnEvent;
    /** A balance changed. */
    BalanceChange: typeof BalanceChangeEvent;
  };
  /**
   * Deploys the contract and sets the symbol and URI.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: FungibleTokenDeployProps): Promise<void>;
  /**
   * Sets the admin, the decimals and the initial pause state; callable once.
   *
   * @param admin - The address of the admin contract.
   * @param decimals - The number of decimal places.
   * @param startPaused - Whether the token starts paused.
   * @returns A promise that settles when the update is built.
   */
  initialize(admin: PublicKey, decimals: UInt8, startPaused: Bool): Promise<void>;
  /**
   * Installs a new verification key, if the admin contract agrees.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  updateVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Creates an instance of the admin contract stored in state.
   *
   * @returns The admin contract.
   */
  getAdminContract(): Promise<FungibleTokenAdminBase>;
  /**
   * Replaces the admin contract, if the current admin agrees.
   *
   * @param admin - The new admin contract address.
   * @returns A promise that settles when the update is built.
   */
  setAdmin(admin: PublicKey): Promise<void>;
  /**
   * Creates tokens for a recipient, if the admin contract agrees.
   *
   * @param recipient - The receiving account.
   * @param amount - How many tokens, in the smallest unit.
   * @returns The account update that credits the recipient.
   */
  mint(recipient: PublicKey, amount: UInt64): Promise<AccountUpdate>;
  /**
   * Destroys tokens held by an account; the holder must sign.
   *
   * @param from - The holder.
   * @param amount - How many tokens, in the smallest unit.
   * @returns The account update that debits the holder.
   */
  burn(from: PublicKey, amount: UInt64): Promise<AccountUpdate>;
  /**
   * Stops all balance changes, if the admin contract agrees.
   *
   * @returns A promise that settles when the update is built.
   */
  pause(): Promise<void>;
  /**
   * Allows balance changes again, if the admin contract agrees.
   *
   * @returns A promise that settles when the update is built.
   */
  resume(): Promise<void>;
  /**
   * Moves tokens between two accounts; the sender must sign.
   *
   * @param from - The sending account.
   * @param to - The receiving account.
   * @param amount - How many tokens, in the smallest unit.
   * @returns A promise that settles when the update is built.
   */
  transfer(from: PublicKey, to: PublicKey, amount: UInt64): Promise<void>;
  /**
   * Approves a forest of balance changes after checking that they balance out and the token is not paused.
   *
   * @param updates - The updates to check.
   * @returns A promise that settles when the checks are in the circuit.
   */
  approveBase(updates: AccountUpdateForest): Promise<void>;
  /**
   * Reads the balance of an account.
   *
   * @param address - The holder.
   * @returns The balance, in the smallest unit.
   */
  getBalanceOf(address: PublicKey): Promise<UInt64>;
  /**
   * Reads the number of tokens in circulation.
   *
   * @returns The circulating supply, in the smallest unit.
   */
  getCirculating(): Promise<UInt64>;
  /**
   * Reads the number of decimal places.
   *
   * @returns The decimals.
   */
  getDecimals(): Promise<UInt8>;
}

/**
 * Creates a token contract class bound to a chosen admin contract class.
 *
 * @param adminContract - The admin contract class the token delegates privileged actions to.
 * @returns A token contract class with the members of {@link FungibleToken}.
 * @example
 * ```ts
 * import { FungibleTokenContract, FungibleTokenAdvancedAdmin } from "@silvana-one/token";
 *
 * const WhitelistedToken = FungibleTokenContract(FungibleTokenAdvancedAdmin);
 * const token = new WhitelistedToken(tokenAddress);
 * ```
 * @since 0.3.0
 */
export declare function FungibleTokenContract(adminContract: FungibleTokenAdminConstructor): typeof FungibleToken;

/**
 * The token contract bound to {@link FungibleTokenAdvancedAdmin}: whitelists, a supply cap and mint rules.
 *
 * @since 0.3.0
 */
export declare const AdvancedFungibleToken: typeof FungibleToken;

/**
 * The token contract bound to {@link FungibleTokenBondingCurveAdmin}: tokens are bought from and sold back to a price curve.
 *
 * @since 0.3.0
 */
export declare const BondingCurveFungibleToken: typeof FungibleToken;
