export * from "./InternalErrors.ts"
export * from "./InternalRecord.ts"
export * from "./InternalTransfers.ts"
