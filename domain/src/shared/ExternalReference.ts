import { Effect, Option } from "effect"

/** A record a create made under an optional `externalReference`, with the fingerprint of the request's body. */
export interface ReferencedRecord {
  readonly externalReference?: string | undefined
  readonly requestFingerprint: string
}

/** What a create answers: its record, and whether a repeat found it already made (nothing was written then). */
export interface Created<Rec> {
  readonly record: Rec
  readonly replayed: boolean
}

/**
 * A repeat of a create under the `externalReference` of `existing`: the same body (`fingerprint`) returns the record
 * already made (`replayed`); another body is the use case's conflict error.
 */
export const replayOrConflict = <Rec extends ReferencedRecord, C>(
  existing: Rec,
  fingerprint: string,
  conflict: (existing: Rec) => C
): Effect.Effect<Created<Rec>, C> =>
  existing.requestFingerprint === fingerprint
    ? Effect.succeed({ record: existing, replayed: true })
    : Effect.fail(conflict(existing))

/**
 * `externalReference` idempotency of a create (DESIGN §5), for charges, PIX transfers and internal transfers alike.
 * Before `create` runs, the account's record under `reference` (`find`) answers the request through
 * `replayOrConflict`. A concurrent request can still take the reference between that read and the write: the write
 * then fails with the store's `duplicate` error (the unique constraint), and the record that won answers as if it had
 * come first. Without a reference, `create` runs as it is.
 */
export const createOnce = <
  Rec extends ReferencedRecord,
  A extends Created<Rec>,
  E,
  R,
  EF,
  C,
  Tag extends string
>(options: {
  readonly reference: string | undefined
  readonly fingerprint: string
  readonly find: (reference: string) => Effect.Effect<Option.Option<Rec>, EF>
  readonly conflict: (existing: Rec) => C
  /** The tag of the write's error when the reference is already taken. */
  readonly duplicate: Tag
  readonly create: Effect.Effect<A, E, R>
}): Effect.Effect<A | Created<Rec>, Exclude<E, { readonly _tag: Tag }> | EF | C, R> => {
  const earlier = (reference: string) =>
    Effect.flatMap(options.find(reference), (found) =>
      Option.isSome(found)
        ? Effect.map(replayOrConflict(found.value, options.fingerprint, options.conflict), Option.some)
        : Effect.succeedNone
    )
  const isDuplicate = (error: E): error is Extract<E, { readonly _tag: Tag; readonly externalReference: string }> =>
    typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === options.duplicate
  const created = Effect.catchIf(options.create, isDuplicate, (duplicate) =>
    Effect.flatMap(earlier(duplicate.externalReference), (won) =>
      Option.isSome(won) ? Effect.succeed(won.value) : Effect.die(new Error("duplicate reference vanished"))
    )
  ) as Effect.Effect<A | Created<Rec>, Exclude<E, { readonly _tag: Tag }> | EF | C, R>
  const reference = options.reference
  if (reference === undefined) return created
  return Effect.flatMap(earlier(reference), (found) => (Option.isSome(found) ? Effect.succeed(found.value) : created))
}
