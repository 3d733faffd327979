import { Schema, SchemaIssue } from "effect"

/**
 * A failed decoding of a request part in plain words: every problem at once, each with its field's path, and never
 * the schema's own text (`Expected { readonly amount: … }`). Effect's messages for the common cases are reworded; a
 * message that still reads like a type is replaced by "is not valid".
 */

/** Problems listed in one answer, at most; the rest are counted. */
export const problemsListedMax = 20

/** One problem: the field's path (empty for the body itself) and what is wrong with it, in words. */
export interface Problem {
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

const literalList = /^Expected ((?:"[^"]*"(?: \| )?)+)$/

/** Effect's message for a value, in the words the API answers with. */
export const plainMessage = (message: string): string => {
  switch (message) {
    case "Missing key":
      return "is missing"
    case "Expected no excess property":
      return "is unexpected"
    case "Expected string":
      return "must be a string"
    case "Expected number":
    case "Expected a finite number":
      return "must be a number"
    case "Expected boolean":
      return "must be true or false"
    case "Expected object":
      return "must be a JSON object"
    case "Expected array":
      return "must be a list"
    case "Expected null":
      return "must be null"
    case "Expected an integer":
      return "must be a whole number"
  }
  const literals = literalList.exec(message)
  if (literals !== null) {
    const values = literals[1]!.split(" | ").map((v) => v.slice(1, -1))
    // Effect's JSON codec lets a number field read these strings: to a caller the field simply wants a number.
    if (values.includes("NaN") || values.includes("Infinity")) return "must be a number"
    return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(", ")}`
  }
  if (/^Expected .*\| null$/.test(message)) return `${plainMessage(message.replace(/ \| null$/, ""))} or null`
  return /[{}]|readonly|^Expected /.test(message) ? "is not valid" : message
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** Every problem of a failed decoding, each with its field path. */
export const problemsOf = (error: Schema.SchemaError): ReadonlyArray<Problem> =>
  (formatIssues(error.issue).issues ?? []).map((issue) => ({
    path: (issue.path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment)),
    message: plainMessage(issue.message)
  }))

/** The problems as one message: `amount: must be a number; description: is missing`. */
export const describeProblems = (problems: ReadonlyArray<Problem>): string => {
  const listed = problems
    .slice(0, problemsListedMax)
    .map((p) => (p.path.length === 0 ? `the body ${p.message}` : `${p.path.map(String).join(".")}: ${p.message}`))
  const more = problems.length - listed.length
  return more > 0 ? `${listed.join("; ")}; and ${more} more` : listed.join("; ")
}
