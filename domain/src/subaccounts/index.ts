export * from "./Machine.ts"
export * from "./Record.ts"
export * from "./Errors.ts"
