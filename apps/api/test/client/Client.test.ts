import { expect, layer } from "@effect/vitest"
import { Auth } from "@trilho/domain"
import { Effect, Schema } from "effect"
import * as Client from "../../src/Client.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { layerServer } from "../charges/server.ts"

/** A merchant with a key, and the typed client acting with that key (over the test server's `HttpClient`). */
const merchantClient = (id: string, permissions: ReadonlyArray<string> = ["*"]) =>
  Effect.gen(function* () {
    yield* insertMerchant(id)
    const { secret } = yield* insertKey(id, permissions)
    return yield* Client.make({ apiKey: secret })
  })

const payer = { name: "Maria da Silva", document: "529.982.247-25" }

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("the typed client through the server", (it) => {
  it.effect("create, get by id and by reference, status, list with filters, pay, balance and transactions", () =>
    Effect.gen(function* () {
      const trilho = yield* merchantClient("acc_client")

      const created = yield* trilho.charges.create({
        payload: { amount: 25.9, description: "Pedido 1042", externalReference: "order-1042", expirationSeconds: 600 }
      })
      expect(created.success).toBe(true)
      const charge = created.data
      expect(charge).toMatchObject({
        type: "PIX_IN",
        status: "PENDING",
        amount: 25.9,
        currency: "BRL",
        description: "Pedido 1042",
        externalReference: "order-1042"
      })
      expect(charge.id).toMatch(/^pix_/)
      expect(charge.qrCodeBase64).toEqual(expect.any(String))
      const other = yield* Client.data(trilho.charges.create({ payload: { amount: 3, description: "Outro" } }))

      const byId = yield* Client.data(trilho.charges.get({ params: { id: charge.id } }))
      expect(byId).toMatchObject({ id: charge.id, status: "PENDING", amount: 25.9, copyPaste: charge.copyPaste })
      expect(byId.qrCodeBase64).toBeUndefined()
      const byReference = yield* Client.data(
        trilho.charges.getByReference({ params: { externalReference: "order-1042" } })
      )
      expect(byReference).toEqual(byId)

      const pending = yield* Client.data(trilho.charges.status({ params: { id: charge.id } }))
      expect(pending).toEqual({
        id: charge.id,
        status: "PENDING",
        amount: 25.9,
        expiresAt: charge.expiresAt!,
        completedAt: null
      })

      const byReferenceList = yield* Client.data(
        trilho.charges.list({ query: { externalReference: "order-1042", status: "PENDING" } })
      )
      expect(byReferenceList.items.map((c) => c.id)).toEqual([charge.id])
      const searched = yield* Client.data(trilho.charges.list({ query: { search: "outro" } }))
      expect(searched.items.map((c) => c.id)).toEqual([other.id])
      const paged = yield* Client.data(trilho.charges.list({ query: { pageSize: 1, page: 2 } }))
      expect(paged).toMatchObject({ page: 2, pageSize: 1, total: 2, pages: 2 })
      expect(paged.items.map((c) => c.id)).toEqual([charge.id]) // newest first: `other` is page 1

      const paid = yield* Client.data(trilho.sandbox.pay({ params: { id: charge.id }, payload: { payer } }))
      expect(paid).toMatchObject({
        id: charge.id,
        status: "COMPLETED",
        payer: { name: payer.name, document: "52998224725" }
      })
      expect(paid.endToEndId).toMatch(/^E\d{8}/)
      const completed = yield* Client.data(trilho.charges.status({ params: { id: charge.id } }))
      expect(completed).toMatchObject({ status: "COMPLETED", endToEndId: paid.endToEndId })
      expect(completed.completedAt).toEqual(expect.any(String))
      const completedList = yield* Client.data(trilho.charges.list({ query: { status: "COMPLETED" } }))
      expect(completedList.items.map((c) => c.id)).toEqual([charge.id])

      const balance = yield* Client.data(trilho.account.balance())
      expect(balance).toMatchObject({ currency: "BRL", availableAmount: paid.netAmount, pendingAmount: 0 })
      expect(balance.padrao).toMatchObject({ available: paid.netAmount, locked24h: paid.netAmount, withdrawable: 0 })
      const transactions = yield* Client.data(trilho.account.transactions({ query: {} }))
      expect(transactions.items.map((t) => [t.id, t.status])).toEqual([
        [other.id, "PENDING"],
        [charge.id, "COMPLETED"]
      ])
    })
  )

  it.effect("declared errors come back as their classes, with the envelope's code", () =>
    Effect.gen(function* () {
      const trilho = yield* merchantClient("acc_client_errors")
      const missing = yield* Effect.flip(trilho.charges.get({ params: { id: "pix_doesnotexist0000000000000" } }))
      expect(missing).toBeInstanceOf(Client.NotFound)
      if (!(missing instanceof Client.NotFound)) return
      expect(missing.error).toEqual({ code: expect.any(String), statusCode: 404 })
      expect(missing.success).toBe(false)

      // An amount with 3 decimals never leaves the client: the payload schema refuses it before the request.
      const local = yield* Effect.flip(trilho.charges.create({ payload: { amount: 1.234, description: "x" } }))
      expect(Schema.isSchemaError(local) && local.message).toMatch(/at most 2 decimal places/)
      // Above the BR Code's largest amount: a well-formed amount the server refuses.
      const badAmount = yield* Effect.flip(trilho.charges.create({ payload: { amount: 1e12, description: "x" } }))
      expect(badAmount).toBeInstanceOf(Client.BadRequest)
      expect((badAmount as Client.BadRequest).error).toEqual({ code: "VALIDATION_ERROR", statusCode: 400 })

      // The query's bounds are the client's too: a page size over 100 never leaves it; the server's refusals come back.
      const tooLarge = yield* Effect.flip(trilho.charges.list({ query: { pageSize: 500 } }))
      expect(tooLarge).not.toBeInstanceOf(Client.BadRequest)
      const reversed = yield* Effect.flip(
        trilho.charges.list({ query: { dateFrom: "2026-02-01", dateTo: "2026-01-01" } })
      )
      expect(reversed).toBeInstanceOf(Client.BadRequest)

      const charge = yield* Client.data(trilho.charges.create({ payload: { amount: 1, description: "twice" } }))
      yield* trilho.sandbox.pay({ params: { id: charge.id }, payload: {} })
      const again = yield* Effect.flip(trilho.sandbox.pay({ params: { id: charge.id }, payload: {} }))
      expect(again).toBeInstanceOf(Client.Conflict)

      // Another merchant's charge is a 404, exactly like a missing one.
      const stranger = yield* merchantClient("acc_client_stranger")
      expect(yield* Effect.flip(stranger.charges.get({ params: { id: charge.id } }))).toBeInstanceOf(Client.NotFound)

      const readOnly = yield* merchantClient("acc_client_read", ["payment-pix/get"])
      const forbidden = yield* Effect.flip(readOnly.charges.create({ payload: { amount: 1, description: "no" } }))
      expect(forbidden).toBeInstanceOf(Client.Forbidden)
      expect((forbidden as Client.Forbidden).error.code).toBe("FORBIDDEN")

      const unknownKey = yield* Client.make({ apiKey: `${Auth.apiKeyPrefix}${"a".repeat(43)}` })
      const unauthorized = yield* Effect.flip(unknownKey.account.balance())
      expect(unauthorized).toBeInstanceOf(Client.Unauthorized)
      expect((unauthorized as Client.Unauthorized).error).toEqual({ code: "UNAUTHORIZED", statusCode: 401 })
    })
  )

  it.effect("the sandbox clock through the client: an advance is seen by the next read", () =>
    Effect.gen(function* () {
      const trilho = yield* merchantClient("acc_client_clock")
      const before = yield* Client.data(trilho.sandbox.clock())
      const after = yield* Client.data(trilho.sandbox.advance({ payload: { seconds: 90 } }))
      expect(after.offsetSeconds).toBe(before.offsetSeconds + 90)
      expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(90_000)
      const refused = yield* Effect.flip(trilho.sandbox.advance({ payload: { seconds: -1 } }))
      expect(refused).toBeInstanceOf(Client.BadRequest)
      expect((yield* Client.data(trilho.sandbox.clock())).offsetSeconds).toBe(after.offsetSeconds)
    })
  )

  it.effect("the service form gives the same client", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_client_service")
      const { secret } = yield* insertKey("acc_client_service", ["account/balance"])
      const balance = yield* Client.TrilhoClient.use((trilho) => Client.data(trilho.account.balance())).pipe(
        Effect.provide(Client.TrilhoClient.layer({ apiKey: secret }))
      )
      expect(balance.availableAmount).toBe(0)
    })
  )
})
