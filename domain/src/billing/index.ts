export * from "./Machine.ts"
export * from "./Subscription.ts"
export * from "./boleto/index.ts"
export * from "./Cycles.ts"
