import fc from "fast-check"
import { type Pool, realId, validBody } from "./Bodies.ts"
import type { Route } from "./Document.ts"
import type { WireRequest } from "./Wire.ts"

/**
 * The kinds of hostile request, each one a bad request by construction: it carries at least one defect, so the only
 * right answer is a 4xx in the error envelope. Every kind is tried on every route it applies to (a route of the
 * document with a body gets the body kinds, one with query parameters the query kinds, and so on), on every position
 * it names (each body property, each query or path parameter), with the other parts of the request drawn by fast-check:
 * credentials of the route, real ids of the fixture or random ones, a body the schema takes around the defect.
 */
export const kinds = {
  "json-malformed": "a JSON body that does not parse: empty, truncated, trailing garbage, `{bad`, 10,000 `[`",
  "json-deep": "valid JSON nested 10,000 deep (arrays or objects) where the schema wants something else",
  "invalid-utf8": "a JSON body whose bytes are not UTF-8 (0xFF, an overlong `/`, a surrogate's CESU-8 bytes)",
  "wrong-type": "one body position (each property, array item, the body itself) holding a JSON type it does not take",
  "nul-in-string": "a NUL (`\\u0000`) in one string position of the body",
  "lone-surrogate": "a lone surrogate (`\\ud800`, `\\udfff` as JSON escapes) in one string position of the body",
  "huge-number": "1e308, -1e308, 9007199254740993 or 1e400 (as JSON text) in one numeric position of the body",
  "huge-string": "a 100,000-character string in one string position of the body",
  "body-too-large": "a body over 256 KiB, with a Content-Length or chunked",
  "multipart-malformed":
    "multipart without its closing boundary or without a boundary, or multipart where not declared",
  "content-type": "a JSON body under an undeclared type: form-urlencoded, text/plain, none, JSON in latin1",
  "nul-in-query": "`%00` in one declared query parameter",
  "surrogate-in-query": "a lone surrogate's UTF-8 bytes (`%ED%A0%80`, `%ED%BF%BF`) in one declared query parameter",
  "bad-percent-in-query": "a broken percent-encoding (`%`, `%zz`, `%C3%28`) in one declared query parameter",
  "nul-in-path": "`%00` in one path parameter",
  "surrogate-in-path": "a lone surrogate's UTF-8 bytes in one path parameter",
  "bad-percent-in-path": "a broken percent-encoding in one path parameter",
  "long-path-param": "a 20,000-character path parameter",
  "long-query": "a 20,000-character query string",
  "long-header": "one 20,000-character header",
  "many-headers": "200 headers",
  "huge-header": "one 100,000-character header (over Node's own limit)"
} as const

export type Kind = keyof typeof kinds

export interface Case {
  readonly route: Route
  readonly kind: Kind
  /** Which position and value: `amount ← object`, `page=%00`. */
  readonly detail: string
  readonly request: WireRequest
}

/** One systematic choice of a kind on a route; fast-check draws the rest of the request. */
export interface Slot {
  readonly kind: Kind
  readonly detail: string
  readonly request: fc.Arbitrary<WireRequest>
}

/** An `Aim` as one route sees it: its real ids. */
export interface Aimed {
  readonly credential: (route: Route) => ReadonlyArray<readonly [string, string]>
  readonly pool: Pool
}

export const json = "application/json"
export const utf8 = (text: string) => new TextEncoder().encode(text)
export const repeat = (text: string, times: number) => text.repeat(times)

const randomId = fc.stringMatching(/^[a-z][a-z0-9_]{2,24}$/)

/** The route's path with its parameters filled (encoded), `overrides` written as they are. */
const pathOf = (route: Route, pool: Pool, overrides: Readonly<Record<string, string>> = {}) =>
  fc
    .tuple(...route.pathParams.map(() => realId(pool, randomId)))
    .map((values) =>
      route.pathParams.reduce(
        (path, name, i) => path.replace(`{${name}}`, overrides[name] ?? encodeURIComponent(values[i]!)),
        route.template
      )
    )

/** The parts of a request a case sets (its defect); the others are the route's usual ones. */
export interface Parts {
  readonly path?: Readonly<Record<string, string>>
  readonly query?: string
  readonly headers?: ReadonlyArray<readonly [string, string]>
  /** The body bytes and their media type; `null` sends the body with no Content-Type. */
  readonly body?: { readonly bytes: Uint8Array; readonly type: string | null; readonly chunked?: boolean }
  readonly viaSocket?: boolean
}

/** The request of a case: the route's credential, its body (one the schema takes unless `parts` gives one). */
const requestOf = (route: Route, aim: Aimed, parts: fc.Arbitrary<Parts>): fc.Arbitrary<WireRequest> =>
  fc
    .tuple(parts, route.body === undefined ? fc.constant(undefined) : validBody(route.body, aim.pool))
    .chain(([given, sample]) =>
      pathOf(route, aim.pool, given.path).map((path) => {
        const body = given.body ?? (sample === undefined ? undefined : { bytes: utf8(sample), type: json })
        const typeHeader: Array<readonly [string, string]> =
          body === undefined || body.type === null ? [] : [["content-type", body.type]]
        return {
          method: route.method,
          path: given.query === undefined ? path : `${path}?${given.query}`,
          headers: [...aim.credential(route), ...typeHeader, ...(given.headers ?? [])],
          ...(body === undefined ? {} : { body: body.bytes }),
          ...(body?.chunked === true ? { chunked: true } : {}),
          ...(given.viaSocket === true ? { viaSocket: true } : {})
        }
      })
    )

/** A slot of `kind` on `route`: `parts` (the defect) put into a request the route otherwise takes. */
export const slot = (
  route: Route,
  aim: Aimed,
  kind: Kind,
  detail: string,
  parts: fc.Arbitrary<Parts> | Parts
): Slot => ({
  kind,
  detail,
  request: requestOf(route, aim, parts instanceof fc.Arbitrary ? parts : fc.constant(parts))
})

/** A body of JSON text, as `application/json`. */
export const jsonBody = (text: string): Parts => ({ body: { bytes: utf8(text), type: json } })
