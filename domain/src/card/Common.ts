import { Clock, Effect } from "effect"
import type { EventType } from "../events/Catalog.ts"
import type { OutboxEventInput } from "../events/Outbox.ts"
import { EntryId } from "../ledger/Model.ts"
import type { Ids } from "../shared/Ids.ts"
import { type CardTransactionRecord, toView } from "./Record.ts"

/** The `Clock`'s time as a `Date`. */
export const nowDate: Effect.Effect<Date> = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** The outbox row of a card transaction's event: its view at `at`, addressed to the key that created it (if any). */
export const cardEventOf = (eventType: EventType, record: CardTransactionRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  ...(record.apiKeyId === undefined ? {} : { apiKeyId: record.apiKeyId }),
  payload: toView(record, at),
  createdAt: at
})

/** A fresh journal entry id. */
export const entryIdFrom = (ids: Ids["Service"]) => Effect.map(ids.next("ent"), (id) => EntryId.make(id))
