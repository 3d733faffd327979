import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { type Case, casesOf, type Kind, kinds } from "./Cases.ts"
import { routesOf } from "./Document.ts"
import { changes, layerFuzzServer, serverAddress, setUp, snapshot } from "./Fixture.ts"
import { type Answer, makeWire, pool, type Wire } from "./Wire.ts"

/**
 * Every route of the OpenAPI document the server serves, fuzzed with hostile requests (the kinds are listed, with what
 * each one sends, in `Kinds.ts`). Each request carries at least one defect, so each must be answered with a 4xx in the
 * error envelope: a 5xx, a 2xx (a hostile request accepted), no answer, or an answer outside the envelope is a failure,
 * reported by route, kind and answer. None of them may change a record, a balance or an event.
 *
 * `FUZZ_SEED=<n>` replays a run (its seed is printed first); `FUZZ_REQUESTS` raises the number of requests (at least
 * one per route and position of each kind, 5,000 by default).
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const requestsMin = Number(process.env.FUZZ_REQUESTS ?? 5_000)
/** `FUZZ_KINDS=nul-in-query,long-query` runs those kinds only (to replay a failure). */
const only = process.env.FUZZ_KINDS?.split(",")
const inFlight = 8

interface Failure {
  readonly fuzzCase: Case
  readonly problem: string
  readonly status: string
  readonly code: string
  readonly answer: string
}

const envelopeProblem = (status: number, text: string): string | undefined => {
  let body: any
  try {
    body = JSON.parse(text)
  } catch {
    return "not in the envelope (not JSON)"
  }
  const shaped =
    body?.success === false &&
    typeof body.message === "string" &&
    typeof body.error?.code === "string" &&
    body.error.statusCode === status &&
    typeof body.requestId === "string"
  return shaped ? undefined : "not in the envelope"
}

/** What is wrong with the answer to a hostile request, if anything. */
const failureOf = (fuzzCase: Case, answer: Answer): Failure | undefined => {
  if (answer._tag === "NoAnswer") {
    return { fuzzCase, problem: `no answer (${answer.reason})`, status: "none", code: "-", answer: "" }
  }
  const code = codeOf(answer.text)
  const base = { fuzzCase, status: String(answer.status), code, answer: answer.text.slice(0, 300) }
  if (answer.status >= 500) return { ...base, problem: "5xx" }
  if (answer.status < 300 && answer.status >= 200) return { ...base, problem: "accepted: a hostile request got a 2xx" }
  if (answer.status < 400) return { ...base, problem: "not a 4xx" }
  const problem = envelopeProblem(answer.status, answer.text)
  return problem === undefined ? undefined : { ...base, problem }
}

const codeOf = (text: string) => {
  try {
    return String(JSON.parse(text)?.error?.code ?? "-")
  } catch {
    return "-"
  }
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text

/** One request as a reader can replay it (long parts clipped). */
const showRequest = ({ request }: Case) =>
  [
    `${request.method} ${clip(request.path, 120)}`,
    ...request.headers.slice(0, 4).map(([name, value]) => `  ${name}: ${clip(value, 60)}`),
    ...(request.headers.length > 4 ? [`  … ${request.headers.length - 4} more headers`] : []),
    ...(request.body === undefined
      ? []
      : [
          `  body${request.chunked === true ? " (chunked)" : ""}: ${clip(Buffer.from(request.body).toString("utf8"), 160)}`
        ])
  ].join("\n")

/** The failures grouped by kind, status and code, each group with its routes and one example. */
const report = (failures: ReadonlyArray<Failure>) => {
  const groups = new Map<string, Array<Failure>>()
  for (const failure of failures) {
    const key = `${failure.fuzzCase.kind} | ${failure.status} | ${failure.code}`
    groups.set(key, [...(groups.get(key) ?? []), failure])
  }
  return [...groups]
    .map(([key, group]) => {
      const example = group[0]!
      const routes = new Set(group.map((f) => f.fuzzCase.route.key))
      const details = [...new Set(group.map((f) => f.fuzzCase.detail))]
      return [
        `[${key}] ${example.problem}: ${group.length} requests on ${routes.size} routes`,
        `  routes: ${clip([...routes].join(", "), 400)}`,
        `  cases: ${clip(details.join("; "), 400)}`,
        `  e.g. ${example.fuzzCase.route.key} — ${example.fuzzCase.kind}: ${example.fuzzCase.detail}`,
        showRequest(example.fuzzCase).replace(/^/gm, "    "),
        `    → ${example.status} ${clip(example.answer, 300)}`
      ].join("\n")
    })
    .join("\n\n")
}

const fetchDocument = (wire: Wire) =>
  Effect.promise(async () => {
    const answer = await wire.send({ method: "GET", path: "/v1/openapi.json", headers: [] })
    if (answer._tag !== "Answer" || answer.status !== 200) throw new Error("no OpenAPI document at /v1/openapi.json")
    return JSON.parse(answer.text)
  })

const fuzz = (wire: Wire) =>
  Effect.gen(function* () {
    const routes = routesOf(yield* fetchDocument(wire))
    const aim = yield* setUp(wire, routes)
    const cases = casesOf(routes, aim, seed, requestsMin).filter((c) => only === undefined || only.includes(c.kind))
    const kindsSeen = new Set(cases.map((c) => c.kind))
    expect(
      (only ?? Object.keys(kinds)).filter((kind) => !kindsSeen.has(kind as Kind)),
      "kinds tried on no route"
    ).toEqual([])
    const before = yield* snapshot
    const startedMs = Date.now()
    const answers = yield* Effect.promise(() => pool(cases, inFlight, (c) => wire.send(c.request)))
    const after = yield* snapshot
    console.log("fuzz requests", cases.length, "on", routes.length, "routes in", Date.now() - startedMs, "ms")
    const failures = cases.flatMap((c, i) => failureOf(c, answers[i]!) ?? [])
    expect.soft(failures.length, `fuzz seed ${seed}\n${report(failures)}`).toBe(0)
    expect.soft(changes(before, after), "a hostile request changed a record, a balance or an event").toEqual([])
  })

layer(layerFuzzServer(), { timeout: 120_000, excludeTestServices: true })(
  "the OpenAPI document under fuzzing",
  (it) => {
    it.effect(
      "no hostile request to any route gets a 5xx, a 2xx or an answer outside the envelope, and none changes the data",
      () =>
        Effect.gen(function* () {
          console.log("fuzz seed", seed)
          const { host, port } = yield* serverAddress
          const wire = makeWire(host, port, inFlight)
          yield* fuzz(wire).pipe(Effect.ensuring(Effect.sync(() => wire.close())))
        }),
      170_000
    )
  }
)
