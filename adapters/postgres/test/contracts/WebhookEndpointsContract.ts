import { SqlClient } from "effect/sql"
import { describe, expect, layer, type Vitest } from "@effect/vitest"
import { type Ledger, Webhooks, WebhookEndpoints } from "@trilho/domain"
import { Effect, type Layer, Option } from "effect"
import * as WebhookEndpointsSql from "../../src/WebhookEndpointsSql.ts"
import * as SecretCipher from "../../src/WebhookSecretCipher.ts"
import { T0, at, uid } from "./fixtures.ts"

const endpoint = (accountId: string, overrides: Partial<Webhooks.WebhookEndpoint> = {}): Webhooks.WebhookEndpoint => ({
  id: uid("wh").replace(/_/g, "") as Webhooks.WebhookEndpointId,
  accountId: accountId as Ledger.AccountId,
  apiKeyId: "key_A",
  url: "https://example.com/hooks",
  description: "orders",
  events: ["payment.paid", "payment.failed"],
  status: "ACTIVE",
  secret: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0",
  previousSecret: undefined,
  previousSecretExpiresAt: undefined,
  failedEventsInARow: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** The behaviour every `WebhookEndpoints` store shares. */
export const webhookEndpointsTests = (it: Vitest.MethodsNonLive<WebhookEndpoints.WebhookEndpoints>) => {
  it.effect("an endpoint reads back as stored, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      const bound = endpoint(owner)
      const wide = endpoint(owner, {
        apiKeyId: undefined,
        events: ["*"],
        previousSecret: "whsec_b2xkb2xkb2xkb2xkb2xkb2xkb2xkb2xkb2xkb2xk",
        previousSecretExpiresAt: at(T0, 1000)
      })
      yield* store.insert(bound)
      yield* store.insert(wide)
      expect(yield* store.findById(owner, bound.id)).toEqual(Option.some(bound))
      expect(yield* store.findById(owner, wide.id)).toEqual(Option.some(wide))
      expect(yield* store.findById(acc(), bound.id)).toEqual(Option.none())
      expect(yield* Effect.flip(store.delete(acc(), bound.id))).toMatchObject({ _tag: "WebhookEndpointNotFound" })
      expect(
        yield* Effect.flip(store.updateFields(acc(), bound.id, { description: "x", updatedAt: T0 }))
      ).toMatchObject({ _tag: "WebhookEndpointNotFound" })
    })
  )

  it.effect("the list is newest first, paged, and a key sees its own endpoints and the account-wide ones", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      const a1 = endpoint(owner, { createdAt: at(T0, 1) })
      const b = endpoint(owner, { apiKeyId: "key_B", createdAt: at(T0, 2) })
      const wide = endpoint(owner, { apiKeyId: undefined, createdAt: at(T0, 3) })
      const a2 = endpoint(owner, { createdAt: at(T0, 4) })
      for (const e of [a1, b, wide, a2, endpoint(acc())]) yield* store.insert(e)
      const all = yield* store.findManyByAccount(owner, { page: 1, pageSize: 10 })
      expect(all).toEqual({ items: [a2, wide, b, a1], total: 4 })
      const forA = yield* store.findManyByAccount(owner, { apiKeyId: "key_A", page: 1, pageSize: 10 })
      expect(forA).toEqual({ items: [a2, wide, a1], total: 3 })
      const page2 = yield* store.findManyByAccount(owner, { apiKeyId: "key_A", page: 2, pageSize: 2 })
      expect(page2).toEqual({ items: [a1], total: 3 })
      expect(yield* store.findManyByAccount(acc(), { page: 1, pageSize: 10 })).toEqual({ items: [], total: 0 })
    })
  )

  it.effect("updates change only the fields given; delete returns the endpoint and removes it", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      const e = endpoint(owner, { failedEventsInARow: 3, status: "DISABLED" })
      yield* store.insert(e)
      const later = at(T0, 5000)
      const updated = yield* store.updateFields(owner, e.id, { events: ["*"], updatedAt: later })
      expect(updated).toEqual({ ...e, events: ["*"], updatedAt: later })
      const enabled = yield* store.updateFields(owner, e.id, {
        url: "https://example.org/x",
        description: "",
        status: "ACTIVE",
        failedEventsInARow: 0,
        updatedAt: later
      })
      expect(enabled).toEqual({
        ...updated,
        url: "https://example.org/x",
        description: "",
        status: "ACTIVE",
        failedEventsInARow: 0
      })
      const rotated = yield* store.updateSecret(owner, e.id, {
        secret: "whsec_bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3",
        previousSecret: e.secret,
        previousSecretExpiresAt: at(T0, 86_400_000),
        status: "ACTIVE",
        updatedAt: later
      })
      expect(rotated).toMatchObject({
        secret: "whsec_bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3",
        previousSecret: e.secret
      })
      expect(rotated.previousSecretExpiresAt).toEqual(at(T0, 86_400_000))
      const revoked = yield* store.updateSecret(owner, e.id, {
        secret: undefined,
        previousSecret: undefined,
        previousSecretExpiresAt: undefined,
        status: "PENDING_SECRET",
        updatedAt: later
      })
      expect(revoked).toMatchObject({ status: "PENDING_SECRET", secret: undefined, previousSecret: undefined })
      expect(yield* store.delete(owner, e.id)).toEqual(revoked)
      expect(yield* store.findById(owner, e.id)).toEqual(Option.none())
      expect(yield* Effect.flip(store.delete(owner, e.id))).toMatchObject({ _tag: "WebhookEndpointNotFound" })
    })
  )

  it.effect("an event goes to the ACTIVE endpoints subscribed to it or to *, account-wide or of the key", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      const keyA = endpoint(owner, { createdAt: at(T0, 1) })
      const keyB = endpoint(owner, { apiKeyId: "key_B", events: ["*"], createdAt: at(T0, 2) })
      const wide = endpoint(owner, { apiKeyId: undefined, events: ["payment.paid"], createdAt: at(T0, 3) })
      const wideAll = endpoint(owner, { apiKeyId: undefined, events: ["*"], createdAt: at(T0, 4) })
      const disabled = endpoint(owner, { apiKeyId: undefined, status: "DISABLED", createdAt: at(T0, 5) })
      const pending = endpoint(owner, { status: "PENDING_SECRET", secret: undefined, createdAt: at(T0, 6) })
      const otherEvent = endpoint(owner, { events: ["transfer.created"], createdAt: at(T0, 7) })
      for (const e of [keyA, keyB, wide, wideAll, disabled, pending, otherEvent, endpoint(acc())])
        yield* store.insert(e)
      const ids = (found: ReadonlyArray<Webhooks.WebhookEndpoint>) => found.map((e) => e.id)
      expect(ids(yield* store.findManyForEvent(owner, "payment.paid", "key_A"))).toEqual([keyA.id, wide.id, wideAll.id])
      expect(ids(yield* store.findManyForEvent(owner, "payment.paid", "key_B"))).toEqual([keyB.id, wide.id, wideAll.id])
      expect(ids(yield* store.findManyForEvent(owner, "payment.paid", undefined))).toEqual([wide.id, wideAll.id])
      expect(ids(yield* store.findManyForEvent(owner, "refund.completed", "key_A"))).toEqual([wideAll.id])
      expect(ids(yield* store.findManyForEvent(owner, "transfer.created", "key_A"))).toEqual([
        wideAll.id,
        otherEvent.id
      ])
      // Every answer is the domain's receivesEvent over the stored endpoints, in creation order.
      const all = [keyA, keyB, wide, wideAll, disabled, pending, otherEvent]
      for (const eventType of ["payment.paid", "refund.completed", "transfer.created"] as const) {
        for (const apiKeyId of ["key_A", "key_B", "key_C", undefined]) {
          const expected = all.filter((e) => WebhookEndpoints.receivesEvent(e, eventType, apiKeyId))
          expect(ids(yield* store.findManyForEvent(owner, eventType, apiKeyId))).toEqual(ids(expected))
        }
      }
    })
  )

  it.effect("failed events count up and disable an ACTIVE endpoint at the maximum; a delivery resets the count", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      const e = endpoint(owner, { failedEventsInARow: Webhooks.failedEventsInARowMax - 3 })
      yield* store.insert(e)
      const read = Effect.map(store.findById(owner, e.id), Option.getOrThrow)
      yield* store.recordEventOutcome(owner, e.id, false)
      yield* store.recordEventOutcome(owner, e.id, false)
      expect(yield* read).toMatchObject({ status: "ACTIVE", failedEventsInARow: Webhooks.failedEventsInARowMax - 1 })
      yield* store.recordEventOutcome(owner, e.id, true)
      expect(yield* read).toMatchObject({ status: "ACTIVE", failedEventsInARow: 0, updatedAt: T0 })
      for (let i = 0; i < Webhooks.failedEventsInARowMax - 1; i++) yield* store.recordEventOutcome(owner, e.id, false)
      expect(yield* read).toMatchObject({ status: "ACTIVE", failedEventsInARow: Webhooks.failedEventsInARowMax - 1 })
      yield* store.recordEventOutcome(owner, e.id, false)
      const disabled = yield* read
      expect(disabled).toMatchObject({ status: "DISABLED", failedEventsInARow: Webhooks.failedEventsInARowMax })
      expect(disabled.updatedAt.getTime()).not.toBe(T0.getTime())
      yield* store.recordEventOutcome(owner, e.id, false)
      expect(yield* read).toMatchObject({ status: "DISABLED", failedEventsInARow: Webhooks.failedEventsInARowMax + 1 })
    })
  )

  it.effect("any sequence of outcomes leaves the endpoint's count and status as the domain's afterEventOutcome", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      // Outcomes drawn from a fixed seed: delivered, failed, or failed with a 410, on ACTIVE and DISABLED endpoints.
      let seed = 7
      const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % 6
      for (const start of ["ACTIVE", "DISABLED"] as const) {
        const e = endpoint(owner, { status: start })
        yield* store.insert(e)
        let expected: Webhooks.WebhookEndpoint = e
        for (let step = 0; step < 40; step++) {
          const draw = next()
          const delivered = draw < 2
          const disableNow = draw === 5
          yield* store.recordEventOutcome(owner, e.id, delivered, { disableNow })
          expected = WebhookEndpoints.afterEventOutcome(expected, delivered, disableNow, T0)
          const stored = Option.getOrThrow(yield* store.findById(owner, e.id))
          expect([stored.status, stored.failedEventsInARow], `${start} step ${step}`).toStrictEqual([
            expected.status,
            expected.failedEventsInARow
          ])
        }
      }
    })
  )

  it.effect("a 410 disables at once; outcomes for another account or a deleted endpoint change nothing", () =>
    Effect.gen(function* () {
      const store = yield* WebhookEndpoints.WebhookEndpoints
      const owner = acc()
      const e = endpoint(owner)
      const pending = endpoint(owner, { status: "PENDING_SECRET", secret: undefined })
      yield* store.insert(e)
      yield* store.insert(pending)
      yield* store.recordEventOutcome(acc(), e.id, false, { disableNow: true })
      expect(Option.getOrThrow(yield* store.findById(owner, e.id))).toEqual(e)
      yield* store.recordEventOutcome(owner, e.id, false, { disableNow: true })
      expect(Option.getOrThrow(yield* store.findById(owner, e.id))).toMatchObject({
        status: "DISABLED",
        failedEventsInARow: 1
      })
      yield* store.recordEventOutcome(owner, pending.id, false, { disableNow: true })
      expect(Option.getOrThrow(yield* store.findById(owner, pending.id)).status).toBe("PENDING_SECRET")
      yield* store.recordEventOutcome(owner, "wh_gone" as Webhooks.WebhookEndpointId, false)
    })
  )
}

/** The contract suite against one store, built once for the suite. */
export const webhookEndpointsContract = <E>(name: string, store: Layer.Layer<WebhookEndpoints.WebhookEndpoints, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) =>
    describe("WebhookEndpoints", () => webhookEndpointsTests(it))
  )

/** Secrets at rest: sealed under a key when one is configured, read back plain, bound to their row. */
export const webhookSecretsAtRestTests = (it: Vitest.MethodsNonLive<SqlClient.SqlClient>) => {
  it.effect("with a key, the stored secrets are ciphertext bound to their endpoint; reads give them back", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const key = new Uint8Array(32).map((_, i) => i * 7 + 1)
      const sealed = yield* WebhookEndpointsSql.makeWith(SecretCipher.aesGcm(key))
      const plainStore = yield* WebhookEndpointsSql.makeWith(SecretCipher.plain)
      const otherKey = yield* WebhookEndpointsSql.makeWith(SecretCipher.aesGcm(new Uint8Array(32).fill(9)))
      const owner = acc()
      const e = endpoint(owner, {
        previousSecret: "whsec_b2xkb2xkb2xkb2xkb2xkb2xkb2xkb2xkb2xkb2xk",
        previousSecretExpiresAt: at(T0, 1000)
      })
      yield* sealed.insert(e)
      const raw = yield* sql<{ readonly secret: string; readonly previousSecret: string }>`
        SELECT secret, previous_secret FROM webhook_endpoints WHERE id = ${e.id}`
      expect(raw[0]!.secret.startsWith(SecretCipher.encryptedPrefix)).toBe(true)
      expect(raw[0]!.secret).not.toContain(e.secret!.slice(6))
      expect(raw[0]!.previousSecret.startsWith(SecretCipher.encryptedPrefix)).toBe(true)
      expect(yield* sealed.findById(owner, e.id)).toEqual(Option.some(e))
      expect(yield* Effect.flip(plainStore.findById(owner, e.id))).toMatchObject({ _tag: "WebhookEndpointStoreError" })
      expect(yield* Effect.flip(otherKey.findById(owner, e.id))).toMatchObject({ _tag: "WebhookEndpointStoreError" })

      // A row written before the key was set reads as it is, and a rotation seals the new secret.
      const old = endpoint(owner)
      yield* plainStore.insert(old)
      expect(yield* sealed.findById(owner, old.id)).toEqual(Option.some(old))
      const rotated = yield* sealed.updateSecret(owner, old.id, {
        secret: "whsec_bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3",
        previousSecret: old.secret,
        previousSecretExpiresAt: at(T0, 1000),
        status: "ACTIVE",
        updatedAt: T0
      })
      expect(rotated.secret).toBe("whsec_bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3bmV3")
      const rawRotated = yield* sql<{
        readonly secret: string
      }>`SELECT secret FROM webhook_endpoints WHERE id = ${old.id}`
      expect(rawRotated[0]!.secret.startsWith(SecretCipher.encryptedPrefix)).toBe(true)

      // A sealed secret moved to another endpoint's row does not open there.
      yield* sql`UPDATE webhook_endpoints SET secret = ${raw[0]!.secret} WHERE id = ${old.id}`
      expect(yield* Effect.flip(sealed.findById(owner, old.id))).toMatchObject({ _tag: "WebhookEndpointStoreError" })
    })
  )
}
