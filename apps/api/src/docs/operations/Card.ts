import type { OperationDoc, OperationDocs } from "../OperationDoc.ts"

/** A card checkout as the API shows it, paid with the approved test Visa. */
const cardPaid = {
  transactionId: "card_01JD8X2K4M6N8P0R2T4V6X8Z0A",
  type: "CARD_CREDIT_IN",
  status: "COMPLETED",
  amount: 100,
  grossAmount: 100,
  fee: 5.99,
  netAmount: 94.01,
  refundedAmount: 0,
  coverFee: false,
  description: "Pedido 1001",
  checkoutUrl: "https://pay.example.com/processor/checkout/cs_sbx_2",
  successUrl: "https://loja.example.com/obrigado",
  cancelUrl: null,
  card: { brand: "VISA", last4: "4242" },
  failureReason: null,
  settlement: "pending",
  expiresAt: "2026-11-28T14:00:00.000Z",
  capturedAt: "2026-11-27T14:02:00.000Z",
  settlesAt: "2026-12-27T14:02:00.000Z",
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:02:00.000Z"
}

const cardPending = {
  ...cardPaid,
  status: "PENDING",
  card: null,
  settlement: null,
  capturedAt: null,
  settlesAt: null,
  updatedAt: cardPaid.createdAt
}

const processorAccount = {
  processorAccountId: "acct_sbx_1",
  personType: "PJ",
  verified: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirementsDue: [],
  requirementsPastDue: []
}

const sandboxOnly = "Sandbox mode only (elsewhere the route is a 404)."

const control = (
  summary: string,
  description: string,
  errors: ReadonlyArray<string>,
  response: unknown,
  request?: unknown
): OperationDoc => ({
  tag: "Sandbox",
  summary,
  description: `${description} ${sandboxOnly}`,
  access: "apiKey",
  errors: ["NOT_FOUND", ...errors],
  ...(request === undefined ? {} : { request }),
  response
})

/** Card checkout through the card processor (`processor/onboarding`, `card/*`, `payments/refund`) and its sandbox. */
export const cardDocs: OperationDocs = {
  "card.onboardingLink": {
    tag: "Card checkout",
    summary: "Get a link to the card processor's onboarding form",
    description:
      "A single-use link (30 minutes) to the processor's form where the account gives its company data (CNPJ, legal " +
      "name) and a bank account; the processor account is made on the first call. Card checkout needs the account " +
      "PJ, verified, `charges_enabled` and `payouts_enabled`, with no requirement past due.",
    access: "apiKey",
    errors: ["CARD_PROCESSOR_UNAVAILABLE"],
    response: {
      url: "https://pay.example.com/processor/onboarding/acct_sbx_1",
      expiresAt: "2026-11-27T14:30:00.000Z",
      processorAccountId: "acct_sbx_1"
    }
  },
  "card.checkout": {
    tag: "Card checkout",
    summary: "Open a card checkout",
    description: [
      "Opens a hosted card checkout at the processor: the buyer pays on `checkoutUrl` (open 24 h); the answer's " +
        "`transactionId` reads it back.",
      "- `amount` is at least 5.00 (400 `AMOUNT_BELOW_MINIMUM`): without `coverFee` it is the gross and the fee " +
        "(4.99 % + 0.20 USD at the configured rate, per-merchant overrides) comes off the net; with it, it is the net " +
        "and the gross is the smallest that yields it.",
      "- 403 `CARD_PROCESSING_UNAVAILABLE` naming the first missing capability until onboarding is complete.",
      "- Paid, the net waits in the balance's `pending` until the settlement period ends (`settlesAt`), then becomes " +
        "`available`; `payment.paid` (or `payment.failed` for a decline) is sent. Only the card's token, brand, BIN " +
        "and last 4 are kept, never its number or CVV.",
      "- Idempotent with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: ["AMOUNT_BELOW_MINIMUM", "CARD_PROCESSING_UNAVAILABLE", "FEE_EXCEEDS_AMOUNT", "CARD_PROCESSOR_UNAVAILABLE"],
    request: { amount: 100, description: "Pedido 1001", successUrl: cardPaid.successUrl, coverFee: false },
    response: cardPending
  },
  "card.get": {
    tag: "Card checkout",
    summary: "Read a card transaction",
    description:
      "One card transaction: its status (`PENDING`, `AWAITING_CHALLENGE`, `COMPLETED`, `FAILED`, `CANCELED`, " +
      "`PARTIALLY_REFUNDED`, `REFUNDED`), amounts, refunded total, the card's brand and last 4 and where its net is " +
      "(`settlement` `pending` or `available`). 404 for another account's.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: cardPaid
  },
  "card.refund": {
    tag: "Card checkout",
    summary: "Refund a card payment",
    description: [
      "Refunds part (`amount`) or, without it, all that remains of the net of a `COMPLETED` card payment; the fee is " +
        "kept. Several partial refunds never sum past the net, however many arrive at once.",
      "- 400 `PAYMENT_NOT_REFUNDABLE` before capture, `REFUND_EXCEEDS_NET` above what remains, `ALREADY_REFUNDED` " +
        "once nothing remains.",
      "- The refund debits the net where it is: `pending` before settlement, `withdrawable` after " +
        "(400 `INSUFFICIENT_FUNDS`). `payment.refunded` is sent; the status is `PARTIALLY_REFUNDED` or `REFUNDED`.",
      "- Idempotent with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "PAYMENT_NOT_REFUNDABLE",
      "REFUND_EXCEEDS_NET",
      "ALREADY_REFUNDED",
      "INSUFFICIENT_FUNDS",
      "NOT_FOUND",
      "CONCURRENT_UPDATE",
      "CARD_PROCESSOR_UNAVAILABLE"
    ],
    request: { amount: 10 },
    response: {
      ...cardPaid,
      status: "PARTIALLY_REFUNDED",
      refundedAmount: 10,
      refund: { refundId: "crf_01JD8X2K4M6N8P0R2T4V6X8Z0B", amount: 10 }
    }
  },
  "sandboxCard.pay": control(
    "Pay a card checkout with a test card",
    "Plays the buyer on the processor's page: the card (default the approved Visa 4242 4242 4242 4242) is checked, " +
      "tokenized and authorized. Approved: `COMPLETED`; declined: `FAILED` with `failureReason`; a challenge card: " +
      "`AWAITING_CHALLENGE` (answer it with `/challenge`). 400 `VALIDATION_ERROR` naming every bad field, 409 " +
      "`CARD_CHECKOUT_CLOSED` once paid, failed or expired.",
    ["VALIDATION_ERROR", "CARD_CHECKOUT_CLOSED"],
    cardPaid,
    { number: "4000 0000 0000 3220" }
  ),
  "sandboxCard.challenge": control(
    "Answer a card checkout's challenge",
    "The buyer's second step: `passed` true approves the payment, false declines it.",
    ["CARD_CHECKOUT_CLOSED"],
    cardPaid,
    { passed: true }
  ),
  "sandboxCard.completeOnboarding": control(
    "Complete the card processor's onboarding",
    "Submits the processor's onboarding form for the account (sandbox company data and bank account unless given): " +
      "the account becomes verified with charges and payouts enabled.",
    ["VALIDATION_ERROR"],
    processorAccount,
    { company: { cnpj: "11.222.333/0001-81", legalName: "Loja Ltda" } }
  ),
  "sandboxCard.breakOnboarding": control(
    "Leave an onboarding requirement past due",
    "Makes `requirement` (`pj_data` or `bank_account`) due and past due at the processor: charges and payouts turn " +
      "off and card checkout answers 403 until the form gives it again.",
    ["VALIDATION_ERROR"],
    { ...processorAccount, chargesEnabled: false, payoutsEnabled: false, requirementsPastDue: ["bank_account"] },
    { requirement: "bank_account" }
  ),
  "sandboxCard.settle": control(
    "Settle the card deposits due",
    "Moves the net of every captured card payment, and of every CONFIRMED card billing (then RECEIVED), whose " +
      "`settlesAt` has passed on the sandbox clock from `pending` to `available`; answers this account's ids.",
    [],
    { settled: [cardPaid.transactionId] }
  )
}
