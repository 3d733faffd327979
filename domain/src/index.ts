export * as Money from "./money/index.ts"
export * as Ledger from "./ledger/index.ts"
export * as LedgerStore from "./ports/LedgerStore.ts"
export * as Fees from "./fees/index.ts"
