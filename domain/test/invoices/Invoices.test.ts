import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import * as Accounts from "../../src/accounts/Accounts.ts"
import * as Outbox from "../../src/events/Outbox.ts"
import { FiscalFlag } from "../../src/invoices/Config.ts"
import { FiscalIssuerScript } from "../../src/invoices/FiscalIssuer.ts"
import { makeChargeFollower, takerOfCharge } from "../../src/invoices/Follower.ts"
import { Invoices } from "../../src/invoices/Invoices.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { chargeRecord } from "../charges/fixtures.ts"

const m1 = AccountId.make("acc_1")
const m2 = AccountId.make("acc_2")
const configured = {
  [FiscalFlag.auto]: true,
  [FiscalFlag.serviceCode]: "01.07",
  [FiscalFlag.issRateBps]: 250,
  [FiscalFlag.cityCode]: "3550308"
}

const seed = (id: AccountId, flags: Accounts.MerchantFlags) =>
  Effect.flatMap(Effect.service(Accounts.Accounts), (accounts) =>
    accounts.insert({ id, name: id, email: `${id}@example.com`, flags, createdAt: new Date(0) })
  )

const events = Effect.gen(function* () {
  const page = yield* (yield* Outbox.Outbox).readAfter(Outbox.outboxStart, Outbox.outboxPageMax)
  return page.events.map((e) => [e.eventType, e.aggregateId, e.payload] as const)
})

const source = (id: string) => ({ type: "PIX_CHARGE" as const, id })

describe("fiscal invoices", () => {
  it.effect("opened with the account's configuration: ISS from the rate, invoice.created with only invoiceId", () =>
    Effect.gen(function* () {
      yield* seed(m1, configured)
      const invoices = yield* Invoices
      const record = yield* invoices.open({
        accountId: m1,
        source: source("pix_1"),
        serviceCentavos: 10_001,
        description: "Consultoria",
        taker: { name: "Ana", taxId: "12345678909" }
      })
      expect(record).toMatchObject({
        status: "CREATED",
        serviceCentavos: 10_001,
        issRateBps: 250,
        issCentavos: 250,
        serviceCode: "01.07",
        cityCode: "3550308"
      })
      const again = yield* invoices.open({
        accountId: m1,
        source: source("pix_1"),
        serviceCentavos: 1,
        description: "x"
      })
      expect(again.id).toBe(record.id)
      expect(yield* events).toEqual([["invoice.created", record.id, { invoiceId: record.id }]])
    }).pipe(Effect.provide(Invoices.Test))
  )

  it.effect(
    "an account without complete configuration is FiscalNotConfigured; another account's invoice is not found",
    () =>
      Effect.gen(function* () {
        yield* seed(m1, { ...configured, [FiscalFlag.cityCode]: "São Paulo" })
        yield* seed(m2, configured)
        const invoices = yield* Invoices
        const refused = yield* Effect.flip(
          invoices.open({ accountId: m1, source: source("pix_1"), serviceCentavos: 100, description: "x" })
        )
        expect(refused._tag).toBe("FiscalNotConfigured")
        const record = yield* invoices.open({
          accountId: m2,
          source: source("pix_2"),
          serviceCentavos: 100,
          description: "x"
        })
        expect((yield* Effect.flip(invoices.findById(m1, record.id)))._tag).toBe("InvoiceNotFound")
        expect((yield* invoices.list(m2, { sourceId: "pix_2" })).items.map((r) => r.id)).toEqual([record.id])
        expect((yield* invoices.list(m2, { status: "ISSUED" })).items).toEqual([])
        expect((yield* Effect.flip(invoices.list(m2, { page: 0, pageSize: 101 }))).message).toBe(
          "page must be 1 or more; pageSize must be from 1 to 100"
        )
      }).pipe(Effect.provide(Invoices.Test))
  )

  it.effect("worker passes: submitted (processing), issued when the issuer says so, each event once", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-01-01T12:00:00Z"))
      yield* seed(m1, configured)
      const invoices = yield* Invoices
      const script = yield* FiscalIssuerScript
      const a = yield* invoices.open({ accountId: m1, source: source("pix_a"), serviceCentavos: 100, description: "a" })
      const b = yield* invoices.open({ accountId: m1, source: source("pix_b"), serviceCentavos: 100, description: "b" })
      expect(yield* invoices.advance()).toEqual({ submitted: 2, issued: 0, failed: 0 })
      expect(yield* invoices.advance()).toEqual({ submitted: 0, issued: 0, failed: 0 })
      const document = {
        number: "42",
        verificationCode: "ABCD1234",
        pdfUrl: "https://nfse.test/42.pdf",
        xmlUrl: "https://nfse.test/42.xml",
        issuedAt: new Date(Date.parse("2026-01-01T12:01:00Z"))
      }
      yield* script.set(a.id, { _tag: "Issued", document })
      yield* script.set(b.id, { _tag: "Failed", reason: "taker tax id refused" })
      expect(yield* invoices.advance()).toEqual({ submitted: 0, issued: 1, failed: 1 })
      expect(yield* invoices.advance()).toEqual({ submitted: 0, issued: 0, failed: 0 })
      expect(yield* invoices.findById(m1, a.id)).toMatchObject({ status: "ISSUED", document, protocol: `MEM-${a.id}` })
      expect(yield* invoices.findById(m1, b.id)).toMatchObject({
        status: "FAILED",
        failureReason: "taker tax id refused"
      })
      const seen = (yield* events).map(([type, id]) => `${type} ${id === a.id ? "a" : "b"}`)
      expect(seen.sort()).toEqual(
        [
          "invoice.created a",
          "invoice.created b",
          "invoice.processing a",
          "invoice.processing b",
          "invoice.issued a",
          "invoice.failed b"
        ].sort()
      )
    }).pipe(Effect.provide(Invoices.Test))
  )

  it.effect("a refund cancels an issued invoice or a created one; a failed one stays; no invoice is none", () =>
    Effect.gen(function* () {
      yield* seed(m1, configured)
      const invoices = yield* Invoices
      const script = yield* FiscalIssuerScript
      const issued = yield* invoices.open({
        accountId: m1,
        source: source("pix_i"),
        serviceCentavos: 100,
        description: "i"
      })
      yield* invoices.advanceOne(m1, issued.id)
      yield* script.set(issued.id, {
        _tag: "Issued",
        document: { number: "1", verificationCode: "V", pdfUrl: "p", xmlUrl: "x", issuedAt: new Date(0) }
      })
      expect((yield* invoices.advanceOne(m1, issued.id)).status).toBe("ISSUED")
      const created = yield* invoices.open({
        accountId: m1,
        source: source("pix_c"),
        serviceCentavos: 100,
        description: "c"
      })
      const cancelled = yield* invoices.cancelForSource(m1, source("pix_i"), "refunded")
      expect(Option.getOrThrow(cancelled)).toMatchObject({ status: "CANCELLED", cancelReason: "refunded" })
      expect(Option.getOrThrow(yield* invoices.cancelForSource(m1, source("pix_c"), "refunded")).status).toBe(
        "CANCELLED"
      )
      expect(Option.isNone(yield* invoices.cancelForSource(m1, source("pix_none"), "refunded"))).toBe(true)
      const types = (yield* events).filter(([t]) => t === "invoice.cancelled").map(([, id]) => id)
      expect(types.sort()).toEqual([issued.id, created.id].sort())
    }).pipe(Effect.provide(Invoices.Test))
  )

  it.effect("the charge follower opens the invoice of a paid charge that asked for one, and only then", () =>
    Effect.gen(function* () {
      yield* seed(m1, configured)
      const follower = yield* makeChargeFollower
      const payer = { name: "Bia", document: "123.456.789-09" }
      const paid = chargeRecord(1, { status: "COMPLETED", emitFiscalInvoice: true, payer })
      yield* follower.onSettled(chargeRecord(2, { status: "COMPLETED" }), new Date(0))
      yield* follower.onSettled(chargeRecord(3, { status: "CANCELED", emitFiscalInvoice: true }), new Date(0))
      yield* follower.onSettled(paid, new Date(0))
      const page = yield* (yield* Invoices).list(m1, {})
      expect(page.items).toHaveLength(1)
      expect(page.items[0]).toMatchObject({
        source: { type: "PIX_CHARGE", id: paid.id },
        serviceCentavos: paid.amountCentavos,
        taker: { name: "Bia", taxId: "12345678909" },
        apiKeyId: "key_1"
      })
      expect(takerOfCharge(chargeRecord(4))).toBeUndefined()
    }).pipe(Effect.provide(Invoices.Test))
  )

  it.effect("a paid charge on an account whose issuing was turned off is not refused: no invoice", () =>
    Effect.gen(function* () {
      yield* seed(m1, { ...configured, [FiscalFlag.auto]: false })
      const follower = yield* makeChargeFollower
      yield* follower.onSettled(chargeRecord(1, { status: "COMPLETED", emitFiscalInvoice: true }), new Date(0))
      expect((yield* (yield* Invoices).list(m1, {})).total).toBe(0)
    }).pipe(Effect.provide(Invoices.Test))
  )
})
