export * from "./Record.ts"
export * from "./TransactionRecords.ts"
export * from "./Memory.ts"
export * from "./View.ts"
