import { Charges, CryptoDeposits, Ledger, Refunds, SandboxClock, Statement, TransactionRecords } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { failWith } from "../auth/Errors.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { listInputOf } from "../charges/ChargesHttp.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { leanOf as billingLeanOf } from "../billings/BillingsHttp.ts"
import { cryptoPageUrlOf } from "../crypto/PayPage.ts"
import { NotFound, ServiceUnavailable } from "../http/Errors.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { ok, pageData } from "../http/Envelope.ts"

/**
 * A record as the transaction list shows it: its lean form (a charge with its latest refund's block), a crypto deposit
 * with its hosted page (`crypto.payUrl`), as `payment-crypto/get` answers it; a billing with what `billings/get`
 * answers now (amount due today, PIX copy-paste, slip page).
 */
const leanRecordOf = (
  record: TransactionRecords.TransactionRecord,
  refunds: ReadonlyMap<string, Refunds.RefundRecord>,
  config: Charges.Config.ChargesConfigValue
) =>
  record._tag === "Billing"
    ? Effect.map(billingLeanOf(record.billing), (lean) => TransactionRecords.toLeanBillingRecord(record.billing, lean))
    : Effect.succeed<TransactionRecords.LeanTransactionRecord>(
        record._tag === "CryptoIn"
          ? CryptoDeposits.toLeanCryptoDeposit(record.deposit, cryptoPageUrlOf(config, record.deposit.id))
          : TransactionRecords.toLeanRecord(record, refunds)
      )

/** Handlers of `/v1/account/*`. */
export const AccountLive = HttpApiBuilder.group(TrilhoApi, "account", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "balance",
        provide(() =>
          Effect.gen(function* () {
            const ledger = yield* Ledger.Ledger
            const accountId = yield* currentAccountId
            const view = yield* ledger.balance(Ledger.mainLedgerAccount(accountId)).pipe(
              Effect.catchTags({
                LedgerAccountNotFound: (error) => failWith(NotFound, error),
                LedgerStoreError: (error) => failWith(ServiceUnavailable, error)
              })
            )
            return yield* ok(Ledger.toBalanceResponse(view))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "transactions",
        provide(({ query }) =>
          Effect.gen(function* () {
            const accountId = yield* currentAccountId
            const page = yield* envelopeErrors(TransactionRecords.list(accountId, listInputOf(query)))
            // A refunded deposit shows its latest refund's block, as a refund read does.
            const chargeIds = page.items.flatMap((item) => (item._tag === "Charge" ? [item.charge.id] : []))
            const refunds = yield* envelopeErrors(
              Effect.flatMap(Refunds.Refunds, (r) => r.latestOf(accountId, chargeIds))
            )
            const config = yield* Charges.Config.ChargesConfig
            return yield* ok(
              pageData(page, yield* Effect.forEach(page.items, (item) => leanRecordOf(item, refunds, config)))
            )
          })
        )
      )
      .handle(
        "statement",
        provide(({ query }) =>
          Effect.gen(function* () {
            const accountId = yield* currentAccountId
            const page = yield* envelopeErrors(Statement.list(accountId, listInputOf(query)))
            // A refunded deposit shows its latest refund's block, as a refund read does.
            const chargeIds = page.items.flatMap((item) => (item._tag === "Charge" ? [item.charge.id] : []))
            const refunds = yield* envelopeErrors(
              Effect.flatMap(Refunds.Refunds, (r) => r.latestOf(accountId, chargeIds))
            )
            return yield* ok(
              pageData(
                page,
                page.items.map((item) => Statement.toLeanItem(item, refunds))
              )
            )
          })
        )
      )
  )
)
