import { ByteSize, Cause, Clock, Effect, Layer, Option, Result, Schema, SchemaIssue, type Types } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import { PixRailGuard } from "../auth/BodyRules.ts"
import { RateLimit } from "../auth/RateLimit.ts"
import { failureOf } from "./ErrorCodes.ts"
import { ranAtEdge, runAtEdge } from "./Edge.ts"
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
import { logRequest, RequestLogEnabled } from "./RequestLog.ts"

/** Largest request body the API reads, in bytes. */
export const requestBodyBytesMax = 256 * 1024

const maxBodySize = ByteSize.bytes(requestBodyBytesMax)

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

/** Effect 4's wording of the two commonest body problems, in the words the API has always answered with. */
const messageOf = (message: string) =>
  message === "Expected no excess property" ? "is unexpected" : message === "Missing key" ? "is missing" : message

const describeIssues = (
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>
) =>
  issues
    .slice(0, 5)
    .map((issue) =>
      issue.path.length === 0
        ? messageOf(issue.message)
        : `${issue.path.map(String).join(".")}: ${messageOf(issue.message)}`
    )
    .join("; ")

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** Every problem of a failed decoding, each with its field path. */
const issuesOf = (error: Schema.SchemaError) =>
  (formatIssues(error.issue).issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment)),
    message: issue.message
  }))

const validationError = (error: Schema.SchemaError): ApiFailure => ({
  code: "VALIDATION_ERROR",
  statusCode: 400,
  message: describeIssues(issuesOf(error))
})

const invalidBody: ApiFailure = {
  code: "INVALID_BODY",
  statusCode: 400,
  message: "the request body could not be read as JSON"
}

const payloadTooLarge: ApiFailure = {
  code: "PAYLOAD_TOO_LARGE",
  statusCode: 413,
  message: `request body over ${requestBodyBytesMax} bytes`
}

const internalError: ApiFailure = { code: "INTERNAL_ERROR", statusCode: 500, message: "internal error" }

/** The parts of a request `HttpApiBuilder` decodes; a failure there is the caller's (the others are a response's). */
const requestParts = new Set<string>(["Params", "Headers", "Query", "Payload"])

/** `HttpApiBuilder`'s failure for a body that is not JSON at all. */
const isUnreadableJson = (error: HttpApiError.HttpApiSchemaError) =>
  error.kind === "Payload" &&
  error.cause.issue._tag === "InvalidValue" &&
  error.cause.issue.annotations?.message === "Expected a valid JSON body"

/** A request the route could not read: its body too large or unreadable, or a part that does not decode. */
const requestProblem = (error: unknown): ApiFailure | undefined => {
  if (HttpApiError.HttpApiSchemaError.is(error) && requestParts.has(error.kind)) {
    return isUnreadableJson(error) ? invalidBody : validationError(error.cause)
  }
  if (HttpServerError.isHttpServerError(error) && error.reason._tag === "RequestParseError") {
    return error.reason.reason === "BodyTooLarge" ? payloadTooLarge : invalidBody
  }
  return undefined
}

/** Turns any failure of a route into the spec's error envelope; a defect becomes a logged 500. */
export const failureFromCause = (cause: Cause.Cause<unknown>): Effect.Effect<ApiFailure> => {
  const failure = Cause.findErrorOption(cause)
  if (Option.isNone(failure)) {
    // Effect 4's `HttpApiBuilder` dies with the decoding error of a request part, and a body that cannot be read
    // surfaces as a defect too: both are still bad input.
    const defect = Cause.findDefect(cause)
    const problem = Result.isSuccess(defect) ? requestProblem(defect.success) : undefined
    return problem !== undefined
      ? Effect.succeed(problem)
      : Effect.as(Effect.logError("unexpected defect", cause), internalError)
  }
  const error = failure.value
  for (const envelope of envelopeClasses) {
    if (error instanceof envelope) {
      return Effect.succeed({ code: error.error.code, statusCode: error.error.statusCode, message: error.message })
    }
  }
  const problem = requestProblem(error)
  if (problem !== undefined) return Effect.succeed(problem)
  if (Schema.isSchemaError(error)) return Effect.succeed(validationError(error))
  if (HttpServerError.isHttpServerError(error) && error.reason._tag === "RouteNotFound") {
    return Effect.succeed({ code: "ROUTE_NOT_FOUND", statusCode: 404, message: "no such route" })
  }
  if (typeof error === "object" && error !== null && "_tag" in error) {
    const mapped = failureOf(error as { readonly _tag: string; readonly message?: unknown })
    // The caller gets the envelope and the request id; what the storage said goes to the log under that id.
    if (mapped !== undefined && mapped.statusCode >= 500)
      return Effect.as(Effect.logWarning("unavailable", cause), mapped)
    if (mapped !== undefined) return Effect.succeed(mapped)
  }
  return Effect.as(Effect.logError("unmapped failure", cause), internalError)
}

const respond = (failure: ApiFailure, requestId: string) =>
  HttpServerResponse.jsonUnsafe(errorBody(failure, requestId), { status: failure.statusCode })

/**
 * `HttpApiBuilder` answers a body of a media type the route does not take (not JSON, multipart or a form) with a
 * bare 415: it is bad input, answered in the envelope as the 400 the API always gave it.
 */
const unsupportedMediaType: ApiFailure = {
  code: "VALIDATION_ERROR",
  statusCode: 400,
  message: "the request body must be JSON (Content-Type: application/json)"
}

const pathOf = (url: string) => {
  const query = url.indexOf("?")
  return query === -1 ? url : url.slice(0, query)
}

/**
 * The API-wide middleware: assigns the request id (the caller's `X-Request-Id` when sane), caps the body size,
 * answers every failure with the error envelope, and writes the request's one log line (request id, method, route,
 * status, duration). Nothing below it writes an error response of its own. Installed on the whole router
 * (`HttpRouter.middleware(…, { global: true })`), so it also answers for paths no route matches.
 */
export const layerEnvelope = HttpRouter.middleware(
  (app) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const clock = yield* Clock.Clock
      const startedNs = clock.monotonicTimeNanosUnsafe()
      const response = yield* envelope(app, request)
      if (yield* RequestLogEnabled) {
        yield* logRequest({
          requestId: response.headers["x-request-id"] ?? "",
          method: request.method,
          route: pathOf(request.url),
          status: response.status,
          durationMs: Number((clock.monotonicTimeNanosUnsafe() - startedNs) / 1000n) / 1000
        })
      }
      return response
    }),
  { global: true }
)

const envelope = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  request: HttpServerRequest.HttpServerRequest
) =>
  Effect.suspend(() => {
    const requestId = requestIdFrom(request.headers["x-request-id"], () => crypto.randomUUID())
    const declared = Number(request.headers["content-length"] ?? "0")
    const answered =
      declared > requestBodyBytesMax
        ? Effect.succeed(respond(payloadTooLarge, requestId))
        : app.pipe(
            Effect.map((response) => (response.status === 415 ? respond(unsupportedMediaType, requestId) : response)),
            Effect.provideService(HttpServerRequest.MaxBodySize, maxBodySize),
            Effect.provideService(currentRequestId, requestId),
            Effect.catchCause((cause) =>
              // An interruption alone (the client hung up) carries no failure to answer with.
              Cause.hasInterruptsOnly(cause)
                ? Effect.failCause(cause as Cause.Cause<Types.unhandled>)
                : Effect.map(Effect.annotateLogs(failureFromCause(cause), { requestId }), (failure) =>
                    respond(failure, requestId)
                  )
            )
          )
    return Effect.map(answered, (response) => HttpServerResponse.setHeader(response, "x-request-id", requestId))
  })

/**
 * Runs the API's own middlewares on every request before any route is matched, as Effect 3 ran an `HttpApi`'s
 * middlewares: `RateLimit` first, then `PixRailGuard` (both act on `/v1` paths only). Installed on the whole router,
 * inside `layerEnvelope` (built first, so it wraps this one), which answers their refusals; per endpoint they then
 * step aside (`ranAtEdge`).
 */
export const layerApiWide = HttpRouter.middleware(
  Effect.gen(function* () {
    const rateLimit = runAtEdge(yield* RateLimit)
    const pixRailGuard = runAtEdge(yield* PixRailGuard)
    return (app) => rateLimit(pixRailGuard(Effect.provideService(app, ranAtEdge, true)))
  }),
  { global: true }
).pipe(Layer.provide(layerEnvelope))
