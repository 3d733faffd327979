import type { Effect } from "effect"
import { envelopesByStatus } from "../charges/Failures.ts"
import * as Http from "../http/Errors.ts"

export type PortalFailure =
  | Http.BadRequest
  | Http.Unauthorized
  | Http.Forbidden
  | Http.NotFound
  | Http.Conflict
  | Http.Gone
  | Http.TooManyRequests
  | Http.ServiceUnavailable

const portal = envelopesByStatus({
  400: Http.BadRequest,
  401: Http.Unauthorized,
  403: Http.Forbidden,
  404: Http.NotFound,
  409: Http.Conflict,
  410: Http.Gone,
  429: Http.TooManyRequests,
  503: Http.ServiceUnavailable
})

/** A domain error of the portal routes as the envelope of its row, in the class of its status (others are defects). */
export const toEnvelope: (error: {
  readonly _tag: string
  readonly message?: unknown
}) => Effect.Effect<never, PortalFailure> = portal.toEnvelope

/** Maps every domain failure of `effect` with `toEnvelope`. */
export const portalErrors: <A, E extends { readonly _tag: string }, R>(
  effect: Effect.Effect<A, E, R>
) => Effect.Effect<A, PortalFailure, R> = portal.errors
