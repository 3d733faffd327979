export * from "./Model.ts"
export * from "./Errors.ts"
export * from "./Rules.ts"
