import { HttpApiBuilder, HttpApiError, HttpServerError, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Cause, Effect, Option, ParseResult } from "effect"
import { failureOf } from "./ErrorCodes.ts"
import {
  BadRequest,
  Conflict,
  Gone,
  Forbidden,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
  errorBody,
  type ApiFailure
} from "./Errors.ts"
import { currentRequestId, requestIdFrom } from "./RequestId.ts"

/** Largest request body the API reads, in bytes. */
export const requestBodyBytesMax = 256 * 1024

const envelopeClasses = [
  BadRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  Conflict,
  Gone,
  PayloadTooLarge,
  Unprocessable,
  TooManyRequests,
  ServiceUnavailable
] as const

const describeIssues = (
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>
) =>
  issues
    .slice(0, 5)
    .map((issue) => (issue.path.length === 0 ? issue.message : `${issue.path.map(String).join(".")}: ${issue.message}`))
    .join("; ")

/** Turns any failure of a route into the spec's error envelope; a defect becomes a logged 500. */
export const failureFromCause = (cause: Cause.Cause<unknown>): Effect.Effect<ApiFailure> => {
  // A body that cannot be read surfaces as a defect from a middleware that reads the body: it is still bad input.
  const defect = Cause.dieOption(cause)
  const failure = Option.isSome(Cause.failureOption(cause))
    ? Cause.failureOption(cause)
    : Option.filter(defect, (d) => HttpServerError.isServerError(d) && d._tag === "RequestError")
  if (Option.isNone(failure)) {
    return Effect.as(Effect.logError("unexpected defect", cause), {
      code: "INTERNAL_ERROR",
      statusCode: 500,
      message: "internal error"
    })
  }
  const error = failure.value
  for (const envelope of envelopeClasses) {
    if (error instanceof envelope) {
      return Effect.succeed({ code: error.error.code, statusCode: error.error.statusCode, message: error.message })
    }
  }
  if (error instanceof HttpApiError.HttpApiDecodeError) {
    return Effect.succeed({ code: "VALIDATION_ERROR", statusCode: 400, message: describeIssues(error.issues) })
  }
  if (ParseResult.isParseError(error)) {
    return Effect.map(ParseResult.ArrayFormatter.formatError(error), (issues) => ({
      code: "VALIDATION_ERROR",
      statusCode: 400,
      message: describeIssues(issues)
    }))
  }
  if (HttpServerError.isServerError(error)) {
    if (error._tag === "RouteNotFound") {
      return Effect.succeed({ code: "ROUTE_NOT_FOUND", statusCode: 404, message: "no such route" })
    }
    if (error._tag === "RequestError") {
      const tooLarge = /max|size|large|exceed/i.test(String((error as { cause?: unknown }).cause))
      return Effect.succeed(
        tooLarge
          ? { code: "PAYLOAD_TOO_LARGE", statusCode: 413, message: `request body over ${requestBodyBytesMax} bytes` }
          : { code: "INVALID_BODY", statusCode: 400, message: "the request body could not be read as JSON" }
      )
    }
  }
  if (typeof error === "object" && error !== null && "_tag" in error) {
    const mapped = failureOf(error as { readonly _tag: string; readonly message?: unknown })
    if (mapped !== undefined) return Effect.succeed(mapped)
  }
  return Effect.as(Effect.logError("unmapped failure", cause), {
    code: "INTERNAL_ERROR",
    statusCode: 500,
    message: "internal error"
  })
}

/**
 * The API-wide middleware: assigns the request id (the caller's `X-Request-Id` when sane), caps the body size, and
 * answers every failure with the error envelope. Nothing below it writes an error response of its own.
 */
export const layerEnvelope = HttpApiBuilder.middleware((app) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const requestId = requestIdFrom(request.headers["x-request-id"], () => crypto.randomUUID())
    const declared = Number(request.headers["content-length"] ?? "0")
    const response =
      declared > requestBodyBytesMax
        ? yield* respond(
            { code: "PAYLOAD_TOO_LARGE", statusCode: 413, message: `request body over ${requestBodyBytesMax} bytes` },
            requestId
          )
        : yield* app.pipe(
            HttpServerRequest.withMaxBodySize(Option.some(requestBodyBytesMax)),
            Effect.locally(currentRequestId, requestId),
            Effect.catchAllCause((cause) =>
              Effect.flatMap(failureFromCause(cause), (failure) => respond(failure, requestId))
            )
          )
    return HttpServerResponse.setHeader(response, "x-request-id", requestId)
  })
)

const respond = (failure: ApiFailure, requestId: string) =>
  Effect.orDie(HttpServerResponse.json(errorBody(failure, requestId), { status: failure.statusCode }))
