import { describe, expect, it } from "@effect/vitest"
import { PixNetwork, Transactions } from "@trilho/domain"
import { Effect } from "effect"
import { SandboxPix } from "../src/index.ts"
import { minutes, paidCharge, registerCharge, t0, withSandbox } from "./helpers.ts"

const refundOrder = (originalEndToEndId: string, refundId: string, amountCentavos = 1_000) => ({
  originalEndToEndId,
  refundId,
  amountCentavos,
  nature: "ORIGINAL"
})

describe("sandbox PIX network: refunds", () => {
  it.effect("returns a paid charge: requested, pending, completed with a return id of the platform's PSP", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const sandbox = yield* SandboxPix
        const paid = yield* paidCharge(1)
        const order = refundOrder(paid.endToEndId, "refund-1")
        const { referenceId } = yield* network.requestRefund(order)
        expect(yield* network.requestRefund(order)).toStrictEqual({ referenceId })
        expect((yield* sandbox.pending).refunds.map((r) => [r.referenceId, r.chargeReferenceId])).toStrictEqual([
          [referenceId, paid.referenceId]
        ])
        const completed = yield* sandbox.completeRefund(referenceId, minutes(5))
        expect(completed).toMatchObject({
          _tag: "RefundCompleted",
          referenceId,
          refundId: "refund-1",
          originalEndToEndId: paid.endToEndId,
          amountCentavos: 1_000,
          completedAt: minutes(5)
        })
        expect(completed.returnId).toMatch(/^D99999998202603101205[A-Za-z0-9]{11}$/)
        expect(Transactions.isValidEndToEndId(`E${completed.returnId.slice(1)}`)).toBe(true)
        const again = yield* Effect.flip(sandbox.completeRefund(referenceId, minutes(6)))
        expect(again).toMatchObject({ _tag: "InvalidTransition", machine: "SandboxRefund", from: "COMPLETED" })
      })
    )
  )

  it.effect("never lets refunds in flight or done exceed the amount paid; a failed refund frees its amount", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const sandbox = yield* SandboxPix
        const paid = yield* paidCharge(1)
        const first = yield* network.requestRefund(refundOrder(paid.endToEndId, "r1", 600))
        const over = yield* Effect.flip(network.requestRefund(refundOrder(paid.endToEndId, "r2", 401)))
        expect(over).toMatchObject({ operation: "requestRefund", reason: "rejected" })
        yield* network.requestRefund(refundOrder(paid.endToEndId, "r3", 400))
        const failed = yield* sandbox.failRefund(first.referenceId, "payer account closed", t0)
        expect(failed).toStrictEqual({
          _tag: "RefundFailed",
          referenceId: first.referenceId,
          refundId: "r1",
          originalEndToEndId: paid.endToEndId,
          reason: "payer account closed",
          failedAt: t0
        })
        yield* network.requestRefund(refundOrder(paid.endToEndId, "r4", 600))
        const changed = yield* Effect.flip(network.requestRefund(refundOrder(paid.endToEndId, "r4", 500)))
        expect(changed.reason).toBe("rejected")
      })
    )
  )

  it.effect("rejects a refund of a payment it never saw, or of a charge not paid", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        yield* registerCharge(1)
        const unknown = yield* Effect.flip(network.requestRefund(refundOrder("E12345678202603101200AAAAAAAAAAA", "r1")))
        expect(unknown).toMatchObject({ operation: "requestRefund", reason: "rejected" })
        const paid = yield* paidCharge(2)
        const zero = yield* Effect.flip(network.requestRefund(refundOrder(paid.endToEndId, "r2", 0)))
        expect(zero.reason).toBe("rejected")
        const missing = yield* Effect.flip(
          SandboxPix.pipe(Effect.flatMap((s) => s.completeRefund("sandbox-refund-1", t0)))
        )
        expect(missing).toMatchObject({ _tag: "SandboxRecordNotFound", kind: "refund" })
      })
    )
  )
})
