import type { AccountUpdate, AccountUpdateForest, Bool, DeployArgs, Field, PublicKey, State, UInt64, VerificationKey } from "o1js";
import { Struct, TokenContract } from "o1js";
import type { Whitelist } from "../../storage/index";
import type { FungibleTokenAdminBase } from "../token";

/**
 * Mint rules of the advanced admin, packed into one field of contract state.
 *
 * @since 0.3.0
 */
export declare class AdvancedAdminData extends Struct<{
  totalSupply: UInt64;
  requireAdminSignatureForMint: Bool;
  anyoneCanMint: Bool;
}> {
  /**
   * Creates the rules from provable values.
   *
   * @param value - The three rules.
   */
  constructor(value: { totalSupply: UInt64; requireAdminSignatureForMint: Bool; anyoneCanMint: Bool });
  /** The most tokens that may ever be minted. */
  totalSupply: UInt64;
  /** Whether each mint also needs the admin's signature. */
  requireAdminSignatureForMint: Bool;
  /** Whether accounts outside the whitelist may receive mints. */
  anyoneCanMint: Bool;
  /**
   * Creates the rules from plain values.
   *
   * @param params - The rules; a missing value counts as zero or false.
   * @returns The rules.
   */
  static new(params?: { totalSupply?: number; requireAdminSignatureForMint?: boolean; anyoneCanMint?: boolean }): AdvancedAdminData;
  /**
   * Packs the rules into one field element.
   *
   * @returns The packed value.
   */
  pack(): Field;
  /**
   * Reads rules packed by {@link AdvancedAdminData.pack}.
   *
   * @param packed - The packed value.
   * @returns The rules.
   */
  static unpack(packed: Field): AdvancedAdminData;
}

/**
 * Settings for deploying a {@link FungibleTokenAdvancedAdmin}.
 *
 * @since 0.3.0
 */
export interface FungibleTokenWhitelistedAdminDeployProps extends DeployArgs {
  /** The admin key. */
  adminPublicKey: PublicKey;
  /** The token contract this admin serves. */
  tokenContract: PublicKey;
  /** The supply cap. */
  totalSupply: UInt64;
  /** The accounts that may receive mints, with per-account limits. */
  whitelist: Whitelist;
  /** Whether each mint also needs the admin's signature. */
  requireAdminSignatureForMint: Bool;
  /** Whether accounts outside the whitelist may receive mints. */
  anyoneCanMint: Bool;
}

/**
 * The advanced admin contract: mints are limited by a whitelist with per-account amounts and by a total supply cap.
 *
 * @remarks
 * The contract keeps its own token to count what each whitelisted account has
 * received, so limits hold across many mints. Its own token cannot be
 * transferred. This admin backs {@link AdvancedFungibleToken}.
 *
 * @example
 * ```ts
 * import { FungibleTokenAdvancedAdmin } from "@silvana-one/token";
 * import { Whitelist } from "@silvana-one/storage";
 * import { UInt64, Bool } from "o1js";
 *
 * // Amounts are in the token's smallest unit: with 9 decimals, 500 tokens are 500_000_000_000.
 * const { whitelist } = await Whitelist.create({ list: [{ address: buyer, amount: 500_000_000_000 }] });
 * const admin = new FungibleTokenAdvancedAdmin(adminContractAddress);
 * await admin.deploy({
 *   adminPublicKey: owner, tokenContract: tokenAddress, totalSupply: UInt64.from(1_000_000_000_000_000), // 1 million tokens
 *   whitelist, requireAdminSignatureForMint: Bool(false), anyoneCanMint: Bool(false),
 * });
 * ```
 * @since 0.3.0
 */
export declare class FungibleTokenAdvancedAdmin extends TokenContract implements FungibleTokenAdminBase {
  /** The admin key. */
  adminPublicKey: State<PublicKey>;
  /** The token contract this admin serves. */
  tokenContract: State<PublicKey>;
  /** The mint whitelist. */
  whitelist: State<Whitelist>;
  /** The packed {@link AdvancedAdminData}. */
  adminData: State<Field>;
  /** The events the contract emits, by name. */
  readonly events: {
    /** The whitelist was replaced. */
    updateWhitelist: typeof Whitelist;
  };
  /**
   * Adds the admin signature requirement to the transaction.
   *
   * @returns The signed account update of the admin.
   */
  private ensureAdminSignature(): Promise<AccountUpdate>;
  /**
   * Refuses every transfer of the contract's own tracking token.
   *
   * @param forest - The updates that were submitted.
   * @returns Never resolves successfully.
   * @throws Error always.
   */
  approveBase(forest: AccountUpdateForest): Promise<void>;
  /**
   * Deploys the contract with its whitelist and rules.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: FungibleTokenWhitelistedAdminDeployProps): Promise<void>;
  /**
   * Installs a new verification key for this contract; needs the admin signature.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  updateVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Checks a mint against the supply cap, the whitelist limits and the signature rule.
   *
   * @param accountUpdate - The update that credits the new tokens.
   * @returns True when every check passes; otherwise the proof fails.
   */
  canMint(accountUpdate: AccountUpdate): Promise<Bool>;
  /**
   * Allows an admin change when the admin signs.
   *
   * @param admin - The proposed admin contract.
   * @returns True once the signature requirement is added.
   */
  canChangeAdmin(admin: PublicKey): Promise<Bool>;
  /**
   * Allows pausing when the admin signs.
   *
   * @returns True once the signature requirement is added.
   */
  canPause(): Promise<Bool>;
  /**
   * Allows resuming when the admin signs.
   *
   * @returns True once the signature requirement is added.
   */
  canResume(): Promise<Bool>;
  /**
   * Allows a token upgrade when the admin signs.
   *
   * @param vk - The proposed key.
   * @returns True once the signature requirement is added.
   */
  canChangeVerificationKey(vk: VerificationKey): Promise<Bool>;
  /**
   * Replaces the whitelist; the sender must be the admin.
   *
   * @param whitelist - The new whitelist.
   * @returns A promise that settles when the update is built.
   */
  updateWhitelist(whitelist: Whitelist): Promise<void>;
}
