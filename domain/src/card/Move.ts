import { Effect } from "effect"
import * as Outbox from "../events/Outbox.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import * as Transactor from "../shared/Transactor.ts"
import * as Store from "./CardTransactionStore.ts"
import { cardEventOf, nowDate } from "./Common.ts"
import { CardFollowers } from "./Followers.ts"
import { cardTransaction, type CardTransactionTrigger, isOpen } from "./Machine.ts"
import type { CardTransactionRecord } from "./Record.ts"

/**
 * Builds the card transaction's move: `move(record, trigger, fields, also)` moves `record` by `trigger` (the
 * `cardTransaction` machine) with `fields`, and writes in one transaction the compare-and-set, the move's events,
 * `also` (a ledger entry) and, when the checkout ends (captured, declined, expired), what its followers move
 * (`CardFollowers`). The buyer's steps and the expiry pass share it.
 */
export const makeMove = Effect.gen(function* () {
  const store = yield* Store.CardTransactionStore
  const outbox = yield* Outbox.Outbox
  const transactor = yield* Transactor.Transactor
  const followers = yield* CardFollowers
  return <E = never>(
    record: CardTransactionRecord,
    trigger: CardTransactionTrigger,
    fields: Partial<CardTransactionRecord>,
    also: (updated: CardTransactionRecord, now: Date) => Effect.Effect<unknown, E> = () => Effect.void
  ) =>
    Effect.gen(function* () {
      const outcome = yield* Effect.fromResult(StateMachine.transition(cardTransaction, record.status, trigger))
      const now = yield* nowDate
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const updated = yield* store.update({ ...record, ...fields, status: outcome.to, updatedAt: now })
          yield* outbox.append(outcome.events.map((event) => cardEventOf(event, updated, now)))
          yield* also(updated, now)
          if (isOpen(record.status) && !isOpen(updated.status)) yield* followers.onSettled(updated, now)
          return updated
        })
      )
    })
})
