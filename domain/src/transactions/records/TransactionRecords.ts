import type { PixAutomaticStoreError } from "../../pixauto/Errors.ts"
import { Context, Effect } from "effect"
import type { BillingStoreError } from "../../billing/Errors.ts"
import type { CardTransactionStoreError } from "../../card/CardTransactionStore.ts"
import type { CryptoDepositStoreError } from "../../crypto/deposits/Errors.ts"
import type { CryptoWithdrawalStoreError } from "../../crypto/withdrawals/Errors.ts"
import type { RechargeStoreError } from "../../recharge/Errors.ts"
import { fromEither } from "../../charges/Common.ts"
import type { ChargeStoreError } from "../../charges/Errors.ts"
import type { ChargeListFilters, PageRequest } from "../../charges/Record.ts"
import { type ListChargesInput, validateList } from "../../charges/Request.ts"
import type { LedgerStoreError } from "../../ledger/Errors.ts"
import type { AccountId } from "../../ledger/Model.ts"
import type { RefundStoreError } from "../../refunds/Errors.ts"
import type { InternalTransferStoreError } from "../../transfers/InternalErrors.ts"
import type { PixTransferStoreError } from "../../transfers/PixErrors.ts"
import { span } from "../../shared/Tracing.ts"
import type { TransactionRecord } from "./Record.ts"

/** One page of an account's transaction records, newest first, and the number of all records passing the filters. */
export interface TransactionRecordPage {
  readonly items: ReadonlyArray<TransactionRecord>
  readonly total: number
}

/** A read of transaction records that failed in storage. */
export type TransactionRecordsError =
  | ChargeStoreError
  | PixTransferStoreError
  | RefundStoreError
  | InternalTransferStoreError
  | LedgerStoreError
  | CardTransactionStoreError
  | CryptoDepositStoreError
  | CryptoWithdrawalStoreError
  | RechargeStoreError
  | BillingStoreError
  | PixAutomaticStoreError

/**
 * Read model of an account's transaction records (`GET /account/transactions`): one item per transaction, each as its
 * store holds it, across charges, PIX transfers, refunds, internal transfers, the split and subaccount profit
 * credits of the ledger, card transactions, crypto deposits and withdrawals, mobile recharges and billings.
 */
export class TransactionRecords extends Context.Service<
  TransactionRecords,
  {
    /**
     * One page of the records of `accountId` passing `filters` (`matches`), in `recordOrder` (newest first, then by id
     * descending), and the count of all of them. `page` starts at 1; the caller bounds `pageSize`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<TransactionRecordPage, TransactionRecordsError>
  }
>()("@trilho/domain/TransactionRecords") {}

/** One page of records, with the paging fields of the spec's list envelope. */
export interface TransactionRecordListPage extends TransactionRecordPage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/** Checks a list query (the charge list's rules: page from 1, page size 1 to 100, default 50) and reads that page. */
export const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
  const { filters, page } = yield* fromEither(validateList(query))
  const records = yield* TransactionRecords
  const found = yield* records.findManyByAccount(accountId, filters, page)
  return {
    ...found,
    page: page.page,
    pageSize: page.pageSize,
    pages: Math.ceil(found.total / page.pageSize)
  } satisfies TransactionRecordListPage
}, span("TransactionRecords.list"))
