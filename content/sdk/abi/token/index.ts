// Token transaction builders and token information.
export * from "./build";
export * from "./info";
