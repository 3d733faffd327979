#!/usr/bin/env node
import { Command } from "@effect/cli"
import { NodeContext, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { api, dev, gateway, worker } from "./commands/Run.ts"

const trilho = Command.make("trilho").pipe(
  Command.withDescription("Trilho: merchant payments platform"),
  Command.withSubcommands([dev, api, gateway, worker])
)

const cli = Command.run(trilho, { name: "trilho", version: "0.1.0" })

cli(process.argv).pipe(Effect.provide(Layer.mergeAll(NodeContext.layer)), NodeRuntime.runMain)
