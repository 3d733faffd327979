import { expect, it as plain, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { errorCodes } from "../../src/http/ErrorCodes.ts"
import { call } from "../charges/server.ts"
import { createSub, layerServer, merchant, post } from "../subaccounts/support.ts"

/**
 * One kind of refusal has one code on every route: each kind below is sent to every route that can give it, and the
 * codes are compared. A wrong method and a body without a JSON content type are answered the same way everywhere.
 */

type Answer = { readonly status: number; readonly body: any; readonly headers: Record<string, string> }

const send = (method: string, path: string, options: { key?: string; body?: unknown; contentType?: string } = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = HttpClientRequest.make(method as "POST")(path)
    if (options.key !== undefined) request = HttpClientRequest.setHeader(request, "x-api-key", options.key)
    if (options.body !== undefined) {
      request = HttpClientRequest.bodyText(request, JSON.stringify(options.body), options.contentType)
    }
    const response = yield* http.execute(request)
    return { status: response.status, headers: response.headers, body: yield* response.json } as Answer
  })

/** The distinct (status, code) pairs of the answers, with the routes that gave each. */
const codesOf = (answers: ReadonlyArray<readonly [string, Answer]>) => {
  const seen = new Map<string, Array<string>>()
  for (const [route, answer] of answers) {
    const key = `${answer.status} ${answer.body?.error?.code}`
    seen.set(key, [...(seen.get(key) ?? []), route])
  }
  return Object.fromEntries(seen)
}

const moneyRoutes = (subaccountId: string): ReadonlyArray<readonly [string, Record<string, unknown>]> => [
  ["/v1/payment-pix/create", { description: "x" }],
  ["/v1/transfer-pix/create", { description: "x", pixKey: "ana@example.com", pixKeyType: "EMAIL" }],
  ["/v1/payouts/create", { description: "x", pixKey: "ana@example.com", pixKeyType: "EMAIL" }],
  ["/v1/transfer-internal/create", { recipientEmail: "someone@example.com" }],
  ["/v1/subaccount/add-balance", { id: subaccountId }],
  ["/v1/subaccount/remove-balance", { id: subaccountId }],
  ["/v1/subaccount/transfer", { fromSubaccountId: subaccountId, toSubaccountId: subaccountId }]
]

plain("every code of the error table has one status", () => {
  const statusOf = new Map<string, Set<number>>()
  for (const { code, statusCode } of Object.values(errorCodes)) {
    statusOf.set(code, new Set([...(statusOf.get(code) ?? []), statusCode]))
  }
  const ambiguous = [...statusOf].filter(([, statuses]) => statuses.size > 1).map(([code]) => code)
  // A wrong TOTP code at sign-in is a failed credential (401); in an enrolment body it is bad input (400).
  expect(ambiguous).toStrictEqual(["INVALID_TOTP_CODE"])
})

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("one code per refusal", (it) => {
  it.effect("a bad amount is 400 VALIDATION_ERROR naming amount on every route that takes one", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_ref_amount")
      const sub = yield* createSub(key, "ref-amount")
      const answers: Array<readonly [string, Answer]> = []
      for (const amount of ["10.00", "25,50", -1, 0, 1.001, 1e20, true, null]) {
        for (const [path, rest] of moneyRoutes(sub)) {
          const answer = yield* send("POST", path, { key, body: { ...rest, amount }, contentType: "application/json" })
          answers.push([`${path} ${JSON.stringify(amount)}`, answer])
          expect(answer.body.message, path).toMatch(/(^|; )amount: /)
        }
      }
      expect(Object.keys(codesOf(answers))).toStrictEqual(["400 VALIDATION_ERROR"])
    })
  )

  it.effect("subaccounts off is 403 FEATURE_NOT_ENABLED on the subaccount routes and on subaccountId", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_ref_off", { flags: {} })
      const answers: Array<readonly [string, Answer]> = [
        ["GET /subaccount/list", yield* send("GET", "/v1/subaccount/list", { key })],
        ["GET /subaccount/get", yield* send("GET", "/v1/subaccount/get/sub_x", { key })],
        ["POST /subaccount/lock", yield* post(key, "lock", { id: "sub_x", lockMode: "full" })],
        [
          "POST /payment-pix/create",
          yield* call("POST", "/v1/payment-pix/create", {
            key,
            body: { amount: 10, description: "x", subaccountId: "sub_x" }
          })
        ],
        [
          "POST /transfer-pix/create",
          yield* call("POST", "/v1/transfer-pix/create", {
            key,
            body: { amount: 10, description: "x", pixKey: "ana@example.com", pixKeyType: "EMAIL", subaccountId: "s" }
          })
        ]
      ]
      expect(codesOf(answers)).toStrictEqual({ "403 FEATURE_NOT_ENABLED": answers.map(([route]) => route) })
    })
  )

  it.effect("a locked subaccount is 400 SUBACCOUNT_LOCKED for money in and money out, on every route", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_ref_lock", { withdrawableCentavos: 100_000 })
      const sub = yield* createSub(key, "ref-lock")
      expect((yield* post(key, "add-balance", { id: sub, amount: 100 })).status).toBe(200)
      expect((yield* post(key, "lock", { id: sub, lockMode: "full" })).status).toBe(200)
      const other = yield* createSub(key, "ref-lock-2")
      const pixOut = { amount: 1, description: "x", pixKey: "ana@example.com", pixKeyType: "EMAIL", subaccountId: sub }
      const answers: Array<readonly [string, Answer]> = [
        ["add-balance", yield* post(key, "add-balance", { id: sub, amount: 1 })],
        ["remove-balance", yield* post(key, "remove-balance", { id: sub, amount: 1 })],
        ["transfer out", yield* post(key, "transfer", { fromSubaccountId: sub, toSubaccountId: other, amount: 1 })],
        [
          "payment-pix",
          yield* call("POST", "/v1/payment-pix/create", {
            key,
            body: { amount: 10, description: "x", subaccountId: sub }
          })
        ],
        ["transfer-pix", yield* call("POST", "/v1/transfer-pix/create", { key, body: pixOut })]
      ]
      expect(codesOf(answers)).toStrictEqual({ "400 SUBACCOUNT_LOCKED": answers.map(([route]) => route) })
    })
  )

  it.effect("an unknown id is 404 NOT_FOUND, no key 401 UNAUTHORIZED, a missing permission 403 FORBIDDEN", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_ref_nf")
      const narrow = yield* merchant("acc_ref_narrow", { permissions: ["account/balance"] })
      const reads = [
        "/v1/payment-pix/get/pix_unknown",
        "/v1/transfer-pix/get/pxo_unknown",
        "/v1/payouts/get/pxo_unknown",
        "/v1/transfer-internal/get/itr_unknown",
        "/v1/refunds/get/rfd_unknown",
        "/v1/subaccount/get/sub_unknown",
        "/v1/webhooks/get/whe_unknown"
      ]
      const notFound: Array<readonly [string, Answer]> = []
      const anonymous: Array<readonly [string, Answer]> = []
      const forbidden: Array<readonly [string, Answer]> = []
      for (const path of reads) {
        notFound.push([path, yield* send("GET", path, { key })])
        anonymous.push([path, yield* send("GET", path)])
        forbidden.push([path, yield* send("GET", path, { key: narrow })])
      }
      expect(Object.keys(codesOf(notFound))).toStrictEqual(["404 NOT_FOUND"])
      expect(Object.keys(codesOf(anonymous))).toStrictEqual(["401 UNAUTHORIZED"])
      expect(Object.keys(codesOf(forbidden))).toStrictEqual(["403 FORBIDDEN"])
    })
  )

  it.effect("a wrong method is 405 METHOD_NOT_ALLOWED with Allow; an unknown path stays 404", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_ref_405")
      for (const [method, path, allow] of [
        ["DELETE", "/v1/payment-pix/create", "POST"],
        ["GET", "/v1/transfer-pix/create", "POST"],
        ["POST", "/v1/payment-pix/get/pix_1", "GET, HEAD"],
        ["PUT", "/v1/account/balance", "GET, HEAD"],
        ["POST", "/v1/webhooks/update/whe_1", "PATCH"],
        ["POST", "/pix/pix_00000000000000000000000000/status", "GET, HEAD"]
      ] as const) {
        const answer = yield* send(method, path, { key })
        expect([answer.status, answer.body.error.code, answer.headers["allow"]], `${method} ${path}`).toStrictEqual([
          405,
          "METHOD_NOT_ALLOWED",
          allow
        ])
        expect(answer.body.message).toContain(path)
      }
      const unknown = yield* send("GET", "/v1/no-such-route", { key })
      expect([unknown.status, unknown.body.error.code, unknown.headers["allow"]]).toStrictEqual([
        404,
        "ROUTE_NOT_FOUND",
        undefined
      ])
    })
  )

  it.effect("a JSON body without a JSON Content-Type is a 415 telling to send Content-Type: application/json", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_ref_415")
      for (const path of ["/v1/payment-pix/create", "/v1/transfer-internal/create", "/v1/webhooks/create"]) {
        for (const contentType of ["application/x-www-form-urlencoded", "text/plain"]) {
          const answer = yield* send("POST", path, { key, body: { amount: 10 }, contentType })
          expect([answer.status, answer.body.error.code], path).toStrictEqual([415, "UNSUPPORTED_MEDIA_TYPE"])
          expect(answer.body.message).toContain("send Content-Type: application/json")
        }
      }
    })
  )
})
