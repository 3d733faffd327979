import { Effect, Layer, Option, Schema, type SchemaAST } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiMiddleware } from "effect/http-api"
import { ranAtEdge } from "../http/Edge.ts"
import { BadRequest } from "../http/Errors.ts"
import { PixRailNotAllowed, failWith } from "./Errors.ts"

/**
 * The mass-assignment rules of every request body (docs/decisions.md, "API"):
 *
 * 1. `pixRail` anywhere in a JSON body (any depth, any spelling such as `pix_rail`) is refused with 400
 *    `PIX_RAIL_NOT_ALLOWED`: the rail comes from the API key. Checked for the whole API by `PixRailGuard`, before any
 *    route runs, so no route can forget it.
 * 2. Unknown fields are refused with 400 `VALIDATION_ERROR` naming each of them: every body schema is built with
 *    `StrictBody` (or annotated with `strict`), and the API decodes bodies with `strictParseOptions`
 *    (`HttpApi.PayloadParseOptions`), so nothing the route did not declare is decoded, let alone stored.
 */
export class PixRailGuard extends HttpApiMiddleware.Service<PixRailGuard>()("PixRailGuard", { error: BadRequest }) {}

/** Nodes of a body walked when looking for `pixRail`, at most (a 256 KiB body has fewer). */
export const bodyNodesMax = 200_000

const isPixRail = (key: string) => key.replace(/[-_\s]/g, "").toLowerCase() === "pixrail"

/** The path of the first `pixRail` field in a JSON value (`payload.pixRail`, `items[2].pixRail`), if any. */
export const findPixRail = (body: unknown): Option.Option<string> => {
  const stack: Array<readonly [unknown, string]> = [[body, ""]]
  let visited = 0
  while (stack.length > 0 && visited++ < bodyNodesMax) {
    const [value, path] = stack.pop()!
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, `${path}[${i}]`]))
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = path === "" ? key : `${path}.${key}`
        if (isPixRail(key)) return Option.some(at)
        stack.push([item, at])
      }
    }
  }
  return Option.none()
}

const hasJsonBody = (request: HttpServerRequest.HttpServerRequest) =>
  request.method !== "GET" &&
  request.method !== "HEAD" &&
  request.method !== "OPTIONS" &&
  (request.headers["content-type"] ?? "application/json").toLowerCase().includes("json")

const guard = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  if (!request.url.startsWith("/v1/") || !hasJsonBody(request)) return
  const body = yield* Effect.option(request.json)
  const found = Option.flatMap(body, findPixRail)
  if (Option.isSome(found)) {
    return yield* failWith(
      BadRequest,
      new PixRailNotAllowed({
        path: found.value,
        message: `${found.value}: pixRail must not be sent; the rail comes from the API key`
      })
    )
  }
})

/**
 * The `PixRailGuard` middleware. A body that cannot be read is left to the route, which answers for it. It runs at
 * the router's edge (`layerEnvelope`), before any route is matched; per endpoint it steps aside once the edge ran it.
 */
export const layerPixRailGuard: Layer.Layer<PixRailGuard> = Layer.succeed(PixRailGuard, (httpEffect) =>
  Effect.flatMap(ranAtEdge, (ran) => (ran ? httpEffect : Effect.andThen(guard, httpEffect)))
)

/** Parse options of request bodies: unknown fields are errors, and every one of them is reported. */
export const strictParseOptions: SchemaAST.ParseOptions = { onExcessProperty: "error", errors: "all" }

/** The annotation marking a body schema as strict (`isStrict` reads it). */
const strictAnnotation = "@trilho/api/strictBody"

/**
 * Makes a body schema refuse unknown fields, at every depth. Effect 4 takes parse options from the decoding, not from
 * the schema: the API decodes every body with `strictParseOptions` (`HttpApi.PayloadParseOptions` on `TrilhoApi`),
 * and this marks the schema as written for that, so `isStrict` can check every body of the API.
 */
export const strict = <S extends Schema.Top>(schema: S): S["Rebuild"] =>
  schema.annotate({ [strictAnnotation]: true } as Schema.Annotations.Annotations)

/** A request body: a struct of `fields` that refuses unknown fields (see the rules above). */
export const StrictBody = <const Fields extends Schema.Struct.Fields>(fields: Fields) => strict(Schema.Struct(fields))

/** Whether a body schema refuses unknown fields (a test checks every POST body of the API). */
export const isStrict = (schema: { readonly ast: SchemaAST.AST }): boolean =>
  schema.ast.annotations?.[strictAnnotation] === true
