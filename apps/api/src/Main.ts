import { Logging } from "@trilho/node"
import { layerStorageFromConfig } from "@trilho/postgres"
import { Effect, Layer, Option } from "effect"
import * as Http from "./Http.ts"
import * as OperatorAuth from "./operator/Auth.ts"

/**
 * The API as its own process: the HTTP server on `API_HOST`:`API_PORT` over the database configuration names, until
 * the process is interrupted. The operator RPC answers only with `OPERATOR_TOKEN` set.
 */
export const main = Effect.gen(function* () {
  if (Option.isNone(yield* OperatorAuth.OperatorTokenConfig)) {
    yield* Effect.logWarning("operator RPC disabled: OPERATOR_TOKEN is not set")
  }
  return yield* Layer.launch(Http.layer)
}).pipe(Effect.provide(layerStorageFromConfig), Effect.provide(Logging.layerLogging))
