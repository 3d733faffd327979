import { expect, type Vitest } from "@effect/vitest"
import { ApiKeys, Auth, type Ledger, RateLimiter } from "@trilho/domain"
import { Effect, Option } from "effect"
import { createHash } from "node:crypto"
import { T0, at, uid } from "./fixtures.ts"

const minuteMs = 60_000

/** A fresh key id of the `key_<letters or digits>` shape. */
const keyId = () => `key_${uid("k").replace(/[^0-9A-Za-z]/g, "")}` as Auth.ApiKeyId

const apiKey = (accountId: string, overrides: Partial<Auth.ApiKey> = {}): Auth.ApiKey => {
  const id = keyId()
  return {
    id,
    accountId: accountId as Ledger.AccountId,
    name: `key ${id}`,
    hashHex: createHash("sha256").update(id).digest("hex"),
    hint: id.slice(-4),
    rail: "PADRAO",
    permissions: ["payment-pix/create", "refunds/*", "subaccount/portal/*"],
    ipAllowlist: ["203.0.113.0/24", "2001:db8::/32", "198.51.100.7"],
    requestsPerMinute: Auth.requestsPerMinuteDefault,
    revoked: false,
    createdAt: T0,
    ...overrides
  }
}

/** The behaviour every `ApiKeys` store shares. */
export const apiKeysTests = (it: Vitest.MethodsNonLive<ApiKeys.ApiKeys>) => {
  it.effect("a key is found by the hash of its secret, as stored, and an unknown hash finds nothing", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys.ApiKeys
      const key = apiKey(uid("acc"))
      const bare = apiKey(uid("acc"), { permissions: ["*"], ipAllowlist: [], requestsPerMinute: 7 })
      yield* keys.insert(key)
      yield* keys.insert(bare)
      expect(yield* keys.findByHash(key.hashHex)).toEqual(Option.some(key))
      expect(yield* keys.findByHash(bare.hashHex)).toEqual(Option.some(bare))
      expect(yield* keys.findByHash(createHash("sha256").update(uid("none")).digest("hex"))).toEqual(Option.none())
    })
  )

  it.effect("a key is found by id in its own account only: another account's key id is not found", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys.ApiKeys
      const owner = uid("acc")
      const other = uid("acc")
      const key = apiKey(owner)
      yield* keys.insert(key)
      expect(yield* keys.findById(owner as Ledger.AccountId, key.id)).toEqual(Option.some(key))
      expect(yield* keys.findById(other as Ledger.AccountId, key.id)).toEqual(Option.none())
      expect(yield* keys.findById(owner as Ledger.AccountId, keyId())).toEqual(Option.none())
      expect(yield* Effect.flip(keys.updateRevoked(other as Ledger.AccountId, key.id))).toMatchObject({
        _tag: "ApiKeyNotFound",
        apiKeyId: key.id
      })
      expect(yield* Effect.flip(keys.updateRequestsPerMinute(other as Ledger.AccountId, key.id, 1))).toMatchObject({
        _tag: "ApiKeyNotFound",
        apiKeyId: key.id
      })
      expect(yield* keys.findById(owner as Ledger.AccountId, key.id)).toEqual(Option.some(key))
    })
  )

  it.effect("an account lists its own keys, newest first", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys.ApiKeys
      const owner = uid("acc")
      const first = apiKey(owner, { createdAt: at(T0, 1) })
      const second = apiKey(owner, { createdAt: at(T0, 3) })
      const third = apiKey(owner, { createdAt: at(T0, 2), revoked: true })
      yield* keys.insert(first)
      yield* keys.insert(apiKey(uid("acc"), { createdAt: at(T0, 5) }))
      yield* keys.insert(second)
      yield* keys.insert(third)
      expect(yield* keys.findManyByAccount(owner as Ledger.AccountId)).toEqual([second, third, first])
      expect(yield* keys.findManyByAccount(uid("acc") as Ledger.AccountId)).toEqual([])
    })
  )

  it.effect("revoking sets the revoked flag, still found by hash; revoking twice changes nothing more", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys.ApiKeys
      const owner = uid("acc") as Ledger.AccountId
      const key = apiKey(owner)
      const kept = apiKey(owner)
      yield* keys.insert(key)
      yield* keys.insert(kept)
      yield* keys.updateRevoked(owner, key.id)
      expect(yield* keys.findByHash(key.hashHex)).toEqual(Option.some({ ...key, revoked: true }))
      yield* keys.updateRevoked(owner, key.id)
      expect(yield* keys.findById(owner, key.id)).toEqual(Option.some({ ...key, revoked: true }))
      expect(yield* keys.findByHash(kept.hashHex)).toEqual(Option.some(kept))
      expect(yield* Effect.flip(keys.updateRevoked(owner, keyId()))).toMatchObject({ _tag: "ApiKeyNotFound" })
    })
  )

  it.effect("a key's own request limit is set and read back", () =>
    Effect.gen(function* () {
      const keys = yield* ApiKeys.ApiKeys
      const owner = uid("acc") as Ledger.AccountId
      const key = apiKey(owner)
      yield* keys.insert(key)
      yield* keys.updateRequestsPerMinute(owner, key.id, 1_000)
      expect(yield* keys.findByHash(key.hashHex)).toEqual(Option.some({ ...key, requestsPerMinute: 1_000 }))
      expect(yield* Effect.flip(keys.updateRequestsPerMinute(owner, keyId(), 5))).toMatchObject({
        _tag: "ApiKeyNotFound"
      })
    })
  )
}

/** The behaviour every `RateLimiter` shares. */
export const rateLimiterTests = (it: Vitest.MethodsNonLive<RateLimiter.RateLimiter>) => {
  it.effect("hits of one subject in one window count 1, 2, 3; other subjects and windows count apart", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter.RateLimiter
      const key = `key:${uid("k")}`
      const ip = `ip:${uid("ip")}`
      const counts = [
        yield* limiter.hit(key, T0),
        yield* limiter.hit(key, T0),
        yield* limiter.hit(ip, T0),
        yield* limiter.hit(key, at(T0, minuteMs)),
        yield* limiter.hit(key, T0),
        yield* limiter.hit(key, at(T0, minuteMs)),
        yield* limiter.hit(ip, at(T0, -minuteMs))
      ]
      expect(counts).toEqual([1, 2, 1, 1, 3, 2, 1])
    })
  )

  it.effect("a hit of n counts reserves n at once: the counter after it, the caller's counts below it", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter.RateLimiter
      const key = `key:${uid("k")}`
      expect(yield* limiter.hit(key, T0, 5)).toBe(5)
      expect(yield* limiter.hit(key, T0)).toBe(6)
      expect(yield* limiter.hit(key, T0, 3)).toBe(9)
      expect(yield* limiter.hit(key, at(T0, minuteMs), 2)).toBe(2)
    })
  )

  it.effect("200 concurrent hits of one subject return each count from 1 to 200 exactly once", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter.RateLimiter
      const subject = `key:${uid("hot")}`
      const counts = yield* Effect.all(
        Array.from({ length: 200 }, () => limiter.hit(subject, T0)),
        { concurrency: "unbounded" }
      )
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
      expect(yield* limiter.hit(subject, T0)).toBe(201)
    })
  )

  // The windows of this test are the earliest any test of the suite uses, so `prune` sees only its own rows.
  it.effect("prune deletes the counters of windows that started before the bound and keeps the others", () =>
    Effect.gen(function* () {
      const limiter = yield* RateLimiter.RateLimiter
      const w0 = new Date("1990-01-01T00:00:00.000Z")
      const w1 = at(w0, minuteMs)
      const a = `key:${uid("old")}`
      const b = `ip:${uid("old")}`
      yield* limiter.hit(a, w0)
      yield* limiter.hit(a, w0)
      yield* limiter.hit(b, w0)
      yield* limiter.hit(a, w1)
      expect(yield* limiter.prune(w0)).toBe(0)
      expect(yield* limiter.prune(w1)).toBe(2)
      expect(yield* limiter.prune(w1)).toBe(0)
      expect(yield* limiter.hit(a, w0)).toBe(1)
      expect(yield* limiter.hit(a, w1)).toBe(2)
      expect(yield* limiter.prune(w1)).toBe(1)
    })
  )
}
