// Request and response bodies of the Silvana API.
export * from "./token";
export * from "./nft";
export * from "./transaction";
export * from "./info";
