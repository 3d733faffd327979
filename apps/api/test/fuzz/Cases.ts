import fc from "fast-check"
import type { Pool } from "./Bodies.ts"
import { bodySlots } from "./BodyCases.ts"
import type { Route } from "./Document.ts"
import { type Aimed, type Case, repeat, type Slot, slot } from "./Kinds.ts"

export { type Case, type Kind, kinds } from "./Kinds.ts"

/** A real id or reference of the fixture, with the path segments of the route it was made through. */
export interface RealId {
  readonly id: string
  readonly segments: ReadonlyArray<string>
}

/** What a case needs besides the route: the headers carrying the route's credential, the real ids to aim with. */
export interface Aim {
  readonly credential: (route: Route) => ReadonlyArray<readonly [string, string]>
  readonly ids: ReadonlyArray<RealId>
}

/** The route's view of the real ids. */
const poolOf = (route: Route, aim: Aim): Pool => {
  const segments = new Set(route.template.split("/"))
  return {
    near: aim.ids.filter((real) => real.segments.some((segment) => segments.has(segment))).map((real) => real.id),
    all: aim.ids.map((real) => real.id)
  }
}

const nulValues = ["%00", "a%00b"]
const surrogateValues = ["%ED%A0%80", "a%ED%BF%BFb"]
const badPercentValues = ["%", "%zz", "%C3%28"]

/** Query and path kinds: a hostile value in one declared parameter. */
const parameterSlots = (route: Route, aim: Aimed): Array<Slot> => [
  ...route.queryParams.flatMap((name) =>
    (
      [
        ["nul-in-query", nulValues],
        ["surrogate-in-query", surrogateValues],
        ["bad-percent-in-query", badPercentValues]
      ] as const
    ).flatMap(([kind, values]) =>
      values.map((value) =>
        slot(route, aim, kind, `${name}=${value}`, { query: `${encodeURIComponent(name)}=${value}` })
      )
    )
  ),
  ...route.pathParams.flatMap((name) => [
    ...(
      [
        ["nul-in-path", nulValues],
        ["surrogate-in-path", surrogateValues],
        ["bad-percent-in-path", badPercentValues]
      ] as const
    ).flatMap(([kind, values]) =>
      values.map((value) => slot(route, aim, kind, `{${name}} = ${value}`, { path: { [name]: value } }))
    ),
    slot(route, aim, "long-path-param", `{${name}} = 20,000 × a`, { path: { [name]: repeat("a", 20_000) } })
  ])
]

/** Size kinds, on every route: a long query, a long header, many headers, a header over Node's limit. */
const sizeSlots = (route: Route, aim: Aimed): Array<Slot> => {
  return [
    // An undeclared parameter, so that its length is the request's only defect.
    slot(route, aim, "long-query", "fuzz=20,000 × a", { query: `fuzz=${repeat("a", 20_000)}` }),
    slot(route, aim, "long-header", "x-fuzz: 20,000 × a", {
      headers: [["x-fuzz", repeat("a", 20_000)]],
      viaSocket: true
    }),
    slot(route, aim, "many-headers", "x-fuzz-0 … x-fuzz-199", {
      headers: Array.from({ length: 200 }, (_, i) => [`x-fuzz-${i}`, String(i)] as const),
      viaSocket: true
    }),
    slot(route, aim, "huge-header", "x-fuzz: 100,000 × a", {
      headers: [["x-fuzz", repeat("a", 100_000)]],
      viaSocket: true
    })
  ]
}

/** Every slot of every kind on `route`. */
export const slotsOf = (route: Route, aim: Aim): Array<Slot> => {
  const aimed = { credential: aim.credential, pool: poolOf(route, aim) }
  return [...bodySlots(route, aimed), ...parameterSlots(route, aimed), ...sizeSlots(route, aimed)]
}

/** FNV-1a of a text: a seed per slot derived from the run's seed, so one slot's draws do not depend on another's. */
const hash = (text: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/**
 * At least `total` cases: every slot of every route at least once, the rest spread over the slots in turn. The same
 * seed and document give the same cases.
 */
export const casesOf = (routes: ReadonlyArray<Route>, aim: Aim, seed: number, total: number): Array<Case> => {
  const slots = routes.flatMap((route) => slotsOf(route, aim).map((s) => ({ route, slot: s })))
  const count = Math.max(total, slots.length)
  return slots.flatMap(({ route, slot: s }, index) => {
    const runs = Math.floor(count / slots.length) + (index < count % slots.length ? 1 : 0)
    const requests = fc.sample(s.request, {
      seed: hash(`${seed}:${route.key}:${s.kind}:${s.detail}`) | 0,
      numRuns: runs
    })
    return requests.map((request) => ({ route, kind: s.kind, detail: s.detail, request }))
  })
}
