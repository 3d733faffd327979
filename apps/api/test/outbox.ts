import { Outbox } from "@trilho/domain"
import type { Ledger } from "@trilho/domain"
import { Effect, Schedule } from "effect"

/**
 * The account's outbox events once `enough` holds of them. On PostgreSQL the outbox hides the rows of a commit while
 * an older transaction is still in flight anywhere on the server (other test files share it), so a fresh commit may
 * show a moment later: read again for up to a minute.
 */
export const outboxEventsOnce = (accountId: string, enough: (events: ReadonlyArray<Outbox.OutboxEvent>) => boolean) =>
  Outbox.Outbox.use((outbox) =>
    outbox.readAfter(Outbox.outboxStart, Outbox.outboxPageMax, { accountId: accountId as Ledger.AccountId })
  ).pipe(
    Effect.map((page) => page.events),
    Effect.filterOrFail(enough, () => "waiting for the outbox"),
    Effect.retry(Schedule.spaced("50 millis").pipe(Schedule.upTo({ duration: "60 seconds" }))),
    Effect.orDie
  )
