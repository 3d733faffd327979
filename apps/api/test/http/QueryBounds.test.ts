import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { pageMax } from "../../src/http/QueryParams.ts"
import { insertKey } from "../auth/server.ts"
import { call, layerServer } from "../charges/server.ts"
import { merchant } from "../portal/support.ts"

/** The paged lists, each with the query parameters it takes. */
const lists = [
  { path: "/v1/payment-pix/list", dates: true, texts: ["search", "externalReference", "subaccountId"] },
  { path: "/v1/account/transactions", dates: true, texts: ["search", "externalReference", "merchantSubaccountId"] },
  { path: "/v1/account/statement", dates: true, texts: ["search", "externalReference", "subaccountId"] },
  { path: "/v1/transfer-internal/list", dates: true, texts: ["search", "externalReference", "subaccountId"] },
  { path: "/v1/transfer-pix/list", dates: true, texts: ["search", "externalReference", "subaccountId"] },
  { path: "/v1/payouts/list", dates: true, texts: ["search"] },
  { path: "/v1/refunds/list", dates: true, texts: ["search", "status", "nature", "subaccountId"] },
  { path: "/v1/events", dates: true, texts: ["type"] },
  { path: "/v1/webhooks/list", dates: false, texts: [] },
  { path: "/v1/webhooks/deliveries/we_none", dates: false, texts: [] },
  { path: "/v1/subaccount/list", dates: false, texts: ["status"] }
] as const

/** Numbers a query string decodes that no list takes as a page or a page size. */
const badPages = ["0", "-1", "1.5", "NaN", "Infinity", "-Infinity", "1e309", String(pageMax + 1), "9007199254740993"]
const badPageSizes = ["0", "101", "NaN", "Infinity", "1e3"]

/**
 * Dates that do not parse, and dates a JavaScript `Date` holds but PostgreSQL does not (before 4713 BC) or that no
 * stored time comes near (after the year 9999).
 */
const badDates = ["nope", "2026-13-01", "-271821-04-20T00:00:00.000Z", "+275760-09-13T00:00:00.000Z", "10000-01-01"]

/** A text one character longer than any free-text filter takes. */
const tooLong = "a".repeat(101)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("query parameters out of bounds", (it) => {
  /** A merchant of its own and a key with every permission and room for every request of a test. */
  const keyOf = (accountId: string) =>
    Effect.gen(function* () {
      yield* merchant(accountId)
      return (yield* insertKey(accountId, ["*"], { requestsPerMinute: 1_000_000 })).secret
    })

  /** `path?name=value` must be a 400 VALIDATION_ERROR in the envelope whose message names `name`. */
  const refused = (key: string, path: string, name: string, value: string) =>
    Effect.gen(function* () {
      const url = `${path}?${name}=${encodeURIComponent(value)}`
      const response = yield* call("GET", url, { key })
      expect([response.status, response.body.error?.code], url).toEqual([400, "VALIDATION_ERROR"])
      expect(response.body.message, url).toContain(name)
    })

  it.effect("a page or page size that is not a bounded integer is a 400 naming it, on every list", () =>
    Effect.gen(function* () {
      const key = yield* keyOf("acc_bounds_pages")
      for (const { path } of lists) {
        for (const value of badPages) yield* refused(key, path, "page", value)
        for (const value of badPageSizes) yield* refused(key, path, "pageSize", value)
        // The deliveries of an endpoint that does not exist are a 404, past the query's checks.
        const last = yield* call("GET", `${path}?page=${pageMax}&pageSize=100`, { key })
        expect(path.includes("we_none") ? 404 : 200, path).toBe(last.status)
      }
    })
  )

  it.effect("a date that does not parse or lies outside the years 1 to 9999 is a 400 naming it", () =>
    Effect.gen(function* () {
      const key = yield* keyOf("acc_bounds_dates")
      for (const { path } of lists.filter((list) => list.dates)) {
        for (const value of badDates) {
          yield* refused(key, path, "dateFrom", value)
          yield* refused(key, path, "dateTo", value)
        }
        const widest = yield* call("GET", `${path}?dateFrom=0001-01-01&dateTo=9999-12-31`, { key })
        expect(widest.status, path).toBe(200)
      }
    })
  )

  it.effect("a free-text filter over its maximum length is a 400 naming it", () =>
    Effect.gen(function* () {
      const key = yield* keyOf("acc_bounds_texts")
      for (const { path, texts } of lists) {
        for (const name of texts) yield* refused(key, path, name, tooLong)
      }
      for (const name of ["externalReference", "subaccountId", "merchantSubaccountId"]) {
        yield* refused(key, "/v1/payment-pix/list", name, "a".repeat(65))
      }
      for (const name of ["id", "externalReference"]) {
        yield* refused(key, "/v1/subaccount/balance", name, "a".repeat(65))
        yield* refused(key, "/v1/subaccount/pricing", name, "a".repeat(65))
      }
      const longest = yield* call("GET", `/v1/payment-pix/list?search=${"a".repeat(100)}`, { key })
      expect(longest.status).toBe(200)
    })
  )

  it.effect("the sandbox mails' limit is an integer from 1 to 100, and `to` an address of at most 320", () =>
    Effect.gen(function* () {
      const key = yield* keyOf("acc_bounds_mails")
      for (const value of ["NaN", "Infinity", "-Infinity", "0", "101", "1.5", "abc", "1e309"]) {
        yield* refused(key, "/v1/sandbox/mails", "limit", value)
      }
      yield* refused(key, "/v1/sandbox/mails", "to", `${"a".repeat(310)}@example.com`)
      for (const query of ["limit=1", "limit=100", "to=someone@example.com&limit=20"]) {
        const answered = yield* call("GET", `/v1/sandbox/mails?${query}`, { key })
        expect([answered.status, answered.body.data.items], query).toEqual([200, []])
      }
    })
  )
})
