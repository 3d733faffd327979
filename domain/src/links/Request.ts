import { checkText, type Problem } from "../products/Request.ts"
import { InvalidPaymentLink } from "./Errors.ts"
import {
  type CheckoutMethod,
  checkoutMethods,
  type CustomerMode,
  customerModeDefault,
  descriptionLengthMax,
  fixedAmountMaxCentavos,
  fixedAmountMinCentavos,
  nameLengthMax,
  type PaymentLinkRecord,
  type PaymentLinkStatus,
  productIdLengthMax,
  productIdsMax
} from "./Record.ts"
import type { Centavos } from "../money/Money.ts"

export type { Problem }

/**
 * The fields of a create request as the API hands them over (the amount already in centavos). An update names any of
 * them; `null` clears `description` and `fixedAmountCentavos` (an open value again) and empties `productIds`.
 */
export interface PaymentLinkFieldsInput {
  readonly name?: unknown
  readonly description?: unknown
  readonly allowedMethods?: unknown
  readonly fixedAmountCentavos?: unknown
  readonly productIds?: unknown
  readonly customerMode?: unknown
  readonly status?: unknown
}

/** The checked fields of a create request. */
export interface CheckedPaymentLink {
  readonly name: string
  readonly description?: string | undefined
  readonly allowedMethods: ReadonlyArray<CheckoutMethod>
  readonly fixedAmountCentavos?: Centavos | undefined
  readonly productIds: ReadonlyArray<string>
  readonly customerMode: CustomerMode
  readonly status: PaymentLinkStatus
}

const methodWords = checkoutMethods.join(", ")

/** `allowedMethods`: a non-empty list of distinct checkout methods. */
export const checkAllowedMethods = (
  problems: Array<Problem>,
  value: unknown
): ReadonlyArray<CheckoutMethod> | undefined => {
  if (value === undefined || value === null) {
    problems.push({ field: "allowedMethods", message: `allowedMethods is required: a list of ${methodWords}` })
    return undefined
  }
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({ field: "allowedMethods", message: `allowedMethods must be a non-empty list of ${methodWords}` })
    return undefined
  }
  const before = problems.length
  const methods: Array<CheckoutMethod> = []
  value.forEach((item, index) => {
    const method = checkoutMethods.find((m) => m === item)
    if (method === undefined)
      problems.push({ field: `allowedMethods.${index}`, message: `must be one of ${methodWords}` })
    else if (methods.includes(method))
      problems.push({ field: `allowedMethods.${index}`, message: `${method} is listed twice` })
    else methods.push(method)
  })
  return problems.length > before ? undefined : methods
}

/** `fixedAmount` in centavos: within a PIX charge's bounds; absent or `null` is an open value. */
export const checkFixedAmount = (problems: Array<Problem>, value: unknown): Centavos | undefined => {
  if (value === undefined || value === null) return undefined
  if (
    typeof value === "number" &&
    Number.isSafeInteger(value) &&
    value >= fixedAmountMinCentavos &&
    value <= fixedAmountMaxCentavos
  ) {
    return value as Centavos
  }
  problems.push({
    field: "fixedAmount",
    message: `fixedAmount must be an amount of reais from 0.01 to ${fixedAmountMaxCentavos / 100} with at most 2 decimals`
  })
  return undefined
}

/**
 * `productIds`: at most `productIdsMax` distinct ids, each named by its position when refused. Whether each is an
 * ACTIVE product of the account is the service's check (it reads the product store).
 */
export const checkProductIds = (problems: Array<Problem>, value: unknown): ReadonlyArray<string> | undefined => {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    problems.push({ field: "productIds", message: "productIds must be a list of product ids" })
    return undefined
  }
  if (value.length > productIdsMax) {
    problems.push({ field: "productIds", message: `productIds has at most ${productIdsMax} products` })
    return undefined
  }
  const before = problems.length
  const ids: Array<string> = []
  value.forEach((item, index) => {
    const field = `productIds.${index}`
    if (typeof item !== "string" || item.trim() === "" || item.length > productIdLengthMax)
      problems.push({ field, message: `must be a product id of 1 to ${productIdLengthMax} characters` })
    else if (ids.includes(item)) problems.push({ field, message: `product ${item} is listed twice` })
    else ids.push(item)
  })
  return problems.length > before ? undefined : ids
}

/** `customerMode`: NONE, CREATE or CREATE_OR_UPDATE. */
export const checkCustomerMode = (problems: Array<Problem>, value: unknown): CustomerMode | undefined => {
  if (value === undefined) return undefined
  if (value === "NONE" || value === "CREATE" || value === "CREATE_OR_UPDATE") return value
  problems.push({ field: "customerMode", message: "customerMode must be NONE, CREATE or CREATE_OR_UPDATE" })
  return undefined
}

/** `status`: ACTIVE or INACTIVE. */
export const checkStatus = (problems: Array<Problem>, value: unknown): PaymentLinkStatus | undefined => {
  if (value === undefined) return undefined
  if (value === "ACTIVE" || value === "INACTIVE") return value
  problems.push({ field: "status", message: "status must be ACTIVE or INACTIVE" })
  return undefined
}

/**
 * Checks a create request and names every problem: `name` required, `description` bounded text, `allowedMethods`
 * required, `fixedAmount` within a PIX charge's bounds (absent: open value), `productIds` distinct and at most
 * `productIdsMax`, `customerMode` (default CREATE_OR_UPDATE), `status` (default ACTIVE).
 */
export const checkCreate = (input: PaymentLinkFieldsInput): CheckedPaymentLink | InvalidPaymentLink => {
  const problems: Array<Problem> = []
  const name = checkText(problems, "name", input.name, nameLengthMax, { required: true })
  const description = checkText(problems, "description", input.description, descriptionLengthMax, {
    multiline: true
  })
  const allowedMethods = checkAllowedMethods(problems, input.allowedMethods)
  const fixedAmountCentavos = checkFixedAmount(problems, input.fixedAmountCentavos)
  const productIds = checkProductIds(problems, input.productIds)
  const customerMode = checkCustomerMode(problems, input.customerMode)
  const status = checkStatus(problems, input.status)
  if (problems.length > 0 || name === undefined || allowedMethods === undefined) {
    return new InvalidPaymentLink({ problems })
  }
  return {
    name,
    description,
    allowedMethods,
    fixedAmountCentavos,
    productIds: productIds ?? [],
    customerMode: customerMode ?? customerModeDefault,
    status: status ?? "ACTIVE"
  }
}

type Mutable = { -readonly [K in keyof PaymentLinkRecord]: PaymentLinkRecord[K] }

/**
 * The record with the requested changes applied, or every problem. An absent field stays; `null` clears
 * `description` and `fixedAmountCentavos` and empties `productIds`; `name`, `allowedMethods`, `customerMode` and
 * `status` cannot be cleared.
 */
export const applyChanges = (
  record: PaymentLinkRecord,
  input: PaymentLinkFieldsInput,
  now: Date
): PaymentLinkRecord | InvalidPaymentLink => {
  const problems: Array<Problem> = []
  const next: Mutable = { ...record, updatedAt: now }
  if (input.name !== undefined) {
    const name = checkText(problems, "name", input.name, nameLengthMax, { required: true })
    if (name !== undefined) next.name = name
  }
  if (input.description === null) delete next.description
  else if (input.description !== undefined) {
    const description = checkText(problems, "description", input.description, descriptionLengthMax, {
      multiline: true
    })
    if (description === undefined) delete next.description
    else next.description = description
  }
  if (input.allowedMethods !== undefined) {
    const methods = checkAllowedMethods(problems, input.allowedMethods)
    if (methods !== undefined) next.allowedMethods = methods
  }
  if (input.fixedAmountCentavos === null) delete next.fixedAmountCentavos
  else if (input.fixedAmountCentavos !== undefined) {
    const amount = checkFixedAmount(problems, input.fixedAmountCentavos)
    if (amount !== undefined) next.fixedAmountCentavos = amount
  }
  if (input.productIds === null) next.productIds = []
  else if (input.productIds !== undefined) {
    const ids = checkProductIds(problems, input.productIds)
    if (ids !== undefined) next.productIds = ids
  }
  if (input.customerMode === null) problems.push({ field: "customerMode", message: "customerMode cannot be cleared" })
  const customerMode = checkCustomerMode(problems, input.customerMode ?? undefined)
  if (customerMode !== undefined) next.customerMode = customerMode
  if (input.status === null) problems.push({ field: "status", message: "status cannot be cleared" })
  const status = checkStatus(problems, input.status ?? undefined)
  if (status !== undefined) next.status = status
  if (problems.length > 0) return new InvalidPaymentLink({ problems })
  return next
}
