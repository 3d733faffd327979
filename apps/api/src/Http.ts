import { NodeHttpServer } from "@effect/platform-node"
import { Config, DateTime, Effect, Layer } from "effect"
import { HttpMiddleware, HttpRouter } from "effect/http"
import { type HttpApi, HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { AccountLive } from "./account/AccountHttp.ts"
import { TrilhoApi } from "./Api.ts"
import * as AuthenticationLive from "./auth/AuthenticationLive.ts"
import { MeLive } from "./auth/MeHttp.ts"
import * as RateLimit from "./auth/RateLimit.ts"
import * as RateLimitPruning from "./auth/RateLimitPruning.ts"
import * as AuthSettings from "./auth/Settings.ts"
import { ChargesLive } from "./charges/ChargesHttp.ts"
import * as DocsRoutes from "./docs/Routes.ts"
import * as PayPage from "./charges/PayPage.ts"
import * as CryptoPayPage from "./crypto/PayPage.ts"
import * as InvoicePage from "./billings/InvoicePage.ts"
import * as SlipPage from "./billings/SlipPage.ts"
import * as Boundary from "./http/Boundary.ts"
import { ok } from "./http/Envelope.ts"
import * as NodeServer from "./http/NodeServer.ts"
import { fromLayer } from "./http/Handlers.ts"
import { layerApiWide, layerEnvelope } from "./http/Middleware.ts"
import { RequestLogEnabled } from "./http/RequestLog.ts"
import * as OperatorAuth from "./operator/Auth.ts"
import * as OperatorServer from "./operator/Server.ts"
import { SandboxLive } from "./sandbox/SandboxHttp.ts"
import { WebhooksLive } from "./webhooks/WebhooksHttp.ts"
import { EventsLive } from "./events/EventsHttp.ts"
import { InternalTransfersLive } from "./transfers/InternalHttp.ts"
import { PayoutsLive, TransferPixLive } from "./transfers/PixHttp.ts"
import { BillingsLive, SandboxBillingsLive } from "./billings/BillingsHttp.ts"
import { SubscriptionsLive } from "./subscriptions/SubscriptionsHttp.ts"
import { PaymentCryptoLive } from "./crypto/PaymentCryptoHttp.ts"
import { TransferCryptoAutoLive, TransferCryptoLive } from "./crypto/TransferCryptoHttp.ts"
import { SandboxTransfersLive } from "./sandbox/SandboxTransfersHttp.ts"
import { RefundsLive } from "./refunds/RefundsHttp.ts"
import { SandboxRefundsLive } from "./sandbox/SandboxRefundsHttp.ts"
import * as PortalAuth from "./portal/PortalAuth.ts"
import {
  AccountPortalLive,
  SandboxMailsLive,
  SignInLive,
  SubaccountPortalLive,
  WalletLive
} from "./portal/PortalHttp.ts"
import * as PortalSettings from "./portal/Settings.ts"
import * as WalletPage from "./portal/WalletPage.ts"
import { layerApp, layerCryptoIds, layerPortal } from "./Layers.ts"
import { SubaccountsLive } from "./subaccounts/SubaccountsHttp.ts"
import { ScheduledTransfersLive } from "./scheduling/ScheduledHttp.ts"
import { ProductsLive } from "./products/ProductsHttp.ts"
import { MobileRechargeLive, SandboxRechargeLive } from "./recharge/RechargeHttp.ts"
import { PaymentLinksLive } from "./links/PaymentLinksHttp.ts"
import { CouponsLive } from "./coupons/CouponsHttp.ts"
import { CheckoutLive } from "./checkout/CheckoutHttp.ts"
import { SandboxCryptoLive } from "./sandbox/SandboxCryptoHttp.ts"
import * as LinkPage from "./checkout/LinkPage.ts"
import { MedsLive } from "./med/MedsHttp.ts"
import { SandboxMedsLive } from "./sandbox/SandboxMedsHttp.ts"
import { CustomersLive } from "./customers/CustomersHttp.ts"
import { CardLive } from "./card/CardHttp.ts"
import * as ProcessorPages from "./card/ProcessorPages.ts"
import { SandboxCardLive } from "./sandbox/SandboxCardHttp.ts"
import { BillingCardsLive } from "./billings/BillingCardsHttp.ts"
import { PixAutomaticLive } from "./pixauto/PixAutomaticHttp.ts"
import { SandboxPixAutomaticLive } from "./pixauto/SandboxPixAutomaticHttp.ts"
import { InvoicesLive, SandboxInvoicesLive } from "./invoices/InvoicesHttp.ts"
import { BureauDunningsLive, BureauReportsLive, SandboxBureauLive } from "./bureau/BureauHttp.ts"

const SystemLive = HttpApiBuilder.group(TrilhoApi, "system", (handlers) =>
  Effect.map(fromLayer<SqlClient.SqlClient>(), (provide) =>
    handlers.handle(
      "health",
      provide(() =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`select 1`.pipe(Effect.orDie)
          const now = yield* DateTime.now
          return yield* ok({ status: "ok" as const, database: "ok" as const, time: DateTime.formatIso(now) })
        })
      )
    )
  )
)

/** Handlers of every group of `TrilhoApi`. */
export const GroupsLive = Layer.mergeAll(
  SystemLive,
  MeLive,
  ChargesLive,
  AccountLive,
  SandboxLive,
  WebhooksLive,
  EventsLive,
  InternalTransfersLive,
  TransferPixLive,
  PayoutsLive,
  PaymentCryptoLive,
  BillingsLive,
  SubscriptionsLive,
  TransferCryptoLive,
  TransferCryptoAutoLive,
  ScheduledTransfersLive,
  SandboxTransfersLive,
  RefundsLive,
  SandboxRefundsLive,
  MedsLive,
  SandboxMedsLive,
  SubaccountsLive,
  SubaccountPortalLive,
  SignInLive,
  WalletLive,
  AccountPortalLive,
  SandboxMailsLive,
  CustomersLive,
  ProductsLive,
  PaymentLinksLive,
  CheckoutLive,
  SandboxCryptoLive,
  SandboxBillingsLive,
  CouponsLive,
  MobileRechargeLive,
  SandboxRechargeLive,
  CardLive,
  SandboxCardLive,
  BillingCardsLive,
  PixAutomaticLive,
  SandboxPixAutomaticLive,
  InvoicesLive,
  SandboxInvoicesLive,
  BureauDunningsLive,
  BureauReportsLive,
  SandboxBureauLive
)

/**
 * The middlewares the declaration of `api` names: `Authentication` (its permissions read from `api`'s endpoints),
 * `RateLimit` (run on every request at the router's edge, inside `layerEnvelope`: `layerApiWide`) and the
 * `InputBoundary` of every route.
 */
export const middlewaresFor = (api: HttpApi.Constraint) =>
  layerApiWide.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        AuthenticationLive.layer(api),
        RateLimit.layer,
        Boundary.layer,
        PortalAuth.layerPortalAuthentication.pipe(Layer.provide(layerPortal)),
        PortalAuth.layerMerchantAuthentication
      )
    ),
    Layer.provide(PortalSettings.layerFromConfig)
  )

/** Crypto on `node:crypto`, and ids drawn from it. */
export const layerServices = layerCryptoIds

/** Settings from the environment: `TRUSTED_PROXIES`, `RATE_LIMIT_*`, `OPERATOR_TOKEN`. */
export const layerSettingsFromConfig = Layer.merge(AuthSettings.layerFromConfig, OperatorAuth.layerTokenFromConfig)

/**
 * The API implementation with the given settings, as routes of the server's `HttpRouter`: every group's handlers and
 * the middlewares they name, the operator RPC at `/operator/rpc`, the pay, boleto slip and wallet pages, and the envelope
 * middleware around all of them. Needs the storage ports (`Accounts`, `ApiKeys`, `RateLimiter`) and `SqlClient`; serve
 * it with `HttpRouter.serve` (`serveWith`), beside `DocsLive`.
 */
export const makeApiLive = <E>(settings: Layer.Layer<AuthSettings.AuthSettings | OperatorAuth.OperatorToken, E>) =>
  Layer.mergeAll(
    HttpApiBuilder.layer(TrilhoApi),
    OperatorServer.layer,
    PayPage.layer,
    CryptoPayPage.layer,
    SlipPage.layer,
    InvoicePage.layer,
    LinkPage.layer,
    ProcessorPages.layer,
    WalletPage.layer,
    layerEnvelope,
    RateLimitPruning.layer
  ).pipe(
    Layer.provide(GroupsLive),
    Layer.provide(middlewaresFor(TrilhoApi)),
    Layer.provideMerge(layerApp),
    Layer.provide(settings)
  )

/** The API implementation, settings from the environment. */
export const ApiLive = makeApiLive(layerSettingsFromConfig)

/**
 * The routes beside the API: the documented OpenAPI document at `/v1/openapi.json` (server from `BASE_URL`) and the
 * reference page at `/v1/docs`, its assets served from the installed packages (`src/docs/Routes.ts`).
 */
export const DocsLive = DocsRoutes.layer

/**
 * Routes served without tracing spans by default: the polling and read routes a client calls in a loop, where a span
 * per request costs more than it tells.
 */
export const untracedPathsDefault = ["/v1/health", "/v1/payment-pix/status/", "/v1/payment-pix/get/"]

/** API settings, from the environment. */
export const ApiConfig = Config.all({
  host: Config.String("API_HOST").pipe(Config.withDefault("127.0.0.1")),
  port: Config.Int("API_PORT").pipe(Config.withDefault(4000)),
  /** `HTTP_REQUEST_LOG=false` turns off the one structured line (`request`) each request writes at INFO. */
  requestLog: Config.Boolean("HTTP_REQUEST_LOG").pipe(Config.withDefault(true)),
  /** `TRACING_DISABLED_PATHS`: path prefixes served without spans, separated by commas (`none` for none). */
  untracedPaths: Config.String("TRACING_DISABLED_PATHS").pipe(
    Config.map((text) =>
      text.trim() === "none"
        ? []
        : text
            .split(",")
            .map((p) => p.trim())
            .filter((p) => p !== "")
    ),
    Config.withDefault(untracedPathsDefault)
  )
})

export type ApiConfig = Config.Success<typeof ApiConfig>

/**
 * The API's router for an `HttpServer`: `api` (an `ApiLive`) with `DocsLive`, each request's line written by the
 * envelope middleware (the router's own logger is off) and the untraced paths as `config` says.
 */
export const appWith = <A, E, R>(api: Layer.Layer<A, E, R>, config: ApiConfig) =>
  HttpRouter.serve(Layer.merge(DocsLive, api), { disableLogger: true }).pipe(
    Layer.provide(Layer.succeed(RequestLogEnabled, config.requestLog)),
    Layer.provide(
      Layer.succeed(HttpMiddleware.TracerDisabledWhen, (request) =>
        config.untracedPaths.some((prefix) => request.url.startsWith(prefix))
      )
    )
  )

/**
 * The API's Node server (`NodeServer.make`): requests Node itself refuses (headers over 64 KiB, malformed HTTP) are
 * answered in the error envelope too.
 */
export const makeNodeServer = NodeServer.make

/** The HTTP server serving `api` (an `ApiLive`, with `DocsLive`) on the configured host and port. */
export const serveWith = <A, E, R>(api: Layer.Layer<A, E, R>) =>
  Layer.unwrap(
    Effect.map(ApiConfig, (config) =>
      appWith(api, config).pipe(
        Layer.provide(NodeHttpServer.layer(NodeServer.make, { port: config.port, host: config.host }))
      )
    )
  )

/** The HTTP server serving the API on the configured host and port, settings from the environment. */
export const layer = serveWith(ApiLive)
