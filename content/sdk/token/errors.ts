/**
 * Messages of the checks that the token contract can fail.
 *
 * @remarks Useful for matching errors raised while building or proving a transaction.
 * @since 0.3.0
 */
export declare const FungibleTokenErrors: {
  /** The admin contract address could not be read. */
  readonly noAdminKey: string;
  /** The admin contract refused to replace the admin. */
  readonly noPermissionToChangeAdmin: string;
  /** The token is paused, so balances cannot change. */
  readonly tokenPaused: string;
  /** The admin contract refused a mint. */
  readonly noPermissionToMint: string;
  /** The admin contract refused to pause the token. */
  readonly noPermissionToPause: string;
  /** The admin contract refused to resume the token. */
  readonly noPermissionToResume: string;
  /** A transfer tried to use the account that tracks circulating supply. */
  readonly noTransferFromCirculation: string;
  /** A change of account permissions was attempted where it is not allowed. */
  readonly noPermissionChangeAllowed: string;
  /** Tokens were spent before they were received within the same transaction. */
  readonly flashMinting: string;
  /** The approved balance changes do not add up to zero. */
  readonly unbalancedTransaction: string;
};
