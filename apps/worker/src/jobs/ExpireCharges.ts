import { Charges, ChargeStore, type Jobs, SandboxClock } from "@trilho/domain"
import { Clock, Config, Duration, Effect, Layer, Option } from "effect"
import { JobFailed, type JobHandler } from "../Runner.ts"
import { onNotices } from "../Wake.ts"

/** The job kind that expires PIX charges left unpaid past `expiresAt`. */
export const expireChargesKind = "charges.expire"

/**
 * How often the expiry loop looks for due charges: `CHARGES_EXPIRE_INTERVAL_MS` (default 1 s) while charges are
 * PENDING (a sandbox clock advance in any process may make them due), `CHARGES_EXPIRE_IDLE_INTERVAL_MS` (default
 * 5 s, the safety poll) while none is, when a notice of an outbox write (a charge created) wakes it.
 */
export const ExpiryConfig = Config.all({
  intervalMs: Config.Int("CHARGES_EXPIRE_INTERVAL_MS").pipe(Config.withDefault(1000)),
  idleIntervalMs: Config.Int("CHARGES_EXPIRE_IDLE_INTERVAL_MS").pipe(Config.withDefault(5_000)),
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
    (_job: Jobs.Job) =>
      expireAllDue().pipe(
        Effect.asVoid,
        Effect.catch((error) => new JobFailed({ message: `charges.expire: ${error._tag}` })),
        Effect.provide(context)
      )
)

/** Whether a charge is PENDING, so may expire; true when the store cannot tell (the loop then keeps its pace). */
const anyPending = Effect.flatMap(ChargeStore.ChargeStore, (store) => store.nextExpiresAt).pipe(
  Effect.map((next) => next !== undefined),
  Effect.catch(() => Effect.succeed(true))
)

/**
 * The expiry loop of the worker process, while the layer lives: a pass every `intervalMs` while charges are PENDING;
 * while none is, a pass on each notice of an outbox write (any process that creates a charge writes its event), and
 * every `idleIntervalMs` besides. A failed pass is logged and the loop goes on.
 */
export const layerLoop = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ExpiryConfig
    const wake = yield* onNotices((notice) => notice._tag === "OutboxWritten")
    const pass = expireAllDue(config.batch).pipe(
      Effect.tap((n) => (n > 0 ? Effect.logInfo(`expired ${n} PIX charges`) : Effect.void)),
      Effect.catch((error) => Effect.logWarning("charge expiry pass failed", error))
    )
    const rest = Effect.flatMap(anyPending, (pending) =>
      pending ? Effect.sleep(Duration.millis(config.intervalMs)) : wake.sleep(config.idleIntervalMs)
    )
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(pass, rest)))
  })
)
