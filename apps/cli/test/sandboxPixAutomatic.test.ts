import { expect, layer } from "@effect/vitest"
import { PixAutomatic } from "@trilho/domain"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, postAs as post, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-pix-automatic-cli-0001"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

/** A pending monthly authorization of a fresh customer of the merchant `key`; its id. */
const pending = (key: string, email: string, document: string) =>
  Effect.gen(function* () {
    const customer = yield* post(key, "/v1/customers/create", {
      name: "Ana Souza",
      email,
      document
    })
    const created = yield* post(key, "/v1/pix-automatic/authorizations/create", {
      customerId: customer.body.data.id,
      contractId: "CLI-1",
      frequency: "MONTHLY",
      startDate: PixAutomatic.saoPauloDate(new Date()),
      firstPayment: { amount: 10 }
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.data.id as string
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })("trilho sandbox pix-automatic", (it) => {
  it.effect(
    "approve prints the ACTIVE authorization, revoke the REVOKED one, reject a pending one; refusals are one line",
    () =>
      Effect.gen(function* () {
        const { key } = yield* merchantKey("pix-automatic-cli@example.com")
        const id = yield* pending(key, "ana.1@example.com", "529.982.247-25")
        const approved = yield* trilho("sandbox", "pix-automatic", "approve", id, "--api-key", key)
        expect(approved.ok, approved.output).toBe(true)
        expect(JSON.parse(approved.output)).toMatchObject({ id, status: "ACTIVE" })
        const again = yield* trilho("sandbox", "pix-automatic", "approve", id, "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
        const revoked = yield* trilho("sandbox", "pix-automatic", "revoke", id, "--api-key", key)
        expect(JSON.parse(revoked.output)).toMatchObject({ id, status: "REVOKED", endReason: "PAYER_REVOKED" })
        const other = yield* pending(key, "ana.2@example.com", "111.444.777-35")
        const rejected = yield* trilho("sandbox", "pix-automatic", "reject", other, "--api-key", key)
        expect(JSON.parse(rejected.output)).toMatchObject({ id: other, status: "REJECTED" })
        const unknown = yield* trilho("sandbox", "pix-automatic", "approve", "pxa_unknown", "--api-key", key)
        expect(unknown.output).toContain("404 NOT_FOUND")
      })
  )
})
