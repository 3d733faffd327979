/**
 * The API's composition root: every domain service its handlers, pages and operator procedures use, built from the
 * adapters (`@trilho/postgres` storage, `@trilho/sandbox` networks, `@trilho/node` crypto, hashing, TOTP, DNS).
 * Handler files take their services from here through `AppServices`; nothing else in the app builds a layer of a
 * domain service but its two parts, `LayersPayments.ts` (the payments services) and `LayersBilling.ts` (billings,
 * subscriptions, card tokens, PIX Automático), whose layers it re-exports. Every layer is built once per process, however many layers name it.
 */
import { NodeServices } from "@effect/platform-node"
import {
  Card,
  Checkout,
  Coupons,
  CryptoAssets,
  CryptoDeposits,
  CryptoNetwork,
  CryptoWithdrawals,
  Customers,
  HostResolver,
  Med,
  PaymentLinks,
  Portal,
  Products,
  Recharge,
  Refunds,
  Scheduling,
  Subaccounts,
  Transfers,
  Webhooks
} from "@trilho/domain"
import {
  NodeAddressValidator,
  NodeCrypto,
  NodeHostResolver,
  NodeHtmlSanitizer,
  NodePasswordHasher,
  NodeTotp
} from "@trilho/node"
import {
  CardTransactionStoreSql,
  ChargeLocatorSql,
  CheckoutFollowerSql,
  CouponStoreSql,
  CryptoDepositStoreSql,
  CryptoWithdrawalStoreSql,
  CustomerStoreSql,
  InternalTransferStoreSql,
  InternalTransferWriterSql,
  InvoiceFollowerSql,
  MedStoreSql,
  MerchantUsersSql,
  PaymentLinkStoreSql,
  PixTransferStoreSql,
  PortalStoreSql,
  PortalSubaccountsSql,
  ProductStoreSql,
  RechargeStoreSql,
  RefundStoreSql,
  SandboxMailerSql,
  ScheduleStoreSql,
  SessionStoreSql,
  SubaccountStoreSql,
  WebhookDeliveriesSql,
  WebhookEndpointsSql
} from "@trilho/postgres"
import { Effect, Layer, Option } from "effect"
import * as Idempotency from "./http/Idempotency.ts"
import * as PortalSettings from "./portal/Settings.ts"
import {
  layerBillings,
  layerCardBillings,
  layerCardSubscriptions,
  layerCardTokens,
  layerPixAutomatic,
  layerSubscriptions
} from "./LayersBilling.ts"
import { layerBureau } from "./LayersBureau.ts"
import { layerCardProcessor, layerChargesConfig, layerCryptoIds, layerPayments } from "./LayersPayments.ts"
import { SandboxMode } from "./sandbox/Mode.ts"

export {
  layerBillings,
  layerBureau,
  layerCardBillings,
  layerCardSubscriptions,
  layerCardProcessor,
  layerCardTokens,
  layerChargesConfig,
  layerCryptoIds,
  layerPayments,
  layerPixAutomatic,
  layerSubscriptions
}

/** The PIX transfer use cases over SQL, beside the payments services. */
export const layerPixTransfers = Transfers.PixTransfers.Default.pipe(
  Layer.provideMerge(Layer.merge(PixTransferStoreSql.layer, ChargeLocatorSql.layer)),
  Layer.provideMerge(layerPayments)
)

/**
 * The address validator on the sandbox mode's Bitcoin chain: testnet in the sandbox (its in-memory chain holds no
 * keys, so an address it takes must never be able to receive real coins), mainnet in live mode.
 */
export const layerAddressValidator = Layer.unwrap(
  Effect.map(SandboxMode, (mode) => NodeAddressValidator.layer({ bitcoin: mode.enabled ? "testnet" : "mainnet" }))
)

/**
 * The in-memory chain (Bitcoin testnet) of the process: one instance, so the deposits' addresses and the
 * withdrawals' broadcasts share its blocks and the sandbox controls drive both. Its transactions are numbered from a
 * random start, so its hashes repeat neither the worker's (whose scheduled runs broadcast on a chain of their own) nor
 * those of this process before a restart; addresses are derived from the deposit id, the same in every process.
 */
export const layerCryptoChain = CryptoNetwork.layerRandomStart({ bitcoin: "testnet" }).pipe(
  Layer.provide(NodeCrypto.layer)
)

/**
 * The crypto withdrawal use cases over SQL (withdrawals and quotes, the MED disputes the gate reads), the node address
 * validator, the sandbox's fixed prices and the in-memory chain (Bitcoin testnet), beside the payments services.
 */
export const layerCryptoWithdrawals = CryptoWithdrawals.CryptoWithdrawals.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      CryptoWithdrawalStoreSql.layer,
      MedStoreSql.layer,
      CryptoAssets.layerStatic(),
      layerCryptoChain,
      layerAddressValidator
    )
  ),
  Layer.provideMerge(layerPayments)
)

/**
 * The crypto deposit use cases over SQL (deposits, with the outbox, unbatched ledger and transactor of the payments
 * services, so a deposit's move, credit and events commit in one transaction), the sandbox's fixed prices and the
 * same in-memory chain as the withdrawals. The checkout of payment links follows its deposits
 * (`CheckoutFollowerSql.layerCryptoDeposit`).
 */
export const layerCryptoDeposits = CryptoDeposits.CryptoDeposits.Default.pipe(
  Layer.provide(CheckoutFollowerSql.layerCryptoDeposit),
  Layer.provideMerge(Layer.mergeAll(CryptoDepositStoreSql.layer, CryptoAssets.layerStatic(), layerCryptoChain)),
  Layer.provideMerge(layerPayments)
)

/** The refund use case over SQL, beside the payments services; a completed refund cancels its deposit's invoice. */
export const layerRefunds = Refunds.Refunds.Default.pipe(
  Layer.provide(InvoiceFollowerSql.layer),
  Layer.provideMerge(RefundStoreSql.layer),
  Layer.provideMerge(layerPayments)
)

/** The internal transfer use case over SQL; each transfer is written by one statement (`InternalTransferWriterSql`). */
export const layerInternalTransfers = Transfers.InternalTransfers.Default.pipe(
  Layer.provideMerge(Layer.merge(InternalTransferStoreSql.layer, InternalTransferWriterSql.layer)),
  Layer.provideMerge(layerPayments)
)

/**
 * The scheduled transfer use cases over SQL; each run pays through the PIX, internal transfer and crypto withdrawal
 * services.
 */
export const layerScheduledTransfers = Scheduling.ScheduledTransfers.Default.pipe(
  Layer.provideMerge(ScheduleStoreSql.layer),
  Layer.provideMerge(Layer.mergeAll(layerPixTransfers, layerInternalTransfers, layerCryptoWithdrawals))
)

/**
 * The mobile recharge use cases over SQL, with the sandbox operator (`RechargeNetwork`) and the ledger, merchants,
 * ids and transactor of the payments services, so a recharge's record and its debit commit in one transaction.
 */
export const layerRecharges = Recharge.Recharges.Default.pipe(
  Layer.provideMerge(Layer.merge(RechargeStoreSql.layer, Recharge.layerSandbox)),
  Layer.provideMerge(layerPayments)
)

/**
 * The MED dispute use cases over SQL: disputes, with the charges, merchants, outbox and unbatched ledger of the
 * payments services, so a dispute's record, events and blocks commit in one transaction.
 */
export const layerMeds = Med.Meds.Default.pipe(Layer.provideMerge(MedStoreSql.layer), Layer.provideMerge(layerPayments))

/** The store's customers over SQL, with the ids and sandbox clock of the payments services. */
export const layerCustomers = Customers.Customers.Default.pipe(
  Layer.provideMerge(CustomerStoreSql.layer),
  Layer.provideMerge(layerPayments)
)

/** The product use cases over SQL; `richContent` is sanitized with `sanitize-html` (`NodeHtmlSanitizer`). */
export const layerProducts = Products.Products.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(ProductStoreSql.layer, NodeHtmlSanitizer.layer)),
  Layer.provideMerge(layerCryptoIds)
)

/**
 * The payment link use cases over SQL: links, the products they sell and the merchants whose capabilities they
 * check (those of the payments services, and their accounts at the card processor for `CARD`); `payPageUrl` from the
 * same `PAY_URL` as the charges' pages.
 */
export const layerPaymentLinks = PaymentLinks.PaymentLinks.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      PaymentLinkStoreSql.layer,
      ProductStoreSql.layer,
      PaymentLinks.Config.layerFromConfig,
      layerCardProcessor
    )
  ),
  Layer.provideMerge(layerPayments)
)

/** The payment links coupons may name: the account's live links, read from the links' store. */
export const layerPaymentLinkDirectory = PaymentLinks.layerCouponDirectory.pipe(
  Layer.provide(PaymentLinkStoreSql.layer)
)

/** The coupon use cases over SQL; the products a coupon names are looked up in the product store. */
export const layerCoupons = Coupons.Coupons.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(CouponStoreSql.layer, ProductStoreSql.layer, layerPaymentLinkDirectory)),
  Layer.provideMerge(layerCryptoIds)
)

/**
 * Card checkout over SQL (card transactions, with the merchants, outbox, unbatched ledger and transactor of the
 * payments services) and the sandbox card processor (`layerCardProcessor`). The checkout of payment links follows
 * its card transactions (`CheckoutFollowerSql.layerCard`).
 */
export const layerCard = Card.CardCharges.Default.pipe(
  Layer.provide(CheckoutFollowerSql.layerCard),
  Layer.provideMerge(Layer.mergeAll(CardTransactionStoreSql.layer, layerCardProcessor)),
  Layer.provideMerge(layerPayments)
)

/**
 * The checkout of payment links over SQL: sessions, with the links, products, coupons and customers services and the
 * PIX, card and crypto rails over the payments, card and crypto deposit services, so a session's reservations and its
 * payment's settlement share one database.
 */
export const layerCheckout = Checkout.Checkout.Default.pipe(
  Layer.provideMerge(Layer.mergeAll(SessionStoreSql.layer, Checkout.Rails.layer)),
  Layer.provideMerge(
    Layer.mergeAll(layerPaymentLinks, layerProducts, layerCoupons, layerCustomers, layerCard, layerCryptoDeposits)
  ),
  Layer.provideMerge(layerPayments)
)

/** The portal's ports over SQL and the node adapters (argon2id, TOTP); the sandbox mailer stores mails in the database. */
export const layerPortal = Layer.mergeAll(
  PortalStoreSql.layer,
  PortalSubaccountsSql.layer,
  MerchantUsersSql.layer,
  SandboxMailerSql.layer,
  NodePasswordHasher.layer,
  NodeTotp.layer
)

/** The subaccount use cases over SQL, with the portal's side of subaccounts. */
export const layerSubaccounts = Subaccounts.Subaccounts.Default.pipe(
  Layer.provide(Portal.layerSubaccountPortal.pipe(Layer.provide(layerPortal))),
  Layer.provideMerge(SubaccountStoreSql.layer),
  Layer.provideMerge(layerPayments)
)

/**
 * The resolver webhook URLs are checked with: one already in the context (tests give a fixed table), else the
 * operating system's (`dns.promises.lookup`).
 */
export const layerResolver = Layer.effect(
  HostResolver.HostResolver,
  Effect.map(
    Effect.serviceOption(HostResolver.HostResolver),
    Option.getOrElse(() => NodeHostResolver.make)
  )
)

/**
 * The URL policy: one already in the context, else from the sandbox mode (`TRILHO_MODE`, default sandbox, and
 * `SANDBOX`), so the loopback allowance goes with the sandbox controls.
 */
export const layerUrlPolicy = Layer.effect(
  Webhooks.WebhookUrlPolicy,
  Effect.flatMap(Effect.serviceOption(Webhooks.WebhookUrlPolicy), (given) =>
    Option.match(given, {
      onSome: Effect.succeed,
      onNone: () =>
        Effect.map(SandboxMode, (mode) => ({ mode: mode.enabled ? ("sandbox" as const) : ("live" as const) }))
    })
  )
)

/** The webhook endpoint use cases over SQL, with the outbox, ids, crypto and sandbox clock of the payments services. */
export const layerWebhooks = Webhooks.WebhookEndpointsService.Default.pipe(
  Layer.provide(Layer.mergeAll(WebhookEndpointsSql.layer, layerResolver, layerUrlPolicy)),
  Layer.provide(layerPayments)
)

/** The event log and the deliveries over SQL, with the webhook endpoints. */
export const layerEvents = Layer.mergeAll(WebhookDeliveriesSql.layer, WebhookDeliveriesSql.layerEventLog, layerWebhooks)

/**
 * Every service of the API's handlers, pages and operator procedures, plus the idempotency keys' pruning loop, the
 * portal's settings (`WALLET_URL`, …) and the file system that multipart bodies are read through. Needs `SqlClient` over a migrated database.
 */
export const layerApp = Layer.mergeAll(
  layerPayments,
  layerPixTransfers,
  layerCryptoWithdrawals,
  layerCryptoDeposits,
  layerBillings,
  layerSubscriptions,
  layerRefunds,
  layerInternalTransfers,
  layerScheduledTransfers,
  layerMeds,
  layerRecharges,
  layerCustomers,
  layerSubaccounts,
  layerProducts,
  layerPaymentLinks,
  layerCoupons,
  layerCheckout,
  layerCard,
  layerCardTokens,
  layerCardBillings,
  layerCardSubscriptions,
  layerPixAutomatic,
  layerBureau,
  layerPortal,
  layerWebhooks,
  layerEvents,
  Idempotency.layerPruning.pipe(Layer.provide(layerPayments)),
  PortalSettings.layerFromConfig,
  NodeServices.layer
)

/** The services a handler may use: what `layerApp` provides. */
export type AppServices = Layer.Success<typeof layerApp>
