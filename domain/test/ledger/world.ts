import { Clock, Duration, Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { cardFeeSchedule, chargeAmounts, feeFor, transferAmounts } from "../../src/fees/Fees.ts"
import type { FeeSchedule, MerchantPricing, SubaccountSurcharge, UsdBrlRate } from "../../src/fees/Model.ts"
import { pixInAmounts, subaccountSchedules } from "../../src/fees/Subaccount.ts"
import {
  cardCreditEntry,
  cardSettlementEntry,
  type EntryHeader,
  internalTransferEntry,
  pixDepositEntry,
  pixOutEntry,
  pixOutReversalEntry,
  refundEntry,
  subaccountMoveEntry
} from "../../src/ledger/Entries.ts"
import { InsufficientFunds } from "../../src/ledger/Errors.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import {
  AccountId,
  EntryId,
  type JournalEntry,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount,
  SystemAccount
} from "../../src/ledger/Model.ts"
import { balanceView, unlockAtFor } from "../../src/ledger/Rules.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"

/** The merchant ledger accounts of the test world: two merchants, a subaccount of the first, a split partner. */
export const Accounts = {
  m1: mainLedgerAccount("m1"),
  m2: mainLedgerAccount("m2"),
  s1: subLedgerAccount("s1"),
  p: mainLedgerAccount("p")
} as const
export type AccountName = keyof typeof Accounts
export const merchantAccounts: ReadonlyArray<LedgerAccountId> = Object.values(Accounts)
export const tenantOf: Record<AccountName, AccountId> = {
  m1: AccountId.make("m1"),
  m2: AccountId.make("m2"),
  s1: AccountId.make("m1"),
  p: AccountId.make("p")
}

/** Opens every merchant account of the world. */
export const openWorld = Effect.gen(function* () {
  const ledger = yield* Ledger
  for (const name of Object.keys(Accounts) as Array<AccountName>) {
    yield* ledger.openAccount({
      id: Accounts[name],
      accountId: tenantOf[name],
      kind: name === "s1" ? "SUBACCOUNT" : "MAIN"
    })
  }
})

type Receiver = "m1" | "m2" | "s1"

export type Op =
  | {
      readonly _tag: "Deposit"
      readonly to: Receiver
      readonly amount: number
      readonly coverFee: boolean
      readonly splitBps: number | undefined
    }
  | { readonly _tag: "PixOut"; readonly from: Receiver; readonly amount: number; readonly coverFee: boolean }
  | { readonly _tag: "FailPixOut"; readonly pick: number }
  | { readonly _tag: "CompletePixOut"; readonly pick: number }
  | { readonly _tag: "Refund"; readonly pick: number }
  | { readonly _tag: "Transfer"; readonly from: AccountName; readonly to: AccountName; readonly amount: number }
  | { readonly _tag: "Card"; readonly to: "m1" | "m2"; readonly amount: number; readonly coverFee: boolean }
  | { readonly _tag: "Settle"; readonly pick: number }
  | { readonly _tag: "Advance"; readonly ms: number }

const hourMs = 60 * 60 * 1000
const receiver = fc.constantFrom<Receiver>("m1", "m2", "s1")
const anyAccount = fc.constantFrom<AccountName>("m1", "m2", "s1", "p")
const amount = fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 1_000_000 }))
const pick = fc.nat({ max: 1_000 })
const tag = <T extends Op["_tag"]>(t: T) => fc.constant(t)

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      _tag: tag("Deposit"),
      to: receiver,
      amount,
      coverFee: fc.boolean(),
      splitBps: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined })
    }),
    weight: 4
  },
  { arbitrary: fc.record({ _tag: tag("PixOut"), from: receiver, amount, coverFee: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ _tag: tag("FailPixOut"), pick }), weight: 1 },
  { arbitrary: fc.record({ _tag: tag("CompletePixOut"), pick }), weight: 1 },
  { arbitrary: fc.record({ _tag: tag("Refund"), pick }), weight: 2 },
  { arbitrary: fc.record({ _tag: tag("Transfer"), from: anyAccount, to: anyAccount, amount }), weight: 2 },
  {
    arbitrary: fc.record({
      _tag: tag("Card"),
      to: fc.constantFrom<"m1" | "m2">("m1", "m2"),
      amount,
      coverFee: fc.boolean()
    }),
    weight: 1
  },
  { arbitrary: fc.record({ _tag: tag("Settle"), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      _tag: tag("Advance"),
      ms: fc.oneof(fc.constantFrom(1, hourMs, 24 * hourMs - 1, 24 * hourMs), fc.integer({ min: 1, max: 30 * hourMs }))
    }),
    weight: 2
  }
)

const smallSchedule: fc.Arbitrary<FeeSchedule> = fc.record({
  percentBps: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 })),
  fixedCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200 }))
})

export interface WorldPricing {
  readonly main: MerchantPricing
  readonly surcharge: SubaccountSurcharge
  readonly rate: UsdBrlRate
}

export const pricingArbitrary: fc.Arbitrary<WorldPricing> = fc.record({
  main: fc.record({
    pixIn: smallSchedule,
    pixOut: smallSchedule,
    refund: smallSchedule,
    card: fc.record({ percentBps: fc.constantFrom(0, 499), fixedUsdCents: fc.constantFrom(0, 20) }),
    bureauDunningCentavos: fc.constant(1290),
    bureauReportCentavos: fc.constant(1990)
  }),
  surcharge: fc.record({ pixIn: smallSchedule, pixOut: smallSchedule }),
  rate: fc.record({ centavos: fc.integer({ min: 300, max: 700 }), usdCents: fc.constant(100) })
})

/** A failed check; plain checks rather than `expect`, which is slow at thousands of calls per property. */
export const check = (ok: boolean, what: string, detail: unknown) => {
  if (!ok) throw new Error(`${what}: ${JSON.stringify(detail)}`)
}

/** A merchant's raw balance at an instant must have no negative part and its lock must fit inside `available`. */
export const expectSound = (id: LedgerAccountId, now: Date) =>
  Effect.gen(function* () {
    const s = yield* (yield* LedgerStore).findBalance(id, now)
    check(s.availableCentavos >= 0, "available is negative", s)
    check(s.pendingCentavos >= 0, "pending is negative", s)
    check(s.lockedSumCentavos >= 0, "the 24 h lock is negative", s)
    // Unclamped withdrawable: available − locked24h − MED-blocked.
    check(s.availableCentavos - s.lockedSumCentavos - s.medBlockedCentavos >= 0, "withdrawable is negative", s)
    return s
  })

/**
 * A clock the test moves by hand: the `TestClock` waits on real timers at every adjustment, too slow for thousands of
 * random sequences. Sleeping on it moves it forward.
 */
export const makeManualClock = (startMs = 0) => {
  let nowMs = startMs
  const clock: Clock.Clock = {
    currentTimeMillisUnsafe: () => nowMs,
    currentTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
    currentTimeMillis: Effect.sync(() => nowMs),
    currentTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
    monotonicTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
    sleep: (duration) =>
      Effect.sync(() => {
        nowMs += Duration.toMillis(duration)
      })
  }
  const advance = (ms: number) =>
    Effect.sync(() => {
      nowMs += ms
    })
  return { clock, advance }
}

/** Runs an effect on a fresh manual clock, handing it the function that moves that clock. */
export const withManualClock = <A, E, R>(f: (advance: (ms: number) => Effect.Effect<void>) => Effect.Effect<A, E, R>) =>
  Effect.suspend(() => {
    const { advance, clock } = makeManualClock()
    return Effect.provideService(f(advance), Clock.Clock, clock)
  })

interface Deposit {
  readonly receiver: LedgerAccountId
  readonly merchantCentavos: number
  readonly unlockAt: Date
  readonly isSub: boolean
  readonly tenant: AccountId
}

/** What a run observed: the net of money that came in from and went out to the outside world, and the counts. */
export interface WorldRun {
  readonly externalNetCentavos: number
  readonly posted: number
  readonly refused: number
  readonly reversals: number
}

/**
 * Runs random operations against the `Ledger`, checking after each one that no merchant balance went negative, and
 * that a reversal gave back exactly what its transfer debited. Time moves with `advance` (the `TestClock` by default).
 */
export const runWorld = (
  ops: ReadonlyArray<Op>,
  pricing: WorldPricing,
  advance: (ms: number) => Effect.Effect<void> = TestClock.adjust
) =>
  Effect.gen(function* () {
    const ledger = yield* Ledger
    yield* openWorld
    const sub = subaccountSchedules(pricing.main, pricing.surcharge)
    const deposits: Array<Deposit> = []
    const inFlight: Array<JournalEntry> = []
    const cards: Array<{
      readonly receiver: LedgerAccountId
      readonly netCentavos: number
      readonly tenant: AccountId
    }> = []
    let seq = 0
    let externalNet = 0
    let posted = 0
    let refused = 0
    let reversals = 0
    const header = (tenant: AccountId, now: Date): EntryHeader => ({
      id: EntryId.make(`e${++seq}`),
      accountId: tenant,
      createdAt: now
    })
    const post = (entry: JournalEntry) =>
      Effect.gen(function* () {
        const result = yield* Effect.result(ledger.post(entry))
        if (Result.isFailure(result)) {
          check(result.failure instanceof InsufficientFunds, "refused for another reason than funds", result.failure)
          refused++
          return false
        }
        posted++
        return true
      })
    for (const op of ops) {
      const now = new Date(yield* Clock.currentTimeMillis)
      switch (op._tag) {
        case "Deposit": {
          const isSub = op.to === "s1"
          const amounts = pixInAmounts({
            schedule: pricing.main.pixIn,
            surcharge: isSub ? pricing.surcharge.pixIn : undefined,
            amountCentavos: op.amount,
            coverFee: op.coverFee,
            splitBps: op.splitBps
          })
          if (Result.isFailure(amounts)) break
          const entry = pixDepositEntry(header(tenantOf[op.to], now), {
            receiver: Accounts[op.to],
            amounts: amounts.success,
            confirmedAt: now,
            partner: op.splitBps === undefined ? undefined : Accounts.p,
            mainAccount: isSub ? Accounts.m1 : undefined
          })
          if (yield* post(entry)) {
            externalNet += amounts.success.grossCentavos
            if (amounts.success.merchantCentavos > 0) {
              deposits.push({
                receiver: Accounts[op.to],
                merchantCentavos: amounts.success.merchantCentavos,
                unlockAt: unlockAtFor(now),
                isSub,
                tenant: tenantOf[op.to]
              })
            }
          }
          break
        }
        case "PixOut": {
          const schedule = op.from === "s1" ? sub.pixOut : pricing.main.pixOut
          const amounts = transferAmounts(schedule, op.amount, op.coverFee)
          if (Result.isFailure(amounts)) break
          const entry = pixOutEntry(header(tenantOf[op.from], now), {
            payer: Accounts[op.from],
            amounts: amounts.success
          })
          if (yield* post(entry)) {
            externalNet -= amounts.success.sentCentavos
            inFlight.push(entry)
          }
          break
        }
        case "FailPixOut":
        case "CompletePixOut": {
          if (inFlight.length === 0) break
          const original = inFlight.splice(op.pick % inFlight.length, 1)[0]!
          if (op._tag === "CompletePixOut") break
          const payer = original.postings[0]!
          const before = yield* expectSound(payer.ledgerAccountId, now)
          const reversal = pixOutReversalEntry(header(original.accountId, now), original)
          check(yield* post(reversal), "reversal refused", reversal)
          reversals++
          const after = yield* expectSound(payer.ledgerAccountId, now)
          check(after.availableCentavos - before.availableCentavos === -payer.amountCentavos, "reversal", {
            before,
            after
          })
          externalNet += original.postings.find((p) => p.ledgerAccountId === SystemAccount.pixClearing)!.amountCentavos
          break
        }
        case "Refund": {
          if (deposits.length === 0) break
          const index = op.pick % deposits.length
          const deposit = deposits[index]!
          const schedule = deposit.isSub ? sub.refund : pricing.main.refund
          const entry = refundEntry(header(deposit.tenant, now), {
            payer: deposit.receiver,
            refundCentavos: deposit.merchantCentavos,
            feeCentavos: feeFor(schedule, deposit.merchantCentavos),
            depositUnlockAt: deposit.unlockAt
          })
          if (yield* post(entry)) {
            deposits.splice(index, 1)
            externalNet -= deposit.merchantCentavos
          }
          break
        }
        case "Transfer": {
          if (op.from === op.to) break
          const isMove = (op.from === "s1" && op.to === "m1") || (op.from === "m1" && op.to === "s1")
          const input = { from: Accounts[op.from], to: Accounts[op.to], amountCentavos: op.amount }
          yield* post(
            isMove
              ? subaccountMoveEntry(header(tenantOf.m1, now), input)
              : internalTransferEntry(header(tenantOf[op.from], now), input)
          )
          break
        }
        case "Card": {
          const amounts = chargeAmounts(cardFeeSchedule(pricing.main.card, pricing.rate), op.amount, op.coverFee)
          if (Result.isFailure(amounts)) break
          const entry = cardCreditEntry(header(tenantOf[op.to], now), {
            receiver: Accounts[op.to],
            amounts: amounts.success
          })
          if (yield* post(entry)) {
            externalNet += amounts.success.grossCentavos
            cards.push({ receiver: Accounts[op.to], netCentavos: amounts.success.netCentavos, tenant: tenantOf[op.to] })
          }
          break
        }
        case "Settle": {
          if (cards.length === 0) break
          const card = cards.splice(op.pick % cards.length, 1)[0]!
          check(yield* post(cardSettlementEntry(header(card.tenant, now), card)), "settlement refused", card)
          break
        }
        case "Advance":
          yield* advance(op.ms)
          break
      }
      const at = new Date(yield* Clock.currentTimeMillis)
      for (const id of merchantAccounts) {
        const view = balanceView(yield* expectSound(id, at))
        check(view.withdrawableCentavos >= 0 && view.availableCentavos >= 0, "negative balance view", view)
      }
    }
    return { externalNetCentavos: externalNet, posted, refused, reversals } satisfies WorldRun
  })
