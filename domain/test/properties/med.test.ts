import { describe, expect } from "@effect/vitest"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { EntryId, type LedgerAccountId, subLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import type { MedDispute } from "../../src/med/Dispute.ts"
import { holderOf } from "../../src/med/Blocks.ts"
import { isOpen } from "../../src/med/Machine.ts"
import { Meds } from "../../src/med/Meds.ts"
import { fund, mainOf, openSubaccount, paidCharge, seedShop, shop, totals, world } from "../med/world.ts"

const sub = subLedgerAccount("sub_p")
const holders: ReadonlyArray<LedgerAccountId> = [mainOf, sub]

type Op =
  | { readonly op: "open"; readonly charge: number; readonly share: number }
  | { readonly op: "decide"; readonly dispute: number; readonly decision: "accept" | "reject" | "cancel" }
  | { readonly op: "expire" | "blockOwed" | "evidence"; readonly dispute: number }
  | { readonly op: "spend"; readonly holder: number; readonly amount: number }
  | { readonly op: "fund"; readonly holder: number; readonly amount: number }
  | { readonly op: "advance"; readonly hours: number }

const index = fc.integer({ min: 0, max: 5 })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("open" as const),
      charge: index,
      share: fc.double({ min: 0.01, max: 1, noNaN: true })
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("decide" as const),
      dispute: index,
      decision: fc.constantFrom("accept" as const, "reject" as const, "cancel" as const)
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constantFrom("expire" as const, "blockOwed" as const, "evidence" as const),
      dispute: index
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("spend" as const),
      holder: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 20_000 })
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("fund" as const),
      holder: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 20_000 })
    })
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("advance" as const), hours: fc.integer({ min: 1, max: 30 }) }) }
)
const caseArb = fc.record({
  deposits: fc.array(fc.integer({ min: 100, max: 20_000 }), { minLength: 6, maxLength: 6 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 25 })
})

let spends = 0

/** A withdrawal of `amount` from the holder's withdrawable money, when there is that much. */
const spend = (holder: LedgerAccountId, amount: number) =>
  Effect.gen(function* () {
    const ledger = yield* Ledger
    const view = yield* ledger.balance(holder)
    if (view.withdrawableCentavos < amount) return 0
    yield* ledger.post({
      id: EntryId.make(`ent_spend_${++spends}`),
      accountId: shop,
      kind: "PIX_OUT",
      postings: [
        { ledgerAccountId: holder, amountCentavos: -amount as never, bucket: "available", spend: "withdrawable" },
        { ledgerAccountId: SystemAccount.pixClearing, amountCentavos: amount as never, bucket: "available" }
      ],
      createdAt: new Date(0)
    })
    return amount
  })

/** Checks every ledger invariant of MED blocks after a step. */
const checkInvariants = (disputes: ReadonlyArray<MedDispute>, flows: { readonly in: number; readonly out: number }) =>
  Effect.gen(function* () {
    const ledger = yield* Ledger
    const t = yield* totals(holders)
    expect(t.merchants + t.clearing + t.revenue).toBe(0)
    const returned = disputes.reduce((sum, d) => sum + (d.status === "ACCEPTED" ? d.returnedCentavos : 0), 0)
    // Money leaves the merchants only by their own spending and by disputes accepted for the payer.
    expect(t.clearing).toBe(-flows.in + flows.out + returned)
    expect((yield* (yield* LedgerStore).verify()).negativeBalances).toBe(0)
    for (const holder of holders) {
      const view = yield* ledger.balance(holder)
      const open = disputes.filter((d) => holderOf(d) === holder && isOpen(d.status))
      expect(view.medBlockedCentavos).toBe(open.reduce((sum, d) => sum + d.blockedCentavos, 0))
      expect(view.availableCentavos - view.medBlockedCentavos).toBeGreaterThanOrEqual(0)
      expect(view.withdrawableCentavos).toBeGreaterThanOrEqual(0)
      expect(view.withdrawableCentavos).toBeLessThanOrEqual(view.availableCentavos - view.medBlockedCentavos)
    }
    for (const d of disputes) {
      expect(d.blockedCentavos).toBeGreaterThanOrEqual(0)
      expect(d.blockedCentavos).toBeLessThanOrEqual(d.amountCentavos)
      if (!isOpen(d.status)) expect(d.blockedCentavos).toBe(0)
    }
  })

describe("MED blocks", () => {
  effectProp(
    "opening and resolving disputes in any order conserves money (it leaves only to the payer on ACCEPTED), no balance is ever negative, the blocked money equals the sum of the open disputes' blocks and withdrawable never exceeds available minus blocked",
    [caseArb],
    ([c]) =>
      Effect.gen(function* () {
        yield* seedShop({ medAutomaticContest: false })
        yield* openSubaccount("sub_p")
        const meds = yield* Meds
        const charges = yield* Effect.forEach(c.deposits, (amount, i) =>
          paidCharge(amount, i % 2 === 0 ? {} : { subaccountId: "sub_p" })
        )
        const flows = { in: c.deposits.reduce((a, b) => a + b, 0), out: 0 }
        const disputes = new Map<string, MedDispute>()
        const pick = (i: number) => [...disputes.values()][i % Math.max(1, disputes.size)]
        for (const o of c.ops) {
          const step = Effect.gen(function* () {
            switch (o.op) {
              case "open": {
                const charge = charges[o.charge]!
                const amount = Math.max(1, Math.floor(charge.amountCentavos * o.share))
                const d = yield* meds.open({
                  accountId: shop,
                  transactionId: charge.id,
                  amountCentavos: amount,
                  type: "other"
                })
                disputes.set(d.id, d)
                return
              }
              case "decide":
              case "expire":
              case "blockOwed":
              case "evidence": {
                const d = pick(o.dispute)
                if (d === undefined) return
                const next =
                  o.op === "decide"
                    ? yield* meds.decide(shop, d.id, o.decision)
                    : o.op === "expire"
                      ? yield* meds.expire(shop, d.id)
                      : o.op === "blockOwed"
                        ? yield* meds.blockOwed(shop, d.id)
                        : yield* meds.submitEvidence(shop, d.id, {
                            justification: "pedido entregue",
                            analysis: "rejeitado"
                          })
                disputes.set(next.id, next)
                return
              }
              case "spend":
                flows.out += yield* spend(holders[o.holder]!, o.amount)
                return
              case "fund":
                flows.in += o.amount
                yield* fund(holders[o.holder]!, o.amount, new Date(0))
                return
              case "advance":
                yield* TestClock.adjust(o.hours * 3_600_000)
                return
            }
          })
          // Refusals of the machine or of a second dispute on one deposit move nothing.
          yield* step.pipe(
            Effect.catchTags({
              InvalidTransition: () => Effect.void,
              MedAlreadyOpened: () => Effect.void,
              MedNotOpenable: () => Effect.void
            })
          )
          yield* checkInvariants([...disputes.values()], flows)
        }
      }).pipe(Effect.provide(world())),
    { timeout: 300_000 }
  )
})
