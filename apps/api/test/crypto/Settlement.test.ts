import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { balanceOf, call, merchant } from "../transfers/support.ts"
import { layerServer, testnetAddress } from "./support.ts"

/** A withdrawal of 0.001 BTC to the testnet address (R$ 369.34 debited at the sandbox price), its lean form. */
const withdraw = (key: string, externalReference: string) =>
  Effect.gen(function* () {
    const created = yield* call("POST", "/v1/transfer-crypto-auto/create", {
      key,
      body: { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", address: testnetAddress, externalReference }
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.data
  })

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })(
  "crypto withdrawals on the sandbox chain",
  (it) => {
    it.effect("settled, a withdrawal is COMPLETED and keeps its debit; failed, its whole debit returns once", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cws_ana", 100_000)
        const settled = yield* withdraw(key, "cws-1")
        const done = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${settled.id}/settle`, { key, body: {} })
        expect(done.status, JSON.stringify(done.body)).toBe(200)
        expect(done.body.data).toMatchObject({ status: "COMPLETED", crypto: { status: "COMPLETED" } })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 630.66 })
        const again = yield* call("POST", "/v1/sandbox/crypto/withdrawals/cws-1/settle", { key, body: {} })
        expect(again.status).toBe(409)
        expect(again.body.error.code).toBe("INVALID_STATE_TRANSITION")

        const failed = yield* withdraw(key, "cws-2")
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 261.32 })
        const undone = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${failed.id}/fail`, {
          key,
          body: { reason: "reverted" }
        })
        expect(undone.status, JSON.stringify(undone.body)).toBe(200)
        expect(undone.body.data).toMatchObject({ status: "FAILED", crypto: { status: "FAILED" } })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 630.66 })
        const twice = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${failed.id}/fail`, { key, body: {} })
        expect(twice.status).toBe(409)
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 630.66 })

        const other = yield* merchant("acc_cws_bia", 100_000)
        const foreign = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${settled.id}/settle`, {
          key: other,
          body: {}
        })
        expect(foreign.status).toBe(404)
      })
    )

    it.effect(
      "while a MED dispute is open, withdrawals are refused with 403 and nothing is debited; once it is decided they pass again",
      () =>
        Effect.gen(function* () {
          const key = yield* merchant("acc_cws_caio", 100_000)
          const charge = yield* call("POST", "/v1/payment-pix/create", { key, body: { amount: 20, description: "x" } })
          expect(charge.status, JSON.stringify(charge.body)).toBe(200)
          yield* call("POST", `/v1/sandbox/payment-pix/${charge.body.data.id}/pay`, { key, body: {} })
          const dispute = yield* call("POST", "/v1/sandbox/meds/open", {
            key,
            body: { transactionId: charge.body.data.id, type: "coercion" }
          })
          expect(dispute.status, JSON.stringify(dispute.body)).toBe(200)
          const before = yield* balanceOf(key)
          const refused = yield* call("POST", "/v1/transfer-crypto-auto/create", {
            key,
            body: { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", address: testnetAddress }
          })
          expect(refused.status, JSON.stringify(refused.body)).toBe(403)
          expect(refused.body.error.code).toBe("CRYPTO_WITHDRAWALS_BLOCKED")
          expect(yield* balanceOf(key)).toEqual(before)
          expect(dispute.body.data.status).toBe("OPEN")
          const decided = yield* call("POST", `/v1/sandbox/meds/${dispute.body.data.id}/decide`, {
            key,
            body: { outcome: "cancel" }
          })
          expect(decided.status, JSON.stringify(decided.body)).toBe(200)
          yield* withdraw(key, "cws-after")
        })
    )
  }
)
