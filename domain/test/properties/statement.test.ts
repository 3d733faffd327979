import { describe, expect } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import type { ChargeListFilters, ChargeRecord } from "../../src/charges/Record.ts"
import { depositAmountsOf } from "../../src/charges/Deposit.ts"
import { internalTransferEntry, refundEntry, refundReversalEntry } from "../../src/ledger/Entries.ts"
import {
  type AccountId,
  EntryId,
  type LedgerAccountId,
  mainLedgerAccount,
  subLedgerAccount
} from "../../src/ledger/Model.ts"
import { pixDepositLockMs, unlockAtFor } from "../../src/ledger/Rules.ts"
import { ChargeStore } from "../../src/charges/ChargeStore.ts"
import { receiverOf } from "../../src/refunds/Amounts.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import * as Statement from "../../src/transactions/statement/index.ts"
import {
  a,
  chargeOf,
  creditedTo,
  idOf,
  merchants,
  openAccounts,
  readAll,
  store,
  subaccounts,
  world,
  type World
} from "../ports/statementWorld.ts"

/** Runs a property's body synchronously over fresh memory ports (every port of the world is synchronous). */
const run = <A, E>(effect: Effect.Effect<A, E, World>): A => Effect.runSync(Effect.provide(effect, world()))

/** Each case takes milliseconds; leave room for NUM_RUNS well above the default on a busy machine. */
const propertyTimeoutMs = 600_000

const chargeArb = fc.record({
  owner: fc.integer({ min: 0, max: 2 }),
  gross: fc.integer({ min: 1, max: 1_000_000 }),
  feePart: fc.double({ min: 0, max: 1, noNaN: true }),
  profitPart: fc.double({ min: 0, max: 1, noNaN: true }),
  splitPart: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  splitTo: fc.integer({ min: 1, max: 2 }),
  subaccount: fc.option(fc.constantFrom(...subaccounts), { nil: undefined }),
  createdAtMs: fc.integer({ min: 0, max: 20 }).map((s) => s * 1_000),
  paidAfterMs: fc.option(
    fc.integer({ min: 0, max: 3 }).map((s) => s * 1_000),
    { nil: undefined }
  )
})

/** An internal transfer between two different merchants (`to` is an offset from `from`). */
const transferArb = fc.record({
  from: fc.integer({ min: 0, max: 2 }),
  to: fc.integer({ min: 1, max: 2 }),
  amount: fc.integer({ min: 1, max: 1_000_000 })
})
/** A refund of the `charge`-th paid charge (modulo their number): its fee, and whether it completes, fails or waits. */
const refundArb = fc.record({
  charge: fc.nat(),
  fee: fc.integer({ min: 0, max: 5_000 }),
  outcome: fc.constantFrom("complete" as const, "fail" as const, "requested" as const)
})
/** After every charge's deposit (created by 20 s, paid 3 s later at most) has left its 24 h lock. */
const unlockedAtMs = pixDepositLockMs + 60_000

describe("Statement", () => {
  prop(
    "the settled statement lines of an account (COMPLETED and REVERSED charges, credits less the debits of internal transfers and refunds) add up to exactly its ledger balance (available + pending), and its pages list each line once, newest first",
    [
      fc.array(chargeArb, { maxLength: 25 }),
      fc.integer({ min: 1, max: 7 }),
      fc.array(transferArb, { maxLength: 10 }),
      fc.array(refundArb, { maxLength: 6 })
    ],
    ([drafts, pageSize, transfers, refunds]) =>
      run(
        Effect.gen(function* () {
          yield* openAccounts
          let n = 0
          const paid: Array<ChargeRecord> = []
          for (const d of drafts) {
            n++
            const owner = merchants[d.owner]!
            const platformFee = Math.floor((d.gross - 1) * d.feePart)
            // Only a subaccount charge has a profit.
            const sub = owner === a ? d.subaccount : undefined
            const profit = sub === undefined ? 0 : Math.floor((d.gross - 1 - platformFee) * d.profitPart)
            const net = d.gross - platformFee - profit
            const split =
              d.splitPart === undefined
                ? undefined
                : { to: merchants[(d.owner + d.splitTo) % 3]!, amount: Math.floor(net * d.splitPart) }
            const record = chargeOf(n, owner, {
              gross: d.gross,
              platformFee,
              profit,
              split,
              subaccountId: sub,
              createdAtMs: d.createdAtMs
            })
            const stored = yield* store(record, d.paidAfterMs === undefined ? undefined : d.createdAtMs + d.paidAfterMs)
            if (stored.status === "COMPLETED") paid.push(stored)
          }
          const ledgerStore = yield* LedgerStore
          // Internal transfers between main accounts once every deposit has unlocked; a refused one writes nothing.
          let t = 0
          for (const d of transfers) {
            const from = merchants[d.from]!
            const to = merchants[(d.from + d.to) % 3]!
            const at = new Date(unlockedAtMs + ++t * 1_000)
            yield* ledgerStore.post(
              [
                internalTransferEntry(
                  {
                    id: EntryId.make(`itp_${String(t).padStart(26, "0")}`),
                    accountId: from,
                    description: "Rent",
                    createdAt: at
                  },
                  { from: mainLedgerAccount(from), to: mainLedgerAccount(to), amountCentavos: d.amount }
                )
              ],
              at
            )
          }
          // Refunds after the transfers (a deposit is refunded once, unless its refund failed): the debit of the
          // receiver's share and the fee, its return when it fails, the deposit REVERSED when it completes.
          const charges = yield* ChargeStore
          // Deposits with a refund requested or completed: one at a time, as the refund store's unique index says.
          const held = new Set<string>()
          let r = 0
          for (const d of refunds) {
            if (paid.length === 0) break
            const charge = paid[d.charge % paid.length]!
            // A deposit whose split took its whole net left nothing to return: the use case refuses it.
            if (held.has(charge.id) || depositAmountsOf(charge).merchantCentavos === 0) continue
            const at = new Date(unlockedAtMs + 100_000 + ++r * 1_000)
            const debit = refundEntry(
              {
                id: EntryId.make(`rfd_${String(r).padStart(26, "0")}`),
                accountId: charge.accountId,
                transactionId: charge.id,
                description: "Refund of a PIX deposit",
                createdAt: at
              },
              {
                payer: receiverOf(charge),
                refundCentavos: depositAmountsOf(charge).merchantCentavos,
                feeCentavos: d.fee,
                depositUnlockAt: unlockAtFor(charge.completedAt!)
              }
            )
            const [posted] = yield* ledgerStore.post([debit], at)
            if (posted === undefined || posted._tag === "Failure") continue
            if (d.outcome !== "fail") held.add(charge.id)
            if (d.outcome === "fail") {
              const back = new Date(at.getTime() + 500)
              yield* ledgerStore.post(
                [
                  refundReversalEntry(
                    {
                      id: EntryId.make(`rfr_${String(r).padStart(26, "0")}`),
                      accountId: charge.accountId,
                      transactionId: charge.id,
                      createdAt: back
                    },
                    debit
                  )
                ],
                back
              )
            } else if (d.outcome === "complete") {
              yield* charges.updateStatus(charge.accountId, charge.id, "COMPLETED", "REVERSED", { updatedAt: at })
            }
          }
          const statements: Array<readonly [AccountId, ChargeListFilters, LedgerAccountId]> = [
            ...merchants.map((m) => [m, {}, mainLedgerAccount(m)] as const),
            ...subaccounts.map((s) => [a, { subaccountId: s }, subLedgerAccount(s)] as const)
          ]
          for (const [accountId, filters, ledgerAccountId] of statements) {
            const items = yield* readAll(accountId, filters, pageSize)
            expect(new Set(items.map(idOf)).size).toBe(items.length)
            expect([...items].sort(Statement.statementOrder)).toEqual(items)
            const credited = items.reduce((sum, item) => sum + creditedTo(item, ledgerAccountId), 0)
            const balance = yield* ledgerStore.findBalance(ledgerAccountId, new Date(0))
            expect(credited).toBe(balance.availableCentavos + balance.pendingCentavos)
          }
        })
      ),
    {
      timeout: propertyTimeoutMs,
      // Always tried first: a subaccount charge whose split takes its whole net (no posting credits the subaccount).
      fastCheck: {
        examples: [
          [
            [
              {
                owner: 0,
                gross: 3,
                feePart: 0,
                profitPart: 0.5,
                splitPart: 1,
                splitTo: 1,
                subaccount: "sub_1",
                createdAtMs: 0,
                paidAfterMs: 0
              }
            ],
            1,
            [],
            []
          ]
        ]
      }
    }
  )
})
