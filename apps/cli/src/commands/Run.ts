import { Command } from "@effect/cli"
import { Http } from "@trilho/api"
import { Gateway } from "@trilho/gateway"
import { Runner } from "@trilho/worker"
import { Config, Effect, Layer } from "effect"
import * as os from "node:os"
import { layerStorage } from "../Layers.ts"
import { ensureSandboxMerchant } from "../Seed.ts"

const workerId = Config.string("WORKER_ID").pipe(Config.withDefault(`${os.hostname()}-${process.pid}`))

const noJobsYet = Layer.succeed(Runner.JobHandlers, new Map())

const workerLayer = Layer.unwrapEffect(Effect.map(workerId, (id) => Runner.layer(id))).pipe(Layer.provide(noJobsYet))

/** Runs a layer until the process is interrupted (Ctrl-C, SIGTERM), then releases it. */
const serve = <E, R>(layer: Layer.Layer<never, E, R>) => Layer.launch(layer)

/** `trilho dev`: API, gateway and worker in one process, on the embedded database by default. */
export const dev = Command.make("dev", {}, () =>
  Effect.gen(function* () {
    const merchant = yield* ensureSandboxMerchant
    const apiConfig = yield* Http.ApiConfig
    yield* Effect.logInfo(`sandbox merchant ${merchant.id} <${merchant.email}>`)
    yield* Effect.logInfo(`API http://${apiConfig.host}:${apiConfig.port}/v1`)
    return yield* serve(Layer.mergeAll(Http.layer, Gateway.layer, workerLayer))
  }).pipe(Effect.provide(layerStorage))
).pipe(Command.withDescription("Run API, gateway and worker in one process (embedded database unless DATABASE_URL)"))

/** `trilho api`: the HTTP API alone. */
export const api = Command.make("api", {}, () => serve(Http.layer).pipe(Effect.provide(layerStorage))).pipe(
  Command.withDescription("Run the HTTP API")
)

/** `trilho gateway`: the realtime gateway alone. */
export const gateway = Command.make("gateway", {}, () => serve(Gateway.layer).pipe(Effect.provide(layerStorage))).pipe(
  Command.withDescription("Run the WebSocket gateway")
)

/** `trilho worker`: the job runner alone. */
export const worker = Command.make("worker", {}, () => serve(workerLayer).pipe(Effect.provide(layerStorage))).pipe(
  Command.withDescription("Run the job runner")
)
