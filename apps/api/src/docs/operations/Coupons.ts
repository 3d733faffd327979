import type { OperationDocs } from "../OperationDoc.ts"

const summer = {
  id: "cpn_01jd8x2k4m6n8p0r2t4v6x8z0b",
  code: "VERAO-10",
  discountType: "PERCENT",
  value: 10,
  status: "ACTIVE",
  productIds: ["prd_01jd8x2k4m6n8p0r2t4v6x8z0a"],
  paymentLinkIds: [],
  maxUses: 100,
  uses: 3,
  remainingUses: 97,
  expiresAt: "2026-12-31T23:59:59.000Z",
  createdAt: "2026-11-27T14:00:00.000Z",
  updatedAt: "2026-11-27T14:00:00.000Z"
}

const { expiresAt: _expiresAt, ...withoutEnd } = summer

const notFound = "404 `COUPON_NOT_FOUND` for an unknown id or another account's coupon."

const fields = [
  "`code`: 3 to 40 letters, digits, `-` or `_`, stored upper-case and unique in the account whatever its case " +
    "(409 `COUPON_CODE_TAKEN`). `discountType` `PERCENT` with `value` a percentage from 0.01 to 100, or `FIXED` with " +
    "`value` in reais (a fixed discount never exceeds the purchase's total); at most 2 decimals either way.",
  "`productIds` and `paymentLinkIds` (up to 50 each) restrict the coupon to purchases of one of those products or " +
    "through one of those links; each must be a product or link of the account (`productIds.2: no product …`). " +
    "`maxUses` caps the redemptions (`uses` counts them, `remainingUses` is what is left); `expiresAt`, in the " +
    "future, is the first instant the coupon no longer applies; `status` `ACTIVE` (default) or `INACTIVE`. Every " +
    "problem of the body is named at once (400 `VALIDATION_ERROR`)."
].join("\n")

/** The coupon operations (`coupons/*`). */
export const couponsDocs: OperationDocs = {
  "coupons.create": {
    tag: "Coupons",
    summary: "Create a coupon",
    description: `Adds a discount code to the account's store.\n${fields}`,
    access: "apiKey",
    errors: ["COUPON_CODE_TAKEN"],
    request: {
      code: "verao-10",
      discountType: "PERCENT",
      value: 10,
      productIds: ["prd_01jd8x2k4m6n8p0r2t4v6x8z0a"],
      maxUses: 100,
      expiresAt: "2026-12-31T23:59:59Z"
    },
    response: { ...summer, uses: 0, remainingUses: 100 }
  },
  "coupons.get": {
    tag: "Coupons",
    summary: "Read a coupon",
    description: `One coupon by id, with its uses so far. ${notFound}`,
    access: "apiKey",
    errors: ["COUPON_NOT_FOUND"],
    response: summer
  },
  "coupons.list": {
    tag: "Coupons",
    summary: "List coupons",
    description:
      "The account's coupons, newest first, a page at a time (`page`, `pageSize` up to 100, default 50), filtered " +
      "by `status` and by `search`, a case-insensitive substring of the code.",
    access: "apiKey",
    errors: [],
    response: { items: [summer], page: 1, pageSize: 50, total: 1, pages: 1 }
  },
  "coupons.update": {
    tag: "Coupons",
    summary: "Update a coupon",
    description: [
      "Changes the fields sent and keeps the others; `null` clears `maxUses` or `expiresAt`; a list replaces the " +
        "stored one. A `value` alone keeps the coupon's `discountType`; a new `discountType` needs its `value`. " +
        "`uses` is not a field: only checkouts count it (a `maxUses` at or below it ends the coupon).",
      `The same checks as create apply. ${notFound}`
    ].join("\n"),
    access: "apiKey",
    errors: ["COUPON_NOT_FOUND", "COUPON_CODE_TAKEN", "CONCURRENT_UPDATE"],
    request: { discountType: "FIXED", value: 15, expiresAt: null },
    response: {
      ...withoutEnd,
      discountType: "FIXED",
      value: 15,
      updatedAt: "2026-11-27T15:00:00.000Z"
    }
  },
  "coupons.delete": {
    tag: "Coupons",
    summary: "Delete a coupon",
    description: `Removes the coupon and answers with it as it was; its code is free again. ${notFound}`,
    access: "apiKey",
    errors: ["COUPON_NOT_FOUND"],
    response: summer
  },
  "coupons.validate": {
    tag: "Coupons",
    summary: "Validate a coupon for a purchase",
    description: [
      "Checks a code against a purchase (`amount` in reais, the `paymentLinkId` of the checkout, the `productId` " +
        "bought) and answers the discount and the total to pay, in reais; nothing is counted (the checkout counts a " +
        "use). The code is compared without case; another account's code is unknown.",
      "Refusals, in this order: 404 `COUPON_NOT_FOUND`; 409 `COUPON_INACTIVE` (status `INACTIVE`), " +
        "`COUPON_EXPIRED` (at or after `expiresAt`), `COUPON_EXHAUSTED` (`uses` reached `maxUses`), " +
        "`COUPON_NOT_ELIGIBLE` (the coupon is restricted to other products or payment links, or the purchase names " +
        "none)."
    ].join("\n"),
    access: "apiKey",
    errors: ["COUPON_NOT_FOUND", "COUPON_INACTIVE", "COUPON_EXPIRED", "COUPON_EXHAUSTED", "COUPON_NOT_ELIGIBLE"],
    request: { code: "verao-10", amount: 97.9, productId: "prd_01jd8x2k4m6n8p0r2t4v6x8z0a" },
    response: {
      couponId: summer.id,
      code: "VERAO-10",
      discountType: "PERCENT",
      value: 10,
      amount: 97.9,
      discount: 9.79,
      total: 88.11
    }
  }
}
