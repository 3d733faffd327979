import { Effect } from "effect"
import { failWith } from "../auth/Errors.ts"
import { failureOf } from "../http/ErrorCodes.ts"
import {
  BadRequest,
  Conflict,
  Forbidden,
  Gone,
  NotFound,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized
} from "../http/Errors.ts"

export type PortalFailure =
  BadRequest | Unauthorized | Forbidden | NotFound | Conflict | Gone | TooManyRequests | ServiceUnavailable

/** A domain error of the portal routes as the envelope of its row, in the class of its status (others are defects). */
export const toEnvelope = (error: {
  readonly _tag: string
  readonly message?: unknown
}): Effect.Effect<never, PortalFailure> => {
  switch (failureOf(error)?.statusCode) {
    case 400:
      return failWith(BadRequest, error)
    case 401:
      return failWith(Unauthorized, error)
    case 403:
      return failWith(Forbidden, error)
    case 404:
      return failWith(NotFound, error)
    case 409:
      return failWith(Conflict, error)
    case 410:
      return failWith(Gone, error)
    case 429:
      return failWith(TooManyRequests, error)
    case 503:
      return failWith(ServiceUnavailable, error)
    default:
      return Effect.die(error)
  }
}

/** Maps every domain failure of `effect` with `toEnvelope`. */
export const portalErrors = <A, E extends { readonly _tag: string }, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, PortalFailure, R> => Effect.catch(effect, toEnvelope)
