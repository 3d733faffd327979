export * from "./Discount.ts"
export * from "./Redeem.ts"
export * from "./Errors.ts"
export * from "./Record.ts"
export {
  applyChanges,
  checkCreate,
  checkIds,
  type CheckedCreate,
  type CouponChangesInput,
  type CouponFieldsInput,
  type IndexedId,
  type Problem
} from "./Request.ts"
export { CouponStore, layerMemory, makeMemory, type CouponPage } from "./CouponStore.ts"
export { PaymentLinkDirectory, layerMemoryPaymentLinks, layerNoPaymentLinks } from "./PaymentLinkDirectory.ts"
export {
  Coupons,
  eligibleProductOf,
  writeAttemptsMax,
  type ListCouponsInput,
  type Quote,
  type QuoteInput
} from "./Coupons.ts"
