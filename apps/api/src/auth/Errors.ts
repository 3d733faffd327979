import { storageUnavailable } from "@trilho/postgres"
import { Effect, Schema } from "effect"
import { failureOf } from "../http/ErrorCodes.ts"
import { errorBody } from "../http/Errors.ts"
import { currentRequestId } from "../http/RequestId.ts"

/** No usable API key: none sent, not shaped like a key, unknown, or revoked. */
export class Unauthenticated extends Schema.TaggedError<Unauthenticated>()("Unauthenticated", {
  message: Schema.String
}) {}

/** The key lacks the permission the route needs. */
export class PermissionDenied extends Schema.TaggedError<PermissionDenied>()("PermissionDenied", {
  permission: Schema.String,
  message: Schema.String
}) {}

/** The key has an IP allowlist and the client's address is not on it. */
export class IpNotAllowed extends Schema.TaggedError<IpNotAllowed>()("IpNotAllowed", {
  message: Schema.String
}) {}

/** Too many requests in the current window. */
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  retryAfterSeconds: Schema.Int,
  message: Schema.String
}) {}

/** An envelope class; its `statusCode` literal is the status of the rows it is built from (see `http/Failures.ts`). */
type EnvelopeClass = new (props: any) => object

/**
 * The error envelope of `error` (code and status from the one table in `ErrorCodes.ts`) as an instance of the
 * envelope class `cls`, for middlewares whose declared failures are those classes.
 */
export const envelopeOf = <K extends EnvelopeClass>(
  cls: K,
  error: { readonly _tag: string; readonly message?: unknown }
): Effect.Effect<InstanceType<K>> =>
  Effect.flatMap(currentRequestId, (requestId) => {
    const failure = failureOf(error) ?? { code: "INTERNAL_ERROR", statusCode: 500, message: "internal error" }
    if (failure.statusCode < 500) return Effect.succeed(new cls(errorBody(failure, requestId)) as InstanceType<K>)
    // A statement the storage refused is a defect of ours, answered 500 by the envelope; a 503 only when it is
    // really unavailable. The caller reads no driver's text (`failureOf`); the log keeps it, under the request id.
    if (!storageUnavailable(error)) return Effect.die(error)
    const envelope = new cls(errorBody(failure, requestId)) as InstanceType<K>
    return Effect.as(Effect.annotateLogs(Effect.logWarning("unavailable", error), { requestId }), envelope)
  })

/** Fails with the envelope of `error` as an instance of `cls`. */
export const failWith = <K extends EnvelopeClass>(
  cls: K,
  error: { readonly _tag: string; readonly message?: unknown }
): Effect.Effect<never, InstanceType<K>> => Effect.flatMap(envelopeOf(cls, error), Effect.fail)
