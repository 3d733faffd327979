import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Ref } from "effect"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { Charges } from "../../src/charges/Charges.ts"
import { ChargeFollowerError, ChargeFollowers } from "../../src/charges/Followers.ts"
import type { ChargeRecord } from "../../src/charges/Record.ts"
import { allEvents, m1, paidNotice, request, seed } from "./world.ts"

/** Charges whose followers record every settled charge, and refuse while `refusing` holds. */
const withFollower = Effect.gen(function* () {
  const seen = yield* Ref.make<ReadonlyArray<Pick<ChargeRecord, "id" | "status">>>([])
  const refusing = yield* Ref.make(false)
  const layer = Charges.Test.pipe(
    Layer.provide(
      Layer.succeed(ChargeFollowers, {
        onSettled: (charge) =>
          Effect.flatMap(Ref.get(refusing), (refuse) =>
            refuse
              ? Effect.fail(new ChargeFollowerError({ message: "follower down" }))
              : Ref.update(seen, (list) => [...list, { id: charge.id, status: charge.status }])
          )
      })
    )
  )
  return { seen, refusing, layer }
})

describe("Charge followers", () => {
  it.effect("a follower sees each charge that leaves PENDING, once, inside the same change", () =>
    Effect.gen(function* () {
      const { seen, layer } = yield* withFollower
      yield* Effect.gen(function* () {
        yield* seed()
        const charges = yield* Charges
        const paid = (yield* charges.create(request())).record
        const expired = (yield* charges.create(request({ externalReference: "r2" }))).record
        yield* charges.confirmPaid(paidNotice(paid))
        yield* charges.confirmPaid(paidNotice(paid))
        yield* charges.expire({
          _tag: "ChargeExpired",
          referenceId: expired.referenceId,
          txid: expired.txid,
          expiresAt: expired.expiresAt
        })
        expect(yield* Ref.get(seen)).toEqual([
          { id: paid.id, status: "COMPLETED" },
          { id: expired.id, status: "CANCELED" }
        ])
      }).pipe(Effect.provide(layer))
    })
  )

  it.effect("a follower's failure rolls the charge's change and its events back", () =>
    Effect.gen(function* () {
      const { refusing, layer } = yield* withFollower
      yield* Effect.gen(function* () {
        yield* seed()
        const charges = yield* Charges
        const record = (yield* charges.create(request())).record
        const before = (yield* allEvents).length
        yield* Ref.set(refusing, true)
        expect(yield* Effect.flip(charges.confirmPaid(paidNotice(record)))).toMatchObject({
          _tag: "ChargeFollowerError"
        })
        const store = yield* ChargeStore
        expect(Option.getOrThrow(yield* store.findById(m1, record.id)).status).toBe("PENDING")
        expect((yield* allEvents).length).toBe(before)
        yield* Ref.set(refusing, false)
        expect((yield* charges.confirmPaid(paidNotice(record))).record.status).toBe("COMPLETED")
      }).pipe(Effect.provide(layer))
    })
  )
})
