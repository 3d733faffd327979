import { expect, it } from "@effect/vitest"
import { Accounts, Card, Ledger, Money, Notifier, ProductStore, SessionStore } from "@trilho/domain"
import { CardTransactionStoreSql, ProductStoreSql, SessionStoreSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Option } from "effect"
import { expireOnce } from "../../src/jobs/ExpireCardCheckouts.ts"
import { layerServices } from "../../src/Layers.ts"

const shop = Ledger.AccountId.make("acc_wk_cardexp")
const at = new Date("2026-03-01T12:00:00Z")

it.live(
  "the worker's expiry pass cancels an abandoned card checkout and expires its session, giving its line back",
  () =>
    Effect.gen(function* () {
      yield* (yield* Accounts.Accounts).insert({
        id: shop,
        name: "Loja",
        email: `loja.${Date.now()}@cardexp.test`,
        flags: {},
        createdAt: new Date(0)
      })
      const products = yield* ProductStore.ProductStore
      yield* products.insert(
        {
          id: "prd_wk_card",
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
      const sessionId = "chk_01WORKERCARDEXPIRYTEST000"
      const line = yield* products.claimLine(shop, "prd_wk_card", sessionId, at)
      const sessions = yield* SessionStore.SessionStore
      const expiresAt = new Date(at.getTime() + 1_800_000)
      yield* sessions.insert({
        id: sessionId,
        accountId: shop,
        linkId: "plk_wk_card",
        method: "CARD",
        status: "OPEN",
        description: "Codes",
        amountCentavos: Money.centavos(1_000),
        discountCentavos: Money.centavos(0),
        totalCentavos: Money.centavos(1_000),
        productIds: ["prd_wk_card"],
        deliveries: [{ productId: "prd_wk_card", productName: "Codes", type: "TEXT_LINES", line: line.text }],
        payer: { name: "Maria Souza", document: "52998224725" },
        requestFingerprint: "[]",
        urlField: "processorCheckoutUrl",
        expiresAt,
        version: 0,
        createdAt: at,
        updatedAt: at
      })
      const cards = yield* Card.CardTransactionStore
      yield* cards.insert({
        id: "card_wk_exp_1",
        accountId: shop,
        externalReference: sessionId,
        status: "PENDING",
        amountCentavos: 1_000,
        grossCentavos: 1_000,
        feeCentavos: 170,
        netCentavos: 830,
        coverFee: false,
        description: "Codes",
        processorAccountId: "acct_sbx_1",
        sessionId: "cs_wk_exp_1",
        checkoutUrl: "https://pay.trilho.test/processor/checkout/cs_wk_exp_1",
        expiresAt,
        refundedCentavos: 0,
        version: 0,
        createdAt: at,
        updatedAt: at
      })
      const later = Option.getOrThrow(yield* cards.findById(shop, "card_wk_exp_1"))
      yield* cards.insert({
        ...later,
        id: "card_wk_exp_2",
        sessionId: "cs_wk_exp_2",
        externalReference: "chk_01WORKERCARDEXPIRYLATER00",
        expiresAt: new Date(Date.now() + 3_600_000)
      })
      const pass = yield* expireOnce
      expect(pass.expired).not.toContain("card_wk_exp_2")
      expect(pass.expired).toContain("card_wk_exp_1")
      expect(Option.getOrThrow(yield* cards.findById(shop, "card_wk_exp_1")).status).toBe("CANCELED")
      expect(Option.getOrThrow(yield* sessions.findById(shop, sessionId)).status).toBe("EXPIRED")
      expect(Option.getOrThrow(yield* products.findById(shop, "prd_wk_card")).lines).toEqual({
        available: 1,
        sold: 0
      })
    }).pipe(
      Effect.provide(
        Layer.mergeAll(layerServices, SessionStoreSql.layer, ProductStoreSql.layer, CardTransactionStoreSql.layer).pipe(
          Layer.provideMerge(Notifier.layerMemory),
          Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
        )
      )
    ),
  120_000
)
