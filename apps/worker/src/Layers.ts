/**
 * The worker's composition root: the job runner, the charge expiry loop, the refund hand-over loop, the PIX transfer
 * resend loop, the scheduled transfer loops, the MED catch-up loop, the mobile recharge loop, the crypto deposit expiry loop and the webhook dispatcher and sender, over the
 * domain services they drive, built from the adapters (`@trilho/postgres` storage, the `@trilho/sandbox` PIX network,
 * `@trilho/node` crypto). Needs the storage the process opened (`SqlClient`, `Jobs`, `Notifier`, `WebhookDeliveries`,
 * `WebhookEndpoints`, `Outbox`): see `Main.ts`.
 */
import {
  Charges,
  CryptoAssets,
  CryptoDeposits,
  CryptoNetwork,
  Ids,
  Ledger,
  Med,
  Recharge,
  Refunds,
  Scheduling,
  Subaccounts,
  Transfers
} from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import {
  AccountsSql,
  ChargeStoreSql,
  LedgerStoreSql,
  OutboxSql,
  SandboxClockSql,
  TransactorSql
} from "@trilho/postgres"
import { ChargeLocatorSql } from "@trilho/postgres"
import { PixTransferStoreSql } from "@trilho/postgres"
import { CryptoDepositStoreSql } from "@trilho/postgres"
import { RechargeStoreSql } from "@trilho/postgres"
import { RefundStoreSql } from "@trilho/postgres"
import { InternalTransferStoreSql } from "@trilho/postgres"
import { InternalTransferWriterSql } from "@trilho/postgres"
import { ScheduleStoreSql } from "@trilho/postgres"
import { MedStoreSql } from "@trilho/postgres"
import { CheckoutFollowerSql } from "@trilho/postgres"
import { StatementSql } from "@trilho/postgres"
import { SubaccountStoreSql } from "@trilho/postgres"
import { PixSandbox } from "@trilho/sandbox"
import { Config, Effect, Layer } from "effect"
import * as os from "node:os"
import * as AdvanceRecharges from "./jobs/AdvanceRecharges.ts"
import * as BlockOwedMeds from "./jobs/BlockOwedMeds.ts"
import * as ExpireCryptoDeposits from "./jobs/ExpireCryptoDeposits.ts"
import * as ExpireCharges from "./jobs/ExpireCharges.ts"
import * as HandOverRefunds from "./jobs/HandOverRefunds.ts"
import * as ResendPixTransfers from "./jobs/ResendPixTransfers.ts"
import * as RunSchedules from "./jobs/RunSchedules.ts"
import * as Runner from "./Runner.ts"
import * as Webhooks from "./webhooks/Webhooks.ts"

/** `WORKER_ID`: this worker's name in job leases and webhook claims (default `<host name>-<process id>`). */
export const WorkerId = Config.String("WORKER_ID").pipe(Config.withDefault(`${os.hostname()}-${process.pid}`))

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
  CryptoDepositStoreSql.layer,
  CryptoAssets.layerStatic(),
  // The deposits' expiry never asks the chain; the service needs one, the sandbox's holds nothing of the API's.
  CryptoNetwork.layerMemory({ bitcoin: "testnet" }),
  Recharge.layerSandbox,
  Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
  PixSandbox.layerProcess.pipe(Layer.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer))),
  Subaccounts.layerChargeSubaccounts.pipe(Layer.provide(SubaccountStoreSql.layer)),
  SandboxClockSql.layer(),
  Charges.Config.layerFromConfig,
  Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))
)

/**
 * The use cases the worker's loops drive: charge expiry, refund hand-over, PIX transfer resend, scheduled transfers
 * (whose runs pay through the PIX and internal transfer services), mobile recharges (the sandbox operator), crypto deposit expiry, and the MED catch-up (over the unbatched ledger, so
 * a block posts in its dispute's transaction). An expired charge of a checkout frees its session's reservations
 * (`CheckoutFollowerSql`).
 */
export const layerServices = Scheduling.ScheduledTransfers.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      Refunds.Refunds.Default,
      Transfers.PixTransfers.Default,
      Transfers.InternalTransfers.Default,
      Med.Meds.Default,
      Recharge.Recharges.Default,
      CryptoDeposits.CryptoDeposits.Default
    )
  ),
  Layer.provideMerge(Charges.Charges.Default.pipe(Layer.provide(CheckoutFollowerSql.layer))),
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
    ExpireCryptoDeposits.layerLoop,
    Webhooks.layer(workerId).pipe(Layer.provide(Webhooks.WebhookSignals.layer))
  ).pipe(Layer.provide(layerServices))

/** The worker, named by `WORKER_ID`. */
export const layer = Layer.unwrap(Effect.map(WorkerId, layerWith))
