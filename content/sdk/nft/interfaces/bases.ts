import type { Bool, Field, PublicKey, UInt32, UInt64, VerificationKey } from "o1js";
import type { SmartContract, TokenContract } from "o1js";
import type {
  MintParamsOption,
  MintRequest,
  NFTState,
  NFTStateStruct,
  TransferExtendedParams,
  TransferParams,
} from "./types";
import type { TransferEvent } from "./events";

/**
 * What a collection's admin contract must decide: minting, updates, transfers and every setting change.
 *
 * @remarks
 * The collection calls these methods inside its own proofs. {@link NFTAdmin}
 * and {@link NFTAdvancedAdmin} are the two admins that ship with the package.
 * @since 0.3.0
 */
export type NFTAdminBase = SmartContract & {
  /**
   * Turns a mint request into mint parameters, or refuses it.
   *
   * @param mintRequest - The request.
   * @returns The parameters to mint with, or an empty option.
   */
  canMint(mintRequest: MintRequest): Promise<MintParamsOption>;
  /**
   * Decides whether a state change proven for an NFT may be applied.
   *
   * @param input - The state before.
   * @param output - The state after.
   * @returns The decision.
   */
  canUpdate(input: NFTState, output: NFTState): Promise<Bool>;
  /**
   * Decides whether a transfer may happen, when the collection requires approval.
   *
   * @param transferEvent - The transfer details.
   * @returns The decision.
   */
  canTransfer(transferEvent: TransferEvent): Promise<Bool>;
  /**
   * Decides whether the collection may be renamed.
   *
   * @param name - The new name, encoded.
   * @returns The decision.
   */
  canChangeName(name: Field): Promise<Bool>;
  /**
   * Decides whether the creator may change.
   *
   * @param creator - The new creator.
   * @returns The decision.
   */
  canChangeCreator(creator: PublicKey): Promise<Bool>;
  /**
   * Decides whether the base URL may change.
   *
   * @param baseUri - The new base URL, encoded.
   * @returns The decision.
   */
  canChangeBaseUri(baseUri: Field): Promise<Bool>;
  /**
   * Decides whether the royalty may change.
   *
   * @param royaltyFee - The new royalty.
   * @returns The decision.
   */
  canChangeRoyalty(royaltyFee: UInt32): Promise<Bool>;
  /**
   * Decides whether the transfer fee may change.
   *
   * @param transferFee - The new fee.
   * @returns The decision.
   */
  canChangeTransferFee(transferFee: UInt64): Promise<Bool>;
  /**
   * Decides whether the collection may switch admin.
   *
   * @param admin - The new admin contract.
   * @returns The decision.
   */
  canSetAdmin(admin: PublicKey): Promise<Bool>;
  /**
   * Decides whether the collection may be paused.
   *
   * @returns The decision.
   */
  canPause(): Promise<Bool>;
  /**
   * Decides whether the collection may be resumed.
   *
   * @returns The decision.
   */
  canResume(): Promise<Bool>;
  /**
   * Decides whether a contract of the collection may be upgraded.
   *
   * @param vk - The new key.
   * @param address - The account to upgrade.
   * @param tokenId - Its token id.
   * @returns The decision.
   */
  canChangeVerificationKey(vk: VerificationKey, address: PublicKey, tokenId: Field): Promise<Bool>;
};

/**
 * A class of admin contracts.
 *
 * @since 0.3.0
 */
export interface NFTAdminContractConstructor {
  /**
   * Binds an admin contract to its account.
   *
   * @param admin - The admin contract address.
   * @returns The contract instance.
   */
  new (admin: PublicKey): NFTAdminBase;
}

/**
 * What an owner contract must decide when an NFT is owned by a contract rather than a key.
 *
 * @since 0.3.0
 */
export type NFTOwnerBase = SmartContract & {
  /**
   * Decides whether the owned NFT may be transferred.
   *
   * @param params - The transfer details.
   * @returns The decision.
   */
  canTransfer(params: TransferExtendedParams): Promise<Bool>;
  /**
   * Decides whether an address may be approved for the NFT.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param approved - The address to approve.
   * @returns The decision.
   */
  canApproveAddress(collection: PublicKey, nft: PublicKey, approved: PublicKey): Promise<Bool>;
  /**
   * Decides whether the NFT may be paused.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @returns The decision.
   */
  canPause(collection: PublicKey, nft: PublicKey): Promise<Bool>;
  /**
   * Decides whether the NFT may be resumed.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @returns The decision.
   */
  canResume(collection: PublicKey, nft: PublicKey): Promise<Bool>;
  /**
   * Decides whether the NFT contract may be upgraded.
   *
   * @param collection - The collection.
   * @param nft - The NFT.
   * @param vk - The new key.
   * @returns The decision.
   */
  canChangeVerificationKey(collection: PublicKey, nft: PublicKey, vk: VerificationKey): Promise<Bool>;
};

/**
 * A class of owner contracts.
 *
 * @since 0.3.0
 */
export interface NFTOwnerContractConstructor {
  /**
   * Binds an owner contract to its account.
   *
   * @param address - The contract address.
   * @returns The contract instance.
   */
  new (address: PublicKey): NFTOwnerBase;
}

/**
 * What an approved contract must decide, such as an offer or auction holding the right to transfer an NFT.
 *
 * @since 0.3.0
 */
export type NFTApprovalBase = SmartContract & {
  /**
   * Decides whether the transfer it is asked to make may happen.
   *
   * @param params - The transfer details.
   * @returns The decision.
   */
  canTransfer(params: TransferExtendedParams): Promise<Bool>;
};

/**
 * A class of approval contracts.
 *
 * @since 0.3.0
 */
export interface NFTApprovalContractConstructor {
  /**
   * Binds an approval contract to its account.
   *
   * @param address - The contract address.
   * @returns The contract instance.
   */
  new (address: PublicKey): NFTApprovalBase;
}

/**
 * What an update contract must decide when NFT state changes through a proof.
 *
 * @since 0.3.0
 */
export type NFTUpdateBase = SmartContract & {
  /**
   * Decides whether a proven change may be applied.
   *
   * @param collectionAddress - The collection.
   * @param nftAddress - The NFT.
   * @param input - The state before.
   * @param output - The state after.
   * @returns The decision.
   */
  canUpdate(collectionAddress: PublicKey, nftAddress: PublicKey, input: NFTState, output: NFTState): Promise<Bool>;
};

/**
 * A class of update contracts.
 *
 * @since 0.3.0
 */
export interface NFTUpdateContractConstructor {
  /**
   * Binds an update contract to its account.
   *
   * @param address - The contract address.
   * @returns The contract instance.
   */
  new (address: PublicKey): NFTUpdateBase;
}

/**
 * What other contracts may call on a collection: transfers and state reads.
 *
 * @since 0.3.0
 */
export type NFTCollectionBase = TokenContract & {
  /**
   * Transfers an NFT owned by a contract, which approves through its proof.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  transferByProof(params: TransferParams): Promise<void>;
  /**
   * Transfers an NFT whose owner signs.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  transferBySignature(params: TransferParams): Promise<void>;
  /**
   * Transfers an NFT on behalf of an approved contract.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  approvedTransferByProof(params: TransferParams): Promise<void>;
  /**
   * Transfers an NFT on behalf of an approved key that signs.
   *
   * @param params - The transfer.
   * @returns A promise that settles when the update is built.
   */
  approvedTransferBySignature(params: TransferParams): Promise<void>;
  /**
   * Reads the state of one NFT.
   *
   * @param address - The NFT.
   * @returns Its on-chain state.
   */
  getNFTState(address: PublicKey): Promise<NFTStateStruct>;
};

/**
 * A class of collection contracts.
 *
 * @since 0.3.0
 */
export interface NFTCollectionContractConstructor {
  /**
   * Binds a collection contract to its account.
   *
   * @param address - The collection address.
   * @returns The contract instance.
   */
  new (address: PublicKey): NFTCollectionBase;
}

/**
 * A factory that makes an approval contract class bound to a collection class.
 *
 * @remarks Collection and approval contracts refer to each other, so the collection is passed lazily.
 * @since 0.3.0
 */
export interface DefineApprovalFactory {
  /**
   * Makes the class.
   *
   * @param params - A thunk that returns the collection class.
   * @returns The approval contract class.
   */
  (params: { collectionContract: () => NFTCollectionContractConstructor }): NFTApprovalContractConstructor;
}

/**
 * A factory that makes an owner contract class bound to a collection class.
 *
 * @since 0.3.0
 */
export interface DefineOwnerFactory {
  /**
   * Makes the class.
   *
   * @param params - A thunk that returns the collection class.
   * @returns The owner contract class.
   */
  (params: { collectionContract: () => NFTCollectionContractConstructor }): NFTOwnerContractConstructor;
}

/**
 * A factory that makes an update contract class bound to a collection class.
 *
 * @since 0.3.0
 */
export interface DefineUpdateFactory {
  /**
   * Makes the class.
   *
   * @param params - A thunk that returns the collection class.
   * @returns The update contract class.
   */
  (params: { collectionContract: () => NFTCollectionContractConstructor }): NFTUpdateContractConstructor;
}

/**
 * A factory that makes a collection class from its four companion contract classes.
 *
 * @since 0.3.0
 */
export interface DefineCollectionFactory {
  /**
   * Makes the class.
   *
   * @param params - Thunks returning the admin, owner, approval and update classes.
   * @returns The collection class.
   */
  (params: {
    adminContract: () => NFTAdminContractConstructor;
    ownerContract: () => NFTOwnerContractConstructor;
    approvalContract: () => NFTApprovalContractConstructor;
    updateContract: () => NFTUpdateContractConstructor;
  }): NFTCollectionContractConstructor;
}

/**
 * A contract with a single owner who can hand ownership over.
 *
 * @since 0.3.0
 */
export type OwnableContract = SmartContract & {
  /**
   * Hands ownership to another account; the current owner must sign.
   *
   * @param to - The new owner.
   * @returns The previous owner.
   */
  transferOwnership(to: PublicKey): Promise<PublicKey>;
};

/**
 * A contract that can be paused and resumed.
 *
 * @since 0.3.0
 */
export type PausableContract = SmartContract & {
  /**
   * Pauses the contract.
   *
   * @returns A promise that settles when the update is built.
   */
  pause(): Promise<void>;
  /**
   * Resumes the contract.
   *
   * @returns A promise that settles when the update is built.
   */
  resume(): Promise<void>;
};
