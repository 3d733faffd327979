/**
 * Part of the API's composition root (`Layers.ts`): the payments services every money use case builds on (charges with
 * their ledger, outbox, transactor, statement and sandbox PIX network; the fiscal invoices a paid charge opens), the
 * ids and crypto of the process, and the sandbox card processor.
 */
import { Card, Charges, Fiscal, Ids, Ledger, Subaccounts } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import {
  AccountsSql,
  ChargeStoreSql,
  IdempotencyKeysSql,
  InvoiceFollowerSql,
  InvoiceStoreSql,
  LedgerStoreSql,
  OutboxSql,
  SandboxClockSql,
  StatementSql,
  SubaccountStoreSql,
  TransactionRecordsSql,
  TransactorSql
} from "@trilho/postgres"
import { FiscalSandbox, PixSandbox } from "@trilho/sandbox"
import { Layer } from "effect"
import { SandboxMode } from "./sandbox/Mode.ts"

/** Crypto on `node:crypto`, and ids drawn from it. */
export const layerCryptoIds = Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))

/** The charges' settings from the environment (`PAY_URL`, `PIX_MERCHANT_CITY`). */
export const layerChargesConfig = Charges.Config.layerFromConfig

/**
 * The receive-PIX use cases over SQL (charges, transactor, outbox, merchants, unbatched ledger), the simulated PIX
 * network with its controls (numbered from a random start, and recalling PENDING charges from the store, so any API
 * process, or one restarted, pays a charge another registered), the sandbox clock (its offset stored in the database,
 * so API and worker processes share it), idempotency keys, crypto and ids. Subaccounts are looked up in the subaccount
 * store. The checkout and then the fiscal invoices follow the charges (`InvoiceFollowerSql`): a charge paid with
 * `emitFiscalInvoice` opens its invoice in the payment's transaction. The fiscal invoices run over SQL and the sandbox
 * city's issuer (`FiscalSandbox`, one per process, so its controls and the issuer share their forced outcomes). Needs
 * `SqlClient` over a migrated database.
 */
export const layerPayments = Charges.Charges.Default.pipe(
  Layer.provide(InvoiceFollowerSql.layer),
  Layer.provideMerge(
    Fiscal.Invoices.Default.pipe(Layer.provideMerge(Layer.merge(InvoiceStoreSql.layer, FiscalSandbox.layer)))
  ),
  Layer.provideMerge(
    Layer.mergeAll(
      ChargeStoreSql.layer,
      StatementSql.layer,
      TransactionRecordsSql.layer,
      IdempotencyKeysSql.layer,
      TransactorSql.layer,
      OutboxSql.layer,
      AccountsSql.layer,
      Ledger.Ledger.Default.pipe(Layer.provideMerge(LedgerStoreSql.layer)),
      PixSandbox.layerProcess.pipe(Layer.provide(Layer.merge(NodeCrypto.layer, ChargeStoreSql.layer))),
      Subaccounts.layerChargeSubaccounts.pipe(Layer.provide(SubaccountStoreSql.layer)),
      SandboxClockSql.layer(),
      layerCryptoIds
    )
  ),
  Layer.provideMerge(layerChargesConfig),
  Layer.provideMerge(SandboxMode.layerFromConfig)
)

/**
 * The in-memory sandbox card processor with its controls, its pages' links under `PAY_URL`, and the card settings
 * (`CARD_SETTLEMENT_PERIOD_MS`, `CARD_USD_BRL_RATE`). Its state lives in this process: the card checkout and the
 * payment links' capability rule read the same one.
 */
export const layerCardProcessor = Card.layerSandboxProcessor.pipe(Layer.provideMerge(Card.layerFromConfig))
