import { HttpClient, HttpClientRequest } from "effect/http"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "effect/sql"
import { Accounts, Ledger, LedgerStore } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Clock, Effect, Layer } from "effect"
import * as OTPAuth from "otpauth"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { layerPayments, layerPortal } from "../../src/Layers.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey } from "../auth/server.ts"
import { serve } from "../serve.ts"

/**
 * The API as `npm start` serves it on a fresh database. Loopback is a trusted proxy, so each test names its client
 * address in `X-Forwarded-For` and the per-address sign-in throttle of one test does not reach another.
 */
export const layerServer = () =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(
        Layer.merge(
          AuthSettings.layer({
            ipRequestsPerWindow: 100_000,
            trustedProxies: ["127.0.0.1", "::1", "::ffff:127.0.0.1"]
          }),
          OperatorAuth.layerToken(undefined)
        )
      )
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerPayments),
    Layer.provideMerge(layerPortal),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase())
  )

export interface CallOptions {
  readonly key?: string
  readonly bearer?: string
  readonly body?: unknown
  readonly ip?: string
}

/** A raw request to the test server: status and JSON body. */
export const call = (method: "GET" | "POST", path: string, options: CallOptions = {}) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    let request = method === "GET" ? HttpClientRequest.get(path) : HttpClientRequest.post(path)
    if (options.key !== undefined) request = HttpClientRequest.setHeader(request, "x-api-key", options.key)
    if (options.bearer !== undefined) request = HttpClientRequest.bearerToken(request, options.bearer)
    if (options.ip !== undefined) request = HttpClientRequest.setHeader(request, "x-forwarded-for", options.ip)
    if (options.body !== undefined) request = yield* HttpClientRequest.bodyJson(request, options.body)
    const response = yield* http.execute(request)
    const text = yield* response.text
    return { status: response.status, body: (text === "" ? undefined : JSON.parse(text)) as any, text }
  })

/** A merchant (subaccounts enabled unless told otherwise) and an API key of it with `permissions`. */
export const merchant = (
  id: string,
  options: { readonly permissions?: ReadonlyArray<string>; readonly subaccounts?: boolean } = {}
) =>
  Effect.gen(function* () {
    yield* (yield* Accounts.Accounts).insert({
      id: Ledger.AccountId.make(id),
      name: `Loja ${id}`,
      email: `${id}@example.com`,
      flags: options.subaccounts === false ? {} : { subaccounts: true, subaccountPix: true },
      createdAt: new Date(yield* Clock.currentTimeMillis)
    })
    return (yield* insertKey(id, options.permissions ?? ["*"])).secret
  })

/** A subaccount row and its ledger account, written directly (the subaccount routes are another package's). */
export const subaccount = (accountId: string, id: string, name: string, externalReference: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(yield* Clock.currentTimeMillis)
    yield* sql`INSERT INTO subaccounts (account_id, id, external_reference, name, person_type, full_name, cpf,
        birth_date, postal_code, status, request_fingerprint, created_at, updated_at)
      VALUES (${accountId}, ${id}, ${externalReference}, ${name}, 'PF', ${name}, '52998224725', '1990-01-01',
        '01001000', 'ACTIVE', ${id}, ${now}::timestamptz, ${now}::timestamptz)`
    yield* (yield* LedgerStore.LedgerStore).insertAccount({
      id: Ledger.subLedgerAccount(id),
      accountId: Ledger.AccountId.make(accountId),
      kind: "SUBACCOUNT"
    })
  })

/** Credits `centavos` to a subaccount by a PIX deposit confirmed 25 h ago. */
export const creditSubaccount = (accountId: string, subaccountId: string, centavos: number, entryId: string) =>
  Effect.gen(function* () {
    const confirmedAt = new Date((yield* Clock.currentTimeMillis) - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        { id: Ledger.EntryId.make(entryId), accountId: Ledger.AccountId.make(accountId), createdAt: confirmedAt },
        {
          receiver: Ledger.subLedgerAccount(subaccountId),
          confirmedAt,
          amounts: {
            grossCentavos: centavos,
            feeCentavos: 0,
            netCentavos: centavos,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: centavos
          } as never
        }
      )
    )
  })

/** The current TOTP code of a base32 secret (SHA1, 6 digits, 30 s), as an authenticator app shows it. */
export const totpAt = (secret: string, nowMs: number, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: nowMs + offsetSteps * 30_000
  })

/** The TOTP code at the server's time (the `Clock` of the test, which the test server shares). */
export const totpNow = (secret: string, offsetSteps = 0) =>
  Effect.map(Clock.currentTimeMillis, (nowMs) => totpAt(secret, nowMs, offsetSteps))
