import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer, Option, Result } from "effect"
import { Charges } from "../../src/charges/Charges.ts"
import type { ChargeRecord } from "../../src/charges/Record.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { pixDepositEntry, refundEntry } from "../../src/ledger/Entries.ts"
import { EntryId, mainLedgerAccount, subLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { centavos } from "../../src/money/Money.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { PixNetworkMemory } from "../../src/pix/PixNetwork.ts"
import { RefundStore } from "../../src/refunds/RefundStore.ts"
import type { RefundRecord } from "../../src/refunds/Record.ts"
import { handOverGraceMs, Refunds } from "../../src/refunds/Refunds.ts"
import {
  addSubaccount,
  allEvents,
  hasQrField,
  other,
  paidNotice,
  partnerEmail,
  request,
  seed
} from "../charges/world.ts"
import {
  completedNotice,
  failedNotice,
  fund,
  lastRefundReference,
  m1,
  paidCharge,
  refundFlags,
  world
} from "./world.ts"

const main = mainLedgerAccount(m1)

/** The merchant's balance words and the system accounts' sums. */
const snapshot = Effect.gen(function* () {
  const ledger = yield* Ledger
  const store = yield* LedgerStore
  const balance = yield* ledger.balance(main)
  return {
    available: balance.availableCentavos,
    locked: balance.locked24hCentavos,
    withdrawable: balance.withdrawableCentavos,
    clearing: (yield* store.sumPostings(SystemAccount.pixClearing)).availableCentavos,
    revenue: (yield* store.sumPostings(SystemAccount.feeRevenue)).availableCentavos
  }
})

const refundEvents = Effect.map(allEvents, (events) =>
  events.filter((e) => e.eventType.startsWith("refund.") || e.eventType === "payment.refunded")
)

// A charge of 100.00 at 1.5 % + 0.20 nets 98.30; its refund costs 1 % of 98.30 (0.98) + 0.50 = 1.48: 99.78 debited.
const net = 9_830
const fee = 148

/** What a process stopping between a request's commit and its hand-over leaves: the refund and its debit. */
const stuck = (charge: ChargeRecord, n: number) =>
  Effect.gen(function* () {
    const store = yield* RefundStore
    const unlockAt = yield* store.findDepositUnlockAt(m1, charge.id, main)
    const id = `rfd_${String(n).padStart(26, "0")}`
    const record: RefundRecord = {
      id,
      accountId: m1,
      refundId: id,
      chargeId: charge.id,
      endToEndId: charge.endToEndId!,
      status: "REQUESTED",
      nature: "ORIGINAL",
      depositNetCentavos: charge.netCentavos,
      transferFeeCentavos: centavos(0),
      debitNetCentavos: charge.netCentavos,
      ledgerAccountId: main,
      depositUnlockAt: Option.getOrThrow(unlockAt),
      requestFingerprint: "[]",
      requestedAt: new Date(0),
      updatedAt: new Date(0)
    }
    yield* store.insert(record)
    yield* (yield* Ledger).post(
      refundEntry(
        { id: EntryId.make(id), accountId: m1, transactionId: charge.id, createdAt: new Date(0) },
        {
          payer: main,
          refundCentavos: charge.netCentavos,
          feeCentavos: 0,
          depositUnlockAt: Option.getOrThrow(unlockAt)
        }
      )
    )
    return record
  })

/** A use case test over a fresh memory world. */
const test = <A, E>(name: string, body: () => Effect.Effect<A, E, Layer.Success<ReturnType<typeof world>>>) =>
  it.effect(name, () => Effect.provide(body(), world()))

describe("Refunds", () => {
  test("happy path: the debit reserves net plus fee, completion makes the deposit REVERSED with two events", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const before = yield* snapshot
      expect(before).toMatchObject({ available: 10_830, locked: net, withdrawable: 1_000 })

      const requested = yield* refunds.create({
        accountId: m1,
        apiKeyId: "key_1",
        transactionId: charge.id,
        refundId: "dev-1",
        description: "Cliente desistiu"
      })
      expect(requested.replayed).toBe(false)
      expect(requested.refund).toMatchObject({
        status: "REQUESTED",
        refundId: "dev-1",
        chargeId: charge.id,
        nature: "ORIGINAL",
        depositNetCentavos: net,
        transferFeeCentavos: fee,
        debitNetCentavos: net + fee
      })
      // The refunded net spends the deposit's own lock; the fee spends withdrawable money.
      const after = yield* snapshot
      expect(after).toEqual({
        available: before.available - net - fee,
        locked: before.locked - net,
        withdrawable: before.withdrawable - fee,
        clearing: before.clearing + net,
        revenue: before.revenue + fee
      })
      const call = yield* lastRefundReference
      expect(call.input).toEqual({
        originalEndToEndId: charge.endToEndId,
        refundId: requested.refund.id,
        amountCentavos: net,
        nature: "ORIGINAL",
        description: "Cliente desistiu"
      })
      expect(requested.refund.referenceId).toBe(call.referenceId)
      const [event] = yield* refundEvents
      expect(event).toMatchObject({ eventType: "refund.requested", aggregateId: charge.id, apiKeyId: "key_1" })
      expect(event!.payload).toMatchObject({
        id: charge.id,
        status: "COMPLETED",
        refund: { status: "REQUESTED", refundId: "dev-1", debitNet: 99.78, depositNet: 98.3, transferFee: 1.48 }
      })
      expect(hasQrField(event!.payload)).toBe(false)

      const completed = yield* refunds.complete(completedNotice(call))
      expect(completed.charge.status).toBe("REVERSED")
      expect(completed.refund).toMatchObject({ status: "COMPLETED", completedAt: new Date(5_000) })
      const events = yield* refundEvents
      expect(events.map((e) => e.eventType)).toEqual(["refund.requested", "refund.completed", "payment.refunded"])
      expect(events[1]!.payload).toEqual(events[2]!.payload)
      expect(events[1]!.payload).toMatchObject({ status: "REVERSED", refund: { status: "COMPLETED" } })
      // Completion moves no money; the same notice again changes nothing.
      expect(yield* snapshot).toEqual(after)
      expect((yield* refunds.complete(completedNotice(call))).replayed).toBe(true)
      expect(yield* refundEvents).toHaveLength(3)
    }))

  test("by e2eId; a second refund while one is requested, and after completion, is DepositAlreadyRefunded", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const first = yield* refunds.create({ accountId: m1, e2eId: charge.endToEndId! })
      expect(first.refund.refundId).toBe(first.refund.id)
      const again = yield* Effect.flip(refunds.create({ accountId: m1, transactionId: charge.id }))
      expect(again._tag).toBe("DepositAlreadyRefunded")
      yield* refunds.complete(completedNotice(yield* lastRefundReference))
      const after = yield* Effect.flip(refunds.create({ accountId: m1, e2eId: charge.endToEndId! }))
      expect(after._tag).toBe("DepositAlreadyRefunded")
    }))

  test("a deposit not COMPLETED, or without an end-to-end id, is not refundable; another merchant's is not found", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      const charges = yield* Charges
      const refunds = yield* Refunds
      const pending = (yield* charges.create(request())).record
      const notCompleted = yield* Effect.flip(refunds.create({ accountId: m1, transactionId: pending.id }))
      expect(notCompleted._tag).toBe("DepositNotRefundable")
      const bare = (yield* charges.create(request({ externalReference: "x-1" }))).record
      yield* (yield* ChargeStore).updateStatus(m1, bare.id, "PENDING", "COMPLETED", { updatedAt: new Date(0) })
      const noEndToEnd = yield* Effect.flip(refunds.create({ accountId: m1, transactionId: bare.id }))
      expect(noEndToEnd).toMatchObject({
        _tag: "DepositNotRefundable",
        message: `deposit ${bare.id} has no endToEndId`
      })
      const foreign = yield* Effect.flip(refunds.create({ accountId: other, transactionId: pending.id }))
      expect(foreign._tag).toBe("RefundNotFound")
      expect((yield* (yield* PixNetworkMemory).calls).filter((c) => c._tag === "requestRefund")).toEqual([])
    }))

  test("a failed refund returns exactly what it debited, and the deposit may be refunded again", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const before = yield* snapshot
      yield* refunds.create({ accountId: m1, transactionId: charge.id, refundId: "dev-1" })
      const failed = yield* refunds.fail(failedNotice(yield* lastRefundReference))
      expect(failed.refund).toMatchObject({ status: "FAILED", failureReason: "AC03", failedAt: new Date(5_000) })
      expect(failed.charge.status).toBe("COMPLETED")
      expect(yield* snapshot).toEqual(before)
      expect((yield* refundEvents).map((e) => e.eventType)).toEqual(["refund.requested", "refund.failed"])
      expect((yield* refunds.fail(failedNotice(yield* lastRefundReference))).replayed).toBe(true)
      expect(yield* snapshot).toEqual(before)
      // The same refundId replays the failed refund; a new one refunds the deposit again.
      expect(
        (yield* refunds.create({ accountId: m1, transactionId: charge.id, refundId: "dev-1" })).refund.status
      ).toBe("FAILED")
      const second = yield* refunds.create({ accountId: m1, transactionId: charge.id, refundId: "dev-2" })
      expect(second.refund.status).toBe("REQUESTED")
      const read = yield* refunds.findById(m1, charge.id)
      expect(read.refund.refundId).toBe("dev-2")
      expect((yield* refunds.findById(m1, "dev-1")).refund.status).toBe("FAILED")
    }))

  test("a refund the PIX network refuses fails at once and returns the money", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const before = yield* snapshot
      yield* (yield* PixNetworkMemory).failNext("requestRefund", "unavailable")
      const outcome = yield* refunds.create({ accountId: m1, transactionId: charge.id })
      expect(outcome.refund.status).toBe("FAILED")
      expect(outcome.refund.failureReason).toContain("unavailable")
      expect(yield* snapshot).toEqual(before)
      expect((yield* refundEvents).map((e) => e.eventType)).toEqual(["refund.requested", "refund.failed"])
    }))

  test("the same refundId and body replays; another body is RefundIdConflict", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const body = { accountId: m1, transactionId: charge.id, refundId: "dev-9", nature: "FRAUD" } as const
      const first = yield* refunds.create(body)
      const balance = yield* snapshot
      const replay = yield* refunds.create(body)
      expect(replay).toMatchObject({ replayed: true, refund: { id: first.refund.id, nature: "FRAUD" } })
      expect(yield* snapshot).toEqual(balance)
      const conflict = yield* Effect.flip(refunds.create({ ...body, nature: "ORIGINAL" }))
      expect(conflict._tag).toBe("RefundIdConflict")
      expect((yield* (yield* PixNetworkMemory).calls).filter((c) => c._tag === "requestRefund")).toHaveLength(1)
    }))

  test("insufficient funds writes nothing: no refund, no money moved, no event, no network call", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      // No withdrawable money: the deposit's lock covers its net, not the fee.
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const before = yield* snapshot
      const refused = yield* Effect.flip(refunds.create({ accountId: m1, transactionId: charge.id, refundId: "r-1" }))
      expect(refused._tag).toBe("InsufficientFunds")
      expect(yield* snapshot).toEqual(before)
      expect(yield* refundEvents).toEqual([])
      expect(Option.isNone(yield* (yield* RefundStore).findByRefundId(m1, "r-1"))).toBe(true)
      expect((yield* (yield* PixNetworkMemory).calls).filter((c) => c._tag === "requestRefund")).toEqual([])
    }))

  test("refuses bad input and subaccountId while subaccounts are not enabled, changing nothing", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charge = yield* paidCharge()
      const refunds = yield* Refunds
      const cases = [
        [{}, "InvalidRefundInput"],
        [{ transactionId: charge.id, e2eId: charge.endToEndId! }, "InvalidRefundInput"],
        [{ transactionId: charge.id, nature: "WHATEVER" }, "InvalidRefundInput"],
        [{ transactionId: charge.id, refundId: "com espaço" }, "InvalidRefundInput"],
        [{ transactionId: charge.id, description: "x".repeat(141) }, "InvalidRefundInput"],
        [{ transactionId: charge.id, subaccountId: "sub_1" }, "FeatureNotEnabled"],
        [{ transactionId: "pix_unknown" }, "RefundNotFound"],
        [{ e2eId: "E00000000202601011200zzzzzzzzzzz" }, "RefundNotFound"]
      ] as const
      for (const [body, tag] of cases) {
        const refused = yield* Effect.result(refunds.create({ accountId: m1, ...body }))
        expect(Result.isFailure(refused) && refused.failure._tag).toBe(tag)
      }
      expect(yield* refundEvents).toEqual([])
    }))

  test("reads by deposit id, refundId and e2eId; the list filters by status, nature and search", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 10_000)
      const a = yield* paidCharge(1_000, "AAAAAAAAAAA")
      const b = yield* paidCharge(2_000, "BBBBBBBBBBB")
      yield* paidCharge(3_000, "CCCCCCCCCCC")
      const refunds = yield* Refunds
      yield* refunds.create({ accountId: m1, transactionId: a.id, refundId: "ra" })
      yield* refunds.complete(completedNotice(yield* lastRefundReference))
      yield* refunds.create({ accountId: m1, e2eId: b.endToEndId!, refundId: "rb", nature: "FRAUD" })
      for (const id of [a.id, "ra", a.endToEndId!]) {
        const read = yield* refunds.findById(m1, id)
        expect(read).toMatchObject({ charge: { id: a.id, status: "REVERSED" }, refund: { refundId: "ra" } })
      }
      expect((yield* Effect.flip(refunds.findById(other, "ra")))._tag).toBe("RefundNotFound")
      const all = yield* refunds.list(m1, {})
      expect(all.items.map((v) => v.refund.refundId)).toEqual(["rb", "ra"])
      expect(all).toMatchObject({ total: 2, page: 1, pageSize: 50, pages: 1 })
      expect((yield* refunds.list(m1, { status: "COMPLETED" })).items.map((v) => v.charge.id)).toEqual([a.id])
      expect((yield* refunds.list(m1, { nature: "FRAUD" })).items.map((v) => v.charge.id)).toEqual([b.id])
      expect((yield* refunds.list(m1, { search: "BBBBB" })).total).toBe(1)
      expect((yield* refunds.list(m1, { pageSize: 1, page: 2 })).items.map((v) => v.refund.refundId)).toEqual(["ra"])
      expect((yield* refunds.list(other, {})).total).toBe(0)
      expect((yield* Effect.flip(refunds.list(m1, { status: "PENDING" })))._tag).toBe("InvalidRefundInput")
    }))

  test("a subaccount's deposit is refunded from the subaccount, its PIX-out surcharge added to the fee", () =>
    Effect.gen(function* () {
      yield* seed({ ...refundFlags, subaccounts: true, subaccountPix: true })
      yield* addSubaccount({ id: "sub_1", pixOutSurcharge: { percentBps: 50, fixedCentavos: 10 } })
      yield* addSubaccount({ id: "sub_2", lockMode: "withdraw_only" })
      const ledger = yield* Ledger
      const confirmedAt = new Date(-pixDepositLockMs - 3_600_000)
      yield* ledger.post(
        pixDepositEntry(
          { id: EntryId.make("ent_sub_fund"), accountId: m1, createdAt: confirmedAt },
          {
            receiver: subLedgerAccount("sub_1"),
            confirmedAt,
            amounts: {
              grossCentavos: centavos(1_000),
              feeCentavos: centavos(0),
              netCentavos: centavos(1_000),
              platformFeeCentavos: centavos(0),
              profitCentavos: centavos(0),
              partnerCentavos: centavos(0),
              merchantCentavos: centavos(1_000)
            }
          }
        )
      )
      const charges = yield* Charges
      const created = yield* charges.create(request({ subaccountId: "sub_1" }))
      const charge = (yield* charges.confirmPaid(paidNotice(created.record))).record
      // PIX in: 1.5 % + 0.20 and the surcharge 0.5 % + 0.10 of 100.00: 2.30, so 97.70 net in the subaccount.
      expect(charge.netCentavos).toBe(9_770)
      const before = yield* ledger.balance(subLedgerAccount("sub_1"))
      const mainBefore = yield* ledger.balance(main)
      const refunds = yield* Refunds
      const wrongSub = yield* Effect.flip(
        refunds.create({ accountId: m1, transactionId: charge.id, subaccountId: "sub_2" })
      )
      expect(wrongSub._tag).toBe("DepositNotRefundable")
      const outcome = yield* refunds.create({ accountId: m1, transactionId: charge.id, subaccountId: "sub_1" })
      // Refund: (1 % + 0.5 %) of 97.70 = 1.4655, rounded to 1.47, plus 0.50 + 0.10.
      expect(outcome.refund).toMatchObject({
        subaccountId: "sub_1",
        ledgerAccountId: subLedgerAccount("sub_1"),
        depositNetCentavos: 9_770,
        transferFeeCentavos: 207,
        debitNetCentavos: 9_977
      })
      const after = yield* ledger.balance(subLedgerAccount("sub_1"))
      expect(after.availableCentavos).toBe(before.availableCentavos - 9_977)
      expect(after.locked24hCentavos).toBe(before.locked24hCentavos - 9_770)
      expect((yield* ledger.balance(main)).availableCentavos).toBe(mainBefore.availableCentavos)
    }))

  test("a subaccount that money may not leave cannot refund its deposits", () =>
    Effect.gen(function* () {
      yield* seed({ ...refundFlags, subaccounts: true, subaccountPix: true })
      yield* addSubaccount({ id: "sub_1" })
      const charges = yield* Charges
      const created = yield* charges.create(request({ subaccountId: "sub_1" }))
      const charge = (yield* charges.confirmPaid(paidNotice(created.record))).record
      yield* addSubaccount({ id: "sub_1", lockMode: "withdraw_only" }, { openLedger: false })
      const refused = yield* Effect.flip((yield* Refunds).create({ accountId: m1, transactionId: charge.id }))
      expect(refused).toMatchObject({ _tag: "DepositNotRefundable" })
    }))

  test("a refund left without a network reference is handed over by a later pass; an outage waits, a refusal returns the money", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const a = yield* paidCharge(1_000, "AAAAAAAAAAA")
      const b = yield* paidCharge(2_000, "BBBBBBBBBBB")
      const before = yield* snapshot
      yield* stuck(a, 1)
      yield* stuck(b, 2)
      const refunds = yield* Refunds
      // Within the grace nothing is touched.
      expect(yield* refunds.handOverDue(new Date(handOverGraceMs - 1))).toEqual({
        handedOver: 0,
        failed: 0,
        waiting: 0,
        skipped: 0
      })
      const network = yield* PixNetworkMemory
      yield* network.failNext("requestRefund", "unavailable")
      yield* network.failNext("requestRefund", "rejected")
      const pass = yield* refunds.handOverDue(new Date(handOverGraceMs))
      expect(pass).toEqual({ handedOver: 0, failed: 1, waiting: 1, skipped: 0 })
      // The refused one (b) is FAILED with its debit back; the other waits and goes over on the next pass.
      expect((yield* refunds.findById(m1, b.id)).refund.status).toBe("FAILED")
      expect((yield* snapshot).available).toBe(before.available - a.netCentavos)
      expect(yield* refunds.handOverDue(new Date(handOverGraceMs))).toMatchObject({ handedOver: 1 })
      const handed = (yield* refunds.findById(m1, a.id)).refund
      expect(handed.referenceId).toBe((yield* lastRefundReference).referenceId)
      expect(yield* refunds.handOverDue(new Date(handOverGraceMs * 10))).toMatchObject({ handedOver: 0 })
      yield* refunds.complete(completedNotice(yield* lastRefundReference))
      expect((yield* refunds.findById(m1, a.id)).charge.status).toBe("REVERSED")
    }))

  test("a notice arriving before the network's reference was stored finds the refund by the id sent", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      const a = yield* paidCharge(1_000, "AAAAAAAAAAA")
      const b = yield* paidCharge(2_000, "BBBBBBBBBBB")
      const ra = yield* stuck(a, 1)
      const rb = yield* stuck(b, 2)
      const before = yield* snapshot
      const refunds = yield* Refunds
      const order = (r: RefundRecord) => ({
        originalEndToEndId: r.endToEndId,
        refundId: r.id,
        amountCentavos: r.depositNetCentavos,
        nature: r.nature
      })
      const done = yield* refunds.complete(completedNotice({ referenceId: "net-a", input: order(ra) }))
      expect(done).toMatchObject({
        charge: { status: "REVERSED" },
        refund: { status: "COMPLETED", referenceId: "net-a" }
      })
      const failed = yield* refunds.fail(failedNotice({ referenceId: "net-b", input: order(rb) }))
      expect(failed.refund).toMatchObject({ status: "FAILED", referenceId: "net-b" })
      expect((yield* snapshot).available).toBe(before.available + b.netCentavos)
      // A notice naming neither a reference nor a refund the platform sent is not found.
      const unknown = yield* Effect.flip(
        refunds.complete(completedNotice({ referenceId: "net-z", input: order({ ...ra, id: "rfd_x" }) }))
      )
      expect(unknown._tag).toBe("RefundNotFound")
    }))

  test("a deposit whose whole net went to a split partner is not refundable (nothing of it stayed)", () =>
    Effect.gen(function* () {
      yield* seed(refundFlags)
      yield* fund(m1, 1_000)
      const charges = yield* Charges
      const created = yield* charges.create(request({ splitUser: partnerEmail, splitBps: 10_000 }))
      const charge = (yield* charges.confirmPaid(paidNotice(created.record))).record
      const refused = yield* Effect.flip((yield* Refunds).create({ accountId: m1, transactionId: charge.id }))
      expect(refused._tag).toBe("DepositNotRefundable")
    }))
})
