import { HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { NodeHttpServer } from "@effect/platform-node"
import { Accounts, type Auth, Ledger } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Clock, Effect, Layer, Redacted, Schema } from "effect"
import { TrilhoApi } from "../../src/Api.ts"
import { Authentication, permission } from "../../src/auth/Authentication.ts"
import { StrictBody } from "../../src/auth/BodyRules.ts"
import { InputBoundary } from "../../src/http/Boundary.ts"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, GroupsLive, layerServices, middlewaresFor } from "../../src/Http.ts"
import { layerApp } from "../../src/Layers.ts"
import { Envelope, ok } from "../../src/http/Envelope.ts"
import { layerEnvelope } from "../../src/http/Middleware.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { issueKey } from "../../src/operator/Keys.ts"
import * as OperatorServer from "../../src/operator/Server.ts"
import { serve } from "../serve.ts"

const Payer = Schema.Struct({ name: Schema.String, document: Schema.optional(Schema.String) })
const EchoBody = StrictBody({ amount: Schema.Number, description: Schema.String, payer: Schema.optional(Payer) })

/** A POST route that exists only in the tests: it answers with the body it decoded. */
export class EchoGroup extends HttpApiGroup.make("echo")
  .add(
    HttpApiEndpoint.post("create", "/echo/create", { payload: EchoBody, success: Envelope(EchoBody) }).pipe(
      permission("echo/create")
    )
  )
  .middleware(Authentication)
  .middleware(InputBoundary)
  .prefix("/v1") {}

/** The API with the test route. */
export class TestApi extends TrilhoApi.add(EchoGroup) {}

const EchoLive = HttpApiBuilder.group(TestApi, "echo", (handlers) =>
  handlers.handle("create", ({ payload }) => ok(payload))
)

/**
 * The test API's implementation with the given settings, as routes of the server's router (with the operator RPC and
 * the envelope middleware).
 */
export const makeTestApi = (
  options: { settings?: Partial<AuthSettings.AuthSettingsShape>; operatorToken?: string } = {}
) =>
  Layer.mergeAll(HttpApiBuilder.layer(TestApi), OperatorServer.layer, layerEnvelope).pipe(
    Layer.provide(GroupsLive),
    Layer.provide(EchoLive),
    Layer.provide(middlewaresFor(TestApi)),
    Layer.provideMerge(layerApp),
    Layer.provide(
      Layer.merge(
        AuthSettings.layer(options.settings),
        OperatorAuth.layerToken(options.operatorToken === undefined ? undefined : Redacted.make(options.operatorToken))
      )
    )
  )

/** The storage the API uses, on SQL. */
export const layerStorage = Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)

/**
 * A test server (raw `HttpClient` and derived clients reach it) on a fresh database, with the storage, crypto and ids
 * left in the context for the tests.
 */
export const layerServer = (
  options: { settings?: Partial<AuthSettings.AuthSettingsShape>; operatorToken?: string } = {}
) =>
  serve(Layer.merge(DocsLive, makeTestApi(options))).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(layerStorage),
    Layer.provideMerge(layerTestDatabase())
  )

/** Creates a merchant. */
export const insertMerchant = (id: string, email = `${id}@example.com`) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const merchant: Accounts.Merchant = {
      id: Ledger.AccountId.make(id),
      name: `Loja ${id}`,
      email,
      flags: {},
      createdAt: new Date(yield* Clock.currentTimeMillis)
    }
    yield* accounts.insert(merchant)
    return merchant
  })

/** Creates a key of `accountId` and returns its secret and record. */
export const insertKey = (
  accountId: string,
  permissions: ReadonlyArray<Auth.Permission>,
  options: { readonly ipAllowlist?: ReadonlyArray<string>; readonly requestsPerMinute?: number } = {}
) => issueKey({ accountId: Ledger.AccountId.make(accountId), name: "test", permissions, ...options })
