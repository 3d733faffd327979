import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import { Charges } from "../../src/charges/Charges.ts"
import { qrFields } from "../../src/charges/Record.ts"
import { grossForNet } from "../../src/fees/Fees.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { mainLedgerAccount, subLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { parse } from "../../src/pix/BrCode.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { PixNetworkMemory } from "../../src/pix/PixNetwork.ts"
import {
  addSubaccount,
  allEvents,
  endToEndId,
  hasQrField,
  layer,
  m1,
  m1Email,
  other,
  paidNotice,
  partner,
  partnerEmail,
  request,
  seed
} from "./world.ts"

const hourMs = 60 * 60 * 1000

describe("Charges", () => {
  it.effect(
    "create then pay: the merchant gets net − split under the 24 h lock, the partner the split, the platform the fee",
    () =>
      Effect.gen(function* () {
        yield* seed()
        const charges = yield* Charges
        const ledger = yield* Ledger
        const created = yield* charges.create(request({ splitUser: partnerEmail, splitBps: 1_000 }))
        expect(created.replayed).toBe(false)
        const record = created.record
        // 1.5 % of 100.00 is 1.50, plus 0.20: 1.70; the partner gets 10 % of the 98.30 net.
        expect(record).toMatchObject({
          status: "PENDING",
          amountCentavos: 10_000,
          feeCentavos: 170,
          netCentavos: 9_830,
          platformFeeCentavos: 170,
          profitCentavos: 0,
          split: { accountId: partner, bps: 1_000, amountCentavos: 983 },
          apiKeyId: "key_1",
          expiresAt: new Date(86_400_000),
          txid: record.id.slice(4),
          qrcodeUrl: `https://pay.trilho.test/pix/${record.id}`,
          locationUrl: `pay.trilho.test/pix/${record.id}`
        })
        const code = parse(record.copyPaste)
        expect(Result.getOrThrow(code)).toMatchObject({
          _tag: "Dynamic",
          locationUrl: record.locationUrl,
          amountCentavos: 10_000,
          merchantName: "Acai da Praca Ltda",
          merchantCity: "SAO PAULO"
        })
        const calls = yield* (yield* PixNetworkMemory).calls
        expect(calls).toHaveLength(1)
        expect(calls[0]).toMatchObject({
          _tag: "registerCharge",
          referenceId: record.referenceId,
          input: { txid: record.txid, amountCentavos: 10_000, expiresAt: record.expiresAt }
        })

        yield* TestClock.adjust(1_000)
        const paid = yield* charges.confirmPaid(paidNotice(record))
        expect(paid.replayed).toBe(false)
        expect(paid.record).toMatchObject({
          status: "COMPLETED",
          endToEndId: endToEndId(),
          payer: { name: "Maria da Silva", document: "12345678909" },
          completedAt: new Date(1_000),
          updatedAt: new Date(1_000)
        })
        const merchant = yield* ledger.balance(mainLedgerAccount(m1))
        expect(merchant).toMatchObject({ availableCentavos: 8_847, locked24hCentavos: 8_847, withdrawableCentavos: 0 })
        expect(merchant.nextUnlockAt).toEqual(new Date(1_000 + 24 * hourMs))
        expect(yield* ledger.balance(mainLedgerAccount(partner))).toMatchObject({ availableCentavos: 983 })
        const store = yield* LedgerStore
        expect((yield* store.sumPostings(SystemAccount.feeRevenue)).availableCentavos).toBe(170)
        expect((yield* store.sumPostings(SystemAccount.pixClearing)).availableCentavos).toBe(-10_000)
        expect(yield* store.verify()).toMatchObject({
          entries: 1,
          unbalancedEntries: 0,
          balanceMismatches: 0,
          negativeBalances: 0,
          totalCentavos: 0
        })
        yield* TestClock.adjust(24 * hourMs)
        expect(yield* ledger.balance(mainLedgerAccount(m1))).toMatchObject({ withdrawableCentavos: 8_847 })

        const events = yield* allEvents
        expect(events.map((e) => e.eventType)).toEqual(["payment.created", "payment.paid"])
        for (const event of events) {
          expect(event).toMatchObject({ accountId: m1, aggregateId: record.id, apiKeyId: "key_1" })
          expect(hasQrField(event.payload)).toBe(false)
        }
        expect(events[0]!.payload).toEqual({
          id: record.id,
          type: "PIX_IN",
          status: "PENDING",
          amount: 100,
          feeAmount: 1.7,
          netAmount: 98.3,
          currency: "BRL",
          description: "Pedido 42",
          referenceId: record.referenceId,
          expiresAt: "1970-01-02T00:00:00.000Z",
          createdAt: "1970-01-01T00:00:00.000Z"
        })
        expect(events[1]!.payload).toEqual({
          id: record.id,
          type: "PIX_IN",
          status: "COMPLETED",
          amount: 100,
          feeAmount: 1.7,
          netAmount: 98.3,
          currency: "BRL",
          description: "Pedido 42",
          referenceId: record.referenceId,
          endToEndId: endToEndId(),
          payer: { name: "Maria da Silva", document: "12345678909" },
          completedAt: "1970-01-01T00:00:01.000Z",
          createdAt: "1970-01-01T00:00:00.000Z"
        })
      }).pipe(Effect.provide(layer))
  )

  it.effect("a second notice of the same payment is a no-op success: no second entry, no second event", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request())
      yield* charges.confirmPaid(paidNotice(record))
      const again = yield* charges.confirmPaid(paidNotice(record))
      expect(again.replayed).toBe(true)
      expect(again.record.status).toBe("COMPLETED")
      expect((yield* (yield* LedgerStore).verify()).entries).toBe(1)
      expect((yield* allEvents).map((e) => e.eventType)).toEqual(["payment.created", "payment.paid"])
      // Another payment of the same charge (another end-to-end id) is not a replay: the machine refuses it.
      const second = yield* Effect.flip(
        charges.confirmPaid(paidNotice(record, { endToEndId: endToEndId("ZZZZZZZZZZZ") }))
      )
      expect(second._tag).toBe("InvalidTransition")
      expect((yield* (yield* LedgerStore).verify()).entries).toBe(1)
    }).pipe(Effect.provide(layer))
  )

  it.effect("a payment of another amount than the charge's is refused and credits nothing", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request())
      const refused = yield* Effect.flip(charges.confirmPaid(paidNotice(record, { amountCentavos: 9_999 })))
      expect(refused).toMatchObject({ _tag: "PaidAmountMismatch", expectedCentavos: 10_000, paidCentavos: 9_999 })
      expect((yield* charges.findById(m1, record.id)).status).toBe("PENDING")
      expect((yield* (yield* LedgerStore).verify()).entries).toBe(0)
    }).pipe(Effect.provide(layer))
  )

  it.effect("a notice for an unknown reference is ChargeNotFound", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request())
      const refused = yield* Effect.flip(charges.confirmPaid(paidNotice(record, { referenceId: "nope" })))
      expect(refused).toMatchObject({ _tag: "ChargeNotFound", by: "referenceId", value: "nope" })
    }).pipe(Effect.provide(layer))
  )

  it.effect(
    "expiry on the clock: CANCELED with payment.pix.expired at expiresAt, not a millisecond before; paying after is refused",
    () =>
      Effect.gen(function* () {
        yield* seed()
        const charges = yield* Charges
        const { record } = yield* charges.create(request({ expirationSeconds: 60 }))
        expect(record.expiresAt).toEqual(new Date(60_000))
        yield* TestClock.adjust(59_999)
        const now = () => Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
        expect(yield* charges.expireDue(yield* now())).toEqual({ expired: [], skipped: 0 })
        yield* TestClock.adjust(1)
        const pass = yield* charges.expireDue(yield* now())
        expect(pass.skipped).toBe(0)
        expect(pass.expired.map((r) => [r.id, r.status])).toEqual([[record.id, "CANCELED"]])
        expect(yield* charges.status(m1, record.id)).toEqual({
          id: record.id,
          status: "CANCELED",
          amount: 100,
          expiresAt: "1970-01-01T00:01:00.000Z",
          completedAt: null
        })
        const events = yield* allEvents
        expect(events.map((e) => e.eventType)).toEqual(["payment.created", "payment.pix.expired"])
        expect(events[1]!.payload).toMatchObject({ status: "CANCELED", expiresAt: "1970-01-01T00:01:00.000Z" })
        expect(hasQrField(events[1]!.payload)).toBe(false)
        // A second pass finds nothing; a payment after expiry is the machine's refusal and credits nothing.
        expect((yield* charges.expireDue(yield* now())).expired).toHaveLength(0)
        const refused = yield* Effect.flip(charges.confirmPaid(paidNotice(record)))
        expect(refused).toMatchObject({ _tag: "InvalidTransition", machine: "PixCharge", from: "CANCELED" })
        expect((yield* (yield* LedgerStore).verify()).entries).toBe(0)
        expect((yield* Ledger.pipe(Effect.flatMap((l) => l.balance(mainLedgerAccount(m1))))).availableCentavos).toBe(0)
      }).pipe(Effect.provide(layer))
  )

  it.effect("expireDue takes the earliest expiries first, up to its limit, and leaves paid charges alone", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const late = (yield* charges.create(request({ expirationSeconds: 300 }))).record
      const early = (yield* charges.create(request({ expirationSeconds: 60 }))).record
      const paid = (yield* charges.create(request({ expirationSeconds: 60 }))).record
      yield* charges.confirmPaid(paidNotice(paid))
      const at = new Date(300_000)
      const first = yield* charges.expireDue(at, 1)
      expect(first.expired.map((r) => r.id)).toEqual([early.id])
      const second = yield* charges.expireDue(at)
      expect(second.expired.map((r) => r.id)).toEqual([late.id])
      expect((yield* charges.findById(m1, paid.id)).status).toBe("COMPLETED")
    }).pipe(Effect.provide(layer))
  )

  it.effect("an expiry notice of the network cancels the charge; a failure notice fails it; both are idempotent", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const a = (yield* charges.create(request())).record
      const b = (yield* charges.create(request())).record
      const expiredNotice = {
        _tag: "ChargeExpired",
        referenceId: a.referenceId,
        txid: a.txid,
        expiresAt: a.expiresAt
      } as const
      expect((yield* charges.expire(expiredNotice)).record.status).toBe("CANCELED")
      expect((yield* charges.expire(expiredNotice)).replayed).toBe(true)
      const failed = {
        _tag: "ChargeFailed",
        referenceId: b.referenceId,
        txid: b.txid,
        reason: "AB03",
        failedAt: new Date(5)
      } as const
      const outcome = yield* charges.fail(failed)
      expect(outcome.record).toMatchObject({ status: "FAILED", failureReason: "AB03" })
      expect((yield* charges.fail(failed)).replayed).toBe(true)
      expect((yield* Effect.flip(charges.confirmPaid(paidNotice(b))))._tag).toBe("InvalidTransition")
      const events = yield* allEvents
      expect(events.map((e) => `${e.aggregateId === a.id ? "a" : "b"}:${e.eventType}`)).toEqual([
        "a:payment.created",
        "b:payment.created",
        "a:payment.pix.expired",
        "b:payment.failed"
      ])
      expect(events[3]!.payload).toMatchObject({ status: "FAILED" })
      expect(events[3]!.payload).not.toHaveProperty("expiresAt")
    }).pipe(Effect.provide(layer))
  )

  it.effect(
    "externalReference: the same body returns the stored charge, another body is ExternalReferenceConflict",
    () =>
      Effect.gen(function* () {
        yield* seed()
        const charges = yield* Charges
        const first = yield* charges.create(request({ externalReference: "pedido-42" }))
        const again = yield* charges.create(request({ externalReference: "pedido-42", description: "  Pedido 42 " }))
        expect(again).toEqual({ record: first.record, replayed: true })
        // Another API key of the same account repeating the request gets the same charge.
        expect((yield* charges.create(request({ externalReference: "pedido-42", apiKeyId: "key_2" }))).record.id).toBe(
          first.record.id
        )
        const conflict = yield* Effect.flip(
          charges.create(request({ externalReference: "pedido-42", amountCentavos: 10_001 }))
        )
        expect(conflict).toMatchObject({
          _tag: "ExternalReferenceConflict",
          externalReference: "pedido-42",
          chargeId: first.record.id
        })
        // A paid charge is still returned on a replay.
        yield* charges.confirmPaid(paidNotice(first.record))
        expect((yield* charges.create(request({ externalReference: "pedido-42" }))).record.status).toBe("COMPLETED")
        // The reference is per account.
        yield* (yield* Charges).create(request({ accountId: other, externalReference: "pedido-42" }))
        expect((yield* (yield* PixNetworkMemory).calls).length).toBe(2)
        expect((yield* allEvents).filter((e) => e.eventType === "payment.created")).toHaveLength(2)
        expect((yield* charges.findByExternalReference(m1, "pedido-42")).id).toBe(first.record.id)
        expect(yield* Effect.flip(charges.findByExternalReference(m1, "pedido-43"))).toMatchObject({
          _tag: "ChargeNotFound",
          by: "externalReference"
        })
      }).pipe(Effect.provide(layer))
  )

  it.effect("coverFee: the amount is the net wanted, the gross the smallest that yields it", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request({ amountCentavos: 10_000, coverFee: true }))
      const gross = Result.getOrThrow(grossForNet({ percentBps: 150, fixedCentavos: 20 }, 10_000))
      expect(record).toMatchObject({ netCentavos: 10_000, amountCentavos: gross, coverFee: true })
      expect(record.feeCentavos + record.netCentavos).toBe(record.amountCentavos)
      yield* charges.confirmPaid(paidNotice(record))
      expect((yield* (yield* Ledger).balance(mainLedgerAccount(m1))).availableCentavos).toBe(10_000)
    }).pipe(Effect.provide(layer))
  )

  it.effect("a fee that leaves no net is refused before anything is registered", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      expect((yield* Effect.flip(charges.create(request({ amountCentavos: 20 }))))._tag).toBe("FeeExceedsAmount")
      expect(yield* (yield* PixNetworkMemory).calls).toHaveLength(0)
      expect(yield* allEvents).toHaveLength(0)
    }).pipe(Effect.provide(layer))
  )

  it.effect("requests the platform does not take are InvalidChargeInput naming the field", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const field = (overrides: Parameters<typeof request>[0]) =>
        Effect.map(Effect.flip(charges.create(request(overrides))), (e) => `${e._tag}:${"field" in e ? e.field : ""}`)
      expect(yield* field({ amountCentavos: 0 })).toBe("InvalidChargeInput:amount")
      expect(yield* field({ amountCentavos: 1.5 })).toBe("InvalidChargeInput:amount")
      expect(yield* field({ description: "  " })).toBe("InvalidChargeInput:description")
      expect(yield* field({ description: "x".repeat(141) })).toBe("InvalidChargeInput:description")
      expect(yield* field({ expirationSeconds: 59 })).toBe("InvalidChargeInput:expirationSeconds")
      expect(yield* field({ expirationSeconds: 604_801 })).toBe("InvalidChargeInput:expirationSeconds")
      expect(yield* field({ externalReference: "x".repeat(65) })).toBe("InvalidChargeInput:externalReference")
      expect(yield* field({ splitBps: 100 })).toBe("InvalidChargeInput:splitUser")
      expect(yield* field({ splitUser: partnerEmail })).toBe("InvalidChargeInput:splitTax")
      expect(yield* field({ splitUser: partnerEmail, splitBps: 10_001 })).toBe("InvalidChargeInput:splitTax")
      expect(yield* field({ payer: { name: "Ana", document: "12345678900" } })).toBe(
        "InvalidChargeInput:payer.document"
      )
      expect(yield* field({ amountCentavos: 1_000_000_000_000 })).toBe("InvalidChargeInput:amount")
      // The limits themselves are accepted.
      yield* charges.create(request({ expirationSeconds: 60, description: "x".repeat(140) }))
      yield* charges.create(request({ expirationSeconds: 604_800 }))
      expect(yield* (yield* PixNetworkMemory).calls).toHaveLength(2)
    }).pipe(Effect.provide(layer))
  )

  it.effect("the requested payer is normalized, registered with the network and kept apart from the paying payer", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request({ payer: { name: " Ana ", document: "123.456.789-09" } }))
      expect(record.requestedPayer).toEqual({ name: "Ana", document: "12345678909" })
      expect(record.payer).toBeUndefined()
      const calls = yield* (yield* PixNetworkMemory).calls
      expect(calls[0]!.input).toMatchObject({ payer: { name: "Ana", document: "12345678909" } })
    }).pipe(Effect.provide(layer))
  )

  it.effect("splitUser must name another merchant", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const unknown = yield* Effect.flip(charges.create(request({ splitUser: "ninguem@x.test", splitBps: 100 })))
      expect(unknown).toMatchObject({ _tag: "InvalidSplitUser", reason: "unknown" })
      const self = yield* Effect.flip(charges.create(request({ splitUser: m1Email.toUpperCase(), splitBps: 100 })))
      expect(self).toMatchObject({ _tag: "InvalidSplitUser", reason: "self" })
      expect(yield* (yield* PixNetworkMemory).calls).toHaveLength(0)
    }).pipe(Effect.provide(layer))
  )

  it.effect(
    "features off are refused: subaccountId without the subaccount flags, emitFiscalInvoice without issuing",
    () =>
      Effect.gen(function* () {
        yield* seed()
        const charges = yield* Charges
        yield* addSubaccount({ id: "sub_1" })
        expect(yield* Effect.flip(charges.create(request({ subaccountId: "sub_1" })))).toMatchObject({
          _tag: "FeatureNotEnabled",
          feature: "subaccounts"
        })
        expect(yield* Effect.flip(charges.create(request({ emitFiscalInvoice: true })))).toMatchObject({
          _tag: "FeatureNotConfigured",
          feature: "fiscal_invoice"
        })
        expect(yield* (yield* PixNetworkMemory).calls).toHaveLength(0)
        expect(yield* allEvents).toHaveLength(0)
      }).pipe(Effect.provide(layer))
  )

  it.effect(
    "subaccounts on without subaccount PIX is still FeatureNotEnabled; fiscal issuing on takes emitFiscalInvoice",
    () =>
      Effect.gen(function* () {
        yield* seed({ subaccounts: true, fiscalInvoiceAuto: true })
        const charges = yield* Charges
        yield* addSubaccount({ id: "sub_1" })
        expect(yield* Effect.flip(charges.create(request({ subaccountId: "sub_1" })))).toMatchObject({
          _tag: "FeatureNotEnabled",
          feature: "subaccount_pix"
        })
        expect((yield* charges.create(request({ emitFiscalInvoice: true }))).record.emitFiscalInvoice).toBe(true)
      }).pipe(Effect.provide(layer))
  )

  it.effect(
    "a charge for a subaccount credits it, its surcharge's profit to the main account, the platform fee to revenue",
    () =>
      Effect.gen(function* () {
        yield* seed({ subaccounts: true, subaccountPix: true })
        const charges = yield* Charges
        const ledger = yield* Ledger
        yield* addSubaccount({ id: "sub_1" })
        const { record } = yield* charges.create(request({ subaccountId: "sub_1" }))
        // Main 1.5 % + 0.20 = 1.70; with the surcharge 2.0 % + 0.30 = 2.30; profit 0.60.
        expect(record).toMatchObject({
          subaccountId: "sub_1",
          feeCentavos: 230,
          platformFeeCentavos: 170,
          profitCentavos: 60,
          netCentavos: 9_770
        })
        yield* charges.confirmPaid(paidNotice(record))
        expect(yield* ledger.balance(subLedgerAccount("sub_1"))).toMatchObject({
          availableCentavos: 9_770,
          locked24hCentavos: 9_770
        })
        expect(yield* ledger.balance(mainLedgerAccount(m1))).toMatchObject({
          availableCentavos: 60,
          withdrawableCentavos: 60
        })
        expect((yield* (yield* LedgerStore).sumPostings(SystemAccount.feeRevenue)).availableCentavos).toBe(170)
        expect((yield* allEvents)[1]!.payload).toMatchObject({ subaccountId: "sub_1", netAmount: 97.7 })
        expect((yield* charges.list(m1, { subaccountId: "sub_1" })).total).toBe(1)
      }).pipe(Effect.provide(layer))
  )

  it.effect("a subaccount that is unknown, of another account, disabled or deposit-locked takes no charge", () =>
    Effect.gen(function* () {
      yield* seed({ subaccounts: true, subaccountPix: true })
      const charges = yield* Charges
      yield* addSubaccount({ id: "sub_off", status: "DISABLED" })
      yield* addSubaccount({ id: "sub_locked", lockMode: "deposit_only" })
      yield* addSubaccount({ id: "sub_full", lockMode: "full" })
      yield* addSubaccount({ id: "sub_out", lockMode: "withdraw_only" })
      yield* addSubaccount({ id: "sub_other", accountId: other })
      const tag = (subaccountId: string) =>
        Effect.map(Effect.flip(charges.create(request({ subaccountId }))), (e) => e._tag)
      expect(yield* tag("sub_none")).toBe("SubaccountNotFound")
      expect(yield* tag("sub_other")).toBe("SubaccountNotFound")
      expect(yield* tag("sub_off")).toBe("SubaccountNotReceiving")
      expect(yield* tag("sub_locked")).toBe("SubaccountNotReceiving")
      expect(yield* tag("sub_full")).toBe("SubaccountNotReceiving")
      // A withdraw-only lock still takes deposits.
      expect((yield* charges.create(request({ subaccountId: "sub_out" }))).record.subaccountId).toBe("sub_out")
    }).pipe(Effect.provide(layer))
  )

  it.effect("when the ledger refuses the deposit, the status change and the event roll back with it", () =>
    Effect.gen(function* () {
      yield* seed({ subaccounts: true, subaccountPix: true })
      const charges = yield* Charges
      // The subaccount's ledger account was never opened: the deposit entry is refused.
      yield* addSubaccount({ id: "sub_1" }, { openLedger: false })
      const { record } = yield* charges.create(request({ subaccountId: "sub_1" }))
      const refused = yield* Effect.flip(charges.confirmPaid(paidNotice(record)))
      expect(refused).toMatchObject({ _tag: "LedgerAccountNotFound", ledgerAccountId: "sub:sub_1" })
      expect((yield* charges.findById(m1, record.id)).status).toBe("PENDING")
      expect((yield* allEvents).map((e) => e.eventType)).toEqual(["payment.created"])
      // Once the account exists, the same notice goes through.
      yield* (yield* Ledger).openAccount({ id: subLedgerAccount("sub_1"), accountId: m1, kind: "SUBACCOUNT" })
      expect((yield* charges.confirmPaid(paidNotice(record))).record.status).toBe("COMPLETED")
    }).pipe(Effect.provide(layer))
  )

  it.effect("a network failure at registration stores nothing and writes no event", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      yield* (yield* PixNetworkMemory).failNext("registerCharge", "unavailable")
      expect(yield* Effect.flip(charges.create(request({ externalReference: "r1" })))).toMatchObject({
        _tag: "PixNetworkError",
        reason: "unavailable"
      })
      expect((yield* charges.list(m1, {})).total).toBe(0)
      expect(yield* allEvents).toHaveLength(0)
      // The retry with the same reference is a fresh create.
      expect((yield* charges.create(request({ externalReference: "r1" }))).replayed).toBe(false)
    }).pipe(Effect.provide(layer))
  )

  it.effect("reads are scoped to the account: another account's charge is not found", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request())
      expect((yield* charges.findById(m1, record.id)).id).toBe(record.id)
      expect(yield* Effect.flip(charges.findById(other, record.id))).toMatchObject({ _tag: "ChargeNotFound", by: "id" })
      expect(yield* Effect.flip(charges.status(other, record.id))).toMatchObject({ _tag: "ChargeNotFound" })
      expect((yield* charges.list(other, {})).total).toBe(0)
      expect(yield* Effect.flip(charges.findById(m1, "not-an-id"))).toMatchObject({ _tag: "ChargeNotFound" })
    }).pipe(Effect.provide(layer))
  )

  it.effect("the status payload carries the end-to-end id and completion once paid", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request({ amountCentavos: 1_050 }))
      expect(yield* charges.status(m1, record.id)).toEqual({
        id: record.id,
        status: "PENDING",
        amount: 10.5,
        expiresAt: "1970-01-02T00:00:00.000Z",
        completedAt: null
      })
      yield* charges.confirmPaid(paidNotice(record))
      expect(yield* charges.status(m1, record.id)).toEqual({
        id: record.id,
        status: "COMPLETED",
        amount: 10.5,
        expiresAt: "1970-01-02T00:00:00.000Z",
        completedAt: "1970-01-01T00:00:01.000Z",
        endToEndId: endToEndId()
      })
    }).pipe(Effect.provide(layer))
  )

  it.effect("list: newest first, paged, filtered by dates, status, reference, search and subaccount", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const a = (yield* charges.create(request({ description: "Camiseta azul", externalReference: "ord-1" }))).record
      yield* TestClock.adjust(1_000)
      const b = (yield* charges.create(request({ description: "Caneca" }))).record
      yield* TestClock.adjust(1_000)
      const c = (yield* charges.create(request({ description: "Camiseta verde" }))).record
      yield* charges.confirmPaid(paidNotice(b, { endToEndId: endToEndId("QQQQQQQQQQQ") }))
      const ids = (query: Parameters<typeof charges.list>[1]) =>
        Effect.map(charges.list(m1, query), (page) => page.items.map((r) => r.id))
      expect(yield* ids({})).toEqual([c.id, b.id, a.id])
      expect(yield* charges.list(m1, { pageSize: 2 })).toMatchObject({ total: 3, page: 1, pageSize: 2, pages: 2 })
      expect(yield* ids({ pageSize: 2, page: 2 })).toEqual([a.id])
      expect(yield* ids({ page: 3, pageSize: 2 })).toEqual([])
      expect(yield* ids({ dateFrom: new Date(1_000) })).toEqual([c.id, b.id])
      expect(yield* ids({ dateTo: new Date(1_000) })).toEqual([b.id, a.id])
      expect(yield* ids({ dateFrom: new Date(1_000), dateTo: new Date(1_000) })).toEqual([b.id])
      expect(yield* ids({ status: "COMPLETED" })).toEqual([b.id])
      expect(yield* ids({ status: "PROCESSING" })).toEqual([])
      expect(yield* ids({ externalReference: "ord-1" })).toEqual([a.id])
      expect(yield* ids({ externalReference: "ord" })).toEqual([])
      expect(yield* ids({ search: "CAMISETA" })).toEqual([c.id, a.id])
      expect(yield* ids({ search: "qqqqq" })).toEqual([b.id])
      expect(yield* ids({ search: b.referenceId })).toEqual([b.id])
      expect(yield* ids({ search: a.id.toLowerCase() })).toEqual([a.id])
      expect(yield* ids({ search: "ord-" })).toEqual([a.id])
      expect(yield* ids({ subaccountId: "sub_1" })).toEqual([])
      const refused = (query: Parameters<typeof charges.list>[1]) =>
        Effect.map(Effect.flip(charges.list(m1, query)), (e) => ("field" in e ? e.field : e._tag))
      expect(yield* refused({ pageSize: 101 })).toBe("pageSize")
      expect(yield* refused({ pageSize: 0 })).toBe("pageSize")
      expect(yield* refused({ page: 0 })).toBe("page")
      expect(yield* refused({ dateFrom: new Date(2), dateTo: new Date(1) })).toBe("dateFrom")
      expect(yield* refused({ search: "x".repeat(101) })).toBe("search")
      expect((yield* charges.list(m1, { pageSize: 100 })).pageSize).toBe(100)
      expect((yield* charges.list(m1, {})).pageSize).toBe(50)
    }).pipe(Effect.provide(layer))
  )

  it.effect("no event payload of the whole flow carries a QR field", () =>
    Effect.gen(function* () {
      yield* seed()
      const charges = yield* Charges
      const { record } = yield* charges.create(request())
      yield* charges.confirmPaid(paidNotice(record))
      for (const event of yield* allEvents) {
        for (const field of qrFields) expect(event.payload).not.toHaveProperty(field)
      }
    }).pipe(Effect.provide(layer))
  )
})
