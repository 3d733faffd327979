#!/usr/bin/env node
import { NodeRuntime, NodeServices } from "@effect/platform-node"
import { Effect } from "effect"
import { isReported, run } from "./Cli.ts"

run(process.argv).pipe(
  // A reported failure was printed in one line: exit with 1 and no stack trace.
  Effect.catchIf(isReported, () => Effect.sync(() => void (process.exitCode = 1))),
  Effect.provide(NodeServices.layer),
  NodeRuntime.runMain
)
