import { describe, expect, type Vitest } from "@effect/vitest"
import { SqlClient } from "effect/sql"
import type { PgClient } from "@effect/sql-pg"
import { ApiKeys, type Auth, Ledger, LedgerStore, Outbox } from "@trilho/domain"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { ledgerVerificationSql } from "../../src/LedgerStoreSql.ts"
import { runMigrations } from "../../src/Migrations.ts"
import { pgErrorOf } from "../../src/internal.ts"
import type { Storage } from "./index.ts"
import { T0, deposit, newMerchant, postOne, uid } from "./fixtures.ts"
import { followUntil } from "./OutboxJobsAccountsContract.ts"

const sqlStateOf = (error: unknown) =>
  typeof error === "object" && error !== null && "_tag" in error && error._tag === "SqlError"
    ? pgErrorOf(error as never).code
    : undefined

/** The SQL of a fenced block of a section of a markdown file. */
const sqlBlockOf = (file: string, heading: string) => {
  const text = fs.readFileSync(file, "utf8")
  const start = text.indexOf(`${heading}\n`)
  if (start < 0) return undefined
  const section = text.slice(start + heading.length)
  const end = section.search(/\n## /)
  const body = end < 0 ? section : section.slice(0, end)
  return /```sql\n([\s\S]*?)```/.exec(body)?.[1]
}

/** Checks that only a SQL store can make: transactions, the database's own refusals, migrations, the docs. */
export const sqlTests = (it: Vitest.MethodsNonLive<Storage | SqlClient.SqlClient | PgClient.PgClient>) =>
  describe("SQL only", () => {
    it.effect("events appended in a transaction that rolls back are never read; committed ones are", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const outbox = yield* Outbox.Outbox
        const acc = uid("acc") as Ledger.AccountId
        const ev = (n: number): Outbox.OutboxEventInput => ({
          accountId: acc,
          eventType: "payment.created",
          aggregateId: `tx_${n}`,
          payload: { n },
          createdAt: T0
        })
        const failed = yield* Effect.flip(
          sql.withTransaction(Effect.andThen(outbox.append([ev(1)]), Effect.fail("rollback" as const)))
        )
        expect(failed).toBe("rollback")
        yield* sql.withTransaction(outbox.append([ev(2), ev(3)]))
        const page = yield* followUntil(acc, 2)
        expect(page.events.map((e) => e.aggregateId)).toEqual(["tx_2", "tx_3"])
      })
    )

    it.effect("the ledger is append-only: postings and entries cannot be updated, deleted or truncated", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const m = yield* newMerchant()
        const e = deposit(m, 10)
        yield* postOne(e)
        const attempts = [
          sql`UPDATE postings SET amount_centavos = amount_centavos * 2 WHERE entry_id = ${e.id}`,
          sql`DELETE FROM postings WHERE entry_id = ${e.id}`,
          sql`UPDATE journal_entries SET description = 'changed' WHERE id = ${e.id}`,
          sql`DELETE FROM journal_entries WHERE id = ${e.id}`,
          sql`TRUNCATE postings`,
          sql`TRUNCATE journal_entries CASCADE`
        ]
        for (const attempt of attempts) {
          expect(sqlStateOf(yield* Effect.flip(attempt))).toBe("23001")
        }
        const store = yield* LedgerStore.LedgerStore
        expect(yield* store.findEntryById(e.id)).toEqual(e)
      })
    )

    it.effect("the database itself refuses a negative merchant balance", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const m = yield* newMerchant()
        for (const column of ["available_centavos", "pending_centavos", "med_blocked_centavos"]) {
          const error = yield* Effect.flip(
            sql`UPDATE balances SET ${sql(column)} = -1 WHERE ledger_account_id = ${Ledger.mainLedgerAccount(m)}`
          )
          expect(sqlStateOf(error)).toBe("23514")
        }
      })
    )

    it.effect("trilho_post_entries checks the entries it is given on its own", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const m = yield* newMerchant()
        const main = Ledger.mainLedgerAccount(m)
        const raw = (postings: unknown, extra: object = {}) => ({
          id: uid("raw"),
          accountId: m,
          kind: "ADJUSTMENT",
          createdAt: T0.toISOString(),
          postings,
          ...extra
        })
        const cases = [
          [
            raw([
              { ledgerAccountId: "sys:pix_clearing", amountCentavos: -3, bucket: "available" },
              { ledgerAccountId: main, amountCentavos: 2, bucket: "available" }
            ]),
            "postings sum to -1, not zero"
          ],
          [raw([{ ledgerAccountId: main, amountCentavos: 2, bucket: "available" }]), "an entry has 2 to 16 postings"],
          [raw("nope"), "an entry has 2 to 16 postings"],
          [
            raw([
              { ledgerAccountId: "sys:a", amountCentavos: "-2", bucket: "available" },
              { ledgerAccountId: main, amountCentavos: 2, bucket: "available" }
            ]),
            "every posting moves a nonzero integer amount of centavos"
          ],
          [
            raw([
              { ledgerAccountId: "sys:a", amountCentavos: -2.5, bucket: "available" },
              { ledgerAccountId: main, amountCentavos: 2.5, bucket: "available" }
            ]),
            "every posting moves a nonzero integer amount of centavos"
          ],
          [
            raw([
              { ledgerAccountId: "sys:a", amountCentavos: -2, bucket: "other" },
              { ledgerAccountId: main, amountCentavos: 2, bucket: "available" }
            ]),
            "a posting moves the available, the pending or the blocked bucket"
          ],
          [
            raw([
              { ledgerAccountId: main, amountCentavos: -2, bucket: "available" },
              { ledgerAccountId: "sys:a", amountCentavos: 2, bucket: "blocked" }
            ]),
            "only merchant accounts hold blocked money"
          ],
          [
            raw([
              { ledgerAccountId: "sys:a", amountCentavos: -2, bucket: "available" },
              { ledgerAccountId: main, amountCentavos: 2, bucket: "pending", unlockAt: T0.toISOString() }
            ]),
            "only merchant available buckets carry a 24 h lock"
          ],
          [
            raw([
              { ledgerAccountId: "sys:a", amountCentavos: -2, bucket: "available" },
              { ledgerAccountId: main, amountCentavos: 2, bucket: "available", spend: "available" }
            ]),
            "a credit has no spend rule"
          ],
          [{ postings: [] }, "an entry has an id, an accountId, a kind and a createdAt"]
        ] as const
        const rows = yield* sql<{ readonly status: string; readonly message: string | null }>`
          SELECT status, message FROM trilho_post_entries(${JSON.stringify(cases.map((c) => c[0]))}::jsonb, ${T0}::timestamptz)`
        expect(rows.map((r) => [r.status, r.message])).toEqual(cases.map((c) => ["unbalanced", c[1]]))
        const nullNow = yield* Effect.flip(sql`SELECT * FROM trilho_post_entries('[]'::jsonb, NULL)`)
        expect(sqlStateOf(nullNow)).toBe("22004")
        const store = yield* LedgerStore.LedgerStore
        expect((yield* store.findBalance(main, T0)).availableCentavos).toBe(0)
      })
    )

    it.effect("the verification notices a materialized balance that differs from its postings", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const store = yield* LedgerStore.LedgerStore
        const m = yield* newMerchant()
        yield* postOne(deposit(m, 10))
        const id = Ledger.mainLedgerAccount(m)
        expect((yield* store.verify()).balanceMismatches).toBe(0)
        yield* sql`UPDATE balances SET available_centavos = available_centavos + 1 WHERE ledger_account_id = ${id}`
        expect((yield* store.verify()).balanceMismatches).toBe(1)
        yield* sql`UPDATE balances SET available_centavos = available_centavos - 1 WHERE ledger_account_id = ${id}`
        expect((yield* store.verify()).balanceMismatches).toBe(0)
      })
    )

    it.effect("the verification query documented for auditors is the one the store runs", () =>
      Effect.sync(() => {
        const documented = sqlBlockOf(
          path.join(import.meta.dirname, "../../../../docs/invariants.md"),
          "## Ledger verification query"
        )
        expect(documented?.trim()).toBe(ledgerVerificationSql.trim())
      })
    )

    it.effect("a key is looked up by hash through the unique index on hash_hex, one probe", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const hash = createHash("sha256").update(uid("probe")).digest("hex")
        // Seq scans off: the question is whether the statement's shape lets the index serve it, whatever the size.
        const plan = yield* sql.withTransaction(
          Effect.andThen(
            sql`SET LOCAL enable_seqscan = off`,
            sql<Record<string, string>>`EXPLAIN SELECT id FROM api_keys WHERE hash_hex = ${hash}`
          )
        )
        expect(plan.flatMap((row) => Object.values(row)).join("\n")).toContain("api_keys_hash_hex_key")
      })
    )

    it.effect("a revoked key keeps the time of its first revocation", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const keys = yield* ApiKeys.ApiKeys
        const accountId = uid("acc") as Ledger.AccountId
        const id = `key_${uid("r").replace(/[^0-9A-Za-z]/g, "")}` as Auth.ApiKeyId
        yield* keys.insert({
          id,
          accountId,
          name: "revoked",
          hashHex: createHash("sha256").update(id).digest("hex"),
          hint: "abcd",
          rail: "PADRAO",
          permissions: [],
          ipAllowlist: [],
          requestsPerMinute: 100,
          revoked: false,
          createdAt: T0
        })
        const revokedAt = () =>
          sql<{ readonly revokedAt: Date | null }>`SELECT revoked_at FROM api_keys WHERE id = ${id}`.pipe(
            Effect.map((rows) => rows[0]?.revokedAt)
          )
        expect(yield* revokedAt()).toBeNull()
        yield* keys.updateRevoked(accountId, id)
        const first = yield* revokedAt()
        expect(first).toBeInstanceOf(Date)
        yield* Effect.sleep("5 millis")
        yield* keys.updateRevoked(accountId, id)
        expect(yield* revokedAt()).toEqual(first)
        const error = yield* Effect.flip(sql`UPDATE api_keys SET revoked = false WHERE id = ${id}`)
        expect(sqlStateOf(error)).toBe("23514")
      })
    )

    it.effect("rate-limit counters live in an unlogged table", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<{ readonly relpersistence: string }>`
          SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits' AND relkind = 'r'`
        expect(rows.map((r) => r.relpersistence)).toEqual(["u"])
      })
    )

    it.effect("migrations already applied are not applied again", () =>
      Effect.gen(function* () {
        expect(yield* runMigrations).toEqual([])
      })
    )
  })
