import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, paidDeposit, postAs as post, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-refund-cli-tests-0123"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

/** A deposit of 30.00 paid in the sandbox and a refund of it requested with `refundId`. */
const requestedRefund = (key: string, refundId: string) =>
  Effect.gen(function* () {
    const deposit = yield* paidDeposit(key, 30)
    const refund = yield* post(key, "/v1/refunds/create", { transactionId: deposit, refundId })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    return deposit
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox refund-complete | refund-fail",
  (it) => {
    it.effect("complete prints the REVERSED deposit; fail prints the FAILED refund; a refusal is one line", () =>
      Effect.gen(function* () {
        const { key } = yield* merchantKey("rf-cli@example.com")
        const first = yield* requestedRefund(key, "cli-1")
        const completed = yield* trilho("sandbox", "refund-complete", "cli-1", "--api-key", key)
        expect(completed.ok, completed.output).toBe(true)
        expect(JSON.parse(completed.output)).toMatchObject({
          id: first,
          status: "REVERSED",
          refund: { status: "COMPLETED", refundId: "cli-1", depositNet: 30 }
        })
        const second = yield* requestedRefund(key, "cli-2")
        const failed = yield* trilho("sandbox", "refund-fail", second, "--reason", "AC03", "--api-key", key, "--json")
        expect(failed.ok, failed.output).toBe(true)
        expect(JSON.parse(failed.output)).toMatchObject({
          id: second,
          status: "COMPLETED",
          refund: { status: "FAILED", failureReason: "AC03" }
        })
        const again = yield* trilho("sandbox", "refund-complete", "cli-1", "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const missing = yield* trilho("sandbox", "refund-fail", "nope", "--api-key", key)
        expect(missing.ok).toBe(false)
        expect(missing.output).toContain("404 NOT_FOUND")
      })
    )
  }
)
