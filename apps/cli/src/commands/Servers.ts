/**
 * What `trilho dev`, `api`, `gateway` and `worker` run: the servers, loaded only when one of them runs (`Run.ts`), so
 * that `trilho --help` and the operator commands do not load them.
 */
import { AuthSettings, Http, Main as ApiMain, PayRealtime } from "@trilho/api"
import { OperatorAuth } from "@trilho/api/operator"
import { Gateway, GatewayLayers, Main as GatewayMain } from "@trilho/gateway"
import { Layers as WorkerLayers, Main as WorkerMain } from "@trilho/worker"
import { Logging } from "@trilho/node"
import { Client, layerStorageFromConfig } from "@trilho/postgres"
import { Realtime } from "@trilho/domain"
import { Config, Console, Effect, Layer, Option, Redacted } from "effect"
import * as Progress from "../Progress.ts"
import { ensureSandboxKey, ensureSandboxMerchant, sandboxAccountId, type SandboxKey } from "../Seed.ts"

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

/** Which database `trilho dev` opens, in words, as `layerStorageFromConfig` chooses it. */
const databaseInWords = Effect.gen(function* () {
  const url = yield* Config.option(Config.String("DATABASE_URL"))
  if (Option.isSome(url) && url.value.trim() !== "") return "PostgreSQL at DATABASE_URL"
  const dataDir = yield* Config.String("TRILHO_DATA_DIR").pipe(Config.withDefault(Client.dataDirDefault))
  return dataDir === "memory" ? "the embedded database in memory" : `the embedded database in ${dataDir}`
})

/** The servers of `trilho dev` over an open database: seeds the sandbox, starts them, prints how to reach them. */
const devServers = Effect.gen(function* () {
  const { merchant, sandboxKey } = yield* Progress.step(
    "seeding the sandbox merchant and its API key",
    ({ merchant }) => `sandbox merchant ${merchant.id} ready`,
    Effect.gen(function* () {
      const merchant = yield* ensureSandboxMerchant
      return { merchant, sandboxKey: yield* ensureSandboxKey(merchant) }
    })
  )
  const configuredToken = yield* OperatorAuth.OperatorTokenConfig
  const operatorToken = Option.isSome(configuredToken) ? configuredToken.value : yield* OperatorAuth.generateToken
  const api = yield* Http.ApiConfig
  const gateway = yield* Gateway.GatewayConfig
  const apiUrl = `http://${api.host}:${api.port}`
  // One watch secret for the API (which mints pay pages' tokens) and the gateway (which verifies them): random for
  // this run unless REALTIME_WATCH_SECRET is set. Pay pages follow their charge on this gateway.
  const watchSecret = yield* Realtime.WatchTokens.secretFromConfig("trilho dev")
  const realtime = Layer.merge(
    Realtime.WatchTokens.layerSecret(watchSecret.key),
    PayRealtime.layer({ wsUrl: Gateway.urlOf(gateway), watchSecret: watchSecret.key })
  )
  yield* Progress.step(
    "starting the API, the gateway and the worker",
    () => `listening: API ${apiUrl}, gateway ${Gateway.urlOf(gateway)}; worker running`,
    Layer.build(
      Layer.mergeAll(
        Http.serveWith(
          Http.makeApiLive(Layer.merge(AuthSettings.layerFromConfig, OperatorAuth.layerToken(operatorToken)))
        ),
        GatewayLayers.layer,
        WorkerLayers.layer
      ).pipe(Layer.provide(realtime))
    )
  )
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
}).pipe(Effect.provide(Http.layerServices))

/**
 * `trilho dev`: API, gateway and worker in one process, on the embedded database by default; tells its start steps on
 * stderr, prints how to reach them and runs until interrupted.
 */
export const dev = Effect.gen(function* () {
  const database = yield* databaseInWords
  const storage = yield* Progress.step(
    `opening ${database} and applying its migrations`,
    () => "database ready",
    Layer.build(layerStorageFromConfig)
  )
  return yield* devServers.pipe(Effect.provide(Layer.succeedContext(storage)))
}).pipe(Effect.scoped, Effect.provide(Logging.layerLogging))

/** `trilho api`: the HTTP API alone (the operator RPC only with OPERATOR_TOKEN set). */
export const api = ApiMain.main

/** `trilho gateway`: the realtime gateway alone. */
export const gateway = GatewayMain.main

/** `trilho worker`: the job runner alone. */
export const worker = WorkerMain.main
