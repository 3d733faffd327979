import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { TestClock } from "effect/testing"
import { Accounts } from "../../src/accounts/Accounts.ts"
import * as ChargesConfig from "../../src/charges/Config.ts"
import { CustomerStore } from "../../src/customers/CustomerStore.ts"
import { Outbox, outboxStart } from "../../src/events/Outbox.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { centavos } from "../../src/money/Money.ts"
import { RefusedDebits } from "../../src/pixauto/Bank.ts"
import { crc16Hex } from "../../src/pixauto/../pix/Crc16.ts"
import { isValidIdRec } from "../../src/pixauto/IdRec.ts"
import { PixAutomatic } from "../../src/pixauto/PixAutomatic.ts"
import type { CreateAuthorizationInput } from "../../src/pixauto/Validate.ts"

const m1 = AccountId.make("acc_pixauto_1")
const m2 = AccountId.make("acc_pixauto_2")
// 2026-11-27 12:00 in São Paulo.
const start = Date.parse("2026-11-27T15:00:00Z")
const dayMs = 86_400_000

const layer = PixAutomatic.Test.pipe(
  Layer.provideMerge(ChargesConfig.layer({ payUrl: "https://pay.trilho.dev", ...ChargesConfig.settingsDefault }))
)

const setup = Effect.gen(function* () {
  yield* TestClock.setTime(start)
  const accounts = yield* Accounts
  for (const [id, flags] of [
    [m1, {}],
    [m2, { pixAutomaticEnabled: false }]
  ] as const) {
    yield* accounts.insert({ id, name: "Loja Recorrente", email: `${id}@example.com`, flags, createdAt: new Date(0) })
  }
  yield* (yield* CustomerStore).insert({
    id: "cus_1",
    accountId: m1,
    name: "Ana Souza",
    email: "ana@example.com",
    document: "52998224725",
    type: "PF",
    status: "active",
    transactions: 0,
    volumeCentavos: centavos(0),
    version: 0,
    createdAt: new Date(start),
    updatedAt: new Date(start)
  })
})

const monthly: CreateAuthorizationInput = {
  customerId: "cus_1",
  contractId: "CONTRATO-42",
  description: "Academia",
  frequency: "MONTHLY",
  startDate: "2026-11-27",
  maxAmountCentavos: 20_000,
  firstPayment: { amountCentavos: 9_990 }
}

const events = Effect.flatMap(Outbox, (o) => o.readAfter(outboxStart, 100))
const balance = Effect.flatMap(Ledger, (l) => l.balance(mainLedgerAccount(m1)))

describe("PIX Automático", () => {
  it.effect("create → approve pays the first instalment once: net credited, payment.paid with the instalment", () =>
    Effect.gen(function* () {
      yield* setup
      const service = yield* PixAutomatic
      const auth = yield* service.createAuthorization(m1, "key_1", monthly)
      expect(auth.status).toBe("PENDING_CONSENT")
      expect(isValidIdRec(auth.idRec)).toBe(true)
      expect(auth.idRec.slice(10, 18)).toBe("20261127")
      const body = auth.copyPaste.slice(0, -4)
      expect(auth.copyPaste.slice(-4)).toBe(crc16Hex(body))
      expect(auth.copyPaste).toContain("540599.90")
      expect(auth.copyPaste).toContain("80")
      const active = yield* service.approve(m1, auth.id)
      expect(active.status).toBe("ACTIVE")
      const first = yield* service.getInstruction(m1, auth.firstInstructionId)
      expect(first).toMatchObject({ status: "PAID", amountCentavos: 9_990, feeCentavos: 109, netCentavos: 9_881 })
      expect((yield* balance).availableCentavos).toBe(9_881)
      const page = yield* events
      expect(page.events.map((e) => e.eventType)).toEqual(["payment.paid"])
      expect(page.events[0]!.payload).toMatchObject({ id: first.id, status: "COMPLETED", netAmount: 98.81 })
      const again = yield* Effect.flip(service.approve(m1, auth.id))
      expect(again._tag).toBe("InvalidTransition")
      expect((yield* balance).availableCentavos).toBe(9_881)
    }).pipe(Effect.provide(layer))
  )

  it.effect("refusals: product off, unknown customer, another merchant's id, both amounts, bad dates", () =>
    Effect.gen(function* () {
      yield* setup
      const service = yield* PixAutomatic
      expect((yield* Effect.flip(service.createAuthorization(m2, undefined, monthly)))._tag).toBe(
        "PixAutomaticUnavailable"
      )
      expect((yield* Effect.flip(service.listAuthorizations(m2, {}, { page: 1, pageSize: 10 })))._tag).toBe(
        "PixAutomaticUnavailable"
      )
      const unknown = yield* Effect.flip(
        service.createAuthorization(m1, undefined, { ...monthly, customerId: "cus_x" })
      )
      expect(unknown._tag).toBe("CustomerNotFound")
      const invalid = yield* Effect.flip(
        service.createAuthorization(m1, undefined, {
          ...monthly,
          contractId: "",
          startDate: "2026-02-30",
          fixedAmountCentavos: 100
        })
      )
      expect(invalid._tag).toBe("InvalidPixAutomatic")
      expect(invalid.message).toContain("contractId")
      expect(invalid.message).toContain("startDate")
      expect(invalid.message).toContain("maxAmount")
      const auth = yield* service.createAuthorization(m1, undefined, monthly)
      expect((yield* Effect.flip(service.getAuthorization(m2, auth.id)))._tag).toBe("PixAutomaticUnavailable")
      yield* (yield* Accounts).updateFlags(m2, { pixAutomaticEnabled: true })
      expect((yield* Effect.flip(service.getAuthorization(m2, auth.id)))._tag).toBe("PixAutomaticAuthorizationNotFound")
      const notActive = yield* Effect.flip(
        service.createInstruction(m1, undefined, {
          authorizationId: auth.id,
          amountCentavos: 100,
          dueDate: "2026-12-01"
        })
      )
      expect(notActive._tag).toBe("PixAutomaticAuthorizationNotActive")
    }).pipe(Effect.provide(layer))
  )

  it.effect(
    "instructions: amount over max, outside notice, one per period; due ones debited once, refused ones fail",
    () =>
      Effect.gen(function* () {
        yield* setup
        const service = yield* PixAutomatic
        const auth = yield* service.createAuthorization(m1, undefined, monthly)
        yield* service.approve(m1, auth.id)
        const ask = (amountCentavos: number, dueDate: string) =>
          service.createInstruction(m1, "key_1", { authorizationId: auth.id, amountCentavos, dueDate })
        expect((yield* Effect.flip(ask(20_001, "2026-12-03")))._tag).toBe("PixAutomaticAmountNotAuthorized")
        expect((yield* Effect.flip(ask(100, "2026-11-28")))._tag).toBe("PixAutomaticDueDateNotAllowed")
        expect((yield* Effect.flip(ask(100, "2026-12-08")))._tag).toBe("PixAutomaticDueDateNotAllowed")
        // November is period 0, held by the first instalment.
        expect((yield* Effect.flip(ask(100, "2026-11-30")))._tag).toBe("PixAutomaticDueDateNotAllowed")
        const december = yield* ask(15_000, "2026-12-03")
        expect(december).toMatchObject({ status: "SCHEDULED", period: 1 })
        expect((yield* Effect.flip(ask(100, "2026-12-05")))._tag).toBe("PixAutomaticDueDateNotAllowed")
        expect(yield* service.settleDue(new Date(start + 2 * dayMs))).toMatchObject({ paid: 0 })
        yield* TestClock.setTime(start + 6 * dayMs)
        expect(yield* service.settleDue(new Date(start + 6 * dayMs))).toMatchObject({ paid: 1 })
        expect(yield* service.settleDue(new Date(start + 6 * dayMs))).toMatchObject({ paid: 0 })
        expect((yield* balance).availableCentavos).toBe(9_881 + 15_000 - 159)
        // January: the payer's bank refuses (insufficient funds): FAILED, payment.failed, nothing credited.
        yield* TestClock.setTime(start + 28 * dayMs)
        const january = yield* ask(5_000, "2027-01-02")
        yield* Ref.update(yield* RefusedDebits, (ids) => new Set([...ids, january.id]))
        expect(yield* service.settleDue(new Date(start + 40 * dayMs))).toMatchObject({ failed: 1 })
        expect((yield* service.getInstruction(m1, january.id)).reason).toBe("INSUFFICIENT_FUNDS")
        const kinds = (yield* events).events.map((e) => e.eventType)
        expect(kinds).toEqual(["payment.paid", "payment.paid", "payment.failed"])
      }).pipe(Effect.provide(layer))
  )

  it.effect("revoke cancels the scheduled instalments; a pending consent expires after 7 days", () =>
    Effect.gen(function* () {
      yield* setup
      const service = yield* PixAutomatic
      const auth = yield* service.createAuthorization(m1, undefined, monthly)
      yield* service.approve(m1, auth.id)
      const december = yield* service.createInstruction(m1, undefined, {
        authorizationId: auth.id,
        amountCentavos: 100,
        dueDate: "2026-12-03"
      })
      const revoked = yield* service.revoke(m1, auth.id)
      expect(revoked).toMatchObject({ status: "REVOKED", endReason: "PAYER_REVOKED" })
      expect(yield* service.getInstruction(m1, december.id)).toMatchObject({
        status: "CANCELED",
        reason: "AUTHORIZATION_ENDED"
      })
      const pending = yield* service.createAuthorization(m1, undefined, monthly)
      expect(yield* service.expireDue(new Date(start + 7 * dayMs - 1), 10)).toBe(0)
      expect(yield* service.expireDue(new Date(start + 7 * dayMs), 10)).toBe(1)
      expect(yield* service.getAuthorization(m1, pending.id)).toMatchObject({ status: "EXPIRED" })
      expect(yield* service.getInstruction(m1, pending.firstInstructionId)).toMatchObject({ status: "CANCELED" })
      const rejected = yield* service.createAuthorization(m1, undefined, monthly)
      expect(yield* service.reject(m1, rejected.id)).toMatchObject({ status: "REJECTED" })
      expect((yield* Effect.flip(service.revoke(m1, rejected.id)))._tag).toBe("InvalidTransition")
    }).pipe(Effect.provide(layer))
  )
})
