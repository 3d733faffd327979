import { Clock, Console, Effect } from "effect"
import { canColor } from "./Output.ts"

/**
 * How steps are shown: on a terminal, a mark and colours where allowed; elsewhere (a pipe, a log file) plain lines
 * that a reader or a `grep` can follow. Whole lines either way: the servers log on stdout meanwhile, and a line
 * rewritten in place would tangle with theirs.
 */
const style = () => {
  const terminal = process.stderr.isTTY === true
  const colors = canColor(terminal, process.env)
  const paint = (code: string, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text)
  return terminal
    ? { start: (text: string) => paint("2", `… ${text}`), done: (text: string) => `${paint("32", "✓")} ${text}` }
    : { start: (text: string) => `trilho: ${text}…`, done: (text: string) => `trilho: ${text}` }
}

/**
 * Runs `effect` as one step of a long operation, told on stderr (stdout keeps the results): a line when it starts, a
 * line with its duration when it ends. A failure prints nothing here: the run's one-line report says it.
 */
export const step = <A, E, R>(
  doing: string,
  done: (a: A) => string,
  effect: Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> =>
  Effect.gen(function* () {
    const { start, done: finished } = style()
    yield* Console.error(start(doing))
    const startedMs = yield* Clock.currentTimeMillis
    const result = yield* effect
    const seconds = ((yield* Clock.currentTimeMillis) - startedMs) / 1000
    yield* Console.error(finished(`${done(result)} (${seconds.toFixed(1)} s)`))
    return result
  })
