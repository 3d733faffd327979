import { NodeHttpServer } from "@effect/platform-node"
import { Accounts, Ledger } from "@trilho/domain"
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
import { layerPixTransfers } from "../../src/Layers.ts"
import { outboxEventsOnce } from "../outbox.ts"

/** The API as `npm start` serves it on a fresh database (pool of `poolSize`), the payments services in the context. */
export const layerServer = (poolSize = 4) =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerPixTransfers),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase({ poolSize }))
  )

/** A merchant with `withdrawableCentavos` credited by a PIX deposit confirmed 25 h ago, its flags, and a key of it. */
export const merchant = (
  id: string,
  withdrawableCentavos: number,
  options: {
    readonly permissions?: ReadonlyArray<string>
    readonly requestsPerMinute?: number
    readonly flags?: Accounts.MerchantFlags
  } = {}
) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    if (options.flags !== undefined) {
      yield* (yield* Accounts.Accounts).updateFlags(Ledger.AccountId.make(id), options.flags)
    }
    if (withdrawableCentavos > 0) yield* seedWithdrawable(id, withdrawableCentavos)
    const permissions = options.permissions ?? ["*"]
    return (yield* insertKey(
      id,
      permissions,
      options.requestsPerMinute === undefined ? {} : { requestsPerMinute: options.requestsPerMinute }
    )).secret
  })

export const send = (
  key: string | undefined,
  body: Record<string, unknown>,
  options: { readonly headers?: Record<string, string>; readonly prefix?: "transfer-pix" | "payouts" } = {}
) =>
  call("POST", `/v1/${options.prefix ?? "transfer-pix"}/create`, {
    ...(key === undefined ? {} : { key }),
    body,
    ...(options.headers === undefined ? {} : { headers: options.headers })
  })

export const balanceOf = (key: string) =>
  Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data.padrao)

/** The account's outbox events once `count` are there. */
export const eventsOf = (accountId: string, count: number) =>
  outboxEventsOnce(accountId, (events) => events.length >= count)

export { call }
