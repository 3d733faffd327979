export * from "./Errors.ts"
export * from "./Fee.ts"
export * from "./CardNumber.ts"
export * from "./Card.ts"
export * from "./TestCards.ts"
export * from "./Machine.ts"
export * from "./Settlement.ts"
export * from "./Refund.ts"
export * from "./Onboarding.ts"
export * from "./CardProcessor.ts"
export {
  CardProcessorMemory,
  layerMemory,
  makeMemory,
  memoryBaseUrlDefault,
  memoryCallsMax,
  onboardingLinkExpirationMs
} from "./CardProcessorMemory.ts"
export * from "./Record.ts"
export * from "./Config.ts"
export {
  CardTransactionChanged,
  CardTransactionNotFound,
  type CardTransactionPage,
  CardTransactionStore,
  CardTransactionStoreError,
  findExpiredOpenMax,
  findSettlementDueMax,
  isSettlementDue,
  layerMemory as layerTransactionStoreMemory,
  makeMemory as makeTransactionStoreMemory
} from "./CardTransactionStore.ts"
export * from "./CardCharges.ts"
export * from "./Followers.ts"
export * from "./Expiry.ts"
export * from "./SandboxProcessor.ts"
