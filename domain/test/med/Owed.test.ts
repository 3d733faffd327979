import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import * as ChargeStore from "../../src/charges/ChargeStore.ts"
import * as Outbox from "../../src/events/Outbox.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { EntryId, type LedgerAccountId, subLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { holderOf } from "../../src/med/Blocks.ts"
import type { MedDispute } from "../../src/med/Dispute.ts"
import { isOpen } from "../../src/med/Machine.ts"
import { Meds } from "../../src/med/Meds.ts"
import * as MedStore from "../../src/med/MedStore.ts"
import * as Crypto from "../../src/shared/Crypto.ts"
import * as Ids from "../../src/shared/Ids.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { fund, mainOf, openSubaccount, paidCharge, seedShop, shop, world } from "./world.ts"

const test = <A, E>(name: string, body: () => Effect.Effect<A, E, any>, layer: Layer.Layer<any> = world()) =>
  it.effect(name, () => Effect.provide(body(), layer) as Effect.Effect<A, E>)

let spends = 0

/**
 * The holder's merchant spends `amountCentavos` of its money not yet blocked (locked money too, as a refund may), when
 * there is that much; returns what it spent.
 */
const spend = (holder: LedgerAccountId, amountCentavos: number) =>
  Effect.gen(function* () {
    const ledger = yield* Ledger
    const view = yield* ledger.balance(holder)
    if (view.availableCentavos - view.medBlockedCentavos < amountCentavos) return 0
    yield* ledger.post({
      id: EntryId.make(`ent_owed_spend_${++spends}`),
      accountId: shop,
      kind: "ADJUSTMENT",
      postings: [
        { ledgerAccountId: holder, amountCentavos: -amountCentavos as never, bucket: "available", spend: "available" },
        { ledgerAccountId: SystemAccount.pixClearing, amountCentavos: amountCentavos as never, bucket: "available" }
      ],
      createdAt: new Date(0)
    })
    return amountCentavos
  })

const balanceOf = (holder: LedgerAccountId) => Effect.flatMap(Ledger, (ledger) => ledger.balance(holder))

/** Disputes the catch-up's page read before they moved: `findOwing` returns them first, as they were. */
let staleOwing: ReadonlyArray<MedDispute> = []

/** `Meds.Test`, with a dispute store whose `findOwing` also returns `staleOwing`. */
const worldWithStalePage = Layer.suspend(() => {
  const store = Layer.effect(
    MedStore.MedStore,
    Effect.map(MedStore.makeMemory, (memory) =>
      MedStore.MedStore.of({
        ...memory,
        findOwing: (limit, after) =>
          Effect.map(memory.findOwing(limit, after), (found) =>
            after === undefined ? [...staleOwing, ...found] : found
          )
      })
    )
  )
  const enlisted = Layer.mergeAll(store, ChargeStore.layerMemory, Outbox.layerMemory)
  const ledger = Layer.provideMerge(Accounts.layerMemory, Ledger.Test)
  const ports = Layer.mergeAll(
    Layer.provideMerge(enlisted, Transactor.layerMemory),
    ledger,
    Crypto.layerDeterministic()
  )
  return Layer.provideMerge(Meds.Default, Layer.provideMerge(Ids.layerCounter, ports))
})

describe("Meds.blockAllOwed", { timeout: 30_000 }, () => {
  test("a dispute on an account short of money blocks what there is; the catch-up blocks the rest as money arrives", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      const meds = yield* Meds
      const charge = yield* paidCharge(10_000)
      yield* spend(mainOf, 7_000)
      const d = yield* meds.open({ accountId: shop, transactionId: charge.id, type: "coercion" })
      expect(d).toMatchObject({ amountCentavos: 10_000, blockedCentavos: 3_000 })
      // Nothing free: the pass reads the dispute and blocks nothing.
      expect(yield* meds.blockAllOwed(10)).toEqual({ examined: 1, blockedCentavos: 0 })
      yield* fund(mainOf, 5_000, new Date(0))
      expect(yield* meds.blockAllOwed(10)).toEqual({ examined: 1, blockedCentavos: 5_000 })
      expect((yield* meds.findById(shop, d.id)).blockedCentavos).toBe(8_000)
      // More than it owes arrives: it takes only the 2 000 it lacks.
      yield* fund(mainOf, 5_000, new Date(0))
      expect(yield* meds.blockAllOwed(10)).toEqual({ examined: 1, blockedCentavos: 2_000 })
      expect((yield* meds.findById(shop, d.id)).blockedCentavos).toBe(10_000)
      expect(yield* balanceOf(mainOf)).toMatchObject({ availableCentavos: 13_000, medBlockedCentavos: 10_000 })
      // Owing nothing, it is no longer read.
      expect(yield* meds.blockAllOwed(10)).toEqual({ examined: 0, blockedCentavos: 0 })
      expect((yield* (yield* LedgerStore).verify()).negativeBalances).toBe(0)
    }))

  test("two owing disputes of one account: the oldest takes arriving money first; a subaccount's takes none of it", () =>
    Effect.gen(function* () {
      yield* seedShop({ medAutomaticContest: false })
      yield* openSubaccount("sub_o")
      const sub = subLedgerAccount("sub_o")
      const meds = yield* Meds
      const first = yield* paidCharge(10_000)
      const second = yield* paidCharge(6_000)
      const ofSub = yield* paidCharge(2_000, { subaccountId: "sub_o" })
      yield* spend(mainOf, 15_000)
      yield* spend(sub, 2_000)
      const older = yield* meds.open({ accountId: shop, transactionId: first.id, type: "other" })
      yield* TestClock.adjust(1_000)
      const newer = yield* meds.open({ accountId: shop, transactionId: second.id, type: "other" })
      const subDispute = yield* meds.open({ accountId: shop, transactionId: ofSub.id, type: "other" })
      expect([older.blockedCentavos, newer.blockedCentavos, subDispute.blockedCentavos]).toEqual([1_000, 0, 0])
      const blocked = Effect.forEach([older, newer, subDispute], (d) =>
        Effect.map(meds.findById(shop, d.id), (now) => now.blockedCentavos)
      )
      yield* fund(mainOf, 4_000, new Date(0))
      // Pages of one dispute: the pass walks them all.
      expect(yield* meds.blockAllOwed(1)).toEqual({ examined: 3, blockedCentavos: 4_000 })
      expect(yield* blocked).toEqual([5_000, 0, 0])
      yield* fund(mainOf, 8_000, new Date(0))
      expect(yield* meds.blockAllOwed(1)).toEqual({ examined: 3, blockedCentavos: 8_000 })
      expect(yield* blocked).toEqual([10_000, 3_000, 0])
      expect(yield* balanceOf(mainOf)).toMatchObject({ availableCentavos: 13_000, medBlockedCentavos: 13_000 })
      expect(yield* balanceOf(sub)).toMatchObject({ availableCentavos: 0, medBlockedCentavos: 0 })
    }))

  test(
    "a dispute concluded after the pass read it is skipped, not a failure, and blocks nothing",
    () =>
      Effect.gen(function* () {
        yield* seedShop({ medAutomaticContest: false })
        const meds = yield* Meds
        const a = yield* paidCharge(10_000)
        const b = yield* paidCharge(4_000)
        yield* spend(mainOf, 13_000)
        const gone = yield* meds.open({ accountId: shop, transactionId: a.id, type: "other" })
        const owing = yield* meds.open({ accountId: shop, transactionId: b.id, type: "other" })
        yield* meds.decide(shop, gone.id, "cancel")
        staleOwing = [gone]
        yield* fund(mainOf, 5_000, new Date(0))
        expect(yield* meds.blockAllOwed(10)).toEqual({ examined: 2, blockedCentavos: 4_000 })
        expect(yield* meds.findById(shop, gone.id)).toMatchObject({ status: "CANCELED", blockedCentavos: 0 })
        expect(yield* meds.findById(shop, owing.id)).toMatchObject({ status: "OPEN", blockedCentavos: 4_000 })
        expect(yield* balanceOf(mainOf)).toMatchObject({ availableCentavos: 6_000, medBlockedCentavos: 4_000 })
      }).pipe(Effect.ensuring(Effect.sync(() => (staleOwing = [])))),
    worldWithStalePage
  )
})

const sub = subLedgerAccount("sub_q")
const holders: ReadonlyArray<LedgerAccountId> = [mainOf, sub]

type Op =
  | { readonly op: "open"; readonly charge: number; readonly share: number }
  | { readonly op: "fund"; readonly holder: number; readonly amount: number }
  | { readonly op: "spend"; readonly holder: number; readonly share: number }
  | { readonly op: "catchUp"; readonly batch: number }
  | { readonly op: "decide"; readonly dispute: number; readonly decision: "accept" | "cancel" | "expire" }

const holderArb = fc.integer({ min: 0, max: 1 })
const amountArb = fc.integer({ min: 1, max: 5_000 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("open" as const),
      charge: fc.integer({ min: 0, max: 5 }),
      share: fc.double({ min: 0.01, max: 1, noNaN: true })
    })
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("fund" as const), holder: holderArb, amount: amountArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("spend" as const),
      holder: holderArb,
      share: fc.oneof(fc.constant(1), fc.double({ min: 0.1, max: 1, noNaN: true }))
    })
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("catchUp" as const), batch: fc.integer({ min: 1, max: 4 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("decide" as const),
      dispute: fc.integer({ min: 0, max: 5 }),
      decision: fc.constantFrom("accept" as const, "cancel" as const, "expire" as const)
    })
  }
)
const caseArb = fc.record({
  deposits: fc.array(fc.integer({ min: 100, max: 20_000 }), { minLength: 6, maxLength: 6 }),
  ops: fc.array(opArb, { minLength: 10, maxLength: 30 })
})

/** The invariants of blocks after any step; after a catch-up pass, also that it blocked all it could. */
const checkInvariants = (disputes: ReadonlyArray<MedDispute>, afterCatchUp: boolean) =>
  Effect.gen(function* () {
    const store = yield* LedgerStore
    expect((yield* store.verify()).negativeBalances).toBe(0)
    for (const holder of holders) {
      const view = yield* balanceOf(holder)
      const sums = yield* store.sumPostings(holder)
      const open = disputes.filter((d) => holderOf(d) === holder && isOpen(d.status))
      expect(view.medBlockedCentavos).toBe(open.reduce((sum, d) => sum + d.blockedCentavos, 0))
      expect(sums.availableCentavos).toBeGreaterThanOrEqual(0)
      expect(sums.pendingCentavos).toBeGreaterThanOrEqual(0)
      expect(sums.blockedCentavos).toBeGreaterThanOrEqual(0)
      // A pass leaves no free money beside a dispute that still owes.
      if (afterCatchUp && open.some((d) => d.blockedCentavos < d.amountCentavos)) {
        expect(view.availableCentavos - view.medBlockedCentavos).toBe(0)
      }
    }
    for (const d of disputes) {
      expect(d.blockedCentavos).toBeGreaterThanOrEqual(0)
      expect(d.blockedCentavos).toBeLessThanOrEqual(d.amountCentavos)
    }
  })

describe("MED catch-up", () => {
  effectProp(
    "after any sequence of credits, spending, disputes and catch-up passes, each account's blocked money is the sum of its running disputes' blocks, no dispute blocks more than its amount, no balance bucket is negative, and a pass leaves no free money beside an owing dispute",
    [caseArb],
    ([c]) =>
      Effect.gen(function* () {
        yield* seedShop({ medAutomaticContest: false })
        yield* openSubaccount("sub_q")
        const meds = yield* Meds
        const charges = yield* Effect.forEach(c.deposits, (amount, i) =>
          paidCharge(amount, i % 2 === 0 ? {} : { subaccountId: "sub_q" })
        )
        const ids: Array<string> = []
        for (const o of c.ops) {
          const step = Effect.gen(function* () {
            switch (o.op) {
              case "open": {
                const charge = charges[o.charge]!
                const amountCentavos = Math.max(1, Math.floor(charge.amountCentavos * o.share))
                const d = yield* meds.open({ accountId: shop, transactionId: charge.id, amountCentavos, type: "other" })
                ids.push(d.id)
                return
              }
              case "fund":
                return yield* fund(holders[o.holder]!, o.amount, new Date(0))
              case "spend": {
                // A share of the money not yet blocked, often all of it: disputes opened after it are short.
                const view = yield* balanceOf(holders[o.holder]!)
                const free = view.availableCentavos - view.medBlockedCentavos
                return free > 0 ? yield* spend(holders[o.holder]!, Math.ceil(free * o.share)) : 0
              }
              case "catchUp":
                return yield* meds.blockAllOwed(o.batch)
              case "decide": {
                const id = ids[o.dispute % Math.max(1, ids.length)]
                if (id === undefined) return
                return o.decision === "expire" ? yield* meds.expire(shop, id) : yield* meds.decide(shop, id, o.decision)
              }
            }
          })
          // A second dispute on one deposit, or a move of a finished one, changes nothing.
          yield* step.pipe(
            Effect.catchTags({ InvalidTransition: () => Effect.void, MedAlreadyOpened: () => Effect.void })
          )
          const disputes = yield* Effect.forEach(ids, (id) => meds.findById(shop, id))
          yield* checkInvariants(disputes, o.op === "catchUp")
        }
      }).pipe(Effect.provide(world())),
    { timeout: 300_000 }
  )
})
