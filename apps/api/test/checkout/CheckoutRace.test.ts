import { expect, layer } from "@effect/vitest"
import { describePostgres } from "@trilho/postgres/testing"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { layerServer, merchant } from "../subaccounts/support.ts"
import { buyer, checkout, coupon, paymentLink, product, stockOf, usesOf } from "./support.ts"

/** The lines of a product's sessions, as stored: one per session that reserved one. */
const reservedLines = (accountId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly deliveries: unknown }>`
      SELECT deliveries FROM checkout_sessions WHERE account_id = ${accountId}`
    return rows.flatMap((row) => {
      const deliveries = (typeof row.deliveries === "string" ? JSON.parse(row.deliveries) : row.deliveries) as Array<{
        readonly type: string
        readonly line?: string
      }>
      return deliveries.filter((d) => d.type === "TEXT_LINES").map((d) => d.line!)
    })
  })

describePostgres("checkout under concurrency (PostgreSQL)", () => {
  layer(layerServer({ backend: "postgres", poolSize: 10 }), { timeout: 300_000, excludeTestServices: true })(
    "100 concurrent checkouts",
    (it) => {
      it.effect(
        "a coupon of 25 uses and 37 lines under 100 + 100 concurrent checkouts: 25 coupon uses, 37 sessions, no line twice, no 5xx",
        () =>
          Effect.gen(function* () {
            const accountId = "acc_chk_race"
            const key = yield* merchant(accountId, { flags: {} })
            const lines = Array.from({ length: 37 }, (_, i) => `LINE-${String(i).padStart(2, "0")}`)
            const card = yield* product(key, {
              price: 20,
              deliveries: [{ type: "TEXT_LINES", linesText: lines.join("\n") }]
            })
            const link = yield* paymentLink(key, { productIds: [card.id], customerMode: "NONE" })
            const promo = yield* coupon(key, { code: "RACE", discountType: "FIXED", value: 5, maxUses: 25 })
            const body = { linkId: link.id, method: "PIX", payer: { name: buyer.name, document: buyer.document } }
            const wave = (withCoupon: boolean) =>
              Effect.forEach(
                Array.from({ length: 100 }, (_, i) => i),
                () => checkout(key, withCoupon ? { ...body, couponCode: "RACE" } : body),
                { concurrency: 100 }
              )
            const first = yield* wave(true)
            const firstCodes = first.map((a) => (a.status === 200 ? "OK" : a.body.error.code))
            expect(firstCodes.filter((c) => c === "OK")).toHaveLength(25)
            expect(new Set(firstCodes.filter((c) => c !== "OK"))).toEqual(new Set(["COUPON_EXHAUSTED"]))
            const second = yield* wave(false)
            const secondCodes = second.map((a) => (a.status === 200 ? "OK" : a.body.error.code))
            expect(secondCodes.filter((c) => c === "OK")).toHaveLength(12)
            expect(new Set(secondCodes.filter((c) => c !== "OK"))).toEqual(new Set(["PRODUCT_SOLD_OUT"]))
            expect(yield* usesOf(key, promo.id)).toBe(25)
            expect(yield* stockOf(key, card.id)).toEqual({ available: 0, sold: 37 })
            const reserved = yield* reservedLines(accountId)
            expect(reserved).toHaveLength(37)
            expect([...reserved].sort()).toEqual(lines)
            const totals = [...first, ...second].filter((a) => a.status === 200).map((a) => a.body.data.total)
            expect(totals.filter((t) => t === 15)).toHaveLength(25)
            expect(totals.filter((t) => t === 20)).toHaveLength(12)
          })
      )
    }
  )
})
