import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Layer, Result, Tracer } from "effect"
import { TestClock } from "effect/testing"
import { internalTransferEntry, pixDepositEntry, pixOutEntry, type EntryHeader } from "../../src/ledger/Entries.ts"
import { InsufficientFunds, LedgerAccountNotFound, LedgerStoreError, UnbalancedEntry } from "../../src/ledger/Errors.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { EntryId, mainLedgerAccount, type BalanceView } from "../../src/ledger/Model.ts"
import { toBalanceResponse, toSubaccountBalanceFields } from "../../src/ledger/Projections.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { centavos } from "../../src/money/Money.ts"
import { LedgerStore, layerMemory, makeMemoryLedgerStore } from "../../src/ledger/LedgerStore.ts"
import { layerRecording, type RecordedCall } from "./recordingStore.ts"
import { Accounts, openWorld, tenantOf } from "./world.ts"

const c = centavos
const header = (id: string, extra: Partial<EntryHeader> = {}): EntryHeader => ({
  id: EntryId.make(id),
  accountId: tenantOf.m1,
  createdAt: new Date(0),
  ...extra
})
const deposit = (id: string, amount: number, confirmedAt: Date, to = Accounts.m1) =>
  pixDepositEntry(header(id, { createdAt: confirmedAt }), {
    receiver: to,
    confirmedAt,
    amounts: {
      grossCentavos: c(amount + 10),
      feeCentavos: c(10),
      netCentavos: c(amount),
      platformFeeCentavos: c(10),
      profitCentavos: c(0),
      partnerCentavos: c(0),
      merchantCentavos: c(amount)
    }
  })

describe("Ledger", () => {
  it.effect("post stamps the entry's createdAt with the Clock", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      yield* TestClock.adjust(12_345)
      yield* ledger.post(deposit("d1", 100, new Date(0)))
      const stored = yield* ledger.findEntryById(EntryId.make("d1"))
      expect(stored?.createdAt).toStrictEqual(new Date(12_345))
    }).pipe(Effect.provide(Ledger.Test))
  )

  it.effect("each ledger call opens its own span, a post's naming its entry and kind", () => {
    const spans: Array<Tracer.NativeSpan> = []
    const tracer = Tracer.make({
      span(options) {
        const span = new Tracer.NativeSpan(options)
        spans.push(span)
        return span
      }
    })
    return Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      spans.length = 0
      yield* ledger.post(deposit("d1", 100, new Date(0)))
      yield* ledger.balance(Accounts.m1)
      yield* ledger.findEntryById(EntryId.make("d1"))
      yield* ledger.openAccount({ id: mainLedgerAccount("m9"), accountId: tenantOf.m1, kind: "MAIN" })
      expect(spans.map((s) => s.name)).toStrictEqual([
        "Ledger.post",
        "Ledger.balance",
        "Ledger.findEntryById",
        "Ledger.openAccount"
      ])
      expect(Object.fromEntries(spans[0]!.attributes)).toStrictEqual({ entryId: "d1", kind: "PIX_IN" })
    }).pipe(Effect.provide(Ledger.Test), Effect.provideService(Tracer.Tracer, tracer))
  })

  it.effect("a store that answers a post with the wrong number of outcomes is a defect, batched or not", () => {
    // Answers every call with one outcome too many: a caller must never be given another entry's outcome.
    const lying = Layer.effect(
      LedgerStore,
      Effect.map(makeMemoryLedgerStore, (store) =>
        LedgerStore.of({
          ...store,
          post: (entries, now) => Effect.map(store.post(entries, now), (outcomes) => [...outcomes, ...outcomes])
        })
      )
    )
    const postOnce = (ledger: Layer.Layer<Ledger, never, LedgerStore>) =>
      Effect.gen(function* () {
        yield* openWorld
        const ledgerService = yield* Ledger
        return yield* Effect.exit(ledgerService.post(deposit("d1", 100, new Date(0))))
      }).pipe(Effect.provide(Layer.provideMerge(ledger, lying)))
    return Effect.gen(function* () {
      for (const ledger of [Ledger.Default, Ledger.Batched({ windowMs: 0 })]) {
        const exit = yield* postOnce(ledger)
        expect(exit._tag === "Failure" && Cause.hasDies(exit.cause)).toBe(true)
      }
    })
  })

  it.effect("an unbalanced entry is refused with UnbalancedEntry and never reaches the store", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const good = deposit("d1", 100, new Date(0))
      const bad = { ...good, postings: good.postings.slice(1) }
      expect(yield* Effect.flip(ledger.post(bad))).toBeInstanceOf(UnbalancedEntry)
      expect((yield* (yield* LedgerStore).verify()).entries).toBe(0)
    }).pipe(Effect.provide(Ledger.Test))
  )

  it.effect("a debit beyond the withdrawable balance is refused with InsufficientFunds and moves nothing", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      yield* ledger.post(deposit("d1", 100, new Date(0)))
      const out = pixOutEntry(header("o1"), {
        payer: Accounts.m1,
        amounts: { debitCentavos: c(60), feeCentavos: c(10), sentCentavos: c(50) }
      })
      const refused = yield* Effect.flip(ledger.post(out))
      expect(refused).toBeInstanceOf(InsufficientFunds)
      expect(refused).toMatchObject({ requestedCentavos: 60, spendableCentavos: 0 })
      expect((yield* ledger.balance(Accounts.m1)).availableCentavos).toBe(100)
    }).pipe(Effect.provide(Ledger.Test))
  )

  it.effect("a posting to an unknown merchant account is refused with LedgerAccountNotFound", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const refused = yield* Effect.flip(ledger.post(deposit("d1", 100, new Date(0), mainLedgerAccount("nobody"))))
      expect(refused).toBeInstanceOf(LedgerAccountNotFound)
      expect(yield* Effect.flip(ledger.balance(mainLedgerAccount("nobody")))).toBeInstanceOf(LedgerAccountNotFound)
    }).pipe(Effect.provide(Ledger.Test))
  )

  it.effect("an entry posted again with the same idempotency key is replayed and moves nothing", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      const first = { ...deposit("d1", 100, new Date(0)), idempotencyKey: "k" }
      const again = { ...deposit("d2", 100, new Date(0)), idempotencyKey: "k" }
      expect(yield* ledger.post(first)).toStrictEqual({ entryId: "d1", replayed: false })
      expect(yield* ledger.post(again)).toStrictEqual({ entryId: "d1", replayed: true })
      expect((yield* ledger.balance(Accounts.m1)).availableCentavos).toBe(100)
    }).pipe(Effect.provide(Ledger.Test))
  )

  it.effect("a PIX deposit stays locked until exactly 24 h later on the TestClock", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      yield* openWorld
      yield* TestClock.adjust(1_000)
      yield* ledger.post(deposit("d1", 250, new Date(1_000)))
      const locked = yield* ledger.balance(Accounts.m1)
      expect(locked).toStrictEqual({
        availableCentavos: 250,
        pendingCentavos: 0,
        locked24hCentavos: 250,
        nextUnlockAt: new Date(1_000 + pixDepositLockMs),
        medBlockedCentavos: 0,
        withdrawableCentavos: 0
      } satisfies BalanceView)
      const early = internalTransferEntry(header("t1"), { from: Accounts.m1, to: Accounts.m2, amountCentavos: 1 })
      yield* TestClock.adjust(pixDepositLockMs - 1)
      expect(yield* Effect.flip(ledger.post(early))).toBeInstanceOf(InsufficientFunds)
      yield* TestClock.adjust(1)
      expect((yield* ledger.balance(Accounts.m1)).withdrawableCentavos).toBe(250)
      yield* ledger.post({ ...early, id: EntryId.make("t2") })
      expect((yield* ledger.balance(Accounts.m2)).availableCentavos).toBe(1)
    }).pipe(Effect.provide(Ledger.Test))
  )

  it("the balance view projects onto the API's Balance in reais and the subaccount's Padrao fields", () => {
    const view: BalanceView = {
      availableCentavos: 123_456,
      pendingCentavos: 5,
      locked24hCentavos: 100_000,
      nextUnlockAt: new Date("2026-03-01T03:00:00.000Z"),
      medBlockedCentavos: 3_456,
      withdrawableCentavos: 20_000
    }
    expect(toBalanceResponse(view)).toStrictEqual({
      currency: "BRL",
      availableAmount: 1234.56,
      pendingAmount: 0.05,
      blockedAmount: 34.56,
      padrao: {
        available: 1234.56,
        pending: 0.05,
        withdrawable: 200,
        locked24h: 1000,
        nextUnlockAt: "2026-03-01T03:00:00.000Z"
      }
    })
    expect(toBalanceResponse({ ...view, nextUnlockAt: null }).padrao.nextUnlockAt).toBeNull()
    expect(toSubaccountBalanceFields(view)).toStrictEqual({
      availablePadrao: 1234.56,
      spendablePadrao: 200,
      lockedPadrao: 34.56,
      pendingPadrao: 0.05
    })
  })

  it.live(
    "with batching on, concurrent deposits to one merchant share store calls and each caller gets its result",
    () => {
      const calls: Array<RecordedCall> = []
      return Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* openWorld
        const results = yield* Effect.forEach(
          Array.from({ length: 200 }, (_, i) => i),
          (i) => ledger.post(deposit(`d${i}`, 1 + i, new Date(0))),
          { concurrency: "unbounded" }
        )
        expect(results.map((r) => r.entryId)).toStrictEqual(Array.from({ length: 200 }, (_, i) => `d${i}`))
        expect(calls.length).toBeLessThan(200)
        expect(Math.max(...calls.map((call) => call.entries.length))).toBeLessThanOrEqual(64)
        expect((yield* ledger.balance(Accounts.m1)).availableCentavos).toBe((200 * 201) / 2)
      }).pipe(
        Effect.provide(
          Layer.provideMerge(Ledger.Batched({ windowMs: 5, entriesPerBatchMax: 64, lanes: 4 }), layerRecording(calls))
        )
      )
    }
  )

  it.live("with batching on, a store failure fails every caller of the batch with LedgerStoreError", () => {
    const failing = Layer.effect(
      LedgerStore,
      Effect.map(LedgerStore, (store) =>
        LedgerStore.of({ ...store, post: () => Effect.fail(new LedgerStoreError({ message: "connection lost" })) })
      )
    ).pipe(Layer.provide(layerMemory))
    return Effect.gen(function* () {
      const ledger = yield* Ledger
      const results = yield* Effect.forEach(
        [1, 2, 3],
        (i) => Effect.result(ledger.post(deposit(`d${i}`, i, new Date(0)))),
        { concurrency: "unbounded" }
      )
      for (const result of results) {
        expect(Result.isFailure(result) && result.failure instanceof LedgerStoreError).toBe(true)
      }
    }).pipe(Effect.provide(Ledger.Batched({ windowMs: 1 }).pipe(Layer.provide(failing))))
  })
})
