import { Effect } from "effect"
import { failWith } from "../auth/Errors.ts"
import { failureOf } from "../http/ErrorCodes.ts"
import { BadRequest, Conflict, Forbidden, NotFound, ServiceUnavailable } from "../http/Errors.ts"

/** The envelope failures a payments route declares. */
export type PaymentsFailure = BadRequest | Forbidden | NotFound | Conflict | ServiceUnavailable

/**
 * A domain error as the envelope of its row in `ErrorCodes.ts`, in the class of its status. An error without a row
 * (or with a status no payments route declares) is a defect: a logged 500.
 */
export const toEnvelope = (error: {
  readonly _tag: string
  readonly message?: unknown
}): Effect.Effect<never, PaymentsFailure> => {
  switch (failureOf(error)?.statusCode) {
    case 400:
      return failWith(BadRequest, error)
    case 403:
      return failWith(Forbidden, error)
    case 404:
      return failWith(NotFound, error)
    case 409:
      return failWith(Conflict, error)
    case 503:
      return failWith(ServiceUnavailable, error)
    default:
      return Effect.die(error)
  }
}

/** Maps every domain failure of `effect` with `toEnvelope`. */
export const envelopeErrors = <A, E extends { readonly _tag: string }, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, PaymentsFailure, R> => Effect.catch(effect, toEnvelope)
