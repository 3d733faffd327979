import { HttpClient, HttpClientRequest } from "effect/http"
import { HttpApiClient } from "effect/http-api"
import { expect, layer } from "@effect/vitest"
import { Outbox, WebhookEndpoints } from "@trilho/domain"
import { Effect, Option, Schedule } from "effect"
import { TrilhoApi } from "../../src/Api.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call, layerServer } from "./server.ts"

const allOps = ["create", "get", "list", "update", "delete", "test", "rotate-secret"]

const merchant = (id: string) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    return (yield* insertKey(id, ["webhooks/*"])).secret
  })

const body = { url: "https://hooks.example.com/trilho", description: "orders", events: ["payment.paid"] }
const create = (key: string, overrides: Record<string, unknown> = {}) =>
  call("POST", "/v1/webhooks/create", { key, body: { ...body, ...overrides } })

const secretShape = /^whsec_[A-Za-z0-9+/]{43}=$/

layer(layerServer("sandbox"), { timeout: 120_000, excludeTestServices: true })(
  "webhook endpoints through the API",
  (it) => {
    it.effect("create answers data.item and data.secret once; get and list never show a secret", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_flow")
        const created = yield* create(key, { events: ["payment.paid", "refund.completed"] })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        expect(created.body.success).toBe(true)
        const { item, secret } = created.body.data
        expect(secret).toMatch(secretShape)
        expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32)
        expect(item).toMatchObject({
          url: body.url,
          description: "orders",
          events: ["payment.paid", "refund.completed"],
          status: "ACTIVE",
          accountWide: false
        })
        expect(item.id).toMatch(/^wh_/)
        expect(Object.keys(item).sort()).toEqual(
          ["accountWide", "createdAt", "description", "events", "id", "status", "updatedAt", "url"].sort()
        )
        const got = yield* call("GET", `/v1/webhooks/get/${item.id}`, { key })
        expect(got.status).toBe(200)
        expect(got.body.data).toEqual({ item })
        expect(JSON.stringify(got.body)).not.toContain(secret.slice(6, 20))
        const list = yield* call("GET", "/v1/webhooks/list", { key })
        expect(list.status).toBe(200)
        expect(list.body.data).toEqual({ items: [item], page: 1, pageSize: 50, total: 1, pages: 1 })
        expect(JSON.stringify(list.body)).not.toContain("whsec_")
        const again = yield* create(key)
        expect(again.body.data.secret).not.toBe(secret)
      })
    )

    it.effect("the secret is stored for signing: the store holds exactly the secret shown", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_store")
        const created = yield* create(key)
        const store = yield* WebhookEndpoints.WebhookEndpoints
        const stored = Option.getOrThrow(yield* store.findById("acc_wh_store" as never, created.body.data.item.id))
        expect(stored.secret).toBe(created.body.data.secret)
        expect(stored.apiKeyId).toMatch(/^key_/)
      })
    )

    it.effect("401 without a key; 403 for each route without its webhooks/<op> permission", () =>
      Effect.gen(function* () {
        const owner = yield* merchant("acc_wh_perm")
        const id = (yield* create(owner)).body.data.item.id
        const routes = [
          ["create", "POST", "/v1/webhooks/create", body],
          ["get", "GET", `/v1/webhooks/get/${id}`, undefined],
          ["list", "GET", "/v1/webhooks/list", undefined],
          ["update", "PATCH", `/v1/webhooks/update/${id}`, { description: "x" }],
          ["test", "POST", `/v1/webhooks/test/${id}`, undefined],
          ["rotate-secret", "POST", `/v1/webhooks/rotate-secret/${id}`, {}],
          ["delete", "DELETE", `/v1/webhooks/delete/${id}`, undefined]
        ] as const
        for (const [op, method, path, payload] of routes) {
          const anonymous = yield* call(method, path, payload === undefined ? {} : { body: payload })
          expect(anonymous.status, op).toBe(401)
          expect(anonymous.body.error.code).toBe("UNAUTHORIZED")
          const others = (yield* insertKey(
            "acc_wh_perm",
            allOps.filter((o) => o !== op).map((o) => `webhooks/${o}`)
          )).secret
          const refused = yield* call(
            method,
            path,
            payload === undefined ? { key: others } : { key: others, body: payload }
          )
          expect(refused.status, op).toBe(403)
          expect(refused.body).toMatchObject({ success: false, error: { code: "FORBIDDEN", statusCode: 403 } })
          const only = (yield* insertKey("acc_wh_perm", [`webhooks/${op}`])).secret
          const allowed = yield* call(
            method,
            path,
            payload === undefined ? { key: only } : { key: only, body: payload }
          )
          // Keys other than the creator do not see the endpoint: a 404, past the permission check.
          expect([200, 404], `${op}: ${JSON.stringify(allowed.body)}`).toContain(allowed.status)
        }
      })
    )

    it.effect("404 in the envelope for an unknown id, another merchant's endpoint, or another key's", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_404a")
        const other = yield* merchant("acc_wh_404b")
        const sibling = (yield* insertKey("acc_wh_404a", ["webhooks/*"])).secret
        const id = (yield* create(key)).body.data.item.id
        for (const [who, target] of [
          [key, "wh_01JUNKNOWN0000000000000000"],
          [other, id],
          [sibling, id]
        ] as const) {
          for (const [method, path, payload] of [
            ["GET", `/v1/webhooks/get/${target}`, undefined],
            ["PATCH", `/v1/webhooks/update/${target}`, { description: "x" }],
            ["DELETE", `/v1/webhooks/delete/${target}`, undefined],
            ["POST", `/v1/webhooks/test/${target}`, undefined],
            ["POST", `/v1/webhooks/rotate-secret/${target}`, {}]
          ] as const) {
            const answer = yield* call(method, path, payload === undefined ? { key: who } : { key: who, body: payload })
            expect(answer.status, `${method} ${path}`).toBe(404)
            expect(answer.body).toMatchObject({ success: false, error: { code: "NOT_FOUND", statusCode: 404 } })
            expect(typeof answer.body.requestId).toBe("string")
          }
        }
        expect((yield* call("GET", `/v1/webhooks/get/${id}`, { key })).status).toBe(200)
        expect((yield* call("GET", "/v1/webhooks/list", { key: sibling })).body.data.total).toBe(0)
      })
    )

    it.effect(
      "400 for bad bodies: events 0, 81 or unknown, description over 120, unknown fields, pixRail, bad types",
      () =>
        Effect.gen(function* () {
          const key = yield* merchant("acc_wh_400")
          const eighty = Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? "payment.paid" : "*"))
          const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
            [{ events: [] }, "INVALID_WEBHOOK_EVENTS"],
            [{ events: [...eighty, "payment.paid"] }, "INVALID_WEBHOOK_EVENTS"],
            [{ events: ["payment.paid", "payment.teleported"] }, "INVALID_WEBHOOK_EVENTS"],
            [{ events: ["med.resolved"] }, "INVALID_WEBHOOK_EVENTS"],
            [{ description: "x".repeat(121) }, "VALIDATION_ERROR"],
            [{ url: "not a url" }, "INVALID_WEBHOOK_URL"],
            [{ secret: "whsec_mine" }, "VALIDATION_ERROR"],
            [{ status: "DISABLED" }, "VALIDATION_ERROR"],
            [{ pixRail: "PADRAO" }, "PIX_RAIL_NOT_ALLOWED"],
            [{ events: "payment.paid" }, "VALIDATION_ERROR"],
            [{ description: undefined }, "VALIDATION_ERROR"]
          ]
          for (const [overrides, code] of cases) {
            const answer = yield* create(key, overrides)
            expect(answer.status, JSON.stringify(overrides)).toBe(400)
            expect(answer.body, JSON.stringify(overrides)).toMatchObject({
              success: false,
              error: { code, statusCode: 400 }
            })
          }
          const broken = yield* call("POST", "/v1/webhooks/create", { key, rawBody: "{not json" })
          expect(broken.status).toBe(400)
          expect((yield* create(key, { events: eighty, description: "y".repeat(120) })).status).toBe(200)
          const list = yield* call("GET", "/v1/webhooks/list?pageSize=101", { key })
          expect(list.status).toBe(400)
          expect((yield* call("GET", "/v1/webhooks/list?page=abc", { key })).status).toBe(400)
          expect((yield* call("GET", "/v1/webhooks/list", { key })).body.data.total).toBe(1)
        })
    )

    it.effect("update: fields, disable and enable; PENDING_SECRET is not a status a request can set", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_update")
        const id = (yield* create(key)).body.data.item.id
        const patch = (payload: unknown) => call("PATCH", `/v1/webhooks/update/${id}`, { key, body: payload })
        const changed = yield* patch({ description: "novo", events: ["*"], url: "http://localhost:4242/hook" })
        expect(changed.status, JSON.stringify(changed.body)).toBe(200)
        expect(changed.body.data.item).toMatchObject({
          description: "novo",
          events: ["*"],
          url: "http://localhost:4242/hook"
        })
        expect(changed.body.data.secret).toBeUndefined()
        const disabled = yield* patch({ status: "DISABLED" })
        expect(disabled.body.data.item.status).toBe("DISABLED")
        expect((yield* patch({ status: "DISABLED" })).body.data.item.status).toBe("DISABLED")
        const testWhileDisabled = yield* call("POST", `/v1/webhooks/test/${id}`, { key })
        expect(testWhileDisabled.status).toBe(409)
        expect(testWhileDisabled.body.error.code).toBe("INVALID_STATE_TRANSITION")
        expect((yield* patch({ status: "ACTIVE" })).body.data.item.status).toBe("ACTIVE")
        for (const bad of [
          { status: "PENDING_SECRET" },
          { events: [] },
          { description: "z".repeat(121) },
          { accountId: "x" }
        ]) {
          const refused = yield* patch(bad)
          expect(refused.status, JSON.stringify(bad)).toBe(400)
        }
        expect((yield* patch({ url: "http://hooks.example.com/x" })).body.error.code).toBe("INVALID_WEBHOOK_URL")
        expect((yield* patch({ url: "https://split.example.com/x" })).body.error.code).toBe("WEBHOOK_ADDRESS_FORBIDDEN")
        const after = yield* call("GET", `/v1/webhooks/get/${id}`, { key })
        expect(after.body.data.item).toMatchObject({
          status: "ACTIVE",
          url: "http://localhost:4242/hook",
          events: ["*"]
        })
      })
    )

    it.effect("delete answers the endpoint, then it is gone", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_delete")
        const item = (yield* create(key)).body.data.item
        const deleted = yield* call("DELETE", `/v1/webhooks/delete/${item.id}`, { key })
        expect(deleted.status).toBe(200)
        expect(deleted.body.data).toEqual({ item })
        expect((yield* call("GET", `/v1/webhooks/get/${item.id}`, { key })).status).toBe(404)
        expect((yield* call("DELETE", `/v1/webhooks/delete/${item.id}`, { key })).status).toBe(404)
      })
    )

    it.effect("test: one webhook.test event in the outbox, its aggregate the endpoint, answered by its evt_ id", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_test")
        const item = (yield* create(key)).body.data.item
        const answer = yield* call("POST", `/v1/webhooks/test/${item.id}`, { key })
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        expect(answer.body.data.item.id).toBe(item.id)
        expect(answer.body.data.event.type).toBe("webhook.test")
        const outbox = yield* Outbox.Outbox
        const events = yield* outbox.readAfter(Outbox.outboxStart, 100, { accountId: "acc_wh_test" as never }).pipe(
          Effect.map((page) => page.events),
          Effect.filterOrFail(
            (found) => found.length > 0,
            () => "waiting for the outbox"
          ),
          Effect.retry(Schedule.spaced("50 millis").pipe(Schedule.upTo({ duration: "5 seconds" })))
        )
        expect(events).toHaveLength(1)
        // The event id as the events API and the gateway show it, not the bare outbox number.
        expect(answer.body.data.event.id).toBe(`evt_${events[0]!.id}`)
        expect(events[0]).toMatchObject({
          eventType: "webhook.test",
          aggregateId: item.id,
          payload: { endpointId: item.id, url: item.url }
        })
        expect(typeof (events[0]!.payload as { message: unknown }).message).toBe("string")
      })
    )

    it.effect("rotation: a new secret once; the old one kept for the grace; 0 revokes it; bad grace is a 400", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_rotate")
        const created = (yield* create(key)).body.data
        const store = yield* WebhookEndpoints.WebhookEndpoints
        const stored = () =>
          Effect.map(store.findById("acc_wh_rotate" as never, created.item.id), (found) => Option.getOrThrow(found))
        const bare = yield* call("POST", `/v1/webhooks/rotate-secret/${created.item.id}`, { key })
        expect(bare.status, JSON.stringify(bare.body)).toBe(200)
        const rotated = yield* call("POST", `/v1/webhooks/rotate-secret/${created.item.id}`, { key, body: {} })
        expect(rotated.status, JSON.stringify(rotated.body)).toBe(200)
        expect(rotated.body.data.secret).toMatch(secretShape)
        expect(rotated.body.data.secret).not.toBe(created.secret)
        const afterDefault = yield* stored()
        expect(afterDefault.secret).toBe(rotated.body.data.secret)
        expect(afterDefault.previousSecret).toBe(bare.body.data.secret)
        const graceMs = afterDefault.previousSecretExpiresAt!.getTime() - afterDefault.updatedAt.getTime()
        expect(graceMs).toBe(86_400_000)
        const short = yield* call("POST", `/v1/webhooks/rotate-secret/${created.item.id}`, {
          key,
          body: { graceSeconds: 600 }
        })
        const afterShort = yield* stored()
        expect(afterShort.previousSecret).toBe(rotated.body.data.secret)
        expect(afterShort.previousSecretExpiresAt!.getTime() - afterShort.updatedAt.getTime()).toBe(600_000)
        const revoke = yield* call("POST", `/v1/webhooks/rotate-secret/${created.item.id}`, {
          key,
          body: { graceSeconds: 0 }
        })
        expect(revoke.status).toBe(200)
        const afterRevoke = yield* stored()
        expect(afterRevoke).toMatchObject({ secret: revoke.body.data.secret, previousSecret: undefined })
        expect(short.body.data.secret).not.toBe(revoke.body.data.secret)
        for (const graceSeconds of [-1, 604_801, 1.5, "60"]) {
          const refused = yield* call("POST", `/v1/webhooks/rotate-secret/${created.item.id}`, {
            key,
            body: { graceSeconds }
          })
          expect(refused.status, String(graceSeconds)).toBe(400)
          expect(refused.body.error.code).toBe("VALIDATION_ERROR")
        }
        const unknownField = yield* call("POST", `/v1/webhooks/rotate-secret/${created.item.id}`, {
          key,
          body: { graceSeconds: 60, secret: "whsec_mine" }
        })
        expect(unknownField.status).toBe(400)
        expect(unknownField.body.error.code).toBe("VALIDATION_ERROR")
        expect((yield* stored()).secret).toBe(revoke.body.data.secret)
        const got = yield* call("GET", `/v1/webhooks/get/${created.item.id}`, { key })
        expect(JSON.stringify(got.body)).not.toContain("whsec_")
      })
    )

    it.effect("sandbox mode takes http://localhost and http://127.0.0.1 and checks other hosts like live", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_sandbox")
        for (const url of ["http://localhost:3000/webhooks", "http://127.0.0.1/x", "https://hooks.example.com/"]) {
          expect((yield* create(key, { url })).status, url).toBe(200)
        }
        for (const [url, code] of [
          ["http://hooks.example.com/x", "INVALID_WEBHOOK_URL"],
          ["http://[::1]:3000/", "INVALID_WEBHOOK_URL"],
          ["https://10.0.0.1/", "WEBHOOK_ADDRESS_FORBIDDEN"],
          ["https://metadata.example.com/", "WEBHOOK_ADDRESS_FORBIDDEN"],
          ["https://unknown.example.com/", "WEBHOOK_HOST_UNRESOLVABLE"]
        ] as const) {
          const answer = yield* create(key, { url })
          expect(answer.status, url).toBe(400)
          expect(answer.body.error.code, url).toBe(code)
        }
      })
    )

    it.effect("the derived client creates, reads, lists, updates and deletes", () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_wh_client")
        const client = yield* HttpApiClient.make(TrilhoApi, {
          transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader("x-api-key", key))
        })
        const created = yield* client.webhooks.create({ payload: body })
        expect(created.data.secret).toMatch(secretShape)
        const id = created.data.item.id
        expect((yield* client.webhooks.get({ params: { id } })).data.item.id).toBe(id)
        expect((yield* client.webhooks.list({ query: {} })).data.total).toBe(1)
        const updated = yield* client.webhooks.update({ params: { id }, payload: { status: "DISABLED" } })
        expect(updated.data.item.status).toBe("DISABLED")
        const rotated = yield* client.webhooks.rotateSecret({ params: { id }, payload: { graceSeconds: 0 } })
        expect(rotated.data.secret).not.toBe(created.data.secret)
        expect((yield* client.webhooks.delete({ params: { id } })).data.item.id).toBe(id)
      })
    )
  }
)
