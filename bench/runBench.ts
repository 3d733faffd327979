import { Cause, Data, Effect, Exit, Fiber, Option } from "effect"

/** A bench cannot run as configured; its message is all the user needs. */
export class BenchSetupError extends Data.TaggedError("BenchSetupError")<{ readonly message: string }> {}

/**
 * Runs a bench's `main`. Every SIGINT or SIGTERM (a Ctrl-C may come more than once) interrupts it, so its finalizers
 * stop its processes and drop its database; a failure prints the setup error's message, or the whole cause, and
 * sets exit code 1.
 */
export const runBench = <A, E>(main: Effect.Effect<A, E>): void => {
  const fiber = Effect.runFork(main)
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => Effect.runFork(Fiber.interrupt(fiber)))
  fiber.addObserver((exit) => {
    if (Exit.isFailure(exit) && !Cause.hasInterruptsOnly(exit.cause)) {
      const failure = Cause.findErrorOption(exit.cause)
      console.error(
        Option.isSome(failure) && failure.value instanceof BenchSetupError
          ? failure.value.message
          : Cause.pretty(exit.cause)
      )
      process.exitCode = 1
    }
  })
}
