import { Effect, Layer } from "effect"
import { BillingStore } from "../../billing/Store.ts"
import { PixAutomaticStore } from "../../pixauto/Store.ts"
import { CardTransactionStore } from "../../card/CardTransactionStore.ts"
import { CryptoDepositStore } from "../../crypto/deposits/Store.ts"
import { CryptoWithdrawalStore } from "../../crypto/withdrawals/Store.ts"
import { RechargeStore } from "../../recharge/RechargeStore.ts"
import { ChargeStore } from "../../charges/ChargeStore.ts"
import { chargePageSizeMax, type PageRequest } from "../../charges/Record.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { RefundStore } from "../../refunds/RefundStore.ts"
import { span } from "../../shared/Tracing.ts"
import { InternalTransferStore } from "../../transfers/InternalTransferStore.ts"
import { PixTransferStore } from "../../transfers/PixTransferStore.ts"
import { Statement } from "../statement/Statement.ts"
import { TransactionRecords } from "./TransactionRecords.ts"
import { isCredit, matches, recordOrder, type TransactionRecord } from "./Record.ts"

/** Every item a paged read returns, page by page (`chargePageSizeMax` a page). */
const readEvery = <A, E>(
  read: (page: PageRequest) => Effect.Effect<{ readonly items: ReadonlyArray<A>; readonly total: number }, E>
): Effect.Effect<Array<A>, E> =>
  Effect.gen(function* () {
    const first = yield* read({ page: 1, pageSize: chargePageSizeMax })
    const all = [...first.items]
    for (let page = 2; all.length < first.total; page++) {
      const next = yield* read({ page, pageSize: chargePageSizeMax })
      if (next.items.length === 0) break
      all.push(...next.items)
    }
    return all
  })

/**
 * The transaction records over the memory stores: every record of the account read from each store (refunds through
 * `findEveryByAccount`, card transactions, crypto deposits and withdrawals, recharges, billings and PIX Automático instalments through their lists, the
 * credits from the `Statement`'s movements of the main account), then `matches`, `recordOrder` and the page, as the
 * reference functions say.
 */
export const makeMemory = Effect.gen(function* () {
  const charges = yield* ChargeStore
  const pix = yield* PixTransferStore
  const refunds = yield* RefundStore
  const internal = yield* InternalTransferStore
  const statement = yield* Statement
  const cards = yield* CardTransactionStore
  const deposits = yield* CryptoDepositStore
  const crypto = yield* CryptoWithdrawalStore
  const recharges = yield* RechargeStore
  const billings = yield* BillingStore
  const pixAutomatic = yield* PixAutomaticStore

  const everyRecord = (accountId: AccountId) =>
    Effect.gen(function* () {
      const records: Array<TransactionRecord> = [
        ...(yield* readEvery((p) => charges.findManyByAccount(accountId, {}, p))).map((charge) => ({
          _tag: "Charge" as const,
          charge
        })),
        ...(yield* readEvery((p) => pix.findManyByAccount(accountId, {}, p))).map((transfer) => ({
          _tag: "PixTransfer" as const,
          transfer
        })),
        ...(yield* readEvery((p) => refunds.findEveryByAccount(accountId, p))).map((refund) => ({
          _tag: "Refund" as const,
          refund
        })),
        ...(yield* readEvery((p) => internal.findManyByAccount(accountId, {}, p))).map((transfer) => ({
          _tag: "Internal" as const,
          transfer
        })),
        ...(yield* readEvery((p) => cards.findManyByAccount(accountId, p))).map((card) => ({
          _tag: "Card" as const,
          card
        })),
        ...(yield* readEvery((p) => deposits.findManyByAccount(accountId, {}, p))).map((deposit) => ({
          _tag: "CryptoIn" as const,
          deposit
        })),
        ...(yield* readEvery((p) => crypto.findManyByAccount(accountId, {}, p))).map((withdrawal) => ({
          _tag: "CryptoOut" as const,
          withdrawal
        })),
        ...(yield* readEvery((p) => recharges.findPage(accountId, {}, p))).map((recharge) => ({
          _tag: "Recharge" as const,
          recharge
        })),
        ...(yield* readEvery((p) => billings.findManyByAccount(accountId, {}, p))).map((billing) => ({
          _tag: "Billing" as const,
          billing
        })),
        ...(yield* readEvery((p) => pixAutomatic.findInstructionsByAccount(accountId, {}, p))).map((instruction) => ({
          _tag: "PixAutomatic" as const,
          instruction
        }))
      ]
      for (const line of yield* readEvery((p) => statement.findManyByAccount(accountId, {}, p))) {
        if (line._tag === "Movement" && isCredit(line.movement)) records.push({ _tag: "Credit", credit: line.movement })
      }
      return records
    })

  return TransactionRecords.of({
    findManyByAccount: (accountId, filters, page) =>
      Effect.map(everyRecord(accountId), (records) => {
        const all = records.filter((record) => matches(record, filters)).sort(recordOrder)
        const start = (page.page - 1) * page.pageSize
        return { items: all.slice(start, start + page.pageSize), total: all.length }
      }).pipe(span("TransactionRecords.findManyByAccount"))
  })
})

/** The memory transaction records, over the memory stores and the memory `Statement` (for the ledger's credits). */
export const layerMemory: Layer.Layer<
  TransactionRecords,
  never,
  | ChargeStore
  | PixTransferStore
  | RefundStore
  | InternalTransferStore
  | Statement
  | CardTransactionStore
  | CryptoDepositStore
  | CryptoWithdrawalStore
  | RechargeStore
  | BillingStore
  | PixAutomaticStore
> = Layer.effect(TransactionRecords, makeMemory)
