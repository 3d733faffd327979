import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import type { ChargeListFilters } from "../../src/charges/Record.ts"
import * as Statement from "../../src/transactions/statement/index.ts"
import { a, b, c, chargeOf, idOf, openAccounts, readAll, store, world } from "./statementWorld.ts"

describe("Statement (memory)", () => {
  it.effect(
    "a split partner sees a SPLIT_IN of its share, the merchant its PIX_IN; a subaccount's profit is listed",
    () =>
      Effect.gen(function* () {
        yield* openAccounts
        const split = yield* store(
          chargeOf(1, a, {
            gross: 10_000,
            platformFee: 100,
            profit: 0,
            split: { to: b, amount: 2_475 },
            createdAtMs: 0
          }),
          1_000
        )
        const sub = yield* store(
          chargeOf(2, a, { gross: 5_000, platformFee: 50, profit: 30, subaccountId: "sub_1", createdAtMs: 2_000 }),
          3_000
        )
        const ofB = yield* readAll(b, {}, 10)
        expect(ofB.map((i) => (i._tag === "Movement" ? [i.movement.type, i.movement.amountCentavos] : i._tag))).toEqual(
          [["SPLIT_IN", 2_475]]
        )
        const movement = ofB[0]!._tag === "Movement" ? ofB[0]!.movement : undefined
        expect(movement).toMatchObject({ referenceId: split.id, id: `spl_${split.id.slice(4)}` })
        expect(Statement.toLeanItem(ofB[0]!)).toEqual({
          id: `spl_${split.id.slice(4)}`,
          type: "SPLIT_IN",
          status: "COMPLETED",
          amount: 24.75,
          feeAmount: 0,
          netAmount: 24.75,
          currency: "BRL",
          description: "Split share of a PIX charge",
          referenceId: split.id,
          createdAt: new Date(1_000).toISOString(),
          completedAt: new Date(1_000).toISOString()
        })
        // a: the profit (newest), the subaccount's charge, the split charge.
        const ofA = yield* readAll(a, {}, 2)
        expect(ofA.map(idOf)).toEqual([`prf_${sub.id.slice(4)}`, sub.id, split.id])
        expect(ofA[0]).toMatchObject({
          movement: { type: "SUBACCOUNT_PROFIT", amountCentavos: 30, referenceId: sub.id }
        })
        // The subaccount's statement: its charge, no profit (credited to the main account).
        expect((yield* readAll(a, { subaccountId: "sub_1" }, 10)).map(idOf)).toEqual([sub.id])
        // Another merchant's subaccount is not read, and c has nothing.
        expect(yield* readAll(b, { subaccountId: "sub_1" }, 10)).toEqual([])
        expect(yield* readAll(c, {}, 10)).toEqual([])
      }).pipe(Effect.provide(world()))
  )

  it.effect("filters: status, dates, externalReference and search include or exclude a movement", () =>
    Effect.gen(function* () {
      yield* openAccounts
      const split = yield* store(
        chargeOf(1, a, { gross: 10_000, platformFee: 0, profit: 0, split: { to: b, amount: 100 }, createdAtMs: 0 }),
        5_000
      )
      yield* store(chargeOf(2, b, { gross: 700, platformFee: 0, profit: 0, createdAtMs: 6_000 }))
      const ids = (filters: ChargeListFilters) => Effect.map(readAll(b, filters, 100), (items) => items.map(idOf))
      const movement = `spl_${split.id.slice(4)}`
      expect(yield* ids({ status: "COMPLETED" })).toEqual([movement])
      expect(yield* ids({ status: "PENDING" })).not.toContain(movement)
      expect(yield* ids({ dateFrom: new Date(5_000), dateTo: new Date(5_000) })).toEqual([movement])
      expect(yield* ids({ dateFrom: new Date(5_001) })).not.toContain(movement)
      expect(yield* ids({ dateTo: new Date(4_999) })).toEqual([])
      expect(yield* ids({ externalReference: "x" })).toEqual([])
      expect(yield* ids({ search: split.id.slice(-8).toLowerCase() })).toEqual([movement])
      expect(yield* ids({ search: "SPLIT SHARE" })).toEqual([movement])
      expect(yield* ids({ search: "nothing like it" })).toEqual([])
    }).pipe(Effect.provide(world()))
  )
})
