import { ByteSize, Cause, Clock, Effect, Layer, Option, Result, Schema, type Types } from "effect"
import { HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse, Multipart } from "effect/http"
import { HttpApiError } from "effect/http-api"
import { RateLimit } from "../auth/RateLimit.ts"
import { storageUnavailable } from "@trilho/postgres"
import { failureOf } from "./ErrorCodes.ts"
import { inputLimits } from "./Inspect.ts"
import { bodyBytesMaxFor } from "./BodyLimits.ts"
import { checkOutsideApi } from "./Boundary.ts"
import { ranAtEdge, runAtEdge } from "./Edge.ts"
import {
  BadRequest,
  Conflict,
  Gone,
  Forbidden,
  NotFound,
  PayloadTooLarge,
  ServiceUnavailable,
  UnsupportedMediaType,
  UriTooLong,
  TooManyRequests,
  Unauthorized,
  Unprocessable,
  errorBody,
  type ApiFailure
} from "./Errors.ts"
import { allowedMethods } from "./Methods.ts"
import { describeProblems, problemsOf } from "./Problems.ts"
import { currentRequestId, requestIdFrom } from "./RequestId.ts"
import { logRequest, RequestLogEnabled } from "./RequestLog.ts"

/** Largest request body the API reads, in bytes. */
export const requestBodyBytesMax = inputLimits.bodyBytesMax

const maxBodySize = ByteSize.bytes(requestBodyBytesMax)

const envelopeClasses = [
  BadRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  Conflict,
  Gone,
  PayloadTooLarge,
  UriTooLong,
  UnsupportedMediaType,
  Unprocessable,
  TooManyRequests,
  ServiceUnavailable
] as const

const validationError = (error: Schema.SchemaError): ApiFailure => ({
  code: "VALIDATION_ERROR",
  statusCode: 400,
  message: describeProblems(problemsOf(error))
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

/** The refusal of a body declaring more than its route's limit (`bodyBytesMaxFor`). */
const bodyOver = (bytesMax: number): ApiFailure =>
  bytesMax === requestBodyBytesMax
    ? payloadTooLarge
    : { ...payloadTooLarge, message: `request body over ${bytesMax} bytes` }

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
  // A multipart body (for a route that declares one) that does not parse, or is over one of its limits.
  if (error instanceof Multipart.MultipartError) {
    const reason = error.reason._tag
    if (reason === "Parse") return { ...invalidBody, message: "the multipart body could not be read" }
    if (reason !== "InternalError") {
      return { code: "PAYLOAD_TOO_LARGE", statusCode: 413, message: `the multipart body is over a limit (${reason})` }
    }
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
    return Effect.succeed(routeNotFound)
  }
  if (typeof error === "object" && error !== null && "_tag" in error) {
    const mapped = failureOf(error as { readonly _tag: string; readonly message?: unknown })
    // The caller gets the envelope and the request id; what the storage said goes to the log under that id. A 503
    // only when the storage is really unavailable: a statement it refused is a defect of ours (a 500).
    if (mapped !== undefined && mapped.statusCode >= 500) {
      return storageUnavailable(error)
        ? Effect.as(Effect.logWarning("unavailable", cause), mapped)
        : Effect.as(Effect.logError("statement refused", cause), internalError)
    }
    if (mapped !== undefined) return Effect.succeed(mapped)
  }
  return Effect.as(Effect.logError("unmapped failure", cause), internalError)
}

const respond = (failure: ApiFailure, requestId: string) =>
  HttpServerResponse.jsonUnsafe(errorBody(failure, requestId), { status: failure.statusCode })

const routeNotFound: ApiFailure = { code: "ROUTE_NOT_FOUND", statusCode: 404, message: "no such route" }

/**
 * A request no route matched: a `405` with `Allow` when its path is a route's under another method (`DELETE` on
 * `/v1/payment-pix/create`), else a `404`.
 */
const notFoundOrNotAllowed = (request: HttpServerRequest.HttpServerRequest, requestId: string) => {
  const path = pathOf(request.url)
  const allow = allowedMethods(path)
  if (allow.length === 0) return respond(routeNotFound, requestId)
  const failure: ApiFailure = {
    code: "METHOD_NOT_ALLOWED",
    statusCode: 405,
    message: `${request.method} is not allowed on ${path}; use ${allow.filter((m) => m !== "HEAD").join(" or ")}`
  }
  return HttpServerResponse.setHeader(respond(failure, requestId), "allow", allow.join(", "))
}

/**
 * `HttpApiBuilder` answers a body of a media type the route does not take with a bare 415. The `InputBoundary`
 * refuses those first; should one get through, it is still answered in the envelope.
 */
const unsupportedMediaType: ApiFailure = {
  code: "UNSUPPORTED_MEDIA_TYPE",
  statusCode: 415,
  message: "the request body's Content-Type is not one this route takes"
}

/** `HttpApiBuilder`'s own 415, in plain text (the boundary's are already in the envelope). */
const isBare415 = (response: HttpServerResponse.HttpServerResponse) =>
  response.status === 415 &&
  !(
    response.headers["content-type"] ??
    (response.body as { readonly contentType?: string }).contentType ??
    ""
  ).includes("json")

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

/**
 * The limits every request meets before routing (`inputLimits`), each its own 4xx: the declared body size (413; a
 * route that uploads files has its own, `BodyLimits.ts`), the URL's length (414), the number and the size of the
 * headers (431). Node refuses beyond its own header limit (`NodeServer.make` answers those in the envelope too).
 */
const edgeRefusal = (request: HttpServerRequest.HttpServerRequest): ApiFailure | undefined => {
  const bodyBytesMax = bodyBytesMaxFor(request)
  if (Number(request.headers["content-length"] ?? "0") > bodyBytesMax) return bodyOver(bodyBytesMax)
  if (request.url.length > inputLimits.urlLengthMax) {
    return failureOf({
      _tag: "UriTooLong",
      message: `the URL has ${request.url.length} characters; at most ${inputLimits.urlLengthMax}`
    })
  }
  let count = 0
  let bytes = 0
  for (const name in request.headers) {
    count++
    bytes += name.length + (request.headers[name]?.length ?? 0) + 4
  }
  if (count > inputLimits.headersMax) {
    return failureOf({ _tag: "TooManyHeaders", message: `${count} headers; at most ${inputLimits.headersMax}` })
  }
  if (bytes > inputLimits.headerBytesMax) {
    return failureOf({
      _tag: "HeadersTooLarge",
      message: `the headers take ${bytes} bytes; at most ${inputLimits.headerBytesMax}`
    })
  }
  return undefined
}

const envelope = <E, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  request: HttpServerRequest.HttpServerRequest
) =>
  Effect.suspend(() => {
    const requestId = requestIdFrom(request.headers["x-request-id"], () => crypto.randomUUID())
    const refused = edgeRefusal(request)
    const answered =
      refused !== undefined
        ? Effect.succeed(respond(refused, requestId))
        : Effect.andThen(checkOutsideApi(request), app).pipe(
            Effect.map((response) => (isBare415(response) ? respond(unsupportedMediaType, requestId) : response)),
            Effect.provideService(HttpServerRequest.MaxBodySize, maxBodySize),
            Effect.provideService(currentRequestId, requestId),
            Effect.catchCause((cause) =>
              // An interruption alone (the client hung up) carries no failure to answer with.
              Cause.hasInterruptsOnly(cause)
                ? Effect.failCause(cause as Cause.Cause<Types.unhandled>)
                : Effect.map(Effect.annotateLogs(failureFromCause(cause), { requestId }), (failure) =>
                    failure.code === routeNotFound.code
                      ? notFoundOrNotAllowed(request, requestId)
                      : respond(failure, requestId)
                  )
            )
          )
    return Effect.map(answered, (response) => HttpServerResponse.setHeader(response, "x-request-id", requestId))
  })

/**
 * Runs `RateLimit` on every request before any route is matched, as Effect 3 ran an `HttpApi`'s middlewares (it acts
 * on `/v1` paths only). Installed on the whole router, inside `layerEnvelope` (built first, so it wraps this one),
 * which answers its refusals; per endpoint it then steps aside (`ranAtEdge`).
 */
export const layerApiWide = HttpRouter.middleware(
  Effect.gen(function* () {
    const rateLimit = runAtEdge(yield* RateLimit)
    return (app) => rateLimit(Effect.provideService(app, ranAtEdge, true))
  }),
  { global: true }
).pipe(Layer.provide(layerEnvelope))
