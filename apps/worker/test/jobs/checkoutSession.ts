import { Accounts, type Checkout, Ledger, Money, ProductStore, SessionStore } from "@trilho/domain"
import { Effect } from "effect"

/** The instant the checkout fixtures are made at. */
export const at = new Date("2026-03-01T12:00:00Z")

/**
 * A merchant `shop` with a TEXT_LINES product of one line (`CODE-1`) and an OPEN checkout session `sessionId` of
 * 10.00 paid by `method`, holding that line, expiring `expiresInMs` after `at`: what the worker's expiry passes
 * must give back. Answers the product's id.
 */
export const openSessionWithLine = (input: {
  readonly shop: Ledger.AccountId
  readonly tag: string
  readonly sessionId: string
  readonly method: Checkout.CheckoutSession["method"]
  readonly urlField: Checkout.CheckoutSession["urlField"]
  readonly expiresInMs: number
}) =>
  Effect.gen(function* () {
    const { method, sessionId, shop, tag } = input
    yield* (yield* Accounts.Accounts).insert({
      id: shop,
      name: "Loja",
      email: `loja.${Date.now()}@${tag}.test`,
      flags: {},
      createdAt: new Date(0)
    })
    const productId = `prd_wk_${tag}`
    const products = yield* ProductStore.ProductStore
    yield* products.insert(
      {
        id: productId,
        accountId: shop,
        name: "Codes",
        status: "ACTIVE",
        deliveries: [{ type: "TEXT_LINES" }],
        version: 0,
        createdAt: at,
        updatedAt: at
      },
      ["CODE-1"]
    )
    const line = yield* products.claimLine(shop, productId, sessionId, at)
    yield* (yield* SessionStore.SessionStore).insert({
      id: sessionId,
      accountId: shop,
      linkId: `plk_wk_${tag}`,
      method,
      status: "OPEN",
      description: "Codes",
      amountCentavos: Money.centavos(1_000),
      discountCentavos: Money.centavos(0),
      totalCentavos: Money.centavos(1_000),
      productIds: [productId],
      deliveries: [{ productId, productName: "Codes", type: "TEXT_LINES", line: line.text }],
      payer: { name: "Maria Souza", document: "52998224725" },
      requestFingerprint: "[]",
      urlField: input.urlField,
      expiresAt: new Date(at.getTime() + input.expiresInMs),
      version: 0,
      createdAt: at,
      updatedAt: at
    })
    return productId
  })
