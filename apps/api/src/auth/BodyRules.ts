import { HttpApiMiddleware, HttpServerRequest } from "@effect/platform"
import { Effect, Layer, Option, Schema, SchemaAST } from "effect"
import { BadRequest } from "../http/Errors.ts"
import { PixRailNotAllowed, failWith } from "./Errors.ts"

/**
 * The mass-assignment rules of every request body (docs/decisions.md, "API"):
 *
 * 1. `pixRail` anywhere in a JSON body (any depth, any spelling such as `pix_rail`) is refused with 400
 *    `PIX_RAIL_NOT_ALLOWED`: the rail comes from the API key. Checked for the whole API by `PixRailGuard`, before any
 *    route runs, so no route can forget it.
 * 2. Unknown fields are refused with 400 `VALIDATION_ERROR` naming each of them: every body schema is built with
 *    `StrictBody` (or annotated with `strict`), so nothing the route did not declare is decoded, let alone stored.
 */
export class PixRailGuard extends HttpApiMiddleware.Tag<PixRailGuard>()("PixRailGuard", { failure: BadRequest }) {}

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

/** The `PixRailGuard` middleware. A body that cannot be read is left to the route, which answers for it. */
export const layerPixRailGuard: Layer.Layer<PixRailGuard> = Layer.succeed(
  PixRailGuard,
  Effect.gen(function* () {
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
)

/** Parse options of request bodies: unknown fields are errors, and every one of them is reported. */
export const strictParseOptions: SchemaAST.ParseOptions = { onExcessProperty: "error", errors: "all" }

/** Makes a body schema refuse unknown fields, at every depth. */
export const strict = <S extends Schema.Schema.Any>(schema: S): S =>
  schema.annotations({ parseOptions: strictParseOptions }) as S

/** A request body: a struct of `fields` that refuses unknown fields (see the rules above). */
export const StrictBody = <Fields extends Schema.Struct.Fields>(fields: Fields) => strict(Schema.Struct(fields))

/** Whether a body schema refuses unknown fields (a test checks every POST body of the API). */
export const isStrict = (schema: { readonly ast: SchemaAST.AST }): boolean =>
  Option.exists(SchemaAST.getParseOptionsAnnotation(schema.ast), (options) => options.onExcessProperty === "error")
