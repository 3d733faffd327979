import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, paidDeposit, postAs as post, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-recharge-cli-tests-01"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

/** A recharge of `amount` reais to `phone`, after a paid deposit of 100.00 left its 24 h lock. */
const recharge = (key: string, phone: string, amount: number) =>
  Effect.gen(function* () {
    const created = yield* post(key, "/v1/mobile-recharge/create", { phone, amount })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.data.id as string
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox recharge-complete | recharge-fail",
  (it) => {
    it.effect("complete prints the COMPLETED recharge; fail prints the FAILED one; a refusal is one line", () =>
      Effect.gen(function* () {
        const { key } = yield* merchantKey("mr-cli@example.com")
        yield* paidDeposit(key, 100)
        const advanced = yield* post(key, "/v1/sandbox/clock/advance", { seconds: 25 * 3600 })
        expect(advanced.status, JSON.stringify(advanced.body)).toBe(200)
        const first = yield* recharge(key, "11912345678", 20)
        const completed = yield* trilho("sandbox", "recharge-complete", first, "--api-key", key)
        expect(completed.ok, completed.output).toBe(true)
        expect(JSON.parse(completed.output)).toMatchObject({ id: first, status: "COMPLETED", operator: "Vivo" })
        const second = yield* recharge(key, "11912345678", 15)
        const failed = yield* trilho("sandbox", "recharge-fail", second, "--reason", "operator down", "--api-key", key)
        expect(failed.ok, failed.output).toBe(true)
        expect(JSON.parse(failed.output)).toMatchObject({
          id: second,
          status: "FAILED",
          failureReason: "operator down"
        })
        const again = yield* trilho("sandbox", "recharge-fail", first, "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const missing = yield* trilho("sandbox", "recharge-complete", "nope", "--api-key", key)
        expect(missing.ok).toBe(false)
        expect(missing.output).toContain("404 NOT_FOUND")
      })
    )
  }
)
