export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./Methods.ts"
export { applyChanges, checkCreate, type CheckedPaymentLink, type PaymentLinkFieldsInput } from "./Request.ts"
export * as Config from "./Config.ts"
export {
  PaymentLinks,
  writeAttemptsMax,
  type ListPaymentLinksInput,
  type PaymentLinkListPage,
  type PaymentLinkWriteError
} from "./PaymentLinks.ts"
export { missingIdsMax, missingOf, type PaymentLinkPage } from "./PaymentLinkStore.ts"
export { layerCouponDirectory } from "./CouponDirectory.ts"
