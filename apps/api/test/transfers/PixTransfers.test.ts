import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { Effect } from "effect"
import { insertKey } from "../auth/server.ts"
import { balanceOf, call, eventsOf, layerServer, merchant, send } from "./support.ts"

const cpf = "529.982.247-25"
const cnpjAlnum = "12.ABC.345/01DE-35"

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("PIX transfers through the API", (it) => {
  it.effect("create, get, status, list on both prefixes; the sandbox settles; events, balances and the statement", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_px_alice", 10_000, { flags: { pixOutFixedCentavos: 25 } })
      const created = yield* send(key, {
        amount: 12.34,
        description: "Fornecedor",
        pixKey: cpf,
        pixKeyType: "CPF",
        externalReference: "px-1",
        pixKeyOwnerDocument: "52998224725"
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const t = created.body.data
      expect(t).toMatchObject({
        type: "PIX_OUT",
        status: "PROCESSING",
        amount: 12.59,
        feeAmount: 0.25,
        netAmount: 12.34,
        currency: "BRL",
        description: "Fornecedor",
        externalReference: "px-1",
        pixKey: "52998224725",
        pixKeyType: "CPF"
      })
      expect(t.id).toMatch(/^pxo_/)
      expect(t.endToEndId).toBeUndefined()
      for (const prefix of ["transfer-pix", "payouts"]) {
        expect((yield* call("GET", `/v1/${prefix}/get/${t.id}`, { key })).body.data).toEqual(t)
        expect((yield* call("GET", `/v1/${prefix}/get/px-1`, { key })).body.data.id).toBe(t.id)
        const status = (yield* call("GET", `/v1/${prefix}/status/${t.id}`, { key })).body.data
        expect(status).toEqual({ id: t.id, status: "PROCESSING", amount: 12.59, completedAt: null })
        const list = (yield* call("GET", `/v1/${prefix}/list?search=FORNEC`, { key })).body.data
        expect(list).toMatchObject({ total: 1, page: 1, pages: 1 })
        expect(list.items[0].id).toBe(t.id)
      }
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 87.41 })
      const settled = yield* call("POST", `/v1/sandbox/transfers/${t.id}/settle`, { key, body: {} })
      expect(settled.status, JSON.stringify(settled.body)).toBe(200)
      expect(settled.body.data).toMatchObject({ status: "COMPLETED", recipient: { pixKey: "52998224725" } })
      expect(settled.body.data.endToEndId).toMatch(/^E99999998/)
      const polled = (yield* call("GET", `/v1/payouts/status/${t.id}`, { key })).body.data
      expect(polled).toMatchObject({ status: "COMPLETED", endToEndId: settled.body.data.endToEndId })
      expect((yield* call("POST", `/v1/sandbox/transfers/${t.id}/fail`, { key, body: {} })).status).toBe(409)
      const events = yield* eventsOf("acc_px_alice", 2)
      expect(events.map((e) => e.eventType)).toEqual(["transfer.created", "transfer.completed"])
      expect(events[1]!.payload).toMatchObject({
        id: t.id,
        status: "COMPLETED",
        recipient: { name: "Recebedor Sandbox" }
      })

      // The statement: the debit as a PIX_OUT line; with its failure, a PIX_OUT_REVERSAL line nets it to zero.
      const second = (yield* send(key, {
        amount: 5,
        description: "Devolvido",
        pixKey: "Fulano@Example.com",
        pixKeyType: "EMAIL"
      })).body.data
      const failed = yield* call("POST", `/v1/sandbox/transfers/${second.id}/fail`, { key, body: { reason: "AC03" } })
      expect(failed.body.data).toMatchObject({ status: "FAILED", failureReason: "AC03" })
      expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 87.41 })
      const lines = (yield* call("GET", "/v1/account/statement", { key })).body.data.items as Array<any>
      expect(lines.map((l) => [l.type, l.amount])).toEqual([
        ["PIX_OUT_REVERSAL", 5.25],
        ["PIX_OUT", 5.25],
        ["PIX_OUT", 12.59]
      ])
      expect(lines[2]).toMatchObject({ id: t.id, referenceId: t.id, status: "COMPLETED", description: "Fornecedor" })
      expect((yield* eventsOf("acc_px_alice", 4)).map((e) => e.eventType).slice(2)).toEqual([
        "transfer.created",
        "transfer.failed"
      ])

      // A reference repeat: the same body answers the first record, another is a 409.
      const again = yield* send(key, {
        amount: 12.34,
        description: "Fornecedor",
        pixKey: "52998224725",
        pixKeyType: "CPF",
        externalReference: "px-1"
      })
      expect(again.status).toBe(200)
      expect(again.body.data.id).toBe(t.id)
      const conflict = yield* send(key, {
        amount: 1,
        description: "x",
        pixKey: cpf,
        pixKeyType: "CPF",
        externalReference: "px-1"
      })
      expect(conflict.status).toBe(409)
      expect(conflict.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
      expect(yield* (yield* LedgerStore.LedgerStore).verify()).toMatchObject({
        unbalancedEntries: 0,
        balanceMismatches: 0,
        negativeBalances: 0,
        totalCentavos: 0
      })
    })
  )

  it.effect(
    "security review: held above the threshold, approved then settled; another refused with the money back",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_px_rev", 100_000, { flags: { pixOutReviewAboveCentavos: 20_000 } })
        const body = { amount: 600, description: "Grande", pixKey: cnpjAlnum, pixKeyType: "CNPJ" }
        const held = (yield* send(key, body)).body.data
        expect(held).toMatchObject({ status: "PENDING", securityReview: { pending: true }, pixKey: "12ABC34501DE35" })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 400 })
        const created = (yield* eventsOf("acc_px_rev", 1))[0]!
        expect(created).toMatchObject({ eventType: "transfer.created" })
        expect(created.payload).toMatchObject({ securityReview: { pending: true } })
        // Not settled while held.
        expect((yield* call("POST", `/v1/sandbox/transfers/${held.id}/settle`, { key, body: {} })).status).toBe(409)
        const approved = yield* call("POST", `/v1/sandbox/transfers/${held.id}/approve`, { key, body: {} })
        expect(approved.body.data).toMatchObject({ status: "PROCESSING", securityReview: { pending: false } })
        expect((yield* call("POST", `/v1/sandbox/transfers/${held.id}/approve`, { key, body: {} })).status).toBe(409)
        const done = yield* call("POST", `/v1/sandbox/transfers/${held.id}/settle`, {
          key,
          body: { recipient: { name: "Empresa X", document: "12ABC34501DE35" } }
        })
        expect(done.body.data).toMatchObject({ status: "COMPLETED", recipient: { name: "Empresa X" } })

        const other = (yield* send(key, { ...body, amount: 300 })).body.data
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 100 })
        const refused = yield* call("POST", `/v1/sandbox/transfers/${other.id}/refuse`, {
          key,
          body: { reason: "fraude" }
        })
        expect(refused.status, JSON.stringify(refused.body)).toBe(200)
        expect(refused.body.data).toMatchObject({
          status: "FAILED",
          failureReason: "fraude",
          securityReview: { pending: false }
        })
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 400 })
        const events = yield* eventsOf("acc_px_rev", 4)
        expect(events.map((e) => [e.aggregateId === held.id ? "held" : "other", e.eventType])).toEqual([
          ["held", "transfer.created"],
          ["held", "transfer.completed"],
          ["other", "transfer.created"],
          ["other", "transfer.failed"]
        ])
      })
  )

  it.effect(
    "401, 403 by permission and for subaccountId, 404 for another merchant's, every 400; idempotency replay",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_px_carol", 1_000)
        const bob = yield* merchant("acc_px_bob", 0)
        const ok = { amount: 1, description: "x", pixKey: cpf, pixKeyType: "CPF" }
        expect((yield* send(undefined, ok)).status).toBe(401)
        expect((yield* call("GET", "/v1/payouts/list", {})).status).toBe(401)
        const pixOnly = (yield* insertKey("acc_px_carol", ["transfer-pix/*"])).secret
        const payoutsOnly = (yield* insertKey("acc_px_carol", ["payouts/create", "payouts/get"])).secret
        expect((yield* send(payoutsOnly, ok)).status).toBe(403)
        expect((yield* send(pixOnly, ok, { prefix: "payouts" })).status).toBe(403)
        expect((yield* call("GET", "/v1/payouts/list", { key: payoutsOnly })).status).toBe(403)
        const viaPayouts = yield* send(payoutsOnly, ok, { prefix: "payouts" })
        expect(viaPayouts.status).toBe(200)
        expect((yield* call("GET", `/v1/payouts/get/${viaPayouts.body.data.id}`, { key: payoutsOnly })).status).toBe(
          200
        )
        expect(
          (yield* call("GET", `/v1/transfer-pix/get/${viaPayouts.body.data.id}`, { key: payoutsOnly })).status
        ).toBe(403)
        const viaPix = yield* send(pixOnly, ok)
        expect(viaPix.status).toBe(200)
        const foreign = yield* call("GET", `/v1/transfer-pix/get/${viaPix.body.data.id}`, { key: bob })
        expect(foreign.status).toBe(404)
        expect(foreign.body.error.code).toBe("NOT_FOUND")
        expect((yield* call("GET", `/v1/transfer-pix/status/${viaPix.body.data.id}`, { key: bob })).status).toBe(404)
        expect(
          (yield* call("POST", `/v1/sandbox/transfers/${viaPix.body.data.id}/settle`, { key: bob, body: {} })).status
        ).toBe(404)
        const sub = yield* send(key, { ...ok, subaccountId: "sub_1" })
        expect(sub.status).toBe(403)
        expect(sub.body.error.code).toBe("FEATURE_NOT_ENABLED")

        const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
          [{ ...ok, pixKey: "529.982.247-24" }, "INVALID_PIX_KEY"],
          [{ ...ok, pixKeyType: "CNPJ", pixKey: "12.ABC.345/01DE-36" }, "INVALID_PIX_KEY"],
          [{ ...ok, pixKeyType: "EMAIL", pixKey: "not-an-email" }, "INVALID_PIX_KEY"],
          [{ ...ok, pixKeyType: "TELEFONE", pixKey: "+1 212 555 0100" }, "INVALID_PIX_KEY"],
          [{ ...ok, pixKeyType: "CHAVE_ALEATORIA", pixKey: "123" }, "INVALID_PIX_KEY"],
          [{ ...ok, pixKeyType: "IBAN" }, "VALIDATION_ERROR"],
          [{ ...ok, amount: 0 }, "VALIDATION_ERROR"],
          [{ ...ok, amount: -1 }, "VALIDATION_ERROR"],
          [{ ...ok, amount: 1.001 }, "VALIDATION_ERROR"],
          [{ ...ok, amount: "dez" }, "VALIDATION_ERROR"],
          [{ amount: 1, description: "x" }, "VALIDATION_ERROR"],
          [{ ...ok, pixCopyPaste: "000201" }, "VALIDATION_ERROR"],
          [{ amount: 1, description: "x", pixCopyPaste: "000201010211" }, "INVALID_BR_CODE"],
          [{ ...ok, extra: true }, "VALIDATION_ERROR"],
          [{ ...ok, amount: 10.01 }, "INSUFFICIENT_FUNDS"]
        ]
        for (const [body, code] of cases) {
          const answer = yield* send(key, body)
          expect(answer.status, JSON.stringify([body, answer.body])).toBe(400)
          expect(answer.body).toMatchObject({ success: false, error: { code } })
        }
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 8 })

        const headers = { "idempotency-key": "px-key-1" }
        const first = yield* send(key, ok, { headers })
        expect(first.status).toBe(200)
        const replay = yield* send(key, ok, { headers })
        expect(replay.status).toBe(200)
        expect(replay.headers["idempotent-replayed"]).toBe("true")
        expect(replay.body.data).toEqual(first.body.data)
        const reused = yield* send(key, { ...ok, amount: 2 }, { headers })
        expect(reused.status).toBe(422)
        const payoutReplay = yield* send(key, ok, { headers: { "idempotency-key": "px-key-2" }, prefix: "payouts" })
        const payoutAgain = yield* send(key, ok, { headers: { "idempotency-key": "px-key-2" }, prefix: "payouts" })
        expect(payoutAgain.headers["idempotent-replayed"]).toBe("true")
        expect(payoutAgain.body.data.id).toBe(payoutReplay.body.data.id)
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 6 })
      })
  )
})
