import { Effect } from "effect"
import { failWith } from "../auth/Errors.ts"
import { failureOf } from "../http/ErrorCodes.ts"
import { BadRequest, Conflict, Forbidden, NotFound, ServiceUnavailable, type errorBody } from "../http/Errors.ts"

/** An envelope class: built from the envelope body of its status. */
type EnvelopeClass = new (props: ReturnType<typeof errorBody>) => object

/** A domain error as the routes see it before it becomes an envelope. */
interface DomainError {
  readonly _tag: string
  readonly message?: unknown
}

/**
 * The envelope mapping of a family of routes, given the envelope class of each status they declare: `toEnvelope`
 * answers a domain error with the envelope of its row in `ErrorCodes.ts`, in the class of its status; `errors` maps
 * every failure of an effect so. An error without a row, or whose status the family does not declare, is a defect
 * (a logged 500), never an undeclared answer.
 */
export const envelopesByStatus = <const Classes extends Readonly<Record<number, EnvelopeClass>>>(classes: Classes) => {
  type Failure = InstanceType<Classes[keyof Classes & number]>
  const toEnvelope = (error: DomainError): Effect.Effect<never, Failure> => {
    const status = failureOf(error)?.statusCode
    const cls = status === undefined ? undefined : (classes[status] as EnvelopeClass | undefined)
    return cls === undefined ? Effect.die(error) : (failWith(cls, error) as Effect.Effect<never, Failure>)
  }
  const errors = <A, E extends { readonly _tag: string }, R>(
    effect: Effect.Effect<A, E, R>
  ): Effect.Effect<A, Failure, R> => Effect.catch(effect, toEnvelope)
  return { toEnvelope, errors } as const
}

/** The envelope failures a payments route declares. */
export type PaymentsFailure = BadRequest | Forbidden | NotFound | Conflict | ServiceUnavailable

const payments = envelopesByStatus({
  400: BadRequest,
  403: Forbidden,
  404: NotFound,
  409: Conflict,
  503: ServiceUnavailable
})

/** A domain error as the envelope of a payments route (see `envelopesByStatus`). */
export const toEnvelope: (error: DomainError) => Effect.Effect<never, PaymentsFailure> = payments.toEnvelope

/** Maps every domain failure of `effect` with `toEnvelope`. */
export const envelopeErrors: <A, E extends { readonly _tag: string }, R>(
  effect: Effect.Effect<A, E, R>
) => Effect.Effect<A, PaymentsFailure, R> = payments.errors
