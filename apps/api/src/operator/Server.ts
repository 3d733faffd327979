import { HttpApiBuilder } from "@effect/platform"
import { RpcSerialization, RpcServer } from "@effect/rpc"
import { Effect, Layer } from "effect"
import { layerAuth } from "./Auth.ts"
import { layer as layerHandlers } from "./Handlers.ts"
import { OperatorRpcs, operatorRpcPath } from "./Rpcs.ts"

/**
 * Serves the operator RPC at `POST /operator/rpc` on the API's router (JSON: one request per HTTP call, or ndjson,
 * chosen by the client's serialization). Outside `/v1`: neither the merchant rate limit nor the API keys apply.
 */
export const layer = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const app = yield* RpcServer.toHttpApp(OperatorRpcs, { spanPrefix: "Operator" })
    yield* router.post(operatorRpcPath, app)
  })
).pipe(Layer.provide([layerHandlers, layerAuth, RpcSerialization.layerJson]))
