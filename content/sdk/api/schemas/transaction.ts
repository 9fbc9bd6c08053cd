import type { TokenTransactionParams, TokenTransactionType } from "./token";
import type { NftTransactionParams, NftTransactionType } from "./nft";

/**
 * The body of every error response.
 *
 * @remarks Returned with HTTP status 400, 401, 403, 429, 500 or 503.
 * @since 0.3.0
 */
export interface ErrorResponse {
  /** A readable explanation of what went wrong. */
  error?: string;
}

/**
 * An unsigned transaction as returned by the build operations, in every form a signer may need.
 *
 * @remarks
 * Sign one of the payloads with a wallet, then pass the result to
 * {@link prove} together with this object.
 * @since 0.3.0
 */
export interface TransactionPayloads {
  /** The fee payer. */
  sender: string;
  /** The fee payer's nonce used for this transaction. */
  nonce: number;
  /** The memo. */
  memo: string;
  /** The transaction fee. */
  fee: number;
  /** The payload for browser wallets such as Auro. */
  walletPayload: {
    /** The nonce to sign with. */
    nonce?: number;
    /** The zkApp command as JSON text. */
    transaction?: string;
    /** Whether the wallet should only sign and not send. */
    onlySign?: boolean;
    /** Fee payer settings. */
    feePayer?: {
      /** The fee. */
      fee?: number;
      /** The memo. */
      memo?: string;
    };
  };
  /** The payload for signing with the `mina-signer` library. */
  minaSignerPayload: {
    /** The zkApp command object. */
    zkappCommand: Record<string, unknown>;
    /** Fee payer settings. */
    feePayer: {
      /** The fee payer address. */
      feePayer?: string;
      /** The fee. */
      fee?: number;
      /** The nonce. */
      nonce?: number;
      /** The memo. */
      memo?: string;
    };
  };
  /** Data the prover needs to rebuild the transaction. */
  proverPayload: string;
  /** The data the wallet signs; the signed copy is passed to {@link prove}. */
  signedData: string;
  /** The serialised transaction. */
  transaction: string;
  /** Whether the prover should send the transaction once it is proven. */
  sendTransaction?: boolean;
}

/**
 * An unsigned token transaction returned by the token operations.
 *
 * @since 0.3.0
 */
export interface TokenTransaction extends TransactionPayloads {
  /** The token symbol. */
  symbol: string;
  /** The request the transaction was built from, with its kind filled in. */
  request: TokenTransactionParams & {
    /** The kind of transaction, always filled in. */
    txType: TokenTransactionType;
  };
}

/**
 * An unsigned NFT transaction returned by the NFT operations.
 *
 * @since 0.3.0
 */
export interface NftTransaction extends TransactionPayloads {
  /** The collection symbol. */
  symbol: string;
  /** The collection name. */
  collectionName: string;
  /** The NFT name. */
  nftName: string;
  /** The IPFS hash of the pinned metadata. */
  storage?: string;
  /** The private part of the metadata, kept by the caller. */
  privateMetadata?: string;
  /** The root of the metadata map. */
  metadataRoot?: string;
  /** The serialised metadata map. */
  map?: Record<string, unknown>;
  /** The request the transaction was built from, with its kind filled in. */
  request: NftTransactionParams & {
    /** The kind of transaction, always filled in. */
    txType: NftTransactionType;
  };
}

/**
 * A signed token transaction to be proven.
 *
 * @since 0.3.0
 */
export interface ProveTokenTransaction {
  /** The transaction as returned by the build operation. */
  tx: TokenTransaction;
  /** The signed data produced by the wallet. */
  signedData: string;
  /** Whether the prover should also send the transaction once it is proven. */
  sendTransaction?: boolean;
}

/**
 * A signed NFT transaction to be proven.
 *
 * @since 0.3.0
 */
export interface ProveNftTransaction {
  /** The transaction as returned by the build operation. */
  tx: NftTransaction;
  /** The signed data produced by the wallet. */
  signedData: string;
  /** Whether the prover should also send the transaction once it is proven. */
  sendTransaction?: boolean;
}

/**
 * A list of built token transactions, as several builders return them together.
 *
 * @since 0.3.0
 */
export interface TokenTransactions {
  /** The transactions, each to be signed on its own. */
  txs: TokenTransaction[];
}

/**
 * A list of built NFT transactions.
 *
 * @since 0.3.0
 */
export interface NftTransactions {
  /** The transactions, each to be signed on its own. */
  txs: NftTransaction[];
}

/**
 * The outcome of proving one transaction.
 *
 * @since 0.3.0
 */
export interface ProofResult {
  /** Whether a proof was produced. */
  success?: boolean;
  /** The hash of the transaction, once sent. */
  hash?: string;
  /** What went wrong, on failure. */
  error?: string;
}

/**
 * Several signed token transactions proven as one job, such as the parts of an airdrop.
 *
 * @since 0.3.0
 */
export interface ProveTokenTransactions {
  /** The transactions to prove. */
  txs: ProveTokenTransaction[];
}

/**
 * Several signed NFT transactions proven as one job.
 *
 * @since 0.3.0
 */
export interface ProveNftTransactions {
  /** The transactions to prove. */
  txs: ProveNftTransaction[];
}

/**
 * The transactions an airdrop was split into.
 *
 * @since 0.3.0
 */
export interface AirdropTransactionResponse {
  /** One unsigned transaction per batch of recipients. */
  txs?: TokenTransaction[];
}

/**
 * The id of a proving job.
 *
 * @since 0.3.0
 */
export interface JobId {
  /** The job id, used with {@link getProof} and {@link waitForProofs}. */
  jobId: string;
}

/**
 * The outcome for one transaction of a proving job.
 *
 * @since 0.3.0
 */
export interface JobResult {
  /** Whether this transaction was proven. */
  success: boolean;
  /** What went wrong, on failure. */
  error?: string;
  /** The proven transaction. */
  tx?: string;
  /** The send status reported by the node. */
  status?: string;
  /** The transaction hash, when it was sent. */
  hash?: string;
}

/**
 * The state of a proving job and its results so far.
 *
 * @since 0.3.0
 */
export interface JobResults {
  /** Whether the status call itself succeeded. */
  success?: boolean;
  /**
   * The stage of the job: `created` (queued), `started` (a prover picked it up),
   * `finished` (all proofs ready), `failed` (see `error`), `used` (results already
   * collected) or `restarted` (started again after an interruption).
   */
  jobStatus?: "created" | "started" | "finished" | "failed" | "used" | "restarted";
  /** What went wrong, on failure. */
  error?: string;
  /** One entry per transaction of the job. */
  results?: JobResult[];
}

/**
 * A signed and proven transaction to broadcast.
 *
 * @since 0.3.0
 */
export interface SendTransactionParams {
  /** The transaction, serialised as JSON text. */
  transaction: string;
}

/**
 * The answer to {@link sendTransaction}.
 *
 * @since 0.3.0
 */
export interface SendTransactionReply {
  /** The transaction hash. */
  hash?: string;
  /** The status reported by the node. */
  status?: string;
  /** Whether the node accepted the transaction. */
  success: boolean;
  /** Details of a rejection. */
  error?: Record<string, unknown>;
}

/**
 * Identifies a transaction whose status is asked for.
 *
 * @since 0.3.0
 */
export interface TransactionStatusParams {
  /** The transaction hash. */
  hash: string;
}

/**
 * Block details of a transaction, as reported by the indexer.
 *
 * @since 0.3.0
 */
export interface TxStatus {
  /** The height of the block that holds the transaction. */
  blockHeight?: number;
  /** The hash of that block's state. */
  stateHash?: string;
  /** The status of the block, for example whether it is canonical. */
  blockStatus?: string;
  /** The block time stamp. */
  timestamp?: number;
  /** The transaction hash. */
  txHash?: string;
  /** The status of the transaction inside the block. */
  txStatus?: string;
}

/**
 * The answer to {@link txStatus}.
 *
 * @since 0.3.0
 */
export interface TransactionStatus {
  /** The transaction hash. */
  hash?: string;
  /**
   * Where the Mina transaction stands: `pending` (known to the network, not yet
   * in a block), `applied` (included in a Mina block), `failed` (included, but
   * its account updates were rejected) or `unknown` (not found).
   */
  status?: "pending" | "applied" | "failed" | "unknown";
  /** What went wrong, when the status could not be read. */
  error?: string;
  /** Block details, once the transaction is in a block. */
  details?: TxStatus;
}
