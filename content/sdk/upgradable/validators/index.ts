// Validator sets, decisions and the voting program.
export * from "./list";
export * from "./decision";
export * from "./voting";
