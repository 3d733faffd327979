import type { Effect } from "effect"
import { envelopesByStatus } from "../charges/Failures.ts"
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

const portal = envelopesByStatus({
  400: BadRequest,
  401: Unauthorized,
  403: Forbidden,
  404: NotFound,
  409: Conflict,
  410: Gone,
  429: TooManyRequests,
  503: ServiceUnavailable
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
