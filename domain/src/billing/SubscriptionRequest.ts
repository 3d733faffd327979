import { Result } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { SubscriptionCycle } from "./Cycles.ts"
import { BillingMethodNotAvailable, InvalidBilling } from "./Errors.ts"
import { type BillingCustomerInput, type Problem, validateCreate as validateBilling } from "./Request.ts"
import { dayNumber } from "./boleto/DueDate.ts"
import type { BillingCustomer } from "./Record.ts"
import type { SubscriptionCard, SubscriptionMethod } from "./SubscriptionRecord.ts"
import { subscriptionPaymentsMax } from "./SubscriptionRecord.ts"
import { Schema } from "effect"

/** A subscription create as the API hands it over, before checks. */
export interface CreateSubscriptionInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly method: SubscriptionMethod
  readonly amount: unknown
  readonly cycle: unknown
  readonly nextDueDate: unknown
  readonly endDate?: unknown
  readonly maxPayments?: unknown
  readonly description?: unknown
  readonly externalReference?: unknown
  readonly customer?: BillingCustomerInput | undefined
  readonly customerId?: unknown
  readonly fine?: { readonly value?: unknown } | undefined
  readonly interest?: { readonly value?: unknown } | undefined
  /** A CARD_CREDIT subscription's card, already resolved (set by `CardSubscriptions.create` only). */
  readonly card?: SubscriptionCard | undefined
  /** What names the card in the create's fingerprint (a token, or last 4 and expiry; never a number). */
  readonly cardFingerprint?: string | undefined
}

/** A subscription create after checks; the payer inline (`customer`) or from the base (`customerId`). */
export interface ValidCreateSubscription {
  readonly accountId: AccountId
  readonly apiKeyId: string | undefined
  readonly method: SubscriptionMethod
  readonly amountCentavos: number
  readonly cycle: SubscriptionCycle
  readonly firstDueDate: string
  readonly endDate: string | undefined
  readonly maxPayments: number | undefined
  readonly description: string | undefined
  readonly externalReference: string | undefined
  readonly customer: BillingCustomer | undefined
  readonly customerId: string | undefined
  readonly fineBps: number
  readonly interestMonthlyBps: number
  readonly card: SubscriptionCard | undefined
  readonly cardFingerprint: string | undefined
}

const isCycle = Schema.is(SubscriptionCycle)

/** The billing's own words for the first due date are the subscription's `nextDueDate`. */
const renamed = (p: Problem): Problem =>
  p.field === "dueDate" ? { field: "nextDueDate", message: p.message.replace(/^dueDate/, "nextDueDate") } : p

/**
 * Checks a subscription create and names every problem: the billing's rules for `method` (`CARD_CREDIT` without its
 * resolved card is `BillingMethodNotAvailable`), `amount`, the first due date (`nextDueDate`: today to five years ahead, São Paulo),
 * texts, payer, `fine` and `interest`; `cycle` one of the seven; `endDate` a date not before `nextDueDate`;
 * `maxPayments` a whole number from 1 to `subscriptionPaymentsMax`.
 */
export const validateCreateSubscription = (
  input: CreateSubscriptionInput,
  today: string
): Result.Result<ValidCreateSubscription, InvalidBilling | BillingMethodNotAvailable> => {
  const billing = validateBilling(
    {
      accountId: input.accountId,
      apiKeyId: input.apiKeyId,
      method: input.method,
      amount: input.amount,
      dueDate: input.nextDueDate,
      description: input.description,
      externalReference: input.externalReference,
      customer: input.customer,
      customerId: input.customerId,
      fine: input.fine,
      interest: input.interest,
      card: input.card
    },
    today
  )
  if (Result.isFailure(billing) && billing.failure._tag === "BillingMethodNotAvailable")
    return Result.fail(billing.failure)
  const problems: Array<Problem> =
    Result.isFailure(billing) && billing.failure._tag === "InvalidBilling" ? billing.failure.problems.map(renamed) : []
  if (!isCycle(input.cycle)) {
    problems.push({ field: "cycle", message: `cycle must be one of ${SubscriptionCycle.literals.join(", ")}` })
  }
  let endDate: string | undefined = undefined
  if (input.endDate !== undefined && input.endDate !== null) {
    const day =
      typeof input.endDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(input.endDate)
        ? dayNumber(input.endDate)
        : undefined
    if (day === undefined) problems.push({ field: "endDate", message: "endDate must be a calendar date YYYY-MM-DD" })
    else if (typeof input.nextDueDate === "string" && input.endDate < input.nextDueDate) {
      problems.push({ field: "endDate", message: "endDate must not be before nextDueDate" })
    } else endDate = input.endDate as string
  }
  let maxPayments: number | undefined = undefined
  if (input.maxPayments !== undefined && input.maxPayments !== null) {
    const n = input.maxPayments
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1 || n > subscriptionPaymentsMax) {
      problems.push({
        field: "maxPayments",
        message: `maxPayments is a whole number from 1 to ${subscriptionPaymentsMax}`
      })
    } else maxPayments = n
  }
  if (problems.length > 0 || Result.isFailure(billing)) return Result.fail(new InvalidBilling({ problems }))
  const v = billing.success
  return Result.succeed({
    accountId: v.accountId,
    apiKeyId: v.apiKeyId,
    method: input.method,
    amountCentavos: v.amountCentavos,
    cycle: input.cycle as SubscriptionCycle,
    firstDueDate: v.dueDate,
    endDate,
    maxPayments,
    description: v.description,
    externalReference: v.externalReference,
    customer: v.customer,
    customerId: v.customerId,
    fineBps: v.fineBps,
    interestMonthlyBps: v.interestMonthlyBps,
    card: input.card,
    cardFingerprint: input.cardFingerprint
  })
}

/** The fingerprint of a subscription create's body: a repeat under its `externalReference` must match it. */
export const subscriptionFingerprintOf = (v: ValidCreateSubscription): string =>
  JSON.stringify([
    v.method,
    v.amountCentavos,
    v.cycle,
    v.firstDueDate,
    v.endDate ?? null,
    v.maxPayments ?? null,
    v.description ?? null,
    v.customer ?? null,
    v.customerId ?? null,
    v.fineBps,
    v.interestMonthlyBps,
    ...(v.cardFingerprint === undefined ? [] : [v.cardFingerprint])
  ])
