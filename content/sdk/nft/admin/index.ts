// The two collection admin contracts.
export * from "./standard";
export * from "./advanced";
