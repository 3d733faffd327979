import { expect, it } from "@effect/vitest"
import { Card, Ledger, Notifier, ProductStore, SessionStore } from "@trilho/domain"
import { CardTransactionStoreSql, ProductStoreSql, SessionStoreSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Option } from "effect"
import { expireOnce } from "../../src/jobs/ExpireCardCheckouts.ts"
import { layerServices } from "../../src/Layers.ts"
import { at, openSessionWithLine } from "./checkoutSession.ts"

const shop = Ledger.AccountId.make("acc_wk_cardexp")

it.live(
  "the worker's expiry pass cancels an abandoned card checkout and expires its session, giving its line back",
  () =>
    Effect.gen(function* () {
      const sessionId = "chk_01WORKERCARDEXPIRYTEST000"
      const productId = yield* openSessionWithLine({
        shop,
        tag: "cardexp",
        sessionId,
        method: "CARD",
        urlField: "processorCheckoutUrl",
        expiresInMs: 1_800_000
      })
      const products = yield* ProductStore.ProductStore
      const sessions = yield* SessionStore.SessionStore
      const expiresAt = new Date(at.getTime() + 1_800_000)
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
      expect(Option.getOrThrow(yield* products.findById(shop, productId)).lines).toEqual({
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
