import { describe, expect } from "@effect/vitest"
import { Effect, Layer, Result } from "effect"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { internalTransferEntry, pixDepositEntry, pixOutEntry } from "../../src/ledger/Entries.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { AccountId, EntryId, type JournalEntry, type LedgerAccountId } from "../../src/ledger/Model.ts"
import { applyEntryToState, type EntryOutcome } from "../../src/ledger/LedgerStore.ts"
import { centavos } from "../../src/money/Money.ts"
import { layerRecording, type RecordedCall } from "../ledger/recordingStore.ts"
import { Accounts, type AccountName, openWorld, tenantOf, withManualClock } from "../ledger/world.ts"

type Move =
  | { readonly _tag: "Deposit"; readonly to: AccountName; readonly amount: number }
  | { readonly _tag: "PixOut"; readonly from: AccountName; readonly amount: number }
  | { readonly _tag: "Transfer"; readonly from: AccountName; readonly to: AccountName; readonly amount: number }

const name = fc.constantFrom<AccountName>("m1", "m2", "s1", "p")
const amount = fc.integer({ min: 1, max: 1_000 })
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ _tag: fc.constant("Deposit" as const), to: name, amount }),
  fc.record({ _tag: fc.constant("PixOut" as const), from: name, amount }),
  fc.record({ _tag: fc.constant("Transfer" as const), from: name, to: name, amount })
)
/** Several callers, each posting its own moves one after another; a key repeated across moves is replayed. */
const callers = fc.array(
  fc.array(fc.record({ move, key: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }) }), {
    minLength: 1,
    maxLength: 6
  }),
  { minLength: 1, maxLength: 6 }
)
const options = fc.record({
  windowMs: fc.constantFrom(0, 1, 2),
  entriesPerBatchMax: fc.integer({ min: 1, max: 12 }),
  lanes: fc.integer({ min: 1, max: 4 })
})

const toEntry = (m: Move, id: string, key: number | undefined, now: Date): JournalEntry => {
  const account = (n: AccountName): LedgerAccountId => Accounts[n]
  const c = centavos
  const header = (tenant: AccountId) => ({
    id: EntryId.make(id),
    accountId: tenant,
    idempotencyKey: key === undefined ? undefined : `k${key}`,
    createdAt: now
  })
  switch (m._tag) {
    case "Deposit": {
      const zero = c(0)
      const amounts = {
        grossCentavos: c(m.amount),
        feeCentavos: zero,
        netCentavos: c(m.amount),
        platformFeeCentavos: zero,
        profitCentavos: zero,
        partnerCentavos: zero,
        merchantCentavos: c(m.amount)
      }
      return pixDepositEntry(header(tenantOf[m.to]), { receiver: account(m.to), amounts, confirmedAt: new Date(-1e12) })
    }
    case "PixOut":
      return pixOutEntry(header(tenantOf[m.from]), {
        payer: account(m.from),
        amounts: { debitCentavos: c(m.amount), feeCentavos: c(0), sentCentavos: c(m.amount) }
      })
    case "Transfer":
      if (m.from !== m.to) {
        return internalTransferEntry(header(tenantOf[m.from]), {
          from: account(m.from),
          to: account(m.to),
          amountCentavos: m.amount
        })
      }
      // A transfer to oneself stands for a malformed entry: its debit alone, which the ledger refuses before batching.
      const half = internalTransferEntry(header(tenantOf[m.from]), {
        from: account(m.from),
        to: account(m.from === "p" ? "m1" : "p"),
        amountCentavos: m.amount
      })
      return { ...half, postings: half.postings.slice(0, 1) }
  }
}

const tagOf = (o: EntryOutcome) => (Result.isSuccess(o) ? o.success : o.failure._tag)

describe("ledger batching", () => {
  effectProp(
    "the batcher gives each caller the same outcome as posting the entries one by one in the order they were applied",
    [callers, options],
    ([plan, batching]) => {
      const calls: Array<RecordedCall> = []
      const layer = Layer.provideMerge(Ledger.Batched(batching), layerRecording(calls))
      // The layer is built on the manual clock, so the lanes' windows run on it too.
      return withManualClock(() =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* openWorld
          const outcomes = new Map<string, unknown>()
          yield* Effect.forEach(
            plan,
            (moves, caller) =>
              Effect.forEach(moves, ({ key, move }, i) =>
                Effect.gen(function* () {
                  const id = `c${caller}-${i}`
                  const result = yield* Effect.result(ledger.post(toEntry(move, id, key, new Date(0))))
                  outcomes.set(id, Result.isSuccess(result) ? result.success : result.failure._tag)
                })
              ),
            { concurrency: "unbounded", discard: true }
          )
          // Replay the store's calls one entry at a time, in the order they were applied.
          let state: Parameters<typeof applyEntryToState>[0] = {
            accounts: new Map(
              Object.values(Accounts).map((id) => [id, { id, accountId: AccountId.make("x"), kind: "MAIN" as const }])
            ),
            balances: new Map(Object.values(Accounts).map((id) => [id, { available: 0, pending: 0, medBlocked: 0 }])),
            entries: [],
            keys: new Map()
          }
          const applied: Array<string> = []
          for (const call of calls) {
            expect(call.entries.length).toBeLessThanOrEqual(batching.entriesPerBatchMax)
            for (const entry of call.entries) {
              const step = applyEntryToState(state, entry, call.now)
              state = step.state
              applied.push(entry.id)
              expect(outcomes.get(entry.id)).toStrictEqual(tagOf(step.outcome))
            }
          }
          // Every valid entry reached the store once; each caller's entries were applied in its own order.
          expect(new Set(applied).size).toBe(applied.length)
          for (const [caller, moves] of plan.entries()) {
            const mine = applied.filter((id) => id.startsWith(`c${caller}-`))
            const sent = moves.map((_, i) => `c${caller}-${i}`).filter((id) => outcomes.get(id) !== "UnbalancedEntry")
            expect(mine).toStrictEqual(sent)
          }
        }).pipe(Effect.provide(layer))
      )
    },
    { timeout: 600_000 }
  )
})
