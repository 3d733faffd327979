import { chargePaid, chargePending, page } from "../Examples.ts"
import type { OperationDocs } from "../OperationDoc.ts"

const chargeErrors = ["NOT_FOUND"]

/** Dynamic PIX QR charges (`payment-pix/*`). */
export const chargesDocs: OperationDocs = {
  "charges.create": {
    tag: "Receive PIX",
    summary: "Create a PIX charge (QR code)",
    description: [
      "Creates a dynamic PIX charge and answers its BR Code (`copyPaste`), QR image (`qrCodeBase64`, only in this " +
        "answer) and hosted page (`qrcodeUrl`). The charge is `PENDING` until paid (`payment.paid`, `COMPLETED`) or " +
        "expired (`payment.pix.expired`, `CANCELED`).",
      "- `amount`: reais, more than 0, at most 2 decimals (400 `VALIDATION_ERROR`). With `coverFee: false` (default) " +
        "it is what the payer pays; with `coverFee: true` it is the net you want and the payer pays the fee on top.",
      "- `expirationSeconds`: 60 to 604800, default 86400 (24 h).",
      "- `externalReference`: your id, unique per account: the same body again returns the existing charge, " +
        "another body is a 409 `EXTERNAL_REFERENCE_CONFLICT`.",
      "- `subaccountId` credits the net to a subaccount (needs the subaccount flags: 403 `FEATURE_NOT_ENABLED`; the " +
        "subaccount must receive: 400 `SUBACCOUNT_LOCKED`).",
      "- `splitUser` (a partner account's e-mail) and `splitTax` (0.01 to 100 percent of the net) split the net.",
      "- `emitFiscalInvoice` needs automatic invoices configured (400 `FEATURE_NOT_CONFIGURED`).",
      "- Idempotent with an `Idempotency-Key` header (same key and body within 24 h: the first answer again)."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "FEE_EXCEEDS_AMOUNT",
      "AMOUNT_OUT_OF_RANGE",
      "INVALID_SPLIT_USER",
      "FEATURE_NOT_CONFIGURED",
      "SUBACCOUNT_LOCKED",
      "FEATURE_NOT_ENABLED",
      "NOT_FOUND",
      "EXTERNAL_REFERENCE_CONFLICT",
      "PIX_NETWORK_UNAVAILABLE"
    ],
    request: { amount: 25.5, description: "Pedido 1001", externalReference: "pedido-1001", expirationSeconds: 86400 },
    response: chargePending
  },
  "charges.get": {
    tag: "Receive PIX",
    summary: "Read a PIX charge",
    description:
      "The full record of a charge of this account, by its `id`. A pending charge carries `copyPaste` and " +
      "`qrcodeUrl` but not `qrCodeBase64` (only the create answer has the image). A charge of another account is a " +
      "404, as is an unknown id.",
    access: "apiKey",
    errors: chargeErrors,
    response: chargePaid
  },
  "charges.getByReference": {
    tag: "Receive PIX",
    summary: "Read a PIX charge by your reference",
    description:
      "The same record as `get`, found by the `externalReference` you gave at creation (exact match). 404 when no " +
      "charge of this account has it.",
    access: "apiKey",
    errors: chargeErrors,
    response: chargePaid
  },
  "charges.status": {
    tag: "Receive PIX",
    summary: "Poll the status of a PIX charge",
    description:
      "A lean answer for polling: `status`, `amount`, `expiresAt`, `completedAt` and, once paid, `endToEndId`. " +
      "Poll no faster than every few seconds (100 requests a minute per key), or use webhooks or the realtime gateway.",
    access: "apiKey",
    errors: chargeErrors,
    response: {
      id: chargePaid.id,
      status: "COMPLETED",
      amount: 25.5,
      expiresAt: chargePending.expiresAt,
      completedAt: chargePaid.completedAt,
      endToEndId: chargePaid.endToEndId
    }
  },
  "charges.list": {
    tag: "Receive PIX",
    summary: "List PIX charges",
    description:
      "The account's PIX charges (`PIX_IN` only), newest first, paged (`page` from 1, `pageSize` default 50, at " +
      "most 100). Filters: `dateFrom`, `dateTo`, `status`, `externalReference`, `search`, `subaccountId`.",
    access: "apiKey",
    errors: ["FEATURE_NOT_ENABLED"],
    response: page([chargePaid])
  }
}
