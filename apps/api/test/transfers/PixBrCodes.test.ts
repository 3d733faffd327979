import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect } from "effect"
import { createDynamicPix, createStaticPix, hasError } from "pix-utils"
import { balanceOf, call, eventsOf, layerServer, merchant, send } from "./support.ts"

/** A BR Code made by the third-party generator. */
const brCodeOf = (made: ReturnType<typeof createStaticPix> | ReturnType<typeof createDynamicPix>): string => {
  if (hasError(made)) throw new Error(`pix-utils refused the code: ${JSON.stringify(made)}`)
  return made.toBRCode()
}

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("PIX transfers paying BR Codes", (it) => {
  it.effect(
    "codes made by pix-utils: static with and without an amount, another PSP's dynamic code; a bad CRC is a 400",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_px_qr", 20_000, { flags: { pixOutFixedCentavos: 10 } })
        const fixed = brCodeOf(
          createStaticPix({
            merchantName: "Fulano de Tal",
            merchantCity: "Sao Paulo",
            pixKey: "fulano@example.com",
            infoAdicional: "Pedido 1",
            transactionAmount: 12.34
          })
        )
        const paid = yield* send(key, { description: "QR fixo", pixCopyPaste: fixed })
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
        expect(paid.body.data).toMatchObject({
          status: "PROCESSING",
          netAmount: 12.34,
          amount: 12.44,
          pixKey: "fulano@example.com",
          pixKeyType: "EMAIL"
        })
        const same = yield* send(key, { amount: 12.34, description: "QR fixo", pixCopyPaste: fixed })
        expect(same.status).toBe(200)
        const mismatch = yield* send(key, { amount: 10, description: "QR fixo", pixCopyPaste: fixed })
        expect(mismatch.status).toBe(400)
        expect(mismatch.body.error.code).toBe("BR_CODE_AMOUNT_MISMATCH")

        const open = brCodeOf(
          createStaticPix({
            merchantName: "Fulano",
            merchantCity: "Rio",
            pixKey: "+5521987654321",
            transactionAmount: 0
          })
        )
        const given = yield* send(key, { amount: 7.5, description: "QR aberto", pixCopyPaste: open })
        expect(given.body.data).toMatchObject({ netAmount: 7.5, pixKey: "+5521987654321", pixKeyType: "TELEFONE" })
        const missing = yield* send(key, { description: "QR aberto", pixCopyPaste: open })
        expect(missing.status).toBe(400)
        expect(missing.body.error.code).toBe("VALIDATION_ERROR")

        const dynamic = brCodeOf(
          createDynamicPix({
            merchantName: "Loja",
            merchantCity: "Sao Paulo",
            url: "psp.example.com/qr/v2/cobv/9d36b84f"
          })
        )
        const other = yield* send(key, { amount: 3, description: "QR dinamico", pixCopyPaste: dynamic })
        expect(other.status, JSON.stringify(other.body)).toBe(200)
        expect(other.body.data).toMatchObject({ status: "PROCESSING", netAmount: 3 })
        expect(other.body.data.pixKey).toBeUndefined()
        const settled = yield* call("POST", `/v1/sandbox/transfers/${other.body.data.id}/settle`, { key, body: {} })
        expect(settled.body.data).toMatchObject({ status: "COMPLETED", recipient: { name: "LOJA" } })

        for (const code of [fixed, open, dynamic]) {
          const last = code.slice(-1)
          const corrupted = code.slice(0, -1) + (last === "0" ? "1" : "0")
          const refused = yield* send(key, { amount: 1, description: "x", pixCopyPaste: corrupted })
          expect(refused.status).toBe(400)
          expect(refused.body.error.code).toBe("INVALID_BR_CODE")
        }
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 164.42 })
      })
  )

  it.effect(
    "a charge of ours is paid on-us: the payee's charge is COMPLETED with payment.paid, the transfer settles",
    () =>
      Effect.gen(function* () {
        const payer = yield* merchant("acc_px_payer", 10_000)
        const payee = yield* merchant("acc_px_payee", 0)
        const charge = (yield* call("POST", "/v1/payment-pix/create", {
          key: payee,
          body: { amount: 25, description: "Pedido 9" }
        })).body.data
        const paid = yield* send(payer, { description: "Pagando", pixCopyPaste: charge.copyPaste })
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
        expect(paid.body.data).toMatchObject({
          status: "COMPLETED",
          netAmount: 25,
          recipient: { name: "Loja acc_px_payee" }
        })
        const read = (yield* call("GET", `/v1/payment-pix/get/${charge.id}`, { key: payee })).body.data
        expect(read).toMatchObject({
          status: "COMPLETED",
          endToEndId: paid.body.data.endToEndId,
          payer: { name: "Loja acc_px_payer" }
        })
        expect(yield* balanceOf(payee)).toMatchObject({ available: 25, withdrawable: 0, locked24h: 25 })
        expect(yield* balanceOf(payer)).toMatchObject({ withdrawable: 75 })
        expect((yield* eventsOf("acc_px_payee", 2)).map((e) => e.eventType)).toEqual([
          "payment.created",
          "payment.paid"
        ])
        expect((yield* eventsOf("acc_px_payer", 2)).map((e) => e.eventType)).toEqual([
          "transfer.created",
          "transfer.completed"
        ])
        const twice = yield* send(payer, { description: "Pagando", pixCopyPaste: charge.copyPaste })
        expect(twice.status).toBe(409)
        expect(twice.body.error.code).toBe("CHARGE_NOT_PAYABLE")
        const verification = yield* (yield* LedgerStore.LedgerStore).verify()
        expect(verification).toMatchObject({
          unbalancedEntries: 0,
          balanceMismatches: 0,
          negativeBalances: 0,
          totalCentavos: 0
        })
      })
  )
})

describePostgres("PIX transfers under concurrency (PostgreSQL)", () => {
  layer(layerServer(10), { timeout: 300_000, excludeTestServices: true })("1,000 concurrent transfers", (it) => {
    it.effect(
      "1,000 concurrent transfer-pix/create of 1.00 against 10.00 withdrawable: exactly 10 succeed, 990 INSUFFICIENT_FUNDS, no 429, no 5xx, ledger clean",
      () =>
        Effect.gen(function* () {
          const key = yield* merchant("acc_px_hot", 1_000, { requestsPerMinute: 100_000 })
          const answers = yield* Effect.forEach(
            Array.from({ length: 1_000 }, (_, i) => i),
            (i) => send(key, { amount: 1, description: `hot ${i}`, pixKey: "fulano@example.com", pixKeyType: "EMAIL" }),
            { concurrency: 1_000 }
          )
          const statuses = answers.map((a) => a.status)
          // With the answers' bodies, so that a failure says which error it was.
          expect(
            answers.filter((a) => a.status >= 500 || a.status === 429).map((a) => JSON.stringify([a.status, a.body]))
          ).toEqual([])
          expect(statuses.filter((s) => s === 200)).toHaveLength(10)
          const refused = answers.filter((a) => a.status !== 200)
          expect(refused).toHaveLength(990)
          expect(refused.every((a) => a.status === 400 && a.body.error.code === "INSUFFICIENT_FUNDS")).toBe(true)
          expect(yield* balanceOf(key)).toMatchObject({ available: 0, withdrawable: 0 })
          expect((yield* call("GET", "/v1/transfer-pix/list", { key })).body.data.total).toBe(10)
          const verification = yield* (yield* LedgerStore.LedgerStore).verify()
          expect(verification).toMatchObject({
            unbalancedEntries: 0,
            balanceMismatches: 0,
            negativeBalances: 0,
            totalCentavos: 0
          })
        })
    )
  })
})
