import { Config, Effect, Layer, Logger, type LogLevel, Option, References, type Scope } from "effect"

/** How the servers write their log: one line per entry, batched into one write per window. */
export const LogSettings = Config.all({
  /** `json`, `logfmt` or `pretty` (the console logger, costly per line); unset: logfmt on a terminal, else JSON. */
  format: Config.option(Config.Literals(["json", "logfmt", "pretty"], "LOG_FORMAT")),
  /** The least severe level written: `trace`, `debug`, `info` (default), `warn`, `error` or `none`. */
  level: Config.Literals(["trace", "debug", "info", "warn", "error", "none"], "LOG_LEVEL").pipe(
    Config.withDefault("info")
  ),
  /** How long lines wait to be written together, in milliseconds (`LOG_BATCH_MS`, default 20). */
  batchMs: Config.Int("LOG_BATCH_MS").pipe(Config.withDefault(20))
})

const levels: Record<string, LogLevel.LogLevel> = {
  trace: "Trace",
  debug: "Debug",
  info: "Info",
  warn: "Warn",
  error: "Error",
  none: "None"
}

/**
 * `format`'s lines gathered for `windowMs` from the first one and written to standard output in one write. The timer
 * runs only while lines wait (`Logger.batched` wakes every window, which costs an idle server most of its CPU). Lines
 * still waiting are written when `scope` closes.
 */
export const batchedLines = <Message>(
  format: Logger.Logger<Message, string>,
  windowMs: number
): Effect.Effect<Logger.Logger<Message, void>, never, Scope.Scope> =>
  Effect.gen(function* () {
    let lines: Array<string> = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      timer = undefined
      if (lines.length === 0) return
      const out = lines
      lines = []
      process.stdout.write(out.join("\n") + "\n")
    }
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        clearTimeout(timer)
        flush()
      })
    )
    return Logger.make((options) => {
      lines.push(format.log(options))
      timer ??= setTimeout(flush, windowMs)
    })
  })

/**
 * The servers' logger from `LOG_FORMAT`, `LOG_LEVEL` and `LOG_BATCH_MS`: structured lines (JSON, or logfmt on a
 * terminal) gathered for a few milliseconds and written together, so a busy server makes one write per window
 * instead of one per request, and an idle one none. Lines still waiting are written when the server stops.
 */
export const layerLogging = Layer.unwrap(
  Effect.gen(function* () {
    const settings = yield* LogSettings
    const format = Option.getOrElse(settings.format, () => (process.stdout.isTTY ? "logfmt" : "json"))
    const logger =
      format === "pretty"
        ? Logger.consolePretty()
        : batchedLines(format === "json" ? Logger.formatJson : Logger.formatLogFmt, settings.batchMs)
    return Layer.merge(
      Logger.layer([logger]),
      Layer.succeed(References.MinimumLogLevel, levels[settings.level] ?? "Info")
    )
  })
)
