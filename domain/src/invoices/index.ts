export * from "./Config.ts"
export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./FiscalIssuer.ts"
export { InvoiceStore, applyChanges, type InvoicePage } from "./InvoiceStore.ts"
export {
  Invoices,
  eventOf,
  submittedOf,
  type InvoicePass,
  type ListInvoicesInput,
  type OpenInvoiceInput
} from "./Invoices.ts"
export * from "./Follower.ts"
