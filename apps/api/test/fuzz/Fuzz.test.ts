import { HttpClient, HttpClientRequest } from "effect/http"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { layerServer } from "../charges/server.ts"

/** Cases per route; NUM_RUNS raises it like every property. */
const fuzzRuns = Math.max(200, Math.floor(Number(process.env.NUM_RUNS ?? 1000) / 5))

const envelopeShape = (status: number, body: any) => {
  expect(status).toBeLessThan(500)
  if (status >= 400) {
    expect(body).toMatchObject({ success: false, error: { statusCode: status } })
    expect(typeof body.message).toBe("string")
    expect(typeof body.error.code).toBe("string")
    expect(typeof body.requestId).toBe("string")
  } else {
    expect(body).toMatchObject({ success: true })
  }
}

const fieldNames = fc.constantFrom(
  "amount",
  "description",
  "coverFee",
  "emitFiscalInvoice",
  "expirationSeconds",
  "externalReference",
  "subaccountId",
  "splitUser",
  "splitTax",
  "payer",
  "pixRail",
  "unknownField"
)

const bodies = fc.oneof(
  fc.json().map((text) => text),
  fc.dictionary(fieldNames, fc.jsonValue()).map((o) => JSON.stringify(o)),
  fc
    .record({ amount: fc.oneof(fc.double(), fc.integer(), fc.string()), description: fc.string() })
    .map((o) => JSON.stringify(o)),
  fc.string()
)

const queries = fc
  .dictionary(
    fc.constantFrom(
      "page",
      "pageSize",
      "dateFrom",
      "dateTo",
      "status",
      "externalReference",
      "search",
      "subaccountId",
      "merchantSubaccountId",
      "x"
    ),
    fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom("PENDING", "COMPLETED", "2026-01-01", "-1", "1e9", "%", "'")
    )
  )
  .map((params) => new URLSearchParams(params).toString())

layer(layerServer(), { timeout: 600_000, excludeTestServices: true })("fuzzing the receive-PIX routes", (it) => {
  it.effect(
    "no body sent to POST /payment-pix/create gets a 5xx, and every answer is in the envelope",
    () =>
      Effect.gen(function* () {
        yield* insertMerchant("acc_fuzz")
        const key = (yield* insertKey("acc_fuzz", ["*"], { requestsPerMinute: 1_000_000 })).secret
        const http = yield* HttpClient.HttpClient
        const samples = fc.sample(bodies, fuzzRuns)
        for (const body of samples) {
          const response = yield* http.execute(
            HttpClientRequest.post("/v1/payment-pix/create").pipe(
              HttpClientRequest.setHeader("x-api-key", key),
              HttpClientRequest.bodyText(body, "application/json")
            )
          )
          envelopeShape(response.status, yield* response.json)
        }
      }),
    600_000
  )

  it.effect(
    "no query string sent to GET /payment-pix/list gets a 5xx, and every answer is in the envelope",
    () =>
      Effect.gen(function* () {
        yield* insertMerchant("acc_fuzz_list")
        const key = (yield* insertKey("acc_fuzz_list", ["*"], { requestsPerMinute: 1_000_000 })).secret
        const http = yield* HttpClient.HttpClient
        for (const query of fc.sample(queries, fuzzRuns)) {
          const response = yield* http.execute(
            HttpClientRequest.get(`/v1/payment-pix/list?${query}`).pipe(HttpClientRequest.setHeader("x-api-key", key))
          )
          envelopeShape(response.status, yield* response.json)
        }
      }),
    600_000
  )
})
