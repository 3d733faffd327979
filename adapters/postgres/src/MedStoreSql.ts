import { Med, MedStore, Tracing } from "@trilho/domain"
import { DateTime, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, failWith, Int8, pageWindow } from "./internal.ts"

/** The columns read back. */
export const columns = [
  "account_id",
  "id",
  "protocol",
  "transaction_id",
  "subaccount_id",
  "api_key_id",
  "type",
  "status",
  "amount_centavos",
  "description",
  "deadline_at",
  "automatic_contest",
  "evidence",
  "blocked_centavos",
  "returned_centavos",
  "created_at",
  "updated_at",
  "resolved_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  protocol: Schema.String,
  transactionId: Schema.String,
  subaccountId: Schema.NullOr(Schema.String),
  apiKeyId: Schema.NullOr(Schema.String),
  type: Schema.String,
  status: Schema.String,
  amountCentavos: Int8,
  description: Schema.NullOr(Schema.String),
  deadlineAt: Schema.Date,
  automaticContest: Schema.Boolean,
  evidence: Schema.NullOr(Schema.Unknown),
  blockedCentavos: Int8,
  returnedCentavos: Int8,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  resolvedAt: Schema.NullOr(Schema.Date)
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

/** The evidence as stored: JSON, `submittedAt` as ISO text (read back as a `Date`). */
const evidenceOf = (stored: unknown): unknown => {
  const json = typeof stored === "string" ? JSON.parse(stored) : stored
  return json !== null && typeof json === "object" && "submittedAt" in json
    ? { ...json, submittedAt: new Date(String(json.submittedAt)) }
    : json
}

const decodeDispute = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Med.MedDispute)({
      id: r.id,
      protocol: r.protocol,
      accountId: r.accountId,
      transactionId: r.transactionId,
      ...optional("subaccountId", r.subaccountId),
      ...optional("apiKeyId", r.apiKeyId),
      type: r.type,
      status: r.status,
      amountCentavos: r.amountCentavos,
      ...optional("description", r.description),
      deadlineAt: r.deadlineAt,
      automaticContest: r.automaticContest,
      ...optional("evidence", r.evidence === null ? null : evidenceOf(r.evidence)),
      blockedCentavos: r.blockedCentavos,
      returnedCentavos: r.returnedCentavos,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      ...optional("resolvedAt", r.resolvedAt)
    })
  )

const evidenceJson = (e: Med.MedEvidence | undefined): string | null =>
  e === undefined
    ? null
    : JSON.stringify({ ...e, submittedAt: DateTime.formatIso(DateTime.fromDateUnsafe(e.submittedAt)) })

const rowOf = (d: Med.MedDispute) => ({
  accountId: d.accountId,
  id: d.id,
  protocol: d.protocol,
  transactionId: d.transactionId,
  subaccountId: d.subaccountId ?? null,
  apiKeyId: d.apiKeyId ?? null,
  type: d.type,
  status: d.status,
  amountCentavos: d.amountCentavos,
  description: d.description ?? null,
  deadlineAt: d.deadlineAt,
  automaticContest: d.automaticContest,
  blockedCentavos: d.blockedCentavos,
  returnedCentavos: d.returnedCentavos,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
  resolvedAt: d.resolvedAt ?? null
})

const storeError = (message: string) => (cause: unknown) =>
  new Med.MedStoreError({ message: `MedStore.${message}: ${describeError(cause)}`, cause })

/** Every SQL or decoding failure of a store call, as the port's storage error. */
const catchAll = catchAdapterFailures(storeError)

/**
 * MED disputes on PostgreSQL (`meds`, migration 0024; the catch-up's index, 0026). An insert that meets a unique constraint (the deposit's
 * dispute, the protocol) writes nothing and fails no statement (`ON CONFLICT DO NOTHING`), so the caller's transaction
 * stays usable; a second read names the dispute it met.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment, name: string) =>
    sql`SELECT ${cols} FROM meds WHERE ${where} LIMIT 1`.pipe(
      Effect.flatMap((rows) => (rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeDispute(rows[0])))),
      catchAll(name),
      Tracing.span(`MedStore.${name}`)
    )

  const matchingWhere = (accountId: string, f: Med.MedListFilters) =>
    sql.and([
      sql`account_id = ${accountId}`,
      ...(f.status === undefined ? [] : [sql`status = ${f.status}`]),
      ...(f.protocol === undefined ? [] : [sql`protocol = ${f.protocol}`]),
      ...(f.createdFrom === undefined ? [] : [sql`created_at >= ${f.createdFrom}::timestamptz`]),
      ...(f.createdTo === undefined ? [] : [sql`created_at <= ${f.createdTo}::timestamptz`])
    ])

  const insert = (d: Med.MedDispute) =>
    Effect.gen(function* () {
      const inserted = yield* sql`
        INSERT INTO meds ${sql.insert({ ...rowOf(d), evidence: evidenceJson(d.evidence) })}
        ON CONFLICT DO NOTHING
        RETURNING id`
      if (inserted.length > 0) return
      const met = yield* sql<{ readonly id: string }>`
        SELECT id FROM meds
         WHERE account_id = ${d.accountId}
           AND (transaction_id = ${d.transactionId} OR protocol = ${d.protocol} OR id = ${d.id})
         LIMIT 1`
      return yield* new Med.MedAlreadyOpened({ transactionId: d.transactionId, medId: met[0]?.id ?? d.id })
    }).pipe(Effect.catchTag("SqlError", failWith(storeError("insert failed"))), Tracing.span("MedStore.insert"))

  const update = (from: MedStore.MedVersion, d: Med.MedDispute) =>
    Effect.gen(function* () {
      const rows = yield* sql`
        UPDATE meds
           SET status = ${d.status},
               evidence = ${evidenceJson(d.evidence)}::jsonb,
               automatic_contest = ${d.automaticContest},
               blocked_centavos = ${d.blockedCentavos},
               returned_centavos = ${d.returnedCentavos},
               updated_at = ${d.updatedAt},
               resolved_at = ${d.resolvedAt ?? null}::timestamptz
         WHERE account_id = ${d.accountId} AND id = ${d.id}
           AND status = ${from.status} AND blocked_centavos = ${from.blockedCentavos}
        RETURNING ${cols}`
      if (rows[0] !== undefined) return yield* decodeDispute(rows[0])
      const found = yield* sql<{ readonly status: string }>`
        SELECT status FROM meds WHERE account_id = ${d.accountId} AND id = ${d.id}`
      return yield* found[0] === undefined
        ? Effect.fail(new Med.MedNotFound({ id: d.id }))
        : Effect.fail(new Med.MedStatusChanged({ medId: d.id, expected: from.status, actual: found[0].status }))
    }).pipe(catchAll("update"), Tracing.span("MedStore.update"))

  const findManyByAccount = (
    accountId: string,
    filters: Med.MedListFilters,
    page: { page: number; pageSize: number }
  ) =>
    Effect.gen(function* () {
      const { limit, offset } = pageWindow(page.page, page.pageSize, Med.medPageSizeMax)
      const where = matchingWhere(accountId, filters)
      const rows =
        limit === 0
          ? []
          : yield* sql`
              SELECT ${cols} FROM meds WHERE ${where}
               ORDER BY created_at DESC, id COLLATE "C" DESC
               LIMIT ${limit} OFFSET ${offset}`
      const counted = yield* sql<{ readonly total: unknown }>`SELECT count(*) AS total FROM meds WHERE ${where}`
      const total = yield* Schema.decodeUnknownEffect(Int8)(counted[0]?.total)
      return { items: yield* Effect.forEach(rows, decodeDispute), total }
    }).pipe(catchAll("findManyByAccount"), Tracing.span("MedStore.findManyByAccount"))

  // `Med.isOpen(status)` and `Med.isOwing` (`owedCentavos` = amount − blocked > 0): the predicate of `meds_owing_idx`
  // (migration 0026), its statuses written as literals so the planner proves that the index applies.
  const owing = sql.literal(
    `status IN (${Med.openStatuses.map((status) => `'${status}'`).join(", ")}) AND blocked_centavos < amount_centavos`
  )

  /** The owing disputes in `Med.oldestMedFirst` order (created, then id in byte order), after `after` when given. */
  const findOwing = (limit: number, after: Med.MedCursor | undefined) => {
    const past =
      after === undefined
        ? sql.literal("")
        : sql`AND (created_at, id COLLATE "C") > (${after.createdAt}::timestamptz, ${after.id})`
    return sql`
      SELECT ${cols} FROM meds WHERE ${owing} ${past}
       ORDER BY created_at, id COLLATE "C"
       LIMIT ${Math.max(0, Math.min(Math.floor(limit), MedStore.owingPageMax))}`.pipe(
      Effect.flatMap((rows) => Effect.forEach(rows, decodeDispute)),
      catchAll("findOwing"),
      Tracing.span("MedStore.findOwing")
    )
  }

  return MedStore.MedStore.of({
    insert,
    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`, "findById"),
    findByProtocol: (accountId, protocol) =>
      findOne(sql`account_id = ${accountId} AND protocol = ${protocol}`, "findByProtocol"),
    update,
    findManyByAccount,
    findOwing
  })
})

/** The SQL dispute store; needs a migrated database. */
export const layer: Layer.Layer<MedStore.MedStore, never, SqlClient.SqlClient> = Layer.effect(MedStore.MedStore, make)
