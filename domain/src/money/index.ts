export * from "./Money.ts"
