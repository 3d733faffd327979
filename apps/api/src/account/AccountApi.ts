import { Ledger, Statement, TransactionRecords } from "@trilho/domain"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { NotFound, ServiceUnavailable, withMoneyRouteErrors } from "../http/Errors.ts"

/**
 * The account's money: `GET /account/balance` (the spec's Balance object), `GET /account/transactions` (the
 * account's transaction records, one per transaction, each in its type's lean form) and `GET /account/statement` (the
 * account's statement, newest first: its received PIX charges (`PIX_IN`, lean form) and the ledger movements of its
 * other transactions (lean movement form)).
 */
export class AccountGroup extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("balance", "/account/balance", {
      success: Envelope(Ledger.BalanceResponse),
      error: [NotFound, ServiceUnavailable]
    }).pipe(permission("account/balance"))
  )
  .add(
    HttpApiEndpoint.get("transactions", "/account/transactions", {
      query: ListQuery,
      success: Envelope(Page(TransactionRecords.LeanTransactionRecord)),
      error: withMoneyRouteErrors
    }).pipe(permission("account/transactions"))
  )
  .add(
    HttpApiEndpoint.get("statement", "/account/statement", {
      query: ListQuery,
      success: Envelope(Page(Statement.LeanStatementItem)),
      error: withMoneyRouteErrors
    }).pipe(permission("account/statement"))
  )
  .middleware(Authentication) {}
