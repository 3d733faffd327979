import { Ledger, LedgerStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Result, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { describeError, failWith, Int8 } from "./internal.ts"

const {
  entriesPerBatchMax,
  InsufficientFunds,
  isSystemAccount,
  JournalEntry,
  LedgerAccountNotFound,
  LedgerStoreError,
  UnbalancedEntry,
  validateEntry
} = Ledger

/**
 * The auditor's verification query (docs/invariants.md, "Ledger verification query"): one row whose counters are all
 * zero on a sound ledger.
 */
export const ledgerVerificationSql = `WITH entry_sums AS (
  SELECT account_id, entry_id, sum(amount_centavos) AS sum_centavos, count(*) AS posting_count
  FROM postings
  GROUP BY account_id, entry_id
), account_sums AS (
  SELECT ledger_account_id,
         coalesce(sum(amount_centavos) FILTER (WHERE bucket = 'available'), 0) AS available_centavos,
         coalesce(sum(amount_centavos) FILTER (WHERE bucket = 'pending'), 0) AS pending_centavos,
         coalesce(sum(amount_centavos) FILTER (WHERE bucket = 'blocked'), 0) AS blocked_centavos
  FROM postings
  WHERE ledger_account_id NOT LIKE 'sys:%'
  GROUP BY ledger_account_id
)
SELECT
  (SELECT count(*) FROM journal_entries) AS entries,
  (SELECT count(*)
     FROM journal_entries j
     LEFT JOIN entry_sums s ON s.account_id = j.account_id AND s.entry_id = j.id
    WHERE s.entry_id IS NULL OR s.sum_centavos <> 0 OR s.posting_count < 2) AS unbalanced_entries,
  (SELECT count(*)
     FROM balances b
     FULL JOIN account_sums a ON a.ledger_account_id = b.ledger_account_id
    WHERE b.ledger_account_id IS NULL
       OR b.available_centavos <> coalesce(a.available_centavos, 0)
       OR b.pending_centavos <> coalesce(a.pending_centavos, 0)
       OR b.med_blocked_centavos <> coalesce(a.blocked_centavos, 0)) AS balance_mismatches,
  (SELECT count(*)
     FROM balances
    WHERE available_centavos < 0 OR pending_centavos < 0 OR med_blocked_centavos < 0) AS negative_balances,
  (SELECT coalesce(sum(amount_centavos), 0) FROM postings) AS total_centavos;`

/** One row of `trilho_post_entries`, after the client's snake_case → camelCase transform. */
export const PostRow = Schema.Struct({
  ordinal: Schema.Number,
  entryId: Schema.NullOr(Schema.String),
  status: Schema.Literals(["posted", "replayed", "insufficient_funds", "account_not_found", "unbalanced"]),
  firstEntryId: Schema.NullOr(Schema.String),
  ledgerAccountId: Schema.NullOr(Schema.String),
  requestedCentavos: Schema.NullOr(Int8),
  spendableCentavos: Schema.NullOr(Int8),
  message: Schema.NullOr(Schema.String)
})
type PostRow = typeof PostRow.Type

const BalanceRow = Schema.Struct({
  availableCentavos: Int8,
  pendingCentavos: Int8,
  medBlockedCentavos: Int8,
  lockedSumCentavos: Int8,
  nextUnlockAt: Schema.NullOr(Schema.Date)
})

const SumsRow = Schema.Struct({ availableCentavos: Int8, pendingCentavos: Int8, blockedCentavos: Int8 })

const EntryRow = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  kind: Schema.String,
  transactionId: Schema.NullOr(Schema.String),
  idempotencyKey: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  createdAt: Schema.Date,
  ledgerAccountId: Schema.String,
  bucket: Schema.String,
  amountCentavos: Int8,
  unlockAt: Schema.NullOr(Schema.Date),
  spend: Schema.NullOr(Schema.String)
})

const VerificationRow = Schema.Struct({
  entries: Int8,
  unbalancedEntries: Int8,
  balanceMismatches: Int8,
  negativeBalances: Int8,
  totalCentavos: Int8
})

const decodeEntry = Schema.decodeUnknownEffect(JournalEntry)

/** The outcome of `entry` that its row of `trilho_post_entries` reports. */
export const outcomeOf = (row: PostRow, entry: Ledger.JournalEntry): LedgerStore.EntryOutcome => {
  switch (row.status) {
    case "posted":
      return Result.succeed({ entryId: entry.id, replayed: false })
    case "replayed":
      return Result.succeed({ entryId: (row.firstEntryId ?? entry.id) as Ledger.EntryId, replayed: true })
    case "insufficient_funds":
      return Result.fail(
        new InsufficientFunds({
          ledgerAccountId: row.ledgerAccountId ?? "",
          requestedCentavos: row.requestedCentavos ?? 0,
          spendableCentavos: row.spendableCentavos ?? 0
        })
      )
    case "account_not_found":
      return Result.fail(new LedgerAccountNotFound({ ledgerAccountId: row.ledgerAccountId ?? "" }))
    case "unbalanced":
      return Result.fail(new UnbalancedEntry({ entryId: entry.id, message: row.message ?? "unbalanced entry" }))
  }
}

const storeError = (message: string) => (cause: unknown) =>
  new LedgerStoreError({ message: `${message}: ${describeError(cause)}`, cause })

/** The ledger store on PostgreSQL (or PGlite): every post is one call of `trilho_post_entries`. */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const callPost = SqlSchema.findAll({
    Request: Schema.Struct({ entries: Schema.String, now: Schema.Date }),
    Result: PostRow,
    execute: ({ entries, now }) =>
      sql`SELECT * FROM trilho_post_entries(${entries}::jsonb, ${now}::timestamptz) ORDER BY ordinal`
  })

  /** The balance row and its 24 h lock, read as `Ledger.lockAt` computes it (the ledger contract checks they agree). */
  const findBalanceRow = SqlSchema.findOneOption({
    Request: Schema.Struct({ id: Schema.String, now: Schema.Date }),
    Result: BalanceRow,
    execute: ({ id, now }) => sql`
      SELECT (b.available_centavos + b.med_blocked_centavos)::bigint AS available_centavos, b.pending_centavos,
             b.med_blocked_centavos,
             (SELECT coalesce(sum(q.amount_centavos), 0)
                FROM postings q
               WHERE q.ledger_account_id = b.ledger_account_id AND q.unlock_at > ${now}::timestamptz
             )::bigint AS locked_sum_centavos,
             (SELECT min(g.unlock_at)
                FROM (SELECT q.unlock_at, sum(q.amount_centavos) AS sum_centavos
                        FROM postings q
                       WHERE q.ledger_account_id = b.ledger_account_id AND q.unlock_at > ${now}::timestamptz
                       GROUP BY q.unlock_at) g
               WHERE g.sum_centavos > 0) AS next_unlock_at
        FROM balances b
       WHERE b.ledger_account_id = ${id}`
  })

  const findSums = SqlSchema.findOne({
    Request: Schema.String,
    Result: SumsRow,
    execute: (id) => sql`
      SELECT coalesce(sum(amount_centavos) FILTER (WHERE bucket = 'available'), 0)::bigint AS available_centavos,
             coalesce(sum(amount_centavos) FILTER (WHERE bucket = 'pending'), 0)::bigint AS pending_centavos,
             coalesce(sum(amount_centavos) FILTER (WHERE bucket = 'blocked'), 0)::bigint AS blocked_centavos
        FROM postings
       WHERE ledger_account_id = ${id}`
  })

  const findEntryRows = SqlSchema.findAll({
    Request: Schema.String,
    Result: EntryRow,
    execute: (id) => sql`
      SELECT j.account_id, j.id, j.kind, j.transaction_id, j.idempotency_key, j.description, j.created_at,
             p.ledger_account_id, p.bucket, p.amount_centavos, p.unlock_at, p.spend
        FROM journal_entries j
        JOIN postings p ON p.account_id = j.account_id AND p.entry_id = j.id
       WHERE j.id = ${id}
       ORDER BY j.account_id, p.ordinal`
  })

  const runVerification = SqlSchema.findOne({
    Request: Schema.Void,
    Result: VerificationRow,
    execute: () => sql.unsafe(ledgerVerificationSql)
  })

  const postChunk = (entries: ReadonlyArray<Ledger.JournalEntry>, now: Date) =>
    Effect.flatMap(callPost({ entries: JSON.stringify(entries), now }), (rows) =>
      rows.length === entries.length
        ? Effect.succeed(rows.map((row, i) => outcomeOf(row, entries[i]!)))
        : Effect.fail(
            new LedgerStoreError({ message: `trilho_post_entries returned ${rows.length} rows for ${entries.length}` })
          )
    )

  return LedgerStore.LedgerStore.of({
    insertAccount: (account) =>
      isSystemAccount(account.id)
        ? Effect.void
        : sql`
            WITH ledger_account AS (
              INSERT INTO ledger_accounts (id, account_id, kind)
              VALUES (${account.id}, ${account.accountId}, ${account.kind})
              ON CONFLICT DO NOTHING
            )
            INSERT INTO balances (ledger_account_id, account_id)
            VALUES (${account.id}, ${account.accountId})
            ON CONFLICT DO NOTHING`.pipe(
            Effect.asVoid,
            Effect.mapError(storeError("insertAccount failed")),
            Tracing.span("LedgerStore.insertAccount")
          ),

    post: (entries, now) =>
      Effect.gen(function* () {
        const outcomes: Array<LedgerStore.EntryOutcome> = new Array(entries.length)
        // Malformed entries never reach the database; the function checks them again for other callers.
        const valid: Array<{ readonly index: number; readonly entry: Ledger.JournalEntry }> = []
        entries.forEach((entry, index) => {
          const checked = validateEntry(entry)
          if (Result.isFailure(checked)) outcomes[index] = Result.fail(checked.failure)
          else valid.push({ index, entry })
        })
        for (let start = 0; start < valid.length; start += entriesPerBatchMax) {
          const chunk = valid.slice(start, start + entriesPerBatchMax)
          const results = yield* postChunk(
            chunk.map((c) => c.entry),
            now
          )
          results.forEach((outcome, i) => {
            outcomes[chunk[i]!.index] = outcome
          })
        }
        return outcomes
      }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("post failed")),
          SchemaError: failWith(storeError("post returned an unexpected row"))
        }),
        Tracing.span("LedgerStore.post", { attributes: { entries: entries.length } })
      ),

    findBalance: (ledgerAccountId, now) =>
      findBalanceRow({ id: ledgerAccountId, now }).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("findBalance failed")),
          SchemaError: failWith(storeError("findBalance returned an unexpected row"))
        }),
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.fail(new LedgerAccountNotFound({ ledgerAccountId })),
            onSome: (row) => Effect.succeed({ ledgerAccountId, ...row })
          })
        ),
        Tracing.span("LedgerStore.findBalance")
      ),

    sumPostings: (ledgerAccountId) =>
      findSums(ledgerAccountId).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("sumPostings failed")),
          SchemaError: failWith(storeError("sumPostings returned an unexpected row")),
          NoSuchElementError: failWith(storeError("sumPostings returned no row"))
        }),
        Tracing.span("LedgerStore.sumPostings")
      ),

    findEntryById: (entryId) =>
      findEntryRows(entryId).pipe(
        Effect.flatMap((rows) => {
          const first = rows[0]
          if (first === undefined) return Effect.succeed(undefined)
          const own = rows.filter((r) => r.accountId === first.accountId)
          return decodeEntry({
            id: first.id,
            accountId: first.accountId,
            kind: first.kind,
            ...(first.transactionId === null ? {} : { transactionId: first.transactionId }),
            ...(first.idempotencyKey === null ? {} : { idempotencyKey: first.idempotencyKey }),
            ...(first.description === null ? {} : { description: first.description }),
            postings: own.map((p) => ({
              ledgerAccountId: p.ledgerAccountId,
              amountCentavos: p.amountCentavos,
              bucket: p.bucket,
              ...(p.unlockAt === null ? {} : { unlockAt: p.unlockAt }),
              ...(p.spend === null ? {} : { spend: p.spend })
            })),
            createdAt: first.createdAt
          })
        }),
        Effect.catchTags({
          SqlError: failWith(storeError("findEntryById failed")),
          SchemaError: failWith(storeError("findEntryById returned an unexpected row"))
        }),
        Tracing.span("LedgerStore.findEntryById")
      ),

    verify: () =>
      runVerification(undefined).pipe(
        Effect.catchTags({
          SqlError: failWith(storeError("verify failed")),
          SchemaError: failWith(storeError("verify returned an unexpected row")),
          NoSuchElementError: failWith(storeError("verify returned no row"))
        }),
        Tracing.span("LedgerStore.verify")
      )
  })
})

/** The SQL ledger store; needs a migrated database. */
export const layer: Layer.Layer<LedgerStore.LedgerStore, never, SqlClient.SqlClient> = Layer.effect(
  LedgerStore.LedgerStore,
  make
)
