import { expect, it } from "@effect/vitest"
import { Charges, Ledger, Notifier, ProductStore, SessionStore } from "@trilho/domain"
import { ProductStoreSql, SessionStoreSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Option } from "effect"
import { layerServices } from "../../src/Layers.ts"
import { openSessionWithLine } from "./checkoutSession.ts"

const shop = Ledger.AccountId.make("acc_wk_checkout")

it.effect(
  "the worker's expiry of a checkout session's charge expires the session and gives its reserved line back",
  () =>
    Effect.gen(function* () {
      const sessionId = "chk_01WORKEREXPIRYTEST0000000"
      const productId = yield* openSessionWithLine({
        shop,
        tag: "checkout",
        sessionId,
        method: "PIX",
        urlField: "payCheckoutUrl",
        expiresInMs: 60_000
      })
      const products = yield* ProductStore.ProductStore
      const sessions = yield* SessionStore.SessionStore
      const charges = yield* Charges.Charges
      const charge = yield* charges.create({
        accountId: shop,
        amountCentavos: 1_000,
        description: "Codes",
        externalReference: sessionId,
        expirationSeconds: 60
      })
      const pass = yield* charges.expireDue(new Date(Date.now() + 3_600_000))
      expect(pass.expired.map((c) => c.id)).toContain(charge.record.id)
      expect(Option.getOrThrow(yield* sessions.findById(shop, sessionId)).status).toBe("EXPIRED")
      expect(Option.getOrThrow(yield* products.findById(shop, productId)).lines).toEqual({ available: 1, sold: 0 })
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
