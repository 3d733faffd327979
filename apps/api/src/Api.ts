import { Schema } from "effect"
import { HttpApi, HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { AccountGroup } from "./account/AccountApi.ts"
import { strictParseOptions } from "./auth/BodyRules.ts"
import { InputBoundary } from "./http/Boundary.ts"
import { MeGroup } from "./auth/Me.ts"
import { ChargesGroup } from "./charges/ChargesApi.ts"
import { RateLimit } from "./auth/RateLimit.ts"
import { Envelope } from "./http/Envelope.ts"
import { ServiceUnavailable } from "./http/Errors.ts"
import { SandboxGroup } from "./sandbox/SandboxApi.ts"
import { WebhooksGroup } from "./webhooks/WebhooksApi.ts"
import { EventsGroup } from "./events/EventsApi.ts"
import { InternalTransfersGroup } from "./transfers/InternalApi.ts"
import { PayoutsGroup, TransferPixGroup } from "./transfers/PixApi.ts"
import { BillingsGroup, SandboxBillingsGroup } from "./billings/BillingsApi.ts"
import { SubscriptionsGroup } from "./subscriptions/SubscriptionsApi.ts"
import { PaymentCryptoGroup } from "./crypto/PaymentCryptoApi.ts"
import { TransferCryptoAutoGroup, TransferCryptoGroup } from "./crypto/TransferCryptoApi.ts"
import { SandboxTransfersGroup } from "./sandbox/SandboxTransfersApi.ts"
import { RefundsGroup } from "./refunds/RefundsApi.ts"
import { SandboxRefundsGroup } from "./sandbox/SandboxRefundsApi.ts"
import {
  AccountPortalGroup,
  SandboxMailsGroup,
  SignInGroup,
  SubaccountPortalGroup,
  WalletGroup
} from "./portal/PortalApi.ts"
import { SubaccountsGroup } from "./subaccounts/SubaccountsApi.ts"
import { ScheduledTransfersGroup } from "./scheduling/ScheduledApi.ts"
import { ProductsGroup } from "./products/ProductsApi.ts"
import { MobileRechargeGroup, SandboxRechargeGroup } from "./recharge/RechargeApi.ts"
import { PaymentLinksGroup } from "./links/PaymentLinksApi.ts"
import { CouponsGroup } from "./coupons/CouponsApi.ts"
import { CheckoutGroup } from "./checkout/CheckoutApi.ts"
import { SandboxCryptoGroup } from "./sandbox/SandboxCryptoApi.ts"
import { MedsGroup } from "./med/MedsApi.ts"
import { SandboxMedsGroup } from "./sandbox/SandboxMedsApi.ts"
import { CustomersGroup } from "./customers/CustomersApi.ts"
import { CardGroup } from "./card/CardApi.ts"
import { SandboxCardGroup } from "./sandbox/SandboxCardApi.ts"
import { BillingCardsGroup } from "./billings/BillingCardsApi.ts"
import { PixAutomaticGroup, SandboxPixAutomaticGroup } from "./pixauto/PixAutomaticApi.ts"
import { InvoicesGroup, SandboxInvoicesGroup } from "./invoices/InvoicesApi.ts"
import { BureauDunningsGroup, BureauReportsGroup, SandboxBureauGroup } from "./bureau/BureauApi.ts"

export const Health = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literal("ok"),
  time: Schema.String
})

/** Liveness and readiness of the API process and its database. */
export class SystemGroup extends HttpApiGroup.make("system").add(
  HttpApiEndpoint.get("health", "/health", { success: Envelope(Health), error: ServiceUnavailable })
) {}

/**
 * The merchant API, declared once: routes, OpenAPI document and typed client come from here. Every group but
 * `system` sits behind `Authentication` (`.middleware(Authentication)` on the group, `permission(…)` on each
 * endpoint). The API-wide middlewares run before authentication: `RateLimit` first (added last; `layerEnvelope` runs
 * it at the router's edge, before any route is matched), then the `InputBoundary` every route shares. Every request body is decoded with `strictParseOptions`: unknown
 * fields are refused and every problem is reported.
 */
export class TrilhoApi extends HttpApi.make("trilho")
  .add(SystemGroup)
  .add(MeGroup)
  .add(ChargesGroup)
  .add(AccountGroup)
  .add(SandboxGroup)
  .add(WebhooksGroup)
  .add(EventsGroup)
  .add(InternalTransfersGroup)
  .add(TransferPixGroup)
  .add(PayoutsGroup)
  .add(PaymentCryptoGroup)
  .add(BillingsGroup)
  .add(SubscriptionsGroup)
  .add(TransferCryptoGroup)
  .add(TransferCryptoAutoGroup)
  .add(ScheduledTransfersGroup)
  .add(SandboxTransfersGroup)
  .add(RefundsGroup)
  .add(SandboxRefundsGroup)
  .add(MedsGroup)
  .add(SandboxMedsGroup)
  .add(SubaccountPortalGroup)
  .add(SignInGroup)
  .add(WalletGroup)
  .add(AccountPortalGroup)
  .add(SandboxMailsGroup)
  .add(SubaccountsGroup)
  .add(CustomersGroup)
  .add(ProductsGroup)
  .add(PaymentLinksGroup)
  .add(CheckoutGroup)
  .add(SandboxCryptoGroup)
  .add(SandboxBillingsGroup)
  .add(CouponsGroup)
  .add(MobileRechargeGroup)
  .add(SandboxRechargeGroup)
  .add(CardGroup)
  .add(SandboxCardGroup)
  .add(BillingCardsGroup)
  .add(PixAutomaticGroup)
  .add(SandboxPixAutomaticGroup)
  .add(InvoicesGroup)
  .add(SandboxInvoicesGroup)
  .add(BureauDunningsGroup)
  .add(BureauReportsGroup)
  .add(SandboxBureauGroup)
  .middleware(InputBoundary)
  .middleware(RateLimit)
  .prefix("/v1")
  .annotate(OpenApi.Title, "Trilho merchant payments API")
  .annotate(OpenApi.Version, "1.0.0")
  .annotate(HttpApi.PayloadParseOptions, strictParseOptions) {}
