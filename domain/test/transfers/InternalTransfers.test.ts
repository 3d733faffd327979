import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import * as Accounts from "../../src/accounts/Accounts.ts"
import * as Ids from "../../src/shared/Ids.ts"
import * as InternalTransferStore from "../../src/transfers/InternalTransferStore.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { layerMemory as OutboxLayer, Outbox, outboxPageMax, outboxStart } from "../../src/events/Outbox.ts"
import * as Transactor from "../../src/shared/Transactor.ts"
import { InternalTransfers } from "../../src/transfers/InternalTransfers.ts"
import { feeFreeDeposit } from "../fixtures/deposits.ts"

const alice = AccountId.make("acc_alice")
const bob = AccountId.make("acc_bob")

/** Every port in memory; the store enlists in the memory transactor. */
const world = () => {
  const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter)
  const ports = Layer.mergeAll(Accounts.layerMemory, InternalTransferStore.layerMemory, OutboxLayer).pipe(
    Layer.provideMerge(base)
  )
  return Layer.provideMerge(InternalTransfers.Default, ports)
}

const seed = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  yield* accounts.insert({ id: alice, name: "Alice Ltda", email: "alice@loja.test", flags: {}, createdAt: new Date(0) })
  yield* accounts.insert({ id: bob, name: "Bob ME", email: "bob@loja.test", flags: {}, createdAt: new Date(0) })
})

let depositN = 0
/** A PIX deposit of `amount` to `to`, confirmed at `confirmedAt` (locked for 24 h from then). */
const deposit = (to: AccountId, amount: number, confirmedAt: Date) =>
  Effect.flatMap(Ledger, (ledger) =>
    ledger.post(
      feeFreeDeposit(
        { id: EntryId.make(`ent_dep${++depositN}`), accountId: to, createdAt: confirmedAt },
        mainLedgerAccount(to),
        amount,
        confirmedAt
      )
    )
  )

const balances = Effect.gen(function* () {
  const ledger = yield* Ledger
  return { a: yield* ledger.balance(mainLedgerAccount(alice)), b: yield* ledger.balance(mainLedgerAccount(bob)) }
})

const allEvents = Effect.map(
  Effect.flatMap(Outbox, (outbox) => outbox.readAfter(outboxStart, outboxPageMax)),
  (page) => page.events
)

describe("InternalTransfers", () => {
  effectProp(
    "an internal transfer conserves money: the sender's withdrawable falls by exactly the amount, the receiver's available rises by exactly the amount, the total is unchanged, and locked money is never spent",
    [fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 250_000 })],
    ([unlocked, locked, amount]) =>
      Effect.gen(function* () {
        yield* seed
        // The clock is at 0: a deposit confirmed 25 h before is withdrawable, one confirmed now is locked.
        if (unlocked > 0) yield* deposit(alice, unlocked, new Date(-pixDepositLockMs - 3_600_000))
        if (locked > 0) yield* deposit(alice, locked, new Date(0))
        const before = yield* balances
        expect(before.a.withdrawableCentavos).toBe(unlocked)
        const result = yield* Effect.result(
          (yield* InternalTransfers).create({
            accountId: alice,
            amountCentavos: amount,
            recipientEmail: "BOB@loja.test"
          })
        )
        const after = yield* balances
        const total = (x: typeof after) => x.a.availableCentavos + x.b.availableCentavos
        expect(total(after)).toBe(total(before))
        const verification = yield* (yield* LedgerStore).verify()
        expect(verification.totalCentavos).toBe(0)
        expect(verification.negativeBalances).toBe(0)
        if (amount < 100) {
          expect(Result.isFailure(result) && result.failure._tag).toBe("InvalidInternalTransfer")
        } else if (amount > unlocked) {
          expect(Result.isFailure(result) && result.failure._tag).toBe("InsufficientFunds")
        }
        if (Result.isFailure(result)) {
          expect(after).toEqual(before)
          expect(yield* allEvents).toHaveLength(0)
          expect((yield* (yield* InternalTransfers).list(bob, {})).total).toBe(0)
          return
        }
        expect(amount).toBeLessThanOrEqual(unlocked)
        expect(after.a.withdrawableCentavos).toBe(before.a.withdrawableCentavos - amount)
        expect(after.a.locked24hCentavos).toBe(before.a.locked24hCentavos)
        expect(after.b.availableCentavos).toBe(before.b.availableCentavos + amount)
        expect(after.b.withdrawableCentavos).toBe(before.b.withdrawableCentavos + amount)
      }).pipe(Effect.provide(world()))
  )

  it.effect(
    "writes both records, one entry with both sides and the two events; the own account and an unknown e-mail are refused",
    () =>
      Effect.gen(function* () {
        yield* seed
        yield* deposit(alice, 10_000, new Date(-pixDepositLockMs))
        const transfers = yield* InternalTransfers
        const { record: out, replayed } = yield* transfers.create({
          accountId: alice,
          apiKeyId: "key_a",
          amountCentavos: 2_500,
          recipientEmail: "bob@loja.test",
          description: "Aluguel",
          externalReference: "ref-1"
        })
        expect(replayed).toBe(false)
        expect(out).toMatchObject({
          type: "INTERNAL_TRANSFER_OUT",
          status: "COMPLETED",
          recipientEmail: "bob@loja.test",
          recipientName: "Bob ME"
        })
        const inPage = yield* transfers.list(bob, {})
        expect(inPage.total).toBe(1)
        const incoming = inPage.items[0]!
        expect(incoming).toMatchObject({
          type: "INTERNAL_TRANSFER_IN",
          counterpartyName: "Alice Ltda",
          pairId: out.pairId
        })
        expect(incoming.externalReference).toBeUndefined()
        // Each side reads its own record only.
        expect((yield* Effect.result(transfers.findById(bob, out.id)))._tag).toBe("Failure")
        expect((yield* transfers.findById(alice, "ref-1")).id).toBe(out.id)
        const entry = yield* (yield* Ledger).findEntryById(EntryId.make(out.pairId))
        expect(entry?.kind).toBe("INTERNAL_TRANSFER")
        expect(entry?.postings.map((p) => [p.ledgerAccountId, p.amountCentavos])).toEqual([
          [mainLedgerAccount(alice), -2_500],
          [mainLedgerAccount(bob), 2_500]
        ])
        const events = yield* allEvents
        expect(events.map((e) => [e.eventType, e.accountId, e.apiKeyId])).toEqual([
          ["transfer.internal.completed", alice, "key_a"],
          ["transfer.internal.received", bob, undefined]
        ])
        // The same reference: the same body replays, another body conflicts.
        const again = yield* transfers.create({
          accountId: alice,
          amountCentavos: 2_500,
          recipientEmail: "bob@loja.test",
          description: "Aluguel",
          externalReference: "ref-1"
        })
        expect(again).toEqual({ record: out, replayed: true })
        const other = yield* Effect.result(
          transfers.create({
            accountId: alice,
            amountCentavos: 2_600,
            recipientEmail: "bob@loja.test",
            description: "Aluguel",
            externalReference: "ref-1"
          })
        )
        expect(Result.isFailure(other) && other.failure._tag).toBe("InternalReferenceConflict")
        const self = yield* Effect.result(
          transfers.create({ accountId: alice, amountCentavos: 100, recipientEmail: "alice@loja.test" })
        )
        expect(Result.isFailure(self) && self.failure._tag).toBe("InternalTransferToSelf")
        const unknown = yield* Effect.result(
          transfers.create({ accountId: alice, amountCentavos: 100, recipientEmail: "ninguem@loja.test" })
        )
        expect(Result.isFailure(unknown) && unknown.failure._tag).toBe("InternalRecipientNotFound")
        const balance = yield* (yield* Ledger).balance(mainLedgerAccount(alice))
        expect(balance.availableCentavos).toBe(7_500)
        expect((yield* (yield* LedgerStore).verify()).totalCentavos).toBe(0)
        expect(SystemAccount.pixClearing).toBeDefined()
      }).pipe(Effect.provide(world()))
  )
})
