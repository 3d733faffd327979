import { Fiscal, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"

/**
 * How the fiscal invoice loop runs: `FISCAL_INVOICES_INTERVAL_MS` (default 10 s) between passes and
 * `FISCAL_INVOICES_BATCH` (default and most `Fiscal.invoiceAdvanceBatchMax`) invoices of each status a pass.
 */
export const IssueConfig = Config.all({
  intervalMs: Config.Int("FISCAL_INVOICES_INTERVAL_MS").pipe(Config.withDefault(10_000)),
  batch: Config.Int("FISCAL_INVOICES_BATCH").pipe(Config.withDefault(Fiscal.invoiceAdvanceBatchMax))
})

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the time invoices were opened on). */
const onSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.all([Effect.serviceOption(SandboxClock.SandboxClock), Clock.Clock]), ([sandbox, base]) =>
    Option.isSome(sandbox)
      ? Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
      : effect
  )

/**
 * One pass: CREATED invoices are submitted to the city's issuer (PROCESSING, `invoice.processing`), and PROCESSING
 * ones are issued or failed by what the issuer says (`invoice.issued`, `invoice.failed`): `Invoices.advance`. Every
 * move is a compare-and-set with its event, so several worker processes move each invoice, and write each event, once.
 */
export const issueOnce = (batch: number = Fiscal.invoiceAdvanceBatchMax) =>
  onSandboxTime(Effect.flatMap(Fiscal.Invoices, (invoices) => invoices.advance(batch)))

/** The fiscal invoice loop of the worker process: a pass every `intervalMs`; a failed pass is logged. */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* IssueConfig
    const pass = issueOnce(config.batch).pipe(
      Effect.tap((p) =>
        p.submitted + p.issued + p.failed > 0
          ? Effect.logInfo(`fiscal invoices submitted: ${p.submitted}, issued: ${p.issued}, failed: ${p.failed}`)
          : Effect.void
      ),
      Effect.catch((error) => Effect.logWarning("fiscal invoice pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
