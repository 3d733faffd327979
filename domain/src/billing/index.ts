export * from "./Machine.ts"
export * from "./Subscription.ts"
