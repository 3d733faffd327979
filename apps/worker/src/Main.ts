import { Logging } from "@trilho/node"
import { layerStorageFromConfig } from "@trilho/postgres"
import { Effect, Layer } from "effect"
import * as Layers from "./Layers.ts"

/**
 * The worker as its own process: every loop of `Layers.layer` on the database configuration names, until the process
 * is interrupted (Ctrl-C, SIGTERM); then each loop finishes the step it is in and the database is closed.
 */
export const main = Layer.launch(Layers.layer).pipe(
  Effect.provide(layerStorageFromConfig),
  Effect.provide(Logging.layerLogging)
)
