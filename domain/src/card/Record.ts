import { Schema } from "effect"
import { AccountId } from "../ledger/Model.ts"
import { toReais } from "../money/Money.ts"
import { CardToken } from "./Card.ts"
import { CardTransactionStatus } from "./Machine.ts"
import { settlementStateAt } from "./Settlement.ts"

/**
 * A stored card transaction (`CARD_CREDIT_IN`): the checkout as created (amounts, URLs, the processor's session), what
 * the buyer's payment left (the card's token, brand, BIN and last 4; never its number or CVV), the refunded total and
 * the settlement instants. `apiKeyId` is the key that asked for it (none for a payment link's checkout started on the
 * hosted page); `externalReference` the payment link checkout session it pays, when it pays one. `version` grows by
 * one on every change: the store's compare-and-set reads it.
 */
export const CardTransactionRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  apiKeyId: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String),
  status: CardTransactionStatus,
  /** The amount as requested: the gross without `coverFee`, the net with it. */
  amountCentavos: Schema.Int,
  grossCentavos: Schema.Int,
  feeCentavos: Schema.Int,
  netCentavos: Schema.Int,
  coverFee: Schema.Boolean,
  description: Schema.String,
  successUrl: Schema.optional(Schema.String),
  cancelUrl: Schema.optional(Schema.String),
  processorAccountId: Schema.String,
  sessionId: Schema.String,
  checkoutUrl: Schema.String,
  expiresAt: Schema.Date,
  card: Schema.optional(CardToken),
  challengeId: Schema.optional(Schema.String),
  paymentId: Schema.optional(Schema.String),
  failureReason: Schema.optional(Schema.String),
  refundedCentavos: Schema.Int,
  capturedAt: Schema.optional(Schema.Date),
  settlesAt: Schema.optional(Schema.Date),
  settledAt: Schema.optional(Schema.Date),
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type CardTransactionRecord = typeof CardTransactionRecord.Type

/**
 * A card transaction as the API shows it (`POST /card/checkout`, `GET /card/get/{id}`, the `payment.*` events'
 * payload): amounts in reais, the card by brand and last 4 only, and where the net is (`pending` until `settlesAt`,
 * then `available`; null before capture).
 */
export const CardTransactionView = Schema.Struct({
  transactionId: Schema.String,
  type: Schema.Literal("CARD_CREDIT_IN"),
  status: CardTransactionStatus,
  amount: Schema.Number,
  grossAmount: Schema.Number,
  fee: Schema.Number,
  netAmount: Schema.Number,
  refundedAmount: Schema.Number,
  coverFee: Schema.Boolean,
  description: Schema.String,
  checkoutUrl: Schema.String,
  successUrl: Schema.NullOr(Schema.String),
  cancelUrl: Schema.NullOr(Schema.String),
  card: Schema.NullOr(Schema.Struct({ brand: Schema.String, last4: Schema.String })),
  failureReason: Schema.NullOr(Schema.String),
  settlement: Schema.NullOr(Schema.Literals(["pending", "available"])),
  expiresAt: Schema.String,
  capturedAt: Schema.NullOr(Schema.String),
  settlesAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String
})
export type CardTransactionView = typeof CardTransactionView.Type

/** The API's view of a card transaction at `now` (the settlement state is read from the instant, `Settlement.ts`). */
export const toView = (record: CardTransactionRecord, now: Date): CardTransactionView => ({
  transactionId: record.id,
  type: "CARD_CREDIT_IN",
  status: record.status,
  amount: toReais(record.amountCentavos),
  grossAmount: toReais(record.grossCentavos),
  fee: toReais(record.feeCentavos),
  netAmount: toReais(record.netCentavos),
  refundedAmount: toReais(record.refundedCentavos),
  coverFee: record.coverFee,
  description: record.description,
  checkoutUrl: record.checkoutUrl,
  successUrl: record.successUrl ?? null,
  cancelUrl: record.cancelUrl ?? null,
  card: record.card === undefined ? null : { brand: record.card.brand, last4: record.card.last4 },
  failureReason: record.failureReason ?? null,
  settlement:
    record.settlesAt === undefined
      ? null
      : record.settledAt !== undefined
        ? "available"
        : settlementStateAt(record.settlesAt, now),
  expiresAt: record.expiresAt.toISOString(),
  capturedAt: record.capturedAt?.toISOString() ?? null,
  settlesAt: record.settlesAt?.toISOString() ?? null,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString()
})
