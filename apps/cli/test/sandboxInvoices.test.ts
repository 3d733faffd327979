import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, postAs as post, serverUrl, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-invoice-cli-tests-01"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

/** A request other than POST with the merchant's key. */
const request = (key: string, method: "GET" | "PATCH", path: string, body?: unknown) =>
  Effect.flatMap(serverUrl, (url) =>
    Effect.promise(async () => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { "x-api-key": key, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
      return { status: response.status, body: (await response.json()) as any }
    })
  )

/** The invoice of a charge paid with `emitFiscalInvoice`. */
const invoice = (key: string) =>
  Effect.gen(function* () {
    const created = yield* post(key, "/v1/payment-pix/create", {
      amount: 10,
      description: "Aula",
      emitFiscalInvoice: true
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const paid = yield* post(key, `/v1/sandbox/payment-pix/${created.body.data.id}/pay`, {})
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const list = yield* request(key, "GET", `/v1/invoices/list?sourceId=${created.body.data.id}`)
    return list.body.data.items[0].id as string
  })

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })("trilho sandbox invoices issue | fail", (it) => {
  it.effect("issue prints the ISSUED invoice; fail prints the FAILED one; a refusal is one line", () =>
    Effect.gen(function* () {
      const { key } = yield* merchantKey("nf-cli@example.com")
      const configured = yield* request(key, "PATCH", "/v1/account/fiscal-config", {
        enabled: true,
        municipalServiceCode: "08.02",
        issRate: 2,
        cityCode: "3304557"
      })
      expect(configured.status, JSON.stringify(configured.body)).toBe(200)
      const first = yield* invoice(key)
      const issued = yield* trilho("sandbox", "invoices", "issue", first, "--api-key", key)
      expect(issued.ok, issued.output).toBe(true)
      expect(JSON.parse(issued.output)).toMatchObject({ id: first, status: "ISSUED", cityCode: "3304557" })
      const second = yield* invoice(key)
      const failed = yield* trilho("sandbox", "invoices", "fail", second, "--api-key", key)
      expect(failed.ok, failed.output).toBe(true)
      expect(JSON.parse(failed.output)).toMatchObject({ id: second, status: "FAILED" })
      const again = yield* trilho("sandbox", "invoices", "fail", first, "--api-key", key)
      expect(again.ok).toBe(false)
      expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
      const missing = yield* trilho("sandbox", "invoices", "issue", "nope", "--api-key", key)
      expect(missing.ok).toBe(false)
      expect(missing.output).toContain("404 NOT_FOUND")
    })
  )
})
