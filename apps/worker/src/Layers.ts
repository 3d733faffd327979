/**
 * The worker's composition root: the job runner, the charge expiry loop, the refund hand-over loop, the PIX transfer
 * resend loop, the scheduled transfer loops, the MED catch-up loop, the mobile recharge loop, the card checkout expiry loop and the webhook dispatcher and sender, over the
 * domain services they drive, built from the adapters (`@trilho/postgres` storage, the `@trilho/sandbox` PIX network,
 * `@trilho/node` crypto). Needs the storage the process opened (`SqlClient`, `Jobs`, `Notifier`, `WebhookDeliveries`,
 * `WebhookEndpoints`, `Outbox`): see `Main.ts`.
 */
import { Card, Charges, Ids, Ledger, Med, Recharge, Refunds, Scheduling, Subaccounts, Transfers } from "@trilho/domain"
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
import { RechargeStoreSql } from "@trilho/postgres"
import { RefundStoreSql } from "@trilho/postgres"
import { InternalTransferStoreSql } from "@trilho/postgres"
import { InternalTransferWriterSql } from "@trilho/postgres"
import { ScheduleStoreSql } from "@trilho/postgres"
import { MedStoreSql } from "@trilho/postgres"
import { CardTransactionStoreSql, CheckoutFollowerSql } from "@trilho/postgres"
import { StatementSql } from "@trilho/postgres"
import { SubaccountStoreSql } from "@trilho/postgres"
import { PixSandbox } from "@trilho/sandbox"
import { Config, Effect, Layer } from "effect"
import * as os from "node:os"
import * as AdvanceRecharges from "./jobs/AdvanceRecharges.ts"
import * as BlockOwedMeds from "./jobs/BlockOwedMeds.ts"
import * as ExpireCardCheckouts from "./jobs/ExpireCardCheckouts.ts"
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
 * (whose runs pay through the PIX and internal transfer services), mobile recharges (the sandbox operator), and the MED catch-up (over the unbatched ledger, so
 * a block posts in its dispute's transaction), and the card checkout expiry (no card processor needed). An expired
 * charge or card checkout of a payment link session frees the session's reservations (`CheckoutFollowerSql`).
 */
export const layerServices = Scheduling.ScheduledTransfers.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      Refunds.Refunds.Default,
      Transfers.PixTransfers.Default,
      Transfers.InternalTransfers.Default,
      Med.Meds.Default,
      Recharge.Recharges.Default
    )
  ),
  Layer.provideMerge(Charges.Charges.Default.pipe(Layer.provide(CheckoutFollowerSql.layer))),
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
    ExpireCardCheckouts.layerLoop,
    Webhooks.layer(workerId).pipe(Layer.provide(Webhooks.WebhookSignals.layer))
  ).pipe(Layer.provide(layerServices))

/** The worker, named by `WORKER_ID`. */
export const layer = Layer.unwrap(Effect.map(WorkerId, layerWith))
