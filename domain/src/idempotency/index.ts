export * from "./Model.ts"
export * from "./Rules.ts"
