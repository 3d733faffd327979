import { Logging } from "@trilho/node"
import { layerStorageFromConfig } from "@trilho/postgres"
import { Effect, Layer } from "effect"
import * as Layers from "./Layers.ts"

/** The gateway as its own process, on the database configuration names, until the process is interrupted. */
export const main = Layer.launch(Layers.layer).pipe(
  Effect.provide(layerStorageFromConfig),
  Effect.provide(Logging.layerLogging)
)
