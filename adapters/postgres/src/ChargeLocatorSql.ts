import { ChargeLocator, Charges, Tracing } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { columns, decodeRecords } from "./ChargeStoreSql.ts"
import { describeError } from "./internal.ts"

/** The charge locator on PostgreSQL: one read of `pix_charges` by its location index (migration 0016). */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const cols = sql.literal(columns)
  return ChargeLocator.ChargeLocator.of({
    findByLocationUrl: (locationUrl) =>
      sql`SELECT ${cols} FROM pix_charges WHERE location_url = ${locationUrl} LIMIT 1`.pipe(
        Effect.flatMap(decodeRecords),
        Effect.map((records) => (records[0] === undefined ? Effect.succeedNone : Effect.succeedSome(records[0]))),
        Effect.flatten,
        Effect.mapError(
          (cause) =>
            new Charges.ChargeStoreError({ message: `ChargeLocator.findByLocationUrl: ${describeError(cause)}`, cause })
        ),
        Tracing.span("ChargeLocator.findByLocationUrl")
      )
  })
})

/** The SQL charge locator; needs a migrated database. */
export const layer: Layer.Layer<ChargeLocator.ChargeLocator, never, SqlClient.SqlClient> = Layer.effect(
  ChargeLocator.ChargeLocator,
  make
)
