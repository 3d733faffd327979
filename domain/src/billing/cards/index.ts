export * from "./Errors.ts"
export {
  cardTokenLengthMax,
  CardTokenStore,
  customerReferenceLengthMax,
  layerMemory as layerTokenStoreMemory,
  makeMemory as makeTokenStoreMemory,
  StoredCardToken
} from "./CardTokenStore.ts"
export * from "./Request.ts"
export * from "./CardTokens.ts"
export * from "./CardBillings.ts"
export * from "./CardRequest.ts"
export * from "./SandboxCards.ts"
export * from "./CardSubscriptions.ts"
