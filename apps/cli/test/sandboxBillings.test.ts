import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, postAs as post, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-billing-cli-tests-001"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

/** Two days ahead in São Paulo: a due date the create takes whatever the hour. */
const dueDate = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" })
const customer = { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" }

const billing = (key: string, method: "BOLETO" | "PIX") =>
  Effect.gen(function* () {
    const created = yield* post(key, "/v1/billings/create", { method, amount: 80, dueDate, customer })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.data as { readonly id: string; readonly digitableLine?: string }
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })(
  "trilho sandbox billings pay-boleto | pay-pix",
  (it) => {
    it.effect(
      "pay-boleto and pay-pix print the RECEIVED billing with its payment; paying again is one refusal line",
      () =>
        Effect.gen(function* () {
          const { key } = yield* merchantKey("bil-cli@example.com")
          const boleto = yield* billing(key, "BOLETO")
          const paid = yield* trilho("sandbox", "billings", "pay-boleto", boleto.digitableLine!, "--api-key", key)
          expect(paid.ok, paid.output).toBe(true)
          expect(JSON.parse(paid.output)).toMatchObject({
            id: boleto.id,
            status: "RECEIVED",
            payment: { value: 80, feeAmount: 1.99, netAmount: 78.01 }
          })
          const pix = yield* billing(key, "PIX")
          const pixPaid = yield* trilho("sandbox", "billings", "pay-pix", pix.id, "--api-key", key)
          expect(pixPaid.ok, pixPaid.output).toBe(true)
          expect(JSON.parse(pixPaid.output)).toMatchObject({ id: pix.id, method: "PIX", status: "RECEIVED" })
          const again = yield* trilho("sandbox", "billings", "pay-pix", pix.id, "--api-key", key)
          expect(again.ok).toBe(false)
          expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
          const missing = yield* trilho("sandbox", "billings", "pay-boleto", "1234", "--api-key", key)
          expect(missing.ok).toBe(false)
          expect(missing.output).toContain("400 VALIDATION_ERROR: line")
        })
    )
  }
)
