import { HttpClient, HttpClientRequest } from "effect/http"
import { NodeHttpServer } from "@effect/platform-node"
import { Accounts, HostResolver, Ledger } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { seedWithdrawable } from "../seed.ts"
import { serve } from "../serve.ts"
import { layerPixTransfers, layerScheduledTransfers, layerSubaccounts } from "../../src/Layers.ts"

/**
 * The API as `npm start` serves it on a fresh database (`backend` as `layerTestDatabase` picks it, pool of
 * `poolSize`), with the subaccount, PIX transfer and scheduled transfer services left in the context for the tests.
 */
export const layerServer = (
  options: {
    readonly backend?: "pglite" | "postgres"
    readonly poolSize?: number
    /** Webhook hosts resolved from this table instead of DNS (other hosts do not resolve). */
    readonly hosts?: Readonly<Record<string, ReadonlyArray<string>>>
  } = {}
) =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(Layer.mergeAll(layerSubaccounts, layerPixTransfers, layerScheduledTransfers)),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(options.hosts === undefined ? Layer.empty : HostResolver.layerStatic(options.hosts)),
    Layer.provideMerge(
      layerTestDatabase({
        poolSize: options.poolSize ?? 4,
        ...(options.backend === undefined ? {} : { backend: options.backend })
      })
    )
  )

/** Both subaccount flags on. */
export const subaccountFlags = { subaccounts: true, subaccountPix: true }

/** A merchant with `flags`, `withdrawableCentavos` credited 25 h ago, and a key with `permissions`. */
export const merchant = (
  id: string,
  options: {
    readonly withdrawableCentavos?: number
    readonly permissions?: ReadonlyArray<string>
    readonly flags?: Accounts.MerchantFlags
  } = {}
) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    const flags = options.flags ?? subaccountFlags
    yield* (yield* Accounts.Accounts).updateFlags(Ledger.AccountId.make(id), flags)
    if ((options.withdrawableCentavos ?? 0) > 0) yield* seedWithdrawable(id, options.withdrawableCentavos!)
    return (yield* insertKey(id, options.permissions ?? ["*"], { requestsPerMinute: 100_000 })).secret
  })

/** A valid PF create body with `externalReference` `ref`. */
export const pfBody = (ref: string, over: Record<string, unknown> = {}) => ({
  personType: "PF",
  fullName: "Maria Souza",
  cpf: "529.982.247-25",
  birthDate: "1990-04-01",
  postalCode: "01310-100",
  externalReference: ref,
  ...over
})

export const post = (key: string, path: string, body: unknown, headers?: Record<string, string>) =>
  call("POST", `/v1/subaccount/${path}`, { key, body, ...(headers === undefined ? {} : { headers }) })

export const get = (key: string, path: string) => call("GET", `/v1/subaccount/${path}`, { key })

/** Creates a PF subaccount and returns its id. */
export const createSub = (key: string, ref: string) =>
  Effect.map(post(key, "create", pfBody(ref)), (r) => {
    if (r.status !== 200) throw new Error(`create ${ref}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body.data.id as string
  })

/** The subaccount's balance fields. */
export const subBalance = (key: string, id: string) => Effect.map(get(key, `balance?id=${id}`), (r) => r.body.data)

/** A multipart create: text `fields` and, when given, the file field `document`. */
export const postMultipart = (
  key: string,
  fields: Record<string, string>,
  file?: { readonly name: string; readonly type: string; readonly bytes: Uint8Array }
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    if (file !== undefined) form.append("document", new Blob([file.bytes], { type: file.type }), file.name)
    const response = yield* http.execute(
      HttpClientRequest.post("/v1/subaccount/create").pipe(
        HttpClientRequest.setHeader("x-api-key", key),
        HttpClientRequest.bodyFormData(form)
      )
    )
    return { status: response.status, body: (yield* response.json) as any }
  })

export { call }
