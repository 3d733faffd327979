import type { OperationDocs } from "../OperationDoc.ts"

const subscription = {
  subscriptionId: "sub_01JQ8Y7Z5K3M2N4P6R8T0V2X4Z",
  status: "ACTIVE",
  method: "BOLETO",
  amount: 49.9,
  currency: "BRL",
  cycle: "MONTHLY",
  firstDueDate: "2026-03-31",
  nextDueDate: "2026-03-31",
  maxPayments: 12,
  billingsCount: 0,
  description: "Plano mensal",
  externalReference: "plano-42",
  customer: { name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" },
  fine: { value: 2 },
  interest: { value: 1 },
  createdAt: "2026-03-02T12:00:00.000Z"
}

const { nextDueDate: _, ...withoutNext } = subscription
const canceled = {
  ...withoutNext,
  status: "CANCELED",
  billingsCount: 2,
  canceledAt: "2026-04-20T12:00:00.000Z"
}

const idWords = "`{id}` is the subscription's id or `externalReference`; another account's is a 404 `NOT_FOUND`."

/** Subscriptions: `subscriptions/*`. */
export const subscriptionsDocs: OperationDocs = {
  "subscriptions.create": {
    tag: "Subscriptions",
    summary: "Create a subscription",
    description: [
      "A subscription `ACTIVE` that bills `amount` by `method` every `cycle` (`WEEKLY`, `BIWEEKLY`, `MONTHLY`, " +
        "`BIMONTHLY`, `QUARTERLY`, `SEMIANNUALLY`, `YEARLY`), the first cycle due on `nextDueDate`. Monthly cycles " +
        "keep the first due date's day (or the month's last day). Each cycle's billing is made " +
        "`SUBSCRIPTION_BILLING_DAYS_BEFORE` days (10 by default) before its due date, as a billing of its own with " +
        "`subscriptionId` and `subscriptionCycle`, and `payment.created`. After the last cycle (`maxPayments` " +
        "cycles, or none due after `endDate`) the subscription is `EXPIRED`.",
      "- The payer is `customer` inline or `customerId` of the customer base, as for billings; `fine` and " +
        "`interest` apply to each late billing.",
      "- `CARD_CREDIT` takes `creditCard`, `creditCardHolderInfo` and `remoteIp` (the card is tokenized, not " +
        "charged) or `cardToken` and `remoteIp`; the subscription keeps the token (`creditCard`). Each cycle's billing " +
        "is charged on its due date by the worker, retried a day apart up to three attempts, the last declined one " +
        "FAILED with `payment.failed`. The card processor's onboarding must be complete (403 " +
        "`CARD_PROCESSING_UNAVAILABLE`); an unknown token is 404 `CARD_TOKEN_NOT_FOUND`.",
      "- Every problem of the body is named in one 400 `VALIDATION_ERROR`.",
      "- `Idempotency-Key` and `externalReference` replay the first answer; another body under the same reference " +
        "is 409 `EXTERNAL_REFERENCE_CONFLICT`."
    ].join("\n"),
    access: "apiKey",
    errors: [
      "VALIDATION_ERROR",
      "CARD_PROCESSING_UNAVAILABLE",
      "CARD_TOKEN_NOT_FOUND",
      "EXTERNAL_REFERENCE_CONFLICT",
      "CARD_PROCESSOR_UNAVAILABLE"
    ],
    request: {
      method: "BOLETO",
      amount: 49.9,
      cycle: "MONTHLY",
      nextDueDate: "2026-03-31",
      maxPayments: 12,
      description: "Plano mensal",
      externalReference: "plano-42",
      customer: { name: "Maria Souza", taxId: "529.982.247-25", email: "maria@example.com" },
      fine: { value: 2 },
      interest: { value: 1 }
    },
    response: subscription
  },
  "subscriptions.list": {
    tag: "Subscriptions",
    summary: "List subscriptions",
    description:
      "The account's subscriptions, newest first, paged (`page` from 1, `pageSize` up to 100); `status` filters.",
    access: "apiKey",
    errors: ["VALIDATION_ERROR"],
    response: { items: [subscription], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "subscriptions.get": {
    tag: "Subscriptions",
    summary: "Get a subscription",
    description: `The subscription with its cycles billed so far (\`billingsCount\`) and the next due date. ${idWords}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: subscription
  },
  "subscriptions.cancel": {
    tag: "Subscriptions",
    summary: "Cancel a subscription",
    description: [
      `An \`ACTIVE\` subscription becomes \`CANCELED\`: no cycle is billed any more, and its billings still ` +
        "`PENDING` or `OVERDUE` are canceled with it; paid ones stay. A canceled or expired subscription is 409 " +
        `\`INVALID_STATE_TRANSITION\`. ${idWords}`,
      "- Takes an `Idempotency-Key`."
    ].join("\n"),
    access: "apiKey",
    errors: ["NOT_FOUND", "INVALID_STATE_TRANSITION", "CONCURRENT_UPDATE"],
    response: canceled
  }
}
