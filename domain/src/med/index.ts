export * from "./Machine.ts"
export * from "./Errors.ts"
