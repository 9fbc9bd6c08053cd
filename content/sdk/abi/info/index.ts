// Address helpers.
export * from "./address";
