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
  "trilho sandbox billings pay-boleto | pay-pix | overdue | fail-card",
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

    it.effect(
      "fail-card makes a stored card's charges decline until --restore; an unknown token is one refusal line",
      () =>
        Effect.gen(function* () {
          const { key } = yield* merchantKey("bil-cli-card@example.com")
          expect((yield* post(key, "/v1/sandbox/card/onboarding/complete", {})).status).toBe(200)
          const card = {
            holderName: "Ana",
            number: "4242424242424242",
            expiryMonth: "12",
            expiryYear: "2040",
            ccv: "123"
          }
          const holder = {
            name: "Ana",
            email: "ana@example.com",
            cpfCnpj: "52998224725",
            postalCode: "01310100",
            addressNumber: "1",
            phone: "1134567890"
          }
          const first = yield* post(key, "/v1/billings/create", {
            method: "CARD_CREDIT",
            amount: 80,
            dueDate,
            customer,
            creditCard: card,
            creditCardHolderInfo: holder,
            remoteIp: "200.160.2.3"
          })
          expect(first.body.data.status, JSON.stringify(first.body)).toBe("CONFIRMED")
          const token = first.body.data.creditCard.creditCardToken as string
          const failed = yield* trilho(
            "sandbox",
            "billings",
            "fail-card",
            token,
            "--reason",
            "stolen_card",
            "--api-key",
            key
          )
          expect(failed.ok, failed.output).toBe(true)
          expect(JSON.parse(failed.output)).toEqual({ cardToken: token, failing: true, reason: "stolen_card" })
          const byToken = {
            method: "CARD_CREDIT",
            amount: 80,
            dueDate,
            customer,
            cardToken: token,
            remoteIp: "200.160.2.3"
          }
          const declined = yield* post(key, "/v1/billings/create", byToken)
          expect(declined.body.data).toMatchObject({ status: "FAILED", failureReason: "stolen_card" })
          const restored = yield* trilho("sandbox", "billings", "fail-card", token, "--restore", "--api-key", key)
          expect(JSON.parse(restored.output)).toEqual({ cardToken: token, failing: false })
          expect((yield* post(key, "/v1/billings/create", byToken)).body.data.status).toBe("CONFIRMED")
          const unknown = yield* trilho("sandbox", "billings", "fail-card", "tok_nobody", "--api-key", key)
          expect(unknown.ok).toBe(false)
          expect(unknown.output).toContain("404 CARD_TOKEN_NOT_FOUND")
        })
    )

    // Last: it moves the sandbox clock past the others' due dates.
    it.effect("overdue prints the OVERDUE billing with fine and interest; a paid one is one refusal line", () =>
      Effect.gen(function* () {
        const { key } = yield* merchantKey("bil-cli-overdue@example.com")
        // A month ahead: earlier tests of this file moved the sandbox clock past `dueDate`.
        const later = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString("en-CA", {
          timeZone: "America/Sao_Paulo"
        })
        const create = (method: "BOLETO" | "PIX") =>
          Effect.map(
            post(key, "/v1/billings/create", { method, amount: 80, dueDate: later, customer, fine: { value: 2 } }),
            (created) => created.body.data as { readonly id: string }
          )
        const boleto = yield* create("BOLETO")
        const pix = yield* create("PIX")
        const late = yield* trilho("sandbox", "billings", "overdue", boleto.id, "--api-key", key)
        expect(late.ok, late.output).toBe(true)
        const shown = JSON.parse(late.output)
        expect(shown).toMatchObject({ id: boleto.id, status: "OVERDUE" })
        // The 2 % fine is due from the day after the due date (no interest asked).
        expect(shown.amountDue).toBe(81.6)
        expect((yield* trilho("sandbox", "billings", "pay-pix", pix.id, "--api-key", key)).ok).toBe(true)
        const refused = yield* trilho("sandbox", "billings", "overdue", pix.id, "--api-key", key)
        expect(refused.ok).toBe(false)
        expect(refused.output).toContain("409 INVALID_STATE_TRANSITION")
      })
    )
  }
)
