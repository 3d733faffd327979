/**
 * What `trilho dev`, `api`, `gateway` and `worker` run: the servers, loaded only when one of them runs (`Run.ts`), so
 * that `trilho --help` and the operator commands do not load them.
 */
import { Http } from "@trilho/api"
import { OperatorAuth } from "@trilho/api/operator/index"
import * as AuthSettings from "@trilho/api/auth/Settings"
import { layerPayments } from "@trilho/api/charges/Layers"
import { Gateway, GatewayLayers } from "@trilho/gateway"
import { Runner } from "@trilho/worker"
import * as ExpireCharges from "@trilho/worker/jobs/ExpireCharges"
import * as ResendPixTransfers from "@trilho/worker/jobs/ResendPixTransfers"
import { layerPixTransfers } from "@trilho/api/transfers/PixHttp"
import * as HandOverRefunds from "@trilho/worker/jobs/HandOverRefunds"
import { layerRefunds } from "@trilho/api/refunds/RefundsHttp"
import * as Webhooks from "@trilho/worker/webhooks/Webhooks"
import { Config, Console, Effect, Layer, Option, Redacted } from "effect"
import * as os from "node:os"
import { layerStorage } from "../Layers.ts"
import { layerLogging } from "@trilho/node/Logging"
import { ensureSandboxKey, ensureSandboxMerchant, sandboxAccountId, type SandboxKey } from "../Seed.ts"

const workerId = Config.String("WORKER_ID").pipe(Config.withDefault(`${os.hostname()}-${process.pid}`))

const jobHandlers = Layer.effect(
  Runner.JobHandlers,
  Effect.map(ExpireCharges.makeHandler, (expire) => new Map([[ExpireCharges.expireChargesKind, expire]]))
)

/**
 * The job runner, the charge expiry loop, the refund hand-over loop and the webhook dispatcher and sender, over the
 * payments services the API shares in one process.
 */
const workerLayer = Layer.mergeAll(
  Layer.unwrap(Effect.map(workerId, (id) => Runner.layer(id))).pipe(Layer.provide(jobHandlers)),
  ExpireCharges.layerLoop,
  HandOverRefunds.layerLoop.pipe(Layer.provide(layerRefunds)),
  Layer.unwrap(Effect.map(workerId, (id) => Webhooks.layer(id))).pipe(Layer.provide(Webhooks.WebhookSignals.layer)),
  ResendPixTransfers.layerLoop.pipe(Layer.provide(layerPixTransfers))
).pipe(Layer.provide(layerPayments))

/** Runs a layer until the process is interrupted (Ctrl-C, SIGTERM), then releases it. */
const serve = <E, R>(layer: Layer.Layer<never, E, R>) => Layer.launch(layer)

const keyLine = (key: SandboxKey, createAnother: string): ReadonlyArray<string> => {
  switch (key._tag) {
    case "Created":
      return [`  API key       ${key.secret}`, `                (all permissions; shown this once: store it now)`]
    case "FromEnvironment":
      return [`  API key       ${key.secret}`, `                (from TRILHO_SANDBOX_API_KEY; all permissions)`]
    case "Exists":
      return [
        `  API key       ${key.key.id} …${key.key.hint} exists (its secret was shown when it was created)`,
        `                another: ${createAnother}`
      ]
  }
}

/**
 * `trilho dev`: API, gateway and worker in one process, on the embedded database by default; prints how to reach
 * them and runs until interrupted.
 */
export const dev = Effect.gen(function* () {
  const merchant = yield* ensureSandboxMerchant
  const sandboxKey = yield* ensureSandboxKey(merchant)
  const configuredToken = yield* OperatorAuth.OperatorTokenConfig
  const operatorToken = Option.isSome(configuredToken) ? configuredToken.value : yield* OperatorAuth.generateToken
  const api = yield* Http.ApiConfig
  const gateway = yield* Gateway.GatewayConfig
  yield* Layer.build(
    Layer.mergeAll(
      Http.serveWith(
        Http.makeApiLive(Layer.merge(AuthSettings.layerFromConfig, OperatorAuth.layerToken(operatorToken)))
      ),
      GatewayLayers.layer,
      workerLayer
    )
  )
  const apiUrl = `http://${api.host}:${api.port}`
  const walletUrl = yield* Config.String("WALLET_URL").pipe(Config.withDefault(`${apiUrl}/wallet`))
  const cli = `OPERATOR_TOKEN=${Redacted.value(operatorToken)} npm run -s trilho --`
  const urlOption = api.port === 4000 && api.host === "127.0.0.1" ? "" : ` --api-url ${apiUrl}`
  yield* Console.log(
    [
      "",
      "Trilho sandbox is running",
      `  API           ${apiUrl}/v1  (docs ${apiUrl}/v1/docs)`,
      `  Gateway       ${Gateway.urlOf(gateway)}`,
      `  Wallet        ${walletUrl}  (subaccount operators' portal)`,
      `  Operator RPC  ${apiUrl}/operator/rpc`,
      `  Operator      OPERATOR_TOKEN=${Redacted.value(operatorToken)}${Option.isSome(configuredToken) ? "" : "  (generated for this run; set OPERATOR_TOKEN to keep one)"}`,
      `  Merchant      sandbox merchant ${merchant.id} <${merchant.email}>`,
      ...keyLine(sandboxKey, `${cli} keys create${urlOption} --account ${sandboxAccountId} --permissions '*'`),
      ""
    ].join("\n")
  )
  return yield* Effect.never
}).pipe(Effect.scoped, Effect.provide(Http.layerServices), Effect.provide(layerStorage), Effect.provide(layerLogging))

/** `trilho api`: the HTTP API alone (the operator RPC only with OPERATOR_TOKEN set). */
export const api = Effect.gen(function* () {
  if (Option.isNone(yield* OperatorAuth.OperatorTokenConfig)) {
    yield* Effect.logWarning("operator RPC disabled: OPERATOR_TOKEN is not set")
  }
  return yield* serve(Http.layer)
}).pipe(Effect.provide(layerStorage), Effect.provide(layerLogging))

/** `trilho gateway`: the realtime gateway alone. */
export const gateway = serve(GatewayLayers.layer).pipe(Effect.provide(layerStorage), Effect.provide(layerLogging))

/** `trilho worker`: the job runner alone. */
export const worker = serve(workerLayer).pipe(Effect.provide(layerStorage), Effect.provide(layerLogging))
