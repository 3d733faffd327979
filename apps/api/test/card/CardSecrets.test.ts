import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Logger, References } from "effect"
import { HttpClient, HttpClientRequest, HttpRouter } from "effect/http"
import { SqlClient } from "effect/sql"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import { RequestLogEnabled } from "../../src/http/RequestLog.ts"
import { layerCard } from "../../src/Layers.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call } from "../charges/server.ts"

/** Every log line of the server: message and annotations, as text. */
const lines: Array<string> = []
const capture = Logger.make((options) => {
  lines.push(
    JSON.stringify({
      message: options.message,
      annotations: { ...options.fiber.getRef(References.CurrentLogAnnotations) }
    })
  )
})

/** The API with its request log on and every log line captured, the database left in the context. */
const layerServer = HttpRouter.serve(
  Layer.merge(
    DocsLive,
    makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
  ),
  { disableLogger: true, disableListenLog: true }
).pipe(
  Layer.provide(Layer.succeed(RequestLogEnabled, true)),
  Layer.provide(Logger.layer([capture])),
  Layer.provideMerge(NodeHttpServer.layerTest),
  Layer.provideMerge(layerCard),
  Layer.provideMerge(layerServices),
  Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
  Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
)

/** The cards the test pays and tries with: numbers and CVVs that must be found nowhere afterwards. */
const cards = [
  { number: "3782 822463 10005", cvv: "7319" },
  { number: "4000000000009995", cvv: "864" },
  { number: "4000-0000-0000-3220", cvv: "642" },
  { number: "4242424242424241", cvv: "5082" }
]
/** The card typed into the hosted card page's form. */
const pageCard = { number: "5555555555554444", cvv: "917" }
/** The cards given to `billings/tokenize-card`: tokenized (under an `Idempotency-Key`), refused, sent as a number. */
const tokenizedCards = [
  { number: "6363 6800 0000 0007", cvv: "281" },
  { number: "5067500000000008", cvv: "73915" },
  { number: "5067510000000007", cvv: "7206" }
]
/**
 * The cards of card billings (a first credit charge, a voucher, a declined card, a debit paid on its invoice page)
 * and of a card subscription.
 */
const billingCards = {
  credit: { number: "4242 4242 4242 4242", cvv: "468" },
  voucher: { number: "5067500000000008", cvv: "286" },
  declined: { number: "4000000000000002", cvv: "539" },
  debit: { number: "6062820000000003", cvv: "815" },
  subscription: { number: "5555 5555 5555 4444", cvv: "382" }
}
const secrets = [...cards, pageCard, ...tokenizedCards, ...Object.values(billingCards)].flatMap((c) => [
  c.number.replace(/\D/g, ""),
  c.cvv
])

/** A tokenize body for `card`, its holder and the buyer's IP. */
const tokenizeBody = (card: { readonly number: string | number; readonly cvv: string }) => ({
  creditCard: { holderName: "Ana Souza", number: card.number, expiryMonth: "12", expiryYear: "2040", ccv: card.cvv },
  creditCardHolderInfo: {
    name: "Ana Souza",
    email: "ana@example.com",
    cpfCnpj: "52998224725",
    postalCode: "01310100",
    addressNumber: "10",
    phone: "1134567890"
  },
  remoteIp: "200.160.2.3"
})

/**
 * A secret standing on its own: not inside a longer run of letters, digits or a decimal (so a CVV's
 * three digits inside a random request id, a UUID or a duration such as 6.642 are not a finding).
 * The same pattern as a JavaScript and a PostgreSQL regular expression.
 */
const standalone = (secret: string) => `(^|[^0-9A-Za-z.])${secret}([^0-9A-Za-z.]|$)`
const holds = (line: string, secret: string) => new RegExp(standalone(secret)).test(line)

/** Every (table, column, value) of a text-like column of the public schema holding `needle`. */
const foundInDatabase = (needle: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = yield* sql<{ readonly table: string; readonly column: string }>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`
    const hits: Array<string> = []
    for (const { table, column } of columns) {
      const rows = yield* sql.unsafe<{ readonly n: unknown }>(
        `SELECT count(*) AS n FROM "${table}" WHERE "${column}"::text ~ $1`,
        [standalone(needle)]
      )
      if (Number(rows[0]?.n ?? 0) > 0) hits.push(`${table}.${column}`)
    }
    return hits
  })

/**
 * Card billings of every kind, their answers checked for secrets: a first CARD_CREDIT charge, a later one by its
 * token, a CARD_VOUCHER, a declined card, a CARD_DEBIT paid on its invoice page's form; then a CARD_CREDIT
 * subscription. Their statuses, in order.
 */
const cardBillings = (key: string) =>
  Effect.gen(function* () {
    const base = {
      amount: 40,
      dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      customer: { name: "Ana", taxId: "52998224725", email: "a@b.co" }
    }
    const withCard = (method: string, card: { readonly number: string; readonly cvv: string }) => ({
      ...base,
      ...tokenizeBody(card),
      method
    })
    const statuses: Array<string> = []
    const create = (body: Record<string, unknown>) =>
      Effect.map(call("POST", "/v1/billings/create", { key, body }), (answer) => {
        statuses.push(answer.body.data?.status ?? answer.body.error?.code)
        for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(standalone(secret)))
        return answer
      })
    const first = yield* create(withCard("CARD_CREDIT", billingCards.credit))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const token = first.body.data.creditCard.creditCardToken
    yield* create({ ...base, method: "CARD_CREDIT", cardToken: token, remoteIp: "200.160.2.3" })
    yield* create(withCard("CARD_VOUCHER", billingCards.voucher))
    yield* create(withCard("CARD_CREDIT", billingCards.declined))
    const debit = yield* create({ ...base, method: "CARD_DEBIT" })
    const form = new URLSearchParams({
      holderName: "Ana",
      number: billingCards.debit.number,
      expiryMonth: "12",
      expiryYear: "2040",
      ccv: billingCards.debit.cvv
    })
    const client = yield* HttpClient.HttpClient
    const page = yield* client.execute(
      HttpClientRequest.post(new URL(debit.body.data.invoiceUrl).pathname).pipe(
        HttpClientRequest.bodyText(form.toString(), "application/x-www-form-urlencoded")
      )
    )
    expect(yield* page.text).not.toMatch(new RegExp(standalone(billingCards.debit.number)))
    statuses[statuses.length - 1] = (yield* call("GET", `/v1/billings/get/${debit.body.data.id}`, {
      key
    })).body.data.status
    const { amount: _amount, dueDate, ...payer } = base
    const subscription = yield* call("POST", "/v1/subscriptions/create", {
      key,
      body: {
        ...payer,
        ...tokenizeBody(billingCards.subscription),
        method: "CARD_CREDIT",
        amount: 40,
        cycle: "MONTHLY",
        nextDueDate: dueDate
      }
    })
    for (const secret of secrets) expect(JSON.stringify(subscription.body)).not.toMatch(new RegExp(standalone(secret)))
    statuses.push(subscription.body.data?.status ?? subscription.body.error?.code)
    return statuses
  })

layer(layerServer, { timeout: 120_000, excludeTestServices: true })("card data is never stored or logged", (it) => {
  it.effect(
    "after card checkouts paid, declined, challenged and refused, cards tokenized for billings, card billings of every kind and a card subscription, no number or CVV in any column or log line",
    () =>
      Effect.gen(function* () {
        // The finder finds a CVV as a value, alone or in a body, and not inside an id or a duration.
        expect(
          ["642", '{"cvv":"642"}', "cvv=642&x", "id 5a06642a1ef0", "durationMs 6.642"].map((l) => holds(l, "642"))
        ).toEqual([true, true, true, false, false])
        yield* insertMerchant("acc_card_secret")
        const key = (yield* insertKey("acc_card_secret", ["*"])).secret
        expect((yield* call("POST", "/v1/sandbox/card/onboarding/complete", { key, body: {} })).status).toBe(200)
        const statuses: Array<string> = []
        for (const card of cards) {
          const created = yield* call("POST", "/v1/card/checkout", { key, body: { amount: 30, description: "Pedido" } })
          const id = created.body.data.transactionId
          const paid = yield* call("POST", `/v1/sandbox/card/${id}/pay`, {
            key,
            body: { number: card.number, cvv: card.cvv, holderName: "Ana Souza" }
          })
          statuses.push(paid.status === 200 ? paid.body.data.status : paid.body.error.code)
          expect(JSON.stringify(paid.body)).not.toContain(card.number.replace(/\D/g, ""))
        }
        expect(statuses).toEqual(["COMPLETED", "FAILED", "AWAITING_CHALLENGE", "VALIDATION_ERROR"])
        // The hosted card page's form, as a browser posts it: refused once (bad CVV), then paid.
        const hosted = yield* call("POST", "/v1/card/checkout", { key, body: { amount: 30, description: "Pedido" } })
        const path = new URL(hosted.body.data.checkoutUrl).pathname
        const client = yield* HttpClient.HttpClient
        for (const cvv of ["12", pageCard.cvv]) {
          const form = new URLSearchParams({
            number: pageCard.number,
            expMonth: "12",
            expYear: "2040",
            cvv,
            holderName: "Ana"
          })
          const answer = yield* client.execute(
            HttpClientRequest.post(path).pipe(
              HttpClientRequest.bodyText(form.toString(), "application/x-www-form-urlencoded")
            )
          )
          const html = yield* answer.text
          expect(html).not.toContain(pageCard.number)
          expect(answer.status).toBe(cvv === "12" ? 422 : 200)
        }
        // Card tokens for card billings: one tokenized under a key (replayed), one refused (CVV), one as a JSON number.
        const [elo, voucher, numeric] = tokenizedCards as [
          (typeof tokenizedCards)[number],
          (typeof tokenizedCards)[number],
          (typeof tokenizedCards)[number]
        ]
        const tokenStatuses: Array<number> = []
        for (const [body, headers] of [
          [tokenizeBody(elo), { "idempotency-key": "secret-scan-1" }],
          [tokenizeBody(elo), { "idempotency-key": "secret-scan-1" }],
          [tokenizeBody(voucher), {}],
          [tokenizeBody({ number: Number(numeric.number), cvv: numeric.cvv }), {}]
        ] as const) {
          const answer = yield* call("POST", "/v1/billings/tokenize-card", { key, body, headers })
          tokenStatuses.push(answer.status)
          for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(standalone(secret)))
        }
        expect(tokenStatuses).toEqual([200, 200, 400, 400])
        expect(yield* cardBillings(key)).toEqual([
          "CONFIRMED",
          "CONFIRMED",
          "CONFIRMED",
          "FAILED",
          "CONFIRMED",
          "ACTIVE"
        ])
        expect(lines.filter((line) => line.includes("/billings/tokenize-card")).length).toBe(4)
        expect(lines.filter((line) => line.includes("/processor/checkout/")).length).toBe(2)
        expect(lines.filter((line) => line.includes('/pay"')).length).toBe(4)
        for (const secret of secrets) {
          expect({ secret, hits: yield* foundInDatabase(secret) }).toEqual({ secret, hits: [] })
          expect(
            lines.filter((line) => holds(line, secret)),
            secret
          ).toEqual([])
        }
        // What is kept of a card: its BIN and last 4 (here the approved Amex's), in their own columns.
        expect(yield* foundInDatabase("378282")).toEqual(["card_transactions.card_bin"])
        // What is kept of a tokenized card: its last 4, in its own column and in the answer kept for its key's replay.
        expect([...(yield* foundInDatabase("0007"))].sort()).toEqual([
          "card_tokens.last4",
          "idempotency_keys.response_body"
        ])
      })
  )
})
