import { Tracing, Transactor } from "@trilho/domain"
import { Cause, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { describeError } from "./internal.ts"

/** A failure of the effect run in the transaction, kept apart from the transaction's own `SqlError`s. */
class Inner<E> {
  constructor(readonly error: E) {}
}

/** The transaction itself could not begin, commit or roll back: the outcome of its writes is not known. */
export class TransactionFailed extends Error {
  override readonly name = "TransactionFailed"
  constructor(readonly sqlError: SqlError) {
    super(`transaction failed: ${describeError(sqlError)}`, { cause: sqlError })
  }
}

/** The `SqlError` a cause dies with, if any: a failed ROLLBACK (or COMMIT cleanup) of `withTransaction`. */
const sqlDefectOf = (cause: Cause.Cause<unknown>): SqlError | undefined => {
  for (const reason of cause.reasons) {
    if (Cause.isDieReason(reason) && isSqlError(reason.defect)) return reason.defect
  }
  return undefined
}

/**
 * The transaction port on `sql.withTransaction`: every SQL store on the same client run inside `effect` joins the
 * transaction (the ledger's `trilho_post_entries` and the outbox included); a nested call opens a savepoint. A failure,
 * defect or interruption of `effect` rolls back. The port has no error of its own, so a `SqlError` of BEGIN, COMMIT or
 * ROLLBACK (a lost connection, a deferred constraint or a serialization failure at commit) is a defect,
 * `TransactionFailed`: the caller cannot always tell whether the writes landed, and answers as for any defect.
 */
export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return Transactor.Transactor.of({
    transactionally: <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      sql.withTransaction(Effect.mapError(effect, (error) => new Inner(error))).pipe(
        Effect.catch((error): Effect.Effect<never, E> =>
          error instanceof Inner ? Effect.fail(error.error as E) : Effect.die(new TransactionFailed(error))
        ),
        // `withTransaction` turns a failed ROLLBACK (or the cleanup of a failed COMMIT) into a defect carrying the
        // SqlError: the same defect here.
        Effect.catchCauseIf(
          (cause) => sqlDefectOf(cause) !== undefined,
          (cause) => Effect.die(new TransactionFailed(sqlDefectOf(cause)!))
        ),
        Tracing.span("Transactor.transactionally")
      )
  })
})

/** The SQL transactor; its transactions take in every SQL store on the same client. */
export const layer: Layer.Layer<Transactor.Transactor, never, SqlClient.SqlClient> = Layer.effect(
  Transactor.Transactor,
  make
)
