import { Effect, Option } from "effect"
import type { ChargeRecord } from "../charges/Record.ts"
import type { EventType } from "../events/Catalog.ts"
import type { AccountId } from "../ledger/Model.ts"
import type { ChargeStore } from "../charges/ChargeStore.ts"
import type { OutboxEventInput } from "../events/Outbox.ts"
import { type RefundRecord, toLeanRefund } from "./Record.ts"

/** A refund with its deposit, and whether the call found it already done (a `refundId` replay, a repeated notice). */
export interface RefundOutcome {
  readonly charge: ChargeRecord
  readonly refund: RefundRecord
  readonly replayed: boolean
}

/** A deposit with the refund a read chose (its latest, or the one a `refundId` names). */
export interface RefundView {
  readonly charge: ChargeRecord
  readonly refund: RefundRecord
}

/** Refunds handed over again per `handOverDue` pass by default. */
export const handOverBatchDefault = 100
/** How long a refund may wait REQUESTED without a network reference before a pass hands it over again. */
export const handOverGraceMs = 60_000

/** The description of a refund's journal entry and of its statement line. */
export const refundEntryDescription = "Refund of a PIX deposit"
/** The description of the entry returning a failed refund's debit. */
export const refundReversalDescription = "Refund failed: debit returned"

/** The ledger idempotency keys of a refund's debit and of its return. */
export const refundEntryKey = (refundId: string) => `refund:${refundId}`
export const refundReversalKey = (refundId: string) => `refund_reversal:${refundId}`

/** The outbox row of a refund event: the deposit's lean record with the refund block, to the key that asked. */
export const eventOf = (
  eventType: EventType,
  charge: ChargeRecord,
  refund: RefundRecord,
  at: Date
): OutboxEventInput => ({
  accountId: charge.accountId,
  eventType,
  aggregateId: charge.id,
  apiKeyId: refund.apiKeyId,
  payload: toLeanRefund(charge, refund),
  createdAt: at
})

/** The deposit a refund of the account was made of; a refund without its deposit is a defect. */
export const chargeOf = (charges: ChargeStore["Service"], accountId: AccountId, chargeId: string) =>
  Effect.flatMap(charges.findById(accountId, chargeId), (found) =>
    Option.isSome(found) ? Effect.succeed(found.value) : Effect.die(new Error(`refund of a lost charge ${chargeId}`))
  )
