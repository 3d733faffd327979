import { HttpClient, HttpClientRequest } from "@effect/platform"
import { RpcClient, RpcSerialization, type RpcClientError, type RpcGroup } from "@effect/rpc"
import { Context, Layer, Redacted } from "effect"
import { OperatorRpcs, operatorRpcPath } from "./Rpcs.ts"

/** The typed operator client: `client.merchants.create({ email, name })`, `client.keys.create({ … })` … */
export class OperatorClient extends Context.Tag("@trilho/api/OperatorClient")<
  OperatorClient,
  RpcClient.RpcClient<RpcGroup.Rpcs<typeof OperatorRpcs>, RpcClientError.RpcClientError>
>() {}

export interface OperatorClientOptions {
  /** The API's root address, e.g. `http://127.0.0.1:4000`. */
  readonly apiUrl: string
  readonly token: Redacted.Redacted<string> | string
}

/** A client of the operator RPC of the API at `apiUrl`, sending the operator token; needs an `HttpClient`. */
export const layer = (options: OperatorClientOptions): Layer.Layer<OperatorClient, never, HttpClient.HttpClient> => {
  const token = typeof options.token === "string" ? options.token : Redacted.value(options.token)
  return Layer.scoped(OperatorClient, RpcClient.make(OperatorRpcs)).pipe(
    Layer.provide(
      RpcClient.layerProtocolHttp({
        url: new URL(operatorRpcPath, options.apiUrl).toString(),
        transformClient: HttpClient.mapRequest(HttpClientRequest.bearerToken(token))
      })
    ),
    Layer.provide(RpcSerialization.layerJson)
  )
}
