import fc from "fast-check"
import type { Body, JsonSchema, Position } from "./Document.ts"

/**
 * Bodies the fuzzer starts from: a plausible value of the route's schema (its required fields only, so the defect put
 * into it is the body's only one as far as the schema knows), with one position replaced by a defect written as raw
 * JSON text (so `1e400`, `\ud800` and `\u0000` reach the server exactly as written).
 */

/**
 * Real ids and references of the fixture, for one route: `near` are those made through a route that shares a path
 * segment with it (a charge for `/payment-pix/…`, a subaccount for `/subaccount/…`), so lookups can succeed.
 */
export interface Pool {
  readonly near: ReadonlyArray<string>
  readonly all: ReadonlyArray<string>
}

/** A real id, mostly one near the route, or `other`. */
export const realId = (pool: Pool, other: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    ...(pool.near.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...pool.near) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...pool.all) },
    { weight: 1, arbitrary: other }
  )

/** A marker replaced by the defect's raw JSON text once the body is written. */
const hole = "\u0001fuzz-hole\u0001"

/**
 * Sample text for a field by its name, when the schema only says "string": enough to get past the shape checks of a
 * sign-in or a portal setup, so the defect beside it is what the route meets.
 */
const textByName = (name: string | undefined, pool: Pool): fc.Arbitrary<string> => {
  if (name !== undefined && /email/i.test(name)) return fc.constant("fuzz.sample@example.com")
  if (name !== undefined && /password/i.test(name)) return fc.constant("Str0ng!pass")
  return realId(pool, fc.constant("fuzz"))
}

/** A value the schema takes (best effort: it does not read patterns or formats beyond the commonest). */
export const sampleOf = (schema: JsonSchema, pool: Pool, name?: string): fc.Arbitrary<unknown> => {
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.filter((v: unknown) => v !== null)
    return values.length === 0 ? fc.constant(null) : fc.constantFrom(...values)
  }
  if ("const" in schema) return fc.constant(schema.const)
  const union: Array<JsonSchema> | undefined = schema.anyOf ?? schema.oneOf
  if (Array.isArray(union)) {
    const branch = union.find((b) => b.type !== "null") ?? union[0]!
    return sampleOf(branch, pool, name)
  }
  if (schema.not !== undefined) return fc.constant({})
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type
  if (type === "object" || (type === undefined && schema.properties !== undefined)) {
    const required: Array<string> = schema.required ?? []
    return fc.record(
      Object.fromEntries(required.map((key) => [key, sampleOf(schema.properties?.[key] ?? {}, pool, key)]))
    )
  }
  if (type === "array") return sampleOf(schema.items ?? {}, pool, name).map((item) => [item])
  if (type === "string") {
    if (schema.format === "email") return fc.constant("fuzz.sample@example.com")
    if (schema.format === "date") return fc.constant("2026-01-01")
    if (schema.format === "date-time") return fc.constant("2026-01-01T00:00:00.000Z")
    if (schema.format === "uri" || schema.format === "url") return fc.constant("https://hooks.example.com/x")
    return textByName(name, pool)
  }
  if (type === "number" || type === "integer") return fc.constant(Math.max(1, Number(schema.minimum ?? 1)))
  if (type === "boolean") return fc.boolean()
  if (type === "null") return fc.constant(null)
  // An untyped field is a money or percent value: one real (or one percent).
  return fc.constant(1)
}

/** `container` with `value` at `path`, the missing containers on the way taken from `samples` (keyed by path). */
const setAt = (
  container: any,
  path: ReadonlyArray<string | number>,
  value: unknown,
  samples: Map<string, unknown>
): unknown => {
  if (path.length === 0) return value
  const [step, ...rest] = path
  const here =
    typeof step === "number"
      ? Array.isArray(container)
        ? [...container]
        : []
      : typeof container === "object" && container !== null && !Array.isArray(container)
        ? { ...container }
        : {}
  const prefix = JSON.stringify(path.slice(0, 1))
  const next = here[step as any] ?? samples.get(prefix)
  here[step as any] = setAt(next, rest, value, shift(samples))
  return here
}

/** The samples of nested positions, keyed relative to one step down. */
const shift = (samples: Map<string, unknown>) =>
  new Map(
    [...samples].flatMap(([key, value]) => {
      const path = JSON.parse(key) as Array<unknown>
      return path.length > 1 ? [[JSON.stringify(path.slice(1)), value] as const] : []
    })
  )

/** Samples of the positions on the way to `position`, so a defect deep in an optional object has its parents. */
const parentsOf = (body: Body, position: Position, pool: Pool): fc.Arbitrary<Map<string, unknown>> => {
  const parents = body.positions.filter(
    (p) =>
      p.path.length > 0 && p.path.length < position.path.length && p.path.every((step, i) => position.path[i] === step)
  )
  return fc
    .tuple(...parents.map((p) => sampleOf(p.schema, pool, String(p.path[p.path.length - 1]))))
    .map((values) => new Map(parents.map((p, i) => [JSON.stringify(p.path), values[i]] as const)))
}

/** The body as JSON text with `raw` (JSON text) at `position`, every required field around it sampled. */
export const bodyWith = (body: Body, position: Position, raw: string, pool: Pool): fc.Arbitrary<string> =>
  fc.tuple(sampleOf(body.schema, pool), parentsOf(body, position, pool)).map(([base, parents]) => {
    if (position.path.length === 0) return raw
    const filled = setAt(base, position.path, hole, parents)
    return JSON.stringify(filled).replace(JSON.stringify(hole), () => raw)
  })

/** A body the schema takes, as JSON text (the defect of the case is elsewhere: a header, the query, the media type). */
export const validBody = (body: Body, pool: Pool): fc.Arbitrary<string> =>
  sampleOf(body.schema, pool).map((value) => JSON.stringify(value))
