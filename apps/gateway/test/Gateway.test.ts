import { beforeAll, describe, expect, layer } from "@effect/vitest"
import { ApiKeys, Ledger, Notifier, Outbox, Realtime } from "@trilho/domain"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Result } from "effect"
import {
  type Client,
  connect,
  connectAs,
  insertKey,
  insertMerchant,
  layerApi,
  post,
  seedWithdrawable,
  health,
  libraries,
  schemes,
  startGateway,
  suiteName,
  urlScheme,
  useTransport
} from "./support.ts"

const layerAll = layerApi.pipe(Layer.provideMerge(Notifier.layerMemory), Layer.provideMerge(layerTestDatabase()))

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

// Every rule on each WebSocket library that loads here, over plain ws:// and over wss:// with a throwaway certificate.
for (const library of libraries) {
  for (const scheme of schemes) {
    describe.skipIf(library.skipped !== undefined)(suiteName(library, scheme), () => {
      beforeAll(() => useTransport(library.name, scheme))
      layer(layerAll, { timeout: 60_000, excludeTestServices: true })("realtime gateway", (it) => {
        it.effect("answers ping with pong and refuses unknown actions and bad JSON; /health answers", () =>
          Effect.gen(function* () {
            // The connection stays unauthenticated to the end: the suite's 400 ms limit could close it first on a busy
            // machine, and /health would count none.
            const { port, url } = yield* startGateway({ GATEWAY_AUTH_TIMEOUT_MS: "10000" })
            expect(url).toBe(`${urlScheme()}://127.0.0.1:${port}/v1`)
            const client = yield* connect(url)
            client.send({ action: "ping" })
            client.send({ action: "dance" })
            client.send("{not json")
            client.send({ action: "subscribe", pattern: "*" })
            expect(yield* client.next()).toEqual({ event: "pong" })
            expect(yield* client.next()).toEqual({ event: "error", code: "UNKNOWN_ACTION", action: "dance" })
            expect(yield* client.next()).toEqual({ event: "error", code: "INVALID_JSON" })
            expect(yield* client.next()).toEqual({ event: "error", code: "UNAUTHENTICATED" })
            expect(yield* health(port)).toMatchObject({ status: "ok", version: 1, connections: 1 })
          })
        )

        it.effect("authenticates by ?token=, by Authorization: Bearer and by the authenticate message", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_auth")
            const { secret } = yield* insertKey("acc_gw_auth")
            const { url } = yield* startGateway()
            const byToken = yield* connect(`${url}?token=${secret}`)
            expect(yield* byToken.next()).toEqual({ event: "authenticated", version: 1 })
            const byHeader = yield* connect(url, { headers: { authorization: `Bearer ${secret}` } })
            expect(yield* byHeader.next()).toEqual({ event: "authenticated", version: 1 })
            const byMessage = yield* connect(url)
            byMessage.send({ action: "authenticate", apiKey: "trl_live_not_a_key" })
            expect(yield* byMessage.next()).toEqual({ event: "error", code: "UNAUTHORIZED" })
            byMessage.send({ action: "authenticate", apiKey: secret })
            expect(yield* byMessage.next()).toEqual({ event: "authenticated", version: 1 })
            byMessage.send({ action: "authenticate", apiKey: secret })
            expect(yield* byMessage.next()).toEqual({ event: "error", code: "ALREADY_AUTHENTICATED" })
            // A bad credential on the upgrade closes at once.
            const bad = yield* connect(`${url}?token=trl_live_${"x".repeat(43)}`)
            expect(yield* bad.next()).toEqual({ event: "error", code: "UNAUTHORIZED" })
            expect((yield* bad.closed).code).toBe(1008)
          })
        )

        it.effect("closes with 1008 a connection not authenticated in time", () =>
          Effect.gen(function* () {
            const { url } = yield* startGateway({ GATEWAY_AUTH_TIMEOUT_MS: "200" })
            const client = yield* connect(url)
            const startedMs = Date.now()
            const closed = yield* client.closed
            expect(closed.code).toBe(1008)
            expect(Date.now() - startedMs).toBeGreaterThanOrEqual(150)
            expect(client.received).toEqual([{ event: "error", code: "AUTH_TIMEOUT" }])
          })
        )

        it.effect("applies the key's IP allowlist to WebSocket logins", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_ip")
            const elsewhere = yield* insertKey("acc_gw_ip", { ipAllowlist: ["10.1.2.3"] })
            const here = yield* insertKey("acc_gw_ip", { ipAllowlist: ["127.0.0.0/8"] })
            const { url } = yield* startGateway()
            const refused = yield* connect(`${url}?token=${elsewhere.secret}`)
            expect(yield* refused.next()).toEqual({ event: "error", code: "IP_NOT_ALLOWED" })
            expect((yield* refused.closed).code).toBe(1008)
            yield* connectAs(url, here.secret)
          })
        )

        it.effect(
          "behind a trusted proxy the allowlist sees X-Forwarded-For; from anyone else the header is ignored",
          () =>
            Effect.gen(function* () {
              yield* insertMerchant("acc_gw_xff")
              const office = yield* insertKey("acc_gw_xff", { ipAllowlist: ["203.0.113.7"] })
              const forwarded = { headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.7" } }
              const proxied = yield* startGateway({ TRUSTED_PROXIES: "127.0.0.1" })
              const viaProxy = yield* connect(`${proxied.url}?token=${office.secret}`, forwarded)
              expect(yield* viaProxy.next()).toEqual({ event: "authenticated", version: 1 })
              const direct = yield* startGateway()
              const spoofed = yield* connect(`${direct.url}?token=${office.secret}`, forwarded)
              expect(yield* spoofed.next()).toEqual({ event: "error", code: "IP_NOT_ALLOWED" })
              expect((yield* spoofed.closed).code).toBe(1008)
            })
        )

        it.effect("revoking a key closes its connections at once and refuses it afterwards", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_rev")
            const revoked = yield* insertKey("acc_gw_rev")
            const kept = yield* insertKey("acc_gw_rev")
            const { url } = yield* startGateway()
            const first = yield* connectAs(url, revoked.secret)
            const second = yield* connectAs(url, revoked.secret)
            const other = yield* connectAs(url, kept.secret)
            yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.updateRevoked(revoked.key.accountId, revoked.key.id))
            yield* Effect.flatMap(Notifier.Notifier, (n) =>
              n.publish({ _tag: "ApiKeyRevoked", apiKeyId: revoked.key.id })
            )
            expect(yield* first.closed).toEqual({ code: 1008, reason: "KEY_REVOKED" })
            expect((yield* second.closed).code).toBe(1008)
            other.send({ action: "ping" })
            expect(yield* other.next()).toEqual({ event: "pong" })
            const again = yield* connect(`${url}?token=${revoked.secret}`)
            expect(yield* again.next()).toEqual({ event: "error", code: "UNAUTHORIZED" })
          })
        )

        it.effect("a key revoked without a notice is refused to new connections once its cached read is over", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_cache")
            const key = yield* insertKey("acc_gw_cache")
            const { url } = yield* startGateway({ GATEWAY_KEY_CACHE_MS: "300" })
            yield* connectAs(url, key.secret)
            yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.updateRevoked(key.key.accountId, key.key.id))
            yield* Effect.sleep("350 millis")
            const late = yield* connect(`${url}?token=${key.secret}`)
            expect(yield* late.next()).toEqual({ event: "error", code: "UNAUTHORIZED" })
          })
        )

        it.effect("a revoked key whose notice was missed is closed by the periodic key check", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_recheck")
            const key = yield* insertKey("acc_gw_recheck")
            const { url } = yield* startGateway({ GATEWAY_KEY_RECHECK_INTERVAL_MS: "100" })
            const client = yield* connectAs(url, key.secret)
            yield* Effect.flatMap(ApiKeys.ApiKeys, (keys) => keys.updateRevoked(key.key.accountId, key.key.id))
            expect(yield* client.closed).toEqual({ code: 1008, reason: "KEY_REVOKED" })
          })
        )

        it.effect(
          "subscribe and unsubscribe echo the pattern; re-subscribing is idempotent; bad patterns and the 101st are refused",
          () =>
            Effect.gen(function* () {
              yield* insertMerchant("acc_gw_sub")
              const { secret } = yield* insertKey("acc_gw_sub")
              const patterns = [...Realtime.Subscriptions.resolvePattern("*").pipe(Result.getOrThrow)]
              const all = ["*", "payment.*", "transfer.*", "refund.*", "invoice.*", "med.*", ...patterns]
              // Created before the gateway starts, so their events are behind it.
              const ids = yield* Effect.forEach(Array.from({ length: 101 - all.length }), () => charge(secret))
              const { url } = yield* startGateway()
              const client = yield* connectAs(url, secret)
              client.send({ action: "subscribe", pattern: "payment.*" })
              client.send({ action: "subscribe", pattern: "payment.*" })
              expect(yield* client.next(answer)).toEqual({ event: "subscribed", pattern: "payment.*" })
              expect(yield* client.next(answer)).toEqual({ event: "subscribed", pattern: "payment.*" })
              client.send({ action: "subscribe", pattern: "Payment.*" })
              expect(yield* client.next(answer)).toEqual({
                event: "error",
                code: "INVALID_PATTERN",
                pattern: "Payment.*"
              })
              client.send({ action: "subscribe", pattern: "a".repeat(65) })
              expect((yield* client.next(answer)).code).toBe("INVALID_PATTERN")
              client.send({ action: "subscribe", pattern: "crypto.*" })
              expect(yield* client.next(answer)).toEqual({
                event: "error",
                code: "UNKNOWN_PATTERN",
                pattern: "crypto.*"
              })
              client.send({ action: "subscribe", pattern: "x", paymentId: "y" })
              expect(yield* client.next(answer)).toEqual({ event: "error", code: "INVALID_MESSAGE" })
              client.send({ action: "unsubscribe", pattern: "payment.*" })
              expect(yield* client.next(answer)).toEqual({ event: "unsubscribed", pattern: "payment.*" })
              // 100 subscriptions at most, patterns and payment ids together.
              for (const pattern of all) client.send({ action: "subscribe", pattern })
              for (const _ of all) expect((yield* client.next(answer)).event).toBe("subscribed")
              for (const id of ids.slice(0, -1)) {
                client.send({ action: "subscribe", paymentId: id })
                expect(yield* client.next(answer)).toEqual({ event: "subscribed", paymentId: id })
              }
              client.send({ action: "subscribe", paymentId: ids.at(-1) })
              expect(yield* client.next(answer)).toEqual({
                event: "error",
                code: "SUBSCRIPTION_LIMIT",
                paymentId: ids.at(-1)
              })
              client.send({ action: "subscribe", pattern: "*" })
              expect(yield* client.next(answer)).toEqual({ event: "subscribed", pattern: "*" })
              client.send({ action: "subscribe", paymentId: "pix_unknown" })
              expect(yield* client.next(answer)).toEqual({
                event: "error",
                code: "SUBSCRIPTION_LIMIT",
                paymentId: "pix_unknown"
              })
            })
        )

        it.effect("a paymentId of another key is FORBIDDEN, of another account NOT_FOUND; the creator subscribes", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_pay")
            yield* insertMerchant("acc_gw_pay2")
            const owner = yield* insertKey("acc_gw_pay")
            const sibling = yield* insertKey("acc_gw_pay")
            const stranger = yield* insertKey("acc_gw_pay2")
            const id = yield* charge(owner.secret)
            const { url } = yield* startGateway()
            const bySibling = yield* connectAs(url, sibling.secret)
            bySibling.send({ action: "subscribe", paymentId: id })
            expect(yield* bySibling.next()).toEqual({ event: "error", code: "FORBIDDEN", paymentId: id })
            const byStranger = yield* connectAs(url, stranger.secret)
            byStranger.send({ action: "subscribe", paymentId: id })
            expect(yield* byStranger.next()).toEqual({ event: "error", code: "NOT_FOUND", paymentId: id })
            const byOwner = yield* connectAs(url, owner.secret)
            byOwner.send({ action: "subscribe", paymentId: id })
            expect(yield* byOwner.next()).toEqual({ event: "subscribed", paymentId: id })
            byOwner.send({ action: "unsubscribe", paymentId: id })
            expect(yield* byOwner.next()).toEqual({ event: "unsubscribed", paymentId: id })
          })
        )

        it.effect("a charge created and paid reaches its key's subscribed socket, and no other", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_flow")
            yield* insertMerchant("acc_gw_flow2")
            const owner = yield* insertKey("acc_gw_flow")
            const sibling = yield* insertKey("acc_gw_flow")
            const stranger = yield* insertKey("acc_gw_flow2")
            const { url } = yield* startGateway()
            const subscribe = (secret: string, pattern: string) =>
              Effect.gen(function* () {
                const client = yield* connectAs(url, secret)
                client.send({ action: "subscribe", pattern })
                yield* client.next((m) => m.event === "subscribed")
                return client
              })
            const mine = yield* subscribe(owner.secret, "payment.*")
            const alsoMine = yield* subscribe(owner.secret, "*")
            alsoMine.send({ action: "subscribe", pattern: "payment.created" })
            yield* alsoMine.next((m) => m.event === "subscribed")
            const wrongPattern = yield* subscribe(owner.secret, "transfer.*")
            const siblings = yield* subscribe(sibling.secret, "*")
            const strangers = yield* subscribe(stranger.secret, "*")
            const id = yield* charge(owner.secret)
            yield* pay(owner.secret, id)
            const created = yield* mine.next()
            expect(created).toMatchObject({ event: "payment.created", data: { id, status: "PENDING" } })
            expect(Object.keys(created)).toEqual(["id", "eventId", "event", "createdAt", "data"])
            expect(created.id).toMatch(/^dlv_\d+_\w+\.\d+\.\d+$/)
            expect(created.eventId).toMatch(/^evt_\d+$/)
            expect(Date.parse(created.createdAt)).not.toBeNaN()
            expect(yield* mine.next()).toMatchObject({ event: "payment.paid", data: { id, status: "COMPLETED" } })
            // Two matching subscriptions, one delivery each.
            const alsoMineGot = yield* alsoMine.drain(300)
            expect(alsoMineGot.map((m) => m.event)).toEqual(["payment.created", "payment.paid"])
            // One event, two connections: the same event id, a delivery id of each.
            expect(alsoMineGot[0].eventId).toBe(created.eventId)
            expect(alsoMineGot[0].id).toMatch(/^dlv_/)
            expect(alsoMineGot[0].id).not.toBe(created.id)
            expect(yield* wrongPattern.drain(0)).toEqual([])
            expect(yield* siblings.drain(0)).toEqual([])
            expect(yield* strangers.drain(0)).toEqual([])
            mine.send({ action: "ack", id: created.id })
            mine.send({ action: "ping" })
            expect(yield* mine.next()).toEqual({ event: "pong" })
          })
        )

        it.effect(
          "transfer.internal.received reaches every key of the receiving account; completed only the sender's key",
          () =>
            Effect.gen(function* () {
              yield* insertMerchant("acc_gw_sender")
              yield* insertMerchant("acc_gw_receiver")
              yield* seedWithdrawable("acc_gw_sender", 5_000)
              const sender = yield* insertKey("acc_gw_sender")
              const receiverKeys = [yield* insertKey("acc_gw_receiver"), yield* insertKey("acc_gw_receiver")]
              const { url } = yield* startGateway()
              const subscribe = (secret: string) =>
                Effect.gen(function* () {
                  const client = yield* connectAs(url, secret)
                  client.send({ action: "subscribe", pattern: "transfer.*" })
                  yield* client.next((m) => m.event === "subscribed")
                  return client
                })
              const senderSocket = yield* subscribe(sender.secret)
              const receiverSockets = yield* Effect.forEach(receiverKeys, (k) => subscribe(k.secret))
              const sent = yield* post("/v1/transfer-internal/create", sender.secret, {
                amount: 12.34,
                recipientEmail: "acc_gw_receiver@example.com",
                description: "Aluguel"
              })
              expect(sent.status, JSON.stringify(sent.body)).toBe(200)
              expect(yield* senderSocket.next()).toMatchObject({ event: "transfer.internal.completed" })
              for (const socket of receiverSockets) {
                expect(yield* socket.next()).toMatchObject({ event: "transfer.internal.received" })
              }
              expect(yield* senderSocket.drain(200)).toEqual([])
              for (const socket of receiverSockets) expect(yield* socket.drain(0)).toEqual([])
            })
        )

        it.effect(
          "connections holding the same subscriptions each get an event once; one that unsubscribes gets no more",
          () =>
            Effect.gen(function* () {
              yield* insertMerchant("acc_gw_group")
              const owner = yield* insertKey("acc_gw_group")
              const { url } = yield* startGateway()
              const clients = yield* Effect.forEach([1, 2, 3], () =>
                Effect.gen(function* () {
                  const client = yield* connectAs(url, owner.secret)
                  client.send({ action: "subscribe", pattern: "payment.*" })
                  yield* client.next((m) => m.event === "subscribed")
                  return client
                })
              )
              const [first, second, third] = clients as [Client, Client, Client]
              const id = yield* charge(owner.secret)
              const frames: Array<any> = []
              for (const client of clients) frames.push(yield* client.next((m) => m.data?.id === id))
              // One group, one serialization: still a delivery id per connection, and the same event id.
              expect(new Set(frames.map((m) => m.eventId)).size).toBe(1)
              expect(new Set(frames.map((m) => m.id)).size).toBe(3)
              // One leaves the group, one moves to another group (a second pattern), one stays.
              first.send({ action: "unsubscribe", pattern: "payment.*" })
              second.send({ action: "subscribe", pattern: "payment.paid" })
              yield* first.next((m) => m.event === "unsubscribed")
              yield* second.next((m) => m.event === "subscribed")
              yield* pay(owner.secret, id)
              expect(yield* second.next((m) => m.event === "payment.paid")).toMatchObject({
                event: "payment.paid",
                data: { id }
              })
              expect(yield* third.next((m) => m.event === "payment.paid")).toMatchObject({
                event: "payment.paid",
                data: { id }
              })
              expect((yield* first.drain(300)).filter((m) => m.data?.id === id)).toEqual([])
              expect((yield* second.drain(0)).filter((m) => m.data?.id === id)).toEqual([])
              expect((yield* third.drain(0)).filter((m) => m.data?.id === id)).toEqual([])
            })
        )

        it.effect("connections following one payment get its final event each with a delivery id of their own", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_ending")
            const owner = yield* insertKey("acc_gw_ending")
            const id = yield* charge(owner.secret)
            const { url } = yield* startGateway()
            const clients = yield* Effect.forEach([1, 2, 3], () =>
              Effect.gen(function* () {
                const client = yield* connectAs(url, owner.secret)
                client.send({ action: "subscribe", paymentId: id })
                yield* client.next((m) => m.event === "subscribed")
                return client
              })
            )
            yield* pay(owner.secret, id)
            // The final event moves each connection out of the group as it is sent.
            const frames: Array<any> = []
            for (const client of clients) frames.push(yield* client.next((m) => m.event === "payment.paid"))
            expect(new Set(frames.map((m) => m.eventId)).size).toBe(1)
            expect(new Set(frames.map((m) => m.id)).size).toBe(3)
            for (const frame of frames) expect(frame.id.startsWith(`dlv_${frame.eventId.slice(4)}_`)).toBe(true)
          })
        )

        it.effect(
          "a paymentId subscription ends after payment.paid and after its time to live; the connection stays open",
          () =>
            Effect.gen(function* () {
              yield* insertMerchant("acc_gw_ttl")
              const owner = yield* insertKey("acc_gw_ttl")
              const { url } = yield* startGateway({ GATEWAY_PAYMENT_SUBSCRIPTION_TTL_MS: "2000" })
              const first = yield* charge(owner.secret)
              const second = yield* charge(owner.secret)
              const client = yield* connectAs(url, owner.secret)
              client.send({ action: "subscribe", paymentId: first })
              client.send({ action: "subscribe", paymentId: second })
              yield* client.next((m) => m.paymentId === first)
              yield* client.next((m) => m.paymentId === second)
              yield* pay(owner.secret, first)
              // (A payment.created still in flight when the gateway started may come first: it is the payment's own event.)
              expect(yield* client.next((m) => m.event === "payment.paid")).toMatchObject({ data: { id: first } })
              // A later event of the paid payment is not delivered: its subscription ended with payment.paid.
              const outbox = yield* Outbox.Outbox
              yield* outbox.append([
                {
                  accountId: Ledger.AccountId.make("acc_gw_ttl"),
                  eventType: "payment.refunded",
                  aggregateId: first,
                  apiKeyId: owner.key.id,
                  payload: { id: first },
                  createdAt: new Date()
                }
              ])
              // Past its time to live, the second payment's events are not delivered either.
              yield* Effect.sleep("2050 millis")
              yield* pay(owner.secret, second)
              const late = (yield* client.drain(400)).filter((m) => m.event !== "payment.created")
              expect(late).toEqual([])
              client.send({ action: "ping" })
              expect(yield* client.next()).toEqual({ event: "pong" })
            })
        )

        it.effect("sends a heartbeat ping and closes a connection that does not answer it", () =>
          Effect.gen(function* () {
            yield* insertMerchant("acc_gw_hb")
            const { secret } = yield* insertKey("acc_gw_hb")
            // A second to answer: the answering client polls its messages, and on a busy machine 150 ms was too short.
            const { url } = yield* startGateway({
              GATEWAY_HEARTBEAT_INTERVAL_MS: "100",
              GATEWAY_HEARTBEAT_REPLY_MS: "1000"
            })
            const silent = yield* connectAs(url, secret)
            const alive = yield* connectAs(url, secret)
            expect(yield* silent.next((m) => m.event === "ping")).toEqual({ event: "ping" })
            const answering = Effect.forever(
              Effect.andThen(
                alive.next((m) => m.event === "ping", 60_000),
                Effect.sync(() => alive.send({ action: "ping" }))
              )
            )
            yield* Effect.forkScoped(answering)
            expect(yield* silent.closed).toEqual({ code: 4408, reason: "HEARTBEAT_TIMEOUT" })
            yield* Effect.sleep("400 millis")
            expect(alive.socket.readyState).toBe(alive.socket.OPEN)
          })
        )

        it.effect("closes with 1009 on a frame over 64 KB", () =>
          Effect.gen(function* () {
            const { url } = yield* startGateway()
            const client = yield* connect(url)
            client.send(JSON.stringify({ action: "ping", pad: "x".repeat(64 * 1024) }))
            expect((yield* client.closed).code).toBe(1009)
          })
        )

        it.effect("limits connections and failed authentications per address, and messages per connection", () =>
          Effect.gen(function* () {
            const { url } = yield* startGateway({
              GATEWAY_CONNECTIONS_PER_MINUTE: "3",
              GATEWAY_AUTH_FAILURES_PER_MINUTE: "2",
              GATEWAY_MESSAGES_PER_SECOND: "5"
            })
            const client = yield* connect(url)
            for (let i = 0; i < 3; i++) client.send({ action: "authenticate", apiKey: "trl_live_wrong" })
            expect(yield* client.next()).toEqual({ event: "error", code: "UNAUTHORIZED" })
            expect(yield* client.next()).toEqual({ event: "error", code: "UNAUTHORIZED" })
            expect(yield* client.next()).toEqual({ event: "error", code: "RATE_LIMIT" })
            expect((yield* client.closed).code).toBe(1008)
            const chatty = yield* connect(url)
            for (let i = 0; i < 7; i++) chatty.send({ action: "ping" })
            const answers = yield* Effect.forEach(Array.from({ length: 7 }), () => chatty.next())
            expect(answers.filter((a) => a.event === "pong")).toHaveLength(5)
            expect(answers.filter((a) => a.code === "RATE_LIMIT")).toHaveLength(2)
            yield* connect(url)
            const fourth = yield* connect(url)
            expect(yield* fourth.next()).toEqual({ event: "error", code: "RATE_LIMIT" })
            expect((yield* fourth.closed).code).toBe(1008)
          })
        )
      })
    })
  }
}
