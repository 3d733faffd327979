import { NodeHttpServer } from "@effect/platform-node"
import { Accounts, Ledger, PixAutomatic } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import { layerCustomers, layerPixAutomatic } from "../../src/Layers.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { serve } from "../serve.ts"

/** The API on a fresh database, with the PIX Automático and customers services in the context. */
export const layerServer = (options: { readonly backend?: "pglite" | "postgres"; readonly poolSize?: number } = {}) =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(Layer.merge(layerPixAutomatic, layerCustomers)),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(
      layerTestDatabase({
        poolSize: options.poolSize ?? 4,
        ...(options.backend === undefined ? {} : { backend: options.backend })
      })
    )
  )

export type Answer = { readonly status: number; readonly headers: Record<string, string>; readonly body: any }

/** A raw request through the server: method, path, key, JSON body and headers. */
export const send = (
  method: "GET" | "POST" | "DELETE",
  path: string,
  options: { readonly key?: string; readonly body?: unknown; readonly headers?: Record<string, string> } = {}
) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = HttpClientRequest.make(method)(path)
    if (options.key !== undefined) request = HttpClientRequest.setHeader(request, "x-api-key", options.key)
    if (options.headers !== undefined) request = HttpClientRequest.setHeaders(request, options.headers)
    if (options.body !== undefined) {
      request = HttpClientRequest.bodyText(request, JSON.stringify(options.body), "application/json")
    }
    const response = yield* http.execute(request)
    return { status: response.status, headers: response.headers, body: yield* response.json } as Answer
  })

/** A merchant with `flags` and a key with `permissions`, and a customer (the payer); its key and the customer id. */
export const merchantWithPayer = (
  id: string,
  options: { readonly permissions?: ReadonlyArray<string>; readonly flags?: Accounts.MerchantFlags } = {}
) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    if (options.flags !== undefined) {
      yield* (yield* Accounts.Accounts).updateFlags(Ledger.AccountId.make(id), options.flags)
    }
    const admin = (yield* insertKey(id, ["*"], { requestsPerMinute: 100_000 })).secret
    const customer = yield* send("POST", "/v1/customers/create", {
      key: admin,
      body: { name: "Ana Souza", email: `ana.${id}@example.com`, document: "529.982.247-25" }
    })
    const key =
      options.permissions === undefined
        ? admin
        : (yield* insertKey(id, options.permissions, { requestsPerMinute: 100_000 })).secret
    return { key, admin, customerId: customer.body.data?.id as string }
  })

/** Today's São Paulo date, and the date `days` after it. */
export const today = () => PixAutomatic.saoPauloDate(new Date())
export const inDays = (days: number) => PixAutomatic.addDays(today(), days)

/** An authorization body for `customerId`: monthly from today, at most 200.00 an instalment, first 99.90. */
export const authorizationBody = (customerId: string, over: Record<string, unknown> = {}) => ({
  customerId,
  contractId: "CONTRATO-42",
  description: "Academia",
  frequency: "MONTHLY",
  startDate: today(),
  maxAmount: 200,
  firstPayment: { amount: 99.9 },
  ...over
})
