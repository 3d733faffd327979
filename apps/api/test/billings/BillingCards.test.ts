import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { BillingCards, Card, Ledger } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import { failureOf } from "../../src/http/ErrorCodes.ts"
import { layerCardTokens } from "../../src/Layers.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { serve } from "../serve.ts"

/** The API as `npm start` serves it on a fresh database, the card token services and processor left in the context. */
const layerServer = serve(
  Layer.merge(
    DocsLive,
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  )
).pipe(
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provideMerge(layerCardTokens),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
)

/** A merchant, its key (every permission unless told) and, when `onboard`, its card onboarding completed. */
const merchant = (id: string, options: { readonly onboard?: boolean; readonly permissions?: Array<string> } = {}) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    const all = (yield* insertKey(id, ["*"])).secret
    if (options.onboard !== false) {
      const done = yield* call("POST", "/v1/sandbox/card/onboarding/complete", { key: all, body: {} })
      expect(done.status, JSON.stringify(done.body)).toBe(200)
    }
    return options.permissions === undefined ? all : (yield* insertKey(id, options.permissions)).secret
  })

const body = {
  creditCard: {
    holderName: "Ana Souza",
    number: "5555 5555 5555 4444",
    expiryMonth: "05",
    expiryYear: "2040",
    ccv: "917"
  },
  creditCardHolderInfo: {
    name: "Ana Souza",
    email: "ana@example.com",
    cpfCnpj: "529.982.247-25",
    postalCode: "01310-100",
    addressNumber: "1578",
    phone: "(11) 3456-7890"
  },
  remoteIp: "200.160.2.3",
  customer: "cus_1"
}

const tokenize = (key: string, payload: unknown, headers?: Record<string, string>) =>
  call("POST", "/v1/billings/tokenize-card", { key, body: payload, ...(headers === undefined ? {} : { headers }) })

/** The stored token rows of an account, as the database has them. */
const rowsOf = (accountId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<Record<string, unknown>>`
      SELECT * FROM card_tokens WHERE account_id = ${accountId} ORDER BY created_at, token`
  })

layer(layerServer, { timeout: 120_000, excludeTestServices: true })("card tokens through the API", (it) => {
  it.effect("tokenizes without charging: the token, brand and last 4 in Asaas's shape, replayed under its key", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_tok_ok")
      const first = yield* tokenize(key, body, { "idempotency-key": "tok-1" })
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      expect(first.body.data).toStrictEqual({
        creditCardToken: expect.stringMatching(/^tok_sbx_\d+$/),
        creditCardBrand: "MASTERCARD",
        creditCardNumber: "4444"
      })
      expect(JSON.stringify(first.body)).not.toMatch(/5555555555554444|917/)
      const again = yield* tokenize(key, body, { "idempotency-key": "tok-1" })
      expect(again.headers["idempotent-replayed"]).toBe("true")
      expect(again.body.data).toStrictEqual(first.body.data)
      // Another card under the same key is another request (422); without a key each call is a new token.
      const other = { ...body, creditCard: { ...body.creditCard, number: "4242424242424242", ccv: "123" } }
      expect((yield* tokenize(key, other, { "idempotency-key": "tok-1" })).status).toBe(422)
      const second = yield* tokenize(key, body)
      expect(second.body.data.creditCardToken).not.toBe(first.body.data.creditCardToken)
      const rows = yield* rowsOf("acc_tok_ok")
      expect(rows.map((r) => [r.token, r.customerReference, r.brand, r.last4, r.expMonth, r.expYear])).toEqual([
        [first.body.data.creditCardToken, "cus_1", "MASTERCARD", "4444", 5, 2040],
        [second.body.data.creditCardToken, "cus_1", "MASTERCARD", "4444", 5, 2040]
      ])
      expect(JSON.stringify(rows)).not.toMatch(/5555555555554444|917/)
    })
  )

  it.effect("every problem named in one 400 VALIDATION_ERROR, never quoting the number; nothing stored", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_tok_bad")
      const bad = yield* tokenize(key, {
        creditCard: { holderName: "A1", number: "4242424242424241", expiryMonth: "0", expiryYear: "20x9", ccv: "1" },
        creditCardHolderInfo: {
          name: "",
          email: "ana",
          cpfCnpj: "123",
          postalCode: "abc",
          addressNumber: " ",
          phone: "12",
          mobilePhone: "34"
        },
        remoteIp: "192.168.0.10",
        customer: "a b"
      })
      expect(bad.status).toBe(400)
      expect(bad.body.error).toStrictEqual({ code: "VALIDATION_ERROR", statusCode: 400 })
      for (const field of [
        "creditCard.number",
        "creditCard.expiryMonth",
        "creditCard.expiryYear",
        "creditCard.ccv",
        "creditCard.holderName",
        "creditCardHolderInfo.name",
        "creditCardHolderInfo.email",
        "creditCardHolderInfo.cpfCnpj",
        "creditCardHolderInfo.postalCode",
        "creditCardHolderInfo.addressNumber",
        "creditCardHolderInfo.phone",
        "creditCardHolderInfo.mobilePhone",
        "remoteIp",
        "customer"
      ]) {
        expect(bad.body.message).toContain(`${field}:`)
      }
      expect(bad.body.message).not.toContain("4242424242424241")
      // Missing, mistyped and unknown fields are named by the body's decoding, a number sent as a JSON number too.
      const shape = yield* tokenize(key, {
        creditCard: { number: 4242424242424242, expiryMonth: 5, expiryYear: 2040, ccv: "123", pan: "x" },
        remoteIp: "200.160.2.3"
      })
      expect(shape.status).toBe(400)
      expect(shape.body.error.code).toBe("VALIDATION_ERROR")
      for (const field of ["creditCard.number", "creditCard.holderName", "creditCard.pan", "creditCardHolderInfo"]) {
        expect(shape.body.message).toContain(field)
      }
      expect(shape.body.message).not.toContain("4242424242424242")
      expect(yield* rowsOf("acc_tok_bad")).toEqual([])
    })
  )

  it.effect("403 CARD_PROCESSING_UNAVAILABLE before onboarding, 403 FORBIDDEN without the permission", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_tok_gate", { onboard: false })
      const gated = yield* tokenize(key, body)
      expect(gated.status).toBe(403)
      expect(gated.body.error.code).toBe("CARD_PROCESSING_UNAVAILABLE")
      expect(gated.body.message).toContain("onboarding")
      const narrow = yield* merchant("acc_tok_narrow", { permissions: ["billings/create"] })
      expect((yield* tokenize(narrow, body)).body.error.code).toBe("FORBIDDEN")
      const allowed = (yield* insertKey("acc_tok_narrow", ["billings/tokenize"])).secret
      expect((yield* tokenize(allowed, body)).status).toBe(200)
      expect(yield* rowsOf("acc_tok_gate")).toEqual([])
    })
  )

  it.effect("503 CARD_PROCESSOR_UNAVAILABLE when the processor does not answer; nothing stored", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_tok_down")
      yield* (yield* Card.CardProcessorMemory).failNext("tokenize", "unavailable")
      const down = yield* tokenize(key, body)
      expect(down.status).toBe(503)
      expect(down.body.error.code).toBe("CARD_PROCESSOR_UNAVAILABLE")
      expect(yield* rowsOf("acc_tok_down")).toEqual([])
      expect((yield* tokenize(key, body)).status).toBe(200)
    })
  )

  it.effect("a token serves its own merchant's charges only: another merchant's use is 404 CARD_TOKEN_NOT_FOUND", () =>
    Effect.gen(function* () {
      const owner = yield* merchant("acc_tok_owner")
      yield* merchant("acc_tok_thief")
      const token = (yield* tokenize(owner, body)).body.data.creditCardToken as string
      const tokens = yield* BillingCards.CardTokens
      const mine = yield* tokens.resolveForCharge({
        accountId: Ledger.AccountId.make("acc_tok_owner"),
        cardToken: token,
        remoteIp: "200.160.2.3",
        customer: "cus_1"
      })
      expect(mine).toMatchObject({ tokenized: false, card: { token, last4: "4444", brand: "MASTERCARD" } })
      expect((yield* rowsOf("acc_tok_owner"))[0]?.lastUsedAt).toBeInstanceOf(Date)
      const stolen = yield* Effect.flip(
        tokens.resolveForCharge({
          accountId: Ledger.AccountId.make("acc_tok_thief"),
          cardToken: token,
          remoteIp: "200.160.2.3"
        })
      )
      expect(stolen._tag).toBe("CardTokenNotFound")
      expect(failureOf(stolen)).toMatchObject({ code: "CARD_TOKEN_NOT_FOUND", statusCode: 404 })
      expect(yield* rowsOf("acc_tok_thief")).toEqual([])
    })
  )
})
