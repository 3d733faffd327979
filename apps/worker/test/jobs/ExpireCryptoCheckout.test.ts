import { expect, it } from "@effect/vitest"
import { CryptoDeposits, Ledger, Notifier, ProductStore, SessionStore } from "@trilho/domain"
import { ProductStoreSql, SessionStoreSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Option } from "effect"
import { layerServices } from "../../src/Layers.ts"
import { openSessionWithLine } from "./checkoutSession.ts"

const shop = Ledger.AccountId.make("acc_wk_cryptoexp")

it.live(
  "the worker's expiry of a checkout session's crypto deposit expires the session and gives its reserved line back",
  () =>
    Effect.gen(function* () {
      const sessionId = "chk_01WORKERCRYPTOEXPIRYTEST0"
      const productId = yield* openSessionWithLine({
        shop,
        tag: "cryptoexp",
        sessionId,
        method: "CRYPTO",
        urlField: "payCheckoutUrl",
        expiresInMs: 900_000
      })
      const products = yield* ProductStore.ProductStore
      const sessions = yield* SessionStore.SessionStore
      const deposits = yield* CryptoDeposits.CryptoDeposits
      const deposit = yield* deposits.create({
        accountId: shop,
        currency: "USDT",
        network: "tron",
        amountCentavos: 1_000,
        description: "Codes",
        externalReference: sessionId
      })
      const early = yield* deposits.expireDue(new Date(Date.now() + 60_000))
      expect(early.expired.map((d) => d.id)).not.toContain(deposit.record.id)
      expect(Option.getOrThrow(yield* sessions.findById(shop, sessionId)).status).toBe("OPEN")
      const pass = yield* deposits.expireDue(new Date(Date.now() + 3_600_000))
      expect(pass.expired.map((d) => d.id)).toContain(deposit.record.id)
      expect(Option.getOrThrow(yield* sessions.findById(shop, sessionId)).status).toBe("EXPIRED")
      expect(Option.getOrThrow(yield* products.findById(shop, productId)).lines).toEqual({
        available: 1,
        sold: 0
      })
    }).pipe(
      Effect.provide(
        Layer.mergeAll(layerServices, SessionStoreSql.layer, ProductStoreSql.layer).pipe(
          Layer.provideMerge(Notifier.layerMemory),
          Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
        )
      )
    ),
  120_000
)
