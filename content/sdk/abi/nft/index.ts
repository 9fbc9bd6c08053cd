// NFT transaction builders.
export * from "./build";
