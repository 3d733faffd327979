import { HttpClient, HttpClientRequest } from "effect/http"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { layerServer } from "../charges/server.ts"

/** Cases per route; NUM_RUNS raises it like every property. */
const fuzzRuns = Math.max(100, Math.floor(Number(process.env.NUM_RUNS ?? 500) / 5))

const envelopeShape = (status: number, body: any) => {
  expect(status).toBeLessThan(500)
  if (status >= 400) {
    expect(body).toMatchObject({ success: false, error: { statusCode: status } })
    expect(typeof body.error.code).toBe("string")
    expect(typeof body.requestId).toBe("string")
  } else {
    expect(body).toMatchObject({ success: true })
  }
}

const text = fc.oneof(
  fc.string(),
  fc.constantFrom("pix_01JD8Z4K6Q3V0M2N5P7R9S1T3V", "E99999999202601011200AbCdEfGhIjK", "ORIGINAL", "FRAUD", "", " ")
)

const bodies = fc.oneof(
  fc.json(),
  fc
    .dictionary(
      fc.constantFrom(
        "transactionId",
        "e2eId",
        "refundId",
        "nature",
        "description",
        "subaccountId",
        "pixRail",
        "amount",
        "unknownField"
      ),
      fc.oneof(text, fc.jsonValue())
    )
    .map((o) => JSON.stringify(o)),
  fc.string()
)

const queries = fc
  .dictionary(
    fc.constantFrom("page", "pageSize", "dateFrom", "dateTo", "status", "nature", "search", "subaccountId", "x"),
    fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom("REQUESTED", "COMPLETED", "FAILED", "2026-01-01", "-1", "1e9", "%", "'")
    )
  )
  .map((params) => new URLSearchParams(params).toString())

layer(layerServer(), { timeout: 600_000, excludeTestServices: true })("fuzzing the refund routes", (it) => {
  it.effect(
    "no body sent to POST /refunds/create, no query of GET /refunds/list and no id of GET /refunds/get gets a 5xx",
    () =>
      Effect.gen(function* () {
        yield* insertMerchant("acc_fuzz_rf")
        const key = (yield* insertKey("acc_fuzz_rf", ["*"], { requestsPerMinute: 1_000_000 })).secret
        const http = yield* HttpClient.HttpClient
        const send = (request: HttpClientRequest.HttpClientRequest) =>
          Effect.flatMap(http.execute(HttpClientRequest.setHeader(request, "x-api-key", key)), (response) =>
            Effect.map(response.json, (body) => envelopeShape(response.status, body))
          )
        for (const body of fc.sample(bodies, fuzzRuns)) {
          yield* send(
            HttpClientRequest.bodyText(HttpClientRequest.post("/v1/refunds/create"), body, "application/json")
          )
        }
        for (const query of fc.sample(queries, fuzzRuns)) {
          yield* send(HttpClientRequest.get(`/v1/refunds/list?${query}`))
        }
        for (const id of fc.sample(fc.string({ minLength: 1 }), fuzzRuns)) {
          yield* send(HttpClientRequest.get(`/v1/refunds/get/${encodeURIComponent(id)}`))
        }
      }),
    600_000
  )
})
