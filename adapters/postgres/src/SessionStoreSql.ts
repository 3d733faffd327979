import { Checkout, type Ledger, SessionStore, Tracing } from "@trilho/domain"
import { Effect, Layer, Schema } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import { catchAdapterFailures, describeError, Int8, isUniqueViolation } from "./internal.ts"

const columns = [
  "account_id",
  "id",
  "link_id",
  "api_key_id",
  "method",
  "status",
  "description",
  "amount_centavos",
  "discount_centavos",
  "total_centavos",
  "coupon_id",
  "coupon_code",
  "product_ids",
  "deliveries",
  "payer",
  "customer_id",
  "external_reference",
  "request_fingerprint",
  "payment_id",
  "pay_url",
  "url_field",
  "expires_at",
  "paid_at",
  "version",
  "created_at",
  "updated_at"
].join(", ")

const Row = Schema.Struct({
  accountId: Schema.String,
  id: Schema.String,
  linkId: Schema.String,
  apiKeyId: Schema.NullOr(Schema.String),
  method: Schema.String,
  status: Schema.String,
  description: Schema.String,
  amountCentavos: Int8,
  discountCentavos: Int8,
  totalCentavos: Int8,
  couponId: Schema.NullOr(Schema.String),
  couponCode: Schema.NullOr(Schema.String),
  productIds: Schema.Unknown,
  deliveries: Schema.Unknown,
  payer: Schema.Unknown,
  customerId: Schema.NullOr(Schema.String),
  externalReference: Schema.NullOr(Schema.String),
  requestFingerprint: Schema.String,
  paymentId: Schema.NullOr(Schema.String),
  payUrl: Schema.NullOr(Schema.String),
  urlField: Schema.String,
  expiresAt: Schema.Date,
  paidAt: Schema.NullOr(Schema.Date),
  version: Int8,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})

const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: V }

const parsed = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)

const decodeSession = (row: unknown) =>
  Effect.flatMap(Schema.decodeUnknownEffect(Row)(row), (r) =>
    Schema.decodeUnknownEffect(Checkout.CheckoutSession)({
      id: r.id,
      accountId: r.accountId,
      linkId: r.linkId,
      ...optional("apiKeyId", r.apiKeyId),
      method: r.method,
      status: r.status,
      description: r.description,
      amountCentavos: r.amountCentavos,
      discountCentavos: r.discountCentavos,
      totalCentavos: r.totalCentavos,
      ...optional("couponId", r.couponId),
      ...optional("couponCode", r.couponCode),
      productIds: parsed(r.productIds),
      deliveries: parsed(r.deliveries),
      payer: parsed(r.payer),
      ...optional("customerId", r.customerId),
      ...optional("externalReference", r.externalReference),
      requestFingerprint: r.requestFingerprint,
      ...optional("paymentId", r.paymentId),
      ...optional("payUrl", r.payUrl),
      urlField: r.urlField,
      expiresAt: r.expiresAt,
      ...optional("paidAt", r.paidAt),
      version: r.version,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt
    })
  )

const storeError = (message: string) => (cause: unknown) =>
  new SessionStore.CheckoutStoreError({ message: `SessionStore.${message}: ${describeError(cause)}`, cause })

const referenceKey = "checkout_sessions_reference_key"

/** Checkout sessions on PostgreSQL (migration 0031); joins the caller's transaction through the `SqlClient`. */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const catchStore =
    (name: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(catchAdapterFailures(storeError)(name), Tracing.span(`SessionStore.${name}`))

  const one = (rows: ReadonlyArray<unknown>) =>
    rows[0] === undefined ? Effect.succeedNone : Effect.asSome(decodeSession(rows[0]))

  return SessionStore.SessionStore.of({
    insert: (session) =>
      sql`INSERT INTO checkout_sessions ${sql.insert({
        accountId: session.accountId,
        id: session.id,
        linkId: session.linkId,
        apiKeyId: session.apiKeyId ?? null,
        method: session.method,
        status: session.status,
        description: session.description,
        amountCentavos: session.amountCentavos,
        discountCentavos: session.discountCentavos,
        totalCentavos: session.totalCentavos,
        couponId: session.couponId ?? null,
        couponCode: session.couponCode ?? null,
        productIds: JSON.stringify(session.productIds),
        deliveries: JSON.stringify(session.deliveries),
        payer: JSON.stringify(session.payer),
        customerId: session.customerId ?? null,
        externalReference: session.externalReference ?? null,
        requestFingerprint: session.requestFingerprint,
        paymentId: session.paymentId ?? null,
        payUrl: session.payUrl ?? null,
        urlField: session.urlField,
        expiresAt: session.expiresAt,
        paidAt: session.paidAt ?? null,
        version: session.version,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt
      })}`.pipe(
        Effect.asVoid,
        Effect.catchIf(
          (failure): failure is SqlError.SqlError =>
            SqlError.isSqlError(failure) && isUniqueViolation(failure, referenceKey),
          () =>
            Effect.fail(
              new SessionStore.DuplicateSessionReference({ externalReference: session.externalReference ?? "" })
            )
        ),
        catchStore("insert")
      ),

    findById: (accountId: Ledger.AccountId, id) =>
      Effect.flatMap(
        sql`SELECT ${sql.unsafe(columns)} FROM checkout_sessions WHERE account_id = ${accountId} AND id = ${id}`,
        one
      ).pipe(catchStore("findById")),

    findAnyById: (id) =>
      Effect.flatMap(sql`SELECT ${sql.unsafe(columns)} FROM checkout_sessions WHERE id = ${id}`, one).pipe(
        catchStore("findAnyById")
      ),

    findByExternalReference: (accountId, externalReference) =>
      Effect.flatMap(
        sql`SELECT ${sql.unsafe(columns)} FROM checkout_sessions
             WHERE account_id = ${accountId} AND external_reference = ${externalReference}`,
        one
      ).pipe(catchStore("findByExternalReference")),

    update: (session, expectedVersion) =>
      Effect.gen(function* () {
        const rows = yield* sql`
          UPDATE checkout_sessions
             SET status = ${session.status}, deliveries = ${JSON.stringify(session.deliveries)}::jsonb,
                 customer_id = ${session.customerId ?? null}::text, payment_id = ${session.paymentId ?? null}::text,
                 pay_url = ${session.payUrl ?? null}::text, url_field = ${session.urlField},
                 paid_at = ${session.paidAt ?? null}::timestamptz, version = ${expectedVersion + 1},
                 updated_at = ${session.updatedAt}::timestamptz
           WHERE account_id = ${session.accountId} AND id = ${session.id} AND version = ${expectedVersion}
          RETURNING ${sql.unsafe(columns)}`
        if (rows[0] !== undefined) return yield* decodeSession(rows[0])
        const exists =
          yield* sql`SELECT 1 FROM checkout_sessions WHERE account_id = ${session.accountId} AND id = ${session.id}`
        return yield* exists.length === 0
          ? Effect.fail(new SessionStore.CheckoutSessionNotFound({ id: session.id }))
          : Effect.fail(new SessionStore.CheckoutSessionChanged({ id: session.id, expectedVersion }))
      }).pipe(catchStore("update"))
  })
})

/** The SQL session store; needs a migrated database. */
export const layer: Layer.Layer<SessionStore.SessionStore, never, SqlClient.SqlClient> = Layer.effect(
  SessionStore.SessionStore,
  make
)
