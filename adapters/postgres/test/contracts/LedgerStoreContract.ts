import { expect, layer, type Vitest } from "@effect/vitest"
import { Ledger, LedgerStore } from "@trilho/domain"
import { Effect, type Layer, Result } from "effect"
import fc from "fast-check"
import {
  T0,
  at,
  balanceOf,
  card,
  deposit,
  entry,
  hourMs,
  newMerchant,
  pix,
  plainOutcome,
  postOne,
  refund,
  uid,
  withdraw
} from "./fixtures.ts"

const main = Ledger.mainLedgerAccount
const lockMs = Ledger.pixDepositLockMs

/** Runs of the property comparing a store with the reference semantics (each run posts a few dozen entries). */
const referenceRuns = Number(process.env.LEDGER_CONTRACT_RUNS ?? 25)

/** The behaviour every `LedgerStore` shares with the reference in-memory store of the domain. */
export const ledgerStoreTests = (it: Vitest.MethodsNonLive<LedgerStore.LedgerStore>) => {
  it.effect("a balanced entry moves money and reads back exactly as written", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      const m = yield* newMerchant()
      const e = entry({
        accountId: m,
        kind: "PIX_IN",
        transactionId: uid("tx"),
        idempotencyKey: uid("key"),
        description: "deposit",
        createdAt: T0,
        postings: [
          { ledgerAccountId: pix, amountCentavos: -1234 },
          { ledgerAccountId: main(m), amountCentavos: 1234, unlockAt: Ledger.unlockAtFor(T0) }
        ]
      })
      expect(plainOutcome(yield* postOne(e))).toEqual({ tag: "Posted", entryId: e.id, replayed: false })
      expect(yield* store.findEntryById(e.id)).toEqual(e)
      const { snapshot } = yield* balanceOf(m)
      expect(snapshot).toEqual({
        ledgerAccountId: main(m),
        availableCentavos: 1234,
        pendingCentavos: 0,
        medBlockedCentavos: 0,
        lockedSumCentavos: 1234,
        nextUnlockAt: Ledger.unlockAtFor(T0)
      })
      expect(yield* store.sumPostings(main(m))).toEqual({
        availableCentavos: 1234,
        pendingCentavos: 0,
        blockedCentavos: 0
      })
      const w = withdraw(m, 1, { spend: "available" })
      yield* postOne(w, at(T0, lockMs))
      expect(yield* store.findEntryById(w.id)).toEqual(w)
      expect(yield* store.findEntryById(uid("missing") as Ledger.EntryId)).toBeUndefined()
    })
  )

  it.effect("an unbalanced or malformed entry is refused and moves nothing", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      const m = yield* newMerchant()
      const bad = [
        entry({
          accountId: m,
          postings: [
            { ledgerAccountId: pix, amountCentavos: -10 },
            { ledgerAccountId: main(m), amountCentavos: 9 }
          ]
        }),
        entry({ accountId: m, postings: [{ ledgerAccountId: main(m), amountCentavos: 10 }] }),
        entry({
          accountId: m,
          postings: [
            { ledgerAccountId: pix, amountCentavos: 0 },
            { ledgerAccountId: main(m), amountCentavos: 0 }
          ]
        }),
        entry({
          accountId: m,
          postings: [
            { ledgerAccountId: pix, amountCentavos: -1.5 },
            { ledgerAccountId: main(m), amountCentavos: 1.5 }
          ]
        }),
        entry({
          accountId: m,
          postings: [
            { ledgerAccountId: pix, amountCentavos: -10, unlockAt: T0 },
            { ledgerAccountId: main(m), amountCentavos: 10 }
          ]
        }),
        entry({
          accountId: m,
          postings: [
            { ledgerAccountId: pix, amountCentavos: -10 },
            { ledgerAccountId: main(m), amountCentavos: 10, spend: "available" }
          ]
        })
      ]
      const outcomes = yield* store.post(bad, T0)
      expect(outcomes.map((o) => plainOutcome(o).tag)).toEqual(bad.map(() => "UnbalancedEntry"))
      outcomes.forEach((o, i) => {
        expect(Result.isFailure(o) && o.failure._tag === "UnbalancedEntry" && o.failure.entryId).toBe(bad[i]!.id)
      })
      expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(0)
      for (const e of bad) expect(yield* store.findEntryById(e.id)).toBeUndefined()
      expect(yield* store.post([], T0)).toEqual([])
    })
  )

  it.effect("a debit beyond what its spend rule allows is refused with what could be spent", () =>
    Effect.gen(function* () {
      const m = yield* newMerchant()
      yield* postOne(deposit(m, 1000, T0, { locked: false }))
      expect(plainOutcome(yield* postOne(withdraw(m, 1001)))).toMatchObject({
        tag: "InsufficientFunds",
        ledgerAccountId: main(m),
        requestedCentavos: 1001,
        spendableCentavos: 1000
      })
      expect(plainOutcome(yield* postOne(withdraw(m, 1001, { spend: "available" })))).toMatchObject({
        tag: "InsufficientFunds",
        spendableCentavos: 1000
      })
      expect(plainOutcome(yield* postOne(withdraw(m, 1000))).tag).toBe("Posted")
      expect((yield* balanceOf(m)).view).toMatchObject({ availableCentavos: 0, withdrawableCentavos: 0 })
      expect(plainOutcome(yield* postOne(withdraw(m, 1))).tag).toBe("InsufficientFunds")
    })
  )

  it.effect("a debit of the pending bucket is checked against pending, and settlement moves it to available", () =>
    Effect.gen(function* () {
      const m = yield* newMerchant()
      const cardIn = entry({
        accountId: m,
        kind: "CARD_CREDIT_IN",
        postings: [
          { ledgerAccountId: card, amountCentavos: -500 },
          { ledgerAccountId: main(m), amountCentavos: 500, bucket: "pending" }
        ]
      })
      yield* postOne(cardIn)
      expect((yield* balanceOf(m)).view).toMatchObject({ pendingCentavos: 500, availableCentavos: 0 })
      const settle = (amount: number) =>
        entry({
          accountId: m,
          kind: "CARD_SETTLEMENT",
          postings: [
            { ledgerAccountId: main(m), amountCentavos: -amount, bucket: "pending" },
            { ledgerAccountId: main(m), amountCentavos: amount }
          ]
        })
      expect(plainOutcome(yield* postOne(settle(501)))).toMatchObject({
        tag: "InsufficientFunds",
        requestedCentavos: 501,
        spendableCentavos: 500
      })
      expect(plainOutcome(yield* postOne(settle(500))).tag).toBe("Posted")
      expect((yield* balanceOf(m)).view).toMatchObject({
        pendingCentavos: 0,
        availableCentavos: 500,
        withdrawableCentavos: 500
      })
    })
  )

  it.effect("money credited by a PIX deposit is withdrawable exactly 24 h later and not before", () =>
    Effect.gen(function* () {
      const m = yield* newMerchant()
      yield* postOne(deposit(m, 1000, T0))
      const unlockAt = Ledger.unlockAtFor(T0)
      expect((yield* balanceOf(m, T0)).view).toEqual({
        availableCentavos: 1000,
        pendingCentavos: 0,
        locked24hCentavos: 1000,
        nextUnlockAt: unlockAt,
        medBlockedCentavos: 0,
        withdrawableCentavos: 0
      })
      const justBefore = at(unlockAt, -1)
      expect((yield* balanceOf(m, justBefore)).view.withdrawableCentavos).toBe(0)
      expect(plainOutcome(yield* postOne(withdraw(m, 1), justBefore))).toMatchObject({
        tag: "InsufficientFunds",
        spendableCentavos: 0
      })
      expect((yield* balanceOf(m, unlockAt)).view).toMatchObject({
        locked24hCentavos: 0,
        nextUnlockAt: null,
        withdrawableCentavos: 1000
      })
      expect(plainOutcome(yield* postOne(withdraw(m, 1000), unlockAt)).tag).toBe("Posted")
    })
  )

  it.effect("withdrawable is available minus the money still locked; the earliest unlock is reported", () =>
    Effect.gen(function* () {
      const m = yield* newMerchant()
      yield* postOne(deposit(m, 700, at(T0, -2 * lockMs)))
      yield* postOne(deposit(m, 300, at(T0, -2 * hourMs)))
      yield* postOne(deposit(m, 200, at(T0, -1 * hourMs)))
      const { snapshot, view } = yield* balanceOf(m, T0)
      expect(snapshot.lockedSumCentavos).toBe(500)
      expect(view).toMatchObject({ availableCentavos: 1200, locked24hCentavos: 500, withdrawableCentavos: 700 })
      expect(view.nextUnlockAt).toEqual(Ledger.unlockAtFor(at(T0, -2 * hourMs)))
      expect(plainOutcome(yield* postOne(withdraw(m, 701), T0))).toMatchObject({ spendableCentavos: 700 })
      expect(plainOutcome(yield* postOne(withdraw(m, 700), T0)).tag).toBe("Posted")
    })
  )

  it.effect("a refund may spend locked money and releases the lock of its own deposit", () =>
    Effect.gen(function* () {
      const m = yield* newMerchant()
      yield* postOne(deposit(m, 1000, T0))
      const unlockAt = Ledger.unlockAtFor(T0)
      const later = at(T0, hourMs)
      expect(plainOutcome(yield* postOne(refund(m, 400, unlockAt), later)).tag).toBe("Posted")
      expect((yield* balanceOf(m, later)).view).toMatchObject({
        availableCentavos: 600,
        locked24hCentavos: 600,
        withdrawableCentavos: 0,
        nextUnlockAt: unlockAt
      })
      expect(plainOutcome(yield* postOne(withdraw(m, 1), later)).tag).toBe("InsufficientFunds")
      expect(plainOutcome(yield* postOne(refund(m, 601, unlockAt), later))).toMatchObject({
        tag: "InsufficientFunds",
        requestedCentavos: 601,
        spendableCentavos: 600
      })
      expect(plainOutcome(yield* postOne(refund(m, 600, unlockAt), later)).tag).toBe("Posted")
      expect((yield* balanceOf(m, later)).view).toMatchObject({
        availableCentavos: 0,
        locked24hCentavos: 0,
        nextUnlockAt: null
      })
    })
  )

  it.effect("an idempotency key already used by the account replays the first entry and moves nothing", () =>
    Effect.gen(function* () {
      const m = yield* newMerchant()
      const other = yield* newMerchant()
      const key = uid("key")
      const first = deposit(m, 100, T0, { idempotencyKey: key })
      const again = deposit(m, 100, T0, { idempotencyKey: key })
      expect(plainOutcome(yield* postOne(first))).toEqual({ tag: "Posted", entryId: first.id, replayed: false })
      expect(plainOutcome(yield* postOne(again))).toEqual({ tag: "Posted", entryId: first.id, replayed: true })
      expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(100)
      // Keys are scoped per account.
      expect(plainOutcome(yield* postOne(deposit(other, 100, T0, { idempotencyKey: key })))).toMatchObject({
        replayed: false
      })
      // Within one batch too.
      const k2 = uid("key")
      const a = deposit(m, 5, T0, { idempotencyKey: k2 })
      const b = deposit(m, 5, T0, { idempotencyKey: k2 })
      const store = yield* LedgerStore.LedgerStore
      expect((yield* store.post([a, b], T0)).map(plainOutcome)).toEqual([
        { tag: "Posted", entryId: a.id, replayed: false },
        { tag: "Posted", entryId: a.id, replayed: true }
      ])
      expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(105)
    })
  )

  it.effect("a batch applies each entry on its own and reports each outcome in order", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      const m = yield* newMerchant()
      const n = yield* newMerchant()
      const key = uid("key")
      const unknown = uid("nobody")
      const batch = [
        deposit(m, 100, T0, { locked: false, idempotencyKey: key }),
        withdraw(m, 1000),
        entry({
          accountId: m,
          postings: [
            { ledgerAccountId: pix, amountCentavos: -1 },
            { ledgerAccountId: main(m), amountCentavos: 2 }
          ]
        }),
        deposit(unknown, 10),
        withdraw(m, 60),
        deposit(m, 100, T0, { locked: false, idempotencyKey: key }),
        // A transfer touching two merchants, in the reverse of lock order.
        entry({
          accountId: n,
          kind: "INTERNAL_TRANSFER",
          postings: [
            { ledgerAccountId: main(n), amountCentavos: 1 },
            { ledgerAccountId: main(m), amountCentavos: -1 }
          ]
        })
      ]
      const outcomes = (yield* store.post(batch, T0)).map(plainOutcome)
      expect(outcomes.map((o) => o.tag)).toEqual([
        "Posted",
        "InsufficientFunds",
        "UnbalancedEntry",
        "LedgerAccountNotFound",
        "Posted",
        "Posted",
        "Posted"
      ])
      expect(outcomes[1]).toMatchObject({ spendableCentavos: 100 })
      expect(outcomes[3]).toMatchObject({ ledgerAccountId: main(unknown) })
      expect(outcomes[5]).toEqual({ tag: "Posted", entryId: batch[0]!.id, replayed: true })
      expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(39)
      expect((yield* balanceOf(n)).snapshot.availableCentavos).toBe(1)
    })
  )

  it.effect("an unknown merchant account is refused; system accounts need no row and have no balance row", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      const m = yield* newMerchant()
      const ghost = main(uid("ghost"))
      const e = entry({
        accountId: m,
        postings: [
          { ledgerAccountId: pix, amountCentavos: -5 },
          { ledgerAccountId: ghost, amountCentavos: 5 }
        ]
      })
      expect(plainOutcome(yield* postOne(e))).toMatchObject({ tag: "LedgerAccountNotFound", ledgerAccountId: ghost })
      const sys = `sys:${uid("other")}` as Ledger.LedgerAccountId
      yield* store.insertAccount({ id: sys, accountId: m as Ledger.AccountId, kind: "SYSTEM" })
      const fee = entry({
        accountId: m,
        kind: "FEE",
        postings: [
          { ledgerAccountId: sys, amountCentavos: -5 },
          { ledgerAccountId: Ledger.SystemAccount.feeRevenue, amountCentavos: 5 }
        ]
      })
      expect(plainOutcome(yield* postOne(fee)).tag).toBe("Posted")
      expect(yield* store.sumPostings(sys)).toEqual({ availableCentavos: -5, pendingCentavos: 0, blockedCentavos: 0 })
      expect(yield* Effect.flip(store.findBalance(sys, T0))).toMatchObject({ _tag: "LedgerAccountNotFound" })
      expect(yield* Effect.flip(store.findBalance(ghost, T0))).toMatchObject({
        _tag: "LedgerAccountNotFound",
        ledgerAccountId: ghost
      })
      // insertAccount is a no-op the second time.
      yield* postOne(deposit(m, 10, T0, { locked: false }))
      yield* store.insertAccount({ id: main(m), accountId: m as Ledger.AccountId, kind: "MAIN" })
      expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(10)
    })
  )

  it.effect("a MED block holds money inside available, out of withdrawable; release and return empty it", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      const m = yield* newMerchant()
      const header = () => ({ id: uid("e") as Ledger.EntryId, accountId: m as Ledger.AccountId, createdAt: T0 })
      const unlockAt = Ledger.unlockAtFor(T0)
      yield* postOne(deposit(m, 1_000, T0))
      yield* postOne(deposit(m, 500, at(T0, -2 * lockMs)))
      const block = Ledger.medBlockEntry(header(), {
        holder: main(m),
        blockCentavos: 800,
        lockedCentavos: 600,
        depositUnlockAt: unlockAt
      })
      expect(plainOutcome(yield* postOne(block)).tag).toBe("Posted")
      // available 1500 (700 free + 800 blocked); lock 1000 − 600 = 400; withdrawable 1500 − 400 − 800 = 300
      expect((yield* balanceOf(m)).view).toMatchObject({
        availableCentavos: 1_500,
        medBlockedCentavos: 800,
        locked24hCentavos: 400,
        withdrawableCentavos: 300
      })
      expect(yield* store.sumPostings(main(m))).toEqual({
        availableCentavos: 700,
        pendingCentavos: 0,
        blockedCentavos: 800
      })
      // Neither a refund (available rule) nor a second block may take blocked money.
      expect(plainOutcome(yield* postOne(withdraw(m, 701, { spend: "available" })))).toMatchObject({
        tag: "InsufficientFunds",
        spendableCentavos: 700
      })
      const tooMuch = Ledger.medReturnEntry(header(), { holder: main(m), returnCentavos: 801 })
      expect(plainOutcome(yield* postOne(tooMuch))).toMatchObject({ tag: "InsufficientFunds", spendableCentavos: 800 })
      const ret = Ledger.medReturnEntry(header(), { holder: main(m), returnCentavos: 300 })
      expect(plainOutcome(yield* postOne(ret)).tag).toBe("Posted")
      const release = Ledger.medReleaseEntry(header(), {
        holder: main(m),
        releaseCentavos: 500,
        lockedCentavos: 500,
        depositUnlockAt: unlockAt
      })
      expect(plainOutcome(yield* postOne(release)).tag).toBe("Posted")
      expect((yield* balanceOf(m)).view).toMatchObject({
        availableCentavos: 1_200,
        medBlockedCentavos: 0,
        locked24hCentavos: 900,
        withdrawableCentavos: 300
      })
      expect(yield* store.sumPostings(pix)).toMatchObject({ blockedCentavos: 0 })
      expect(yield* store.verify()).toMatchObject({ unbalancedEntries: 0, balanceMismatches: 0, negativeBalances: 0 })
    })
  )

  it.effect("the verification finds every entry balanced and every balance equal to its postings", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      const m = yield* newMerchant()
      yield* postOne(deposit(m, 50, T0))
      const result = yield* store.verify()
      expect(result.entries).toBeGreaterThan(0)
      expect(result).toMatchObject({
        unbalancedEntries: 0,
        balanceMismatches: 0,
        negativeBalances: 0,
        totalCentavos: 0
      })
    })
  )

  it.effect("any sequence of batches gives the outcomes and balances of the reference store", () =>
    Effect.gen(function* () {
      const store = yield* LedgerStore.LedgerStore
      yield* Effect.promise(() =>
        fc.assert(
          fc.asyncProperty(scenario, async (batches) => {
            await Effect.runPromise(compareWithReference(store, batches))
          }),
          { numRuns: referenceRuns }
        )
      )
    })
  )
}

/** Runs the tests against a store built from `storeLayer` (a layer per call: one database). */
export const ledgerStoreContract = <E>(name: string, storeLayer: Layer.Layer<LedgerStore.LedgerStore, E>) =>
  layer(storeLayer, { excludeTestServices: true })(name, (it) => ledgerStoreTests(it))

// --- The reference comparison ---

type Op =
  | {
      readonly op: "deposit"
      readonly m: number
      readonly amount: number
      readonly locked: boolean
      readonly pending: boolean
    }
  | {
      readonly op: "withdraw"
      readonly m: number
      readonly amount: number
      readonly spend: "withdrawable" | "available" | undefined
      readonly pending: boolean
    }
  | { readonly op: "refund"; readonly m: number; readonly amount: number; readonly depositAgoHours: number }
  | { readonly op: "transfer"; readonly from: number; readonly to: number; readonly amount: number }
  | {
      readonly op: "block" | "release"
      readonly m: number
      readonly amount: number
      readonly lockedPart: number
      readonly depositAgoHours: number
    }
  | { readonly op: "return"; readonly m: number; readonly amount: number }
  | { readonly op: "blockedOnSystem"; readonly m: number; readonly amount: number }
  | { readonly op: "unbalanced"; readonly m: number }
  | { readonly op: "unknown"; readonly amount: number }

interface Step {
  readonly ops: ReadonlyArray<{ readonly op: Op; readonly key: number | undefined }>
  readonly advanceMs: number
}

const merchantIndex = fc.integer({ min: 0, max: 2 })
const amount = fc.integer({ min: 1, max: 3000 })
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant("deposit" as const),
      m: merchantIndex,
      amount,
      locked: fc.boolean(),
      pending: fc.boolean()
    })
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("withdraw" as const),
      m: merchantIndex,
      amount,
      spend: fc.constantFrom("withdrawable" as const, "available" as const, undefined),
      pending: fc.boolean()
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant("refund" as const),
      m: merchantIndex,
      amount,
      depositAgoHours: fc.integer({ min: 0, max: 30 })
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant("transfer" as const), from: merchantIndex, to: merchantIndex, amount })
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constantFrom("block" as const, "release" as const),
      m: merchantIndex,
      amount,
      lockedPart: fc.double({ min: 0, max: 1, noNaN: true }),
      depositAgoHours: fc.integer({ min: 0, max: 30 })
    })
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("return" as const), m: merchantIndex, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("blockedOnSystem" as const), m: merchantIndex, amount }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("unbalanced" as const), m: merchantIndex }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("unknown" as const), amount }) }
)
const step: fc.Arbitrary<Step> = fc.record({
  ops: fc.array(fc.record({ op, key: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined, freq: 3 }) }), {
    minLength: 1,
    maxLength: 4
  }),
  advanceMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30 * hourMs }))
})
const scenario = fc.array(step, { minLength: 1, maxLength: 8 })

const toEntry = (o: Op, merchants: ReadonlyArray<string>, ghost: string, now: Date, key: string | undefined) => {
  const withKey = key === undefined ? {} : { idempotencyKey: key }
  const accountOf = (i: number) => merchants[i]!
  switch (o.op) {
    case "deposit":
      return entry({
        accountId: accountOf(o.m),
        createdAt: now,
        ...withKey,
        postings: [
          { ledgerAccountId: pix, amountCentavos: -o.amount },
          {
            ledgerAccountId: main(accountOf(o.m)),
            amountCentavos: o.amount,
            ...(o.pending ? { bucket: "pending" as const } : o.locked ? { unlockAt: Ledger.unlockAtFor(now) } : {})
          }
        ]
      })
    case "withdraw":
      return entry({
        accountId: accountOf(o.m),
        createdAt: now,
        ...withKey,
        postings: [
          {
            ledgerAccountId: main(accountOf(o.m)),
            amountCentavos: -o.amount,
            ...(o.pending ? { bucket: "pending" as const } : o.spend === undefined ? {} : { spend: o.spend })
          },
          { ledgerAccountId: pix, amountCentavos: o.amount }
        ]
      })
    case "refund":
      return entry({
        accountId: accountOf(o.m),
        createdAt: now,
        ...withKey,
        postings: [
          {
            ledgerAccountId: main(accountOf(o.m)),
            amountCentavos: -o.amount,
            spend: "available",
            unlockAt: Ledger.unlockAtFor(at(now, -o.depositAgoHours * hourMs))
          },
          { ledgerAccountId: pix, amountCentavos: o.amount }
        ]
      })
    case "transfer":
      return entry({
        accountId: accountOf(o.from),
        createdAt: now,
        ...withKey,
        postings: [
          { ledgerAccountId: main(accountOf(o.to)), amountCentavos: o.amount },
          { ledgerAccountId: main(accountOf(o.from)), amountCentavos: -o.amount }
        ]
      })
    case "block":
    case "release": {
      const header = { id: uid("e") as Ledger.EntryId, accountId: accountOf(o.m) as Ledger.AccountId, createdAt: now }
      const parts = {
        holder: main(accountOf(o.m)),
        lockedCentavos: Math.floor(o.amount * o.lockedPart),
        depositUnlockAt: Ledger.unlockAtFor(at(now, -o.depositAgoHours * hourMs))
      }
      const built =
        o.op === "block"
          ? Ledger.medBlockEntry(header, { ...parts, blockCentavos: o.amount })
          : Ledger.medReleaseEntry(header, { ...parts, releaseCentavos: o.amount })
      return { ...built, ...withKey }
    }
    case "return":
      return {
        ...Ledger.medReturnEntry(
          { id: uid("e") as Ledger.EntryId, accountId: accountOf(o.m) as Ledger.AccountId, createdAt: now },
          { holder: main(accountOf(o.m)), returnCentavos: o.amount }
        ),
        ...withKey
      }
    case "blockedOnSystem":
      return entry({
        accountId: accountOf(o.m),
        createdAt: now,
        ...withKey,
        postings: [
          { ledgerAccountId: main(accountOf(o.m)), amountCentavos: -o.amount, spend: "available" },
          { ledgerAccountId: pix, amountCentavos: o.amount, bucket: "blocked" }
        ]
      })
    case "unbalanced":
      return entry({
        accountId: accountOf(o.m),
        createdAt: now,
        ...withKey,
        postings: [
          { ledgerAccountId: pix, amountCentavos: -2 },
          { ledgerAccountId: main(accountOf(o.m)), amountCentavos: 1 }
        ]
      })
    case "unknown":
      return entry({
        accountId: accountOf(0),
        createdAt: now,
        ...withKey,
        postings: [
          { ledgerAccountId: pix, amountCentavos: -o.amount },
          { ledgerAccountId: main(ghost), amountCentavos: o.amount }
        ]
      })
  }
}

/**
 * Applies the same batches to `store` and to a fresh reference store, with fresh merchants, and compares every
 * outcome, then every balance snapshot at every step's instant.
 */
const compareWithReference = (store: LedgerStore.LedgerStore["Service"], batches: ReadonlyArray<Step>) =>
  Effect.gen(function* () {
    const reference = yield* LedgerStore.makeMemoryLedgerStore
    const merchants = [uid("pm"), uid("pm"), uid("pm")]
    const ghost = uid("ghost")
    const keyPrefix = uid("k")
    for (const m of merchants) {
      const account = { id: main(m), accountId: m as Ledger.AccountId, kind: "MAIN" as const }
      yield* store.insertAccount(account)
      yield* reference.insertAccount(account)
    }
    let now = T0
    for (const s of batches) {
      now = at(now, s.advanceMs)
      const entries = s.ops.map(({ op: o, key }) =>
        toEntry(o, merchants, ghost, now, key === undefined ? undefined : `${keyPrefix}_${key}`)
      )
      const actual = yield* store.post(entries, now)
      const expected = yield* reference.post(entries, now)
      expect(actual.map(plainOutcome)).toEqual(expected.map(plainOutcome))
      for (const m of merchants) {
        expect(yield* store.findBalance(main(m), now)).toEqual(yield* reference.findBalance(main(m), now))
        expect(yield* store.sumPostings(main(m))).toEqual(yield* reference.sumPostings(main(m)))
      }
    }
  })
