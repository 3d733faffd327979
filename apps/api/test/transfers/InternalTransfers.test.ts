import { NodeHttpServer } from "@effect/platform-node"
import { expect, layer } from "@effect/vitest"
import { LedgerStore } from "@trilho/domain"
import { AccountsSql, ApiKeysSql, RateLimiterSql } from "@trilho/postgres"
import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
import { Effect, Layer } from "effect"
import * as AuthSettings from "../../src/auth/Settings.ts"
import { DocsLive, layerServices, makeApiLive } from "../../src/Http.ts"
import * as OperatorAuth from "../../src/operator/Auth.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { call } from "../charges/server.ts"
import { seedWithdrawable } from "../seed.ts"
import { serve } from "../serve.ts"
import { layerInternalTransfers } from "../../src/Layers.ts"
import { outboxEventsOnce } from "../outbox.ts"

/** The API as `npm start` serves it on a fresh database (pool of 4), the payments services left in the context. */
const layerServer = () =>
  serve(
    Layer.merge(
      DocsLive,
      makeApiLive(Layer.merge(AuthSettings.layer({ ipRequestsPerWindow: 100_000 }), OperatorAuth.layerToken(undefined)))
    )
  ).pipe(
    Layer.provideMerge(NodeHttpServer.layerTest),
    Layer.provideMerge(layerInternalTransfers),
    Layer.provideMerge(layerServices),
    Layer.provideMerge(Layer.mergeAll(AccountsSql.layer, ApiKeysSql.layer, RateLimiterSql.layer)),
    Layer.provideMerge(layerTestDatabase({ poolSize: 4 }))
  )

/** A merchant with `withdrawableCentavos` credited by a PIX deposit confirmed 25 h ago, and a key of it. */
const merchant = (
  id: string,
  withdrawableCentavos: number,
  permissions: ReadonlyArray<string> = ["*"],
  requestsPerMinute?: number
) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    if (withdrawableCentavos > 0) yield* seedWithdrawable(id, withdrawableCentavos)
    return (yield* insertKey(id, permissions, requestsPerMinute === undefined ? {} : { requestsPerMinute })).secret
  })

const transfer = (key: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call("POST", "/v1/transfer-internal/create", { key, body, ...(headers === undefined ? {} : { headers }) })

const balanceOf = (key: string) => Effect.map(call("GET", "/v1/account/balance", { key }), (r) => r.body.data.padrao)

/** The account's outbox events once `count` are there. */
const eventsOf = (accountId: string, count: number) => outboxEventsOnce(accountId, (events) => events.length >= count)

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("internal transfers through the API", (it) => {
  it.effect("create, get by id and by reference, both sides' lists, balances, events; a reference repeat", () =>
    Effect.gen(function* () {
      const alice = yield* merchant("acc_it_alice", 5_000)
      const bob = yield* merchant("acc_it_bob", 0)
      const created = yield* transfer(alice, {
        amount: 12.34,
        recipientEmail: "ACC_IT_BOB@example.com",
        description: "Aluguel",
        externalReference: "ref-1"
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const out = created.body.data
      expect(out).toMatchObject({
        type: "INTERNAL_TRANSFER_OUT",
        status: "COMPLETED",
        amount: 12.34,
        feeAmount: 0,
        netAmount: 12.34,
        currency: "BRL",
        description: "Aluguel",
        externalReference: "ref-1",
        transferKind: "internal",
        recipientEmail: "acc_it_bob@example.com",
        recipientName: "Loja acc_it_bob"
      })
      expect(out.id).toMatch(/^ito_/)
      expect(out.pairId).toMatch(/^itp_/)
      expect(out.completedAt).toBe(out.createdAt)

      expect((yield* call("GET", `/v1/transfer-internal/get/${out.id}`, { key: alice })).body.data).toEqual(out)
      expect((yield* call("GET", "/v1/transfer-internal/get/ref-1", { key: alice })).body.data.id).toBe(out.id)
      // The sender's record is not the receiver's: a 404 like a missing one.
      const foreign = yield* call("GET", `/v1/transfer-internal/get/${out.id}`, { key: bob })
      expect(foreign.status).toBe(404)
      expect(foreign.body).toMatchObject({ success: false, error: { code: "NOT_FOUND" } })

      const bobs = (yield* call("GET", "/v1/transfer-internal/list", { key: bob })).body.data
      expect(bobs).toMatchObject({ page: 1, total: 1, pages: 1 })
      const incoming = bobs.items[0]
      expect(incoming).toMatchObject({
        type: "INTERNAL_TRANSFER_IN",
        status: "COMPLETED",
        amount: 12.34,
        counterpartyName: "Loja acc_it_alice",
        pairId: out.pairId
      })
      expect(incoming.externalReference).toBeUndefined()
      expect(incoming.recipientEmail).toBeUndefined()
      expect((yield* call("GET", `/v1/transfer-internal/get/${incoming.id}`, { key: bob })).status).toBe(200)

      const second = yield* transfer(alice, { amount: 1, recipientEmail: "acc_it_bob@example.com" })
      expect(second.body.data.description).toBe("Internal transfer")
      const list = (q: string) =>
        Effect.map(call("GET", `/v1/transfer-internal/list${q}`, { key: alice }), (r) => r.body.data)
      expect((yield* list("")).total).toBe(2)
      expect((yield* list("?externalReference=ref-1")).items.map((i: any) => i.id)).toEqual([out.id])
      expect((yield* list("?search=ALUG")).items.map((i: any) => i.id)).toEqual([out.id])
      expect((yield* list("?status=FAILED")).total).toBe(0)
      expect((yield* list("?pageSize=1&page=2")).items).toHaveLength(1)
      expect((yield* list("?dateFrom=2000-01-01&dateTo=2000-01-02")).total).toBe(0)
      expect((yield* call("GET", "/v1/transfer-internal/list?pageSize=101", { key: alice })).status).toBe(400)

      // The statement shows each side as its record: the sender's debit, the receiver's credit.
      const lines = (key: string) =>
        Effect.map(call("GET", "/v1/account/transactions", { key }), (r) => r.body.data.items as Array<any>)
      const aliceLines = yield* lines(alice)
      expect(aliceLines.map((l) => [l.id, l.type, l.amount, l.status])).toEqual([
        [second.body.data.id, "INTERNAL_TRANSFER_OUT", 1, "COMPLETED"],
        [out.id, "INTERNAL_TRANSFER_OUT", 12.34, "COMPLETED"]
      ])
      expect(aliceLines[1]).toMatchObject({ description: "Aluguel", feeAmount: 0, netAmount: 12.34 })
      const bobLines = yield* lines(bob)
      expect(bobLines.map((l) => [l.id, l.type, l.amount])).toEqual([
        [second.body.data.id.replace("ito_", "iti_"), "INTERNAL_TRANSFER_IN", 1],
        [incoming.id, "INTERNAL_TRANSFER_IN", 12.34]
      ])
      expect(yield* balanceOf(alice)).toMatchObject({ available: 36.66, withdrawable: 36.66 })
      expect(yield* balanceOf(bob)).toMatchObject({ available: 13.34, withdrawable: 13.34 })

      const aliceEvents = yield* eventsOf("acc_it_alice", 2)
      const bobEvents = yield* eventsOf("acc_it_bob", 2)
      const completed = aliceEvents.find((e) => e.aggregateId === out.id)
      expect(completed).toMatchObject({ eventType: "transfer.internal.completed" })
      expect(completed?.apiKeyId).toBeDefined()
      expect(completed?.payload).toMatchObject({ id: out.id, type: "INTERNAL_TRANSFER_OUT", amount: 12.34 })
      const received = bobEvents.find((e) => e.aggregateId === incoming.id)
      expect(received).toMatchObject({ eventType: "transfer.internal.received" })
      expect(received?.apiKeyId).toBeUndefined()
      expect(received?.payload).toMatchObject({ type: "INTERNAL_TRANSFER_IN", counterpartyName: "Loja acc_it_alice" })
      expect(aliceEvents.map((e) => e.eventType)).not.toContain("transfer.internal.received")

      // The same reference: the same body answers the first record; another body is a 409; nothing moves again.
      const again = yield* transfer(alice, {
        amount: 12.34,
        recipientEmail: "acc_it_bob@example.com",
        description: "Aluguel",
        externalReference: "ref-1"
      })
      expect(again.status).toBe(200)
      expect(again.body.data).toEqual(out)
      const conflict = yield* transfer(alice, {
        amount: 5,
        recipientEmail: "acc_it_bob@example.com",
        externalReference: "ref-1"
      })
      expect(conflict.status).toBe(409)
      expect(conflict.body.error.code).toBe("EXTERNAL_REFERENCE_CONFLICT")
      expect(yield* balanceOf(alice)).toMatchObject({ available: 36.66 })
    })
  )

  it.effect("Idempotency-Key: a repeat replays the first answer and moves nothing; another body is a 422", () =>
    Effect.gen(function* () {
      const erin = yield* merchant("acc_it_erin", 1_000)
      yield* merchant("acc_it_frank", 0)
      const body = { amount: 2, recipientEmail: "acc_it_frank@example.com" }
      const headers = { "idempotency-key": "it-key-1" }
      const first = yield* transfer(erin, body, headers)
      expect(first.status).toBe(200)
      const again = yield* transfer(erin, body, headers)
      expect(again.status).toBe(200)
      expect(again.headers["idempotent-replayed"]).toBe("true")
      expect(again.body.data).toEqual(first.body.data)
      const other = yield* transfer(erin, { ...body, amount: 3 }, headers)
      expect(other.status).toBe(422)
      expect(other.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED")
      expect(yield* balanceOf(erin)).toMatchObject({ available: 8 })
      expect((yield* call("GET", "/v1/transfer-internal/list", { key: erin })).body.data.total).toBe(1)
    })
  )

  it.effect("401, 403, 404 and every 400: own account, unknown e-mail, minimum, amount, body, insufficient funds", () =>
    Effect.gen(function* () {
      const carol = yield* merchant("acc_it_carol", 1_000)
      yield* merchant("acc_it_dave", 0)
      const readOnly = yield* insertKey("acc_it_carol", ["transfer-internal/get", "transfer-internal/list"])
      const body = { amount: 1, recipientEmail: "acc_it_dave@example.com" }
      expect((yield* call("POST", "/v1/transfer-internal/create", { body })).status).toBe(401)
      expect((yield* call("GET", "/v1/transfer-internal/list", {})).status).toBe(401)
      const forbidden = yield* transfer(readOnly.secret, body)
      expect(forbidden.status).toBe(403)
      expect(forbidden.body.error.code).toBe("FORBIDDEN")
      expect((yield* call("GET", "/v1/transfer-internal/list", { key: readOnly.secret })).status).toBe(200)
      const getOnly = yield* insertKey("acc_it_carol", ["transfer-internal/get"])
      expect((yield* call("GET", "/v1/transfer-internal/list", { key: getOnly.secret })).status).toBe(403)
      expect((yield* call("GET", "/v1/transfer-internal/get/itx_nope", { key: getOnly.secret })).status).toBe(404)

      const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
        [{ amount: 1, recipientEmail: "acc_it_carol@example.com" }, "INVALID_RECIPIENT"],
        [{ amount: 1, recipientEmail: "ninguem@example.com" }, "RECIPIENT_NOT_FOUND"],
        [{ amount: 0.99, recipientEmail: "acc_it_dave@example.com" }, "VALIDATION_ERROR"],
        [{ amount: 0, recipientEmail: "acc_it_dave@example.com" }, "VALIDATION_ERROR"],
        [{ amount: 1.001, recipientEmail: "acc_it_dave@example.com" }, "VALIDATION_ERROR"],
        [{ amount: "dez", recipientEmail: "acc_it_dave@example.com" }, "VALIDATION_ERROR"],
        [{ amount: 1, recipientEmail: "not-an-email" }, "VALIDATION_ERROR"],
        [{ amount: 1 }, "VALIDATION_ERROR"],
        [{ amount: 1, recipientEmail: "acc_it_dave@example.com", extra: true }, "VALIDATION_ERROR"],
        [{ amount: 10.01, recipientEmail: "acc_it_dave@example.com" }, "INSUFFICIENT_FUNDS"]
      ]
      const carolKey = carol
      for (const [b, code] of cases) {
        const answer = yield* transfer(carolKey, b)
        expect(answer.status, JSON.stringify([b, answer.body])).toBe(400)
        expect(answer.body).toMatchObject({ success: false, error: { code } })
      }
      expect(yield* balanceOf(carolKey)).toMatchObject({ available: 10, withdrawable: 10 })
      expect((yield* call("GET", "/v1/transfer-internal/list", { key: carolKey })).body.data.total).toBe(0)
      const exact = yield* transfer(carolKey, { amount: 10, recipientEmail: "acc_it_dave@example.com" })
      expect(exact.status).toBe(200)
      expect(yield* balanceOf(carolKey)).toMatchObject({ available: 0, withdrawable: 0 })
    })
  )
})

describePostgres("internal transfers under concurrency (PostgreSQL)", () => {
  layer(layerServer(), { timeout: 180_000, excludeTestServices: true })("200 concurrent transfers", (it) => {
    it.effect(
      "200 concurrent transfers of 1.00 from 50.00 withdrawable: exactly 50 succeed, 150 INSUFFICIENT_FUNDS, no 5xx, ledger clean",
      () =>
        Effect.gen(function* () {
          const sender = yield* merchant("acc_it_hot", 5_000, ["*"], 100_000)
          yield* merchant("acc_it_sink", 0)
          const answers = yield* Effect.forEach(
            Array.from({ length: 200 }, (_, i) => i),
            () => transfer(sender, { amount: 1, recipientEmail: "acc_it_sink@example.com" }),
            { concurrency: 200 }
          )
          const statuses = answers.map((a) => a.status)
          expect(statuses.filter((s) => s >= 500)).toEqual([])
          expect(statuses.filter((s) => s === 200)).toHaveLength(50)
          const refused = answers.filter((a) => a.status !== 200)
          expect(refused).toHaveLength(150)
          expect(refused.every((a) => a.status === 400 && a.body.error.code === "INSUFFICIENT_FUNDS")).toBe(true)
          expect(yield* balanceOf(sender)).toMatchObject({ available: 0, withdrawable: 0 })
          const verification = yield* (yield* LedgerStore.LedgerStore).verify()
          expect(verification).toMatchObject({
            unbalancedEntries: 0,
            balanceMismatches: 0,
            negativeBalances: 0,
            totalCentavos: 0
          })
        })
    )
  })
})
