export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./Request.ts"
export * from "./View.ts"
export { Checkout, type LinkPreview, priceOf, type SessionOutcome, type StartedBy } from "./Checkout.ts"
export {
  isSessionCharge,
  layerCardFollower,
  layerCryptoDepositFollower,
  layerFollower,
  paidEventOf,
  paymentOfCard,
  paymentOfCharge,
  paymentOfDeposit,
  type SessionPayment
} from "./Follower.ts"
export * as Rails from "./Rails.ts"
