import { Charges, type Ledger, Refunds, RefundStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { clampListDates, describeError, failWith, Int8, pageWindow } from "./internal.ts"
import { findPage } from "./ListQuery.ts"
import { catchingFor } from "./TableReads.ts"

/** The columns read back. */
export const columns = [
  "account_id",
  "id",
  "refund_id",
  "charge_id",
  "end_to_end_id",
  "status",
  "nature",
  "description",
  "deposit_net_centavos",
  "transfer_fee_centavos",
  "debit_net_centavos",
  "ledger_account_id",
  "subaccount_id",
  "deposit_unlock_at",
  "reference_id",
  "return_id",
  "failure_reason",
  "api_key_id",
  "request_fingerprint",
  "requested_at",
  "completed_at",
  "failed_at",
  "updated_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  refundId: Schema.String,
  chargeId: Schema.String,
  endToEndId: Schema.String,
  status: Schema.String,
  nature: Schema.String,
  description: Schema.NullOr(Schema.String),
  depositNetCentavos: Int8,
  transferFeeCentavos: Int8,
  debitNetCentavos: Int8,
  ledgerAccountId: Schema.String,
  subaccountId: Schema.NullOr(Schema.String),
  depositUnlockAt: Schema.Date,
  referenceId: Schema.NullOr(Schema.String),
  returnId: Schema.NullOr(Schema.String),
  failureReason: Schema.NullOr(Schema.String),
  apiKeyId: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  requestedAt: Schema.Date,
  completedAt: Schema.NullOr(Schema.Date),
  failedAt: Schema.NullOr(Schema.Date),
  updatedAt: Schema.Date
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const decodeRecord = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Refunds.RefundRecord)({
      id: r.id,
      accountId: r.accountId,
      refundId: r.refundId,
      chargeId: r.chargeId,
      endToEndId: r.endToEndId,
      status: r.status,
      nature: r.nature,
      ...optional("description", r.description),
      depositNetCentavos: r.depositNetCentavos,
      transferFeeCentavos: r.transferFeeCentavos,
      debitNetCentavos: r.debitNetCentavos,
      ledgerAccountId: r.ledgerAccountId,
      ...optional("subaccountId", r.subaccountId),
      depositUnlockAt: r.depositUnlockAt,
      ...optional("referenceId", r.referenceId),
      ...optional("returnId", r.returnId),
      ...optional("failureReason", r.failureReason),
      ...optional("apiKeyId", r.apiKeyId),
      requestFingerprint: r.requestFingerprint,
      requestedAt: r.requestedAt,
      ...optional("completedAt", r.completedAt),
      ...optional("failedAt", r.failedAt),
      updatedAt: r.updatedAt
    })
  )

export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decodeRecord)

const rowOf = (record: Refunds.RefundRecord) => ({
  accountId: record.accountId,
  id: record.id,
  refundId: record.refundId,
  chargeId: record.chargeId,
  endToEndId: record.endToEndId,
  status: record.status,
  nature: record.nature,
  description: record.description ?? null,
  depositNetCentavos: record.depositNetCentavos,
  transferFeeCentavos: record.transferFeeCentavos,
  debitNetCentavos: record.debitNetCentavos,
  ledgerAccountId: record.ledgerAccountId,
  subaccountId: record.subaccountId ?? null,
  depositUnlockAt: record.depositUnlockAt,
  referenceId: record.referenceId ?? null,
  returnId: record.returnId ?? null,
  failureReason: record.failureReason ?? null,
  apiKeyId: record.apiKeyId ?? null,
  requestFingerprint: record.requestFingerprint,
  requestedAt: record.requestedAt,
  completedAt: record.completedAt ?? null,
  failedAt: record.failedAt ?? null,
  updatedAt: record.updatedAt
})

const storeError = (message: string) => (cause: unknown) =>
  new Refunds.RefundStoreError({ message: `RefundStore.${message}: ${describeError(cause)}`, cause })

const UnlockRow = Schema.Struct({ unlockAt: Schema.Date })

/**
 * Refunds on PostgreSQL (`pix_refunds`, migration 0015). An insert that meets a unique index (`refund_id`, or the
 * deposit's one active refund) writes nothing and fails no statement (`ON CONFLICT DO NOTHING`), so the caller's
 * transaction stays usable; a second read names which one it met. The latest refund of a deposit is the one no later
 * request of the same deposit follows (by `requested_at`, then id in byte order).
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const catching = catchingFor(storeError, "RefundStore")
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM pix_refunds WHERE ${where} LIMIT 1`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeRecord(rows[0])))),
      Effect.catchTags({
        SqlError: failWith(storeError(`${name} failed`)),
        SchemaError: failWith(storeError(`${name} unexpected row`))
      }),
      Tracing.span(`RefundStore.${name}`)
    )

  /** No later refund of the same deposit: `r` is its deposit's latest. */
  const latest = sql.literal(`NOT EXISTS (
    SELECT 1 FROM pix_refunds n
     WHERE n.account_id = r.account_id AND n.charge_id = r.charge_id
       AND (n.requested_at > r.requested_at OR (n.requested_at = r.requested_at AND n.id COLLATE "C" > r.id COLLATE "C")))`)

  const matchingWhere = (accountId: string, requested: Refunds.RefundListFilters) => {
    const filters = clampListDates(requested)
    const search = filters.search
    return sql.and([
      sql`r.account_id = ${accountId}`,
      latest,
      ...(filters.dateFrom === undefined ? [] : [sql`r.requested_at >= ${filters.dateFrom}::timestamptz`]),
      ...(filters.dateTo === undefined ? [] : [sql`r.requested_at <= ${filters.dateTo}::timestamptz`]),
      ...(filters.status === undefined ? [] : [sql`r.status = ${filters.status}`]),
      ...(filters.nature === undefined ? [] : [sql`r.nature = ${filters.nature}`]),
      ...(filters.subaccountId === undefined ? [] : [sql`r.subaccount_id = ${filters.subaccountId}`]),
      ...(search === undefined || search === ""
        ? []
        : [
            sql.or(
              ["charge_id", "refund_id", "id", "end_to_end_id", "description"].map(
                (column) => sql`strpos(lower(coalesce(${sql(`r.${column}`)}, '')), lower(${search})) > 0`
              )
            )
          ])
    ])
  }

  return RefundStore.RefundStore.of({
    insert: (record) =>
      Effect.gen(function* () {
        const inserted = yield* sql`
          INSERT INTO pix_refunds ${sql.insert(rowOf(record))}
          ON CONFLICT DO NOTHING
          RETURNING id`
        if (inserted.length > 0) return
        const same = yield* sql<{ readonly id: string }>`
          SELECT id FROM pix_refunds
           WHERE account_id = ${record.accountId} AND (refund_id = ${record.refundId} OR id = ${record.id})`
        if (same.some((row) => row.id === record.id)) {
          return yield* new Refunds.RefundStoreError({ message: `RefundStore.insert: refund ${record.id} exists` })
        }
        return yield* same.length > 0
          ? Effect.fail(new Refunds.DuplicateRefundId({ accountId: record.accountId, refundId: record.refundId }))
          : Effect.fail(new Refunds.DuplicateActiveRefund({ accountId: record.accountId, chargeId: record.chargeId }))
      }).pipe(catching("insert")),

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),

    findByRefundId: (accountId, refundId) =>
      findOne(sql`account_id = ${accountId} AND refund_id = ${refundId}`, "findByRefundId"),

    findByReferenceId: (referenceId) => findOne(sql`reference_id = ${referenceId}`, "findByReferenceId"),

    findBySentId: (id) => findOne(sql`id = ${id}`, "findBySentId"),

    findLatestByCharges: (accountId, chargeIds) =>
      (chargeIds.length === 0
        ? Effect.succeed(new Map<string, Refunds.RefundRecord>())
        : sql`
            SELECT ${cols} FROM pix_refunds r
             WHERE r.account_id = ${accountId}
               AND ${sql.in("r.charge_id", chargeIds.slice(0, RefundStore.latestByChargesMax))}
               AND ${latest}`.pipe(
            Effect.flatMap(decodeRecords),
            Effect.map((records) => new Map(records.map((r) => [r.chargeId, r])))
          )
      ).pipe(catching("findLatestByCharges")),

    updateStatus: (accountId, id, from, to, fields) =>
      Effect.gen(function* () {
        const rows = yield* sql`
          UPDATE pix_refunds
             SET status = ${to},
                 updated_at = ${fields.updatedAt},
                 reference_id = coalesce(${fields.referenceId ?? null}::text, reference_id),
                 return_id = coalesce(${fields.returnId ?? null}::text, return_id),
                 completed_at = coalesce(${fields.completedAt ?? null}::timestamptz, completed_at),
                 failed_at = coalesce(${fields.failedAt ?? null}::timestamptz, failed_at),
                 failure_reason = coalesce(${fields.failureReason ?? null}::text, failure_reason)
           WHERE account_id = ${accountId} AND id = ${id} AND status = ${from}
          RETURNING ${cols}`
        if (rows[0] !== undefined) return yield* decodeRecord(rows[0])
        const found = yield* sql<{ readonly status: string }>`
          SELECT status FROM pix_refunds WHERE account_id = ${accountId} AND id = ${id}`
        return yield* found[0] === undefined
          ? Effect.fail(new Refunds.RefundNotFound({ id }))
          : Effect.fail(new Refunds.RefundStatusChanged({ id, status: found[0].status }))
      }).pipe(catching("updateStatus")),

    findManyByAccount: (accountId, filters, page) =>
      Effect.gen(function* () {
        const { limit: pageSize, offset } = pageWindow(page.page, page.pageSize, Charges.chargePageSizeMax)
        const where = matchingWhere(accountId, filters)
        const rows =
          pageSize === 0
            ? []
            : yield* sql<{ readonly total: unknown }>`
                SELECT ${cols}, count(*) OVER () AS total
                  FROM pix_refunds r
                 WHERE ${where}
                 ORDER BY r.requested_at DESC, r.id COLLATE "C" DESC
                 LIMIT ${pageSize} OFFSET ${offset}`
        const total =
          rows[0] !== undefined
            ? yield* Schema.decodeUnknownEffect(Int8)(rows[0].total)
            : yield* sql<{ readonly total: unknown }>`SELECT count(*) AS total FROM pix_refunds r WHERE ${where}`.pipe(
                Effect.flatMap((counted) => Schema.decodeUnknownEffect(Int8)(counted[0]?.total))
              )
        return { items: yield* decodeRecords(rows), total }
      }).pipe(catching("findManyByAccount")),

    findEveryByAccount: (accountId, page) =>
      findPage(sql, {
        table: "pix_refunds",
        columns: cols,
        matching: sql`account_id = ${accountId}`,
        page,
        createdAt: "requested_at"
      }).pipe(
        Effect.flatMap(({ rows, total }) => Effect.map(decodeRecords(rows), (items) => ({ items, total }))),
        catching("findEveryByAccount")
      ),

    findUnsubmitted: (requestedBefore, limit) =>
      sql`
        SELECT ${cols} FROM pix_refunds
         -- Refunds.isUnsubmitted.
         WHERE status = 'REQUESTED' AND reference_id IS NULL AND requested_at <= ${requestedBefore}::timestamptz
         ORDER BY requested_at, id COLLATE "C"
         LIMIT ${Math.max(0, Math.min(Math.floor(limit), RefundStore.findUnsubmittedMax))}`.pipe(
        Effect.flatMap(decodeRecords),
        catching("findUnsubmitted")
      ),

    findChargeIdByEndToEndId: (accountId, endToEndId) =>
      sql<{ readonly id: string }>`
        SELECT id FROM pix_charges WHERE account_id = ${accountId} AND end_to_end_id = ${endToEndId} LIMIT 1`.pipe(
        Effect.map((rows) => Option.fromNullishOr(rows[0]?.id)),
        catching("findChargeIdByEndToEndId")
      ),

    findDepositUnlockAt: (accountId, chargeId, ledgerAccountId: Ledger.LedgerAccountId) =>
      sql`
        SELECT p.unlock_at
          FROM journal_entries e
          JOIN postings p ON p.account_id = e.account_id AND p.entry_id = e.id
         WHERE e.account_id = ${accountId} AND e.idempotency_key = ${Charges.depositIdempotencyKey({
           id: chargeId as Charges.ChargeId
         })}
           AND p.ledger_account_id = ${ledgerAccountId} AND p.unlock_at IS NOT NULL
         LIMIT 1`.pipe(
        Effect.flatMap(Schema.decodeUnknownEffect(Schema.Array(UnlockRow))),
        Effect.map((rows) => Option.fromNullishOr(rows[0]?.unlockAt)),
        catching("findDepositUnlockAt")
      )
  })
})

/** The SQL refund store; needs a migrated database. */
export const layer: Layer.Layer<RefundStore.RefundStore, never, SqlClient.SqlClient> = Layer.effect(
  RefundStore.RefundStore,
  make
)
