import { Card, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type * as Statement from "effect/sql/Statement"
import { catchAdapterFailures, describeError, Int8, pageWindow } from "./internal.ts"

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  status: Schema.String,
  amountCentavos: Int8,
  grossCentavos: Int8,
  feeCentavos: Int8,
  netCentavos: Int8,
  coverFee: Schema.Boolean,
  description: Schema.String,
  successUrl: Schema.NullOr(Schema.String),
  cancelUrl: Schema.NullOr(Schema.String),
  processorAccountId: Schema.String,
  sessionId: Schema.String,
  checkoutUrl: Schema.String,
  expiresAt: Schema.Date,
  cardToken: Schema.NullOr(Schema.String),
  cardBrand: Schema.NullOr(Schema.String),
  cardBin: Schema.NullOr(Schema.String),
  cardLast4: Schema.NullOr(Schema.String),
  cardExpMonth: Schema.NullOr(Schema.Number),
  cardExpYear: Schema.NullOr(Schema.Number),
  challengeId: Schema.NullOr(Schema.String),
  paymentId: Schema.NullOr(Schema.String),
  failureReason: Schema.NullOr(Schema.String),
  refundedCentavos: Int8,
  capturedAt: Schema.NullOr(Schema.Date),
  settlesAt: Schema.NullOr(Schema.Date),
  settledAt: Schema.NullOr(Schema.Date),
  version: Schema.Number,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})

const optional = <K extends string, A>(key: K, value: A | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: A }

/** The columns of `card_transactions` read back, in `Row`'s order. */
export const columns = `account_id, id, api_key_id, external_reference, status, amount_centavos, gross_centavos, fee_centavos,
  net_centavos, cover_fee, description, success_url, cancel_url, processor_account_id, session_id, checkout_url,
  expires_at, card_token, card_brand, card_bin, card_last4, card_exp_month, card_exp_year, challenge_id, payment_id,
  failure_reason, refunded_centavos, captured_at, settles_at, settled_at, version, created_at, updated_at`

const decode = (row: unknown) =>
  Effect.gen(function* () {
    const r = yield* Schema.decodeUnknownEffect(Row)(row)
    return yield* Schema.decodeUnknownEffect(Card.CardTransactionRecord)({
      id: r.id,
      accountId: r.accountId,
      ...optional("apiKeyId", r.apiKeyId),
      ...optional("externalReference", r.externalReference),
      status: r.status,
      amountCentavos: r.amountCentavos,
      grossCentavos: r.grossCentavos,
      feeCentavos: r.feeCentavos,
      netCentavos: r.netCentavos,
      coverFee: r.coverFee,
      description: r.description,
      ...optional("successUrl", r.successUrl),
      ...optional("cancelUrl", r.cancelUrl),
      processorAccountId: r.processorAccountId,
      sessionId: r.sessionId,
      checkoutUrl: r.checkoutUrl,
      expiresAt: r.expiresAt,
      ...(r.cardToken === null
        ? {}
        : {
            card: {
              token: r.cardToken,
              brand: r.cardBrand,
              bin: r.cardBin,
              last4: r.cardLast4,
              expMonth: r.cardExpMonth,
              expYear: r.cardExpYear
            }
          }),
      ...optional("challengeId", r.challengeId),
      ...optional("paymentId", r.paymentId),
      ...optional("failureReason", r.failureReason),
      refundedCentavos: r.refundedCentavos,
      ...optional("capturedAt", r.capturedAt),
      ...optional("settlesAt", r.settlesAt),
      ...optional("settledAt", r.settledAt),
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt
    })
  })

/** Rows as the domain's records (the transaction list reads card transactions back with it). */
export const decodeRecords = (rows: ReadonlyArray<unknown>) => Effect.forEach(rows, decode)

const storeError = (message: string) => (cause: unknown) =>
  new Card.CardTransactionStoreError({ message: `CardTransactionStore.${message}: ${describeError(cause)}`, cause })

/** The columns a change writes (`update`), from a record: status, card, steps, refunded total, instants. */
const mutableColumns = (r: Card.CardTransactionRecord) => ({
  status: r.status,
  cardToken: r.card?.token ?? null,
  cardBrand: r.card?.brand ?? null,
  cardBin: r.card?.bin ?? null,
  cardLast4: r.card?.last4 ?? null,
  cardExpMonth: r.card?.expMonth ?? null,
  cardExpYear: r.card?.expYear ?? null,
  challengeId: r.challengeId ?? null,
  paymentId: r.paymentId ?? null,
  failureReason: r.failureReason ?? null,
  refundedCentavos: r.refundedCentavos,
  capturedAt: r.capturedAt ?? null,
  settlesAt: r.settlesAt ?? null,
  settledAt: r.settledAt ?? null,
  updatedAt: r.updatedAt
})

/**
 * Card transactions on PostgreSQL. `update` is one `UPDATE … WHERE version = expected`: concurrent changes of one
 * transaction take turns on its row lock, and each one after the first finds the version moved and writes nothing
 * (`CardTransactionChanged`), so two refunds never both add to the same total. Every statement runs on the ambient
 * client, so a call inside `Transactor.transactionally` is part of that transaction.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`CardTransactionStore.${name}`))

  const cols = sql.literal(columns)

  const findOne = (where: Statement.Fragment) =>
    Effect.flatMap(sql`SELECT ${cols} FROM card_transactions WHERE ${where}`, (rows) =>
      rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decode(rows[0]))
    )

  return Card.CardTransactionStore.of({
    insert: (record) =>
      sql`INSERT INTO card_transactions ${sql.insert({
        accountId: record.accountId,
        id: record.id,
        apiKeyId: record.apiKeyId ?? null,
        externalReference: record.externalReference ?? null,
        amountCentavos: record.amountCentavos,
        grossCentavos: record.grossCentavos,
        feeCentavos: record.feeCentavos,
        netCentavos: record.netCentavos,
        coverFee: record.coverFee,
        description: record.description,
        successUrl: record.successUrl ?? null,
        cancelUrl: record.cancelUrl ?? null,
        processorAccountId: record.processorAccountId,
        sessionId: record.sessionId,
        checkoutUrl: record.checkoutUrl,
        expiresAt: record.expiresAt,
        version: record.version,
        createdAt: record.createdAt,
        ...mutableColumns(record)
      })}`.pipe(Effect.asVoid, catchStore("insert")),

    findById: (accountId, id) => findOne(sql`account_id = ${accountId} AND id = ${id}`).pipe(catchStore("findById")),

    findManyByAccount: (accountId, page) =>
      Effect.gen(function* () {
        const { limit, offset } = pageWindow(page.page, page.pageSize, Card.findSettlementDueMax)
        const rows =
          limit === 0
            ? []
            : yield* sql`
                SELECT ${cols} FROM card_transactions WHERE account_id = ${accountId}
                 ORDER BY created_at DESC, id COLLATE "C" DESC LIMIT ${limit} OFFSET ${offset}`
        const counted = yield* sql<{ readonly total: unknown }>`
          SELECT count(*) AS total FROM card_transactions WHERE account_id = ${accountId}`
        return { items: yield* decodeRecords(rows), total: Number(counted[0]?.total ?? 0) }
      }).pipe(catchStore("findManyByAccount")),

    findBySessionId: (sessionId) => findOne(sql`session_id = ${sessionId}`).pipe(catchStore("findBySessionId")),

    findByExternalReference: (accountId, externalReference) =>
      findOne(sql`account_id = ${accountId} AND external_reference = ${externalReference}`).pipe(
        catchStore("findByExternalReference")
      ),

    update: (next) =>
      Effect.gen(function* () {
        const c = mutableColumns(next)
        const rows = yield* sql`
          UPDATE card_transactions
             SET status = ${c.status}, card_token = ${c.cardToken}::text, card_brand = ${c.cardBrand}::text,
                 card_bin = ${c.cardBin}::text, card_last4 = ${c.cardLast4}::text,
                 card_exp_month = ${c.cardExpMonth}::integer, card_exp_year = ${c.cardExpYear}::integer,
                 challenge_id = ${c.challengeId}::text, payment_id = ${c.paymentId}::text,
                 failure_reason = ${c.failureReason}::text, refunded_centavos = ${c.refundedCentavos},
                 captured_at = ${c.capturedAt}::timestamptz, settles_at = ${c.settlesAt}::timestamptz,
                 settled_at = ${c.settledAt}::timestamptz, updated_at = ${c.updatedAt}::timestamptz,
                 version = version + 1
           WHERE account_id = ${next.accountId} AND id = ${next.id} AND version = ${next.version}
          RETURNING ${cols}`
        if (rows[0] !== undefined) return yield* decode(rows[0])
        const found = yield* sql<{ readonly version: number }>`
          SELECT version FROM card_transactions WHERE account_id = ${next.accountId} AND id = ${next.id}`
        return yield* found[0] === undefined
          ? Effect.fail(new Card.CardTransactionNotFound({ by: "id", value: next.id }))
          : Effect.fail(
              new Card.CardTransactionChanged({
                transactionId: next.id,
                expectedVersion: next.version,
                actualVersion: found[0].version
              })
            )
      }).pipe(catchStore("update")),

    findSettlementDue: (now, limit) =>
      Effect.flatMap(
        sql`
          SELECT ${cols} FROM card_transactions
           WHERE settled_at IS NULL AND captured_at IS NOT NULL AND settles_at <= ${now}::timestamptz
           ORDER BY settles_at, id COLLATE "C"
           LIMIT ${Math.max(0, Math.min(limit, Card.findSettlementDueMax))}`,
        (rows) => Effect.forEach(rows, decode)
      ).pipe(catchStore("findSettlementDue")),

    findExpiredOpen: (now, limit) =>
      Effect.flatMap(
        sql`
          SELECT ${cols} FROM card_transactions
           WHERE status IN ('PENDING', 'AWAITING_CHALLENGE') AND expires_at <= ${now}::timestamptz
           ORDER BY expires_at, id COLLATE "C"
           LIMIT ${Math.max(0, Math.min(limit, Card.findExpiredOpenMax))}`,
        (rows) => Effect.forEach(rows, decode)
      ).pipe(catchStore("findExpiredOpen"))
  })
})

/** The SQL card transaction store; needs a migrated database. */
export const layer: Layer.Layer<Card.CardTransactionStore, never, SqlClient.SqlClient> = Layer.effect(
  Card.CardTransactionStore,
  make
)
