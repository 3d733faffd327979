import { beforeAll, describe, expect, layer } from "@effect/vitest"
import { Notifier, Realtime } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import {
  connect,
  connectAs,
  insertKey,
  insertMerchant,
  layerApi,
  libraries,
  post,
  startGateway,
  suiteName,
  useTransport
} from "./support.ts"

const layerAll = layerApi.pipe(Layer.provideMerge(Notifier.layerMemory), Layer.provideMerge(layerTestDatabase()))

/** The watch secret the suite's gateways are started with, and another deployment's. */
const secret = "watch-secret-of-the-gateway-suite-0123456789"
const otherSecret = "watch-secret-of-another-deployment-9876543210"
const settings = { REALTIME_WATCH_SECRET: secret }

const charge = (key: string) =>
  Effect.map(post("/v1/payment-pix/create", key, { amount: 10, description: "Pedido" }), (r) => {
    expect(r.status).toBe(200)
    return r.body.data.id as string
  })

/**
 * A control answer, not a business event: a gateway that starts while other transactions are in flight on the server
 * begins below them and may still send events committed just before it started.
 */
const answer = (message: { readonly id?: unknown }) => message.id === undefined

const pay = (key: string, id: string) =>
  Effect.map(post(`/v1/sandbox/payment-pix/${id}/pay`, key, {}), (r) => expect(r.status).toBe(200))

/** A token for `paymentId` of `accountId` under `key`, expiring `inMs` from now (rounded to whole seconds). */
const mint = (accountId: string, paymentId: string, inMs = 10 * 60_000, key = secret) =>
  Realtime.WatchTokens.mint(new TextEncoder().encode(key), {
    accountId,
    paymentId,
    expiresAtMs: Math.ceil((Date.now() + inMs) / 1000) * 1000
  }).pipe(Effect.provide(NodeCrypto.layer))

for (const library of libraries) {
  describe.skipIf(library.skipped !== undefined)(suiteName(library, "plain"), () => {
    beforeAll(() => useTransport(library.name, "plain"))
    layer(layerAll, { timeout: 60_000, excludeTestServices: true })("payment watch tokens on the gateway", (it) => {
      it.effect(
        "a watch token's connection gets its charge's payment.paid, without the merchant's fields, and no other charge's",
        () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_watch")
            const owner = yield* insertKey("acc_gw_watch")
            const watched = yield* charge(owner.secret)
            const other = yield* charge(owner.secret)
            const { url } = yield* startGateway(settings)
            const page = yield* connect(url)
            page.send({ action: "authenticate", watchToken: yield* mint("acc_gw_watch", watched) })
            expect(yield* page.next(answer)).toEqual({ event: "authenticated", version: 1, watch: watched })
            expect(yield* page.next(answer)).toEqual({ event: "subscribed", paymentId: watched })
            const merchant = yield* connectAs(url, owner.secret)
            merchant.send({ action: "subscribe", pattern: "payment.*" })
            yield* merchant.next((m) => m.event === "subscribed")
            // Another charge of the same key: the merchant sees it, the page does not.
            yield* pay(owner.secret, other)
            expect(yield* merchant.next((m) => m.event === "payment.paid")).toMatchObject({ data: { id: other } })
            yield* pay(owner.secret, watched)
            // (A payment.created still in flight when the gateway started may come first: it is the payment's own event.)
            const paid = yield* page.next((m) => m.event === "payment.paid")
            expect(paid).toMatchObject({ data: { id: watched, status: "COMPLETED" } })
            expect(Object.keys(paid)).toEqual(["id", "eventId", "event", "createdAt", "data"])
            expect(Object.keys(paid.data).sort()).toEqual(["id", "status"])
            const full = yield* merchant.next((m) => m.event === "payment.paid" && m.data.id === watched)
            expect(full.eventId).toBe(paid.eventId)
            expect(Object.keys(full.data).length).toBeGreaterThan(2)
            // Whatever else it got is its own charge's, in the same lean form.
            for (const other of yield* page.drain(300)) {
              expect(other).toMatchObject({ event: "payment.created", data: { id: watched, status: "PENDING" } })
              expect(Object.keys(other.data).sort()).toEqual(["id", "status"])
            }
          })
      )

      it.effect("a watch token's connection cannot subscribe to patterns or other payments: WATCH_ONLY", () =>
        Effect.gen(function* () {
          yield* insertMerchant("acc_gw_watch_scope")
          const owner = yield* insertKey("acc_gw_watch_scope")
          const watched = yield* charge(owner.secret)
          const other = yield* charge(owner.secret)
          const { url } = yield* startGateway(settings)
          // On the upgrade, as ?watch=.
          const page = yield* connect(`${url}?watch=${yield* mint("acc_gw_watch_scope", watched)}`)
          expect(yield* page.next(answer)).toEqual({ event: "authenticated", version: 1, watch: watched })
          expect(yield* page.next(answer)).toEqual({ event: "subscribed", paymentId: watched })
          for (const pattern of ["*", "payment.*", "payment.paid", "transfer.*"]) {
            page.send({ action: "subscribe", pattern })
            expect(yield* page.next(answer)).toEqual({ event: "error", code: "WATCH_ONLY", pattern })
          }
          page.send({ action: "subscribe", paymentId: other })
          expect(yield* page.next(answer)).toEqual({ event: "error", code: "WATCH_ONLY", paymentId: other })
          page.send({ action: "unsubscribe", paymentId: other })
          expect(yield* page.next(answer)).toEqual({ event: "error", code: "WATCH_ONLY", paymentId: other })
          page.send({ action: "subscribe", paymentId: watched })
          expect(yield* page.next(answer)).toEqual({ event: "subscribed", paymentId: watched })
          page.send({ action: "authenticate", apiKey: owner.secret })
          expect(yield* page.next(answer)).toEqual({ event: "error", code: "ALREADY_AUTHENTICATED" })
          yield* pay(owner.secret, other)
          expect((yield* page.drain(300)).filter((m) => m.data?.id !== watched)).toEqual([])
          page.send({ action: "ping" })
          expect(yield* page.next(answer)).toEqual({ event: "pong" })
        })
      )

      it.effect("an expired, forged or tampered token is refused; on the upgrade the connection closes (1008)", () =>
        Effect.gen(function* () {
          yield* insertMerchant("acc_gw_watch_bad")
          const owner = yield* insertKey("acc_gw_watch_bad")
          const id = yield* charge(owner.secret)
          const { url } = yield* startGateway(settings)
          const client = yield* connect(url)
          client.send({ action: "authenticate", watchToken: yield* mint("acc_gw_watch_bad", id, -5000) })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "WATCH_TOKEN_EXPIRED" })
          client.send({ action: "authenticate", watchToken: yield* mint("acc_gw_watch_bad", id, 60_000, otherSecret) })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "INVALID_WATCH_TOKEN" })
          const good = yield* mint("acc_gw_watch_bad", id)
          const [body] = good.split(".").slice(1)
          const forged = good.replace(body!, Buffer.from(`${id}\nacc_gw_other\n9999999999`).toString("base64url"))
          client.send({ action: "authenticate", watchToken: forged })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "INVALID_WATCH_TOKEN" })
          client.send({ action: "authenticate", watchToken: good, apiKey: owner.secret })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "INVALID_MESSAGE" })
          // Still open: a refusal by message leaves the connection to try again.
          client.send({ action: "authenticate", watchToken: good })
          expect(yield* client.next(answer)).toEqual({ event: "authenticated", version: 1, watch: id })
          const refused = yield* connect(`${url}?watch=${forged}`)
          expect(yield* refused.next(answer)).toEqual({ event: "error", code: "INVALID_WATCH_TOKEN" })
          expect((yield* refused.closed).code).toBe(1008)
          const both = yield* connect(`${url}?watch=${good}&token=${owner.secret}`)
          expect(yield* both.next(answer)).toEqual({ event: "error", code: "UNAUTHORIZED" })
          expect((yield* both.closed).code).toBe(1008)
        })
      )

      it.effect("a watch connection is closed when its token expires", () =>
        Effect.gen(function* () {
          yield* insertMerchant("acc_gw_watch_ttl")
          const owner = yield* insertKey("acc_gw_watch_ttl")
          const id = yield* charge(owner.secret)
          const { url } = yield* startGateway(settings)
          const page = yield* connect(url)
          page.send({ action: "authenticate", watchToken: yield* mint("acc_gw_watch_ttl", id, 1000) })
          yield* page.next((m) => m.event === "subscribed")
          expect(yield* page.closed).toEqual({ code: 1008, reason: "WATCH_TOKEN_EXPIRED" })
          expect(page.received).toContainEqual({ event: "error", code: "WATCH_TOKEN_EXPIRED" })
        })
      )

      it.effect("failed watch tokens count against the address's authentication failures", () =>
        Effect.gen(function* () {
          const { url } = yield* startGateway({ ...settings, GATEWAY_AUTH_FAILURES_PER_MINUTE: "2" })
          const client = yield* connect(url)
          for (let i = 0; i < 3; i++) client.send({ action: "authenticate", watchToken: "w1.forged.forged" })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "INVALID_WATCH_TOKEN" })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "INVALID_WATCH_TOKEN" })
          expect(yield* client.next(answer)).toEqual({ event: "error", code: "RATE_LIMIT" })
          expect((yield* client.closed).code).toBe(1008)
        })
      )
    })
  })
}
