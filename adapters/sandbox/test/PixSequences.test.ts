import { describe, expect } from "@effect/vitest"
import { Transactions } from "@trilho/domain"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import * as Controls from "../src/PixControls.ts"
import { defaults } from "../src/PixSandbox.ts"
import * as Requests from "../src/PixRequests.ts"
import * as PixState from "../src/PixState.ts"
import { expiresAt, minutes, payer, transferOrder, txid } from "./helpers.ts"

type Op =
  | "register"
  | "pay"
  | "failCharge"
  | "expire"
  | "send"
  | "settle"
  | "failTransfer"
  | "refund"
  | "complete"
  | "failRefund"

interface Step {
  readonly op: Op
  readonly n: number
  readonly minute: number
}

const step: fc.Arbitrary<Step> = fc.record({
  op: fc.constantFrom<Op>(
    "register",
    "pay",
    "failCharge",
    "expire",
    "send",
    "settle",
    "failTransfer",
    "refund",
    "complete",
    "failRefund"
  ),
  n: fc.integer({ min: 1, max: 4 }),
  minute: fc.integer({ min: 0, max: 90 })
})

const nowMs = 0
const anyEndToEndId = "E00000000202603101200AAAAAAAAAAA"

/**
 * Plays `steps` on the network's pure steps (the same the service applies in a `Ref`); returns each answer (a notice,
 * a reference, or an error's tag) and the final state.
 */
const play = (steps: ReadonlyArray<Step>) => {
  let state = PixState.empty
  const answers: Array<unknown> = []
  const paidEndToEndIds: Array<string> = []
  const run = <A, E extends { readonly _tag: string }>(stepResult: PixState.Step<A, E>) => {
    const [result, next] = stepResult
    state = next
    answers.push(Result.match(result, { onFailure: (e) => ["error", e._tag], onSuccess: (a) => a }))
    return Result.getOrUndefined(result)
  }
  for (const { minute, n, op } of steps) {
    const at = minutes(minute)
    switch (op) {
      case "register":
        run(Requests.registerCharge(state, { txid: txid(n), amountCentavos: 100 * n, expiresAt }, nowMs, defaults))
        break
      case "pay": {
        const paid = run(Controls.payCharge(state, `sandbox-charge-${n}`, payer, at, defaults))
        if (paid !== undefined) paidEndToEndIds.push(paid.endToEndId)
        break
      }
      case "failCharge":
        run(Controls.failCharge(state, `sandbox-charge-${n}`, "failed", at))
        break
      case "expire": {
        const [notices, next] = Controls.expireCharges(state, at)
        state = next
        answers.push(...notices)
        break
      }
      case "send":
        run(Requests.sendTransfer(state, transferOrder(n), nowMs, defaults))
        break
      case "settle":
        run(Controls.settleTransfer(state, `sandbox-transfer-${n}`, at, undefined))
        break
      case "failTransfer":
        run(Controls.failTransfer(state, `sandbox-transfer-${n}`, "AC03", at))
        break
      case "refund": {
        const order = {
          originalEndToEndId: paidEndToEndIds[n - 1] ?? anyEndToEndId,
          refundId: `refund-${n}`,
          amountCentavos: 50,
          nature: "ORIGINAL"
        }
        run(Requests.requestRefund(state, order, nowMs, defaults))
        break
      }
      case "complete":
        run(Controls.completeRefund(state, `sandbox-refund-${n}`, at, defaults))
        break
      case "failRefund":
        run(Controls.failRefund(state, `sandbox-refund-${n}`, "failed", at))
        break
    }
  }
  return { answers, paidEndToEndIds, pending: Controls.pending(state) }
}

const endings = new Set([
  "ChargePaid",
  "ChargeFailed",
  "ChargeExpired",
  "TransferSettled",
  "TransferFailed",
  "RefundCompleted",
  "RefundFailed"
])
const isEnding = (a: unknown): a is { readonly _tag: string; readonly referenceId: string } =>
  typeof a === "object" && a !== null && "_tag" in a && endings.has(String(a._tag))

describe("sandbox PIX network: any sequence of requests and controls", () => {
  prop(
    "gives the same answers when played again, ends each record at most once and never lists an ended one as pending, and pays with unique valid end-to-end ids",
    [fc.array(step, { maxLength: 40 })],
    ([steps]) => {
      const first = play(steps)
      expect(play(steps).answers).toStrictEqual(first.answers)
      const ended = first.answers.filter(isEnding).map((a) => a.referenceId)
      expect(new Set(ended).size).toBe(ended.length)
      const pending = [...first.pending.charges, ...first.pending.transfers, ...first.pending.refunds]
      for (const record of pending) expect(ended).not.toContain(record.referenceId)
      expect(new Set(first.paidEndToEndIds).size).toBe(first.paidEndToEndIds.length)
      for (const id of first.paidEndToEndIds) expect(Transactions.isValidEndToEndId(id)).toBe(true)
    }
  )
})
