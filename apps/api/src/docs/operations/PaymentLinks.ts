import type { OperationDocs } from "../OperationDoc.ts"

const course = {
  id: "plk_01jd8x2k4m6n8p0r2t4v6x8z0a",
  name: "Curso de violão",
  description: "Acesso ao curso completo",
  allowedMethods: ["PIX"],
  fixedAmount: 97.9,
  productIds: ["prd_01jd8x2k4m6n8p0r2t4v6x8z0a"],
  customerMode: "CREATE_OR_UPDATE",
  status: "ACTIVE",
  payPageUrl: "https://pay.example.com/l/plk_01jd8x2k4m6n8p0r2t4v6x8z0a",
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const { fixedAmount: _fixedAmount, ...openValue } = course

const notFound = "404 `NOT_FOUND` for an unknown id, another account's link or a deleted one."

const methods =
  "`allowedMethods` lists how buyers may pay, at least one, each once. Each is checked against the account, which " +
  "must be verified: `PIX` needs PIX receiving enabled; `CRYPTO` is not available on the platform yet. A method the " +
  "account cannot take is 422 `PAYMENT_METHOD_UNAVAILABLE`, whose message names the method and the missing " +
  "capability (`account_verified`, `pix_in`, `crypto`). `CARD` passes the gate of `POST /card/checkout` (a PJ " +
  "account at the card processor, verified, `charges_enabled` and `payouts_enabled`, nothing past due), else 403 " +
  "`CARD_PROCESSING_UNAVAILABLE` naming the first thing missing, as that route answers."

const fields = [
  "`name` is required (at most 200 characters); `description` at most 2,000; `fixedAmount` in reais, from 0.01 " +
    "to 9,999,999,999.99 (omit it for an open value the buyer chooses); `productIds` up to 20 distinct ids of the " +
    "account's ACTIVE products (an unknown or INACTIVE one is named by its position, `productIds.1`); `customerMode` " +
    "`NONE` (no customer kept), `CREATE` (a customer is created for a payer whose document no customer has; an " +
    "existing one is left unchanged) or `CREATE_OR_UPDATE` (default: also updates the existing one's name, e-mail " +
    "and phone); `status` `ACTIVE` (default) or `INACTIVE`.",
  methods,
  "Every problem of the body is named at once (400 `VALIDATION_ERROR`). The answer carries `payPageUrl`, the link's " +
    "hosted page."
].join("\n")

/** The payment link operations (`payment-links/*`, but the checkout's). */
export const paymentLinksDocs: OperationDocs = {
  "paymentLinks.create": {
    tag: "Payment links",
    summary: "Create a payment link",
    description: `A link buyers open to pay the account.\n${fields}`,
    access: "apiKey",
    errors: ["PAYMENT_METHOD_UNAVAILABLE", "CARD_PROCESSING_UNAVAILABLE"],
    request: {
      name: "Curso de violão",
      description: "Acesso ao curso completo",
      allowedMethods: ["PIX"],
      fixedAmount: 97.9,
      productIds: ["prd_01jd8x2k4m6n8p0r2t4v6x8z0a"]
    },
    response: course
  },
  "paymentLinks.get": {
    tag: "Payment links",
    summary: "Read a payment link",
    description: `One link by id, with its \`payPageUrl\`. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: course
  },
  "paymentLinks.list": {
    tag: "Payment links",
    summary: "List payment links",
    description:
      "The account's links, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), filtered by " +
      "`status` and by `search`, a case-insensitive substring of the name. Deleted links are not listed.",
    access: "apiKey",
    errors: [],
    response: { items: [course], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "paymentLinks.update": {
    tag: "Payment links",
    summary: "Update a payment link",
    description: [
      "Changes the fields sent and keeps the others; `null` clears `description` or `fixedAmount` (an open value " +
        "again) and empties `productIds`. `productIds`, when sent, are checked again; the methods are checked " +
        "against the account again unless the link ends INACTIVE with its methods unchanged (deactivating is never " +
        "refused).",
      `The same checks as create apply. ${notFound} A concurrent write that keeps winning is 409 \`CONCURRENT_UPDATE\`.`
    ].join("\n"),
    access: "apiKey",
    errors: ["NOT_FOUND", "CONCURRENT_UPDATE", "PAYMENT_METHOD_UNAVAILABLE", "CARD_PROCESSING_UNAVAILABLE"],
    request: { fixedAmount: null, customerMode: "CREATE" },
    response: { ...openValue, customerMode: "CREATE", updatedAt: "2026-11-27T15:00:00.000Z" }
  },
  "paymentLinks.status": {
    tag: "Payment links",
    summary: "Activate or deactivate a payment link",
    description:
      "Sets `status`: `INACTIVE` stops the link's page and checkout from taking payments; `ACTIVE` opens them again " +
      "after checking the link's methods against the account (422 `PAYMENT_METHOD_UNAVAILABLE`, 403 " +
      "`CARD_PROCESSING_UNAVAILABLE` for `CARD`). Needs " +
      `\`payment-links/update\`. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND", "CONCURRENT_UPDATE", "PAYMENT_METHOD_UNAVAILABLE", "CARD_PROCESSING_UNAVAILABLE"],
    request: { status: "INACTIVE" },
    response: { ...course, status: "INACTIVE", updatedAt: "2026-11-27T15:00:00.000Z" }
  },
  "paymentLinks.delete": {
    tag: "Payment links",
    summary: "Delete a payment link",
    description:
      "Deletes the link and answers with it as it was: it leaves every read and list, and its page no longer takes " +
      `payments. Checkout sessions already made keep pointing at it. ${notFound}`,
    access: "apiKey",
    errors: ["NOT_FOUND"],
    response: course
  }
}
