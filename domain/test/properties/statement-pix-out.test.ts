import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { pixOutEntry, pixOutReversalEntry } from "../../src/ledger/Entries.ts"
import { EntryId, mainLedgerAccount } from "../../src/ledger/Model.ts"
import { pixDepositLockMs } from "../../src/ledger/Rules.ts"
import { centavos } from "../../src/money/Money.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import * as Statement from "../../src/transactions/statement/index.ts"
import {
  chargeOf,
  creditedTo,
  idOf,
  merchants,
  openAccounts,
  readAll,
  store,
  world,
  type World
} from "../ports/statementWorld.ts"

const run = <A, E>(effect: Effect.Effect<A, E, World>): A => Effect.runSync(Effect.provide(effect, world()))

/** A PIX transfer of one merchant: what it sends, its fee, and whether the network fails it (PENDING otherwise). */
const pixOutArb = fc.record({
  from: fc.integer({ min: 0, max: 2 }),
  sent: fc.integer({ min: 1, max: 400_000 }),
  fee: fc.integer({ min: 0, max: 500 }),
  fails: fc.boolean()
})

describe("Statement with PIX out", () => {
  prop(
    "the COMPLETED statement lines of an account add up to its ledger balance with PIX transfers: a PENDING or PROCESSING transfer's PIX_OUT line already holds its debit, and a FAILED one's PIX_OUT_REVERSAL line nets it to zero",
    [
      fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
      fc.array(pixOutArb, { maxLength: 12 }),
      fc.integer({ min: 1, max: 5 })
    ],
    ([deposits, transfers, pageSize]) =>
      run(
        Effect.gen(function* () {
          yield* openAccounts
          let n = 0
          for (const gross of deposits) {
            n++
            const owner = merchants[n % 3]!
            yield* store(chargeOf(n, owner, { gross, platformFee: 0, profit: 0, createdAtMs: 0 }), 1_000)
          }
          const ledger = yield* LedgerStore
          let t = 0
          const pixLines = new Map<string, number>()
          for (const d of transfers) {
            t++
            const from = merchants[d.from]!
            const at = new Date(pixDepositLockMs + 60_000 + t * 1_000)
            const body = String(t).padStart(26, "0")
            const debit = pixOutEntry(
              { id: EntryId.make(`pxe_${body}`), accountId: from, transactionId: `pxo_${body}`, createdAt: at },
              {
                payer: mainLedgerAccount(from),
                amounts: {
                  debitCentavos: centavos(d.sent + d.fee),
                  feeCentavos: centavos(d.fee),
                  sentCentavos: centavos(d.sent)
                }
              }
            )
            const [outcome] = yield* ledger.post([debit], at)
            // Refused (short of withdrawable): nothing written, no line.
            if (outcome === undefined || Result.isFailure(outcome)) continue
            pixLines.set(`pxo_${body}`, -(d.sent + d.fee))
            if (d.fails) {
              const later = new Date(at.getTime() + 500)
              yield* ledger.post(
                [
                  pixOutReversalEntry(
                    {
                      id: EntryId.make(`pxr_${body}`),
                      accountId: from,
                      transactionId: `pxo_${body}`,
                      createdAt: later
                    },
                    debit
                  )
                ],
                later
              )
              pixLines.set(`pxr_${body}`, d.sent + d.fee)
            }
          }
          for (const m of merchants) {
            const items = yield* readAll(m, {}, pageSize)
            expect(new Set(items.map(idOf)).size).toBe(items.length)
            expect([...items].sort(Statement.statementOrder)).toEqual(items)
            const total = items.reduce((sum, item) => sum + creditedTo(item, mainLedgerAccount(m)), 0)
            const balance = yield* ledger.findBalance(mainLedgerAccount(m), new Date(0))
            expect(total).toBe(balance.availableCentavos + balance.pendingCentavos)
            for (const item of items) {
              if (item._tag !== "Movement" || !item.movement.type.startsWith("PIX_OUT")) continue
              expect(Statement.signedCentavosOf(item.movement)).toBe(pixLines.get(item.movement.id))
              expect(item.movement.referenceId.startsWith("pxo_")).toBe(true)
            }
          }
        })
      ),
    { timeout: 600_000 }
  )
})
