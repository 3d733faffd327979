import { expect, layer } from "@effect/vitest"
import { CryptoDeposits } from "@trilho/domain"
import * as IdempotencyHttp from "../../src/http/Idempotency.ts"
import { Effect } from "effect"
import { balanceOf, call, eventsOf, merchant } from "../transfers/support.ts"
import { layerServer } from "./support.ts"

/** A deposit of `amount` reais in BTC on the sandbox chain; its lean form. */
const deposit = (key: string, amount = 100, externalReference?: string) =>
  Effect.gen(function* () {
    const created = yield* call("POST", "/v1/payment-crypto/create", {
      key,
      body: {
        amount,
        currency: "BTC",
        network: "bitcoin",
        description: "Pedido 7",
        ...(externalReference === undefined ? {} : { externalReference })
      }
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return created.body.data
  })

const send = (key: string, id: string, cryptoAmount: string) =>
  Effect.gen(function* () {
    const sent = yield* call("POST", `/v1/sandbox/crypto/deposits/${id}/send`, { key, body: { cryptoAmount } })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    return sent.body.data
  })

const mine = (key: string, blocks: number) =>
  Effect.gen(function* () {
    const mined = yield* call("POST", "/v1/sandbox/crypto/mine", { key, body: { network: "bitcoin", blocks } })
    expect(mined.status, JSON.stringify(mined.body)).toBe(200)
    return mined.body.data
  })

const read = (key: string, id: string) =>
  Effect.map(call("GET", `/v1/payment-crypto/get/${id}`, { key }), (r) => r.body.data)

/** The expiry pass at 16 minutes from now: every quote made in the test has run out. */
const expirePass = Effect.flatMap(CryptoDeposits.CryptoDeposits, (deposits) =>
  deposits.expireDue(new Date(Date.now() + 16 * 60_000))
)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("crypto deposits (payment-crypto)", (it) => {
  it.effect("currencies and a quote: the asset table, and an estimate with fee and net", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cdp_quote", 0)
      const currencies = yield* call("GET", "/v1/payment-crypto/currencies", { key })
      expect(currencies.status).toBe(200)
      expect(currencies.body.data.items).toContainEqual({
        currency: "XRP",
        network: "xrpl",
        decimals: 6,
        minDeposit: "1",
        minWithdrawal: "2",
        networkFee: "0.25",
        confirmations: 1,
        extraIdRequired: true
      })
      const quote = yield* call("POST", "/v1/payment-crypto/quote", {
        key,
        body: { amount: 100, currency: "BTC", network: "bitcoin" }
      })
      expect(quote.status, JSON.stringify(quote.body)).toBe(200)
      expect(quote.body.data).toMatchObject({ amount: 100, feeAmount: 1, netAmount: 99, rate: "350000" })
      expect(quote.body.data.cryptoAmount).toBe("0.00028716")
      const refusals: ReadonlyArray<[Record<string, unknown>, string]> = [
        [{ amount: 100, currency: "BTC", network: "tron" }, "UNSUPPORTED_ASSET"],
        [{ amount: 1, currency: "BTC", network: "bitcoin" }, "BELOW_MINIMUM"],
        [{ amount: 0, currency: "BTC", network: "bitcoin" }, "VALIDATION_ERROR"],
        [{ amount: 1.001, currency: "BTC", network: "bitcoin" }, "VALIDATION_ERROR"]
      ]
      for (const [body, code] of refusals) {
        const refused = yield* call("POST", "/v1/payment-crypto/quote", { key, body })
        expect(refused.status, JSON.stringify(refused.body)).toBe(400)
        expect(refused.body.error.code).toBe(code)
      }
    })
  )

  it.effect("the exact quote paid and confirmed: COMPLETED, the net credited once; the list and get read it", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cdp_exact", 0)
      const created = yield* deposit(key, 100, "order-exact")
      expect(created).toMatchObject({
        type: "CRYPTO_IN",
        status: "PENDING",
        amount: 100,
        feeAmount: 1,
        netAmount: 99,
        currency: "BRL",
        crypto: { status: "AWAITING", cryptoAmount: "0.00028716", confirmations: 0, confirmationsRequired: 2 }
      })
      expect(created.crypto.address.startsWith("tb1q")).toBe(true)
      expect(created.crypto.paymentUri).toBe(`bitcoin:${created.crypto.address}?amount=0.00028716`)
      const replay = yield* deposit(key, 100, "order-exact")
      expect(replay.id).toBe(created.id)
      const sent = yield* send(key, created.id, "0.00028716")
      expect(sent.deposit).toMatchObject({ status: "PROCESSING", crypto: { status: "CONFIRMING" } })
      const mined = yield* mine(key, 2)
      expect(mined.deposits.map((d: { id: string; status: string }) => [d.id, d.status])).toContainEqual([
        created.id,
        "COMPLETED"
      ])
      expect(yield* read(key, "order-exact")).toMatchObject({
        status: "COMPLETED",
        netAmount: 99,
        crypto: { receivedAmount: "0.00028716", txHashes: [sent.txHash], confirmations: 2 }
      })
      expect(yield* balanceOf(key)).toMatchObject({ available: 99, locked24h: 99, withdrawable: 0 })
      const events = yield* eventsOf("acc_cdp_exact", 2)
      expect(events.map((e) => [e.eventType, e.aggregateId])).toEqual([
        ["payment.created", created.id],
        ["payment.paid", created.id]
      ])
      expect(events[1]!.payload).toMatchObject({
        id: created.id,
        type: "CRYPTO_IN",
        status: "COMPLETED",
        netAmount: 99
      })
      yield* mine(key, 3)
      expect(yield* balanceOf(key)).toMatchObject({ available: 99 })
      const listed = yield* call("GET", "/v1/payment-crypto/list?status=COMPLETED", { key })
      expect(listed.body.data.items.map((d: { id: string }) => d.id)).toEqual([created.id])
      const other = yield* merchant("acc_cdp_other", 0)
      expect((yield* call("GET", `/v1/payment-crypto/get/${created.id}`, { key: other })).status).toBe(404)
    })
  )

  it.effect("overpaid credits every unit; underpaid then topped up completes at the quote", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cdp_over", 0)
      const over = yield* deposit(key)
      yield* send(key, over.id, "0.00057432")
      yield* mine(key, 2)
      const paid = yield* read(key, over.id)
      expect(paid.status).toBe("COMPLETED")
      expect(paid.amount).toBeGreaterThanOrEqual(200)
      const short = yield* deposit(key)
      yield* send(key, short.id, "0.0001")
      yield* mine(key, 2)
      expect((yield* read(key, short.id)).crypto.status).toBe("UNDERPAID")
      yield* send(key, short.id, "0.00018716")
      yield* mine(key, 2)
      expect(yield* read(key, short.id)).toMatchObject({ status: "COMPLETED", netAmount: 99 })
      expect((yield* balanceOf(key)).available).toBe(paid.netAmount + 99)
    })
  )

  it.effect("underpaid closed when the quote runs out; expired with nothing; a late payment re-quoted; dropped", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cdp_close", 0)
      const short = yield* deposit(key)
      yield* send(key, short.id, "0.0001")
      yield* mine(key, 2)
      const idle = yield* deposit(key)
      const pass = yield* expirePass
      expect(pass.closed.map((r) => r.id)).toContain(short.id)
      expect(pass.expired.map((r) => r.id)).toContain(idle.id)
      const closed = yield* read(key, short.id)
      expect(closed.status).toBe("COMPLETED")
      expect(closed.amount).toBe(34.82)
      expect(yield* read(key, idle.id)).toMatchObject({ status: "CANCELED", crypto: { status: "EXPIRED" } })
      yield* send(key, idle.id, "0.00028716")
      const late = yield* read(key, idle.id)
      expect(late.crypto.status).toBe("CONFIRMING")
      expect(late.crypto.quoteExpiresAt > idle.crypto.quoteExpiresAt).toBe(true)
      const dropped = yield* deposit(key)
      const sent = yield* send(key, dropped.id, "0.00028716")
      const back = yield* call("POST", `/v1/sandbox/crypto/deposits/${dropped.id}/drop`, {
        key,
        body: { txHash: sent.txHash }
      })
      expect(back.status, JSON.stringify(back.body)).toBe(200)
      expect(back.body.data).toMatchObject({ status: "PENDING", crypto: { status: "AWAITING", txHashes: [] } })
      yield* mine(key, 2)
      expect((yield* read(key, late.id)).status).toBe("COMPLETED")
      expect((yield* balanceOf(key)).available).toBe(closed.netAmount + 99)
    })
  )

  it.effect(
    "an Idempotency-Key replays the create: one deposit; another body is a 422; an externalReference conflicts",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cdp_idem", 0)
        const headers = { "idempotency-key": "deposit-1" }
        const body = { amount: 100, currency: "ETH", network: "ethereum" }
        const first = yield* call("POST", "/v1/payment-crypto/create", { key, body, headers })
        expect(first.status, JSON.stringify(first.body)).toBe(200)
        expect(first.body.data.crypto).toMatchObject({ currency: "ETH", confirmationsRequired: 12 })
        expect(first.body.data.crypto.paymentUri).toMatch(/^ethereum:0x[0-9a-f]{40}@1\?value=\d+$/)
        const second = yield* call("POST", "/v1/payment-crypto/create", { key, body, headers })
        expect(second.status).toBe(200)
        expect(second.headers[IdempotencyHttp.replayedHeader]).toBe("true")
        expect(second.body.data).toEqual(first.body.data)
        const other = yield* call("POST", "/v1/payment-crypto/create", { key, body: { ...body, amount: 50 }, headers })
        expect(other.status).toBe(422)
        const listed = yield* call("GET", "/v1/payment-crypto/list", { key })
        expect(listed.body.data.total).toBe(1)
        yield* deposit(key, 100, "ref-1")
        const conflict = yield* call("POST", "/v1/payment-crypto/create", {
          key,
          body: {
            amount: 200,
            currency: "BTC",
            network: "bitcoin",
            description: "Pedido 7",
            externalReference: "ref-1"
          }
        })
        expect(conflict.status).toBe(409)
        expect(conflict.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
        const unknownField = yield* call("POST", "/v1/payment-crypto/create", { key, body: { ...body, fee: 1 } })
        expect(unknownField.status).toBe(400)
      })
  )
})
