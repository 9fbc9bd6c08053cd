import type { AccountUpdate, Bool, DeployArgs, PublicKey, State, VerificationKey } from "o1js";
import { SmartContract } from "o1js";
import type { FungibleTokenAdminBase } from "../token";

/**
 * Settings for deploying a {@link FungibleTokenAdmin}.
 *
 * @since 0.3.0
 */
export interface FungibleTokenAdminDeployProps extends DeployArgs {
  /** The key whose signature authorises every privileged action. */
  adminPublicKey: PublicKey;
}

/**
 * The standard admin contract: every privileged action of the token needs one admin key's signature.
 *
 * @remarks
 * This is the admin used by {@link FungibleToken}. It allows everything the
 * key signs for and nothing else.
 *
 * @example
 * ```ts
 * import { FungibleTokenAdmin } from "@silvana-one/token";
 *
 * const admin = new FungibleTokenAdmin(adminContractKey.toPublicKey());
 * await admin.deploy({ adminPublicKey: ownerKey.toPublicKey() });
 * ```
 * @since 0.3.0
 */
export declare class FungibleTokenAdmin extends SmartContract implements FungibleTokenAdminBase {
  /** The key that must sign; kept private to the contract. */
  private adminPublicKey: State<PublicKey>;
  /**
   * Adds the admin signature requirement to the transaction.
   *
   * @returns The signed account update of the admin.
   */
  private ensureAdminSignature(): Promise<AccountUpdate>;
  /**
   * Deploys the contract and stores the admin key.
   *
   * @param props - The deploy settings.
   * @returns A promise that settles when the deploy update is built.
   */
  deploy(props: FungibleTokenAdminDeployProps): Promise<void>;
  /**
   * Installs a new verification key for this admin contract; needs the admin signature.
   *
   * @param vk - The new key.
   * @returns A promise that settles when the update is built.
   */
  updateVerificationKey(vk: VerificationKey): Promise<void>;
  /**
   * Allows a mint when the admin signs.
   *
   * @param accountUpdate - The update that credits the new tokens.
   * @returns True once the signature requirement is added.
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
}
