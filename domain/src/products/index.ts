export * from "./Errors.ts"
export * from "./Record.ts"
export * from "./View.ts"
export {
  checkCreate,
  checkDeliveries,
  isHttpsUrl,
  parseLines,
  type CheckedCreate,
  type DeliveryInput,
  type ProductChangesInput,
  type ProductFieldsInput
} from "./Request.ts"
export { HtmlSanitizer, escapeAll, layerEscapeAll } from "./HtmlSanitizer.ts"
export { Products, applyChanges, writeAttemptsMax, type ListProductsInput } from "./Products.ts"
