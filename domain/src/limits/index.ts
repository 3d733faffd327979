export * from "./Model.ts"
export * from "./Errors.ts"
export * from "./Period.ts"
export * from "./Limits.ts"
