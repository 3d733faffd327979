import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer, testHosts } from "./server.ts"

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
    expect(JSON.stringify(body.data.item ?? body.data)).not.toContain("whsec_")
  }
}

const urls = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(...Object.keys(testHosts)).map((host) => `https://${host}/x`),
  fc.ipV4().map((ip) => `https://${ip}/`),
  fc.ipV6().map((ip) => `https://[${ip}]/`),
  fc.string()
)
const events = fc.oneof(
  fc.array(fc.constantFrom("payment.paid", "*", "webhook.test", "med.resolved", "payment.*", ""), { maxLength: 90 }),
  fc.jsonValue()
)
const fields = fc.record(
  {
    url: fc.oneof(urls, fc.jsonValue()),
    description: fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue()),
    events,
    status: fc.oneof(fc.constantFrom("ACTIVE", "DISABLED", "PENDING_SECRET"), fc.jsonValue()),
    graceSeconds: fc.oneof(fc.integer({ min: -10, max: 700_000 }), fc.double(), fc.jsonValue()),
    unknownField: fc.jsonValue()
  },
  { requiredKeys: [] }
)
const bodies = fc.oneof(
  fields.map((o) => JSON.stringify(o)),
  fc.json(),
  fc.string()
)

layer(layerServer("live"), { timeout: 300_000, excludeTestServices: true })("webhook routes under fuzzing", (it) => {
  it.effect("any body or query gets a 2xx or a 4xx in the envelope, never a 500 and never a secret in a read", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_wh_fuzz")
      const key = (yield* insertKey("acc_wh_fuzz", ["webhooks/*"])).secret
      const created = yield* call("POST", "/v1/webhooks/create", {
        key,
        body: { url: "https://hooks.example.com/x", description: "fuzz", events: ["*"] }
      })
      const id = created.body.data.item.id
      const routes = [
        ["POST", "/v1/webhooks/create"],
        ["PATCH", `/v1/webhooks/update/${id}`],
        ["POST", `/v1/webhooks/rotate-secret/${id}`]
      ] as const
      for (const [method, path] of routes) {
        const samples = fc.sample(bodies, { numRuns: fuzzRuns, seed: 42 })
        for (const rawBody of samples) {
          const answer = yield* call(method, path, { key, rawBody })
          const show = `${method} ${path} ${rawBody.slice(0, 200)} -> ${JSON.stringify(answer.body).slice(0, 300)}`
          expect(answer.status, show).toBeLessThan(500)
          if (answer.status < 400 && method === "POST" && path.includes("create")) {
            expect(answer.body.data.secret, show).toMatch(/^whsec_/)
          } else if (answer.status < 400 && path.includes("update")) {
            envelopeShape(answer.status, answer.body)
          } else if (answer.status >= 400) {
            envelopeShape(answer.status, answer.body)
          }
        }
      }
      const queries = fc.sample(
        fc.dictionary(fc.constantFrom("page", "pageSize", "x"), fc.oneof(fc.string(), fc.integer().map(String))),
        { numRuns: fuzzRuns, seed: 7 }
      )
      for (const query of queries) {
        const answer = yield* call("GET", `/v1/webhooks/list?${new URLSearchParams(query)}`, { key })
        envelopeShape(answer.status, answer.body)
      }
      for (const junk of fc.sample(fc.string({ minLength: 1, maxLength: 80 }), { numRuns: 50, seed: 3 })) {
        const answer = yield* call("GET", `/v1/webhooks/get/${encodeURIComponent(junk)}`, { key })
        expect(answer.status, junk).toBeLessThan(500)
      }
    })
  )
})
