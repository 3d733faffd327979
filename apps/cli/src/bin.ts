#!/usr/bin/env node
import { NodeRuntime, NodeServices } from "@effect/platform-node"
import { Cause, Effect } from "effect"
import { run } from "./Cli.ts"
import { report } from "./Failure.ts"

run(process.argv).pipe(
  // The failure was printed in one line: only its exit code is left to set (an interruption keeps the runtime's 130).
  Effect.catchCause((cause) =>
    Cause.hasInterruptsOnly(cause)
      ? Effect.failCause(cause)
      : Effect.sync(() => void (process.exitCode = report(cause).exitCode))
  ),
  Effect.provide(NodeServices.layer),
  NodeRuntime.runMain({ disableErrorReporting: true })
)
