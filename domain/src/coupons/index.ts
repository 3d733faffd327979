export * from "./Discount.ts"
export * from "./Redeem.ts"
