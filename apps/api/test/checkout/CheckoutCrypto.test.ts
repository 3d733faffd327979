import { expect, layer } from "@effect/vitest"
import { Accounts, CryptoDeposits, Ledger } from "@trilho/domain"
import { Effect } from "effect"
import { layerServer } from "../crypto/support.ts"
import { call, merchant } from "../transfers/support.ts"
import { buyer, checkout, coupon, dataOf, paymentLink, product, session, stockOf, usesOf } from "./support.ts"

/** Payment links paid in crypto through the API: the asset, the deposit, the session following it. */

/** A shop: a gift card of two codes at R$ 50.00, a link selling it by PIX or crypto, a 10 % coupon. */
const shop = (id: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(id, 0)
    const card = yield* product(key, { price: 50, deliveries: [{ type: "TEXT_LINES", linesText: "CODE-1\nCODE-2" }] })
    const link = yield* paymentLink(key, { allowedMethods: ["PIX", "CRYPTO"], productIds: [card.id] })
    const dez = yield* coupon(key, { code: "DEZ", discountType: "PERCENT", value: 10 })
    return { key, productId: card.id as string, linkId: link.id as string, couponId: dez.id as string }
  })

const usdt = { currency: "USDT", network: "tron" } as const

/** The sandbox chain: the payer sends `cryptoAmount` to the deposit's address. */
const send = (key: string, depositId: string, cryptoAmount: string) =>
  Effect.map(call("POST", `/v1/sandbox/crypto/deposits/${depositId}/send`, { key, body: { cryptoAmount } }), dataOf)

/** The sandbox chain: `blocks` mined on Tron, every notice applied. */
const mine = (key: string, blocks: number) =>
  Effect.map(call("POST", "/v1/sandbox/crypto/mine", { key, body: { network: "tron", blocks } }), dataOf)

/** The expiry pass at 16 minutes from now: every quote made in the test has run out. */
const expirePass = Effect.flatMap(CryptoDeposits.CryptoDeposits, (deposits) =>
  deposits.expireDue(new Date(Date.now() + 16 * 60_000))
)

layer(layerServer(), { timeout: 300_000, excludeTestServices: true })("checkout in crypto through the API", (it) => {
  it.effect("a CRYPTO session answers the deposit's page; the exact units, confirmed, pay it, said once", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chkcrypto_ana")
      const body = { linkId, method: "CRYPTO", ...usdt, couponCode: "dez", payer: buyer, externalReference: "ped-c-1" }
      const data = dataOf(yield* checkout(key, body, "idem-crypto-1"))
      expect(data).toMatchObject({ status: "OPEN", method: "CRYPTO", amount: 50, discount: 5, total: 45 })
      expect(data.processorCheckoutUrl).toBeUndefined()
      expect(data.payCheckoutUrl).toMatch(new RegExp(`/crypto/${data.transactionId}$`))
      expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(15 * 60_000)
      const deposit = dataOf(yield* call("GET", `/v1/payment-crypto/get/${data.transactionId}`, { key }))
      expect(deposit).toMatchObject({
        status: "PENDING",
        amount: 45,
        externalReference: data.sessionId,
        description: "Gift card",
        crypto: { currency: "USDT", network: "tron", payUrl: data.payCheckoutUrl }
      })
      // the same externalReference and body is the same session and deposit
      const again = dataOf(yield* checkout(key, body))
      expect(again).toMatchObject({ sessionId: data.sessionId, transactionId: data.transactionId })
      // another asset under the same reference is another body
      const other = yield* checkout(key, { ...body, currency: "USDC", network: "polygon" })
      expect([other.status, other.body.error.code]).toEqual([409, "EXTERNAL_REFERENCE_CONFLICT"])

      yield* send(key, data.transactionId, deposit.crypto.cryptoAmount)
      yield* mine(key, 18)
      expect((yield* session(key, data.sessionId)).status).toBe("OPEN")
      yield* mine(key, 1)
      const after = yield* session(key, data.sessionId)
      expect(after).toMatchObject({ status: "PAID", transactionId: data.transactionId })
      expect(after.deliveries).toEqual([{ productId, productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" }])
      expect(yield* usesOf(key, couponId)).toBe(1)
      expect(yield* stockOf(key, productId)).toEqual({ available: 1, sold: 1 })
      const customer = dataOf(yield* call("GET", `/v1/customers/get/${data.customerId}`, { key }))
      expect(customer).toMatchObject({ transactions: 1, volume: 45 })
      yield* mine(key, 2)
      const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid", { key }))
      expect(events.items).toHaveLength(1)
      expect(events.items[0].data).toMatchObject({ sessionId: data.sessionId, status: "PAID", total: 45 })
    })
  )

  it.effect("the asset is named and checked: 400 naming currency and network; a minimum refuses before reserving", () =>
    Effect.gen(function* () {
      const { key, productId, linkId } = yield* shop("acc_chkcrypto_bad")
      const refused = (body: Record<string, unknown>) =>
        Effect.map(checkout(key, { linkId, payer: buyer, ...body }), (answer) => {
          expect(answer.status, JSON.stringify(answer.body)).toBe(400)
          return answer.body.message as string
        })
      const missing = yield* refused({ method: "CRYPTO" })
      expect(missing).toContain("currency")
      expect(missing).toContain("network")
      expect(yield* refused({ method: "CRYPTO", currency: "DOGE", network: "tron" })).toContain("currency")
      expect(yield* refused({ method: "CRYPTO", currency: "USDT", network: "bitcoin" })).toMatch(/network.*USDT/)
      expect(yield* refused({ method: "PIX", ...usdt })).toContain("only for the CRYPTO method")
      const cheap = yield* paymentLink(key, { allowedMethods: ["CRYPTO"], productIds: [productId], fixedAmount: 20 })
      const btc = yield* checkout(key, {
        linkId: cheap.id,
        method: "CRYPTO",
        currency: "BTC",
        network: "bitcoin",
        payer: buyer
      })
      // R$ 20 at the sandbox's R$ 350,000 is under BTC's minimum deposit of 0.0001 (R$ 35)
      expect([btc.status, btc.body.error.code]).toEqual([400, "BELOW_MINIMUM"])
      expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
    })
  )

  it.effect("CRYPTO without crypto receiving is 422 naming crypto_in, at link writes and at checkout", () =>
    Effect.gen(function* () {
      const { key, linkId } = yield* shop("acc_chkcrypto_off")
      yield* Effect.flatMap(Accounts.Accounts, (accounts) =>
        accounts.updateFlags(Ledger.AccountId.make("acc_chkcrypto_off"), { cryptoInEnabled: false })
      )
      const write = yield* call("POST", "/v1/payment-links/create", {
        key,
        body: { name: "Curso", fixedAmount: 20, allowedMethods: ["PIX", "CRYPTO"] }
      })
      expect([write.status, write.body.error.code]).toEqual([422, "PAYMENT_METHOD_UNAVAILABLE"])
      expect(write.body.message).toContain("crypto_in")
      const refused = yield* checkout(key, { linkId, method: "CRYPTO", ...usdt, payer: buyer })
      expect([refused.status, refused.body.error.code]).toEqual([422, "PAYMENT_METHOD_UNAVAILABLE"])
      expect(refused.body.message).toContain("crypto_in")
    })
  )

  it.effect("the deposit's expiry expires the session and gives the line and coupon use back", () =>
    Effect.gen(function* () {
      const { key, productId, linkId, couponId } = yield* shop("acc_chkcrypto_exp")
      const data = dataOf(yield* checkout(key, { linkId, method: "CRYPTO", ...usdt, couponCode: "DEZ", payer: buyer }))
      expect(yield* stockOf(key, productId)).toEqual({ available: 1, sold: 1 })
      const pass = yield* expirePass
      expect(pass.expired.map((d) => d.id)).toContain(data.transactionId)
      expect(yield* session(key, data.sessionId)).toMatchObject({ status: "EXPIRED", deliveries: [] })
      expect(yield* usesOf(key, couponId)).toBe(0)
      expect(yield* stockOf(key, productId)).toEqual({ available: 2, sold: 0 })
      const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid", { key }))
      expect(events.items).toHaveLength(0)
    })
  )
})
