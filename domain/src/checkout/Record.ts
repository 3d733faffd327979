import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { CheckoutMethod } from "../links/Record.ts"
import { Centavos } from "../money/Money.ts"

/** The id prefix of checkout sessions: `chk_<26 characters>`. */
export const sessionIdPrefix = "chk"

/** How long a session's payment stays open: its PIX charge expires after 30 minutes, then its reservations end. */
export const sessionExpirationSeconds = 1_800

/** Characters of a session's `externalReference`, at most (the charges' bound). */
export const sessionReferenceLengthMax = 100

/**
 * A session's life: `OPEN` while its payment is awaited (coupon use and lines reserved), `PAID` once it is paid (the
 * delivery is the buyer's), `EXPIRED` when its payment expired unpaid, `FAILED` when it failed; the last two gave the
 * reservations back.
 */
export const SessionStatus = Schema.Literals(["OPEN", "PAID", "EXPIRED", "FAILED"])
export type SessionStatus = typeof SessionStatus.Type

/** The buyer as the checkout read them: a name and a CPF or CNPJ (digits), an e-mail and a phone when given. */
export const SessionPayer = Schema.Struct({
  name: Schema.String,
  document: Schema.String,
  email: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String)
})
export type SessionPayer = typeof SessionPayer.Type

/**
 * What the buyer gets once paid, per product, copied when the session starts: a `LINK` to open, a `TEXT_INFINITE`
 * text every buyer reads, or the `TEXT_LINES` line reserved for this session (given out only once paid).
 */
export const SessionDelivery = Schema.Union([
  Schema.Struct({
    productId: Schema.String,
    productName: Schema.String,
    type: Schema.Literal("LINK"),
    redirectUrl: Schema.String
  }),
  Schema.Struct({
    productId: Schema.String,
    productName: Schema.String,
    type: Schema.Literal("TEXT_INFINITE"),
    richContent: Schema.String
  }),
  Schema.Struct({
    productId: Schema.String,
    productName: Schema.String,
    type: Schema.Literal("TEXT_LINES"),
    line: Schema.String
  })
])
export type SessionDelivery = typeof SessionDelivery.Type

/**
 * A checkout session of a payment link. `amountCentavos` is the price before the coupon, `totalCentavos` what the
 * buyer pays. `paymentId` is the underlying payment (the PIX charge) and `payUrl` the page where the buyer pays it,
 * both set once the payment is open; `urlField` says whether the API names that page `payCheckoutUrl` or
 * `processorCheckoutUrl` (card). `version` grows with every write (compare-and-set).
 */
export const CheckoutSession = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  linkId: Schema.String,
  apiKeyId: Schema.optional(Schema.String),
  method: CheckoutMethod,
  status: SessionStatus,
  description: Schema.String,
  amountCentavos: Centavos,
  discountCentavos: Centavos,
  totalCentavos: Centavos,
  couponId: Schema.optional(Schema.String),
  couponCode: Schema.optional(Schema.String),
  productIds: Schema.Array(Schema.String),
  deliveries: Schema.Array(SessionDelivery),
  payer: SessionPayer,
  customerId: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String),
  requestFingerprint: Schema.String,
  paymentId: Schema.optional(Schema.String),
  payUrl: Schema.optional(Schema.String),
  urlField: Schema.Literals(["payCheckoutUrl", "processorCheckoutUrl"]),
  expiresAt: Schema.Date,
  paidAt: Schema.optional(Schema.Date),
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type CheckoutSession = typeof CheckoutSession.Type

/** Whether the session still holds its reservations and awaits its payment. */
export const isOpen = (session: Pick<CheckoutSession, "status">): boolean => session.status === "OPEN"

/**
 * The deliveries a reader of the session may see: all of them once it is paid, none before (a reserved line is not
 * the buyer's until the payment arrives).
 */
export const visibleDeliveries = (session: Pick<CheckoutSession, "status" | "deliveries">) =>
  session.status === "PAID" ? session.deliveries : []
