import type { OperationDocs } from "../OperationDoc.ts"

const session = {
  sessionId: "chk_01jd8x2k4m6n8p0r2t4v6x8z0a",
  linkId: "plk_01jd8x2k4m6n8p0r2t4v6x8z0a",
  status: "OPEN",
  method: "PIX",
  description: "Curso de violão",
  amount: 97.9,
  discount: 9.79,
  total: 88.11,
  couponCode: "VERAO-10",
  payer: { name: "Maria Souza", document: "52998224725", email: "maria@example.com" },
  customerId: "cus_01jd8x2k4m6n8p0r2t4v6x8z0a",
  externalReference: "pedido-1001",
  transactionId: "pix_01JD8X2K4M6N8P0R2T4V6X8Z0A",
  payCheckoutUrl: "https://pay.example.com/pix/pix_01JD8X2K4M6N8P0R2T4V6X8Z0A",
  deliveries: [],
  expiresAt: "2026-11-27T14:30:00.000Z",
  createdAt: "2026-11-27T14:00:00.000Z"
}

/** The checkout operations of payment links (`payment-links/checkout`, `payment-links/sessions/get`). */
export const checkoutDocs: OperationDocs = {
  "checkout.checkout": {
    tag: "Payment links",
    summary: "Start a checkout of a payment link",
    description: [
      "Starts a checkout session of an ACTIVE link for a buyer (`payer`: `name` and a CPF or CNPJ always, `email` " +
        "when the link's `customerMode` keeps customers) by one of the link's `allowedMethods`.",
      "- The price is the link's `fixedAmount`, else the sum of its products' prices, else the buyer's `amount` (an " +
        "open value). `couponCode` (validated first with `POST /coupons/validate`) takes its discount off.",
      "- In one transaction the session is stored OPEN, the coupon's use is counted (never past `maxUses`) and each " +
        "TEXT_LINES product's next line is reserved (never sold twice); then the payment opens: for `PIX` a dynamic " +
        "QR charge of the total (its `externalReference` is the session id), expiring in 30 minutes, whose hosted " +
        "page is `payCheckoutUrl`; for `CARD` a card checkout of the total (as `POST /card/checkout` without " +
        "`coverFee`, at least 5.00, expiring in 30 minutes), whose hosted page at the card processor is " +
        "`processorCheckoutUrl` and which sends the buyer back to the session's page (`<payPageUrl>/sessions/<id>`, " +
        "the receipt once paid). A session whose coupon takes the whole price is PAID at once.",
      "- Paid (the charge received, the card captured), the session is PAID, its `deliveries` show (the link, the " +
        "rich text, the buyer's line), the customer's purchase is counted and `payment_link.paid` is sent with the " +
        "session. Expired or failed (a declined card too), it is EXPIRED or FAILED and gives the coupon use and the " +
        "lines back.",
      "- Idempotent with an `Idempotency-Key` header (one session per key); the same `externalReference` and body " +
        "return the same session, another body 409 `EXTERNAL_REFERENCE_CONFLICT`.",
      "Refusals change nothing: 404 for an unknown or another account's link, 409 `PAYMENT_LINK_INACTIVE`, " +
        "`PRODUCT_UNAVAILABLE`, `PRODUCT_SOLD_OUT`, the coupon's codes (`COUPON_NOT_FOUND`, `COUPON_EXPIRED`, …), 422 " +
        "`PAYMENT_METHOD_UNAVAILABLE` naming the missing capability, for `CARD` 403 `CARD_PROCESSING_UNAVAILABLE` " +
        "(the card checkout's gate) and 400 `AMOUNT_BELOW_MINIMUM` under 5.00, 400 `VALIDATION_ERROR` naming every " +
        "problem."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "NOT_FOUND",
      "PAYMENT_LINK_INACTIVE",
      "PRODUCT_UNAVAILABLE",
      "PRODUCT_SOLD_OUT",
      "COUPON_NOT_FOUND",
      "COUPON_INACTIVE",
      "COUPON_EXPIRED",
      "COUPON_EXHAUSTED",
      "COUPON_NOT_ELIGIBLE",
      "EXTERNAL_REFERENCE_CONFLICT",
      "PAYMENT_METHOD_UNAVAILABLE",
      "CARD_PROCESSING_UNAVAILABLE",
      "AMOUNT_BELOW_MINIMUM"
    ],
    request: {
      linkId: "plk_01jd8x2k4m6n8p0r2t4v6x8z0a",
      method: "PIX",
      couponCode: "VERAO-10",
      externalReference: "pedido-1001",
      payer: { name: "Maria Souza", document: "529.982.247-25", email: "maria@example.com" }
    },
    response: session
  },
  "checkout.getSession": {
    tag: "Payment links",
    summary: "Read a checkout session",
    description:
      "One session of the account by id: its status (`OPEN`, `PAID`, `EXPIRED`, `FAILED`), amounts, payer, " +
      "payment and, once PAID, its deliveries. 404 `NOT_FOUND` for an unknown id or another account's session.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: {
      ...session,
      status: "PAID",
      deliveries: [
        {
          productId: "prd_01jd8x2k4m6n8p0r2t4v6x8z0a",
          productName: "Curso de violão",
          type: "LINK",
          redirectUrl: "https://cursos.example.com/violao"
        }
      ],
      paidAt: "2026-11-27T14:05:00.000Z"
    }
  }
}
