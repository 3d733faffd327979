export * as Subscriptions from "./Subscriptions.ts"
export * as WatchTokens from "./WatchTokens.ts"
