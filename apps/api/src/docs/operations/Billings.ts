import type { OperationDocs } from "../OperationDoc.ts"

const id = "bil_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z"
const customer = { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com", phone: "+5511987654321" }

const boleto = {
  id,
  method: "BOLETO",
  status: "PENDING",
  amount: 150.5,
  amountDue: 150.5,
  fine: { value: 2 },
  interest: { value: 1 },
  dueDate: "2026-03-10",
  currency: "BRL",
  description: "Mensalidade de março",
  externalReference: "mensalidade-2026-03",
  customer,
  emitFiscalInvoice: false,
  nossoNumero: "00000000000000042",
  barcode: "99991137300000150500000001000000000000000428",
  digitableLine: "99990000081000000000600000004281113730000015050",
  bankSlipUrl: `https://pay.trilho.example/b/${id}`,
  createdAt: "2026-03-02T12:00:00.000Z"
}

const paid = {
  ...boleto,
  status: "RECEIVED",
  amountDue: 153.56,
  payment: {
    paidOn: "2026-03-12",
    paidAt: "2026-03-12T15:00:00.000Z",
    value: 153.56,
    fine: 3.01,
    interest: 0.05,
    feeAmount: 1.99,
    netAmount: 151.57
  },
  overdueAt: "2026-03-11T03:00:00.000Z"
}

const { nossoNumero: _n, barcode: _b, digitableLine: _d, bankSlipUrl: _u, ...unslipped } = boleto
const pix = {
  ...unslipped,
  id: "bil_01JQ8Y7Z5K3M2N4P6R8T0V2X5A",
  method: "PIX",
  externalReference: "aula-avulsa-7",
  pixCopyPaste:
    "00020101021126600014br.gov.bcb.pix0117pix@trilho.example0225TRB00000000000000043" +
    "5204000053039865406150.505802BR5910LOJA EXEMPLO6009SAO PAULO62070503***6304ABCD"
}

const sandboxOnly =
  "Sandbox mode only (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/billings`. Pays the amount due on the " +
  "sandbox date (fine and interest included once past the due date): RECEIVED with `payment.paid`, the net credited " +
  "once. A billing already paid, refunded or canceled is a 409 `INVALID_STATE_TRANSITION`; another account's billing " +
  "is a 404."

/** One-off billings: `billings/*` and the sandbox's payments of them. */
export const billingsDocs: OperationDocs = {
  "billings.create": {
    tag: "Billings",
    summary: "Create a billing",
    description: [
      "Charges a payer `amount` reais due on `dueDate` (a São Paulo date, today to 1825 days ahead), by `BOLETO` " +
        "(answers `nossoNumero`, `barcode`, `digitableLine` and `bankSlipUrl`) or `PIX` (answers `pixCopyPaste` and " +
        "`pixQrCodeBase64`, the QR image only here), or by card. PENDING, with `payment.created`.",
      "- `CARD_CREDIT` and `CARD_VOUCHER` are charged at once: the first time with `creditCard`, " +
        "`creditCardHolderInfo` and `remoteIp` (the buyer's public IP), later with `cardToken` (the answer's " +
        "`creditCard.creditCardToken`) and `remoteIp`. Approved: CONFIRMED with `payment.paid`, the net pending until " +
        "the card settlement period ends (then RECEIVED). Declined: the billing FAILED with `failureReason` and " +
        "`payment.failed` (a 200). The card fee (4.99 % + 0.20 USD) applies, the amount at least 5.00; the card " +
        "processor's onboarding must be complete (403 `CARD_PROCESSING_UNAVAILABLE`); an unknown or another " +
        "account's token is 404 `CARD_TOKEN_NOT_FOUND`; a processor outage 503 `CARD_PROCESSOR_UNAVAILABLE`.",
      "- `CARD_DEBIT` takes no card field (each of `creditCard`, `creditCardHolderInfo`, `cardToken`, `remoteIp` sent " +
        "is named in a 400): PENDING with `invoiceUrl`, the page where the payer pays by debit card. No card number " +
        "or CVV is stored or logged.",
      "- The payer: `customer` inline (`name`, a CPF or CNPJ with valid check digits, `email`, optional `phone` and " +
        "`id`) or `customerId` of the customer base; one of the two.",
      "- `fine.value` (0 to 2, percent, once) and `interest.value` (0 to 1, percent a month, per day) apply after the " +
        "due date. An amount not above the method's fee is refused.",
      "- `emitFiscalInvoice` needs automatic fiscal issuing on the account (400 `FEATURE_NOT_CONFIGURED`).",
      "- Idempotent with an `Idempotency-Key` header; an `externalReference` already used answers the first billing " +
        "for the same body, 409 `EXTERNAL_REFERENCE_CONFLICT` for another."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "VALIDATION_ERROR",
      "FEATURE_NOT_CONFIGURED",
      "CARD_PROCESSING_UNAVAILABLE",
      "CARD_TOKEN_NOT_FOUND",
      "EXTERNAL_REFERENCE_CONFLICT",
      "CARD_PROCESSOR_UNAVAILABLE"
    ],
    request: {
      method: "BOLETO",
      amount: 150.5,
      dueDate: "2026-03-10",
      description: "Mensalidade de março",
      externalReference: "mensalidade-2026-03",
      customer: { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com", phone: "11987654321" },
      fine: { value: 2 },
      interest: { value: 1 }
    },
    response: boleto
  },
  "billings.get": {
    tag: "Billings",
    summary: "Read a billing",
    description:
      "A billing of this account by id or `externalReference`, with `amountDue`, what a payment today (São Paulo, " +
      "sandbox clock) must bring, and `payment` once paid; 404 for an unknown one or another account's.",
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: paid
  },
  "billings.list": {
    tag: "Billings",
    summary: "List billings",
    description:
      "The account's billings, newest first, filtered by `status`, `method`, `customerId`, `externalReference`, " +
      "`dueDateFrom`/`dueDateTo` (São Paulo dates) and `createdAtFrom`/`createdAtTo` (inclusive); `pageSize` 50 by " +
      "default, 100 at most.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR"],
    response: { items: [paid], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "billings.refund": {
    tag: "Billings",
    summary: "Refund a billing",
    description: [
      "Refunds a RECEIVED billing in full: REFUNDED with `payment.refunded`; its net is debited back once (the fee " +
        "is kept), from the PIX credit's own locked money while its 24 h lock holds, otherwise from `withdrawable`.",
      "- A card billing, CONFIRMED or RECEIVED, is refunded through the card processor in the same transaction: its " +
        "net leaves `pending` before settlement, `withdrawable` after; a processor outage is 503 " +
        "`CARD_PROCESSOR_UNAVAILABLE` and changes nothing.",
      "- Full refunds only: an `amount` is refused. Another status is a 409 `INVALID_STATE_TRANSITION`; a balance " +
        "short of the net, 400 `INSUFFICIENT_FUNDS`.",
      "- Idempotent with an `Idempotency-Key` header."
    ].join("\n"),
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "INSUFFICIENT_FUNDS", "CARD_PROCESSOR_UNAVAILABLE"],
    request: { id, description: "Cliente cancelou" },
    response: { ...paid, status: "REFUNDED", refundedAt: "2026-03-13T10:00:00.000Z" }
  },
  "sandboxBillings.payBoleto": {
    tag: "Sandbox",
    summary: "Pay a boleto billing",
    description:
      "A payer pays the boleto with this digitable line (47 digits, formatted or not) or barcode (44 digits); 400 " +
      `\`INVALID_BOLETO\` for a line whose check digits fail. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["VALIDATION_ERROR", "INVALID_BOLETO", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: { line: "99990.00008 10000.000006 00000.004281 1 13730000015050" },
    response: paid
  },
  "sandboxBillings.payPix": {
    tag: "Sandbox",
    summary: "Pay a PIX billing",
    description: `A payer pays the PIX billing named by \`id\` or by its \`copyPaste\` BR Code (one of the two). ${sandboxOnly}`,
    access: "apiKey",
    errors: ["VALIDATION_ERROR", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: { id: pix.id },
    response: { ...pix, status: "RECEIVED", payment: { ...paid.payment, value: 150.5, fine: 0, interest: 0 } }
  },
  "sandboxBillings.failCard": {
    tag: "Sandbox",
    summary: "Make a stored card decline",
    description:
      "Every later charge of this stored card token (a card billing's, a subscription's cycle and its retries) " +
      "declines with `reason` (`insufficient_funds` by default), until `failing: false` restores it. Sandbox mode " +
      "only (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/billings`. Another account's token, or one never " +
      "made, is 404 `CARD_TOKEN_NOT_FOUND`.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR", "CARD_TOKEN_NOT_FOUND"],
    request: { cardToken: "tok_sbx_12", reason: "insufficient_funds" },
    response: { cardToken: "tok_sbx_12", failing: true, reason: "insufficient_funds" }
  },
  "sandboxBillings.overdue": {
    tag: "Sandbox",
    summary: "Advance a billing to overdue",
    description:
      "Makes the PENDING billing `{id}` OVERDUE now, as the worker's pass would: when the sandbox date is not past its " +
      "due date yet, the sandbox clock (the whole sandbox's) moves to a minute into the day after it, São Paulo, so " +
      "fine and interest run from that day. An OVERDUE billing answers as it is; a paid, canceled, failed or " +
      "refunded one is 409 `INVALID_STATE_TRANSITION`; another account's billing is a 404. The body is empty. " +
      "Sandbox mode only (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/billings`.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: {},
    response: { ...boleto, status: "OVERDUE", amountDue: 153.56, overdueAt: "2026-03-11T03:01:00.000Z" }
  }
}
