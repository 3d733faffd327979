import { Charges, SandboxClock } from "@trilho/domain"
import type { Job } from "@trilho/domain/ports/Jobs"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"
import { JobFailed, type JobHandler } from "../Runner.ts"

/** The job kind that expires PIX charges left unpaid past `expiresAt`. */
export const expireChargesKind = "charges.expire"

/** How often the expiry loop looks for due charges: `CHARGES_EXPIRE_INTERVAL_MS`, default 1 s. */
export const ExpiryConfig = Config.all({
  intervalMs: Config.Int("CHARGES_EXPIRE_INTERVAL_MS").pipe(Config.withDefault(1000)),
  batch: Config.Int("CHARGES_EXPIRE_BATCH").pipe(Config.withDefault(Charges.expireDueBatchDefault))
})

/**
 * The time a pass runs at: the current clock plus the sandbox offset when a `SandboxClock` is present (0 in live
 * mode), so a sandbox clock advance through the API is seen by the next pass in the same process.
 */
export const currentTime = Effect.gen(function* () {
  const sandbox = yield* Effect.serviceOption(SandboxClock.SandboxClock)
  const base = yield* Clock.currentTimeMillis
  const offset = Option.isSome(sandbox) ? yield* sandbox.value.offsetMs : 0
  return new Date(base + offset)
})

/**
 * One expiry pass: every PENDING charge whose `expiresAt` has passed (up to `batch`) becomes CANCELED with
 * `payment.pix.expired` in the outbox, each in its own transaction (`Charges.expireDue`).
 */
export const expireOnce = (batch: number = Charges.expireDueBatchDefault) =>
  Effect.gen(function* () {
    const charges = yield* Charges.Charges
    const now = yield* currentTime
    return yield* charges.expireDue(now, batch)
  })

/** Passes until one expires less than a full batch; the count of charges expired. */
export const expireAllDue = (batch: number = Charges.expireDueBatchDefault) =>
  Effect.gen(function* () {
    let total = 0
    while (true) {
      const pass = yield* expireOnce(batch)
      total += pass.expired.length
      if (pass.expired.length + pass.skipped < batch) return total
    }
  })

/** The `charges.expire` job handler: expires everything due now; a storage failure is retried. */
export const makeHandler = Effect.map(
  Effect.context<Charges.Charges>(),
  (context): JobHandler =>
    (_job: Job) =>
      expireAllDue().pipe(
        Effect.asVoid,
        Effect.catch((error) => new JobFailed({ message: `charges.expire: ${error._tag}` })),
        Effect.provide(context)
      )
)

/**
 * The expiry loop of the worker process: a pass every `intervalMs` while the layer lives. A failed pass is logged and
 * the loop goes on.
 */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ExpiryConfig
    const pass = expireAllDue(config.batch).pipe(
      Effect.tap((n) => (n > 0 ? Effect.logInfo(`expired ${n} PIX charges`) : Effect.void)),
      Effect.catch((error) => Effect.logWarning("charge expiry pass failed", error))
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, Effect.sleep(Duration.millis(config.intervalMs)))))
  })
)
