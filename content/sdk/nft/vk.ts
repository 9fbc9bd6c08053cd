/**
 * The public Mina networks that {@link nftVerificationKeys} holds keys for.
 *
 * @since 0.3.0
 */
export type SupportedNetworkId = "devnet" | "mainnet";

/**
 * Verification keys of the NFT contract, as built with o1js 2.2.0, per network.
 *
 * @remarks Used to check that an account runs the expected NFT code.
 * @since 0.3.0
 */
export declare const nftVerificationKeys: {
  /** Keys for devnet. */
  readonly devnet: {
    /** The o1js version the keys were built with. */
    readonly o1js: string;
    /** The keys, by contract name. */
    readonly vk: {
      /** The NFT contract key. */
      readonly NFT: {
        /** The key hash. */
        readonly hash: string;
        /** The key data, base64. */
        readonly data: string;
        /** Always `nft`. */
        readonly type: "nft";
      };
    };
  };
  /** Keys for mainnet. */
  readonly mainnet: {
    /** The o1js version the keys were built with. */
    readonly o1js: string;
    /** The keys, by contract name. */
    readonly vk: {
      /** The NFT contract key. */
      readonly NFT: {
        /** The key hash. */
        readonly hash: string;
        /** The key data, base64. */
        readonly data: string;
        /** Always `nft`. */
        readonly type: "nft";
      };
    };
  };
};
