import { Billing } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { CreditCardBody, CreditCardHolderInfoBody } from "../billings/BillingCardsApi.ts"
import { BillingCustomerBody } from "../billings/BillingsApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { PageNumber, PageSize } from "../http/QueryParams.ts"

const described = (description: string) => Schema.String.annotate({ description })

const PercentValue = (description: string) => StrictBody({ value: Schema.Finite.annotate({ description }) })

/** `POST /subscriptions/create` body: the billings' fields, with the cycle and its first due date. */
export const CreateSubscriptionBody = StrictBody({
  method: Billing.SubscriptionMethod.annotate({
    description:
      "`BOLETO`, `PIX` or `CARD_CREDIT` (the card tokenized at create, charged by the worker on each cycle's due date)."
  }),
  amount: Schema.Finite.annotate({ description: "Reais each cycle, positive, at most 2 decimals." }),
  // Text checked by the use case, so that a bad cycle is named in the same 400 as every other problem.
  cycle: described(`How often a billing is made: ${Billing.SubscriptionCycle.literals.join(", ")}.`),
  nextDueDate: described("The first cycle's due date, YYYY-MM-DD, not before today (São Paulo, sandbox clock)."),
  endDate: Schema.optionalKey(described("YYYY-MM-DD: no cycle is due after it. Not before `nextDueDate`.")),
  maxPayments: Schema.optionalKey(
    Schema.Finite.annotate({ description: `Cycles billed at most, 1 to ${Billing.subscriptionPaymentsMax}.` })
  ),
  description: Schema.optionalKey(described(`At most ${Billing.billingDescriptionLengthMax} characters.`)),
  externalReference: Schema.optionalKey(
    described(`Unique per account, at most ${Billing.billingExternalReferenceLengthMax} characters; a repeat replays.`)
  ),
  customer: Schema.optionalKey(BillingCustomerBody),
  customerId: Schema.optionalKey(described("A customer of the customer base (`cus_…`), instead of `customer`.")),
  fine: Schema.optionalKey(PercentValue("Fine of each late billing, percent of the amount, 0 to 2.")),
  interest: Schema.optionalKey(PercentValue("Interest of each late billing, percent a month, 0 to 1.")),
  creditCard: Schema.optionalKey(
    CreditCardBody.annotate({ description: "CARD_CREDIT: the card, tokenized at create (reaches the processor only)." })
  ),
  creditCardHolderInfo: Schema.optionalKey(
    CreditCardHolderInfoBody.annotate({ description: "With `creditCard`: the holder's identity and address." })
  ),
  cardToken: Schema.optionalKey(described("CARD_CREDIT: a stored `creditCardToken` instead of `creditCard`.")),
  remoteIp: Schema.optionalKey(described("CARD_CREDIT: the buyer's public IP address (required)."))
})

/** `GET /subscriptions/list` query. */
export const SubscriptionListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Billing.subscriptionPageSizeMax)),
  status: Schema.optionalKey(Billing.SubscriptionStatus)
})
export type SubscriptionListQuery = typeof SubscriptionListQuery.Type

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Recurring subscriptions (`/subscriptions/*`): create, list, get (by id or `externalReference`), cancel; each behind
 * the permission of its name. Another account's subscription is a 404.
 */
export class SubscriptionsGroup extends HttpApiGroup.make("subscriptions")
  .add(
    HttpApiEndpoint.post("create", "/subscriptions/create", {
      payload: CreateSubscriptionBody,
      success: Envelope(Billing.LeanSubscription),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("subscriptions/create"))
  )
  .add(
    HttpApiEndpoint.get("list", "/subscriptions/list", {
      query: SubscriptionListQuery,
      success: Envelope(Page(Billing.LeanSubscription)),
      error: withMoneyRouteErrors
    }).pipe(permission("subscriptions/list"))
  )
  .add(
    HttpApiEndpoint.get("get", "/subscriptions/get/:id", {
      params: IdPath,
      success: Envelope(Billing.LeanSubscription),
      error: withMoneyRouteErrors
    }).pipe(permission("subscriptions/get"))
  )
  .add(
    HttpApiEndpoint.post("cancel", "/subscriptions/cancel/:id", {
      params: IdPath,
      success: Envelope(Billing.LeanSubscription),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("subscriptions/cancel"))
  )
  .middleware(Authentication) {}
