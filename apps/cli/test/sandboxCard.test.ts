import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, postAs as post, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-card-cli-tests-0123456"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })("trilho sandbox card", (it) => {
  it.effect("onboard, pay with a challenge card, answer the challenge, break onboarding; a refusal is one line", () =>
    Effect.gen(function* () {
      const { key } = yield* merchantKey("card-cli@example.com")
      const onboarded = yield* trilho("sandbox", "card", "onboard", "--api-key", key)
      expect(onboarded.ok, onboarded.output).toBe(true)
      expect(JSON.parse(onboarded.output)).toMatchObject({ chargesEnabled: true, payoutsEnabled: true })
      const created = yield* post(key, "/v1/card/checkout", { amount: 50, description: "Pedido" })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const id = created.body.data.transactionId as string
      const paid = yield* trilho("sandbox", "card", "pay", id, "--number", "4000000000003220", "--api-key", key)
      expect(paid.ok, paid.output).toBe(true)
      expect(JSON.parse(paid.output)).toMatchObject({ transactionId: id, status: "AWAITING_CHALLENGE" })
      const answered = yield* trilho("sandbox", "card", "challenge", id, "--api-key", key)
      expect(JSON.parse(answered.output)).toMatchObject({ status: "COMPLETED", card: { last4: "3220" } })
      const again = yield* trilho("sandbox", "card", "pay", id, "--api-key", key)
      expect(again.ok).toBe(false)
      expect(again.output).toContain("409 CARD_CHECKOUT_CLOSED")
      const broken = yield* trilho("sandbox", "card", "break", "bank_account", "--api-key", key)
      expect(JSON.parse(broken.output)).toMatchObject({ chargesEnabled: false, requirementsPastDue: ["bank_account"] })
      const refused = yield* post(key, "/v1/card/checkout", { amount: 50, description: "Pedido" })
      expect(refused.body.error).toEqual({ code: "CARD_PROCESSING_UNAVAILABLE", statusCode: 403 })
      const settled = yield* trilho("sandbox", "card", "settle", "--api-key", key)
      expect(JSON.parse(settled.output)).toEqual({ settled: [] })
    })
  )
})
