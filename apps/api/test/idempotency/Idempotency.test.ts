import { SqlClient } from "effect/sql"
import { expect, layer } from "@effect/vitest"
import { Crypto, Idempotency, IdempotencyKeys } from "@trilho/domain"
import { Clock, Effect, Option } from "effect"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { layerServer } from "./server.ts"

const route = "/v1/payment-pix/create"

/** A merchant and `keys` API keys of it (raised rate limit), each as its secret and id. */
const merchant = (id: string, keys = 1) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    return yield* Effect.forEach(Array.from({ length: keys }), () =>
      Effect.map(insertKey(id, ["*"], { requestsPerMinute: 100_000 }), (issued) => ({
        secret: issued.secret,
        id: issued.key.id
      }))
    )
  })

const create = (secret: string, body: unknown, idempotencyKey?: string) =>
  call("POST", route, {
    key: secret,
    body,
    ...(idempotencyKey === undefined ? {} : { headers: { "idempotency-key": idempotencyKey } })
  })

/** Charges of the account, counted in the database. */
const chargeCount = (accountId: string) =>
  SqlClient.SqlClient.use((sql) =>
    Effect.map(
      sql<{ readonly n: number }>`SELECT count(*)::int AS n FROM pix_charges WHERE account_id = ${accountId}`,
      (rows) => rows[0]!.n
    )
  ).pipe(Effect.orDie)

/** The key's row as a request with `body` would fingerprint it. */
const fingerprintOf = (body: unknown) =>
  Crypto.Crypto.use((crypto) => crypto.sha256Hex(Idempotency.fingerprintText("POST", route, body)))

let sequence = 0
const freshKey = () => `idem-${Date.now().toString(36)}-${++sequence}`

layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("Idempotency-Key on payment-pix/create", (it) => {
  it.effect("50 concurrent requests with one key create one charge; every answer is the first result or a 409", () =>
    Effect.gen(function* () {
      const [key] = yield* merchant("acc_idem_50")
      const body = { amount: 12.34, description: "Pedido concorrente" }
      const idem = freshKey()
      const answers = yield* Effect.forEach(Array.from({ length: 50 }), () => create(key!.secret, body, idem), {
        concurrency: "unbounded"
      })
      expect(yield* chargeCount("acc_idem_50")).toBe(1)
      const ok = answers.filter((a) => a.status === 200)
      const busy = answers.filter((a) => a.status === 409)
      expect(ok.length + busy.length, JSON.stringify(answers.map((a) => a.status))).toBe(50)
      expect(ok.length).toBeGreaterThanOrEqual(1)
      const firsts = ok.filter((a) => a.headers[IdempotencyHttp.replayedHeader] === undefined)
      expect(firsts).toHaveLength(1)
      const first = firsts[0]!.body
      for (const a of ok) {
        expect(a.body.data).toEqual(first.data)
        expect(a.body.message).toBe(first.message)
        if (a !== firsts[0]) expect(a.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      }
      for (const a of busy) {
        expect(a.body.error).toEqual({ code: "IDEMPOTENCY_KEY_IN_USE", statusCode: 409 })
        expect(Number(a.headers["retry-after"])).toBeGreaterThanOrEqual(1)
      }
      // Once the first has finished, the key answers its result to everyone.
      const later = yield* create(key!.secret, body, idem)
      expect(later.status).toBe(200)
      expect(later.body.data.id).toBe(first.data.id)
      expect(yield* chargeCount("acc_idem_50")).toBe(1)
    })
  )

  it.effect("a replay answers the first status, message and data, under its own request id", () =>
    Effect.gen(function* () {
      const [key] = yield* merchant("acc_idem_replay")
      const idem = freshKey()
      const body = { description: "Pedido replay", amount: 7.5, payer: { document: "12345678909", name: "Ana" } }
      const first = yield* create(key!.secret, body, idem)
      expect(first.status).toBe(200)
      expect(first.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
      // The same body with its fields in another order is the same request.
      const reordered = {
        payer: { name: "Ana", document: "12345678909" },
        amount: 7.5,
        description: "Pedido replay"
      }
      const again = yield* create(key!.secret, reordered, idem)
      expect(again.status).toBe(first.status)
      expect(again.headers[IdempotencyHttp.replayedHeader]).toBe("true")
      expect(again.body.data).toEqual(first.body.data)
      expect(again.body.message).toBe(first.body.message)
      expect(again.body.success).toBe(true)
      expect(again.body.requestId).not.toBe(first.body.requestId)
      expect(again.headers["x-request-id"]).toBe(again.body.requestId)
      expect(yield* chargeCount("acc_idem_replay")).toBe(1)
      // Without a key, the same body is a new charge.
      const unkeyed = yield* create(key!.secret, body)
      expect(unkeyed.body.data.id).not.toBe(first.body.data.id)
      expect(yield* chargeCount("acc_idem_replay")).toBe(2)
    })
  )

  it.effect("the same key with another amount is a 422 and creates nothing", () =>
    Effect.gen(function* () {
      const [key] = yield* merchant("acc_idem_422")
      const idem = freshKey()
      expect((yield* create(key!.secret, { amount: 10, description: "x" }, idem)).status).toBe(200)
      const other = yield* create(key!.secret, { amount: 11, description: "x" }, idem)
      expect(other.status).toBe(422)
      expect(other.body).toMatchObject({ success: false, error: { code: "IDEMPOTENCY_KEY_REUSED", statusCode: 422 } })
      expect(other.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
      expect(yield* chargeCount("acc_idem_422")).toBe(1)
    })
  )

  it.effect("the same key from another API key of the merchant is a separate charge", () =>
    Effect.gen(function* () {
      const [a, b] = yield* merchant("acc_idem_scope", 2)
      const idem = freshKey()
      const body = { amount: 5, description: "escopo" }
      const fromA = yield* create(a!.secret, body, idem)
      const fromB = yield* create(b!.secret, body, idem)
      expect(fromA.status).toBe(200)
      expect(fromB.status).toBe(200)
      expect(fromB.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
      expect(fromB.body.data.id).not.toBe(fromA.body.data.id)
      expect(yield* chargeCount("acc_idem_scope")).toBe(2)
      // Each key then replays its own charge.
      expect((yield* create(b!.secret, body, idem)).body.data.id).toBe(fromB.body.data.id)
      expect((yield* create(a!.secret, body, idem)).body.data.id).toBe(fromA.body.data.id)
    })
  )

  it.effect("a malformed key is a 400 INVALID_IDEMPOTENCY_KEY and creates nothing", () =>
    Effect.gen(function* () {
      const [key] = yield* merchant("acc_idem_400")
      for (const bad of ["a".repeat(256), "two words", "tab\there"]) {
        const answer = yield* create(key!.secret, { amount: 1, description: "x" }, bad)
        expect(answer.status, bad).toBe(400)
        expect(answer.body.error).toEqual({ code: "INVALID_IDEMPOTENCY_KEY", statusCode: 400 })
      }
      const longest = yield* create(key!.secret, { amount: 1, description: "x" }, "~".repeat(255))
      expect(longest.status).toBe(200)
      expect(yield* chargeCount("acc_idem_400")).toBe(1)
    })
  )

  it.effect(
    "refusals (pixRail, an unknown field, a bad amount) are not stored: the key stays free for the corrected body",
    () =>
      Effect.gen(function* () {
        const [key] = yield* merchant("acc_idem_refusals")
        const idem = freshKey()
        const refused = [
          [{ amount: 1, description: "x", pixRail: "PADRAO" }, "PIX_RAIL_NOT_ALLOWED"],
          [{ amount: 1, description: "x", accountId: "acc_other" }, "VALIDATION_ERROR"],
          [{ amount: "1,005", description: "x" }, "VALIDATION_ERROR"]
        ] as const
        for (const [body, code] of refused) {
          const answer = yield* create(key!.secret, body, idem)
          expect(answer.status).toBe(400)
          expect(answer.body.error.code).toBe(code)
          // Sent again, the refusal is computed again (never replayed as the key's answer).
          const again = yield* create(key!.secret, body, idem)
          expect(again.body.error.code).toBe(code)
          expect(again.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
        }
        const keys = yield* IdempotencyKeys.IdempotencyKeys
        const accountKey = {
          accountId: "acc_idem_refusals",
          apiKeyId: key!.id,
          key: idem as Idempotency.IdempotencyKey
        }
        expect(yield* keys.findByScope(accountKey)).toEqual(Option.none())
        const corrected = yield* create(key!.secret, { amount: 1, description: "x" }, idem)
        expect(corrected.status).toBe(200)
        expect(corrected.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
        expect(yield* chargeCount("acc_idem_refusals")).toBe(1)
      })
  )

  it.effect("a key held under a live lease is a 409 with Retry-After; past the lease a retry takes it over", () =>
    Effect.gen(function* () {
      const [key] = yield* merchant("acc_idem_lease")
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const body = { amount: 2, description: "lease" }
      const nowMs = yield* Clock.currentTimeMillis
      const held = (idem: string, lockedUntilMs: number): Idempotency.IdempotencyRecord => ({
        accountId: "acc_idem_lease",
        apiKeyId: key!.id,
        key: idem as Idempotency.IdempotencyKey,
        fingerprint: "",
        status: "PENDING",
        lockToken: `crashed-${idem}`,
        lockedUntil: new Date(lockedUntilMs),
        createdAt: new Date(nowMs - 1000),
        expiresAt: new Date(nowMs + Idempotency.keyTtlMs)
      })
      const fingerprint = yield* fingerprintOf(body)
      const live = freshKey()
      yield* keys.insert({ ...held(live, nowMs + 30_000), fingerprint })
      const busy = yield* create(key!.secret, body, live)
      expect(busy.status).toBe(409)
      expect(busy.body.error.code).toBe("IDEMPOTENCY_KEY_IN_USE")
      expect(Number(busy.headers["retry-after"])).toBeGreaterThanOrEqual(29)
      expect(Number(busy.headers["retry-after"])).toBeLessThanOrEqual(30)
      // Another body on a held key is still a mismatch, not a wait.
      expect((yield* create(key!.secret, { ...body, amount: 3 }, live)).status).toBe(422)
      expect(yield* chargeCount("acc_idem_lease")).toBe(0)

      const crashed = freshKey()
      yield* keys.insert({ ...held(crashed, nowMs - 1), fingerprint })
      const retried = yield* create(key!.secret, body, crashed)
      expect(retried.status).toBe(200)
      expect(retried.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()
      expect((yield* create(key!.secret, body, crashed)).body.data.id).toBe(retried.body.data.id)
      expect(yield* chargeCount("acc_idem_lease")).toBe(1)
    })
  )

  it.effect(
    "a crash between the charge's commit and the stored answer: after the lease, the retry finds the charge by externalReference",
    () =>
      Effect.gen(function* () {
        const [key] = yield* merchant("acc_idem_crash")
        const keys = yield* IdempotencyKeys.IdempotencyKeys
        const body = { amount: 9.9, description: "crash", externalReference: "ord-crash-1" }
        // What a crash leaves: the charge committed, the key still PENDING under its dead holder's lease.
        const committed = yield* create(key!.secret, body)
        expect(committed.status).toBe(200)
        const nowMs = yield* Clock.currentTimeMillis
        const idem = freshKey()
        yield* keys.insert({
          accountId: "acc_idem_crash",
          apiKeyId: key!.id,
          key: idem as Idempotency.IdempotencyKey,
          fingerprint: yield* fingerprintOf(body),
          status: "PENDING",
          lockToken: "dead-holder",
          lockedUntil: new Date(nowMs - 1),
          createdAt: new Date(nowMs - Idempotency.leaseMs - 1),
          expiresAt: new Date(nowMs + Idempotency.keyTtlMs)
        })
        const retried = yield* create(key!.secret, body, idem)
        expect(retried.status).toBe(200)
        expect(retried.body.data.id).toBe(committed.body.data.id)
        expect(retried.body.message).toBe("charge already created")
        const replayed = yield* create(key!.secret, body, idem)
        expect(replayed.headers[IdempotencyHttp.replayedHeader]).toBe("true")
        expect(replayed.body.data.id).toBe(committed.body.data.id)
        expect(yield* chargeCount("acc_idem_crash")).toBe(1)
      })
  )

  it.effect("a key older than 24 h binds nothing: another body runs, and pruning deletes expired keys", () =>
    Effect.gen(function* () {
      const [key] = yield* merchant("acc_idem_ttl")
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const nowMs = yield* Clock.currentTimeMillis
      const idem = freshKey()
      const old: Idempotency.IdempotencyRecord = {
        accountId: "acc_idem_ttl",
        apiKeyId: key!.id,
        key: idem as Idempotency.IdempotencyKey,
        fingerprint: yield* fingerprintOf({ amount: 1, description: "ontem" }),
        status: "PENDING",
        lockToken: "old",
        lockedUntil: new Date(nowMs - Idempotency.keyTtlMs),
        createdAt: new Date(nowMs - Idempotency.keyTtlMs - 60_000),
        expiresAt: new Date(nowMs - 60_000)
      }
      yield* keys.insert(old)
      yield* keys.updateCompleted(old, "old", { statusCode: 200, bodyJson: '{"message":"old","data":{}}' })
      const fresh = yield* create(key!.secret, { amount: 4, description: "hoje" }, idem)
      expect(fresh.status).toBe(200)
      expect(fresh.headers[IdempotencyHttp.replayedHeader]).toBeUndefined()

      const stale = freshKey()
      yield* keys.insert({ ...old, key: stale as Idempotency.IdempotencyKey })
      expect(yield* IdempotencyHttp.pruneOnce).toBeGreaterThanOrEqual(1)
      expect(yield* keys.findByScope({ ...old, key: stale as Idempotency.IdempotencyKey })).toEqual(Option.none())
      expect(Option.isSome(yield* keys.findByScope(old))).toBe(true)
    })
  )
})
