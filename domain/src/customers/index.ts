export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./Request.ts"
export {
  Customers,
  customerPageSizeDefault,
  type CustomerListPage,
  type ListCustomersInput,
  type UpsertResult,
  updateAttemptsMax
} from "./Customers.ts"
export { customerPageSizeMax, isPurchaseAmount } from "./CustomerStore.ts"
