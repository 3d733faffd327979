export * as Subscriptions from "./Subscriptions.ts"
