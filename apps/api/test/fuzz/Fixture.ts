import { NodeHttpServer } from "@effect/platform-node"
import { Accounts, HostResolver, Ledger, Portal, Webhooks } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive, makeNodeServer } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { subaccount } from "../portal/support.ts"
import { seedWithdrawable } from "../seed.ts"
import { serve } from "../serve.ts"
import { testHosts } from "../webhooks/server.ts"
import type { Aim, RealId } from "./Cases.ts"
import type { Route } from "./Document.ts"
import type { Wire, WireRequest } from "./Wire.ts"
import { layerPayments, layerPortal } from "../../src/Layers.ts"

/**
 * The API's own Node server (`makeNodeServer`, as `trilho api` serves: Node-level refusals such as a 431 answered in
 * the envelope), on loopback at a free port.
 */
const layerNodeServer = () => NodeHttpServer.layer(makeNodeServer, { port: 0, host: "127.0.0.1" })

/**
 * The API as `npm start` serves it (every group, the portal, the pay pages) on a fresh database, the services the
 * fixture writes through left in the context. Webhook hosts resolve from a fixed table (no DNS from a fuzzed URL).
 */
export const layerFuzzServer = () =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(
        Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 1_000_000 }), OperatorAuth.layerToken(undefined))
      )
    )
  ).pipe(
    Layer.provideMerge(layerNodeServer()),
    Layer.provideMerge(layerPayments),
    Layer.provideMerge(layerPortal),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(Layer.merge(HostResolver.layerStatic(testHosts), Webhooks.WebhookUrlPolicy.layer("live"))),
    Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
  )

/** The host and port the test server listens on. */
export const serverAddress = Effect.gen(function* () {
  const address = (yield* HttpServer.HttpServer).address
  if (address._tag === "UnixPathAddress") return yield* Effect.die("the test server does not listen on TCP")
  return { host: "127.0.0.1", port: address.port }
})

type Headers = ReadonlyArray<readonly [string, string]>

const merchantId = "acc_fuzz"
const password = "Str0ng!pass"

/** A request of the fixture: it must succeed; its `data`. */
const must = (wire: Wire, method: string, path: string, headers: Headers, body?: unknown) =>
  Effect.promise(async () => {
    const request: WireRequest = {
      method,
      path,
      headers: [...headers, ...(body === undefined ? [] : [["content-type", "application/json"] as const])],
      ...(body === undefined ? {} : { body: new TextEncoder().encode(JSON.stringify(body)) })
    }
    const answer = await wire.send(request)
    if (answer._tag !== "Answer" || answer.status !== 200) {
      throw new Error(`fixture: ${method} ${path} answered ${JSON.stringify(answer).slice(0, 500)}`)
    }
    return JSON.parse(answer.text).data as any
  })

/**
 * One resource of each kind, made through the API (a pending and a paid charge, a refund, a PIX transfer, a payout, an
 * internal transfer, a webhook endpoint and its event, a customer, a payment link, a coupon, a mobile recharge, a checkout session, a paid card checkout, a crypto deposit) or
 * written directly (a subaccount), each with the path segments
 * of the routes it belongs to.
 */
const makeResources = (wire: Wire, keyed: Headers) =>
  Effect.gen(function* () {
    yield* subaccount(merchantId, "sub_fuzz", "Loja Fuzz", "fuzz-sub")
    const charge = { amount: 12.34, description: "fuzz pending", externalReference: "fuzz-pending" }
    const pending = yield* must(wire, "POST", "/v1/payment-pix/create", keyed, charge)
    const paid = yield* must(wire, "POST", "/v1/payment-pix/create", keyed, { amount: 50, description: "fuzz paid" })
    yield* must(wire, "POST", `/v1/sandbox/payment-pix/${paid.id}/pay`, keyed, {})
    const refund = yield* must(wire, "POST", "/v1/refunds/create", keyed, { transactionId: paid.id })
    const toKey = { amount: 1, description: "fuzz", pixKey: "fulano@example.com", pixKeyType: "EMAIL" }
    const transfer = yield* must(wire, "POST", "/v1/transfer-pix/create", keyed, toKey)
    const payout = yield* must(wire, "POST", "/v1/payouts/create", keyed, toKey)
    const toPeer = { amount: 1, recipientEmail: "acc_fuzz_peer@example.com" }
    const internal = yield* must(wire, "POST", "/v1/transfer-internal/create", keyed, toPeer)
    const hook = { url: "https://hooks.example.com/fuzz", description: "fuzz", events: ["*"] }
    const webhook = yield* must(wire, "POST", "/v1/webhooks/create", keyed, hook)
    const events = yield* must(wire, "GET", "/v1/events?pageSize=1", keyed)
    const buyer = { name: "Fuzz Buyer", email: "buyer.fuzz@example.com", document: "529.982.247-25" }
    const customer = yield* must(wire, "POST", "/v1/customers/create", keyed, buyer)
    const linkBody = { name: "Fuzz link", allowedMethods: ["PIX"], fixedAmount: 10 }
    const paymentLink = yield* must(wire, "POST", "/v1/payment-links/create", keyed, linkBody)
    const discount = { code: "FUZZ-10", discountType: "PERCENT", value: 10 }
    const coupon = yield* must(wire, "POST", "/v1/coupons/create", keyed, discount)
    const topUp = { phone: "11912345678", amount: 15 }
    const recharge = yield* must(wire, "POST", "/v1/mobile-recharge/create", keyed, topUp)
    yield* must(wire, "POST", "/v1/sandbox/card/onboarding/complete", keyed, {})
    const card = yield* must(wire, "POST", "/v1/card/checkout", keyed, { amount: 25, description: "fuzz card" })
    yield* must(wire, "POST", `/v1/sandbox/card/${card.transactionId}/pay`, keyed, {})
    const coins = { amount: 100, currency: "BTC", network: "bitcoin", description: "fuzz crypto" }
    const cryptoDeposit = yield* must(wire, "POST", "/v1/payment-crypto/create", keyed, coins)
    const ids: Array<RealId> = [
      { id: pending.id, segments: ["payment-pix"] },
      { id: "fuzz-pending", segments: ["payment-pix"] },
      { id: paid.id, segments: ["payment-pix", "refunds"] },
      { id: refund.id, segments: ["refunds"] },
      { id: transfer.id, segments: ["transfer-pix", "transfers"] },
      { id: payout.id, segments: ["payouts", "transfers"] },
      { id: internal.id, segments: ["transfer-internal"] },
      { id: webhook.item.id, segments: ["webhooks", "events"] },
      { id: events.items[0].id, segments: ["events"] },
      { id: "sub_fuzz", segments: ["subaccount", "subaccounts"] },
      { id: "fuzz-sub", segments: ["subaccount", "subaccounts"] },
      { id: customer.id, segments: ["customers"] },
      { id: paymentLink.id, segments: ["payment-links"] },
      { id: coupon.id, segments: ["coupons"] },
      { id: recharge.id, segments: ["mobile-recharge"] },
      { id: card.transactionId, segments: ["card", "payments"] },
      { id: cryptoDeposit.id, segments: ["payment-crypto", "deposits"] }
    ]
    for (const real of ids) if (typeof real.id !== "string") throw new Error(`fixture: no id for ${real.segments}`)
    return ids
  })

/**
 * The credential of each security scheme of the document: the API key (as `X-API-Key` or bearer), a portal session
 * per `portalBearer` route (so a route that ends its session ends its own only), a dashboard user's token.
 */
const makeCredentials = (wire: Wire, routes: ReadonlyArray<Route>, key: string) =>
  Effect.gen(function* () {
    const operator = { email: "operator.fuzz@example.com", password }
    yield* must(wire, "POST", "/v1/subaccount/portal/setup", [["x-api-key", key]], { id: "sub_fuzz", ...operator })
    const portalTokens = new Map<string, string>()
    for (const route of routes.filter((r) => r.security[0] === "portalBearer")) {
      portalTokens.set(route.key, (yield* must(wire, "POST", "/v1/auth/wallet/login", [], operator)).token)
    }
    const owner = { email: "owner.fuzz@example.com", password }
    yield* Portal.Users.createUser(Ledger.AccountId.make(merchantId), owner)
    const user = yield* must(wire, "POST", "/v1/auth/login", [], owner)
    const schemes: Record<string, (route: Route) => Headers> = {
      apiKey: () => [["x-api-key", key]],
      bearer: () => [["authorization", `Bearer ${key}`]],
      portalBearer: (route) => [["authorization", `Bearer ${portalTokens.get(route.key)}`]],
      merchantBearer: () => [["authorization", `Bearer ${user.token}`]]
    }
    return (route: Route): Headers => {
      if (route.security.length === 0) return []
      const scheme = route.security.find((name) => schemes[name] !== undefined)
      if (scheme === undefined) throw new Error(`${route.key}: no credential for ${route.security.join(" or ")}`)
      return schemes[scheme]!(route)
    }
  })

/**
 * The fixture the fuzz aims at, written before the database snapshot: a merchant with money, subaccounts and refunds
 * enabled, an API key with every permission and no practical rate limit, a resource of each kind, and a credential
 * for each security scheme.
 */
export const setUp = (wire: Wire, routes: ReadonlyArray<Route>) =>
  Effect.gen(function* () {
    yield* insertMerchant(merchantId)
    yield* insertMerchant("acc_fuzz_peer")
    const flags = { subaccounts: true, subaccountPix: true, refundPercentBps: 100, refundFixedCentavos: 50 }
    yield* (yield* Accounts.Accounts).updateFlags(Ledger.AccountId.make(merchantId), flags)
    yield* seedWithdrawable(merchantId, 1_000_000)
    const key = (yield* insertKey(merchantId, ["*"], { requestsPerMinute: 1_000_000_000 })).secret
    const ids = yield* makeResources(wire, [["x-api-key", key]])
    const credential = yield* makeCredentials(wire, routes, key)
    return { credential, ids } satisfies Aim
  })

/**
 * Tables a refused request may write to: the rate-limit counters (every request counts, refused or not) and the failed
 * sign-ins the sign-in throttle counts (a refused sign-in is one). Every other table of the public schema must keep its
 * rows as they were.
 */
const bookkeeping = new Set(["rate_limits", "login_failures"])

/**
 * What a hostile request must leave as it was: every table but the bookkeeping, row for row (its row count and a
 * digest of its rows), and for a readable diff the balance of every merchant ledger account, the sums of every ledger
 * account's postings per bucket (the system accounts' balances) and the outbox (the events) row by row.
 */
export const snapshot = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const tables = yield* sql<{ readonly name: string }>`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`
  const rows: Record<string, number> = {}
  const digests: Record<string, string> = {}
  for (const { name } of tables.filter((t) => !bookkeeping.has(t.name))) {
    const [table] = yield* sql.unsafe<{ readonly n: number; readonly digest: string }>(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS digest FROM "${name}" t`
    )
    rows[name] = Number(table!.n)
    digests[name] = table!.digest
  }
  const balances = yield* sql`SELECT ledger_account_id || ' ' || available_centavos || ' ' || pending_centavos
    || ' ' || med_blocked_centavos AS line FROM balances ORDER BY ledger_account_id`
  const postings = yield* sql`SELECT ledger_account_id || ' ' || bucket || ' ' || sum(amount_centavos) AS line
    FROM postings GROUP BY ledger_account_id, bucket ORDER BY ledger_account_id, bucket`
  const outbox = yield* sql`SELECT o::text AS line FROM outbox o ORDER BY o.id`
  const lines = (result: ReadonlyArray<any>) => result.map((row) => String(row.line))
  return { rows, digests, balances: lines(balances), postings: lines(postings), outbox: lines(outbox) }
})

type Snapshot = Effect.Success<typeof snapshot>

/** What differs between two snapshots, one line per table, account or event. */
export const changes = (before: Snapshot, after: Snapshot): Array<string> => {
  const lines = (name: string, was: ReadonlyArray<string>, now: ReadonlyArray<string>) => [
    ...was.filter((line) => !now.includes(line)).map((line) => `${name} gone: ${line.slice(0, 200)}`),
    ...now.filter((line) => !was.includes(line)).map((line) => `${name} new: ${line.slice(0, 200)}`)
  ]
  const tables = [...new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])]
  return [
    ...tables
      .filter((name) => before.digests[name] !== after.digests[name])
      .map((name) =>
        before.rows[name] === after.rows[name]
          ? `rows of ${name} changed (${after.rows[name]} rows)`
          : `rows of ${name}: ${before.rows[name]} → ${after.rows[name]}`
      ),
    ...lines("balance", before.balances, after.balances),
    ...lines("postings sum", before.postings, after.postings),
    ...lines("outbox row", before.outbox, after.outbox)
  ]
}
