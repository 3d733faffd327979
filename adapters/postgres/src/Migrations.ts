import { Effect, Layer } from "effect"
import { Migrator, SqlClient } from "effect/sql"
import ledger from "./migrations/0001_ledger.ts"
import postEntries from "./migrations/0002_post_entries.ts"
import outbox from "./migrations/0003_outbox.ts"
import jobs from "./migrations/0004_jobs.ts"
import postEntriesDeferredWrites from "./migrations/0005_post_entries_deferred_writes.ts"
import apiKeys from "./migrations/0006_api_keys.ts"
import rateLimits from "./migrations/0007_rate_limits.ts"
import pixCharges from "./migrations/0008_pix_charges.ts"
import sandboxClock from "./migrations/0009_sandbox_clock.ts"
import webhookEndpoints from "./migrations/0010_webhook_endpoints.ts"
import webhookDeliveries from "./migrations/0011_webhook_deliveries.ts"
import statement from "./migrations/0012_statement.ts"
import idempotencyKeys from "./migrations/0013_idempotency_keys.ts"
import internalTransfers from "./migrations/0014_internal_transfers.ts"
import refunds from "./migrations/0015_refunds.ts"
import pixTransfers from "./migrations/0016_pix_transfers.ts"
import outboxNotify from "./migrations/0017_outbox_notify.ts"
import subaccounts from "./migrations/0018_subaccounts.ts"
import pixTransfersSubaccounts from "./migrations/0019_pix_transfers_subaccounts.ts"
import portal from "./migrations/0020_portal.ts"
import jobsNotify from "./migrations/0021_jobs_notify.ts"
import scheduledTransfers from "./migrations/0022_scheduled_transfers.ts"
import postEntriesMedBlocks from "./migrations/0023_post_entries_med_blocks.ts"
import meds from "./migrations/0024_meds.ts"
import transactionRecords from "./migrations/0025_transaction_records.ts"
import medsOwing from "./migrations/0026_meds_owing.ts"
import customers from "./migrations/0027_customers.ts"
import products from "./migrations/0028_products.ts"
import coupons from "./migrations/0029_coupons.ts"
import paymentLinks from "./migrations/0030_payment_links.ts"
import checkoutSessions from "./migrations/0031_checkout_sessions.ts"
import mobileRecharges from "./migrations/0032_mobile_recharges.ts"
import cardTransactions from "./migrations/0033_card_transactions.ts"
import cryptoWithdrawals from "./migrations/0034_crypto_withdrawals.ts"
import cryptoDeposits from "./migrations/0035_crypto_deposits.ts"
import transactionRecordsMore from "./migrations/0036_transaction_records_more.ts"
import cardTransactionsLinkSessions from "./migrations/0037_card_transactions_link_sessions.ts"
import transactionRecordsCryptoDeposits from "./migrations/0038_transaction_records_crypto_deposits.ts"
import billings from "./migrations/0039_billings.ts"
import transactionRecordsBillings from "./migrations/0040_transaction_records_billings.ts"
import pixAutomatic from "./migrations/0041_pix_automatic.ts"
import fiscalInvoices from "./migrations/0042_fiscal_invoices.ts"
import cardTokens from "./migrations/0044_card_tokens.ts"
import subscriptions from "./migrations/0045_subscriptions.ts"
import cardBillings from "./migrations/0046_card_billings.ts"
import cardSubscriptions from "./migrations/0047_card_subscriptions.ts"
import bureau from "./migrations/0048_bureau.ts"
import transactionRecordsPixAutomatic from "./migrations/0050_transaction_records_pix_automatic.ts"

/** Every migration, forward-only, by `NNNN_name`. Add new ones at the end; never edit one that has shipped. */
export const migrations = {
  "0001_ledger": ledger,
  "0002_post_entries": postEntries,
  "0003_outbox": outbox,
  "0004_jobs": jobs,
  "0005_post_entries_deferred_writes": postEntriesDeferredWrites,
  "0006_api_keys": apiKeys,
  "0007_rate_limits": rateLimits,
  "0008_pix_charges": pixCharges,
  "0009_sandbox_clock": sandboxClock,
  "0010_webhook_endpoints": webhookEndpoints,
  "0011_webhook_deliveries": webhookDeliveries,
  "0012_statement": statement,
  "0013_idempotency_keys": idempotencyKeys,
  "0014_internal_transfers": internalTransfers,
  "0015_refunds": refunds,
  "0016_pix_transfers": pixTransfers,
  "0017_outbox_notify": outboxNotify,
  "0018_subaccounts": subaccounts,
  "0019_pix_transfers_subaccounts": pixTransfersSubaccounts,
  "0020_portal": portal,
  "0021_jobs_notify": jobsNotify,
  "0022_scheduled_transfers": scheduledTransfers,
  "0023_post_entries_med_blocks": postEntriesMedBlocks,
  "0024_meds": meds,
  "0025_transaction_records": transactionRecords,
  "0026_meds_owing": medsOwing,
  "0027_customers": customers,
  "0028_products": products,
  "0029_coupons": coupons,
  "0030_payment_links": paymentLinks,
  "0031_checkout_sessions": checkoutSessions,
  "0032_mobile_recharges": mobileRecharges,
  "0033_card_transactions": cardTransactions,
  "0034_crypto_withdrawals": cryptoWithdrawals,
  "0035_crypto_deposits": cryptoDeposits,
  "0036_transaction_records_more": transactionRecordsMore,
  "0037_card_transactions_link_sessions": cardTransactionsLinkSessions,
  "0038_transaction_records_crypto_deposits": transactionRecordsCryptoDeposits,
  "0039_billings": billings,
  "0040_transaction_records_billings": transactionRecordsBillings,
  "0041_pix_automatic": pixAutomatic,
  "0042_fiscal_invoices": fiscalInvoices,
  "0044_card_tokens": cardTokens,
  "0045_subscriptions": subscriptions,
  "0046_card_billings": cardBillings,
  "0047_card_subscriptions": cardSubscriptions,
  "0048_bureau": bureau,
  "0050_transaction_records_pix_automatic": transactionRecordsPixAutomatic
}

/**
 * The migrator without a schema dump (`PgMigrator`'s only addition, which would need `pg_dump` and the platform's
 * process services).
 */
const migrate = Migrator.make({})({ loader: Migrator.fromRecord(migrations) })

/**
 * The migrator's own table, created under an advisory lock: processes starting together on a fresh database would
 * otherwise race to create it (the migrator serializes everything after that with a table lock).
 */
const ensureMigrationsTable = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* sql`SELECT pg_advisory_xact_lock(7465726, 1)`
      yield* sql`
        CREATE TABLE IF NOT EXISTS effect_sql_migrations (
          migration_id integer PRIMARY KEY,
          created_at timestamptz NOT NULL DEFAULT now(),
          name text NOT NULL
        )`
    })
  )
})

/** Applies the pending migrations; returns the ones it ran. Safe to run from several processes at once. */
export const runMigrations = Effect.andThen(ensureMigrationsTable, migrate)

/** A layer that applies the pending migrations when built. */
export const layerMigrations = Layer.effectDiscard(runMigrations)
