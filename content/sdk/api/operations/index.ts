// The HTTP operations of the Silvana API, grouped by area.
export * from "./token";
export * from "./nft";
export * from "./info";
export * from "./transaction";
export { FaucetData, faucet, FaucetOperationResponse as FaucetResponse2 } from "./faucet";
