import { Text } from "@trilho/domain"

/**
 * The limits of what a request may hold, each answered with its own status and code in the envelope
 * (docs/errors.md): a body over `bodyBytesMax` is a 413 `PAYLOAD_TOO_LARGE`, over `bodyFieldsMax` values a 413
 * `TOO_MANY_FIELDS`, deeper than `bodyDepthMax` a 400 `VALIDATION_ERROR`; a URL over `urlLengthMax` characters a 414
 * `URI_TOO_LONG`, more than `queryParametersMax` query parameters a 414 `TOO_MANY_QUERY_PARAMETERS`; more than
 * `headersMax` headers a 431 `TOO_MANY_HEADERS`, headers over `headerBytesMax` in all a 431 `HEADERS_TOO_LARGE`; a
 * string of a body over `stringLengthMax` characters a 400 `VALIDATION_ERROR`.
 */
export const inputLimits = {
  bodyBytesMax: 256 * 1024,
  bodyFieldsMax: 10_000,
  bodyDepthMax: 32,
  urlLengthMax: 8 * 1024,
  queryParametersMax: 64,
  headersMax: 100,
  headerBytesMax: 16 * 1024,
  /** Characters of one string of a body; a route's schema has its own, smaller limits. */
  stringLengthMax: 65_536,
  /** Problems named in one answer; the message counts the rest. */
  problemsListedMax: 20
} as const

/**
 * What is wrong with a string of the request: it cannot be stored unchanged (`Text.TextProblem`), its
 * percent-encoding is not UTF-8, or it is longer than any field takes.
 */
export type InputProblem = Text.TextProblem | "BAD_ENCODING" | "TOO_LONG"

/** A string of the request with a problem, and where it is: `description`, `payer.name`, `query parameter search`. */
export interface TextProblemAt {
  readonly path: string
  readonly problem: InputProblem
}

/** The words for a problem, after the field's name. */
export const describeInputProblem = (problem: InputProblem, limits: typeof inputLimits = inputLimits): string =>
  problem === "BAD_ENCODING"
    ? "is not valid percent-encoded UTF-8"
    : problem === "TOO_LONG"
      ? `is longer than ${limits.stringLengthMax} characters`
      : Text.describeProblem(problem)

/** A string's problem as a body holds it: unstorable text first, then its length. */
const problemOfString = (text: string, limits: typeof inputLimits): InputProblem | undefined =>
  Text.problemOf(text) ?? (text.length > limits.stringLengthMax ? "TOO_LONG" : undefined)

/** What a look over a JSON body found. */
export interface JsonInspection {
  /** More values than `bodyFieldsMax` (the walk stopped there). */
  readonly tooManyFields: boolean
  /** The path of the first value nested deeper than `bodyDepthMax`, if any. */
  readonly tooDeepAt: string | undefined
  /** Every key and string that cannot be stored unchanged, in document order. */
  readonly textProblems: ReadonlyArray<TextProblemAt>
  /** The path of the first field named `pixRail` in any spelling (the rail comes from the API key). */
  readonly pixRailAt: string | undefined
}

const isPixRail = (key: string) => key.replace(/[-_\s]/g, "").toLowerCase() === "pixrail"

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** The path of `key` under `parent`: `payer.name`, or `payer["a b"]` when the key is not a plain name. */
const childPath = (parent: string, key: string) =>
  identifier.test(key) ? (parent === "" ? key : `${parent}.${key}`) : `${parent}[${JSON.stringify(key)}]`

/** How a path reads in a message: the body itself is `body`. */
export const pathName = (path: string) => (path === "" ? "body" : path)

/**
 * Looks over a parsed JSON body once, without recursion: counts its values, measures its depth, and finds every key
 * and string that cannot be stored unchanged (`Text.problemOf`) and any `pixRail` field.
 */
export const inspectJson = (body: unknown, limits: typeof inputLimits = inputLimits): JsonInspection => {
  const textProblems: Array<TextProblemAt> = []
  let pixRailAt: string | undefined
  let tooDeepAt: string | undefined
  let values = 0
  // Depth-first in document order: children are pushed in reverse.
  const stack: Array<readonly [unknown, string, number]> = [[body, "", 0]]
  while (stack.length > 0) {
    if (++values > limits.bodyFieldsMax) return { tooManyFields: true, tooDeepAt, textProblems, pixRailAt }
    const [value, path, depth] = stack.pop()!
    if (typeof value === "string") {
      const problem = problemOfString(value, limits)
      if (problem !== undefined) textProblems.push({ path: pathName(path), problem })
      continue
    }
    if (typeof value !== "object" || value === null) continue
    if (depth >= limits.bodyDepthMax) {
      tooDeepAt ??= pathName(path)
      continue
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`, depth + 1])
      continue
    }
    const entries = Object.entries(value)
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!
      const at = childPath(path, key)
      const keyProblem = problemOfString(key, limits)
      if (keyProblem !== undefined) textProblems.push({ path: `${at} (the field's name)`, problem: keyProblem })
      if (pixRailAt === undefined && isPixRail(key)) pixRailAt = at
      stack.push([item, at, depth + 1])
    }
  }
  return { tooManyFields: false, tooDeepAt, textProblems, pixRailAt }
}

/** Every name and value of `entries` that cannot be stored unchanged, each named `<kind> <name>`. */
export const inspectEntries = (
  kind: "query parameter" | "path parameter" | "header",
  entries: Iterable<readonly [string, string | ReadonlyArray<string> | undefined]>
): Array<TextProblemAt> => {
  const problems: Array<TextProblemAt> = []
  for (const [name, value] of entries) {
    const shown = `${kind} ${JSON.stringify(name).slice(1, -1)}`
    const nameProblem = Text.problemOf(name)
    if (nameProblem !== undefined) problems.push({ path: `${shown} (its name)`, problem: nameProblem })
    const values = typeof value === "string" ? [value] : (value ?? [])
    for (const item of values) {
      const problem = Text.problemOf(item)
      if (problem !== undefined) {
        problems.push({ path: shown, problem })
        break
      }
    }
  }
  return problems
}

/** One message naming every problem (the first `problemsListedMax`, then how many more). */
export const describeTextProblems = (
  problems: ReadonlyArray<TextProblemAt>,
  limits: typeof inputLimits = inputLimits
): string => {
  const listed = problems
    .slice(0, limits.problemsListedMax)
    .map(({ path, problem }) => `${path}: ${describeInputProblem(problem, limits)}`)
  const more = problems.length - listed.length
  return more > 0 ? `${listed.join("; ")}; and ${more} more` : listed.join("; ")
}

const decodes = (text: string) => {
  try {
    decodeURIComponent(text.replace(/\+/g, " "))
    return true
  } catch {
    return false
  }
}

/**
 * The query parameters of `url` whose percent-encoding is not UTF-8 (a lone `%`, `%zz`, an invalid or surrogate byte
 * sequence): the parsed query would hold U+FFFD or the raw text instead, not what the client meant.
 */
export const inspectQueryEncoding = (url: string): Array<TextProblemAt> => {
  const at = url.indexOf("?")
  if (at === -1 || url.indexOf("%", at) === -1) return []
  const problems: Array<TextProblemAt> = []
  for (const piece of url.slice(at + 1).split("&")) {
    if (decodes(piece)) continue
    const equals = piece.indexOf("=")
    const name = equals === -1 ? piece : piece.slice(0, equals)
    const shown = decodes(name) ? decodeURIComponent(name.replace(/\+/g, " ")) : name
    problems.push({ path: `query parameter ${JSON.stringify(shown).slice(1, -1)}`, problem: "BAD_ENCODING" })
  }
  return problems
}
