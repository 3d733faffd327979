import { Layer } from "effect"
import { RpcSerialization, RpcServer } from "effect/rpc"
import { layerAuth } from "./Auth.ts"
import { layer as layerHandlers } from "./Handlers.ts"
import { OperatorRpcs, operatorRpcPath } from "./Rpcs.ts"

/**
 * Serves the operator RPC at `POST /operator/rpc` on the API's router (JSON: one request per HTTP call, or ndjson,
 * chosen by the client's serialization). Outside `/v1`: neither the merchant rate limit nor the API keys apply.
 */
export const layer = RpcServer.layerHttp({
  group: OperatorRpcs,
  path: operatorRpcPath,
  protocol: "http",
  spanPrefix: "Operator"
}).pipe(Layer.provide([layerHandlers, layerAuth, RpcSerialization.layerJson]))
