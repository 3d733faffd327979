import { Context, Effect } from "effect"
import { fromEither } from "../../charges/Common.ts"
import type { ChargeStoreError } from "../../charges/Errors.ts"
import type { ChargeListFilters, PageRequest } from "../../charges/Record.ts"
import { type ListChargesInput, validateList } from "../../charges/Request.ts"
import type { LedgerStoreError } from "../../ledger/Errors.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { span } from "../../shared/Tracing.ts"
import type { StatementItem } from "./Movements.ts"

/** One page of a statement, newest first, and the number of all lines passing the filters. */
export interface StatementPage {
  readonly items: ReadonlyArray<StatementItem>
  readonly total: number
}

/** A statement read that failed in storage. */
export type StatementError = ChargeStoreError | LedgerStoreError

/**
 * Read model of an account's statement: every transaction of the account and every ledger movement credited to it
 * by another transaction, as one list.
 */
export class Statement extends Context.Service<
  Statement,
  {
    /**
     * One page of the statement of `accountId`: its charges (`matchesFilters`) and the movements credited to its main
     * ledger account (with `filters.subaccountId`: to that subaccount's, when the account owns it) passing
     * `movementMatches`, newest first then by id descending (`statementOrder`), and the count of all of them. `page`
     * starts at 1; the caller bounds `pageSize`.
     */
    readonly findManyByAccount: (
      accountId: AccountId,
      filters: ChargeListFilters,
      page: PageRequest
    ) => Effect.Effect<StatementPage, StatementError>
  }
>()("@trilho/domain/Statement") {}

/** One page of a statement, with the paging fields of the spec's list envelope. */
export interface StatementListPage extends StatementPage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/** Checks a list query (`Charges` rules: page from 1, page size 1 to 100, default 50) and reads that page. */
export const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
  const { filters, page } = yield* fromEither(validateList(query))
  const statement = yield* Statement
  const found = yield* statement.findManyByAccount(accountId, filters, page)
  return {
    ...found,
    page: page.page,
    pageSize: page.pageSize,
    pages: Math.ceil(found.total / page.pageSize)
  } satisfies StatementListPage
}, span("Statement.list"))
