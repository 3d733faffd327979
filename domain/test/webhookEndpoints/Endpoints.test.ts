import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import type { AccountId } from "../../src/ledger/Model.ts"
import * as Outbox from "../../src/events/Outbox.ts"
import { WebhookEndpoints } from "../../src/webhooks/WebhookEndpoints.ts"
import { failedEventsInARowMax } from "../../src/webhooks/EndpointMachine.ts"
import { endpointsPerAccountMax, looksLikeSecret, webhookSecretPrefix } from "../../src/webhooks/Endpoint.ts"
import { type Caller, WebhookEndpointsService } from "../../src/webhooks/Endpoints.ts"

const acc = "acc_1" as AccountId
const keyA: Caller = { accountId: acc, apiKeyId: "key_A" }
const keyB: Caller = { accountId: acc, apiKeyId: "key_B" }
const operator: Caller = { accountId: acc, apiKeyId: undefined }
const otherAccount: Caller = { accountId: "acc_2" as AccountId, apiKeyId: "key_A" }

const hosts = {
  "hooks.example.com": ["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"],
  "split.example.com": ["93.184.216.34", "10.0.0.5"],
  "metadata.example.com": ["169.254.169.254"],
  "mapped.example.com": ["::ffff:192.168.1.1"],
  localhost: ["127.0.0.1", "::1"]
}
const body = { url: "https://hooks.example.com/trilho", description: "orders", events: ["payment.paid"] }
const flipTag = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.flip(effect), (e) => e._tag)

describe("webhook endpoints (use cases)", () => {
  it.effect("create: ACTIVE, bound to the key, a whsec_ secret of 32 random bytes in base64, shown once", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const { endpoint, secret } = yield* service.create(keyA, {
        ...body,
        events: ["payment.paid", "payment.paid", "*"]
      })
      expect(endpoint).toMatchObject({ status: "ACTIVE", apiKeyId: "key_A", accountId: acc, failedEventsInARow: 0 })
      expect(endpoint.id).toMatch(/^wh_[0-9A-Z]{26}$/)
      expect(endpoint.events).toEqual(["payment.paid", "*"])
      expect(secret.startsWith(webhookSecretPrefix)).toBe(true)
      expect(Buffer.from(secret.slice(webhookSecretPrefix.length), "base64")).toHaveLength(32)
      expect(looksLikeSecret(secret)).toBe(true)
      const second = yield* service.create(keyA, body)
      expect(second.secret).not.toBe(secret)
      const wide = yield* service.create(operator, body)
      expect(wide.endpoint.apiKeyId).toBeUndefined()
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("fields: description up to 120 characters, events 1 to 80 known names or *", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      yield* service.create(keyA, { ...body, description: "é".repeat(120) })
      expect(yield* flipTag(service.create(keyA, { ...body, description: "x".repeat(121) }))).toBe(
        "InvalidWebhookInput"
      )
      expect(yield* flipTag(service.create(keyA, { ...body, events: [] }))).toBe("InvalidWebhookEvents")
      expect(yield* flipTag(service.create(keyA, { ...body, events: ["payment.paid", "med.resolved"] }))).toBe(
        "InvalidWebhookEvents"
      )
      expect(yield* flipTag(service.create(keyA, { ...body, events: ["payment.*"] }))).toBe("InvalidWebhookEvents")
      const eighty = Array.from({ length: 80 }, () => "payment.paid")
      yield* service.create(keyA, { ...body, events: eighty })
      expect(yield* flipTag(service.create(keyA, { ...body, events: [...eighty, "*"] }))).toBe("InvalidWebhookEvents")
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("live mode: HTTPS only, and no host that is or resolves to a forbidden address", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const tagOf = (url: string) => flipTag(service.create(keyA, { ...body, url }))
      expect(yield* tagOf("http://hooks.example.com/x")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("http://localhost:3000/x")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("ftp://hooks.example.com/x")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("not a url")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("https://user:pw@hooks.example.com/")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf(`https://hooks.example.com/${"a".repeat(2048)}`)).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("https://localhost/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://127.0.0.1/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://0x7f.1/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://10.1.2.3/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://[::1]/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://[::ffff:169.254.169.254]/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://[fd00:ec2::254]/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://split.example.com/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://metadata.example.com/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://mapped.example.com/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://nowhere.example.com/x")).toBe("WebhookHostUnresolvable")
      const ok = yield* service.create(keyA, { ...body, url: "https://HOOKS.example.com:8443/a?b=c" })
      expect(ok.endpoint.url).toBe("https://HOOKS.example.com:8443/a?b=c")
      yield* service.create(keyA, { ...body, url: "https://93.184.216.34/x" })
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("sandbox mode: also http://localhost and http://127.0.0.1, any port and path; other hosts as in live", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const tagOf = (url: string) => flipTag(service.create(keyA, { ...body, url }))
      yield* service.create(keyA, { ...body, url: "http://localhost:3000/webhooks" })
      yield* service.create(keyA, { ...body, url: "http://127.0.0.1/x" })
      yield* service.create(keyA, { ...body, url: "https://localhost:8443/x" })
      expect(yield* tagOf("http://hooks.example.com/x")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("http://[::1]:3000/x")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("http://127.0.0.2/x")).toBe("InvalidWebhookUrl")
      expect(yield* tagOf("https://127.0.0.2/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://split.example.com/x")).toBe("ForbiddenWebhookAddress")
      expect(yield* tagOf("https://192.168.0.10/x")).toBe("ForbiddenWebhookAddress")
    }).pipe(Effect.provide(WebhookEndpointsService.Test("sandbox", hosts)))
  )

  it.effect("a key sees its own endpoints and the account-wide ones; other keys' and accounts' are not found", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const a = (yield* service.create(keyA, body)).endpoint
      const b = (yield* service.create(keyB, body)).endpoint
      const wide = (yield* service.create(operator, body)).endpoint
      expect((yield* service.findById(keyA, a.id)).id).toBe(a.id)
      expect((yield* service.findById(keyA, wide.id)).id).toBe(wide.id)
      expect(yield* flipTag(service.findById(keyA, b.id))).toBe("WebhookEndpointNotFound")
      expect(yield* flipTag(service.findById(otherAccount, a.id))).toBe("WebhookEndpointNotFound")
      expect(yield* flipTag(service.update(keyA, b.id, { description: "x" }))).toBe("WebhookEndpointNotFound")
      expect(yield* flipTag(service.remove(keyA, b.id))).toBe("WebhookEndpointNotFound")
      expect(yield* flipTag(service.sendTest(keyA, b.id))).toBe("WebhookEndpointNotFound")
      expect(yield* flipTag(service.rotateSecret(keyA, b.id, undefined))).toBe("WebhookEndpointNotFound")
      const listA = yield* service.list(keyA, {})
      expect(listA.items.map((e) => e.id).sort()).toEqual([a.id, wide.id].sort())
      expect((yield* service.list(operator, {})).total).toBe(3)
      expect((yield* service.list(otherAccount, {})).total).toBe(0)
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("list pages: newest first, page and pageSize within bounds", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const made = []
      for (let i = 0; i < 5; i++) {
        made.push((yield* service.create(keyA, { ...body, description: `n${i}` })).endpoint.id)
        yield* TestClock.adjust("1 second")
      }
      const page = yield* service.list(keyA, { page: 2, pageSize: 2 })
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 5, pages: 3 })
      expect(page.items.map((e) => e.id)).toEqual([made[2], made[1]])
      expect((yield* service.list(keyA, {})).pageSize).toBe(50)
      expect(yield* flipTag(service.list(keyA, { pageSize: 101 }))).toBe("InvalidWebhookInput")
      expect(yield* flipTag(service.list(keyA, { page: 0 }))).toBe("InvalidWebhookInput")
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("update: fields, and disable/enable through the machine; enabling starts the failure count again", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const store = yield* WebhookEndpoints
      const e = (yield* service.create(keyA, body)).endpoint
      yield* TestClock.adjust("1 minute")
      const changed = yield* service.update(keyA, e.id, { description: "new", events: ["*"] })
      expect(changed).toMatchObject({ description: "new", events: ["*"], url: body.url, status: "ACTIVE" })
      expect(changed.updatedAt.getTime()).toBe(60_000)
      expect(yield* flipTag(service.update(keyA, e.id, { url: "http://hooks.example.com/" }))).toBe("InvalidWebhookUrl")
      for (let i = 0; i < failedEventsInARowMax; i++) yield* store.recordEventOutcome(acc, e.id, false)
      expect((yield* service.findById(keyA, e.id)).status).toBe("DISABLED")
      expect((yield* service.update(keyA, e.id, { status: "DISABLED" })).status).toBe("DISABLED")
      const enabled = yield* service.update(keyA, e.id, { status: "ACTIVE" })
      expect(enabled).toMatchObject({ status: "ACTIVE", failedEventsInARow: 0 })
      yield* store.recordEventOutcome(acc, e.id, false)
      expect((yield* service.update(keyA, e.id, { status: "ACTIVE" })).failedEventsInARow).toBe(1)
      yield* store.updateSecret(acc, e.id, {
        secret: undefined,
        previousSecret: undefined,
        previousSecretExpiresAt: undefined,
        status: "PENDING_SECRET",
        updatedAt: enabled.updatedAt
      })
      const refused = yield* Effect.flip(service.update(keyA, e.id, { status: "ACTIVE" }))
      expect(refused).toMatchObject({ _tag: "InvalidTransition", from: "PENDING_SECRET", trigger: "enable" })
      expect(yield* flipTag(service.update(keyA, e.id, { status: "DISABLED" }))).toBe("InvalidTransition")
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect(
    "rotation: a new secret; the old one signs until the grace ends; 0 drops it; PENDING_SECRET becomes ACTIVE",
    () =>
      Effect.gen(function* () {
        const service = yield* WebhookEndpointsService
        const store = yield* WebhookEndpoints
        const { endpoint, secret } = yield* service.create(keyA, body)
        yield* TestClock.adjust("10 seconds")
        const rotated = yield* service.rotateSecret(keyA, endpoint.id, undefined)
        expect(rotated.secret).not.toBe(secret)
        expect(looksLikeSecret(rotated.secret)).toBe(true)
        expect(rotated.endpoint).toMatchObject({ secret: rotated.secret, previousSecret: secret, status: "ACTIVE" })
        expect(rotated.endpoint.previousSecretExpiresAt?.getTime()).toBe(10_000 + 86_400_000)
        const short = yield* service.rotateSecret(keyA, endpoint.id, 60)
        expect(short.endpoint.previousSecret).toBe(rotated.secret)
        expect(short.endpoint.previousSecretExpiresAt?.getTime()).toBe(10_000 + 60_000)
        const revoked = yield* service.rotateSecret(keyA, endpoint.id, 0)
        expect(revoked.endpoint).toMatchObject({ previousSecret: undefined, previousSecretExpiresAt: undefined })
        for (const bad of [-1, 604_801, 1.5]) {
          expect(yield* flipTag(service.rotateSecret(keyA, endpoint.id, bad))).toBe("InvalidWebhookInput")
        }
        yield* service.rotateSecret(keyA, endpoint.id, 604_800)
        yield* service.update(keyA, endpoint.id, { status: "DISABLED" })
        expect((yield* service.rotateSecret(keyA, endpoint.id, 0)).endpoint.status).toBe("DISABLED")
        yield* store.updateSecret(acc, endpoint.id, {
          secret: undefined,
          previousSecret: undefined,
          previousSecretExpiresAt: undefined,
          status: "PENDING_SECRET",
          updatedAt: endpoint.createdAt
        })
        const reissued = yield* service.rotateSecret(keyA, endpoint.id, undefined)
        expect(reissued.endpoint).toMatchObject({ status: "ACTIVE", previousSecret: undefined })
        expect(Option.getOrThrow(yield* store.findById(acc, endpoint.id)).secret).toBe(reissued.secret)
      }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("a test appends one webhook.test event naming the endpoint; only an ACTIVE endpoint takes one", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const outbox = yield* Outbox.Outbox
      const e = (yield* service.create(keyA, body)).endpoint
      const sent = yield* service.sendTest(keyA, e.id)
      const page = yield* outbox.readAfter(Outbox.outboxStart, 10)
      expect(page.events).toHaveLength(1)
      expect(sent.eventId).toBe(`evt_${page.events[0]!.id}`)
      expect(page.events[0]).toMatchObject({
        accountId: acc,
        eventType: "webhook.test",
        aggregateId: e.id,
        apiKeyId: "key_A",
        payload: { endpointId: e.id, url: body.url }
      })
      yield* service.update(keyA, e.id, { status: "DISABLED" })
      expect(yield* flipTag(service.sendTest(keyA, e.id))).toBe("InvalidTransition")
      expect((yield* outbox.readAfter(Outbox.outboxStart, 10)).events).toHaveLength(1)
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )

  it.effect("delete returns the endpoint and forgets it; an account has at most 100 endpoints", () =>
    Effect.gen(function* () {
      const service = yield* WebhookEndpointsService
      const e = (yield* service.create(keyA, body)).endpoint
      expect((yield* service.remove(keyA, e.id)).id).toBe(e.id)
      expect(yield* flipTag(service.findById(keyA, e.id))).toBe("WebhookEndpointNotFound")
      for (let i = 0; i < endpointsPerAccountMax; i++) yield* service.create(i % 2 === 0 ? keyA : operator, body)
      expect(yield* flipTag(service.create(keyB, body))).toBe("WebhookEndpointLimitReached")
      expect((yield* service.create(otherAccount, body)).endpoint.status).toBe("ACTIVE")
    }).pipe(Effect.provide(WebhookEndpointsService.Test("live", hosts)))
  )
})
