/**
 * Identifies the token whose state is asked for.
 *
 * @since 0.3.0
 */
export interface TokenInfoRequestParams {
  /** The token contract address. */
  tokenAddress: string;
}

/**
 * A token contract together with its admin contract, admin account and symbol.
 *
 * @since 0.3.0
 */
export interface TokenSymbolAndAdmin {
  /** The token contract address. */
  tokenAddress: string;
  /** The admin contract address. */
  adminContractAddress: string;
  /** The admin account stored in the admin contract. */
  adminAddress: string;
  /** The token symbol. */
  tokenSymbol: string;
}

/**
 * The on-chain state of a token and its admin contract.
 *
 * @since 0.3.0
 */
export interface TokenState {
  /** The token contract address. */
  tokenAddress: string;
  /** The token id derived from the contract address. */
  tokenId: string;
  /** The admin contract address. */
  adminContractAddress: string;
  /** The admin key or owner stored in the admin contract. */
  adminAddress: string;
  /** The token balance held by the admin contract. */
  adminTokenBalance: number;
  /** The number of tokens in circulation. */
  totalSupply: number;
  /** Whether transfers are paused. */
  isPaused: boolean;
  /** The number of decimal places. */
  decimals: number;
  /** The token symbol. */
  tokenSymbol: string;
  /** The hash of the token contract's verification key. */
  verificationKeyHash: string;
  /** The token URI. */
  uri: string;
  /** The zkApp version of the token account. */
  version: number;
  /** The symbol stored on the admin account. */
  adminTokenSymbol: string;
  /** The URI stored on the admin account. */
  adminUri: string;
  /** The hash of the admin contract's verification key. */
  adminVerificationKeyHash: string;
  /** The zkApp version of the admin account. */
  adminVersion: number;
}

/**
 * Identifies the account and token whose balance is asked for.
 *
 * @since 0.3.0
 */
export interface BalanceRequestParams {
  /** The token contract address; give this or `tokenId`. */
  tokenAddress?: string;
  /** The token id; give this or `tokenAddress`. */
  tokenId?: string;
  /** The account address. */
  address: string;
}

/**
 * The answer to {@link getTokenBalance}.
 *
 * @since 0.3.0
 */
export interface BalanceResponse {
  /** The token contract address, echoed back. */
  tokenAddress?: string;
  /** The token id, echoed back. */
  tokenId?: string;
  /** The account address. */
  address: string;
  /** The balance, in the token's smallest unit. */
  balance?: number;
  /** Whether the account exists for this token. */
  hasAccount?: boolean;
}

/**
 * Identifies the account whose nonce is asked for.
 *
 * @since 0.3.0
 */
export interface NonceRequestParams {
  /** The account address. */
  address: string;
}

/**
 * The answer to {@link getNonce}.
 *
 * @since 0.3.0
 */
export interface NonceResponse {
  /** The account address. */
  address: string;
  /** The nonce to use for the next transaction. */
  nonce?: number;
  /** Whether the account exists. */
  hasAccount?: boolean;
}

/**
 * Identifies a collection and, optionally, one NFT in it.
 *
 * @since 0.3.0
 */
export interface NftRequestParams {
  /** The collection contract address. */
  collectionAddress: string;
  /** The NFT address. */
  nftAddress?: string;
}

/**
 * Indexed details of one NFT.
 *
 * @since 0.3.0
 */
export interface NftInfo {
  /** Whether the entry is a regular NFT or the collection's master NFT. */
  type: "nft" | "collection";
  /** Always `nft`. */
  contractType: "nft";
  /** The NFT account address. */
  tokenAddress: string;
  /** The collection name. */
  collectionName: string;
  /** The collection address. */
  collectionAddress: string;
  /** The collection URI. */
  collectionUri?: string;
  /** The collection symbol. */
  collectionSymbol?: string;
  /** The base URL of the collection. */
  collectionBaseURL?: string;
  /** The symbol. */
  symbol: string;
  /** The metadata URI. */
  uri: string;
  /** The token id of the collection. */
  tokenId: string;
  /** The NFT name. */
  name: string;
  /** A link to the image. */
  image: string;
  /** The description. */
  description?: string;
  /** The root of the metadata map. */
  metadataRoot: string;
  /** The IPFS hash of the stored metadata. */
  storage: string;
  /** The hash of the key that checks metadata updates. */
  metadataVerificationKeyHash: string;
  /** The owner address. */
  owner: string;
  /** The approved address, if any. */
  approved?: string;
  /** The verification key hash of the approved contract. */
  approvedVerificationKeyHash?: string;
  /** The kind of the approved contract, such as an offer. */
  approvedType?: string;
  /** The state version. */
  version: number;
  /** The NFT number inside the collection. */
  id: string;
  /** Whether ownership can change through a proof. */
  canChangeOwnerByProof: boolean;
  /** Whether the NFT can be transferred. */
  canTransfer: boolean;
  /** Whether the owner may approve another address. */
  canApprove: boolean;
  /** Whether the metadata may change. */
  canChangeMetadata: boolean;
  /** Whether the storage pointer may change. */
  canChangeStorage: boolean;
  /** Whether the name may change. */
  canChangeName: boolean;
  /** Whether the metadata verification key may change. */
  canChangeMetadataVerificationKeyHash: boolean;
  /** Whether the NFT can be paused. */
  canPause: boolean;
  /** Whether the NFT is paused. */
  isPaused: boolean;
  /** Whether upgrades need the owner's consent. */
  requireOwnerAuthorizationToUpgrade: boolean;
  /** The public metadata. */
  metadata: Record<string, unknown>;
  /** The indexing status. */
  status: string;
  /** A popularity rating. */
  rating: number;
  /** When the entry was last updated, as a time stamp. */
  updated: number;
  /** When the entry was created, as a time stamp. */
  created: number;
  /** The network name. */
  chain: string;
  /** The price, when the NFT is for sale. */
  price?: number;
  /** The number of likes. */
  likes?: number;
  /** The verification key hash of the NFT contract. */
  contractVerificationKeyHash: string;
  /** The version of the NFT contract. */
  contractVersion: number;
}

/**
 * Indexed details of a collection.
 *
 * @since 0.3.0
 */
export interface CollectionInfo {
  /** Always `collection`. */
  contractType: "collection";
  /** The collection name. */
  collectionName: string;
  /** The collection address. */
  collectionAddress: string;
  /** The collection's token id. */
  tokenId: string;
  /** The symbol. */
  symbol: string;
  /** The collection URI. */
  uri: string;
  /** Whether the collection is paused. */
  isPaused: boolean;
  /** A link to the banner image. */
  banner?: string;
  /** The creator address. */
  creator: string;
  /** The admin contract address. */
  adminAddress: string;
  /** The base URL of NFT pages. */
  baseURL: string;
  /** The royalty, in thousandths of a percent. */
  royaltyFee: number;
  /** The transfer fee, written as text. */
  transferFee: string;
  /** Whether transfers need approval. */
  requireTransferApproval: boolean;
  /** Whether minting is restricted. */
  mintingIsLimited: boolean;
  /** Whether the collection contract is paused. */
  collectionIsPaused: boolean;
  /** The master NFT. */
  masterNFT: NftInfo;
  /** The verification key hash of the collection contract. */
  contractVerificationKeyHash: string;
  /** The version of the collection contract. */
  contractVersion: number;
  /** The network name. */
  chain: string;
  /** When the entry was last updated, as a time stamp. */
  updated: number;
  /** When the entry was created, as a time stamp. */
  created: number;
  /** The number of likes. */
  likes?: number;
  /** The indexing status. */
  status: string;
  /** A popularity rating. */
  rating: number;
}

/**
 * The answer to {@link getNftInfo}: a collection and one of its NFTs.
 *
 * @since 0.3.0
 */
export interface NftRequestAnswer {
  /** The collection. */
  collection: CollectionInfo;
  /** The NFT. */
  nft: NftInfo;
}

/**
 * The answer to {@link getNftV2Info}, for NFTs of the older V2 standard.
 *
 * @since 0.3.0
 */
export interface NftV2RequestAnswer {
  /** The contract address. */
  contractAddress?: string;
  /** The NFT address. */
  nftAddress?: string;
  /** The token id. */
  tokenId?: string;
  /** The token symbol. */
  tokenSymbol?: string;
  /** The contract URI. */
  contractUri?: string;
  /** The NFT name. */
  name?: string;
  /** The metadata root. */
  metadataRoot?: {
    /** The data hash. */
    data?: string;
    /** The kind hash. */
    kind?: string;
  };
  /** The IPFS hash of the stored metadata. */
  storage?: string;
  /** The owner address. */
  owner?: string;
  /** The price, when for sale. */
  price?: number;
  /** The state version. */
  version?: number;
  /** The public metadata. */
  metadata?: Record<string, unknown>;
  /** The search-index record. */
  algolia?: Record<string, unknown>;
}

/**
 * Identifies the token whose holders are listed by {@link getTokenHolders}.
 *
 * @since 0.3.0
 */
export interface TokenHoldersRequestParams {
  /** The token contract address (`B62q…`). */
  address: string;
}

/**
 * One account that holds a token.
 *
 * @since 0.3.0
 */
export interface TokenHolder {
  /** The holder's account (`B62q…`). */
  address: string;
  /** The amount held, in the token's base units (with 9 decimals, 1 token = 1_000_000_000). */
  balance: number;
  /** The holder's share of the total supply, in percent (0–100). */
  percentage: number;
  /** True when the holder is a contract account, such as an offer or bid contract, rather than a wallet. */
  isZkappAccount: boolean;
}

/**
 * The answer to {@link getTokenHolders}.
 *
 * @since 0.3.0
 */
export interface TokenHoldersResponse {
  /** Every account holding the token, with balance and share. */
  holders: TokenHolder[];
}

/**
 * Filter of {@link getTransactions}: name the token by `tokenAddress` or `tokenId`, and add `address` to narrow the list to one account.
 *
 * @since 0.3.0
 */
export interface TransactionsListRequestParams {
  /** The token contract address. */
  tokenAddress?: string;
  /** The token id, as an alternative to `tokenAddress`. */
  tokenId?: string;
  /** Only list transactions that involve this account. */
  address?: string;
}

/**
 * One entry of a token's transaction history.
 *
 * @since 0.3.0
 */
export interface TransactionData {
  /** When the transaction was included, in milliseconds since the Unix epoch. */
  timestamp: number;
  /** The outcome recorded by the indexer, for example `applied` or `failed`. */
  status: string;
  /** The accounts whose state the transaction changed. */
  updatedAccounts: {
    /** The changed account. */
    accountAddress: string;
    /** True for a contract (zkApp) account. */
    isZkappAccount: boolean;
    /** The hash of the account's verification key, for contract accounts. */
    verificationKeyHash?: string;
  }[];
  /** The number of account updates in the zkApp command. */
  accountUpdatesCount: number;
  /** The account that paid the fee and submitted the transaction. */
  proverAddress: string;
  /** True when the submitting account is a contract account. */
  isZkappAccount: boolean;
  /** The transaction hash. */
  hash: string;
  /** The fee paid, in nanomina (0.1 MINA = 100_000_000). */
  fee: number;
  /** The memo, decoded to text. */
  memo: string;
}

/**
 * The answer to {@link getTransactions}.
 *
 * @since 0.3.0
 */
export interface TransactionsListResponse {
  /** The matching transactions, newest first. */
  transactions: TransactionData[];
}

/**
 * Identifies the contract account whose details are asked for.
 *
 * @since 0.3.0
 */
export interface ContractInfoRequest {
  /** The account address. */
  address: string;
  /** The token id of the account; the MINA token when omitted. */
  tokenId?: string;
}

/**
 * How a {@link ContractProperty} value should be read.
 *
 * @since 0.3.0
 */
export type ContractPropertyType =
  | "name"
  | "role"
  | "address"
  | "tokenId"
  | "verificationKey"
  | "verificationKeyHash"
  | "zkappVersion"
  | "bigint"
  | "number"
  | "field"
  | "boolean"
  | "ipfs"
  | "string"
  | "uri"
  | "symbol"
  | "bondingCurveMintPrice"
  | "bondingCurveRedeemPrice";

/**
 * One decoded value of a contract account.
 *
 * @since 0.3.0
 */
export interface ContractProperty {
  /** How to read the value. */
  type: ContractPropertyType;
  /** The value as text. */
  value: string;
  /** A display form, such as an amount with its unit. */
  presentation?: string;
}

/**
 * Decoded details of a contract account: fixed entries plus any state the contract type defines.
 *
 * @since 0.3.0
 */
export interface ContractInfo {
  /** The contract's type name. */
  name: ContractProperty & {
    /** Always `name` when present. */
    type?: "name";
  };
  /** The account address. */
  address: ContractProperty & {
    /** Always `address` when present. */
    type?: "address";
  };
  /** The token id of the account. */
  tokenId: ContractProperty & {
    /** Always `tokenId` when present. */
    type?: "tokenId";
  };
  /** The token id the contract derives for its own token. */
  derivedTokenId: ContractProperty & {
    /** Always `tokenId` when present. */
    type?: "tokenId";
  };
  /** The token symbol of the account. */
  symbol: ContractProperty & {
    /** Always `symbol` when present. */
    type?: "symbol";
  };
  /** The zkApp URI of the account. */
  uri: ContractProperty & {
    /** Always `uri` when present. */
    type?: "uri";
  };
  /** The installed verification key. */
  verificationKey: ContractProperty & {
    /** Always `verificationKey` when present. */
    type?: "verificationKey";
  };
  /** The hash of the installed verification key. */
  verificationKeyHash: ContractProperty & {
    /** Always `verificationKeyHash` when present. */
    type?: "verificationKeyHash";
  };
  /** The zkApp version. */
  zkappVersion: ContractProperty & {
    /** Always `zkappVersion` when present. */
    type?: "zkappVersion";
  };
  /** Further decoded state, keyed by its name in the contract. */
  [key: string]: ContractProperty;
}

/**
 * Identifies the account to fund from the faucet.
 *
 * @since 0.3.0
 */
export interface FaucetParams {
  /** The account address. */
  address: string;
}

/**
 * The answer to {@link faucet}.
 *
 * @since 0.3.0
 */
export interface FaucetResponse {
  /** Whether the funds were sent. */
  success?: boolean;
  /** The hash of the funding transaction. */
  hash?: string;
  /** What went wrong, on failure. */
  error?: string;
}
