import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Ref, Schema } from "effect"
import { createOnce } from "../../src/shared/ExternalReference.ts"

interface Rec {
  readonly id: string
  readonly externalReference?: string | undefined
  readonly requestFingerprint: string
}

class Conflict extends Schema.TaggedError<Conflict>()("Conflict", { id: Schema.String }) {}
class Taken extends Schema.TaggedError<Taken>()("Taken", { externalReference: Schema.String }) {}
class Refused extends Schema.TaggedError<Refused>()("Refused", {}) {}

/** A store of records by reference, where a write under a taken reference fails with `Taken`. */
const world = Effect.gen(function* () {
  const rows = yield* Ref.make(new Map<string, Rec>())
  const writes = yield* Ref.make(0)
  const find = (reference: string) => Effect.map(Ref.get(rows), (map) => Option.fromNullishOr(map.get(reference)))
  const insert = (rec: Rec) =>
    Effect.flatMap(Ref.get(rows), (map) => {
      const reference = rec.externalReference
      if (reference !== undefined && map.has(reference)) return Effect.fail(new Taken({ externalReference: reference }))
      if (reference !== undefined) map.set(reference, rec)
      return Effect.as(
        Ref.update(writes, (n) => n + 1),
        { record: rec, replayed: false }
      )
    })
  const run = (rec: Rec, write: Effect.Effect<{ record: Rec; replayed: boolean }, Taken | Refused> = insert(rec)) =>
    createOnce({
      reference: rec.externalReference,
      fingerprint: rec.requestFingerprint,
      find,
      conflict: (existing) => new Conflict({ id: existing.id }),
      duplicate: "Taken",
      create: write
    })
  return { rows, writes, run, insert }
})

describe("createOnce", () => {
  it.effect("a repeat with the same body returns the first record and writes nothing", () =>
    Effect.gen(function* () {
      const w = yield* world
      yield* w.run({ id: "a", externalReference: "ref", requestFingerprint: "body" })
      const again = yield* w.run({ id: "b", externalReference: "ref", requestFingerprint: "body" })
      expect(again).toEqual({
        record: { id: "a", externalReference: "ref", requestFingerprint: "body" },
        replayed: true
      })
      expect(yield* Ref.get(w.writes)).toBe(1)
    })
  )

  it.effect("a repeat with another body is the conflict naming the first record", () =>
    Effect.gen(function* () {
      const w = yield* world
      yield* w.run({ id: "a", externalReference: "ref", requestFingerprint: "body" })
      const error = yield* Effect.flip(w.run({ id: "b", externalReference: "ref", requestFingerprint: "other" }))
      expect(error).toEqual(new Conflict({ id: "a" }))
    })
  )

  it.effect("without a reference every request creates", () =>
    Effect.gen(function* () {
      const w = yield* world
      yield* w.run({ id: "a", requestFingerprint: "body" })
      const second = yield* w.run({ id: "b", requestFingerprint: "body" })
      expect(second.replayed).toBe(false)
      expect(yield* Ref.get(w.writes)).toBe(2)
    })
  )

  it.effect("a write that lost the reference to a concurrent request answers with the winner, or its conflict", () =>
    Effect.gen(function* () {
      const w = yield* world
      const winner: Rec = { id: "a", externalReference: "ref", requestFingerprint: "body" }
      // The winner commits between the loser's read and its write.
      const losing = (fingerprint: string) =>
        w.run(
          { id: "b", externalReference: "ref", requestFingerprint: fingerprint },
          Effect.andThen(
            w.insert(winner),
            w.insert({ id: "b", externalReference: "ref", requestFingerprint: fingerprint })
          )
        )
      expect(yield* losing("body")).toEqual({ record: winner, replayed: true })
      yield* Ref.set(w.rows, new Map())
      expect(yield* Effect.flip(losing("other"))).toEqual(new Conflict({ id: "a" }))
    })
  )

  it.effect("other failures of the write pass through", () =>
    Effect.gen(function* () {
      const w = yield* world
      const error = yield* Effect.flip(
        w.run({ id: "a", externalReference: "ref", requestFingerprint: "body" }, Effect.fail(new Refused()))
      )
      expect(error).toEqual(new Refused())
    })
  )
})
