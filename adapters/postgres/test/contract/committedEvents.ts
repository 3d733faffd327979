import { Outbox } from "@trilho/domain"
import { Effect } from "effect"

/**
 * The outbox events committed so far (the first 500). On PostgreSQL a transaction in flight anywhere in the cluster
 * (another test file's database included) holds back what committed after it began (`Outbox.heldBack`): read again
 * until none is, for up to a minute.
 */
export const committedEvents = Effect.gen(function* () {
  const outbox = yield* Outbox.Outbox
  const deadline = Date.now() + 60_000
  for (;;) {
    const page = yield* outbox.readAfter(Outbox.outboxStart, 500)
    if (!(yield* outbox.heldBack(page.cursor)) || Date.now() > deadline) return page.events
    yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
})
