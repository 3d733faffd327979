import { Clock, Context, Effect, Layer, MutableRef, Ref, Schema } from "effect"

/** How far the sandbox clock may be moved in one call: one year. */
export const advanceMaxMs = 366 * 24 * 60 * 60 * 1000

/** A refused clock move: negative, fractional, or past `advanceMaxMs`. Time never goes back. */
export class InvalidClockAdvance extends Schema.TaggedError<InvalidClockAdvance>()("InvalidClockAdvance", {
  ms: Schema.Number
}) {
  override get message(): string {
    return `the sandbox clock moves forward by 0 to ${advanceMaxMs} whole milliseconds, not ${this.ms}`
  }
}

/**
 * The sandbox's controllable time. Everything in the platform reads time from Effect's `Clock` (never `Date.now`),
 * so the sandbox does not replace readers: it installs a `Clock` whose time is the real clock plus an offset that
 * only this port moves. "Advance the clock" in the sandbox controls then makes charges expire, schedules come due,
 * 24 h locks lift and webhook retries fall due, in seconds, for every reader at once.
 */
export class SandboxClock extends Context.Service<
  SandboxClock,
  {
    /** How far ahead of the base clock the sandbox is, in milliseconds (0 at start). */
    readonly offsetMs: Effect.Effect<number>
    /** Moves the sandbox clock forward by `ms`; fails with `InvalidClockAdvance` for a backward or oversized move. */
    readonly advance: (ms: number) => Effect.Effect<void, InvalidClockAdvance>
  }
>()("@trilho/domain/SandboxClock") {}

/** Checks a requested advance: a whole number of milliseconds from 0 to `advanceMaxMs`. */
export const validateAdvance = (ms: number): Effect.Effect<number, InvalidClockAdvance> =>
  Number.isSafeInteger(ms) && ms >= 0 && ms <= advanceMaxMs
    ? Effect.succeed(ms)
    : Effect.fail(new InvalidClockAdvance({ ms }))

/** Marks a `Clock` that already reads the sandbox time (`makeClock`). */
const sandboxTime: unique symbol = Symbol.for("@trilho/domain/SandboxClock/sandboxTime")

/** Whether `clock` already reads the sandbox time, so wrapping it again would add the offset twice. */
export const isSandboxTime = (clock: Clock.Clock): boolean =>
  (clock as Clock.Clock & { readonly [sandboxTime]?: true })[sandboxTime] === true

/**
 * A `Clock` reading `base` plus the sandbox offset. `currentTimeMillis` and `currentTimeNanos` ask the port each time;
 * the synchronous `…Unsafe` reads (used for log timestamps) add the last offset seen. `sleep` is relative and runs on
 * `base`: a sleep in flight is not shortened by an advance, so jobs that must notice an advance poll the clock or are
 * woken by the code that advanced it. Monotonic time measures durations and stays the base's.
 */
export const makeClock = (base: Clock.Clock, sandbox: SandboxClock["Service"]): Clock.Clock => {
  // Already sandbox time: the offset is in it once, and must not be added twice.
  if (isSandboxTime(base)) return base
  const lastOffsetMs = MutableRef.make(0)
  const offset = Effect.map(sandbox.offsetMs, (ms) => {
    MutableRef.set(lastOffsetMs, ms)
    return ms
  })
  const clock: Clock.Clock & { readonly [sandboxTime]: true } = {
    [sandboxTime]: true,
    currentTimeMillisUnsafe: () => base.currentTimeMillisUnsafe() + MutableRef.get(lastOffsetMs),
    currentTimeNanosUnsafe: () => base.currentTimeNanosUnsafe() + BigInt(MutableRef.get(lastOffsetMs)) * 1_000_000n,
    currentTimeMillis: Effect.zipWith(base.currentTimeMillis, offset, (t, ms) => t + ms),
    currentTimeNanos: Effect.zipWith(base.currentTimeNanos, offset, (t, ms) => t + BigInt(ms) * 1_000_000n),
    monotonicTimeNanosUnsafe: () => base.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: base.monotonicTimeNanos,
    sleep: (duration) => base.sleep(duration)
  }
  return clock
}

/**
 * The in-memory sandbox clock: the offset lives in this process. Several processes sharing one sandbox keep the
 * offset in storage instead (an adapter of this port).
 */
export const makeMemory: Effect.Effect<SandboxClock["Service"]> = Effect.map(Ref.make(0), (offset) =>
  SandboxClock.of({
    offsetMs: Ref.get(offset),
    advance: (ms) => Effect.flatMap(validateAdvance(ms), (valid) => Ref.update(offset, (o) => o + valid))
  })
)

/** The in-memory sandbox clock port. */
export const layerMemory: Layer.Layer<SandboxClock> = Layer.effect(SandboxClock, makeMemory)

/**
 * Installs the sandbox time as the default `Clock` of everything built on this layer: the current clock plus the
 * port's offset.
 */
export const layerClock: Layer.Layer<never, never, SandboxClock> = Layer.unwrap(
  Effect.gen(function* () {
    const sandbox = yield* SandboxClock
    const base = yield* Clock.Clock
    return Layer.succeed(Clock.Clock, makeClock(base, sandbox))
  })
)

/** Runs `effect` with the sandbox time as its `Clock` (for code that is not built from layers, such as tests). */
export const withSandboxTime = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | SandboxClock> =>
  Effect.gen(function* () {
    const sandbox = yield* SandboxClock
    const base = yield* Clock.Clock
    return yield* Effect.provideService(effect, Clock.Clock, makeClock(base, sandbox))
  })

/** The current time as a `Date`: the sandbox time under `withSandboxTime` or `layerClock`. */
export const nowDate: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
