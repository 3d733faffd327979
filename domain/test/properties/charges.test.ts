import { describe, expect } from "@effect/vitest"
import { Clock, Effect, type Layer, Result, Schema } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { Charges } from "../../src/charges/Charges.ts"
import { LeanCharge, type ChargeRecord } from "../../src/charges/Record.ts"
import type { FeeSchedule } from "../../src/fees/Model.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { mainLedgerAccount, subLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { withManualClock } from "../ledger/world.ts"
import {
  addSubaccount,
  allEvents,
  endToEndId,
  hasQrField,
  m1,
  paidNotice,
  partner,
  partnerEmail,
  request,
  seed
} from "../charges/world.ts"

type TestServices = Layer.Success<typeof Charges.Test>

/** Runs a property's body synchronously over fresh memory ports: every port of the test layer is synchronous. */
const run = <A, E>(effect: Effect.Effect<A, E, TestServices>): A => Effect.runSync(Effect.provide(effect, Charges.Test))

/** Each case takes milliseconds; leave room for NUM_RUNS well above the default on a busy machine. */
const propertyTimeoutMs = 600_000

const amountCentavos = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 100_000_000 }))
const schedule: fc.Arbitrary<FeeSchedule> = fc.record({
  percentBps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000 }), fc.constant(10_000)),
  fixedCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 }))
})
const splitBps = fc.option(fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(1, 5_000, 10_000)), {
  nil: undefined
})
const surcharge = fc.option(schedule, { nil: undefined })

const available = (id: ReturnType<typeof mainLedgerAccount>) =>
  Effect.flatMap(LedgerStore, (store) => Effect.map(store.sumPostings(id), (s) => s.availableCentavos))

/** What each event type says of the charge's status. */
const statusOfEvent: Record<string, string> = {
  "payment.created": "PENDING",
  "payment.paid": "COMPLETED",
  "payment.failed": "FAILED",
  "payment.pix.expired": "CANCELED"
}

type Op =
  | { readonly _tag: "Create"; readonly amount: number; readonly expirationSeconds: number; readonly split: boolean }
  | { readonly _tag: "Pay" | "PayAgain" | "Fail" | "Expire"; readonly pick: number }
  | { readonly _tag: "Advance"; readonly ms: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      _tag: fc.constant("Create" as const),
      amount: fc.integer({ min: 100, max: 1_000_000 }),
      expirationSeconds: fc.constantFrom(60, 120, 86_400),
      split: fc.boolean()
    }),
    weight: 3
  },
  {
    arbitrary: fc.record({
      _tag: fc.constantFrom<"Pay" | "PayAgain" | "Fail" | "Expire">("Pay", "PayAgain", "Fail", "Expire"),
      pick: fc.nat(50)
    }),
    weight: 4
  },
  {
    arbitrary: fc.record({ _tag: fc.constant("Advance" as const), ms: fc.integer({ min: 1, max: 200_000 }) }),
    weight: 2
  }
)

describe("charges", () => {
  prop(
    "for any amount, coverFee, split, price and subaccount surcharge, fee + net == gross, the split is at most the net, and payment raises the receiving account by net − split, the partner by the split and fee revenue by the platform fee",
    [amountCentavos, fc.boolean(), splitBps, schedule, surcharge],
    ([amount, coverFee, bps, price, sub]) =>
      run(
        Effect.gen(function* () {
          yield* seed({
            pixInPercentBps: price.percentBps,
            pixInFixedCentavos: price.fixedCentavos,
            subaccounts: true,
            subaccountPix: true
          })
          if (sub !== undefined) yield* addSubaccount({ id: "sub_1", pixInSurcharge: sub })
          const charges = yield* Charges
          const created = yield* Effect.result(
            charges.create(
              request({
                amountCentavos: amount,
                coverFee,
                ...(bps === undefined ? {} : { splitUser: partnerEmail, splitBps: bps }),
                ...(sub === undefined ? {} : { subaccountId: "sub_1" })
              })
            )
          )
          if (Result.isFailure(created)) {
            expect(["FeeExceedsAmount", "GrossOutOfRange"]).toContain(created.failure._tag)
            expect(yield* allEvents).toHaveLength(0)
            return
          }
          const r = created.success.record
          expect(r.feeCentavos + r.netCentavos).toBe(r.amountCentavos)
          expect(r.platformFeeCentavos + r.profitCentavos).toBe(r.feeCentavos)
          expect(r.feeCentavos).toBeGreaterThanOrEqual(0)
          expect(r.netCentavos).toBeGreaterThan(0)
          if (coverFee) expect(r.netCentavos).toBe(amount)
          else expect(r.amountCentavos).toBe(amount)
          const split = r.split?.amountCentavos ?? 0
          expect(split).toBeLessThanOrEqual(r.netCentavos)
          const receiver = sub === undefined ? mainLedgerAccount(m1) : subLedgerAccount("sub_1")
          yield* charges.confirmPaid(paidNotice(r))
          expect(yield* available(receiver)).toBe(r.netCentavos - split)
          expect(yield* available(mainLedgerAccount(partner))).toBe(split)
          expect(yield* available(SystemAccount.feeRevenue)).toBe(r.platformFeeCentavos)
          if (sub !== undefined) expect(yield* available(mainLedgerAccount(m1))).toBe(r.profitCentavos)
          expect(yield* available(SystemAccount.pixClearing)).toBe(-r.amountCentavos)
          expect(yield* (yield* LedgerStore).verify()).toMatchObject({
            unbalancedEntries: 0,
            balanceMismatches: 0,
            negativeBalances: 0,
            totalCentavos: 0
          })
        })
      ),
    { timeout: propertyTimeoutMs }
  )

  prop(
    "in any sequence of creates, payments, repeated payments, failures and expiries, every event carries a lean payload without QR fields in the status its type names, each charge's events start with payment.created and hold at most one outcome, and the merchant holds the sum of its paid charges' shares",
    [fc.array(op, { minLength: 1, maxLength: 30 })],
    ([ops]) =>
      run(
        withManualClock((advance) =>
          Effect.gen(function* () {
            yield* seed()
            const charges = yield* Charges
            const created: Array<ChargeRecord> = []
            const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
            const pick = (n: number) => (created.length === 0 ? undefined : created[n % created.length]!)
            for (const o of ops) {
              switch (o._tag) {
                case "Create": {
                  const split = o.split ? { splitUser: partnerEmail, splitBps: 2_500 } : {}
                  const { record } = yield* charges.create(
                    request({ amountCentavos: o.amount, expirationSeconds: o.expirationSeconds, ...split })
                  )
                  created.push(record)
                  break
                }
                case "Pay":
                case "PayAgain": {
                  const r = pick(o.pick)
                  if (r === undefined) break
                  const at = yield* now
                  const sequence = o._tag === "Pay" ? "AAAAAAAAAAA" : "BBBBBBBBBBB"
                  yield* Effect.result(
                    charges.confirmPaid(paidNotice(r, { endToEndId: endToEndId(sequence), paidAt: at }))
                  )
                  break
                }
                case "Fail": {
                  const r = pick(o.pick)
                  if (r === undefined) break
                  yield* Effect.result(
                    charges.fail({
                      _tag: "ChargeFailed",
                      referenceId: r.referenceId,
                      txid: r.txid,
                      reason: "X",
                      failedAt: yield* now
                    })
                  )
                  break
                }
                case "Expire":
                  yield* charges.expireDue(yield* now)
                  break
                case "Advance":
                  yield* advance(o.ms)
                  break
              }
            }
            const events = yield* allEvents
            const byCharge = new Map<string, Array<string>>()
            for (const event of events) {
              expect(hasQrField(event.payload)).toBe(false)
              expect(Schema.is(LeanCharge)(event.payload)).toBe(true)
              expect((event.payload as LeanCharge).status).toBe(statusOfEvent[event.eventType])
              byCharge.set(event.aggregateId, [...(byCharge.get(event.aggregateId) ?? []), event.eventType])
            }
            let merchantShare = 0
            let partnerShare = 0
            for (const r of created) {
              const types = byCharge.get(r.id) ?? []
              expect(types[0]).toBe("payment.created")
              expect(types.length).toBeLessThanOrEqual(2)
              const stored = yield* charges.findById(m1, r.id)
              expect(types.length === 2).toBe(stored.status !== "PENDING")
              if (types.length === 2) expect(statusOfEvent[types[1]!]).toBe(stored.status)
              if (stored.status === "COMPLETED") {
                merchantShare += stored.netCentavos - (stored.split?.amountCentavos ?? 0)
                partnerShare += stored.split?.amountCentavos ?? 0
              }
            }
            const ledger = yield* Ledger
            expect((yield* ledger.balance(mainLedgerAccount(m1))).availableCentavos).toBe(merchantShare)
            expect((yield* ledger.balance(mainLedgerAccount(partner))).availableCentavos).toBe(partnerShare)
          })
        )
      ),
    { timeout: propertyTimeoutMs }
  )
})
