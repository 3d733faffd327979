export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./Store.ts"
export * from "./Withdrawals.ts"
