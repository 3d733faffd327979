import { Result } from "effect"
import * as CustomerRequest from "../customers/Request.ts"
import { parsePercentBps } from "../fees/Percent.ts"
import type { AccountId } from "../ledger/Model.ts"
import { parseReais } from "../money/Money.ts"
import { problemOf, describeProblem } from "../shared/Text.ts"
import { dayNumber } from "./boleto/DueDate.ts"
import { BillingMethodNotAvailable, InvalidBilling } from "./Errors.ts"
import type { BillingMethod } from "./Machine.ts"
import {
  billingCustomerRefLengthMax,
  billingDescriptionLengthMax,
  billingExternalReferenceLengthMax,
  type BillingCard,
  type BillingCustomer,
  fineBpsMax,
  interestMonthlyBpsMax
} from "./Record.ts"

/** Days ahead of today a due date may be, at most (about five years: the boleto's due-date factor stays unambiguous). */
export const dueDateDaysAheadMax = 1825

/**
 * The methods `Billings.create` takes on its own; a card method needs its card resolved first (`input.card`, set by
 * `CardBillings.create`), and without it is refused with `BillingMethodNotAvailable`.
 */
export const billingMethodsAvailable: ReadonlyArray<BillingMethod> = ["BOLETO", "PIX"]

/** A problem of a request: the field's path and what is wrong with it. */
export interface Problem {
  readonly field: string
  readonly message: string
}

/** The inline payer of a create, before checks. */
export interface BillingCustomerInput {
  readonly name?: unknown
  readonly taxId?: unknown
  readonly email?: unknown
  readonly phone?: unknown
  readonly id?: unknown
}

/** A create request as the API hands it over, before checks (amounts and percentages still as sent). */
export interface CreateBillingInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly method: BillingMethod
  readonly amount: unknown
  readonly dueDate: unknown
  readonly description?: unknown
  readonly externalReference?: unknown
  readonly customer?: BillingCustomerInput | undefined
  readonly customerId?: unknown
  readonly fine?: { readonly value?: unknown } | undefined
  readonly interest?: { readonly value?: unknown } | undefined
  readonly emitFiscalInvoice?: boolean | undefined
  /** The subscription issuing the billing (set by the subscriptions' use cases, never by the API). */
  readonly subscriptionId?: string | undefined
  /** The subscription's cycle the billing is for, from 1 (with `subscriptionId`). */
  readonly subscriptionCycle?: number | undefined
  /**
   * The payer already checked (the subscription's, copied at its create), instead of `customer`/`customerId`. Set by
   * the subscriptions' use cases only.
   */
  readonly payer?: BillingCustomer | undefined
  /** The card side of a card billing, its card already resolved (set by `CardBillings.create` only). */
  readonly card?: BillingCard | undefined
  /** What names the card in the create's fingerprint (a token, or brand and last 4; never a number). */
  readonly cardFingerprint?: string | undefined
}

/** A create request after checks; the payer either inline (`customer`) or from the base (`customerId`). */
export interface ValidCreateBilling {
  readonly accountId: AccountId
  readonly apiKeyId: string | undefined
  readonly method: BillingMethod
  readonly amountCentavos: number
  readonly dueDate: string
  readonly description: string | undefined
  readonly externalReference: string | undefined
  readonly customer: BillingCustomer | undefined
  readonly customerId: string | undefined
  readonly fineBps: number
  readonly interestMonthlyBps: number
  readonly emitFiscalInvoice: boolean
  readonly subscriptionId: string | undefined
  readonly subscriptionCycle: number | undefined
  readonly card: BillingCard | undefined
  readonly cardFingerprint: string | undefined
}

const controlCharacters = /[\u0000-\u001f\u007f]/

/** Optional bounded one-line text, trimmed; undefined when absent or blank. */
export const optionalText = (problems: Array<Problem>, field: string, value: unknown, max: number) => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== "string") {
    problems.push({ field, message: `${field} must be text` })
    return undefined
  }
  const trimmed = value.trim()
  const problem = problemOf(trimmed)
  if (trimmed === "") return undefined
  if (trimmed.length > max) problems.push({ field, message: `${field} has at most ${max} characters` })
  else if (problem !== undefined) problems.push({ field, message: `${field} ${describeProblem(problem)}` })
  else if (controlCharacters.test(trimmed)) problems.push({ field, message: `${field} has a control character` })
  else return trimmed
  return undefined
}

const percent = (
  problems: Array<Problem>,
  field: string,
  value: { readonly value?: unknown } | undefined,
  max: number
) => {
  if (value === undefined || value.value === undefined) return 0
  const parsed = parsePercentBps(value.value, { minBps: 0, maxBps: max })
  if (Result.isFailure(parsed)) {
    problems.push({ field: `${field}.value`, message: `${field}.value: ${parsed.failure.message}` })
    return 0
  }
  return parsed.success
}

const checkDueDate = (problems: Array<Problem>, value: unknown, today: string, pastAllowed: boolean) => {
  const day = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayNumber(value) : undefined
  if (day === undefined) {
    problems.push({ field: "dueDate", message: "dueDate must be a calendar date YYYY-MM-DD" })
    return undefined
  }
  const todayNumber = dayNumber(today)!
  if (day < todayNumber && !pastAllowed) {
    problems.push({ field: "dueDate", message: `dueDate must not be before today (${today}, São Paulo)` })
  } else if (day > todayNumber + dueDateDaysAheadMax) {
    problems.push({ field: "dueDate", message: `dueDate is at most ${dueDateDaysAheadMax} days ahead` })
  } else return value as string
  return undefined
}

const renamed = (field: string) => (field === "document" ? "taxId" : field)

/** The inline payer, checked with the customer base's own rules (CPF/CNPJ check digits, e-mail, phone). */
const checkCustomer = (problems: Array<Problem>, input: BillingCustomerInput): BillingCustomer | undefined => {
  const checked = CustomerRequest.validateCreate({
    name: input.name,
    email: input.email,
    document: input.taxId,
    phone: input.phone
  })
  const ref = optionalText(problems, "customer.id", input.id, billingCustomerRefLengthMax)
  if (Result.isFailure(checked)) {
    for (const p of checked.failure.problems) {
      const field = renamed(p.field)
      const words = p.message.startsWith(`${p.field} `) ? `${field}${p.message.slice(p.field.length)}` : p.message
      problems.push({ field: `customer.${field}`, message: `customer.${words}` })
    }
    return undefined
  }
  const c = checked.success
  return {
    name: c.name,
    taxId: c.document,
    email: c.email,
    ...(c.phone === undefined ? {} : { phone: c.phone }),
    ...(ref === undefined ? {} : { id: ref })
  }
}

/**
 * Checks a create request and names every problem: the method (a card method without its resolved card is
 * `BillingMethodNotAvailable`),
 * `amount` (reais, positive, 2 decimals), `dueDate` (a date from `today` to `dueDateDaysAheadMax` days ahead),
 * bounded texts, the payer (exactly one of `customer` and `customerId`), `fine.value` (0 to 2 %) and
 * `interest.value` (0 to 1 % a month).
 */
export const validateCreate = (
  input: CreateBillingInput,
  today: string
): Result.Result<ValidCreateBilling, InvalidBilling | BillingMethodNotAvailable> => {
  if (!billingMethodsAvailable.includes(input.method) && input.card === undefined) {
    return Result.fail(new BillingMethodNotAvailable({ method: input.method }))
  }
  const problems: Array<Problem> = []
  const amount = parseReais(input.amount)
  if (Result.isFailure(amount)) {
    problems.push({ field: "amount", message: "amount must be a positive amount of reais with at most 2 decimals" })
  }
  // A subscription's cycle billed late (a worker that was down) keeps its own due date, even a past one.
  const dueDate = checkDueDate(problems, input.dueDate, today, input.subscriptionId !== undefined)
  const description = optionalText(problems, "description", input.description, billingDescriptionLengthMax)
  const externalReference = optionalText(
    problems,
    "externalReference",
    input.externalReference,
    billingExternalReferenceLengthMax
  )
  const customerId = optionalText(problems, "customerId", input.customerId, 64)
  let customer: BillingCustomer | undefined = undefined
  if (input.payer !== undefined) customer = input.payer
  else if (input.customer !== undefined && customerId !== undefined) {
    problems.push({ field: "customer", message: "customer: give either customer or customerId, not both" })
  } else if (input.customer !== undefined) customer = checkCustomer(problems, input.customer)
  else if (customerId === undefined && input.customerId === undefined) {
    problems.push({ field: "customer", message: "customer is required (inline, or customerId of the customer base)" })
  }
  const fineBps = percent(problems, "fine", input.fine, fineBpsMax)
  const interestMonthlyBps = percent(problems, "interest", input.interest, interestMonthlyBpsMax)
  if (problems.length > 0 || Result.isFailure(amount)) return Result.fail(new InvalidBilling({ problems }))
  return Result.succeed({
    accountId: input.accountId,
    apiKeyId: input.apiKeyId,
    method: input.method,
    amountCentavos: amount.success,
    dueDate: dueDate!,
    description,
    externalReference,
    customer,
    customerId,
    fineBps,
    interestMonthlyBps,
    emitFiscalInvoice: input.emitFiscalInvoice ?? false,
    subscriptionId: input.subscriptionId,
    subscriptionCycle: input.subscriptionCycle,
    card: input.card,
    cardFingerprint: input.cardFingerprint
  })
}

/** The fingerprint of a create's body: a repeat under its `externalReference` must match it. */
export const fingerprintOf = (v: ValidCreateBilling): string =>
  JSON.stringify([
    v.method,
    v.amountCentavos,
    v.dueDate,
    v.description ?? null,
    v.customer ?? null,
    v.customerId ?? null,
    v.fineBps,
    v.interestMonthlyBps,
    v.emitFiscalInvoice,
    ...(v.cardFingerprint === undefined ? [] : [v.cardFingerprint])
  ])
