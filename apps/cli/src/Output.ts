import { Effect, Layer, Option } from "effect"
import { CliOutput, type HelpDoc, TerminalCapabilities } from "effect/cli"

/**
 * Whether text written to a stream may carry ANSI colours: never with `NO_COLOR` set to anything or `TERM=dumb`;
 * always with `FORCE_COLOR` set (except `0` and `false`); otherwise only when the stream is a terminal. These are the
 * rules `effect/cli` applies to stdout, applied here to any stream (stderr for progress).
 */
export const canColor = (isTerminal: boolean, env: Readonly<Record<string, string | undefined>>): boolean => {
  const set = (name: string) => (env[name] ?? "") !== ""
  if (set("NO_COLOR") || env.TERM === "dumb") return false
  if (set("FORCE_COLOR") && env.FORCE_COLOR !== "0" && env.FORCE_COLOR?.toLowerCase() !== "false") return true
  return isTerminal
}

/** A description with `optional` in its closing parentheses, or in parentheses of its own. */
const withOptional = (description: string): string => {
  const last = /\(([^()]*)\)$/.exec(description)
  if (last === null) return description === "" ? "(optional)" : `${description} (optional)`
  return `${description.slice(0, last.index)}(optional; ${last[1]})`
}

/**
 * Help with every flag that may be left out marked optional: `effect/cli` knows which flags are optional but its
 * help does not say so. A switch (boolean flag) is optional by nature and stays unmarked.
 */
const markOptional = (doc: HelpDoc.HelpDoc): HelpDoc.HelpDoc => ({
  ...doc,
  flags: doc.flags.map((flag) =>
    flag.required || flag.type === "boolean"
      ? flag
      : {
          ...flag,
          description: Option.some(withOptional(Option.getOrElse(flag.description, () => "")))
        }
  )
})

/**
 * The help formatter: colours only when stdout can show them; the built-in global flags (`--completions`,
 * `--log-level` …) listed in full on `trilho --help` and pointed at from every other command's help.
 */
export const formatter = (colors: boolean): CliOutput.Formatter => {
  const base = CliOutput.defaultFormatter({ colors, globalFlags: "summary" })
  return { ...base, formatHelpDoc: (doc) => base.formatHelpDoc(markOptional(doc)) }
}

/**
 * Help and version go to stdout as `effect/cli` writes them; an invalid invocation prints nothing here, since the run
 * fails and `Cli.run` reports it in one line on stderr (no help dump).
 */
const presenter: CliOutput.Presenter = {
  present: (event) => (event._tag === "InvalidInvocation" ? Effect.void : CliOutput.defaultPresenter.present(event))
}

/** The CLI's output services, with colours decided by the terminal capabilities of the process (`NO_COLOR` …). */
export const layer = Layer.mergeAll(
  Layer.effect(
    CliOutput.Formatter,
    Effect.map(TerminalCapabilities.TerminalCapabilities, (caps) => formatter(caps.canColor))
  ),
  CliOutput.layerPresenter(presenter)
).pipe(Layer.provide(TerminalCapabilities.layer))
