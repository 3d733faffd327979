import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { cardTransaction, isOpen, wasCaptured } from "../../src/card/Machine.ts"
import { planRefund, refundable } from "../../src/card/Refund.ts"
import {
  cardSettlementPeriodMsDefault,
  checkSettlementPeriod,
  settlementDue,
  settlementStateAt,
  settlesAtOf
} from "../../src/card/Settlement.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"

describe("card transaction machine", () => {
  it("pays through a challenge: PENDING → AWAITING_CHALLENGE → COMPLETED with payment.paid", () => {
    const challenged = Result.getOrThrow(StateMachine.transition(cardTransaction, "PENDING", "challenge_required"))
    expect(challenged).toMatchObject({ to: "AWAITING_CHALLENGE", events: [] })
    const paid = Result.getOrThrow(StateMachine.transition(cardTransaction, challenged.to, "authorized"))
    expect(paid).toMatchObject({ to: "COMPLETED", events: ["payment.paid"] })
  })

  it("refuses to pay a declined or expired checkout, and to refund one never captured", () => {
    for (const from of ["FAILED", "CANCELED"] as const) {
      expect(Result.isFailure(StateMachine.transition(cardTransaction, from, "authorized"))).toBe(true)
    }
    expect(Result.isFailure(StateMachine.transition(cardTransaction, "PENDING", "refunded_fully"))).toBe(true)
    expect(["PENDING", "AWAITING_CHALLENGE", "COMPLETED"].map((s) => isOpen(s as "PENDING"))).toStrictEqual([
      true,
      true,
      false
    ])
    expect(
      ["COMPLETED", "PARTIALLY_REFUNDED", "REFUNDED", "FAILED"].map((s) => wasCaptured(s as "FAILED"))
    ).toStrictEqual([true, true, true, false])
  })
})

describe("card refunds", () => {
  const tx = { id: "card_1", status: "COMPLETED" as const, netCentavos: 9_392, refundedCentavos: 0 }

  it("refunds the full remaining net when no amount is given", () => {
    const plan = Result.getOrThrow(planRefund({ ...tx, status: "PARTIALLY_REFUNDED", refundedCentavos: 1_000 }))
    expect(plan).toMatchObject({ amountCentavos: 8_392, refundedCentavos: 9_392 })
    expect(plan.outcome).toMatchObject({ from: "PARTIALLY_REFUNDED", to: "REFUNDED", events: ["payment.refunded"] })
  })

  it("refunds a part, and a part equal to what remains completes the refund", () => {
    expect(Result.getOrThrow(planRefund(tx, 1_000)).outcome.to).toBe("PARTIALLY_REFUNDED")
    expect(Result.getOrThrow(planRefund(tx, 9_392)).outcome.to).toBe("REFUNDED")
  })

  it("names why a refund is refused, with what remains", () => {
    const refusal = (result: ReturnType<typeof refundable>) => {
      const { message, reason } = Result.getOrThrow(Result.flip(result))
      return { reason, message }
    }
    expect(refusal(refundable({ ...tx, status: "PENDING" }))).toEqual({
      reason: "not_completed",
      message: "card transaction card_1 is PENDING: only a COMPLETED one is refunded"
    })
    const nothingLeft = { reason: "fully_refunded", message: "card transaction card_1 has no net left to refund" }
    expect(refusal(refundable({ ...tx, status: "REFUNDED", refundedCentavos: 9_392 }))).toEqual(nothingLeft)
    expect(refusal(refundable({ ...tx, status: "PARTIALLY_REFUNDED", refundedCentavos: 9_392 }, 1))).toEqual(
      nothingLeft
    )
    expect(refusal(refundable({ ...tx, refundedCentavos: 9_392 }))).toEqual(nothingLeft)
    expect(refusal(refundable(tx, 0))).toEqual({
      reason: "invalid_amount",
      message: "a refund amount is a positive number of centavos"
    })
    expect(refusal(refundable(tx, 10.5)).reason).toBe("invalid_amount")
    const over = Result.getOrThrow(Result.flip(refundable({ ...tx, refundedCentavos: 9_000 }, 393)))
    expect(over).toMatchObject({ reason: "exceeds_remaining", remainingCentavos: 392, transactionId: "card_1" })
    expect(over.message).toBe("the refund (393 centavos) is more than the 392 centavos left of the net")
    expect(Result.getOrThrow(refundable({ ...tx, refundedCentavos: 9_000 }, 392))).toBe(392)
  })
})

describe("card settlement", () => {
  const capturedAt = new Date("2026-11-01T12:00:00Z")

  it("keeps the net pending until settlesAt and makes it available from that instant on", () => {
    const settlesAt = settlesAtOf(capturedAt, cardSettlementPeriodMsDefault)
    expect(settlesAt.toISOString()).toBe("2026-12-01T12:00:00.000Z")
    expect(settlementStateAt(settlesAt, new Date(settlesAt.getTime() - 1))).toBe("pending")
    expect(settlementStateAt(settlesAt, settlesAt)).toBe("available")
    expect(settlementDue(settlesAt, new Date(settlesAt.getTime() + 1))).toBe(true)
    expect(settlementDue(settlesAt, new Date(settlesAt.getTime() - 1))).toBe(false)
    expect(settlementStateAt(settlesAtOf(capturedAt, 0), capturedAt)).toBe("available")
  })

  it("takes a settlement period of 0 to 366 whole days in milliseconds", () => {
    expect(Result.isSuccess(checkSettlementPeriod(0))).toBe(true)
    expect(Result.isSuccess(checkSettlementPeriod(366 * 86_400_000))).toBe(true)
    expect(Result.getOrThrow(Result.flip(checkSettlementPeriod(-1))).message).toBe(
      "the card settlement period is 0 to 31622400000 whole milliseconds, not -1"
    )
    for (const bad of [-1, 0.5, 366 * 86_400_000 + 1, Number.NaN]) {
      expect(Result.isFailure(checkSettlementPeriod(bad))).toBe(true)
    }
  })
})
