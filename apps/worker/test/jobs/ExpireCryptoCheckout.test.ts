import { expect, it } from "@effect/vitest"
import { Accounts, CryptoDeposits, Ledger, Money, Notifier, ProductStore, SessionStore } from "@trilho/domain"
import { ProductStoreSql, SessionStoreSql } from "@trilho/postgres"
import { layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer, Option } from "effect"
import { layerServices } from "../../src/Layers.ts"

const shop = Ledger.AccountId.make("acc_wk_cryptoexp")
const at = new Date("2026-03-01T12:00:00Z")

it.live(
  "the worker's expiry of a checkout session's crypto deposit expires the session and gives its reserved line back",
  () =>
    Effect.gen(function* () {
      yield* (yield* Accounts.Accounts).insert({
        id: shop,
        name: "Loja",
        email: `loja.${Date.now()}@cryptoexp.test`,
        flags: {},
        createdAt: new Date(0)
      })
      const products = yield* ProductStore.ProductStore
      yield* products.insert(
        {
          id: "prd_wk_crypto",
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
      const sessionId = "chk_01WORKERCRYPTOEXPIRYTEST0"
      const line = yield* products.claimLine(shop, "prd_wk_crypto", sessionId, at)
      const sessions = yield* SessionStore.SessionStore
      yield* sessions.insert({
        id: sessionId,
        accountId: shop,
        linkId: "plk_wk_crypto",
        method: "CRYPTO",
        status: "OPEN",
        description: "Codes",
        amountCentavos: Money.centavos(1_000),
        discountCentavos: Money.centavos(0),
        totalCentavos: Money.centavos(1_000),
        productIds: ["prd_wk_crypto"],
        deliveries: [{ productId: "prd_wk_crypto", productName: "Codes", type: "TEXT_LINES", line: line.text }],
        payer: { name: "Maria Souza", document: "52998224725" },
        requestFingerprint: "[]",
        urlField: "payCheckoutUrl",
        expiresAt: new Date(at.getTime() + 900_000),
        version: 0,
        createdAt: at,
        updatedAt: at
      })
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
      expect(Option.getOrThrow(yield* products.findById(shop, "prd_wk_crypto")).lines).toEqual({
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
