import { Effect, Layer, Schema, SchemaAST } from "effect"
import { HttpRouter, HttpServerRequest, Multipart } from "effect/http"
import { type HttpApiEndpoint, HttpApiMiddleware } from "effect/http-api"
import { failWith } from "../auth/Errors.ts"
import { BadRequest, PayloadTooLarge, UnsupportedMediaType, UriTooLong } from "./Errors.ts"
import {
  describeTextProblems,
  inputLimits,
  inspectEntries,
  inspectJson,
  inspectQueryEncoding,
  type TextProblemAt
} from "./Inspect.ts"

/** A body that cannot be read: not UTF-8, or not JSON. */
export class UnreadableBody extends Schema.TaggedError<UnreadableBody>()("UnreadableBody", {
  message: Schema.String
}) {}

/** Strings that cannot be stored unchanged (NUL, lone surrogates), or a body nested too deeply: each one named. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  message: Schema.String
}) {}

/** A body of a media type the route does not declare (or none, for a body that has content). */
export class UnsupportedContentType extends Schema.TaggedError<UnsupportedContentType>()("UnsupportedContentType", {
  message: Schema.String
}) {}

/** A body over `inputLimits.bodyBytesMax` bytes. */
export class BodyTooLarge extends Schema.TaggedError<BodyTooLarge>()("BodyTooLarge", {
  message: Schema.String
}) {}

/** A body holding more values than `inputLimits.bodyFieldsMax`. */
export class TooManyFields extends Schema.TaggedError<TooManyFields>()("TooManyFields", {
  message: Schema.String
}) {}

/** More query parameters than `inputLimits.queryParametersMax`. */
export class TooManyQueryParameters extends Schema.TaggedError<TooManyQueryParameters>()("TooManyQueryParameters", {
  message: Schema.String
}) {}

/** A body naming `pixRail` (docs/decisions.md, "API"): the rail comes from the API key, never from the request. */
export class PixRailNotAllowed extends Schema.TaggedError<PixRailNotAllowed>()("PixRailNotAllowed", {
  path: Schema.String,
  message: Schema.String
}) {}

/**
 * The input boundary of every route of the API, run before authentication, decoding and the handler (an API-wide
 * middleware of `TrilhoApi`, so a route added later has it without asking):
 *
 * 1. at most `queryParametersMax` query parameters (414);
 * 2. no NUL or lone surrogate in any path parameter, query parameter or header, name or value (400, each named);
 * 3. a body with content only in a media type the route declares (415): a route without a body takes none, or JSON
 *    it ignores; `charset`, when given, is UTF-8;
 * 4. a JSON body that is UTF-8 and parses (400 `INVALID_BODY`), holds at most `bodyFieldsMax` values (413) nested at
 *    most `bodyDepthMax` deep, with no NUL or lone surrogate in any key or string (400, each named) and no `pixRail`.
 *
 * What passes stores unchanged in PostgreSQL (`Text.problemOf`); the route's schema then checks types and ranges.
 */
export class InputBoundary extends HttpApiMiddleware.Service<InputBoundary>()("InputBoundary", {
  error: [BadRequest, PayloadTooLarge, UriTooLong, UnsupportedMediaType]
}) {}

const utf8 = new TextDecoder("utf-8", { fatal: true })

/** The media type of a `Content-Type` header without its parameters, lower case (as `HttpApiBuilder` reads it). */
const mediaTypeOf = (contentType: string) => {
  const at = contentType.indexOf(";")
  return (at === -1 ? contentType : contentType.slice(0, at)).trim().toLowerCase()
}

const charsetOf = (contentType: string) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase()

/** The media types each endpoint's body may come in (its payload's), computed once per endpoint. */
const declaredTypes = new WeakMap<HttpApiEndpoint.Top, ReadonlySet<string>>()
const mediaTypesOf = (endpoint: HttpApiEndpoint.Top): ReadonlySet<string> => {
  let types = declaredTypes.get(endpoint)
  if (types === undefined) {
    types = new Set(endpoint.payload.keys())
    declaredTypes.set(endpoint, types)
  }
  return types
}

/** Whether the request carries a body with content: a length over 0, or a chunked body (read to know). */
const mayHaveBody = (request: HttpServerRequest.HttpServerRequest) => {
  const length = request.headers["content-length"]
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined
}

const refuseText = (problems: ReadonlyArray<TextProblemAt>) =>
  failWith(BadRequest, new InvalidInput({ message: describeTextProblems(problems) }))

/** Checks 1 and 2: the query's size, then every string of the path, query and headers. */
const checkUrlAndHeaders = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const query = yield* HttpServerRequest.ParsedSearchParams
    const names = Object.keys(query)
    if (names.length > inputLimits.queryParametersMax) {
      return yield* failWith(
        UriTooLong,
        new TooManyQueryParameters({
          message: `${names.length} query parameters; at most ${inputLimits.queryParametersMax}`
        })
      )
    }
    const { params } = yield* HttpRouter.RouteContext
    const problems = [
      ...inspectQueryEncoding(request.url),
      ...inspectEntries("path parameter", Object.entries(params)),
      ...inspectEntries("query parameter", Object.entries(query)),
      ...inspectEntries("header", Object.entries(request.headers))
    ]
    if (problems.length > 0) return yield* refuseText(problems)
  })

/** Check 3: the body's media type against the route's. `undefined` when the body may be read as JSON. */
const checkMediaType = (endpoint: HttpApiEndpoint.Top, contentType: string | undefined) => {
  const declared = mediaTypesOf(endpoint)
  const takes = declared.size === 0 ? "no body (or a JSON body, ignored)" : [...declared].join(" or ")
  // What to send instead: curl -d, for one, sends a form unless told otherwise.
  const send = declared.size === 0 || declared.has("application/json") ? "; send Content-Type: application/json" : ""
  if (contentType === undefined || contentType.trim() === "") {
    return failWith(
      UnsupportedMediaType,
      new UnsupportedContentType({ message: `the body has no Content-Type; this route takes ${takes}${send}` })
    )
  }
  const mediaType = mediaTypeOf(contentType)
  const accepted = declared.size === 0 ? mediaType === "application/json" : declared.has(mediaType)
  if (!accepted) {
    return failWith(
      UnsupportedMediaType,
      new UnsupportedContentType({
        message: `Content-Type ${mediaType} is not accepted; this route takes ${takes}${send}`
      })
    )
  }
  const charset = charsetOf(contentType)
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    return failWith(
      UnsupportedMediaType,
      new UnsupportedContentType({
        message: `charset ${charset} is not accepted: this route takes ${takes} in UTF-8`
      })
    )
  }
  return undefined
}

/** A refusal: the envelope class that carries its status, and the error that names the problem. */
type Refusal = readonly [
  typeof BadRequest | typeof PayloadTooLarge,
  UnreadableBody | TooManyFields | InvalidInput | PixRailNotAllowed
]

/** The refusal of a JSON text, if any: one document, or one per line for ndjson. */
const refusalOfJsonText = (text: string, ndjson: boolean): Refusal | undefined => {
  const documents = ndjson ? text.split("\n").filter((line) => line.trim() !== "") : [text]
  for (const document of documents) {
    let body: unknown
    try {
      body = JSON.parse(document)
    } catch (error) {
      const detail = error instanceof SyntaxError ? `: ${error.message}` : ""
      return [BadRequest, new UnreadableBody({ message: `the request body could not be read as JSON${detail}` })]
    }
    const found = inspectJson(body)
    if (found.tooManyFields) {
      return [
        PayloadTooLarge,
        new TooManyFields({ message: `the body holds more than ${inputLimits.bodyFieldsMax} values` })
      ]
    }
    if (found.tooDeepAt !== undefined) {
      const message = `${found.tooDeepAt}: nested deeper than ${inputLimits.bodyDepthMax} levels`
      return [BadRequest, new InvalidInput({ message })]
    }
    if (found.textProblems.length > 0) {
      return [BadRequest, new InvalidInput({ message: describeTextProblems(found.textProblems) })]
    }
    if (found.pixRailAt !== undefined) {
      const message = `${found.pixRailAt}: pixRail must not be sent; the rail comes from the API key`
      return [BadRequest, new PixRailNotAllowed({ path: found.pixRailAt, message })]
    }
  }
  return undefined
}

/**
 * Check 4 on the bytes of a JSON (or ndjson) body: it is UTF-8, parses, and holds nothing that cannot be stored. Pure,
 * so that the envelope can run it at the edge for the routes outside `TrilhoApi` (the operator RPC).
 */
export const refusalOfJsonBody = (bytes: ArrayBuffer, ndjson = false): Refusal | undefined => {
  if (bytes.byteLength === 0) return undefined
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return [BadRequest, new UnreadableBody({ message: "the request body is not valid UTF-8" })]
  }
  return refusalOfJsonText(text, ndjson)
}

/** Reads the body (at most `bodyBytesMax`), for check 4. */
const bodyBytes = (
  request: HttpServerRequest.HttpServerRequest
): Effect.Effect<ArrayBuffer, BadRequest | PayloadTooLarge> =>
  Effect.catch(request.arrayBuffer, (error): Effect.Effect<never, BadRequest | PayloadTooLarge> =>
    error.reason._tag === "RequestParseError" && error.reason.reason === "BodyTooLarge"
      ? failWith(PayloadTooLarge, new BodyTooLarge({ message: `request body over ${inputLimits.bodyBytesMax} bytes` }))
      : failWith(BadRequest, new UnreadableBody({ message: "the request body could not be read" }))
  )

const checkJson = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.flatMap(bodyBytes(request), (bytes) => {
    const refusal = refusalOfJsonBody(bytes)
    return refusal === undefined ? Effect.void : failWith(refusal[0], refusal[1])
  })

const check = (endpoint: HttpApiEndpoint.Top) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    yield* checkUrlAndHeaders(request)
    if (request.method === "GET" || request.method === "HEAD" || !mayHaveBody(request)) return
    const contentType = request.headers["content-type"]
    const refused = checkMediaType(endpoint, contentType)
    if (refused !== undefined) return yield* refused
    // Multipart and form bodies (when a route declares them) are read by the route's decoding, with its limits.
    if (mediaTypeOf(contentType!).endsWith("json")) yield* checkJson(request)
  })

/** A multipart body over one of its route's limits (`HttpApiSchema.asMultipart` options). */
export class MultipartLimitExceeded extends Schema.TaggedError<MultipartLimitExceeded>()("MultipartLimitExceeded", {
  message: Schema.String
}) {}

/** The multipart limits and the file fields (`Multipart.FilesSchema`) of a route that declares a multipart body. */
const multipartOf = (endpoint: HttpApiEndpoint.Top) => {
  const declared = endpoint.payload.get("multipart/form-data")
  if (declared === undefined || declared.encoding._tag !== "Multipart") return undefined
  const ast = SchemaAST.toType(declared.schemas[0].ast)
  const fileFields = SchemaAST.isObjects(ast)
    ? ast.propertySignatures
        .filter((p) => SchemaAST.isArrays(p.type) && p.type.rest[0]?._tag === "Declaration")
        .map((p) => String(p.name))
    : []
  return { limits: declared.encoding.limits ?? {}, files: fileFields.length === 0 ? "files" : fileFields.join(", ") }
}

const bytesOf = (size: unknown) => (size === undefined ? "its limit" : `${String(size)} bytes`)

/**
 * The route's decoding reads a multipart body with the route's limits and dies with the `MultipartError` of a limit
 * or a parse failure: answered here, in the words of the route's limits (a file over its size names the file field).
 */
const multipartRefusal = (
  endpoint: HttpApiEndpoint.Top,
  error: Multipart.MultipartError
): Effect.Effect<never, BadRequest | PayloadTooLarge> => {
  const declared = multipartOf(endpoint)
  const limits: Readonly<Record<string, unknown>> = declared?.limits ?? {}
  const tooLarge = (message: string): Effect.Effect<never, BadRequest | PayloadTooLarge> =>
    failWith(PayloadTooLarge, new MultipartLimitExceeded({ message }))
  switch (error.reason._tag) {
    case "FileTooLarge":
      return tooLarge(`${declared?.files ?? "files"}: a file is over ${bytesOf(limits["maxFileSize"])}`)
    case "FieldTooLarge":
      return tooLarge(`a text field of the multipart body is over ${bytesOf(limits["maxFieldSize"])}`)
    case "TooManyParts":
      return tooLarge(`the multipart body has more than ${String(limits["maxParts"] ?? "its limit of")} parts`)
    case "BodyTooLarge":
      return tooLarge(`the multipart body is over ${bytesOf(limits["maxTotalSize"] ?? inputLimits.bodyBytesMax)}`)
    case "Parse":
      return failWith(BadRequest, new UnreadableBody({ message: "the multipart body could not be read" }))
    default:
      return Effect.die(error)
  }
}

/** `effect` with the multipart failures of its decoding answered by `multipartRefusal`. */
const withMultipartRefusals = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  endpoint: HttpApiEndpoint.Top
): Effect.Effect<A, E | BadRequest | PayloadTooLarge, R> =>
  Effect.catchDefect(effect, (defect) =>
    defect instanceof Multipart.MultipartError ? multipartRefusal(endpoint, defect) : Effect.die(defect)
  )

/** The `InputBoundary` middleware. A body it reads is read once: the route's decoding reads the same bytes. */
export const layer: Layer.Layer<InputBoundary> = Layer.succeed(InputBoundary, (httpEffect, { endpoint }) =>
  Effect.andThen(check(endpoint), withMultipartRefusals(httpEffect, endpoint))
)

/**
 * The body checks for the routes outside `TrilhoApi` (the operator RPC at `/operator/rpc`, which takes JSON or
 * ndjson): run by the envelope before routing, failing with the boundary's own errors. `/v1` routes are left to the
 * `InputBoundary` of their endpoint, which knows their media types.
 */
export const checkOutsideApi = (request: HttpServerRequest.HttpServerRequest) => {
  if (request.url.startsWith("/v1/") || request.method === "GET" || request.method === "HEAD") return Effect.void
  if (!mayHaveBody(request)) return Effect.void
  const mediaType = mediaTypeOf(request.headers["content-type"] ?? "")
  if (!mediaType.endsWith("json")) return Effect.void
  return Effect.flatMap(request.arrayBuffer, (bytes) => {
    const refusal = refusalOfJsonBody(bytes, mediaType === "application/ndjson")
    return refusal === undefined ? Effect.void : Effect.fail(refusal[1])
  })
}
