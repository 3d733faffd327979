/**
 * The worker's composition root: the job runner, the charge expiry loop, the refund hand-over loop, the PIX transfer
 * resend loop, the scheduled transfer loops, the MED catch-up loop, the mobile recharge loop, the credit-bureau dunning loop, the card settlement loop, the
 * card checkout expiry loop, the crypto deposit expiry loop, the PIX Automático loop, the fiscal invoice loop and the webhook dispatcher and sender, over the
 * domain services they drive, built from the adapters (`@trilho/postgres` storage, the `@trilho/sandbox` PIX network,
 * `@trilho/node` crypto). Needs the storage the process opened (`SqlClient`, `Jobs`, `Notifier`, `WebhookDeliveries`,
 * `WebhookEndpoints`, `Outbox`): see `Main.ts`.
 */
import {
  AddressValidator,
  Billing,
  Bureau,
  BillingCards,
  Card,
  Charges,
  CryptoAssets,
  CryptoDeposits,
  CryptoNetwork,
  CryptoWithdrawals,
  Fiscal,
  Ids,
  Ledger,
  Med,
  PixAutomatic,
  Recharge,
  Refunds,
  Scheduling,
  Subaccounts,
  Transfers
} from "@trilho/domain"
import { NodeAddressValidator, NodeCrypto } from "@trilho/node"
import {
  AccountsSql,
  CardTokenStoreSql,
  CardTransactionStoreSql,
  ChargeLocatorSql,
  ChargeStoreSql,
  CheckoutFollowerSql,
  CryptoDepositStoreSql,
  BillingStoreSql,
  SubscriptionStoreSql,
  CryptoWithdrawalStoreSql,
  CustomerStoreSql,
  InternalTransferStoreSql,
  InternalTransferWriterSql,
  InvoiceFollowerSql,
  InvoiceStoreSql,
  LedgerStoreSql,
  MedStoreSql,
  OutboxSql,
  PixAutomaticStoreSql,
  PixTransferStoreSql,
  RechargeStoreSql,
  BureauStoreSql,
  RefundStoreSql,
  SandboxClockSql,
  ScheduleStoreSql,
  StatementSql,
  SubaccountStoreSql,
  TransactorSql
} from "@trilho/postgres"
import { FiscalSandbox, PixAutomaticBankSandbox, PixSandbox } from "@trilho/sandbox"
import { Config, Effect, Layer, Option } from "effect"
import * as os from "node:os"
import * as AdvanceRecharges from "./jobs/AdvanceRecharges.ts"
import * as AdvanceDunnings from "./jobs/AdvanceDunnings.ts"
import * as ChargeSubscriptionCards from "./jobs/ChargeSubscriptionCards.ts"
import * as BlockOwedMeds from "./jobs/BlockOwedMeds.ts"
import * as ExpireCardCheckouts from "./jobs/ExpireCardCheckouts.ts"
import * as ExpireCryptoDeposits from "./jobs/ExpireCryptoDeposits.ts"
import * as OverdueBillings from "./jobs/OverdueBillings.ts"
import * as GenerateSubscriptionBillings from "./jobs/GenerateSubscriptionBillings.ts"
import * as ExpireCharges from "./jobs/ExpireCharges.ts"
import * as HandOverRefunds from "./jobs/HandOverRefunds.ts"
import * as IssueFiscalInvoices from "./jobs/IssueFiscalInvoices.ts"
import * as ResendPixTransfers from "./jobs/ResendPixTransfers.ts"
import * as RunSchedules from "./jobs/RunSchedules.ts"
import * as SettleCardDeposits from "./jobs/SettleCardDeposits.ts"
import * as SettlePixAutomatic from "./jobs/SettlePixAutomatic.ts"
import * as Runner from "./Runner.ts"
import * as Webhooks from "./webhooks/Webhooks.ts"

/** `WORKER_ID`: this worker's name in job leases and webhook claims (default `<host name>-<process id>`). */
export const WorkerId = Config.String("WORKER_ID").pipe(Config.withDefault(`${os.hostname()}-${process.pid}`))

/**
 * The address validator on the mode's Bitcoin chain, read from the settings the API reads (`TRILHO_MODE`, default
 * `sandbox`, and `SANDBOX` over it): testnet in the sandbox, mainnet in live mode.
 */
const layerAddressValidator: Layer.Layer<AddressValidator.AddressValidator, Config.ConfigError> = Layer.unwrap(
  Effect.map(
    Config.all({
      mode: Config.Literals(["sandbox", "live"], "TRILHO_MODE").pipe(Config.withDefault("sandbox" as const)),
      sandbox: Config.option(Config.Boolean("SANDBOX"))
    }),
    ({ mode, sandbox }) =>
      NodeAddressValidator.layer({
        bitcoin: (Option.isSome(sandbox) ? sandbox.value : mode === "sandbox") ? "testnet" : "mainnet"
      })
  )
)

/** The ports the worker's use cases run on, over SQL, with the process's sandbox PIX network. */
const layerPorts = Layer.mergeAll(
  ChargeStoreSql.layer,
  StatementSql.layer,
  TransactorSql.layer,
  OutboxSql.layer,
  AccountsSql.layer,
  RefundStoreSql.layer,
  PixTransferStoreSql.layer,
  ChargeLocatorSql.layer,
  InternalTransferStoreSql.layer,
  InternalTransferWriterSql.layer,
  ScheduleStoreSql.layer,
  MedStoreSql.layer,
  RechargeStoreSql.layer,
  Recharge.layerSandbox,
  BureauStoreSql.layer,
  Bureau.layerSandbox,
  InvoiceStoreSql.layer,
  FiscalSandbox.layer,
  CardTransactionStoreSql.layer,
  Card.layerFromConfig,
  CryptoDepositStoreSql.layer,
  BillingStoreSql.layer,
  SubscriptionStoreSql.layer,
  CustomerStoreSql.layer,
  Billing.BillingsConfig.layerFromConfig,
  CryptoWithdrawalStoreSql.layer,
  CryptoAssets.layerStatic(),
  // The deposits' expiry never asks the chain; scheduled crypto runs broadcast on it (the process's own sandbox chain,
  // numbered from a random start so its hashes are not the API's; the API's controls recall what it broadcast).
  CryptoNetwork.layerRandomStart({ bitcoin: "testnet" }).pipe(Layer.provide(NodeCrypto.layer)),
  layerAddressValidator,
  Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
  PixSandbox.layerProcess.pipe(Layer.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer))),
  Subaccounts.layerChargeSubaccounts.pipe(Layer.provide(SubaccountStoreSql.layer)),
  SandboxClockSql.layer(),
  Charges.Config.layerFromConfig,
  Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))
)

/**
 * Card settlement: `CardCharges` over the ports, with the sandbox card processor, which the settlement never calls
 * (settling is the store, the ledger and the clock).
 */
const layerCard = Card.CardCharges.Default.pipe(Layer.provide(Card.layerSandboxProcessor))

/**
 * The subscriptions' card charges: `CardBillings` over the stored card tokens and the sandbox card processor (the one
 * value of the process: in `trilho dev` the API's, so the tokens it stored are the ones charged here).
 */
const layerCardCharges = BillingCards.CardBillings.Default.pipe(
  Layer.provideMerge(BillingCards.CardTokens.Default),
  Layer.provide(Layer.merge(CardTokenStoreSql.layer, Card.layerSandboxProcessor))
)

/**
 * The use cases the worker's loops drive: charge expiry, refund hand-over, PIX transfer resend, scheduled transfers
 * (whose runs pay through the PIX, internal transfer and crypto withdrawal services; crypto on the process's in-memory
 * sandbox chain), mobile recharges (the sandbox operator), credit-bureau dunnings (the sandbox bureau), card settlement, the card checkout expiry (no card processor
 * needed), crypto deposit expiry, PIX Automático instalments (the sandbox payer's bank), the MED catch-up (over the
 * unbatched ledger, so a block posts in its dispute's transaction), the subscriptions' billing of each cycle (over
 * the billings' create) and the charge of each card cycle, and the fiscal invoices (the sandbox city's issuer). An expired charge, card checkout or crypto deposit of a payment link session frees the session's
 * reservations (`CheckoutFollowerSql`); a charge paid here would open its invoice (`InvoiceFollowerSql`).
 */
export const layerServices = Scheduling.ScheduledTransfers.Default.pipe(
  Layer.provideMerge(Billing.Subscriptions.Default),
  Layer.provideMerge(layerCardCharges),
  Layer.provideMerge(
    Layer.mergeAll(
      Refunds.Refunds.Default.pipe(Layer.provide(InvoiceFollowerSql.layer)),
      Transfers.PixTransfers.Default,
      Transfers.InternalTransfers.Default,
      Med.Meds.Default,
      Recharge.Recharges.Default,
      Bureau.Dunnings.Default,
      CryptoWithdrawals.CryptoWithdrawals.Default,
      CryptoDeposits.CryptoDeposits.Default.pipe(Layer.provide(CheckoutFollowerSql.layerCryptoDeposit)),
      Billing.Billings.Default,
      PixAutomatic.PixAutomatic.Default.pipe(
        Layer.provide(Layer.mergeAll(PixAutomaticStoreSql.layer, CustomerStoreSql.layer, PixAutomaticBankSandbox.layer))
      )
    )
  ),
  Layer.provideMerge(Charges.Charges.Default.pipe(Layer.provide(InvoiceFollowerSql.layer))),
  Layer.provideMerge(Fiscal.Invoices.Default),
  Layer.provideMerge(layerCard),
  Layer.provideMerge(
    Card.CardExpiry.Default.pipe(
      Layer.provide(CheckoutFollowerSql.layerCard),
      Layer.provide(CardTransactionStoreSql.layer)
    )
  ),
  Layer.provideMerge(layerPorts)
)

const jobHandlers = Layer.effect(
  Runner.JobHandlers,
  Effect.map(ExpireCharges.makeHandler, (expire) => new Map([[ExpireCharges.expireChargesKind, expire]]))
)

/** Every loop of the worker, named `workerId`. */
export const layerWith = (workerId: string) =>
  Layer.mergeAll(
    Runner.layer(workerId).pipe(Layer.provide(jobHandlers)),
    ExpireCharges.layerLoop,
    HandOverRefunds.layerLoop,
    ResendPixTransfers.layerLoop,
    RunSchedules.layerLoop,
    BlockOwedMeds.layerLoop,
    AdvanceRecharges.layerLoop,
    AdvanceDunnings.layerLoop,
    SettleCardDeposits.layerLoop,
    ExpireCardCheckouts.layerLoop,
    ExpireCryptoDeposits.layerLoop,
    OverdueBillings.layerLoop,
    GenerateSubscriptionBillings.layerLoop,
    ChargeSubscriptionCards.layerLoop,
    SettlePixAutomatic.layerLoop,
    IssueFiscalInvoices.layerLoop,
    Webhooks.layer(workerId).pipe(Layer.provide(Webhooks.WebhookSignals.layer))
  ).pipe(Layer.provide(layerServices))

/** The worker, named by `WORKER_ID`. */
export const layer = Layer.unwrap(Effect.map(WorkerId, layerWith))
