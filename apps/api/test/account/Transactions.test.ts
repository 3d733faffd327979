import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { call } from "../charges/server.ts"
import { testnetAddress } from "../crypto/support.ts"
import { createSub, layerServer, merchant, post } from "../subaccounts/support.ts"

const ok = <A>(effect: Effect.Effect<{ readonly status: number; readonly body: any }, any, A>) =>
  Effect.map(effect, (response) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body.data
  })

const records = (key: string, query = "") => ok(call("GET", `/v1/account/transactions${query}`, { key }))
const ids = (key: string, query: string) => Effect.map(records(key, query), (d) => d.items.map((i: any) => i.id))

const charge = (key: string, body: Record<string, unknown>) =>
  ok(call("POST", "/v1/payment-pix/create", { key, body: { amount: 100, description: "Pedido", ...body } }))
const pay = (key: string, id: string) => ok(call("POST", `/v1/sandbox/payment-pix/${id}/pay`, { key, body: {} }))

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("account transaction records", (it) => {
  it.effect(
    "one record per transaction: an internal transfer's IN side on the receiver with the sender's pairId, a failed " +
      "PIX out as one FAILED record, a refund, a split's SPLIT_IN and a subaccount charge's SUBACCOUNT_PROFIT",
    () =>
      Effect.gen(function* () {
        const alice = yield* merchant("acc_tr_alice", { withdrawableCentavos: 50_000 })
        const bob = yield* merchant("acc_tr_bob")

        const out = yield* ok(
          call("POST", "/v1/transfer-internal/create", {
            key: alice,
            body: { amount: 12.34, recipientEmail: "acc_tr_bob@example.com", description: "Aluguel" }
          })
        )
        const ofBob = yield* records(bob)
        expect(ofBob.items).toMatchObject([
          {
            type: "INTERNAL_TRANSFER_IN",
            status: "COMPLETED",
            amount: 12.34,
            pairId: out.pairId,
            counterpartyName: "Loja acc_tr_alice",
            transferKind: "internal"
          }
        ])
        // The receiver finds its side by the pairId the sender holds.
        expect(yield* ids(bob, `?search=${out.pairId}`)).toEqual([ofBob.items[0].id])

        const sent = yield* ok(
          call("POST", "/v1/transfer-pix/create", {
            key: alice,
            body: { amount: 5, description: "Devolvido", pixKey: "fulano@example.com", pixKeyType: "EMAIL" }
          })
        )
        yield* ok(call("POST", `/v1/sandbox/transfers/${sent.id}/fail`, { key: alice, body: { reason: "AC03" } }))
        const afterFail = (yield* records(alice)).items as Array<any>
        expect(afterFail.filter((i) => i.id === sent.id || i.type.startsWith("PIX_OUT"))).toMatchObject([
          { id: sent.id, type: "PIX_OUT", status: "FAILED", amount: 5, failureReason: "AC03" }
        ])
        expect(afterFail.find((i) => i.id === out.id)).toMatchObject({
          type: "INTERNAL_TRANSFER_OUT",
          pairId: out.pairId
        })

        // A split: bob's share of alice's charge is his SPLIT_IN record.
        const split = yield* charge(alice, { splitUser: "acc_tr_bob@example.com", splitTax: 25 })
        yield* pay(alice, split.id)
        expect((yield* records(bob, "?pageSize=1")).items).toMatchObject([
          { type: "SPLIT_IN", status: "COMPLETED", referenceId: split.id, feeAmount: 0 }
        ])

        // A refund of the split charge: its own REFUND record, PENDING until the network completes it.
        yield* ok(
          call("POST", "/v1/refunds/create", { key: alice, body: { transactionId: split.id, refundId: "dev-7" } })
        )
        const [requested] = (yield* records(alice, "?search=dev-7")).items as Array<any>
        expect(requested).toMatchObject({
          type: "REFUND",
          status: "PENDING",
          transactionId: split.id,
          refundId: "dev-7"
        })
        expect(requested.amount).toBe(requested.netAmount + requested.feeAmount)
        yield* ok(call("POST", "/v1/sandbox/refunds/dev-7/complete", { key: alice, body: {} }))
        const refunded = (yield* records(alice, `?search=${split.id}`)).items as Array<any>
        expect(refunded.map((i) => [i.type, i.status])).toEqual([
          ["REFUND", "COMPLETED"],
          ["PIX_IN", "REVERSED"]
        ])
        expect(refunded[1].refund).toMatchObject({ status: "COMPLETED", refundId: "dev-7" })

        // A subaccount charge priced above the merchant: the profit is a SUBACCOUNT_PROFIT record of the merchant.
        const sub = yield* createSub(alice, "filial-1")
        expect((yield* post(alice, "set-pricing", { id: sub, pixIn: { percent: 1 } })).status).toBe(200)
        const subCharge = yield* charge(alice, { subaccountId: sub })
        yield* pay(alice, subCharge.id)
        const [profit] = (yield* records(alice, "?pageSize=1")).items as Array<any>
        expect(profit).toMatchObject({ type: "SUBACCOUNT_PROFIT", status: "COMPLETED", referenceId: subCharge.id })
        expect(profit.amount).toBeGreaterThan(0)
        expect(yield* ids(alice, `?subaccountId=${sub}`)).toEqual([subCharge.id])
      })
  )

  it.effect("each filter: status, externalReference, search, dates, subaccountId or merchantSubaccountId, paging", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_tr_carol", { withdrawableCentavos: 50_000 })
      const other = yield* merchant("acc_tr_dave")
      const paid = yield* charge(key, { externalReference: "pedido-1", description: "Mesa 12" })
      yield* pay(key, paid.id)
      const pending = yield* charge(key, { description: "Mesa 13" })
      const sent = yield* ok(
        call("POST", "/v1/transfer-pix/create", {
          key,
          body: {
            amount: 3,
            description: "Fornecedor",
            pixKey: "Fornecedor.Exemplo@example.com",
            pixKeyType: "EMAIL",
            externalReference: "pagamento-1"
          }
        })
      )
      const sub = yield* createSub(key, "filial-2")
      const subCharge = yield* charge(key, { subaccountId: sub, description: "Filial" })
      yield* charge(other, { externalReference: "pedido-1" })

      const all = yield* records(key, "?pageSize=2")
      expect(all).toMatchObject({ page: 1, pageSize: 2, total: 4, pages: 2 })
      expect(yield* ids(key, "")).toEqual([subCharge.id, sent.id, pending.id, paid.id])
      expect(yield* ids(key, "?page=2&pageSize=2")).toEqual([pending.id, paid.id])

      expect(yield* ids(key, "?status=PENDING")).toEqual([subCharge.id, pending.id])
      expect(yield* ids(key, "?status=PROCESSING")).toEqual([sent.id])
      expect(yield* ids(key, "?status=REVERSED")).toEqual([])
      expect(yield* ids(key, "?externalReference=pedido-1")).toEqual([paid.id])
      expect(yield* ids(key, "?externalReference=pagamento-1")).toEqual([sent.id])
      expect(yield* ids(key, "?externalReference=pedido")).toEqual([])
      expect(yield* ids(key, "?search=MESA%201")).toEqual([pending.id, paid.id])
      expect(yield* ids(key, "?search=fornecedor.exemplo")).toEqual([sent.id])
      expect(yield* ids(key, `?search=${paid.id.slice(-8)}`)).toEqual([paid.id])
      expect(yield* ids(key, "?search=%25")).toEqual([])
      const paidE2e = (yield* ok(call("GET", `/v1/payment-pix/get/${paid.id}`, { key }))).endToEndId
      expect(yield* ids(key, `?search=${paidE2e}`)).toEqual([paid.id])
      expect(yield* ids(key, "?dateTo=2000-01-01")).toEqual([])
      expect((yield* records(key, "?dateFrom=2000-01-01")).total).toBe(4)
      expect(yield* ids(key, "?dateFrom=2999-01-01")).toEqual([])
      expect(yield* ids(key, `?subaccountId=${sub}`)).toEqual([subCharge.id])
      expect(yield* ids(key, `?merchantSubaccountId=${sub}`)).toEqual([subCharge.id])
      expect(yield* ids(key, "?status=COMPLETED&search=mesa")).toEqual([paid.id])
      expect((yield* call("GET", "/v1/account/transactions?status=DONE", { key })).status).toBe(400)
      expect((yield* call("GET", "/v1/account/transactions?pageSize=101", { key })).status).toBe(400)
    })
  )

  it.effect(
    "card transactions, crypto withdrawals and mobile recharges are records of their own, each as its get route " +
      "shows it, filtered by status, reference, search and dates",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_tr_erin", { withdrawableCentavos: 100_000 })
        yield* ok(call("POST", "/v1/sandbox/card/onboarding/complete", { key, body: {} }))
        const open = yield* ok(call("POST", "/v1/card/checkout", { key, body: { amount: 20, description: "Balcão" } }))
        const card = yield* ok(call("POST", "/v1/card/checkout", { key, body: { amount: 50, description: "Mesa 7" } }))
        yield* ok(call("POST", `/v1/sandbox/card/${card.transactionId}/pay`, { key, body: {} }))
        const withdrawal = yield* ok(
          call("POST", "/v1/transfer-crypto-auto/create", {
            key,
            body: {
              currency: "BTC",
              network: "bitcoin",
              amount: 200,
              address: testnetAddress,
              externalReference: "cw-1"
            }
          })
        )
        const recharge = yield* ok(
          call("POST", "/v1/mobile-recharge/create", { key, body: { phone: "(11) 96543-2109", amount: 15 } })
        )

        const items = (yield* records(key)).items as Array<any>
        expect(items.map((i) => [i.id, i.type, i.status])).toEqual([
          [recharge.id, "MOBILE_RECHARGE", "PENDING"],
          [withdrawal.id, "CRYPTO_OUT", "PROCESSING"],
          [card.transactionId, "CARD_CREDIT_IN", "COMPLETED"],
          [open.transactionId, "CARD_CREDIT_IN", "PENDING"]
        ])
        const byId = new Map(items.map((i) => [i.id, i]))
        // A withdrawal is its get route's lean form; a recharge and a card agree with theirs on every field both show.
        const gotWithdrawal = yield* ok(call("GET", `/v1/transfer-crypto/get/${withdrawal.id}`, { key }))
        expect(byId.get(withdrawal.id)).toEqual(gotWithdrawal)
        const gotRecharge = yield* ok(call("GET", `/v1/mobile-recharge/get/${recharge.id}`, { key }))
        const gotCard = yield* ok(call("GET", `/v1/card/get/${card.transactionId}`, { key }))
        for (const [item, got] of [
          [byId.get(recharge.id), gotRecharge],
          [byId.get(card.transactionId), gotCard]
        ] as const) {
          const shared = Object.keys(got).filter((field) => field in item && field !== "status")
          expect(shared.length).toBeGreaterThan(5)
          for (const field of shared) expect(item[field], field).toEqual(got[field])
        }
        expect(byId.get(recharge.id)).toMatchObject({ phone: "11965432109", canBeCancelled: true, feeAmount: 0 })
        expect(byId.get(card.transactionId)).toMatchObject({
          cardStatus: "COMPLETED",
          feeAmount: gotCard.fee,
          completedAt: gotCard.capturedAt,
          card: { brand: "VISA", last4: "4242" }
        })

        expect(yield* ids(key, "?status=PROCESSING")).toEqual([withdrawal.id])
        expect(yield* ids(key, "?status=PENDING")).toEqual([recharge.id, open.transactionId])
        expect(yield* ids(key, "?externalReference=cw-1")).toEqual([withdrawal.id])
        expect(yield* ids(key, "?search=96543")).toEqual([recharge.id])
        expect(yield* ids(key, "?search=4242")).toEqual([card.transactionId])
        expect(yield* ids(key, `?search=${testnetAddress.slice(4, 16)}`)).toEqual([withdrawal.id])
        expect(yield* ids(key, "?search=mesa%207")).toEqual([card.transactionId])
        expect(yield* ids(key, "?dateFrom=2999-01-01")).toEqual([])
        expect(yield* ids(key, "?subaccountId=sub_none")).toEqual([])

        // Cancelled, the recharge is CANCELED among the six and no longer cancellable.
        yield* ok(call("POST", `/v1/mobile-recharge/cancel/${recharge.id}`, { key, body: {} }))
        expect(yield* ids(key, "?status=CANCELED")).toEqual([recharge.id])
        expect((yield* records(key, "?status=CANCELED")).items[0]).toMatchObject({ canBeCancelled: false })
      })
  )
  it.effect(
    "crypto deposits are records of their own, each as payment-crypto/get shows it, PENDING while awaiting, " +
      "PROCESSING on chain, then COMPLETED; filtered by status, reference, search (address, hash) and dates",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_tr_cid")
        const deposit = (amount: number, externalReference?: string) =>
          ok(
            call("POST", "/v1/payment-crypto/create", {
              key,
              body: {
                amount,
                currency: "BTC",
                network: "bitcoin",
                description: `Pedido ${amount}`,
                ...(externalReference === undefined ? {} : { externalReference })
              }
            })
          )
        const waiting = yield* deposit(60)
        const paid = yield* deposit(100, "cd-1")
        const sent = yield* ok(
          call("POST", `/v1/sandbox/crypto/deposits/${paid.id}/send`, { key, body: { cryptoAmount: "0.00028716" } })
        )

        const items = (yield* records(key)).items as Array<any>
        expect(items.map((i) => [i.id, i.type, i.status])).toEqual([
          [paid.id, "CRYPTO_IN", "PROCESSING"],
          [waiting.id, "CRYPTO_IN", "PENDING"]
        ])
        // Each item is its get route's answer, the hosted page included.
        for (const item of items) {
          expect(item).toEqual(yield* ok(call("GET", `/v1/payment-crypto/get/${item.id}`, { key })))
          expect(item.crypto.payUrl).toMatch(new RegExp(`/crypto/${item.id}$`))
        }

        expect(yield* ids(key, "?status=PENDING")).toEqual([waiting.id])
        expect(yield* ids(key, "?status=PROCESSING")).toEqual([paid.id])
        expect(yield* ids(key, "?externalReference=cd-1")).toEqual([paid.id])
        expect(yield* ids(key, `?search=${waiting.crypto.address.slice(6, 20)}`)).toEqual([waiting.id])
        expect(yield* ids(key, `?search=${sent.txHash.slice(10, 30)}`)).toEqual([paid.id])
        expect(yield* ids(key, "?search=pedido%2060")).toEqual([waiting.id])
        expect(yield* ids(key, "?dateFrom=2999-01-01")).toEqual([])
        expect(yield* ids(key, "?dateTo=2000-01-01")).toEqual([])

        // Confirmed, the deposit is COMPLETED with what was credited.
        yield* ok(call("POST", "/v1/sandbox/crypto/mine", { key, body: { network: "bitcoin", blocks: 2 } }))
        expect((yield* records(key, "?status=COMPLETED")).items).toMatchObject([
          { id: paid.id, type: "CRYPTO_IN", netAmount: 99, crypto: { status: "COMPLETED", txHashes: [sent.txHash] } }
        ])
        expect(yield* ids(key, "?status=PROCESSING")).toEqual([])
      })
  )
})
