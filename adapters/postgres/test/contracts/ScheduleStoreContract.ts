import { expect, layer, type Vitest } from "@effect/vitest"
import { type Ledger, Money, Scheduling, ScheduleStore } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, hourMs, uid } from "./fixtures.ts"

type Store = ScheduleStore.ScheduleStore["Service"]

/** A schedule of `accountId`: a weekly internal transfer due at `T0` unless `overrides` say otherwise. */
export const schedule = (
  accountId: string,
  overrides: Partial<Scheduling.ScheduledTransferRecord> = {}
): Scheduling.ScheduledTransferRecord => ({
  id: uid("sch"),
  accountId: accountId as Ledger.AccountId,
  apiKeyId: "key_1",
  label: "Rent",
  triggerType: "recurring",
  recurrenceRule: { interval: "weekly", time: "09:00", timezone: "America/Sao_Paulo", dayOfWeek: 1 },
  payload: {
    method: "pix_padrao",
    amountCentavos: Money.centavos(12_345),
    description: "Aluguel",
    coverFee: true,
    pixKey: "52998224725",
    pixKeyType: "CPF"
  },
  maxRuns: 10,
  status: "active",
  nextRunAt: T0,
  runCount: 0,
  thresholdArmed: false,
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** Claims `record`'s due run as a worker does: a compare-and-set that writes the due time and a lease. */
export const claim = (store: Store, record: Scheduling.ScheduledTransferRecord, now: Date) =>
  Effect.result(
    store.update(
      { ...record, runDueAt: record.nextRunAt!, runLeaseUntil: at(now, 60_000), updatedAt: now },
      record.version
    )
  )

/** The behaviour every `ScheduleStore` shares. */
export const scheduleStoreTests = (it: Vitest.MethodsNonLive<ScheduleStore.ScheduleStore>) => {
  it.effect("a schedule reads back as stored, in its own account only; lists are newest first", () =>
    Effect.gen(function* () {
      const store = yield* ScheduleStore.ScheduleStore
      const owner = acc()
      const weekly = schedule(owner, { lastRunAt: at(T0, -hourMs), lastFailure: "x", runDueAt: T0, runLeaseUntil: T0 })
      const threshold = schedule(owner, {
        triggerType: "balance_threshold",
        balanceThresholdCentavos: Money.centavos(100_000),
        thresholdArmed: true,
        payload: {
          method: "interna",
          amountCentavos: Money.centavos(500),
          coverFee: false,
          recipientEmail: "b@x.test"
        },
        createdAt: at(T0, 1),
        updatedAt: at(T0, 1)
      })
      const { recurrenceRule: _r, nextRunAt: _n, label: _l, maxRuns: _m, apiKeyId: _k, ...bare } = threshold
      yield* store.insert(weekly, 20)
      yield* store.insert(bare, 20)
      expect(yield* store.findById(owner, weekly.id)).toEqual(Option.some(weekly))
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findById(acc(), weekly.id)).toEqual(Option.none())
      expect((yield* store.findManyByAccount(owner, 10)).map((s) => s.id)).toEqual([bare.id, weekly.id])
      expect((yield* store.findManyByAccount(owner, 1)).map((s) => s.id)).toEqual([bare.id])
    })
  )

  it.effect("an account has at most the active maximum: the insert or update past it is refused, others pass", () =>
    Effect.gen(function* () {
      const store = yield* ScheduleStore.ScheduleStore
      const owner = acc()
      for (let i = 0; i < 3; i++) yield* store.insert(schedule(owner), 3)
      const over = yield* Effect.flip(store.insert(schedule(owner), 3))
      expect(over._tag).toBe("ActiveSchedulesLimitReached")
      const paused = schedule(owner, { status: "paused" })
      yield* store.insert(paused, 3)
      yield* store.insert(schedule(acc()), 3)
      const resumed = yield* Effect.flip(store.update({ ...paused, status: "active" }, 0, 3))
      expect(resumed._tag).toBe("ActiveSchedulesLimitReached")
      expect(Option.getOrThrow(yield* store.findById(owner, paused.id)).status).toBe("paused")
      const relabeled = yield* store.update({ ...paused, label: "Paused" }, 0, 3)
      expect(relabeled).toMatchObject({ label: "Paused", version: 1 })
    })
  )

  it.effect("an update is a compare-and-set on the version", () =>
    Effect.gen(function* () {
      const store = yield* ScheduleStore.ScheduleStore
      const owner = acc()
      const made = schedule(owner)
      yield* store.insert(made, 20)
      const { label: _l, maxRuns: _m, ...unlabeled } = made
      const first = yield* store.update({ ...unlabeled, status: "paused", runCount: 2, version: 99 }, 0)
      expect(first).toEqual({ ...unlabeled, status: "paused", runCount: 2, version: 1 })
      expect(yield* store.findById(owner, made.id)).toEqual(Option.some(first))
      expect((yield* Effect.flip(store.update(made, 0)))._tag).toBe("ScheduleChanged")
      expect((yield* Effect.flip(store.update({ ...made, accountId: acc() as Ledger.AccountId }, 1)))._tag).toBe(
        "ScheduleNotFound"
      )
    })
  )

  it.effect("the due scan: active schedules come due, runs in flight come back when their lease runs out", () =>
    Effect.gen(function* () {
      const store = yield* ScheduleStore.ScheduleStore
      const owner = acc()
      const now = at(T0, 1000 * hourMs)
      const due = schedule(owner, { nextRunAt: at(now, -2) })
      const dueNow = schedule(owner, { nextRunAt: now })
      const later = schedule(owner, { nextRunAt: at(now, 1) })
      const paused = schedule(owner, { status: "paused", nextRunAt: at(now, -5) })
      const inFlight = schedule(owner, { runDueAt: at(now, -9), runLeaseUntil: at(now, 1) })
      const leaseOver = schedule(owner, { status: "paused", runDueAt: at(now, -9), runLeaseUntil: at(now, -1) })
      for (const s of [due, dueNow, later, paused, inFlight, leaseOver]) yield* store.insert(s, 20)
      const mine = new Set([due, dueNow, later, paused, inFlight, leaseOver].map((s) => s.id))
      const found = (yield* store.findDue(now, 500)).filter((s) => mine.has(s.id)).map((s) => s.id)
      expect(found).toEqual([due.id, leaseOver.id, dueNow.id])
    })
  )

  it.effect("threshold schedules are read by id, page after page", () =>
    Effect.gen(function* () {
      const store = yield* ScheduleStore.ScheduleStore
      const owner = acc()
      const thresholds = Array.from({ length: 3 }, () =>
        schedule(owner, { triggerType: "balance_threshold", balanceThresholdCentavos: Money.centavos(10) })
      )
      for (const s of [...thresholds, schedule(owner)]) yield* store.insert(s, 20)
      const mine = new Set(thresholds.map((s) => s.id))
      const all = (yield* store.findManyThresholds(undefined, 1000)).filter((s) => mine.has(s.id)).map((s) => s.id)
      expect(all).toEqual(thresholds.map((s) => s.id))
      const after = (yield* store.findManyThresholds(thresholds[0]!.id, 1000)).filter((s) => mine.has(s.id))
      expect(after.map((s) => s.id)).toEqual(thresholds.slice(1).map((s) => s.id))
    })
  )

  it.effect("two workers claiming 20 schedules due at the same second claim each exactly once", () =>
    Effect.flatMap(ScheduleStore.ScheduleStore, (store) => claimRace(store, store))
  )
}

/**
 * Two claimers (two stores over one database, or the same store twice) scan and claim 20 schedules due at the same
 * second, each as fast as it can; every schedule is claimed exactly once.
 */
export const claimRace = (store: Store, second: Store) =>
  Effect.gen(function* () {
    const owner = acc()
    const now = at(T0, 2000 * hourMs)
    const made = Array.from({ length: 20 }, () => schedule(owner, { nextRunAt: now }))
    for (const s of made) yield* store.insert(s, 20)
    const mine = new Set(made.map((s) => s.id))
    const worker = (s: Store) =>
      Effect.gen(function* () {
        const due = (yield* s.findDue(now, 500)).filter((r) => mine.has(r.id))
        const won = yield* Effect.forEach(due, (r) => claim(s, r, now))
        return won.filter(Result.isSuccess).map((r) => r.success.id)
      })
    const [a, b] = yield* Effect.all([worker(store), worker(second)], { concurrency: 2 })
    expect([...a, ...b].sort()).toEqual([...mine].sort())
    expect((yield* store.findDue(now, 500)).filter((r) => mine.has(r.id))).toEqual([])
  })

/** The contract suite against one store, built once for the suite. */
export const scheduleStoreContract = <E>(name: string, store: Layer.Layer<ScheduleStore.ScheduleStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => scheduleStoreTests(it))
