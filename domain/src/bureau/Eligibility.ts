import type { BillingRecord } from "../billing/Record.ts"
import type { Problem } from "./Request.ts"

/** What the eligibility rules look at: the billing (if found), whether its payer is a customer, its active dunning. */
export interface EligibilityFacts {
  readonly billingId: string
  readonly billing?: BillingRecord | undefined
  readonly debtorRegistered: boolean
  readonly activeDunningId?: string | undefined
}

/**
 * Why a billing cannot be dunned (spec: "the bureau dunning needs an overdue billing with the debtor registered"),
 * every reason, or none: the billing must be the account's, OVERDUE, its payer a live customer of the account's
 * customer base (by the billing's `customerId`, or by its payer's CPF/CNPJ), and without an active dunning.
 */
export const eligibilityProblems = (facts: EligibilityFacts): ReadonlyArray<Problem> => {
  const billing = facts.billing
  if (billing === undefined) return [{ field: "payment", message: `payment: no billing ${facts.billingId}` }]
  const problems: Array<Problem> = []
  if (billing.status !== "OVERDUE") {
    problems.push({
      field: "payment",
      message: `payment: billing ${billing.id} is ${billing.status}; only an OVERDUE billing can be dunned`
    })
  }
  if (!facts.debtorRegistered) {
    problems.push({
      field: "payment",
      message: `payment: the billing's payer (${billing.customer.taxId}) is not in the customer base; register the debtor first`
    })
  }
  if (facts.activeDunningId !== undefined) {
    problems.push({
      field: "payment",
      message: `payment: billing ${billing.id} already has an active dunning (${facts.activeDunningId})`
    })
  }
  return problems
}

/** What a billing's status means for its dunning: still owed, paid, or no longer a debt (cancelled, refunded). */
export const debtOf = (billing: BillingRecord | undefined): "owed" | "paid" | "void" =>
  billing === undefined
    ? "void"
    : billing.status === "OVERDUE" || billing.status === "PENDING"
      ? "owed"
      : billing.status === "RECEIVED" || billing.status === "CONFIRMED"
        ? "paid"
        : "void"
