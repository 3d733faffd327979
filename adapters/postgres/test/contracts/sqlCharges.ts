import { describe, expect, type Vitest } from "@effect/vitest"
import { SqlClient } from "effect/sql"
import type { PgClient } from "@effect/sql-pg"
import { type Charges, ChargeStore, type Ledger, type Money, Outbox, Transactor } from "@trilho/domain"
import { Cause, Effect, Exit, Option, Result } from "effect"
import { TransactionFailed } from "../../src/TransactorSql.ts"
import { chargeRecord } from "./ChargeStoreContract.ts"
import { T0, balanceOf, deposit, newMerchant, postOne, uid } from "./fixtures.ts"
import type { Storage } from "./index.ts"
import { followUntil } from "./OutboxJobsAccountsContract.ts"

const planOf = (rows: ReadonlyArray<Record<string, unknown>>) => rows.flatMap((row) => Object.values(row)).join("\n")

/** Checks of the charge store and the transactor that only a SQL database can make. */
export const sqlChargeTests = (it: Vitest.MethodsNonLive<Storage | SqlClient.SqlClient | PgClient.PgClient>) =>
  describe("SQL only: charges and transactions", () => {
    it.effect("one transaction takes in the charge store, the ledger and the outbox: a failure undoes all three", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore.ChargeStore
        const outbox = yield* Outbox.Outbox
        const { transactionally } = yield* Transactor.Transactor
        const m = yield* newMerchant()
        const acc = m as Ledger.AccountId
        const write = (record: Charges.ChargeRecord) =>
          Effect.gen(function* () {
            yield* store.insert(record)
            const outcome = yield* postOne(deposit(m, 500, T0, { locked: false }))
            expect(Result.isSuccess(outcome)).toBe(true)
            yield* outbox.append([
              { accountId: acc, eventType: "payment.paid", aggregateId: record.id, payload: {}, createdAt: T0 }
            ])
          })
        const undone = chargeRecord(m)
        const refused = yield* Effect.flip(transactionally(Effect.andThen(write(undone), Effect.fail("no" as const))))
        expect(refused).toBe("no")
        expect(yield* store.findById(acc, undone.id)).toEqual(Option.none())
        expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(0)
        const kept = chargeRecord(m)
        yield* transactionally(write(kept))
        expect(yield* store.findById(acc, kept.id)).toEqual(Option.some(kept))
        expect((yield* balanceOf(m)).snapshot.availableCentavos).toBe(500)
        const { events } = yield* followUntil(m, 1)
        expect(events.map((e) => e.aggregateId)).toEqual([kept.id])
      })
    )

    it.effect("a refused duplicate reference does not abort the transaction it runs in", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore.ChargeStore
        const { transactionally } = yield* Transactor.Transactor
        const acc = uid("acc") as Ledger.AccountId
        const ref = uid("ord")
        const first = chargeRecord(acc, { externalReference: ref })
        const after = chargeRecord(acc)
        const refused = yield* transactionally(
          Effect.gen(function* () {
            yield* store.insert(first)
            const duplicate = yield* Effect.result(store.insert(chargeRecord(acc, { externalReference: ref })))
            yield* store.insert(after)
            return duplicate
          })
        )
        expect(Result.isFailure(refused) && refused.failure._tag).toBe("DuplicateExternalReference")
        expect(yield* store.findByExternalReference(acc, ref)).toEqual(Option.some(first))
        expect(yield* store.findById(acc, after.id)).toEqual(Option.some(after))
      })
    )

    it.effect("a commit the database refuses is a TransactionFailed defect, and nothing is kept", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const store = yield* ChargeStore.ChargeStore
        const { transactionally } = yield* Transactor.Transactor
        // A deferred constraint is checked at COMMIT: the statements pass, the commit fails.
        yield* sql`
          CREATE TABLE IF NOT EXISTS test_commit_probe (
            k text CONSTRAINT test_commit_probe_k UNIQUE DEFERRABLE INITIALLY DEFERRED
          )`
        const record = chargeRecord(uid("acc"))
        const exit = yield* Effect.exit(
          transactionally(
            Effect.gen(function* () {
              yield* store.insert(record)
              const k = uid("k")
              yield* Effect.orDie(sql`INSERT INTO test_commit_probe (k) VALUES (${k}), (${k})`)
            })
          )
        )
        expect(Exit.isFailure(exit) && Cause.findDefect(exit.cause).pipe(Result.getOrUndefined)).toBeInstanceOf(
          TransactionFailed
        )
        expect(yield* store.findById(record.accountId, record.id)).toEqual(Option.none())
      })
    )

    it.effect("the database refuses a charge whose amounts do not add up", () =>
      Effect.gen(function* () {
        const store = yield* ChargeStore.ChargeStore
        const acc = uid("acc")
        const c = (n: number) => n as Money.Centavos
        const bad = [
          chargeRecord(acc, { feeCentavos: c(171) }),
          chargeRecord(acc, { platformFeeCentavos: c(100) }),
          chargeRecord(acc, { split: { accountId: acc as Ledger.AccountId, bps: 100, amountCentavos: c(9_831) } })
        ]
        for (const record of bad) {
          expect(yield* Effect.flip(store.insert(record))).toMatchObject({ _tag: "ChargeStoreError" })
        }
      })
    )

    it.effect("an account's list and the expiry read are served in index order, without a sort", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const acc = uid("acc")
        // Seq scans off: the question is whether the statements' shape lets the indexes serve them, whatever the size.
        const [list, expiring] = yield* sql.withTransaction(
          Effect.andThen(
            sql`SET LOCAL enable_seqscan = off`,
            Effect.all([
              sql<Record<string, unknown>>`
                EXPLAIN SELECT id FROM pix_charges WHERE account_id = ${acc}
                 ORDER BY created_at DESC, id DESC LIMIT 50`,
              sql<Record<string, unknown>>`
                EXPLAIN SELECT id FROM pix_charges WHERE status = 'PENDING' AND expires_at <= ${T0}::timestamptz
                 ORDER BY expires_at, id LIMIT 100`
            ])
          )
        )
        expect(planOf(list)).toContain("pix_charges_account_created_idx")
        expect(planOf(list)).not.toContain("Sort")
        expect(planOf(expiring)).toContain("pix_charges_expiring_idx")
        expect(planOf(expiring)).not.toContain("Sort")
      })
    )
  })
