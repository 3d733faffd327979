import { describe, expect } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp, prop } from "../../../vitest.prop.ts"
import * as ChargeSubaccounts from "../../src/charges/Subaccounts.ts"
import { chargeAmounts, feeFor, transferAmounts } from "../../src/fees/Fees.ts"
import type { FeeSchedule } from "../../src/fees/Model.ts"
import { pixInAmounts, withSurcharge } from "../../src/fees/Subaccount.ts"
import { pixDepositEntry, subaccountMoveEntry } from "../../src/ledger/Entries.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import {
  AccountId,
  EntryId,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import type { Limits } from "../../src/limits/Model.ts"
import { limitsTimeZoneName } from "../../src/limits/Period.ts"
import { centavos } from "../../src/money/Money.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import * as Crypto from "../../src/shared/Crypto.ts"
import * as Ids from "../../src/shared/Ids.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import * as SubaccountStore from "../../src/subaccounts/SubaccountStore.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { operationPricing, scheduleOfPreview } from "../../src/subaccounts/Pricing.ts"
import { Subaccounts } from "../../src/subaccounts/Subaccounts.ts"
import { PixTransfers } from "../../src/transfers/PixTransfers.ts"

const shop = AccountId.make("acc_shop")
const start = Date.parse("2026-06-01T12:00:00Z")
const hourMs = 3_600_000
const dayMs = 24 * hourMs

const schedule: fc.Arbitrary<FeeSchedule> = fc.record({
  percentBps: fc.integer({ min: 0, max: 2_000 }),
  fixedCentavos: fc.integer({ min: 0, max: 1_000 })
})

/** Alice's shop with `flags` and `depositCentavos` withdrawable on its main account, the clock at `at`. */
const seedShop = (flags: Accounts.MerchantFlags, depositCentavos: number, at = start) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(at)
    yield* (yield* Accounts.Accounts).insert({
      id: shop,
      name: "Loja",
      email: "loja@x.test",
      flags,
      createdAt: new Date(0)
    })
    const confirmedAt = new Date(at - pixDepositLockMs)
    yield* (yield* Ledger).post(
      pixDepositEntry(
        { id: EntryId.make("ent_seed"), accountId: shop, createdAt: confirmedAt },
        {
          receiver: mainLedgerAccount(shop),
          confirmedAt,
          amounts: {
            grossCentavos: centavos(depositCentavos),
            feeCentavos: centavos(0),
            netCentavos: centavos(depositCentavos),
            platformFeeCentavos: centavos(0),
            profitCentavos: centavos(0),
            partnerCentavos: centavos(0),
            merchantCentavos: centavos(depositCentavos)
          }
        }
      )
    )
  })

/** The subaccount service over memory ports. */
const subaccountsWorld = Layer.provideMerge(
  Subaccounts.Default,
  Layer.mergeAll(
    SubaccountStore.layerMemory,
    Ids.layerCounter,
    Crypto.layerDeterministic(),
    Layer.provideMerge(Accounts.layerMemory, Ledger.Test)
  ).pipe(Layer.provideMerge(Transactor.layerMemory))
)

type Move =
  | { readonly _tag: "add"; readonly to: number; readonly amount: number; readonly ref: number | null }
  | { readonly _tag: "remove"; readonly from: number; readonly amount: number; readonly ref: number | null }
  | {
      readonly _tag: "transfer"
      readonly from: number
      readonly to: number
      readonly amount: number
      readonly ref: number | null
    }
const sub = fc.integer({ min: 0, max: 2 })
const amount = fc.integer({ min: 1, max: 40_000 })
const ref = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null })
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ _tag: fc.constant("add" as const), to: sub, amount, ref }),
  fc.record({ _tag: fc.constant("remove" as const), from: sub, amount, ref }),
  fc.record({ _tag: fc.constant("transfer" as const), from: sub, to: sub, amount, ref })
)

/** The PIX transfer service over memory ports, with a subaccount `sub_1` of `shop` funded from the main account. */
const seedPayingSub = (limits: Limits, fundCentavos: number, at: number) =>
  Effect.gen(function* () {
    yield* seedShop({ subaccounts: true, subaccountPix: true, pixOutReviewAboveCentavos: 1e12 }, fundCentavos, at)
    yield* (yield* ChargeSubaccounts.ChargeSubaccountsMemory).put({
      id: "sub_1",
      accountId: shop,
      status: "ACTIVE",
      lockMode: null,
      pixInSurcharge: { percentBps: 0, fixedCentavos: 0 },
      limits
    })
    const ledger = yield* Ledger
    yield* ledger.openAccount({ id: subLedgerAccount("sub_1"), accountId: shop, kind: "SUBACCOUNT" })
    yield* ledger.post(
      subaccountMoveEntry(
        { id: EntryId.make("ent_fund"), accountId: shop, createdAt: new Date(at) },
        { from: mainLedgerAccount(shop), to: subLedgerAccount("sub_1"), amountCentavos: fundCentavos }
      )
    )
  })

const pay = (amountCentavos: number) =>
  Effect.flatMap(PixTransfers, (transfers) =>
    Effect.result(
      transfers.create({
        accountId: shop,
        amountCentavos,
        coverFee: false,
        description: "x",
        pixKey: "fulano@example.com",
        pixKeyType: "EMAIL",
        subaccountId: "sub_1"
      })
    )
  )

const localDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: limitsTimeZoneName,
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
})

describe("subaccounts", () => {
  prop(
    "the pricing preview equals the fee actually charged for any amount, on PIX in (with and without coverFee) and PIX out",
    [schedule, schedule, fc.integer({ min: 1, max: 100_000_000 }), fc.boolean()],
    ([main, surcharge, amountCentavos, coverFee]) => {
      const preview = operationPricing(main, surcharge)
      // The preview travels as JSON numbers (percent, reais): read back, it is the schedule charged.
      const shown = scheduleOfPreview(JSON.parse(JSON.stringify(preview)))
      expect(shown).toEqual(withSurcharge(main, surcharge))
      const pixIn = pixInAmounts({ schedule: main, surcharge, amountCentavos, coverFee })
      const expectedIn = chargeAmounts(shown, amountCentavos, coverFee)
      expect(Result.map(pixIn, (a) => a.feeCentavos)).toEqual(Result.map(expectedIn, (a) => a.feeCentavos))
      if (Result.isSuccess(pixIn)) expect(pixIn.success.feeCentavos).toBe(feeFor(shown, pixIn.success.grossCentavos))
      const pixOut = transferAmounts(withSurcharge(main, surcharge), amountCentavos, coverFee)
      if (Result.isSuccess(pixOut)) expect(pixOut.success.feeCentavos).toBe(feeFor(shown, pixOut.success.debitCentavos))
    }
  )

  effectProp(
    "balance moves conserve money: main plus subaccounts always hold the seeded amount, a repeated reference moves nothing, and no balance goes negative",
    [fc.array(move, { minLength: 1, maxLength: 25 })],
    ([moves]) =>
      Effect.gen(function* () {
        const seeded = 60_000
        yield* seedShop({ subaccounts: true }, seeded)
        const subaccounts = yield* Subaccounts
        const ledger = yield* Ledger
        const ids: Array<string> = []
        for (let i = 0; i < 3; i++) {
          const created = yield* subaccounts.create(shop, {
            personType: "PF",
            fullName: `Filial ${i}`,
            cpf: "52998224725",
            birthDate: "1990-04-01",
            postalCode: "01310100",
            externalReference: `f-${i}`
          })
          ids.push(created.view.id)
        }
        const model = new Map<LedgerAccountId, number>([
          [mainLedgerAccount(shop), seeded],
          ...ids.map((id) => [subLedgerAccount(id), 0] as const)
        ])
        const seen = new Map<number, string>()
        for (const m of moves) {
          const input = { amount: m.amount / 100, ...(m.ref === null ? {} : { externalReference: `ref-${m.ref}` }) }
          const outcome = yield* Effect.result(
            m._tag === "add"
              ? subaccounts.addBalance(shop, { id: ids[m.to]! }, input)
              : m._tag === "remove"
                ? subaccounts.removeBalance(shop, { id: ids[m.from]! }, input)
                : subaccounts.transfer(shop, ids[m.from]!, ids[m.to]!, input)
          )
          if (Result.isFailure(outcome)) {
            expect(["InsufficientFunds", "InvalidSubaccountInput", "SubaccountMoveConflict"]).toContain(
              outcome.failure._tag
            )
            continue
          }
          const view = outcome.success.view
          if (m.ref !== null) {
            if (seen.has(m.ref)) {
              expect(outcome.success.replayed).toBe(true)
              expect(view.id).toBe(seen.get(m.ref))
              continue
            }
            seen.set(m.ref, view.id)
          }
          expect(outcome.success.replayed).toBe(false)
          const from =
            view.fromSubaccountId === null ? mainLedgerAccount(shop) : subLedgerAccount(view.fromSubaccountId)
          const to = view.toSubaccountId === null ? mainLedgerAccount(shop) : subLedgerAccount(view.toSubaccountId)
          model.set(from, model.get(from)! - m.amount)
          model.set(to, model.get(to)! + m.amount)
        }
        let total = 0
        for (const [account, expected] of model) {
          const balance = yield* ledger.balance(account)
          expect(balance.availableCentavos).toBe(expected)
          expect(balance.availableCentavos).toBeGreaterThanOrEqual(0)
          total += balance.availableCentavos
        }
        expect(total).toBe(seeded)
        const verification = yield* (yield* LedgerStore).verify()
        expect(verification).toMatchObject({
          unbalancedEntries: 0,
          balanceMismatches: 0,
          negativeBalances: 0,
          totalCentavos: 0
        })
      }).pipe(Effect.provide(subaccountsWorld)),
    { timeout: 600_000, fastCheck: { numRuns: 200 } }
  )

  effectProp(
    "no sequence of subaccount PIX debits passes its per-transaction, daily or monthly limit (summed per São Paulo day and month)",
    [
      fc.record({
        each: fc.option(fc.integer({ min: 100, max: 20_000 }), { nil: undefined }),
        daily: fc.option(fc.integer({ min: 100, max: 40_000 }), { nil: undefined }),
        monthly: fc.option(fc.integer({ min: 100, max: 120_000 }), { nil: undefined })
      }),
      fc.array(
        fc.oneof(
          fc.record({ _tag: fc.constant("pay" as const), amount: fc.integer({ min: 1, max: 25_000 }) }),
          fc.record({ _tag: fc.constant("wait" as const), ms: fc.integer({ min: 1, max: 3 * dayMs }) })
        ),
        { minLength: 1, maxLength: 30 }
      )
    ],
    ([l, steps]) =>
      Effect.gen(function* () {
        const limits: Limits = {
          ...(l.each === undefined ? {} : { limitPerTransactionCentavos: l.each }),
          ...(l.daily === undefined ? {} : { limitDailyCentavos: l.daily }),
          ...(l.monthly === undefined ? {} : { limitMonthlyCentavos: l.monthly })
        }
        yield* seedPayingSub(limits, 10_000_000, start)
        const accepted: Array<{ readonly at: number; readonly amount: number }> = []
        let now = start
        for (const s of steps) {
          if (s._tag === "wait") {
            now += s.ms
            yield* TestClock.setTime(now)
            continue
          }
          const result = yield* pay(s.amount)
          if (Result.isFailure(result)) {
            expect(result.failure._tag).toBe("LimitExceeded")
            continue
          }
          accepted.push({ at: now, amount: result.success.record.amountCentavos })
        }
        const byDay = new Map<string, number>()
        const byMonth = new Map<string, number>()
        for (const a of accepted) {
          if (l.each !== undefined) expect(a.amount).toBeLessThanOrEqual(l.each)
          const day = localDay.format(new Date(a.at))
          byDay.set(day, (byDay.get(day) ?? 0) + a.amount)
          byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + a.amount)
        }
        if (l.daily !== undefined) for (const sum of byDay.values()) expect(sum).toBeLessThanOrEqual(l.daily)
        if (l.monthly !== undefined) for (const sum of byMonth.values()) expect(sum).toBeLessThanOrEqual(l.monthly)
      }).pipe(Effect.provide(PixTransfers.Test)),
    { timeout: 600_000, fastCheck: { numRuns: 200 } }
  )

  effectProp(
    "a subaccount's daily limit resets at midnight in São Paulo, not at midnight UTC",
    [
      fc.integer({ min: Date.UTC(2020, 0, 2) / dayMs, max: Date.UTC(2039, 0, 1) / dayMs }),
      fc.integer({ min: 100, max: 50_000 })
    ],
    ([day, limit]) =>
      Effect.gen(function* () {
        const utcMidnight = day * dayMs
        // 20:30 in São Paulo (UTC−03:00 since 2019), the day before the UTC date `day`.
        yield* seedPayingSub({ limitDailyCentavos: limit }, 10_000_000, utcMidnight - 30 * 60_000)
        expect(Result.isSuccess(yield* pay(limit))).toBe(true)
        // 00:30 UTC: a new UTC day, still the same São Paulo day (21:30): the limit is used up.
        yield* TestClock.setTime(utcMidnight + 30 * 60_000)
        const sameDay = yield* pay(1)
        expect(Result.isFailure(sameDay) && sameDay.failure._tag).toBe("LimitExceeded")
        // 02:59:59.999 UTC is 23:59:59.999 in São Paulo: still refused; 03:00 UTC is midnight there: allowed again.
        yield* TestClock.setTime(utcMidnight + 3 * hourMs - 1)
        expect(Result.isFailure(yield* pay(1))).toBe(true)
        yield* TestClock.setTime(utcMidnight + 3 * hourMs)
        expect(Result.isSuccess(yield* pay(limit))).toBe(true)
      }).pipe(Effect.provide(PixTransfers.Test)),
    { timeout: 600_000, fastCheck: { numRuns: 200 } }
  )
})
