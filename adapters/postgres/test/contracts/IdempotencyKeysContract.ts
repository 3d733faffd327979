import { expect, layer, type Vitest } from "@effect/vitest"
import { Idempotency, IdempotencyKeys } from "@trilho/domain"
import { Effect, type Layer, Option } from "effect"
import { T0, at, hourMs, uid } from "./fixtures.ts"

type Record_ = Idempotency.IdempotencyRecord

/** A fresh PENDING row (its own account, API key and key unless given). */
const pending = (overrides: Partial<Record_> = {}): Record_ => ({
  accountId: uid("acc"),
  apiKeyId: uid("key"),
  key: uid("idem") as Idempotency.IdempotencyKey,
  fingerprint: "fp-1",
  status: "PENDING",
  lockToken: uid("tok"),
  lockedUntil: at(T0, 60_000),
  createdAt: T0,
  expiresAt: at(T0, 24 * hourMs),
  ...overrides
})

const response = { statusCode: 200, bodyJson: '{"message":"charge created","data":{"id":"pix_1","d":"ção €"}}' }

/** The behaviour every `IdempotencyKeys` store shares. */
export const idempotencyKeysTests = (it: Vitest.MethodsNonLive<IdempotencyKeys.IdempotencyKeys>) => {
  it.effect(
    "the first insert of a scope holds it; a second gets the first row; another API key or account is its own scope",
    () =>
      Effect.gen(function* () {
        const keys = yield* IdempotencyKeys.IdempotencyKeys
        const first = pending({
          key: "a b".replace(" ", "~!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}") as Idempotency.IdempotencyKey
        })
        expect(yield* keys.insert(first)).toEqual({ _tag: "Inserted", record: first })
        const second = { ...first, fingerprint: "fp-2", lockToken: uid("tok") }
        expect(yield* keys.insert(second)).toEqual({ _tag: "Exists", record: first })
        const otherKey = { ...second, apiKeyId: uid("key") }
        expect((yield* keys.insert(otherKey))._tag).toBe("Inserted")
        const otherAccount = { ...second, accountId: uid("acc") }
        expect((yield* keys.insert(otherAccount))._tag).toBe("Inserted")
        expect(yield* keys.findByScope(first)).toEqual(Option.some(first))
        expect(yield* keys.findByScope({ ...first, key: uid("none") as Idempotency.IdempotencyKey })).toEqual(
          Option.none()
        )
      })
  )

  it.effect("of 20 concurrent inserts of one scope exactly one holds it, and every other sees the holder's row", () =>
    Effect.gen(function* () {
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const base = pending()
      const outcomes = yield* Effect.forEach(
        Array.from({ length: 20 }, (_, i) => ({ ...base, lockToken: `${base.lockToken}-${i}` })),
        (record) => keys.insert(record),
        { concurrency: "unbounded" }
      )
      const inserted = outcomes.filter((o) => o._tag === "Inserted")
      expect(inserted).toHaveLength(1)
      for (const o of outcomes) expect(o.record.lockToken).toBe(inserted[0]!.record.lockToken)
    })
  )

  it.effect("completion stores the answer under the holder's token only, once", () =>
    Effect.gen(function* () {
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const row = pending()
      yield* keys.insert(row)
      expect(yield* keys.updateCompleted(row, "another-token", response)).toBe(false)
      expect(yield* keys.updateCompleted(row, row.lockToken, response)).toBe(true)
      expect(yield* keys.findByScope(row)).toEqual(Option.some({ ...row, status: "COMPLETED", response }))
      expect(yield* keys.updateCompleted(row, row.lockToken, { statusCode: 201, bodyJson: "{}" })).toBe(false)
      expect(yield* keys.deletePending(row, row.lockToken)).toBe(false)
      expect(Option.getOrThrow(yield* keys.findByScope(row)).response).toEqual(response)
    })
  )

  it.effect("a release deletes the holder's PENDING row only, and frees the scope for a new insert", () =>
    Effect.gen(function* () {
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const row = pending()
      yield* keys.insert(row)
      expect(yield* keys.deletePending(row, "another-token")).toBe(false)
      expect(yield* keys.deletePending(row, row.lockToken)).toBe(true)
      expect(yield* keys.findByScope(row)).toEqual(Option.none())
      const next = { ...row, lockToken: uid("tok"), fingerprint: "fp-9" }
      expect(yield* keys.insert(next)).toEqual({ _tag: "Inserted", record: next })
    })
  )

  it.effect("a take-over replaces the row seen, and of concurrent take-overs of one row exactly one wins", () =>
    Effect.gen(function* () {
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const row = pending()
      yield* keys.insert(row)
      const later = at(T0, 120_000)
      const takers = Array.from({ length: 10 }, (_, i) => ({
        ...row,
        fingerprint: `fp-t${i}`,
        lockToken: uid("tok"),
        lockedUntil: at(later, 60_000),
        createdAt: later,
        expiresAt: at(later, 24 * hourMs)
      }))
      const won = yield* Effect.forEach(takers, (taker) => keys.updateTakeOver(row, taker), {
        concurrency: "unbounded"
      })
      expect(won.filter(Boolean)).toHaveLength(1)
      const winner = takers[won.indexOf(true)]!
      expect(yield* keys.findByScope(row)).toEqual(Option.some(winner))
      // The crashed holder's late completion no longer lands.
      expect(yield* keys.updateCompleted(row, row.lockToken, response)).toBe(false)
      expect(yield* keys.updateCompleted(row, winner.lockToken, response)).toBe(true)
      // A completed row is not taken over through a stale PENDING view of it, only through its COMPLETED view.
      expect(yield* keys.updateTakeOver({ ...winner, status: "PENDING" }, { ...winner, lockToken: uid("tok") })).toBe(
        false
      )
      const fresh = { ...winner, lockToken: uid("tok"), fingerprint: "fp-new" }
      expect(yield* keys.updateTakeOver({ ...winner, status: "COMPLETED", response }, fresh)).toBe(true)
      expect(yield* keys.findByScope(row)).toEqual(Option.some(fresh))
    })
  )

  it.effect("pruning deletes the rows expired before the bound, and only those", () =>
    Effect.gen(function* () {
      const keys = yield* IdempotencyKeys.IdempotencyKeys
      const bound = at(T0, -1000 * hourMs)
      const old = pending({ createdAt: at(bound, -25 * hourMs), expiresAt: at(bound, -1) })
      const fresh = pending({ createdAt: at(bound, -23 * hourMs), expiresAt: at(bound, hourMs) })
      const ending = pending({ createdAt: at(bound, -24 * hourMs), expiresAt: bound })
      for (const row of [old, fresh, ending]) yield* keys.insert(row)
      // Pruning deletes exactly the rows Idempotency.isExpired at the bound.
      const expired = [old, fresh, ending].filter((row) => Idempotency.isExpired(row, bound.getTime()))
      expect(expired).toEqual([old, ending])
      expect(yield* keys.prune(bound)).toBe(expired.length)
      expect(yield* keys.findByScope(old)).toEqual(Option.none())
      expect(yield* keys.findByScope(ending)).toEqual(Option.none())
      expect(Option.isSome(yield* keys.findByScope(fresh))).toBe(true)
      expect(yield* keys.prune(bound)).toBe(0)
    })
  )
}

/** The contract against one store, built once for the suite. */
export const idempotencyKeysContract = <E>(name: string, store: Layer.Layer<IdempotencyKeys.IdempotencyKeys, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => idempotencyKeysTests(it))
