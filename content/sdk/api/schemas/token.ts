/**
 * Kinds of fungible-token transactions the API can build.
 *
 * @since 0.3.0
 */
export type TokenTransactionType =
  | "token:launch"
  | "token:mint"
  | "token:burn"
  | "token:redeem"
  | "token:transfer"
  | "token:bid:create"
  | "token:offer:create"
  | "token:offer:buy"
  | "token:bid:sell"
  | "token:airdrop"
  | "token:bid:withdraw"
  | "token:offer:withdraw"
  | "token:bid:whitelist"
  | "token:offer:whitelist"
  | "token:admin:whitelist";

/**
 * A list of permitted addresses with optional limits, or the IPFS hash of a list pinned earlier.
 *
 * @since 0.3.0
 */
export type Whitelist =
  | {
      /** The permitted account (base58). */
      address: string;
      /** The largest amount the account may use; no limit when omitted. */
      amount?: number;
    }[]
  | string;

/**
 * Fields shared by every token transaction request.
 *
 * @since 0.3.0
 */
export interface TokenTransactionBaseParams {
  /** The kind of transaction; usually filled in by the operation. */
  txType?: TokenTransactionType;
  /** The token contract address. */
  tokenAddress?: string;
  /** The account that pays the fee and signs. */
  sender: string;
  /** The sender's secret key; optional, and best kept out of requests that touch real funds. */
  senderPrivateKey?: string;
  /** The sender's account nonce. */
  nonce?: number;
  /** A memo of up to 30 characters. */
  memo?: string;
  /** An optional fee paid to the developer of the calling app. */
  developerFee?: number;
}

/**
 * Base of requests about a token that already exists, so its address is required.
 *
 * @since 0.3.0
 */
export interface DeployedTokenTransactionBaseParams extends TokenTransactionBaseParams {
  /** The token contract address. */
  tokenAddress: string;
}

/**
 * Descriptive data of a token, stored off-chain and linked from its URI.
 *
 * @since 0.3.0
 */
export interface TokenInfo {
  /** The ticker symbol. */
  symbol?: string;
  /** The full name. */
  name?: string;
  /** A short description. */
  description?: string;
  /** A link to the logo. */
  imageUrl?: string;
  /** The logo itself, base64-encoded. */
  imageBase64?: string;
  /** The X (Twitter) handle or link. */
  twitter?: string;
  /** A Discord invite link. */
  discord?: string;
  /** A Telegram link. */
  telegram?: string;
  /** An Instagram link. */
  instagram?: string;
  /** A Facebook link. */
  facebook?: string;
  /** The project website. */
  website?: string;
  /** A link to the source of the token contract. */
  tokenContractCode?: string;
  /** Links to the source of the admin contracts. */
  adminContractsCode?: string[];
}

/**
 * Fields shared by the three kinds of token launch request.
 *
 * @since 0.3.0
 */
export interface LaunchTokenTransactionBaseParams extends TokenTransactionBaseParams {
  /** Always `token:launch`. */
  txType?: "token:launch";
  /** Which admin contract controls minting. */
  adminContract: "standard" | "advanced" | "bondingCurve";
  /** The ticker symbol; fewer than 7 characters. */
  symbol: string;
  /** The number of decimal places shown for the token. */
  decimals?: number;
  /** A link to the token description, or the description itself as {@link TokenInfo}. */
  uri: string | TokenInfo;
  /** The address chosen for the new token contract. */
  tokenAddress?: string;
  /** The address chosen for the new admin contract. */
  adminContractAddress?: string;
  /** The secret key of the token contract account, when the caller made it. */
  tokenContractPrivateKey?: string;
  /** The secret key of the admin contract account, when the caller made it. */
  adminContractPrivateKey?: string;
}

/**
 * Launch request for a token whose admin is a single key that signs every mint.
 *
 * @since 0.3.0
 */
export interface LaunchTokenStandardAdminParams extends LaunchTokenTransactionBaseParams {
  /** Selects the standard admin contract. */
  adminContract: "standard";
}

/**
 * Launch request for a token with the advanced admin: a whitelist, a supply cap and mint rules.
 *
 * @since 0.3.0
 */
export interface LaunchTokenAdvancedAdminParams extends LaunchTokenTransactionBaseParams {
  /** Selects the advanced admin contract. */
  adminContract: "advanced";
  /** Who may mint: only whitelisted accounts, or anyone. */
  canMint: "whitelist" | "anyone";
  /** Whether each mint also needs the admin's signature. */
  requireAdminSignatureForMint?: boolean;
  /** The accounts allowed to receive or mint tokens. */
  whitelist?: Whitelist;
  /** The largest supply that may ever be minted. */
  totalSupply?: number;
}

/**
 * Launch request for a token sold along a bonding curve: price rises with supply.
 *
 * @since 0.3.0
 */
export interface LaunchTokenBondingCurveAdminParams extends LaunchTokenTransactionBaseParams {
  /** Selects the bonding-curve admin contract. */
  adminContract: "bondingCurve";
}

/**
 * Request to mint new tokens to an account.
 *
 * @since 0.3.0
 */
export interface TokenMintTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:mint`. */
  txType?: "token:mint";
  /** The account that receives the tokens. */
  to: string;
  /** How many tokens to mint. */
  amount: number;
  /** The price per token, used when minting from a bonding curve. */
  price?: number;
}

/**
 * Request to destroy tokens held by an account.
 *
 * @since 0.3.0
 */
export interface TokenBurnTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:burn`. */
  txType?: "token:burn";
  /** The account whose tokens are burned. */
  from: string;
  /** How many tokens to burn. */
  amount: number;
}

/**
 * Request to sell bonding-curve tokens back to the curve for MINA.
 *
 * @since 0.3.0
 */
export interface TokenRedeemTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:redeem`. */
  txType?: "token:redeem";
  /** How many tokens to redeem. */
  amount: number;
  /** The expected price per token. */
  price: number;
  /** How far the realised price may move away from `price`. */
  slippage?: number;
}

/**
 * Request to move tokens from the sender to another account.
 *
 * @since 0.3.0
 */
export interface TokenTransferTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:transfer`. */
  txType?: "token:transfer";
  /** The receiving account. */
  to: string;
  /** How many tokens to send. */
  amount: number;
}

/**
 * Request to send tokens to many accounts; the API splits it into several transactions.
 *
 * @since 0.3.0
 */
export interface TokenAirdropTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:airdrop`. */
  txType?: "token:airdrop";
  /** The receivers and their amounts. */
  recipients: {
    /** The receiving account. */
    address: string;
    /** How many tokens it receives. */
    amount: number;
    /** A memo for its transaction. */
    memo?: string;
  }[];
}

/**
 * Request to open a bid: MINA locked in a bid contract to buy tokens at a price.
 *
 * @since 0.3.0
 */
export interface TokenBidTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:bid:create`. */
  txType?: "token:bid:create";
  /** The secret key of the new bid contract account, when the caller made it. */
  bidPrivateKey?: string;
  /** The address chosen for the new bid contract. */
  bidAddress?: string;
  /** How many tokens to buy. */
  amount: number;
  /** The price per token, in MINA. */
  price: number;
  /** The sellers allowed to fill the bid; anyone when omitted. */
  whitelist?: Whitelist;
}

/**
 * Request to open an offer: tokens locked in an offer contract for sale at a price.
 *
 * @since 0.3.0
 */
export interface TokenOfferTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:offer:create`. */
  txType?: "token:offer:create";
  /** The secret key of the new offer contract account, when the caller made it. */
  offerPrivateKey?: string;
  /** The address chosen for the new offer contract. */
  offerAddress?: string;
  /** How many tokens to sell. */
  amount: number;
  /** The price per token, in MINA. */
  price: number;
  /** The buyers allowed to take the offer; anyone when omitted. */
  whitelist?: Whitelist;
}

/**
 * Request to buy tokens from an open offer.
 *
 * @since 0.3.0
 */
export interface TokenBuyTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:offer:buy`. */
  txType?: "token:offer:buy";
  /** The offer contract to buy from. */
  offerAddress: string;
  /** How many tokens to buy. */
  amount: number;
}

/**
 * Request to sell tokens into an open bid.
 *
 * @since 0.3.0
 */
export interface TokenSellTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:bid:sell`. */
  txType?: "token:bid:sell";
  /** The bid contract to sell to. */
  bidAddress: string;
  /** How many tokens to sell. */
  amount: number;
}

/**
 * Request to take back MINA from one's own bid.
 *
 * @since 0.3.0
 */
export interface TokenWithdrawBidTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:bid:withdraw`. */
  txType?: "token:bid:withdraw";
  /** The bid contract. */
  bidAddress: string;
  /** How much to withdraw. */
  amount: number;
}

/**
 * Request to take back unsold tokens from one's own offer.
 *
 * @since 0.3.0
 */
export interface TokenWithdrawOfferTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:offer:withdraw`. */
  txType?: "token:offer:withdraw";
  /** The offer contract. */
  offerAddress: string;
  /** How many tokens to withdraw. */
  amount: number;
}

/**
 * Request to replace the whitelist of a bid.
 *
 * @since 0.3.0
 */
export interface TokenUpdateBidWhitelistTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:bid:whitelist`. */
  txType?: "token:bid:whitelist";
  /** The bid contract. */
  bidAddress: string;
  /** The new list of permitted sellers. */
  whitelist: Whitelist;
}

/**
 * Request to replace the whitelist of an offer.
 *
 * @since 0.3.0
 */
export interface TokenUpdateOfferWhitelistTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:offer:whitelist`. */
  txType?: "token:offer:whitelist";
  /** The offer contract. */
  offerAddress: string;
  /** The new list of permitted buyers. */
  whitelist: Whitelist;
}

/**
 * Request to replace the whitelist of an advanced admin contract.
 *
 * @since 0.3.0
 */
export interface TokenUpdateAdminWhitelistTransactionParams extends DeployedTokenTransactionBaseParams {
  /** Always `token:admin:whitelist`. */
  txType?: "token:admin:whitelist";
  /** The admin contract. */
  adminAddress: string;
  /** The new list of permitted accounts. */
  whitelist: Whitelist;
}

/**
 * Any token transaction request: the standard and advanced launches plus the fourteen operations on a deployed token.
 *
 * @remarks Bonding-curve launches are accepted by {@link launchToken} but are not part of this union.
 * @since 0.3.0
 */
export type TokenTransactionParams =
  | LaunchTokenStandardAdminParams
  | LaunchTokenAdvancedAdminParams
  | TokenMintTransactionParams
  | TokenBurnTransactionParams
  | TokenRedeemTransactionParams
  | TokenTransferTransactionParams
  | TokenAirdropTransactionParams
  | TokenOfferTransactionParams
  | TokenBidTransactionParams
  | TokenBuyTransactionParams
  | TokenSellTransactionParams
  | TokenWithdrawBidTransactionParams
  | TokenWithdrawOfferTransactionParams
  | TokenUpdateBidWhitelistTransactionParams
  | TokenUpdateOfferWhitelistTransactionParams
  | TokenUpdateAdminWhitelistTransactionParams;
