import { Ledger, Statement } from "@trilho/domain"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { NotFound, ServiceUnavailable, withMoneyRouteErrors } from "../http/Errors.ts"

/**
 * The account's money: `GET /account/balance` (the spec's Balance object) and `GET /account/transactions` (the
 * account's statement, newest first: its received PIX charges (`PIX_IN`, lean form) and the ledger movements credited
 * to it by other transactions (`SPLIT_IN`, `SUBACCOUNT_PROFIT`, lean movement form); transfers, refunds and the other
 * types join the list as they are built.
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
      success: Envelope(Page(Statement.LeanStatementItem)),
      error: withMoneyRouteErrors
    }).pipe(permission("account/transactions"))
  )
  .middleware(Authentication) {}
