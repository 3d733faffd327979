export * from "./Machine.ts"
export * from "./Subscription.ts"
export * from "./boleto/index.ts"
export * from "./Billings.ts"
export * from "./Calendar.ts"
export * as BillingsConfig from "./Config.ts"
export * from "./Create.ts"
export * from "./Credit.ts"
export * from "./Errors.ts"
export * from "./Moves.ts"
export * from "./Pricing.ts"
export * from "./Record.ts"
export {
  type BillingCustomerInput,
  billingMethodsAvailable,
  type CreateBillingInput,
  dueDateDaysAheadMax
} from "./Request.ts"
export * from "./SandboxOverdue.ts"
export * from "./Store.ts"
export * from "./Cycles.ts"
export * from "./SubscriptionErrors.ts"
export * from "./SubscriptionRecord.ts"
export * from "./SubscriptionRequest.ts"
export * from "./SubscriptionStore.ts"
export * from "./Subscriptions.ts"
