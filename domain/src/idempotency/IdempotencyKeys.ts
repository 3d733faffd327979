import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import type { IdempotencyRecord, KeyScope, StoredResponse } from "./Model.ts"
import { isExpired } from "./Rules.ts"

/** The storage behind idempotency keys failed. */
export class IdempotencyStoreError extends Schema.TaggedError<IdempotencyStoreError>()("IdempotencyStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}

/** The outcome of `insert`: the row now held by this request, or the row someone else holds. */
export type InsertOutcome =
  | { readonly _tag: "Inserted"; readonly record: IdempotencyRecord }
  | { readonly _tag: "Exists"; readonly record: IdempotencyRecord }

/**
 * Idempotency keys, one row per (account, API key, key). The unique key of the row is what serializes concurrent
 * requests: `insert` never overwrites, and every later write is a compare-and-set on the holder's `lockToken`.
 */
export class IdempotencyKeys extends Context.Service<
  IdempotencyKeys,
  {
    /**
     * Inserts `record` (PENDING) unless its scope already has a row; then returns that row instead. Atomic: of
     * concurrent inserts of one scope exactly one is `Inserted`.
     */
    readonly insert: (record: IdempotencyRecord) => Effect.Effect<InsertOutcome, IdempotencyStoreError>
    /** The row of a scope. */
    readonly findByScope: (scope: KeyScope) => Effect.Effect<Option.Option<IdempotencyRecord>, IdempotencyStoreError>
    /**
     * Replaces the row `seen` (an abandoned PENDING one or an expired one) with `record`, only if the row still has
     * `seen`'s status and lock token; returns whether it did.
     */
    readonly updateTakeOver: (
      seen: IdempotencyRecord,
      record: IdempotencyRecord
    ) => Effect.Effect<boolean, IdempotencyStoreError>
    /** Stores the answer of the PENDING row held under `lockToken` and marks it COMPLETED; whether it did. */
    readonly updateCompleted: (
      scope: KeyScope,
      lockToken: string,
      response: StoredResponse
    ) => Effect.Effect<boolean, IdempotencyStoreError>
    /** Deletes the PENDING row held under `lockToken` (the request ended without an answer to keep). */
    readonly deletePending: (scope: KeyScope, lockToken: string) => Effect.Effect<boolean, IdempotencyStoreError>
    /** Deletes the rows expired at `before` (`isExpired`); returns how many. */
    readonly prune: (before: Date) => Effect.Effect<number, IdempotencyStoreError>
  }
>()("@trilho/domain/IdempotencyKeys") {}

const scopeOf = (scope: KeyScope) => `${scope.accountId}\u0000${scope.apiKeyId}\u0000${scope.key}`

/** In-memory keys (one process only); each call is atomic. */
export const makeMemory = Effect.gen(function* () {
  const ref = yield* Ref.make<ReadonlyMap<string, IdempotencyRecord>>(new Map())
  const change = <A>(
    f: (rows: ReadonlyMap<string, IdempotencyRecord>) => readonly [A, ReadonlyMap<string, IdempotencyRecord>]
  ) => Ref.modify(ref, f)
  return IdempotencyKeys.of({
    insert: (record) =>
      change<InsertOutcome>((rows) => {
        const existing = rows.get(scopeOf(record))
        return existing !== undefined
          ? [{ _tag: "Exists", record: existing } as const, rows]
          : [{ _tag: "Inserted", record } as const, new Map(rows).set(scopeOf(record), record)]
      }),
    findByScope: (scope) => Effect.map(Ref.get(ref), (rows) => Option.fromNullishOr(rows.get(scopeOf(scope)))),
    updateTakeOver: (seen, record) =>
      change((rows) => {
        const current = rows.get(scopeOf(seen))
        return current !== undefined && current.lockToken === seen.lockToken && current.status === seen.status
          ? [
              true,
              new Map(rows).set(scopeOf(seen), {
                ...record,
                accountId: seen.accountId,
                apiKeyId: seen.apiKeyId,
                key: seen.key
              })
            ]
          : [false, rows]
      }),
    updateCompleted: (scope, lockToken, response) =>
      change((rows) => {
        const current = rows.get(scopeOf(scope))
        return current !== undefined && current.lockToken === lockToken && current.status === "PENDING"
          ? [true, new Map(rows).set(scopeOf(scope), { ...current, status: "COMPLETED", response })]
          : [false, rows]
      }),
    deletePending: (scope, lockToken) =>
      change((rows) => {
        const current = rows.get(scopeOf(scope))
        if (current === undefined || current.lockToken !== lockToken || current.status !== "PENDING") {
          return [false, rows]
        }
        const next = new Map(rows)
        next.delete(scopeOf(scope))
        return [true, next]
      }),
    prune: (before) =>
      change((rows) => {
        const kept = new Map([...rows].filter(([, row]) => !isExpired(row, before.getTime())))
        return [rows.size - kept.size, kept]
      })
  })
})

/** The in-memory layer. */
export const layerMemory: Layer.Layer<IdempotencyKeys> = Layer.effect(IdempotencyKeys, makeMemory)
