/**
 * Load for the crash tests, run as a child process: posts batches of ledger entries, each batch in one transaction
 * with an outbox event per posted entry, and prints `ack <entryId>` once that transaction has committed.
 *
 *   node --import tsx test/crash/load.ts pg <url>
 *   node --import tsx test/crash/load.ts pglite <dataDir>
 */
import { SqlClient } from "effect/sql"
import { Ledger, LedgerStore, Outbox } from "@trilho/domain"
import { Effect, Layer, Redacted, Result } from "effect"
import { layerPglite, layerPostgres } from "../../src/Client.ts"
import * as LedgerStoreSql from "../../src/LedgerStoreSql.ts"
import { runMigrations } from "../../src/Migrations.ts"
import * as OutboxSql from "../../src/OutboxSql.ts"

const [mode, target] = process.argv.slice(2)
if ((mode !== "pg" && mode !== "pglite") || target === undefined) {
  console.error("usage: load.ts pg <url> | pglite <dataDir>")
  process.exit(64)
}

const crashMerchants = Array.from({ length: 12 }, (_, i) => `crash_${i}`)
const workers = mode === "pg" ? 8 : 2
const T0 = Date.parse("2025-01-01T00:00:00.000Z")
const pix = Ledger.SystemAccount.pixClearing
const main = Ledger.mainLedgerAccount
const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(Math.random() * items.length)]!
const amount = () => 1 + Math.floor(Math.random() * 5000)

let sequence = 0
const randomEntry = (now: Date): Ledger.JournalEntry => {
  const m = pick(crashMerchants)
  const id = `ce_${process.pid}_${++sequence}` as Ledger.EntryId
  const base = { id, accountId: m as Ledger.AccountId, createdAt: now }
  const a = amount() as never
  const neg = -a as never
  const roll = Math.random()
  if (roll < 0.5) {
    return {
      ...base,
      kind: "PIX_IN",
      ...(Math.random() < 0.1 ? { idempotencyKey: `k_${Math.floor(Math.random() * 50)}` } : {}),
      postings: [
        { ledgerAccountId: pix, amountCentavos: neg, bucket: "available" },
        {
          ledgerAccountId: main(m),
          amountCentavos: a,
          bucket: "available",
          ...(Math.random() < 0.5 ? { unlockAt: Ledger.unlockAtFor(now) } : {})
        }
      ]
    }
  }
  if (roll < 0.75) {
    return {
      ...base,
      kind: "PIX_OUT",
      postings: [
        { ledgerAccountId: main(m), amountCentavos: neg, bucket: "available" },
        { ledgerAccountId: pix, amountCentavos: a, bucket: "available" }
      ]
    }
  }
  const to = pick(crashMerchants)
  return {
    ...base,
    kind: "INTERNAL_TRANSFER",
    postings: [
      { ledgerAccountId: main(to), amountCentavos: a, bucket: "available" },
      { ledgerAccountId: main(m), amountCentavos: neg, bucket: "available" }
    ]
  }
}

const client =
  mode === "pg" ? layerPostgres({ url: Redacted.make(target), poolSize: workers }) : layerPglite({ dataDir: target })

let tick = 0
const program = Effect.gen(function* () {
  yield* runMigrations
  const sql = yield* SqlClient.SqlClient
  const store = yield* LedgerStore.LedgerStore
  const outbox = yield* Outbox.Outbox
  for (const m of crashMerchants) {
    yield* store.insertAccount({ id: main(m), accountId: m as Ledger.AccountId, kind: "MAIN" })
  }
  process.stdout.write("ready\n")
  const worker = Effect.gen(function* () {
    const now = new Date(T0 + ++tick * 60_000)
    const batch = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => randomEntry(now))
    const posted = yield* sql.withTransaction(
      Effect.gen(function* () {
        const outcomes = yield* store.post(batch, now)
        const posted = outcomes.flatMap((o, i) => (Result.isSuccess(o) && !o.success.replayed ? [batch[i]!] : []))
        yield* outbox.append(
          posted.map((e) => ({
            accountId: e.accountId,
            eventType: "ledger.entry_posted",
            aggregateId: e.id,
            payload: { kind: e.kind },
            createdAt: now
          }))
        )
        return posted
      })
    )
    if (posted.length > 0) process.stdout.write(posted.map((e) => `ack ${e.id}\n`).join(""))
  }).pipe(Effect.forever)
  yield* Effect.all(
    Array.from({ length: workers }, () => worker),
    { concurrency: "unbounded" }
  )
}).pipe(Effect.provide(Layer.mergeAll(LedgerStoreSql.layer, OutboxSql.layer).pipe(Layer.provideMerge(client))))

Effect.runPromise(program).then(
  () => process.exit(0),
  (error) => {
    console.error(String(error))
    process.exit(2)
  }
)
