import { expect, layer } from "@effect/vitest"
import { SqlClient } from "effect/sql"
import { ChargeStore, Ledger, LedgerStore, Outbox, RateLimiter, Transactor } from "@trilho/domain"
import { Deferred, Effect, Fiber, Layer, Redacted, Result } from "effect"
import { layerPostgres } from "../../src/Client.ts"
import * as RateLimiterSql from "../../src/RateLimiterSql.ts"
import { databaseUrl, describePostgres } from "../../src/testing.ts"
import { T0, balanceOf, deposit, entry, newMerchant, postOne, uid, withdraw } from "../contracts/fixtures.ts"
import { sqlStorage } from "../layers.ts"
import { chargeRecord } from "../contracts/ChargeStoreContract.ts"
import { followUntil } from "../contracts/OutboxJobsAccountsContract.ts"

const main = Ledger.mainLedgerAccount

const shuffle = <A>(items: ReadonlyArray<A>): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

const expectClean = Effect.gen(function* () {
  const store = yield* LedgerStore.LedgerStore
  expect(yield* store.verify()).toMatchObject({
    unbalancedEntries: 0,
    balanceMismatches: 0,
    negativeBalances: 0,
    totalCentavos: 0
  })
})

describePostgres("concurrency on PostgreSQL", () => {
  // A pool of 20: the calls below really run at once, each as its own call (not one batch).
  layer(sqlStorage({ backend: "postgres", poolSize: 20 }), { excludeTestServices: true })((it) => {
    it.effect("200 concurrent debits of 1.00 against 50.00: exactly 50 succeed, 150 are refused, 0.00 is left", () =>
      Effect.gen(function* () {
        const store = yield* LedgerStore.LedgerStore
        const m = yield* newMerchant()
        yield* postOne(deposit(m, 5000, T0, { locked: false }))
        const outcomes = yield* Effect.all(
          Array.from({ length: 200 }, () => Effect.map(store.post([withdraw(m, 100)], T0), (o) => o[0]!)),
          { concurrency: "unbounded" }
        )
        const posted = outcomes.filter(Result.isSuccess)
        const refused = outcomes.filter((o) => Result.isFailure(o) && o.failure._tag === "InsufficientFunds")
        expect(posted.length).toBe(50)
        expect(refused.length).toBe(150)
        expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(0)
        expect(yield* store.sumPostings(main(m))).toEqual({
          availableCentavos: 0,
          pendingCentavos: 0,
          blockedCentavos: 0
        })
        yield* expectClean
      })
    )

    it.effect(
      "1,000 concurrent deposits to 100 merchants end with no deadlock and every balance equal to its deposits",
      () =>
        Effect.gen(function* () {
          const store = yield* LedgerStore.LedgerStore
          const merchants = yield* Effect.all(Array.from({ length: 100 }, () => newMerchant("dep")))
          const deposits = merchants.flatMap((m, i) =>
            Array.from({ length: 10 }, (_, k) => deposit(m, 100 + i + k, T0, { locked: k % 2 === 0 }))
          )
          const outcomes = yield* Effect.all(
            shuffle(deposits).map((d) => Effect.map(store.post([d], T0), (o) => o[0]!)),
            { concurrency: "unbounded" }
          )
          expect(outcomes.every(Result.isSuccess)).toBe(true)
          for (const [i, m] of merchants.entries()) {
            const expected = Array.from({ length: 10 }, (_, k) => 100 + i + k).reduce((a, b) => a + b, 0)
            expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(expected)
          }
          yield* expectClean
        })
    )

    it.effect(
      "concurrent batches of transfers touching merchants in every order never deadlock and conserve money",
      () =>
        Effect.gen(function* () {
          const store = yield* LedgerStore.LedgerStore
          const merchants = yield* Effect.all(Array.from({ length: 8 }, () => newMerchant("tr")))
          yield* store.post(
            merchants.map((m) => deposit(m, 10_000, T0, { locked: false })),
            T0
          )
          const transfer = () => {
            const from = merchants[Math.floor(Math.random() * merchants.length)]!
            const to = merchants[Math.floor(Math.random() * merchants.length)]!
            const amount = 1 + Math.floor(Math.random() * 500)
            const postings = shuffle([
              { ledgerAccountId: main(from), amountCentavos: -amount },
              { ledgerAccountId: main(to), amountCentavos: amount }
            ])
            return entry({ accountId: from, kind: "INTERNAL_TRANSFER", postings })
          }
          const batches = Array.from({ length: 300 }, () =>
            Array.from({ length: 1 + Math.floor(Math.random() * 5) }, transfer)
          )
          const outcomes = (yield* Effect.all(
            batches.map((b) => store.post(b, T0)),
            { concurrency: "unbounded" }
          )).flat()
          expect(outcomes.filter(Result.isSuccess).length).toBeGreaterThan(0)
          let total = 0
          for (const m of merchants) total += (yield* balanceOf(m)).snapshot.availableCentavos
          expect(total).toBe(merchants.length * 10_000)
          yield* expectClean
        })
    )

    it.effect("a follower never skips an event whose transaction commits after a higher id became visible", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const outbox = yield* Outbox.Outbox
        for (const highTakesItsXidFirst of [false, true]) {
          const acc = uid("late") as Ledger.AccountId
          const ev = (name: string): Outbox.OutboxEventInput => ({
            accountId: acc,
            eventType: "payment.created",
            aggregateId: name,
            payload: {},
            createdAt: T0
          })
          const highHasXid = yield* Deferred.make<void>()
          const lowInserted = yield* Deferred.make<void>()
          const commitLow = yield* Deferred.make<void>()
          // The low transaction takes the lower id, then waits before committing.
          const low = yield* Effect.forkChild(
            sql.withTransaction(
              Effect.gen(function* () {
                yield* Deferred.await(highHasXid)
                yield* outbox.append([ev("low")])
                yield* Deferred.succeed(lowInserted, undefined)
                yield* Deferred.await(commitLow)
              })
            )
          )
          // The high transaction (when asked, after taking its transaction id before the low one does) inserts the
          // higher id and commits first.
          yield* sql.withTransaction(
            Effect.gen(function* () {
              // As text: the client reads values in binary and has no codec for `xid8`.
              if (highTakesItsXidFirst) yield* sql`SELECT pg_current_xact_id()::text`
              yield* Deferred.succeed(highHasXid, undefined)
              yield* Deferred.await(lowInserted)
              yield* outbox.append([ev("high")])
            })
          )
          const first = yield* outbox.readAfter(Outbox.outboxStart, 100, { accountId: acc })
          // Nothing written by the transaction still in flight, nor anything it could precede, is handed out. (The high
          // event may also wait for unrelated transactions of the shared server: a follower waits, never skips.)
          expect(first.events.map((e) => e.aggregateId)).toEqual(
            highTakesItsXidFirst && first.events.length > 0 ? ["high"] : []
          )
          // The committed high event not handed out waits behind a transaction in flight: the follower is told so.
          if (first.events.length === 0) expect(yield* outbox.heldBack(first.cursor)).toBe(true)
          yield* Deferred.succeed(commitLow, undefined)
          yield* Fiber.join(low)
          const rest = yield* followUntil(acc, 2 - first.events.length, first.cursor, 100)
          const seen = [...first.events, ...rest.events]
          const names = seen.map((e) => e.aggregateId)
          expect(names).toEqual(highTakesItsXidFirst ? ["high", "low"] : ["low", "high"])
          // The low event has the lower id: a cursor on the id alone would have passed it before it committed.
          const ids = Object.fromEntries(seen.map((e) => [e.aggregateId, e.id]))
          expect(ids.low!).toBeLessThan(ids.high!)
        }
      })
    )

    it.effect("200 hits of one subject from two pools at once (two API processes) count 1 to 200 exactly once", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const here = yield* RateLimiter.RateLimiter
        const rows = yield* sql<{ readonly database: string }>`SELECT current_database() AS database`
        const url = new URL(databaseUrl()!)
        url.pathname = `/${rows[0]!.database}`
        // A second, separate pool on the same database: another process, as far as the server can tell.
        const otherProcess = RateLimiterSql.layer.pipe(
          Layer.provide(layerPostgres({ url: Redacted.make(url.toString()), poolSize: 10 }))
        )
        const subject = `key:${uid("shared")}`
        const counts = yield* Effect.flatMap(RateLimiter.RateLimiter, (elsewhere) =>
          Effect.all(
            Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? here : elsewhere).hit(subject, T0)),
            { concurrency: "unbounded" }
          )
        ).pipe(Effect.provide(otherProcess))
        expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
      })
    )

    it.effect("50 concurrent charges with one external reference: exactly one is stored, 49 are told it exists", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore.ChargeStore
        const acc = uid("acc") as Ledger.AccountId
        const ref = uid("ord")
        const results = yield* Effect.all(
          Array.from({ length: 50 }, () => Effect.result(store.insert(chargeRecord(acc, { externalReference: ref })))),
          { concurrency: "unbounded" }
        )
        expect(results.filter(Result.isSuccess)).toHaveLength(1)
        expect(
          results.filter((r) => Result.isFailure(r) && r.failure._tag === "DuplicateExternalReference")
        ).toHaveLength(49)
      })
    )

    it.effect("20 concurrent transactions moving one charge from PENDING: one commits its move and its event", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore.ChargeStore
        const outbox = yield* Outbox.Outbox
        const { transactionally } = yield* Transactor.Transactor
        const acc = uid("acc") as Ledger.AccountId
        const record = chargeRecord(acc)
        yield* store.insert(record)
        const targets = Array.from({ length: 20 }, (_, i) => (["COMPLETED", "CANCELED", "FAILED"] as const)[i % 3]!)
        const results = yield* Effect.all(
          targets.map((to) =>
            Effect.result(
              transactionally(
                Effect.gen(function* () {
                  const moved = yield* store.updateStatus(acc, record.id, "PENDING", to, { updatedAt: T0 })
                  yield* outbox.append([
                    { accountId: acc, eventType: `charge.${to}`, aggregateId: record.id, payload: {}, createdAt: T0 }
                  ])
                  return moved
                })
              )
            )
          ),
          { concurrency: "unbounded" }
        )
        const won = results.filter(Result.isSuccess)
        expect(won).toHaveLength(1)
        expect(results.filter((r) => Result.isFailure(r) && r.failure._tag === "ChargeStatusChanged")).toHaveLength(19)
        const { events } = yield* followUntil(acc, 1)
        expect(events.map((e) => e.eventType)).toEqual([`charge.${won[0]!.success.status}`])
      })
    )
  })
})
