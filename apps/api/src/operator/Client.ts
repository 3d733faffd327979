import { Context, Effect, Layer, Redacted } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { RpcClient, RpcSerialization, type RpcClientError, type RpcGroup } from "effect/rpc"
import { OperatorRpcs, operatorRpcPath } from "./Rpcs.ts"

/** The client Effect 4 derives: one method per procedure, named by its whole tag (`"merchants.create"`). */
type FlatClient = RpcClient.RpcClient<RpcGroup.Rpcs<typeof OperatorRpcs>, RpcClientError.RpcClientError>

type Prefix<Tag> = Tag extends `${infer P}.${string}` ? P : never

/** The methods of `Client` grouped by the prefix of their tag: `merchants.create` is `client.merchants.create`. */
export type Nested<Client> = {
  readonly [P in Prefix<keyof Client>]: {
    readonly [Tag in keyof Client as Tag extends `${P}.${infer Method}` ? Method : never]: Client[Tag]
  }
}

/**
 * The procedures grouped by their tag's prefix, as the operator client has always been called (Effect 3's RPC client
 * nested them itself; Effect 4's names each method by its whole tag).
 */
const nest = (client: FlatClient): Nested<FlatClient> => {
  const nested: Record<string, Record<string, unknown>> = {}
  for (const [tag, method] of Object.entries(client)) {
    const dot = tag.indexOf(".")
    ;(nested[tag.slice(0, dot)] ??= {})[tag.slice(dot + 1)] = method
  }
  return nested as unknown as Nested<FlatClient>
}

/** The typed operator client: `client.merchants.create({ email, name })`, `client.keys.create({ … })` … */
export class OperatorClient extends Context.Service<OperatorClient, Nested<FlatClient>>()(
  "@trilho/api/OperatorClient"
) {}

export interface OperatorClientOptions {
  /** The API's root address, e.g. `http://127.0.0.1:4000`. */
  readonly apiUrl: string
  readonly token: Redacted.Redacted<string> | string
}

/** A client of the operator RPC of the API at `apiUrl`, sending the operator token; needs an `HttpClient`. */
export const layer = (options: OperatorClientOptions): Layer.Layer<OperatorClient, never, HttpClient.HttpClient> => {
  const token = typeof options.token === "string" ? options.token : Redacted.value(options.token)
  return Layer.effect(OperatorClient, Effect.map(RpcClient.make(OperatorRpcs), nest)).pipe(
    Layer.provide(
      RpcClient.layerProtocolHttp({
        url: new URL(operatorRpcPath, options.apiUrl).toString(),
        transformClient: HttpClient.mapRequest(HttpClientRequest.bearerToken(token))
      })
    ),
    Layer.provide(RpcSerialization.layerJson)
  )
}
