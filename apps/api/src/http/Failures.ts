import { Effect } from "effect"
import { failWith } from "../auth/Errors.ts"
import { failureOf, type MappedTag, type StatusOf } from "./ErrorCodes.ts"
import {
  BadRequest,
  Conflict,
  Forbidden,
  Gone,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
  UnsupportedMediaType,
  UriTooLong
} from "./Errors.ts"

/**
 * Domain errors become envelopes here, checked by the compiler. A route maps its use case's failures with
 * `envelopeErrors`: each error's tag must have a row in `ErrorCodes.ts` (an error without one is a type error at the
 * call, not a 500 at run time), and the result's failure type is the union of the envelope classes of those rows'
 * statuses, which the endpoint must declare in its `error` option (a missing one is a type error in the group's
 * handlers). So the compiler, the OpenAPI document and the answers agree on every status a route can give.
 */

/** The envelope class answering each status a domain error may have. */
interface EnvelopeByStatus {
  400: BadRequest
  401: Unauthorized
  403: Forbidden
  404: NotFound
  409: Conflict
  410: Gone
  413: PayloadTooLarge
  414: UriTooLong
  415: UnsupportedMediaType
  422: Unprocessable
  429: TooManyRequests
  503: ServiceUnavailable
}

const classes: { readonly [S in keyof EnvelopeByStatus]: new (props: any) => EnvelopeByStatus[S] } = {
  400: BadRequest,
  401: Unauthorized,
  403: Forbidden,
  404: NotFound,
  409: Conflict,
  410: Gone,
  413: PayloadTooLarge,
  414: UriTooLong,
  415: UnsupportedMediaType,
  422: Unprocessable,
  429: TooManyRequests,
  503: ServiceUnavailable
}

/** A domain error the API answers: its tag has a row in the table. */
export interface MappedError {
  readonly _tag: MappedTag
  readonly message?: unknown
}

/** The envelope class of each error of the union `E`, by its row's status. */
export type EnvelopeOf<E> = E extends { readonly _tag: infer T extends MappedTag }
  ? StatusOf<T> extends keyof EnvelopeByStatus
    ? EnvelopeByStatus[StatusOf<T>]
    : never
  : never

/** A domain error as the envelope of its row, in the class of its status. */
export const toEnvelope = <E extends MappedError>(error: E): Effect.Effect<never, EnvelopeOf<E>> => {
  const status = failureOf(error)?.statusCode as keyof EnvelopeByStatus | undefined
  const cls = status === undefined ? undefined : classes[status]
  // Unreachable while the types hold: a row's status always has its class.
  return cls === undefined ? Effect.die(error) : (failWith(cls, error) as Effect.Effect<never, EnvelopeOf<E>>)
}

/** Maps every domain failure of `effect` with `toEnvelope`. */
export const envelopeErrors = <A, E extends MappedError, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, EnvelopeOf<E>, R> => Effect.catch(effect, toEnvelope)
