import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { CardTransactionStatus } from "../../src/card/Machine.ts"
import { planRefund, type RefundableTransaction, refundable } from "../../src/card/Refund.ts"

/** A refund request: an amount (sometimes none, sometimes out of range or not whole) or omitted. */
const request = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 1, max: 2_000 }),
  fc.integer({ min: -5, max: 50_000 }),
  fc.constantFrom(0, 0.5, Number.NaN)
)

const completed = (netCentavos: number): RefundableTransaction => ({
  id: "card_1",
  status: "COMPLETED",
  netCentavos,
  refundedCentavos: 0
})

describe("card refunds", () => {
  prop(
    "under any sequence of refund requests the sum refunded never passes the net and each accepted refund is positive",
    [fc.integer({ min: 1, max: 20_000 }), fc.array(request, { maxLength: 30 })],
    ([net, requests]) => {
      let tx = completed(net)
      for (const requested of requests) {
        const plan = planRefund(tx, requested)
        if (Result.isFailure(plan)) continue
        expect(plan.success.amountCentavos).toBeGreaterThan(0)
        expect(Number.isSafeInteger(plan.success.amountCentavos)).toBe(true)
        tx = { ...tx, status: plan.success.outcome.to, refundedCentavos: plan.success.refundedCentavos }
        expect(tx.refundedCentavos).toBeLessThanOrEqual(net)
        expect(tx.status).toBe(tx.refundedCentavos === net ? "REFUNDED" : "PARTIALLY_REFUNDED")
        expect(plan.success.outcome.events).toStrictEqual(["payment.refunded"])
      }
    }
  )

  prop(
    "an omitted amount refunds exactly what remains of the net, and nothing can be refunded after it",
    [fc.integer({ min: 1, max: 20_000 }), fc.array(fc.integer({ min: 1, max: 3_000 }), { maxLength: 5 })],
    ([net, partials]) => {
      let tx = completed(net)
      for (const amount of partials) {
        const plan = planRefund(tx, amount)
        if (Result.isSuccess(plan)) {
          tx = { ...tx, status: plan.success.outcome.to, refundedCentavos: plan.success.refundedCentavos }
        }
      }
      const full = planRefund(tx)
      if (tx.status === "REFUNDED") {
        expect(Result.isFailure(full) && full.failure._tag).toBe("CardRefundRefused")
        return
      }
      const plan = Result.getOrThrow(full)
      expect(plan.amountCentavos).toBe(net - tx.refundedCentavos)
      expect(plan.refundedCentavos).toBe(net)
      expect(plan.outcome.to).toBe("REFUNDED")
      const after = { ...tx, status: plan.outcome.to, refundedCentavos: plan.refundedCentavos }
      expect(Result.isFailure(refundable(after))).toBe(true)
      expect(Result.isFailure(refundable(after, 1))).toBe(true)
    }
  )

  prop(
    "only a captured transaction with net left is refundable",
    [fc.constantFrom(...CardTransactionStatus.literals), fc.integer({ min: 1, max: 10_000 }), request],
    ([status, net, requested]) => {
      const result = refundable({ id: "card_1", status, netCentavos: net, refundedCentavos: 0 }, requested)
      if (status !== "COMPLETED" && status !== "PARTIALLY_REFUNDED") {
        expect(Result.isFailure(result) && result.failure.reason).toBe(
          status === "REFUNDED" ? "fully_refunded" : "not_completed"
        )
      }
    }
  )
})
