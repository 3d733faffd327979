import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import { Charges } from "../../src/charges/Charges.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import * as BrCode from "../../src/pix/BrCode.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { Outbox, outboxPageMax, outboxStart } from "../../src/events/Outbox.ts"
import { PixNetworkMemory } from "../../src/pix/PixNetwork.ts"
import { PixTransfers } from "../../src/transfers/PixTransfers.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

const alice = AccountId.make("acc_alice")
const bob = AccountId.make("acc_bob")

/** The test clock's start: an end-to-end id needs an instant after 2000. */
const start = Date.parse("2026-06-01T12:00:00Z")

const seed = (aliceFlags: Accounts.MerchantFlags = {}) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(start)
    const accounts = yield* Accounts.Accounts
    yield* accounts.insert({
      id: alice,
      name: "Alice Ltda",
      email: "alice@loja.test",
      flags: aliceFlags,
      createdAt: new Date(0)
    })
    yield* accounts.insert({ id: bob, name: "Bob ME", email: "bob@loja.test", flags: {}, createdAt: new Date(0) })
  })

let depositN = 0
/** A PIX deposit of `amount` to `to`, unlocked (confirmed 24 h before the test's start). */
const deposit = (to: AccountId, amount: number) =>
  Effect.flatMap(Ledger, (ledger) => {
    const confirmedAt = new Date(start - pixDepositLockMs)
    return ledger.post(
      feeFreeDeposit(
        { id: EntryId.make(`ent_dep${++depositN}`), accountId: to, createdAt: confirmedAt },
        mainLedgerAccount(to),
        amount,
        confirmedAt
      )
    )
  })

const balanceOf = (account: AccountId) => Effect.flatMap(Ledger, (ledger) => ledger.balance(mainLedgerAccount(account)))

const eventsOf = (account: AccountId) =>
  Effect.map(
    Effect.flatMap(Outbox, (outbox) => outbox.readAfter(outboxStart, outboxPageMax, { accountId: account })),
    (page) => page.events
  )

const verifyClean = Effect.gen(function* () {
  const verification = yield* (yield* LedgerStore).verify()
  expect(verification).toMatchObject({ unbalancedEntries: 0, negativeBalances: 0, totalCentavos: 0 })
})

const cpf = "529.982.247-25"

describe("PixTransfers", () => {
  it.effect("a key transfer: debited and PROCESSING at once, then COMPLETED with its recipient; events in order", () =>
    Effect.gen(function* () {
      yield* seed({ pixOutFixedCentavos: 50 })
      yield* deposit(alice, 10_000)
      const transfers = yield* PixTransfers
      const { record } = yield* transfers.create({
        accountId: alice,
        apiKeyId: "key_1",
        amountCentavos: 1_000,
        description: "Fornecedor",
        pixKey: cpf,
        pixKeyType: "CPF"
      })
      expect(record).toMatchObject({
        status: "PROCESSING",
        amountCentavos: 1_050,
        feeCentavos: 50,
        netCentavos: 1_000,
        pixKey: "52998224725",
        review: "NONE"
      })
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(8_950)
      const calls = yield* (yield* PixNetworkMemory).calls
      expect(calls.map((c) => c._tag)).toEqual(["sendTransfer"])
      const notice = {
        _tag: "TransferSettled" as const,
        referenceId: record.referenceId!,
        transactionId: record.id,
        endToEndId: record.endToEndId,
        amountCentavos: 1_000,
        recipient: { name: "Fulano", document: "52998224725" },
        settledAt: new Date(5)
      }
      const settled = yield* transfers.settle(notice)
      expect(settled.record).toMatchObject({ status: "COMPLETED", recipient: { name: "Fulano" } })
      expect((yield* transfers.settle(notice)).replayed).toBe(true)
      const events = yield* eventsOf(alice)
      expect(events.map((e) => e.eventType)).toEqual(["transfer.created", "transfer.completed"])
      expect(events[0]!.payload).toMatchObject({ type: "PIX_OUT", status: "PENDING", amount: 10.5, netAmount: 10 })
      expect(events[0]!.payload).not.toHaveProperty("endToEndId")
      expect(events[1]!.payload).toMatchObject({
        status: "COMPLETED",
        recipient: { name: "Fulano" },
        endToEndId: record.endToEndId
      })
      expect(events[0]!.apiKeyId).toBe("key_1")
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(8_950)
      yield* verifyClean
    }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect("coverFee false: the amount is the debit and the recipient gets the amount less the fee", () =>
    Effect.gen(function* () {
      yield* seed({ pixOutFixedCentavos: 50 })
      yield* deposit(alice, 1_000)
      const { record } = yield* (yield* PixTransfers).create({
        accountId: alice,
        amountCentavos: 1_000,
        coverFee: false,
        description: "Tudo",
        pixKey: "Fulano@Example.com",
        pixKeyType: "EMAIL"
      })
      expect(record).toMatchObject({
        amountCentavos: 1_000,
        feeCentavos: 50,
        netCentavos: 950,
        pixKey: "fulano@example.com"
      })
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(0)
    }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect("a network failure returns exactly the debit, fee included, with transfer.failed; again is a no-op", () =>
    Effect.gen(function* () {
      yield* seed({ pixOutFixedCentavos: 33, pixOutPercentBps: 150 })
      yield* deposit(alice, 10_000)
      const before = yield* balanceOf(alice)
      const transfers = yield* PixTransfers
      const { record } = yield* transfers.create({
        accountId: alice,
        amountCentavos: 777,
        description: "x",
        pixKey: "+55 (11) 98765-4321",
        pixKeyType: "TELEFONE"
      })
      expect(record.pixKey).toBe("+5511987654321")
      const notice = {
        _tag: "TransferFailed" as const,
        referenceId: record.referenceId!,
        transactionId: record.id,
        endToEndId: record.endToEndId,
        reason: "AC03",
        failedAt: new Date(9)
      }
      const failed = yield* transfers.fail(notice)
      expect(failed.record).toMatchObject({ status: "FAILED", failureReason: "AC03" })
      expect((yield* transfers.fail(notice)).replayed).toBe(true)
      expect(yield* balanceOf(alice)).toEqual(before)
      expect((yield* eventsOf(alice)).map((e) => e.eventType)).toEqual(["transfer.created", "transfer.failed"])
      // A failed transfer cannot settle.
      const late = yield* Effect.result(
        transfers.settle({
          ...notice,
          _tag: "TransferSettled",
          amountCentavos: 777,
          recipient: { name: "x" },
          settledAt: new Date(10)
        })
      )
      expect(Result.isFailure(late) && late.failure._tag).toBe("InvalidTransition")
      yield* verifyClean
    }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect("a rejection at send fails it with the money returned; an outage leaves it PENDING until resent", () =>
    Effect.gen(function* () {
      yield* seed()
      yield* deposit(alice, 5_000)
      const network = yield* PixNetworkMemory
      const transfers = yield* PixTransfers
      const input = {
        accountId: alice,
        amountCentavos: 1_000,
        description: "x",
        pixKey: "123e4567-e89b-42d3-a456-426614174000",
        pixKeyType: "CHAVE_ALEATORIA" as const
      }
      yield* network.failNext("sendTransfer", "rejected")
      const rejected = yield* transfers.create(input)
      expect(rejected.record.status).toBe("FAILED")
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(5_000)
      yield* network.failNext("sendTransfer", "unavailable")
      const stuck = yield* transfers.create(input)
      expect(stuck.record.status).toBe("PENDING")
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(4_000)
      expect(yield* transfers.resendPending(0)).toBe(1)
      expect((yield* transfers.findById(alice, stuck.record.id)).status).toBe("PROCESSING")
      expect(yield* transfers.resendPending(0)).toBe(0)
      yield* verifyClean
    }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect("security review: held above the threshold with the money reserved; approve sends, refuse returns it", () =>
    Effect.gen(function* () {
      yield* seed({ pixOutReviewAboveCentavos: 1_000 })
      yield* deposit(alice, 10_000)
      const transfers = yield* PixTransfers
      const input = {
        accountId: alice,
        amountCentavos: 1_001,
        description: "Grande",
        pixKey: cpf,
        pixKeyType: "CPF" as const
      }
      const held = (yield* transfers.create(input)).record
      expect(held).toMatchObject({ status: "PENDING", review: "PENDING" })
      expect(yield* (yield* PixNetworkMemory).calls).toHaveLength(0)
      const created = (yield* eventsOf(alice))[0]!
      expect(created.payload).toMatchObject({ status: "PENDING", securityReview: { pending: true } })
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(8_999)
      // Not sent while held.
      expect(yield* transfers.resendPending(0)).toBe(0)
      const approved = yield* transfers.approve(alice, held.id)
      expect(approved).toMatchObject({ status: "PROCESSING", review: "APPROVED" })
      const again = yield* Effect.result(transfers.approve(alice, held.id))
      expect(Result.isFailure(again) && again.failure._tag).toBe("InvalidTransition")

      const second = (yield* transfers.create(input)).record
      const refused = yield* transfers.refuse(alice, second.id, "suspeita de fraude")
      expect(refused).toMatchObject({ status: "FAILED", review: "REFUSED", failureReason: "suspeita de fraude" })
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(8_999)
      const last = (yield* eventsOf(alice)).at(-1)!
      expect(last).toMatchObject({ eventType: "transfer.failed", aggregateId: second.id })
      expect(last.payload).toMatchObject({ securityReview: { pending: false }, status: "FAILED" })
      // Below or at the threshold: not held.
      const small = (yield* transfers.create({ ...input, amountCentavos: 1_000 })).record
      expect(small.review).toBe("NONE")
      const foreign = yield* Effect.result(transfers.approve(bob, held.id))
      expect(Result.isFailure(foreign) && foreign.failure._tag).toBe("PixTransferNotFound")
      yield* verifyClean
    }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect("refusals write nothing: funds, key, BR Code CRC, subaccount, description; a reference repeat", () =>
    Effect.gen(function* () {
      yield* seed()
      yield* deposit(alice, 1_000)
      const transfers = yield* PixTransfers
      const base = { accountId: alice, amountCentavos: 500, description: "x", pixKey: cpf, pixKeyType: "CPF" as const }
      const tagOf = (input: Parameters<typeof transfers.create>[0]) =>
        Effect.map(Effect.flip(transfers.create(input)), (e) => e._tag)
      expect(yield* tagOf({ ...base, amountCentavos: 1_001 })).toBe("InsufficientFunds")
      expect(yield* tagOf({ ...base, pixKey: "529.982.247-24" })).toBe("InvalidPixKey")
      expect(yield* tagOf({ ...base, subaccountId: "sub_1" })).toBe("FeatureNotEnabled")
      expect(yield* tagOf({ ...base, description: " " })).toBe("InvalidPixTransfer")
      expect(yield* tagOf({ ...base, amountCentavos: 0 })).toBe("InvalidPixTransfer")
      expect(yield* tagOf({ ...base, pixKey: undefined, pixKeyType: undefined })).toBe("InvalidPixTransfer")
      const code = BrCode.encodeStatic({ key: "fulano@example.com", merchantName: "FULANO", merchantCity: "RIO" })
      const valid = Result.getOrThrow(code)
      const corrupted = valid.slice(0, -1) + (valid.endsWith("0") ? "1" : "0")
      expect(yield* tagOf({ ...base, pixKey: undefined, pixKeyType: undefined, pixCopyPaste: corrupted })).toBe(
        "InvalidBrCode"
      )
      expect(yield* tagOf({ ...base, pixCopyPaste: valid })).toBe("InvalidPixTransfer")
      expect((yield* transfers.list(alice, {})).total).toBe(0)
      expect(yield* eventsOf(alice)).toHaveLength(0)
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(1_000)

      const first = yield* transfers.create({ ...base, externalReference: "ref-1" })
      const again = yield* transfers.create({ ...base, externalReference: "ref-1" })
      expect(again).toMatchObject({ replayed: true, record: { id: first.record.id } })
      expect(yield* tagOf({ ...base, amountCentavos: 400, externalReference: "ref-1" })).toBe(
        "PixTransferReferenceConflict"
      )
      expect((yield* transfers.findById(alice, "ref-1")).id).toBe(first.record.id)
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(500)
    }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect(
    "BR Codes: a static code with an amount pays it, a mismatch is refused; without one, the amount given",
    () =>
      Effect.gen(function* () {
        yield* seed({ pixOutFixedCentavos: 10 })
        yield* deposit(alice, 10_000)
        const transfers = yield* PixTransfers
        const withAmount = Result.getOrThrow(
          BrCode.encodeStatic({
            key: "fulano@example.com",
            amountCentavos: 1_234,
            merchantName: "FULANO",
            merchantCity: "RIO"
          })
        )
        const paid = yield* transfers.create({ accountId: alice, description: "QR", pixCopyPaste: withAmount })
        expect(paid.record).toMatchObject({
          destinationKind: "STATIC_BR_CODE",
          pixKey: "fulano@example.com",
          pixKeyType: "EMAIL",
          netCentavos: 1_234,
          amountCentavos: 1_244,
          status: "PROCESSING"
        })
        const same = yield* transfers.create({
          accountId: alice,
          amountCentavos: 1_234,
          description: "QR",
          pixCopyPaste: withAmount
        })
        expect(same.record.netCentavos).toBe(1_234)
        const mismatch = yield* Effect.flip(
          transfers.create({ accountId: alice, amountCentavos: 1_000, description: "QR", pixCopyPaste: withAmount })
        )
        expect(mismatch._tag).toBe("BrCodeAmountMismatch")
        const coverFalse = yield* Effect.flip(
          transfers.create({ accountId: alice, coverFee: false, description: "QR", pixCopyPaste: withAmount })
        )
        expect(coverFalse._tag).toBe("InvalidPixTransfer")
        const open = Result.getOrThrow(
          BrCode.encodeStatic({ key: "+5521987654321", merchantName: "FULANO", merchantCity: "RIO" })
        )
        expect(Result.isFailure(Result.succeed(0))).toBe(false)
        const noAmount = yield* Effect.flip(
          transfers.create({ accountId: alice, description: "QR", pixCopyPaste: open })
        )
        expect(noAmount._tag).toBe("InvalidPixTransfer")
        const given = yield* transfers.create({
          accountId: alice,
          amountCentavos: 500,
          description: "QR",
          pixCopyPaste: open
        })
        expect(given.record).toMatchObject({ netCentavos: 500, pixKeyType: "TELEFONE" })
        // Another PSP's dynamic code: sent through the network with the amount given.
        const dynamic = Result.getOrThrow(
          BrCode.encodeDynamic({ locationUrl: "psp.example.com/qr/v2/abc", merchantName: "LOJA", merchantCity: "SP" })
        )
        const other = yield* transfers.create({
          accountId: alice,
          amountCentavos: 300,
          description: "QR",
          pixCopyPaste: dynamic
        })
        expect(other.record).toMatchObject({
          destinationKind: "DYNAMIC_BR_CODE",
          netCentavos: 300,
          status: "PROCESSING"
        })
        yield* verifyClean
      }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect(
    "a dynamic code of ours is paid on-us: the charge is COMPLETED with payment.paid, the transfer settles",
    () =>
      Effect.gen(function* () {
        yield* seed({ pixOutFixedCentavos: 20, document: "52998224725" })
        yield* deposit(alice, 10_000)
        const charges = yield* Charges
        const charge = (yield* charges.create({ accountId: bob, amountCentavos: 2_500, description: "Pedido 7" }))
          .record
        const transfers = yield* PixTransfers
        const { record } = yield* transfers.create({
          accountId: alice,
          description: "Pagando Bob",
          pixCopyPaste: charge.copyPaste
        })
        expect(record).toMatchObject({
          destinationKind: "ON_US_CHARGE",
          chargeId: charge.id,
          status: "COMPLETED",
          netCentavos: 2_500,
          amountCentavos: 2_520,
          recipient: { name: "Bob ME" }
        })
        const paid = yield* charges.findById(bob, charge.id)
        expect(paid).toMatchObject({
          status: "COMPLETED",
          endToEndId: record.endToEndId,
          payer: { name: "Alice Ltda", document: "52998224725" }
        })
        expect((yield* balanceOf(bob)).availableCentavos).toBe(2_500)
        expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(7_480)
        expect((yield* eventsOf(bob)).map((e) => e.eventType)).toEqual(["payment.created", "payment.paid"])
        expect((yield* eventsOf(alice)).map((e) => e.eventType)).toEqual(["transfer.created", "transfer.completed"])
        // Paid: the code cannot be paid again; another amount is refused; the own charge neither.
        const twice = yield* Effect.flip(
          transfers.create({ accountId: alice, description: "x", pixCopyPaste: charge.copyPaste })
        )
        expect(twice._tag).toBe("ChargeNotPayable")
        const fresh = (yield* charges.create({ accountId: bob, amountCentavos: 100, description: "y" })).record
        const wrong = yield* Effect.flip(
          transfers.create({ accountId: alice, amountCentavos: 99, description: "x", pixCopyPaste: fresh.copyPaste })
        )
        expect(wrong._tag).toBe("BrCodeAmountMismatch")
        const own = (yield* charges.create({ accountId: alice, amountCentavos: 100, description: "z" })).record
        const self = yield* Effect.flip(
          transfers.create({ accountId: alice, description: "x", pixCopyPaste: own.copyPaste })
        )
        expect(self._tag).toBe("ChargeNotPayable")
        yield* verifyClean
      }).pipe(Effect.provide(PixTransfers.Test))
  )

  it.effect("an on-us payment held for review fails with the money returned when the charge expired meanwhile", () =>
    Effect.gen(function* () {
      yield* seed({ pixOutReviewAboveCentavos: 0 })
      yield* deposit(alice, 10_000)
      const charge = (yield* (yield* Charges).create({ accountId: bob, amountCentavos: 500, description: "Pedido" }))
        .record
      const transfers = yield* PixTransfers
      const held = (yield* transfers.create({ accountId: alice, description: "x", pixCopyPaste: charge.copyPaste }))
        .record
      expect(held).toMatchObject({ status: "PENDING", review: "PENDING", destinationKind: "ON_US_CHARGE" })
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(9_500)
      yield* TestClock.adjust("25 hours")
      const approved = yield* transfers.approve(alice, held.id)
      expect(approved).toMatchObject({ status: "FAILED", failureReason: "the charge expired" })
      expect((yield* balanceOf(alice)).withdrawableCentavos).toBe(10_000)
      expect((yield* (yield* Charges).findById(bob, charge.id)).status).toBe("PENDING")
      yield* verifyClean
    }).pipe(Effect.provide(PixTransfers.Test))
  )
})
