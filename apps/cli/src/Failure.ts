import { Cause, Data, Predicate, Schema, SchemaIssue } from "effect"
import { CliError as ParseError } from "effect/cli"

/**
 * The exit codes of `trilho`: 0 when it did what was asked, 1 when the operation failed (the API or the operator RPC
 * refused, the network failed, a server stopped on an error), 2 when the command line or the configuration is wrong
 * (unknown command, missing or invalid flag or argument, missing or invalid environment variable).
 */
export const ExitCode = { ok: 0, failed: 1, usage: 2 } as const

/** The command line asks for something the command cannot do as given; exit code 2. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly message: string }> {}

/** What a failed run prints (one line, or nothing) and the code it exits with. */
export interface Report {
  readonly line: string | undefined
  readonly exitCode: number
}

/** The environment variable each flag falls back to, so that a missing value names both ways to give it. */
const envOfFlag: Readonly<Record<string, string>> = {
  "api-key": "TRILHO_API_KEY",
  "api-url": "TRILHO_API_URL",
  "operator-token": "OPERATOR_TOKEN",
  "ws-url": "TRILHO_WS_URL"
}

/** Text made of several lines (suggestions, schema paths) as one line. */
export const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ").trim()

const didYouMean = (suggestions: ReadonlyArray<string>) =>
  suggestions.length === 0 ? "" : ` (did you mean ${suggestions.map((s) => `'${s}'`).join(" or ")}?)`

/** One parse error of the command line in words, without the advice (added once for all of them). */
const describeParseError = (error: ParseError.NonShowHelpErrors): string => {
  switch (error._tag) {
    case "UnknownSubcommand":
      return `unknown command '${error.subcommand}'${didYouMean(error.suggestions)}`
    case "UnrecognizedOption":
      return `unknown flag ${error.option}${didYouMean(error.suggestions)}`
    case "MissingOption": {
      const env = envOfFlag[error.option]
      return env === undefined
        ? `--${error.option} is required`
        : `--${error.option} is required (or set ${env} in the environment)`
    }
    case "MissingArgument":
      return `the argument <${error.argument}> is required`
    case "InvalidValue":
      return error.kind === "argument"
        ? `invalid <${error.option}> "${error.value}": ${oneLine(error.expected)}`
        : error.value === "config"
          ? `${envOfFlag[error.option] ?? `--${error.option}`} is invalid: ${oneLine(error.expected)}`
          : `invalid value "${error.value}" for --${error.option}: ${oneLine(error.expected)}`
    case "UnexpectedArgument":
      return `unexpected argument${error.arguments.length === 1 ? "" : "s"} ${error.arguments.map((a) => `"${a}"`).join(", ")}`
    default:
      return oneLine(error.message)
  }
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** A configuration error as `NAME: what is wrong`, each variable named. */
const describeConfigError = (error: { readonly cause: unknown; readonly message: string }): string => {
  if (!Schema.isSchemaError(error.cause)) return oneLine(error.message)
  const issues = (formatIssues(error.cause.issue).issues ?? []).map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment))
    return `${path.join(".") || "configuration"}: ${oneLine(issue.message)}`
  })
  return issues.length === 0 ? oneLine(error.message) : issues.join("; ")
}

const isConfigError = (u: unknown): u is { readonly cause: unknown; readonly message: string } =>
  Predicate.isTagged(u, "ConfigError") && Predicate.hasProperty(u, "cause")

/** An error's own message, else its cause's (errors that only wrap one, like `ServeError`), else its text. */
const messageOf = (u: unknown): string => {
  if (Predicate.hasProperty(u, "message") && typeof u.message === "string" && u.message !== "")
    return oneLine(u.message)
  if (Predicate.hasProperty(u, "cause") && u.cause !== undefined) return messageOf(u.cause)
  return oneLine(String(u))
}

/** What to do about the infrastructure failures a server command meets at start. */
const adviceFor = (error: unknown): string => {
  if (Predicate.isTagged(error, "ServeError")) return "; stop what uses that port, or set API_PORT / GATEWAY_PORT"
  if (Predicate.isTagged(error, "SqlError")) return "; check DATABASE_URL and that the database is up"
  return ""
}

/** Reads a failed command line: nothing to print when help was shown on purpose (a group run without a command). */
const reportParse = (error: ParseError.ShowHelp): Report => {
  if (error.errors.length === 0) return { line: undefined, exitCode: ExitCode.ok }
  const problems = error.errors.map(describeParseError).join("; ")
  return {
    line: `trilho: ${problems}; see '${error.commandPath.join(" ")} --help'`,
    exitCode: ExitCode.usage
  }
}

/**
 * What a failed run prints and how it exits. Every failure becomes one line `trilho: <what went wrong>; <what to do>`
 * (no JSON, no stack trace): the command's own errors carry their words, parse and configuration errors are put in
 * words here, anything else is shown by its message.
 */
export const report = (cause: Cause.Cause<unknown>): Report => {
  const failure = cause.reasons.find(Cause.isFailReason)
  if (failure !== undefined) {
    const error = failure.error
    if (ParseError.isCliError(error)) {
      return error._tag === "ShowHelp"
        ? reportParse(error)
        : { line: `trilho: ${describeParseError(error)}`, exitCode: ExitCode.usage }
    }
    if (Predicate.isTagged(error, "UsageError"))
      return { line: `trilho: ${messageOf(error)}`, exitCode: ExitCode.usage }
    if (Predicate.isTagged(error, "SandboxSeedError")) {
      return { line: `trilho: ${messageOf(error)}`, exitCode: ExitCode.usage }
    }
    if (isConfigError(error)) {
      return {
        line: `trilho: invalid configuration: ${describeConfigError(error)}; fix the environment variable`,
        exitCode: ExitCode.usage
      }
    }
    return { line: `trilho: ${messageOf(error)}${adviceFor(error)}`, exitCode: ExitCode.failed }
  }
  const defect = cause.reasons.find(Cause.isDieReason)
  return {
    line: `trilho: internal error: ${defect === undefined ? "the run stopped" : messageOf(defect.defect)}; please report it with the command you ran`,
    exitCode: ExitCode.failed
  }
}
