import { describe, expect, it } from "@effect/vitest"
import { Accounts, Fiscal, Ids, Ledger, Outbox, Transactor, InvoiceStore } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import * as FiscalSandbox from "../src/FiscalSandbox.ts"

const m1 = Ledger.AccountId.make("acc_m1")
const start = Date.parse("2026-03-01T12:00:00Z")

const world = Fiscal.Invoices.Default.pipe(
  Layer.provideMerge(
    Layer.mergeAll(Accounts.layerMemory, InvoiceStore.layerMemory, Outbox.layerMemory, FiscalSandbox.layer).pipe(
      Layer.provideMerge(Layer.mergeAll(Transactor.layerMemory, Ids.layerCounter, Ledger.Ledger.Test))
    )
  )
)

const open = (sourceId: string, taxId = "12345678909") =>
  Effect.gen(function* () {
    return yield* (yield* Fiscal.Invoices).open({
      accountId: m1,
      source: { type: "PIX_CHARGE", id: sourceId },
      serviceCentavos: 5_000,
      description: "Aula",
      taker: { name: "Caio", taxId }
    })
  })

const seed = Effect.gen(function* () {
  yield* TestClock.setTime(start)
  yield* (yield* Accounts.Accounts).insert({
    id: m1,
    name: "Escola",
    email: "escola@example.com",
    flags: { fiscalInvoiceAuto: true, fiscalServiceCode: "08.02", fiscalIssRateBps: 200, fiscalCityCode: "3304557" },
    createdAt: new Date(0)
  })
})

describe("the sandbox city", () => {
  it.effect("issues a submission a minute after taking it, with a number and code derived from the invoice", () =>
    Effect.gen(function* () {
      yield* seed
      const invoices = yield* Fiscal.Invoices
      const record = yield* open("pix_1")
      expect(yield* invoices.advance()).toEqual({ submitted: 1, issued: 0, failed: 0 })
      yield* TestClock.adjust("59 seconds")
      expect(yield* invoices.advance()).toEqual({ submitted: 0, issued: 0, failed: 0 })
      yield* TestClock.adjust("1 second")
      expect(yield* invoices.advance()).toEqual({ submitted: 0, issued: 1, failed: 0 })
      const issued = yield* invoices.findById(m1, record.id)
      expect(issued.protocol).toBe(`SBX-${record.id}`)
      expect(issued.document).toEqual(FiscalSandbox.documentOf(Fiscal.submittedOf(issued), new Date(start + 60_000)))
      expect(issued.document!.number).toMatch(/^2026\d{8}$/)
      expect(issued.document!.verificationCode).toMatch(/^[0-9A-Z]{8}$/)
      expect(issued.document!.pdfUrl).toBe(`https://nfse.sandbox.invalid/3304557/${issued.document!.number}.pdf`)
    }).pipe(Effect.provide(world))
  )

  it.effect(
    "refuses a taker whose tax id is one digit repeated, once processed (the pass that submits it polls it)",
    () =>
      Effect.gen(function* () {
        yield* seed
        const invoices = yield* Fiscal.Invoices
        const record = yield* open("pix_2", "00000000000")
        expect(yield* invoices.advance()).toEqual({ submitted: 1, issued: 0, failed: 1 })
        const page = yield* (yield* Outbox.Outbox).readAfter(Outbox.outboxStart, Outbox.outboxPageMax)
        expect(page.events.map((e) => e.eventType)).toEqual(["invoice.created", "invoice.processing", "invoice.failed"])
        expect(yield* invoices.findById(m1, record.id)).toMatchObject({
          status: "FAILED",
          failureReason: FiscalSandbox.takerRefusedReason
        })
        expect(FiscalSandbox.takerRefused({ name: "x", taxId: "11111111111111" })).toBe(true)
        expect(FiscalSandbox.takerRefused({ name: "x", taxId: "11111111112" })).toBe(false)
        expect(FiscalSandbox.takerRefused({ name: "A REFUSED buyer", taxId: "11111111112" })).toBe(true)
      }).pipe(Effect.provide(world))
  )

  it.effect(
    "controls: issue at once (a CREATED one is submitted first); fail refuses at submission or processing",
    () =>
      Effect.gen(function* () {
        yield* seed
        const invoices = yield* Fiscal.Invoices
        const controls = yield* FiscalSandbox.FiscalSandboxControls
        const now = yield* open("pix_3")
        yield* controls.force(now.id, "issue")
        expect((yield* invoices.advanceOne(m1, now.id)).status).toBe("ISSUED")
        const refused = yield* open("pix_4")
        yield* controls.force(refused.id, "fail")
        expect(yield* invoices.advanceOne(m1, refused.id)).toMatchObject({
          status: "FAILED",
          failureReason: FiscalSandbox.forcedFailureReason
        })
        const late = yield* open("pix_5")
        expect((yield* invoices.advanceOne(m1, late.id)).status).toBe("PROCESSING")
        yield* controls.force(late.id, "fail")
        expect((yield* invoices.advanceOne(m1, late.id)).status).toBe("FAILED")
      }).pipe(Effect.provide(world))
  )
})
