import { Billing, BillingCards } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { PageNumber, PageSize } from "../http/QueryParams.ts"
import { CreditCardBody, CreditCardHolderInfoBody } from "./BillingCardsApi.ts"
import { sandboxControl } from "../http/RecordRoutes.ts"

const described = (description: string) => Schema.String.annotate({ description })

/** The inline payer of a billing (spec: `name`, `taxId`, `email`, `phone`, optional `id`). */
export const BillingCustomerBody = StrictBody({
  name: described("Full name or company name."),
  taxId: described("CPF (11 digits) or CNPJ (14 characters), plain or masked, with valid check digits."),
  email: described("E-mail address; stored in lower case."),
  phone: Schema.optionalKey(described("Brazilian number: optional +55, area code, 8 or 9 digits.")),
  id: Schema.optionalKey(described("The merchant's own reference of the payer, at most 64 characters."))
})

const PercentValue = (description: string) => StrictBody({ value: Schema.Finite.annotate({ description }) })

/** `POST /billings/create` body. */
export const CreateBillingBody = StrictBody({
  method: Billing.BillingMethod.annotate({
    description:
      "`BOLETO`, `PIX`, `CARD_CREDIT`, `CARD_VOUCHER` (charged at once on `creditCard` or `cardToken`) or " +
      "`CARD_DEBIT` (no card field: the payer pays at `invoiceUrl`)."
  }),
  amount: Schema.Finite.annotate({ description: "Reais, positive, at most 2 decimals." }),
  dueDate: described("YYYY-MM-DD, not before today on the São Paulo calendar (sandbox clock)."),
  description: Schema.optionalKey(described(`At most ${Billing.billingDescriptionLengthMax} characters.`)),
  externalReference: Schema.optionalKey(
    described(`Unique per account, at most ${Billing.billingExternalReferenceLengthMax} characters; a repeat replays.`)
  ),
  customer: Schema.optionalKey(BillingCustomerBody),
  customerId: Schema.optionalKey(described("A customer of the customer base (`cus_…`), instead of `customer`.")),
  fine: Schema.optionalKey(PercentValue("Fine after the due date, percent of the amount, 0 to 2.")),
  interest: Schema.optionalKey(PercentValue("Interest after the due date, percent a month, 0 to 1.")),
  emitFiscalInvoice: Schema.optionalKey(
    Schema.Boolean.annotate({ description: "Needs automatic fiscal issuing on the account (`fiscalInvoiceAuto`)." })
  ),
  creditCard: Schema.optionalKey(
    CreditCardBody.annotate({
      description: "CARD_CREDIT/CARD_VOUCHER first charge: the card (reaches the processor only)."
    })
  ),
  creditCardHolderInfo: Schema.optionalKey(
    CreditCardHolderInfoBody.annotate({ description: "With `creditCard`: the holder's identity and address." })
  ),
  cardToken: Schema.optionalKey(described("CARD_CREDIT/CARD_VOUCHER later charges: a stored `creditCardToken`.")),
  remoteIp: Schema.optionalKey(described("CARD_CREDIT/CARD_VOUCHER: the buyer's public IP address (required)."))
})

/** `POST /billings/refund` body: the billing and an optional note; the refund is always of the whole billing. */
export const RefundBillingBody = StrictBody({
  id: described("The billing's id or externalReference."),
  description: Schema.optionalKey(described("A note kept on the refund."))
})

/** `GET /billings/list` query. */
export const BillingListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize(Billing.billingPageSizeMax)),
  status: Schema.optionalKey(Billing.BillingStatus),
  method: Schema.optionalKey(Billing.BillingMethod),
  customerId: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String),
  dueDateFrom: Schema.optionalKey(described("YYYY-MM-DD, inclusive.")),
  dueDateTo: Schema.optionalKey(described("YYYY-MM-DD, inclusive.")),
  createdAtFrom: Schema.optionalKey(described("YYYY-MM-DD (São Paulo) or an ISO 8601 instant, inclusive.")),
  createdAtTo: Schema.optionalKey(described("YYYY-MM-DD (São Paulo) or an ISO 8601 instant, inclusive."))
})
export type BillingListQuery = typeof BillingListQuery.Type

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * One-off billings (`/billings/*`): create (BOLETO, PIX or a card method), get (by id or `externalReference`), list,
 * refund; each behind the permission of its name. Another account's billing is a 404.
 */
export class BillingsGroup extends HttpApiGroup.make("billings")
  .add(
    HttpApiEndpoint.post("create", "/billings/create", {
      payload: CreateBillingBody,
      success: Envelope(Billing.LeanBilling),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("billings/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/billings/get/:id", {
      params: IdPath,
      success: Envelope(Billing.LeanBilling),
      error: withMoneyRouteErrors
    }).pipe(permission("billings/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/billings/list", {
      query: BillingListQuery,
      success: Envelope(Page(Billing.LeanBilling)),
      error: withMoneyRouteErrors
    }).pipe(permission("billings/list"))
  )
  .add(
    HttpApiEndpoint.post("refund", "/billings/refund", {
      payload: RefundBillingBody,
      success: Envelope(Billing.LeanBilling),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("billings/refund"))
  )
  .middleware(Authentication) {}

/** `POST /sandbox/billings/pay-boleto` body: the digitable line (formatted or digits only) or the barcode. */
export const PayBoletoBody = StrictBody({ line: described("Digitable line (47 digits, formatted or not) or barcode.") })

/** `POST /sandbox/billings/pay-pix` body: the billing's id, or its BR Code. */
export const PayPixBody = StrictBody({
  id: Schema.optionalKey(described("The PIX billing's id.")),
  copyPaste: Schema.optionalKey(described("The billing's `pixCopyPaste`."))
})

/**
 * `POST /sandbox/billings/fail-card` body: the stored token; `failing` false restores it; `reason` of the declines
 * (default `insufficient_funds`).
 */
export const FailCardBody = StrictBody({
  cardToken: described("A stored card token of the merchant (`creditCardToken`)."),
  failing: Schema.optionalKey(Schema.Boolean.annotate({ description: "false: charge as the card says again." })),
  reason: Schema.optionalKey(
    Schema.Literals(BillingCards.sandboxDeclineReasons).annotate({ description: "Default `insufficient_funds`." })
  )
})

/** What `fail-card` answers: the token and whether its charges now decline, with which reason. */
export const FailCardView = Schema.Struct({
  cardToken: Schema.String,
  failing: Schema.Boolean,
  reason: Schema.optionalKey(Schema.String)
})

/**
 * Sandbox controls of billings: a payer pays a boleto by its line, or a PIX billing by id or BR Code, the amount due
 * on the sandbox date; a stored card made to decline every later charge (`fail-card`), or restored; a PENDING billing
 * made OVERDUE (`{id}/overdue`: the sandbox clock moves past its due date when it is not there yet). Only in sandbox
 * mode; permission `sandbox/billings`; another merchant's billing or token is a 404.
 */
export class SandboxBillingsGroup extends HttpApiGroup.make("sandboxBillings")
  .add(
    HttpApiEndpoint.post("payBoleto", "/sandbox/billings/pay-boleto", {
      payload: PayBoletoBody,
      success: Envelope(Billing.LeanBilling),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/billings"))
  )
  .add(
    HttpApiEndpoint.post("payPix", "/sandbox/billings/pay-pix", {
      payload: PayPixBody,
      success: Envelope(Billing.LeanBilling),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/billings"))
  )
  .add(
    HttpApiEndpoint.post("failCard", "/sandbox/billings/fail-card", {
      payload: FailCardBody,
      success: Envelope(FailCardView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/billings"))
  )
  .add(
    sandboxControl("overdue", "/sandbox/billings/:id/overdue", StrictBody({}), Billing.LeanBilling, "sandbox/billings")
  )
  .middleware(Authentication) {}
