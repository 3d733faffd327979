export * from "./Assets.ts"
export * from "./Errors.ts"
export * from "./Quotes.ts"
export * from "./Machines.ts"
