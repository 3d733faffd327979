import { expect, type Vitest } from "@effect/vitest"
import { Accounts, Jobs, Ledger, LedgerStore, Outbox } from "@trilho/domain"
import { Effect, Option } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/**
 * Follows one account's events from `cursor` until `expected` were seen. On a shared PostgreSQL server a row becomes
 * readable once no older writing transaction of the whole cluster is in flight, so a follower polls: it may have to
 * wait, never skips. After the expected events, the next read must be empty.
 */
export const followUntil = (
  accountId: string,
  expected: number,
  cursor: Outbox.OutboxCursor = Outbox.outboxStart,
  pageSize = 2
) =>
  Effect.gen(function* () {
    const outbox = yield* Outbox.Outbox
    const events: Array<Outbox.OutboxEvent> = []
    let position = cursor
    const deadline = Date.now() + 15_000
    for (;;) {
      const page = yield* outbox.readAfter(position, pageSize, { accountId: accountId as Ledger.AccountId })
      if (page.events.length === 0) {
        expect(page.cursor).toBe(position)
        if (events.length >= expected || Date.now() > deadline) return { events, cursor: position }
        yield* Effect.sleep("20 millis")
        continue
      }
      events.push(...page.events)
      position = page.cursor
    }
  })

const event = (
  accountId: string,
  n: number,
  extra: Partial<Outbox.OutboxEventInput> = {}
): Outbox.OutboxEventInput => ({
  accountId: accountId as Ledger.AccountId,
  eventType: "payment.paid",
  aggregateId: `tx_${n}`,
  payload: { n, amount: 12.34, nested: { snake_case: true, list: [1, "two", null] } },
  createdAt: at(T0, n),
  ...extra
})

/** The behaviour every `Outbox` shares. */
export const outboxTests = (it: Vitest.MethodsNonLive<Outbox.Outbox>) => {
  it.effect("appended events are read back once each, in order, page after page", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox.Outbox
      const acc = uid("acc")
      const first = yield* outbox.append([event(acc, 1), event(acc, 2, { apiKeyId: "key_1" }), event(acc, 3)])
      const second = yield* outbox.append([event(acc, 4), event(acc, 5)])
      expect(first.length).toBe(3)
      const ids = [...first, ...second]
      expect([...ids].sort((a, b) => a - b)).toEqual(ids)
      expect(new Set(ids).size).toBe(5)
      const { events, cursor } = yield* followUntil(acc, 5)
      expect(events.map((e) => e.id)).toEqual(ids)
      expect(events[1]).toMatchObject({
        accountId: acc,
        eventType: "payment.paid",
        aggregateId: "tx_2",
        apiKeyId: "key_1",
        payload: { n: 2, amount: 12.34, nested: { snake_case: true, list: [1, "two", null] } },
        createdAt: at(T0, 2)
      })
      expect("apiKeyId" in events[0]!).toBe(false)
      // Nothing new after the last cursor; a new event shows up after it.
      const [sixth] = yield* outbox.append([event(acc, 6)])
      const rest = yield* followUntil(acc, 1, cursor)
      expect(rest.events.map((e) => e.id)).toEqual([sixth])
      // Other accounts' events are not in this account's pages, but are in the unfiltered stream.
      const other = uid("acc")
      yield* outbox.append([event(other, 7)])
      expect((yield* followUntil(other, 1)).events.map((e) => e.accountId)).toEqual([other])
      expect((yield* followUntil(acc, 0, rest.cursor)).events).toEqual([])
      const page = yield* outbox.readAfter(rest.cursor, 1000)
      expect(page.events.some((e) => e.accountId === other)).toBe(true)
      expect(yield* outbox.append([])).toEqual([])
      expect((yield* outbox.readAfter(Outbox.outboxStart, 0)).events).toEqual([])
    })
  )
  it.effect("a follower starting at the end reads only the events committed after it started", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox.Outbox
      const acc = uid("acc")
      yield* outbox.append([event(acc, 1), event(acc, 2)])
      const end = yield* outbox.readEnd
      const ids = yield* outbox.append([event(acc, 3)])
      const { events } = yield* followUntil(acc, 1, end)
      expect(events.map((e) => e.id)).toEqual(ids)
    })
  )
}

/** The behaviour every `Jobs` queue shares. */
export const jobsTests = (it: Vitest.MethodsNonLive<Jobs.Jobs>) => {
  it.effect("a due job is claimed once under its lease, and again by another worker after the lease", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const kind = uid("kind")
      const due = yield* jobs.enqueue(kind, { a: 1 }, T0)
      const later = yield* jobs.enqueue(kind, { a: 2 }, at(T0, 60_000))
      yield* jobs.enqueue(uid("other"), {}, T0)
      expect(due.created).toBe(true)
      const claimed = yield* jobs.claim("w1", [kind], T0, 10, 30_000)
      expect(claimed.map((j) => j.id)).toEqual([due.id])
      expect(claimed[0]).toMatchObject({
        kind,
        payload: { a: 1 },
        status: "running",
        attempts: 1,
        lockedBy: "w1",
        lockedUntil: at(T0, 30_000)
      })
      expect(yield* jobs.claim("w2", [kind], at(T0, 29_999), 10, 30_000)).toEqual([])
      // The lease of w1 ran out (it crashed): w2 gets the job, and the later job is now due as well.
      const reclaimed = yield* jobs.claim("w2", [kind], at(T0, 60_000), 10, 30_000)
      expect(reclaimed.map((j) => [j.id, j.lockedBy, j.attempts])).toEqual([
        [due.id, "w2", 2],
        [later.id, "w2", 1]
      ])
      yield* jobs.complete(due.id)
      expect((yield* jobs.findById(due.id))?.status).toBe("done")
      expect(yield* jobs.claim("w3", [kind], at(T0, 10 * 60_000), 10, 30_000)).toEqual([
        expect.objectContaining({ id: later.id, attempts: 2 })
      ])
    })
  )

  it.effect("a failed job is retried at its retry time, and fails for good without one or past its attempts", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const kind = uid("kind")
      const job = yield* jobs.enqueue(kind, null, T0, undefined, { maxAttempts: 2 })
      const [first] = yield* jobs.claim("w", [kind], T0, 1, 1000)
      // The store writes the domain's decision as given.
      yield* jobs.fail(job.id, "boom", Jobs.retryAtAfterFailure(first!, at(T0, 5000)))
      expect(yield* jobs.findById(job.id)).toMatchObject({
        status: "pending",
        runAt: at(T0, 5000),
        lastError: "boom",
        lockedBy: null,
        lockedUntil: null
      })
      expect(yield* jobs.claim("w", [kind], at(T0, 4999), 1, 1000)).toEqual([])
      const [second] = yield* jobs.claim("w", [kind], at(T0, 5000), 1, 1000)
      expect(second?.attempts).toBe(2)
      expect(Jobs.retryAtAfterFailure(second!, at(T0, 9000))).toBeUndefined()
      yield* jobs.fail(job.id, "boom again", Jobs.retryAtAfterFailure(second!, at(T0, 9000)))
      expect(yield* jobs.findById(job.id)).toMatchObject({ status: "failed", lastError: "boom again" })
      expect(yield* jobs.claim("w", [kind], at(T0, 60_000), 1, 1000)).toEqual([])

      const once = yield* jobs.enqueue(kind, null, T0)
      yield* jobs.claim("w", [kind], T0, 1, 1000)
      yield* jobs.fail(once.id, "no retry", undefined)
      expect((yield* jobs.findById(once.id))?.status).toBe("failed")
      expect(yield* jobs.findById(-1)).toBeUndefined()
    })
  )

  it.effect("claims agree with the domain's isClaimable over the kinds' jobs", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const kind = uid("kind")
      const dueMs = [0, 1_000, 5_000, 12_000, 20_000]
      const ids = yield* Effect.forEach(dueMs, (ms) => Effect.map(jobs.enqueue(kind, null, at(T0, ms)), (j) => j.id))
      ids.push((yield* jobs.enqueue(uid("other"), null, T0)).id)
      // The first runs under a lease to 11 s; the second fails for good and the third is done.
      yield* jobs.claim("w", [kind], T0, 1, 11_000)
      yield* jobs.claim("w", [kind], at(T0, 5_000), 2, 1_000)
      yield* jobs.fail(ids[1]!, "boom", undefined)
      yield* jobs.complete(ids[2]!)
      const taken: Array<number> = []
      for (const nowMs of [10_000, 11_000, 12_000, 30_000]) {
        const now = at(T0, nowMs)
        const stored = yield* Effect.forEach(ids, (id) => Effect.map(jobs.findById(id), (job) => job!))
        const expected = stored.filter((j) => Jobs.isClaimable(j, [kind], now)).map((j) => j.id)
        const claimed = yield* jobs.claim("w", [kind], now, 100, 1_000_000)
        expect(claimed.map((j) => j.id)).toEqual(expected)
        taken.push(...expected)
      }
      // Nothing at 10 s; the first once its lease ended, then the fourth and the fifth as they fall due.
      expect(taken).toEqual([ids[0], ids[3], ids[4]])
    })
  )

  it.effect("a dedupe key already used returns the existing job instead of queueing another", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const kind = uid("kind")
      const key = uid("dedupe")
      const first = yield* jobs.enqueue(kind, { n: 1 }, T0, key)
      const second = yield* jobs.enqueue(kind, { n: 2 }, T0, key)
      expect(second).toEqual({ id: first.id, created: false })
      expect((yield* jobs.claim("w", [kind], T0, 10, 1000)).map((j) => j.payload)).toEqual([{ n: 1 }])
    })
  )

  it.effect("the next run time is the earliest due time or lease end of the kinds' waiting jobs", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const kind = uid("kind")
      const other = uid("other")
      expect(yield* jobs.nextRunAt([kind])).toBeUndefined()
      expect(yield* jobs.nextRunAt([])).toBeUndefined()
      const first = yield* jobs.enqueue(kind, null, at(T0, 5000))
      yield* jobs.enqueue(kind, null, at(T0, 9000))
      yield* jobs.enqueue(other, null, at(T0, 1000))
      expect(yield* jobs.nextRunAt([kind])).toEqual(at(T0, 5000))
      expect(yield* jobs.nextRunAt([kind, other])).toEqual(at(T0, 1000))
      // Claimed, the first job waits for the end of its lease; done, it waits no more.
      yield* jobs.claim("w", [kind], at(T0, 5000), 1, 60_000)
      expect(yield* jobs.nextRunAt([kind])).toEqual(at(T0, 9000))
      yield* jobs.complete(first.id)
      expect(yield* jobs.nextRunAt([kind])).toEqual(at(T0, 9000))
      const [second] = yield* jobs.claim("w", [kind], at(T0, 9000), 1, 1000)
      expect(yield* jobs.nextRunAt([kind])).toEqual(at(T0, 10_000))
      yield* jobs.fail(second!.id, "boom", undefined)
      expect(yield* jobs.nextRunAt([kind])).toBeUndefined()
    })
  )

  it.effect("concurrent claimers receive each job exactly once", () =>
    Effect.gen(function* () {
      const jobs = yield* Jobs.Jobs
      const kind = uid("kind")
      const ids = yield* Effect.forEach(
        Array.from({ length: 60 }, (_, i) => i),
        (i) => Effect.map(jobs.enqueue(kind, { i }, at(T0, -i)), (r) => r.id)
      )
      const worker = (w: number) =>
        Effect.gen(function* () {
          const mine: Array<number> = []
          for (;;) {
            const batch = yield* jobs.claim(`w${w}`, [kind], T0, 4, 60_000)
            if (batch.length === 0) return mine
            mine.push(...batch.map((j) => j.id))
          }
        })
      const results = yield* Effect.all([0, 1, 2, 3, 4, 5].map(worker), { concurrency: "unbounded" })
      const all = results.flat()
      expect(all.length).toBe(ids.length)
      expect(new Set(all)).toEqual(new Set(ids))
      expect(yield* jobs.claim("late", [kind], T0, 100, 60_000)).toEqual([])
      expect(yield* jobs.claim("none", [], T0, 100, 60_000)).toEqual([])
    })
  )
}

const merchant = (overrides: Partial<Accounts.Merchant> = {}): Accounts.Merchant => {
  const id = uid("acct")
  return {
    id: id as Ledger.AccountId,
    name: "Padaria Pão Quente",
    email: `${id}@example.com.br`,
    flags: { subaccounts: false },
    createdAt: T0,
    ...overrides
  }
}

/** The behaviour every `Accounts` store shares (with the `LedgerStore` beside it). */
export const accountsTests = (it: Vitest.MethodsNonLive<Accounts.Accounts | LedgerStore.LedgerStore>) => {
  it.effect("a new merchant is found by id and by email in any case, with its MAIN ledger account", () =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      const ledger = yield* LedgerStore.LedgerStore
      const m = merchant({ email: `${uid("Mixed")}@Example.com` })
      yield* accounts.insert(m)
      expect(yield* accounts.findById(m.id)).toEqual(Option.some(m))
      expect(yield* accounts.findByEmail(m.email.toUpperCase())).toEqual(Option.some(m))
      expect(yield* accounts.findById(uid("none") as Ledger.AccountId)).toEqual(Option.none())
      expect(yield* accounts.findByEmail("nobody@example.com")).toEqual(Option.none())
      expect(yield* ledger.findBalance(Ledger.mainLedgerAccount(m.id), T0)).toMatchObject({ availableCentavos: 0 })
    })
  )

  it.effect("a taken id or a taken email (in any case) is refused", () =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      const m = merchant()
      yield* accounts.insert(m)
      expect(yield* Effect.flip(accounts.insert({ ...m, email: `${uid("x")}@example.com` }))).toMatchObject({
        _tag: "MerchantAlreadyExists",
        accountId: m.id
      })
      const other = merchant({ email: m.email.toUpperCase() })
      expect(yield* Effect.flip(accounts.insert(other))).toMatchObject({ _tag: "MerchantEmailTaken" })
      expect(yield* accounts.findById(other.id)).toEqual(Option.none())
    })
  )

  it.effect("flags are merged into the merchant's flags", () =>
    Effect.gen(function* () {
      const accounts = yield* Accounts.Accounts
      const m = merchant({ flags: { a: true, b: "x" } })
      yield* accounts.insert(m)
      const updated = yield* accounts.updateFlags(m.id, { b: null, c: 3 })
      expect(updated.flags).toEqual({ a: true, b: null, c: 3 })
      expect(Option.map(yield* accounts.findById(m.id), (x) => x.flags)).toEqual(
        Option.some({ a: true, b: null, c: 3 })
      )
      expect(yield* Effect.flip(accounts.updateFlags(uid("none") as Ledger.AccountId, { a: true }))).toMatchObject({
        _tag: "MerchantNotFound"
      })
    })
  )
}
