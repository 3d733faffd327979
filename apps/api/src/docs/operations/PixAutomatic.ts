import type { OperationDocs } from "../OperationDoc.ts"

const authorization = {
  id: "pxa_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
  idRec: "RR9999999820261127ABCDEFGHIJK",
  status: "PENDING_CONSENT",
  customerId: "cus_01JQ8Y7Z5K3M2N4P6R8T0V2X4A",
  payer: { name: "Ana Souza", document: "52998224725" },
  contractId: "CONTRATO-42",
  description: "Academia",
  frequency: "MONTHLY",
  startDate: "2026-11-27",
  maxAmount: 200,
  retryPolicy: "NONE",
  firstPaymentId: "pxi_01JQ8Y7Z5K3M2N4P6R8T0V2X4B",
  copyPaste: "00020101021226…80…6304DD21",
  consentExpiresAt: "2026-12-04T15:00:00.000Z",
  createdAt: "2026-11-27T15:00:00.000Z"
}

const active = { ...authorization, status: "ACTIVE", approvedAt: "2026-11-27T15:05:00.000Z" }

const instruction = {
  id: "pxi_01JQ8Y7Z5K3M2N4P6R8T0V2X4C",
  type: "PIX_IN",
  status: "PENDING",
  amount: 150,
  feeAmount: 1.59,
  netAmount: 148.41,
  currency: "BRL",
  description: "Dezembro",
  createdAt: "2026-11-27T15:10:00.000Z",
  pixAutomatic: {
    status: "SCHEDULED",
    authorizationId: authorization.id,
    idRec: authorization.idRec,
    firstPayment: false,
    dueDate: "2026-12-05"
  }
}

const page = <A>(item: A) => ({ items: [item], page: 1, pageSize: 50, total: 1, pages: 1 })

const product = "403 `PIX_AUTOMATIC_NOT_ENABLED` when PIX Automático is not enabled on the account."
const sandboxOnly =
  "Sandbox mode only (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/pix-automatic`. `{id}` is the " +
  "authorization's id or `idRec`; another account's is a 404."

/** PIX Automático: `pix-automatic/*` and the sandbox payer's bank. */
export const pixAutomaticDocs: OperationDocs = {
  "pixAutomatic.createAuthorization": {
    tag: "PIX Automático",
    summary: "Create an authorization (a recurrence) with its first instalment",
    description: [
      "A recurrence for the customer `customerId` (registered first through `customers/create`; unknown is a 404): " +
        "`frequency` WEEKLY, MONTHLY, QUARTERLY, SEMIANNUALLY or YEARLY from `startDate` (to `endDate`), every " +
        "instalment exactly `fixedAmount` or at most `maxAmount` (or free, with neither). It waits for the payer's " +
        "consent (`PENDING_CONSENT`, 7 days, then `EXPIRED`): show `copyPaste` or `qrCodeBase64`, a BR Code with the " +
        "first instalment (`firstPayment`, due today unless `dueDate`) and the recurrence (template 80).",
      "- `idRec` is BACEN's: `RR`, the receiver's ISPB, the date and 11 letters or digits.",
      "- Fee per instalment: 0.99 % + 0.10 BRL, taken from it; 400 `FEE_EXCEEDS_AMOUNT` below that.",
      `- ${product}`
    ].join("\n"),
    access: "apiKey",
    errors: ["VALIDATION_ERROR", "PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "FEE_EXCEEDS_AMOUNT"],
    request: {
      customerId: authorization.customerId,
      contractId: "CONTRATO-42",
      description: "Academia",
      frequency: "MONTHLY",
      startDate: "2026-11-27",
      maxAmount: 200,
      firstPayment: { amount: 99.9 }
    },
    response: { ...authorization, qrCodeBase64: "iVBORw0KGgo…" }
  },
  "pixAutomatic.listAuthorizations": {
    tag: "PIX Automático",
    summary: "List authorizations",
    description: `The account's authorizations, newest first; filters \`status\` and \`customerId\`. ${product}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED"],
    response: page(active)
  },
  "pixAutomatic.getAuthorization": {
    tag: "PIX Automático",
    summary: "Get an authorization",
    description: `By id or \`idRec\`; another account's is a 404. ${product}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND"],
    response: active
  },
  "pixAutomatic.cancelAuthorization": {
    tag: "PIX Automático",
    summary: "Cancel an authorization",
    description:
      "The merchant ends a pending or active authorization (`CANCELED`, `endReason` `MERCHANT_CANCELED`); its " +
      `scheduled instalments are canceled with it. 409 \`INVALID_STATE_TRANSITION\` once it ended. ${product}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    response: { ...active, status: "CANCELED", endReason: "MERCHANT_CANCELED", endedAt: "2026-11-28T12:00:00.000Z" }
  },
  "pixAutomatic.createInstruction": {
    tag: "PIX Automático",
    summary: "Schedule a payment instruction (an instalment)",
    description: [
      "Schedules one instalment of an ACTIVE authorization, debited from the payer on `dueDate` (São Paulo calendar) " +
        "by the worker: `PAID` with the net credited and `payment.paid`, or `FAILED` with `payment.failed`.",
      "- 409 `AUTHORIZATION_NOT_ACTIVE` unless the authorization is ACTIVE.",
      "- 422 `AMOUNT_NOT_AUTHORIZED`: not the `fixedAmount`, or above the `maxAmount`.",
      "- 422 `DUE_DATE_NOT_ALLOWED`: outside the authorization's window, less than 2 or more than 10 days ahead, or " +
        "in a period that already has an instalment (one per period; a FAILED one frees it under `ALLOW_3R_7D`).",
      `- ${product}`
    ].join("\n"),
    access: "apiKey",
    errors: [
      "VALIDATION_ERROR",
      "PIX_AUTOMATIC_NOT_ENABLED",
      "NOT_FOUND",
      "AUTHORIZATION_NOT_ACTIVE",
      "AMOUNT_NOT_AUTHORIZED",
      "DUE_DATE_NOT_ALLOWED",
      "FEE_EXCEEDS_AMOUNT"
    ],
    request: { authorizationId: authorization.id, amount: 150, dueDate: "2026-12-05", description: "Dezembro" },
    response: instruction
  },
  "pixAutomatic.listInstructions": {
    tag: "PIX Automático",
    summary: "List payment instructions",
    description: `The account's instalments, newest first; filters \`status\` and \`authorizationId\`. ${product}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED"],
    response: page(instruction)
  },
  "pixAutomatic.getInstruction": {
    tag: "PIX Automático",
    summary: "Get a payment instruction",
    description: `Another account's is a 404. ${product}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND"],
    response: instruction
  },
  "pixAutomatic.cancelInstruction": {
    tag: "PIX Automático",
    summary: "Cancel a payment instruction",
    description:
      "Cancels a SCHEDULED instalment (not the first, which the consent pays); 409 `INVALID_STATE_TRANSITION` " +
      `otherwise. ${product}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    response: {
      ...instruction,
      status: "CANCELED",
      pixAutomatic: { ...instruction.pixAutomatic, status: "CANCELED", reason: "MERCHANT_CANCELED" }
    }
  },
  "sandboxPixAutomatic.approve": {
    tag: "Sandbox",
    summary: "Approve a PIX Automático authorization as the payer",
    description: `The payer consents: ACTIVE, and the first instalment is paid (net credited, \`payment.paid\`). ${sandboxOnly}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: {},
    response: active
  },
  "sandboxPixAutomatic.reject": {
    tag: "Sandbox",
    summary: "Reject a PIX Automático authorization as the payer",
    description: `The payer refuses: REJECTED, the first instalment canceled. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: {},
    response: { ...authorization, status: "REJECTED", endReason: "PAYER_REJECTED" }
  },
  "sandboxPixAutomatic.revoke": {
    tag: "Sandbox",
    summary: "Revoke a PIX Automático authorization as the payer",
    description: `The payer ends an ACTIVE authorization: REVOKED, its scheduled instalments canceled. ${sandboxOnly}`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "INVALID_STATE_TRANSITION"],
    request: {},
    response: { ...active, status: "REVOKED", endReason: "PAYER_REVOKED" }
  },
  "sandboxPixAutomatic.failInstruction": {
    tag: "Sandbox",
    summary: "Refuse a PIX Automático instalment as the payer's bank",
    description:
      "The payer's bank refuses a SCHEDULED instalment of an ACTIVE authorization (insufficient funds): FAILED, " +
      "`payment.failed`, nothing credited. (The worker's sandbox bank also refuses instalments ending in .51 and " +
      `.52.) Sandbox mode only; permission \`sandbox/pix-automatic\`; another account's is a 404.`,
    access: "apiKey",
    errors: ["PIX_AUTOMATIC_NOT_ENABLED", "NOT_FOUND", "AUTHORIZATION_NOT_ACTIVE", "INVALID_STATE_TRANSITION"],
    request: {},
    response: {
      ...instruction,
      status: "FAILED",
      pixAutomatic: { ...instruction.pixAutomatic, status: "FAILED", reason: "INSUFFICIENT_FUNDS" }
    }
  }
}
