import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { balanceOf, call, merchant } from "../transfers/support.ts"
import { ethAddress, layerServer, mainnetAddress, testnetAddress } from "./support.ts"

const btcQuote = (key: string, body: Record<string, unknown> = {}) =>
  call("POST", "/v1/transfer-crypto/quote", {
    key,
    body: { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", ...body }
  })

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("crypto withdrawals through the API", (it) => {
  it.effect("quote, create at the quote, get and list: the debit is exactly the quoted amount", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cw_alice", 100_000)
      const quoted = yield* btcQuote(key)
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
      const q = quoted.body.data
      // 0.001 BTC at R$ 350,000 + 0.5 % spread = 351.75; network fee 0.00005 BTC = 17.5875 → 17.59 (rounded up).
      expect(q).toMatchObject({
        currency: "BTC",
        network: "bitcoin",
        cryptoAmount: "0.001",
        networkFee: "0.00005",
        rate: "350000",
        sendAmount: 351.75,
        networkFeeAmount: 17.59,
        feeAmount: 0,
        amount: 369.34
      })
      expect(q.quoteId).toMatch(/^cwq_/)
      const created = yield* call("POST", "/v1/transfer-crypto/create", {
        key,
        body: { quoteId: q.quoteId, address: testnetAddress, description: "Cold wallet", externalReference: "cw-1" }
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const w = created.body.data
      expect(w).toMatchObject({
        type: "CRYPTO_OUT",
        status: "PROCESSING",
        amount: 369.34,
        feeAmount: 17.59,
        netAmount: 351.75,
        currency: "BRL",
        description: "Cold wallet",
        externalReference: "cw-1",
        crypto: {
          status: "BROADCAST",
          currency: "BTC",
          address: testnetAddress,
          cryptoAmount: "0.001",
          quoteId: q.quoteId
        }
      })
      expect(w.crypto.txHash).toMatch(/^[0-9a-f]{64}$/)
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 630.66 })
      expect((yield* call("GET", `/v1/transfer-crypto/get/${w.id}`, { key })).body.data).toEqual(w)
      expect((yield* call("GET", "/v1/transfer-crypto/get/cw-1", { key })).body.data.id).toBe(w.id)
      const list = (yield* call("GET", "/v1/transfer-crypto/list?status=PROCESSING", { key })).body.data
      expect(list).toMatchObject({ total: 1, page: 1, pages: 1 })
      expect(list.items[0].id).toBe(w.id)
      expect((yield* call("GET", "/v1/transfer-crypto/list?status=COMPLETED", { key })).body.data.total).toBe(0)

      // A quote pays one withdrawal.
      const again = yield* call("POST", "/v1/transfer-crypto/create", {
        key,
        body: { quoteId: q.quoteId, address: testnetAddress }
      })
      expect([again.status, again.body.error?.code]).toEqual([409, "QUOTE_ALREADY_USED"])
      // Another account's withdrawal and quote are unknown.
      const other = yield* merchant("acc_cw_bob", 100_000)
      expect((yield* call("GET", `/v1/transfer-crypto/get/${w.id}`, { key: other })).status).toBe(404)
      const foreign = yield* call("POST", "/v1/transfer-crypto/create", {
        key: other,
        body: { quoteId: q.quoteId, address: testnetAddress }
      })
      expect([foreign.status, foreign.body.error?.code]).toEqual([404, "QUOTE_NOT_FOUND"])
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 630.66 })
    })
  )

  it.effect("a stale quote is refused and nothing is debited; a fresh one is honoured", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cw_stale", 100_000)
      const q = (yield* btcQuote(key, { cryptoAmount: undefined, amount: 200 })).body.data
      expect(q.amount).toBeLessThanOrEqual(200)
      expect((yield* call("POST", "/v1/sandbox/clock/advance", { key, body: { seconds: 60 } })).status).toBe(200)
      const stale = yield* call("POST", "/v1/transfer-crypto/create", {
        key,
        body: { quoteId: q.quoteId, address: testnetAddress }
      })
      expect([stale.status, stale.body.error?.code]).toEqual([400, "QUOTE_EXPIRED"])
      expect(stale.body.message).toContain(q.expiresAt)
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 1000 })
      const auto = yield* call("POST", "/v1/transfer-crypto-auto/create", {
        key,
        body: { currency: "ETH", network: "ethereum", amount: 100, address: ethAddress.toLowerCase() }
      })
      expect(auto.status, JSON.stringify(auto.body)).toBe(200)
      expect(auto.body.data.amount).toBeLessThanOrEqual(100)
      expect(auto.body.data.crypto).toMatchObject({ network: "ethereum", address: ethAddress })
      expect(yield* balanceOf(key)).toMatchObject({
        withdrawable: Math.round((1000 - auto.body.data.amount) * 100) / 100
      })
    })
  )

  it.effect("refusals: addresses, assets, amounts, minimums, funds and permissions, in the envelope", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cw_refused", 10_000)
      const q = (yield* btcQuote(key)).body.data
      const create = (body: Record<string, unknown>) => call("POST", "/v1/transfer-crypto/create", { key, body })
      const refusal = (r: { status: number; body: any }) => [r.status, r.body.error?.code]
      const badChecksum = yield* create({
        quoteId: q.quoteId,
        address: testnetAddress.slice(0, -1) + (testnetAddress.endsWith("q") ? "p" : "q")
      })
      expect(refusal(badChecksum)).toEqual([400, "INVALID_CRYPTO_ADDRESS"])
      expect(badChecksum.body.message).toMatch(/address/)
      const wrongChain = yield* create({ quoteId: q.quoteId, address: mainnetAddress })
      expect(refusal(wrongChain)).toEqual([400, "INVALID_CRYPTO_ADDRESS"])
      expect(wrongChain.body.message).toMatch(/mainnet/)
      const wrongNetwork = yield* create({ quoteId: q.quoteId, address: ethAddress })
      expect(refusal(wrongNetwork)).toEqual([400, "INVALID_CRYPTO_ADDRESS"])
      const xrp = (yield* btcQuote(key, { currency: "XRP", network: "xrpl", cryptoAmount: "3" })).body.data
      const noTag = yield* call("POST", "/v1/transfer-crypto-auto/create", {
        key,
        body: { currency: "XRP", network: "xrpl", cryptoAmount: "3", address: "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh" }
      })
      expect(refusal(noTag)).toEqual([400, "INVALID_CRYPTO_ADDRESS"])
      expect(noTag.body.message).toMatch(/extraId|tag/)
      expect(xrp.quoteId).toMatch(/^cwq_/)
      expect(refusal(yield* btcQuote(key, { network: "tron" }))).toEqual([400, "UNSUPPORTED_ASSET"])
      expect(refusal(yield* btcQuote(key, { cryptoAmount: "0.000000001" }))).toEqual([400, "INVALID_CRYPTO_AMOUNT"])
      expect(refusal(yield* btcQuote(key, { cryptoAmount: "1e-3" }))).toEqual([400, "INVALID_CRYPTO_AMOUNT"])
      expect(refusal(yield* btcQuote(key, { cryptoAmount: "0.0001" }))).toEqual([400, "BELOW_MINIMUM"])
      expect(refusal(yield* btcQuote(key, { amount: 10 }))).toEqual([400, "VALIDATION_ERROR"])
      expect(refusal(yield* btcQuote(key, { currency: "DOGE" }))).toEqual([400, "VALIDATION_ERROR"])
      // 0.001 BTC costs 369.34; the account holds 100.
      const poor = yield* create({ quoteId: q.quoteId, address: testnetAddress })
      expect(refusal(poor)).toEqual([400, "INSUFFICIENT_FUNDS"])
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 })
      expect((yield* call("GET", "/v1/transfer-crypto/list", { key })).body.data.total).toBe(0)
      const readOnly = yield* merchant("acc_cw_reader", 0, {
        permissions: ["transfer-crypto/get", "transfer-crypto/list"]
      })
      for (const [path, body] of [
        ["/v1/transfer-crypto/quote", { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001" }],
        ["/v1/transfer-crypto/create", { quoteId: q.quoteId, address: testnetAddress }],
        [
          "/v1/transfer-crypto-auto/create",
          { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", address: testnetAddress }
        ]
      ] as const) {
        expect((yield* call("POST", path, { key: readOnly, body })).status, path).toBe(403)
      }
      expect((yield* call("GET", "/v1/transfer-crypto/list", { key: readOnly })).status).toBe(200)
      expect((yield* call("GET", "/v1/transfer-crypto/list")).status).toBe(401)
    })
  )
})
