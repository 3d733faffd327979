import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Charges, Ledger } from "@trilho/domain"
import { Authentication, permission } from "../auth/Authentication.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { NotFound, ServiceUnavailable, withMoneyRouteErrors } from "../http/Errors.ts"

/**
 * The account's money: `GET /account/balance` (the spec's Balance object) and `GET /account/transactions` (a paged
 * list of the account's transactions in their lean form, newest first). Today the only transaction type is `PIX_IN`
 * (received PIX charges); transfers, refunds and the other types join the list as they are built.
 */
export class AccountGroup extends HttpApiGroup.make("account")
  .add(
    HttpApiEndpoint.get("balance", "/account/balance")
      .addSuccess(Envelope(Ledger.BalanceResponse))
      .addError(NotFound)
      .addError(ServiceUnavailable)
      .pipe(permission("account/balance"))
  )
  .add(
    HttpApiEndpoint.get("transactions", "/account/transactions")
      .setUrlParams(ListQuery)
      .addSuccess(Envelope(Page(Charges.LeanCharge)))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("account/transactions"))
  )
  .middleware(Authentication) {}
