import { Context, Effect, Layer, Option } from "effect"
import { BillingStore } from "../billing/Store.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { BureauStore } from "./BureauStore.ts"
import { CreditBureau } from "./CreditBureau.ts"
import { debtOf } from "./Eligibility.ts"
import {
  type DunningChanges,
  dunningAdvanceBatchMax,
  dunningMachine,
  dunningReasonLengthMax,
  type DunningRecord,
  type DunningTrigger,
  registeredRecheckMs
} from "./Record.ts"

/** Counts of one worker pass. */
export interface AdvanceCounts {
  sent: number
  registered: number
  paidOff: number
  canceled: number
}

const reasonText = (reason: string) => reason.trim().slice(0, dunningReasonLengthMax) || "canceled"

/** The reasons the worker writes when the billing moved first. */
export const billingPaidReason = "the billing was paid before the debtor was listed"
export const billingVoidReason = "the billing was cancelled or refunded"

/**
 * The status moves of dunnings, shared by the sandbox controls and the worker: each a compare-and-set on the status
 * (of concurrent moves one wins, the others see `DunningStatusChanged`), the bureau told first where it has the
 * dunning. No move touches money: the fee is kept.
 */
export class DunningMoves extends Context.Service<DunningMoves>()("@trilho/domain/DunningMoves", {
  make: Effect.gen(function* () {
    const store = yield* BureauStore
    const bureau = yield* CreditBureau
    const billings = yield* BillingStore

    const move = (record: DunningRecord, trigger: DunningTrigger, changes: (now: Date) => Partial<DunningChanges>) =>
      Effect.gen(function* () {
        const outcome = yield* fromEither(StateMachine.transition(dunningMachine, record.status, trigger))
        const now = yield* nowDate
        return yield* store.updateDunningStatus(record.accountId, record.id, record.status, {
          ...changes(now),
          status: outcome.to,
          updatedAt: now
        })
      })

    const withdrawn = (record: DunningRecord, reason: "paid_off" | "canceled") =>
      record.bureauReference === undefined ? Effect.void : bureau.withdraw(record.bureauReference, reason)

    const cancelRecord = (record: DunningRecord, reason: string) =>
      Effect.andThen(
        // A transition check first, so that the bureau is not told of a move the machine refuses.
        fromEither(StateMachine.transition(dunningMachine, record.status, "cancel")),
        Effect.andThen(
          withdrawn(record, "canceled"),
          move(record, "cancel", (now) => ({ canceledAt: now, cancelReason: reasonText(reason) }))
        )
      )

    const settleRecord = (record: DunningRecord) =>
      Effect.andThen(
        fromEither(StateMachine.transition(dunningMachine, record.status, "settle")),
        Effect.andThen(
          withdrawn(record, "paid_off"),
          move(record, "settle", (now) => ({ paidOffAt: now }))
        )
      )

    const billingOf = (record: DunningRecord) =>
      Effect.map(billings.findById(record.accountId, record.billingId), Option.getOrUndefined)

    /**
     * Hands a PENDING dunning to the bureau: SENT with its reference, or CANCELED when the bureau refuses it or the
     * billing is no longer owed. Any other status is returned as it is.
     */
    const send = (record: DunningRecord) =>
      Effect.gen(function* () {
        if (record.status !== "PENDING") return record
        const debt = debtOf(yield* billingOf(record))
        if (debt !== "owed") return yield* cancelRecord(record, debt === "paid" ? billingPaidReason : billingVoidReason)
        const outcome = yield* bureau.submit({
          dunningId: record.id,
          debtorName: record.debtor.name,
          debtorTaxId: record.debtor.taxId,
          amountCentavos: record.amountCentavos
        })
        return outcome._tag === "Accepted"
          ? yield* move(record, "send", (now) => ({ bureauReference: outcome.bureauReference, sentAt: now }))
          : yield* cancelRecord(record, outcome.reason)
      })

    /** The bureau listed the debtor: REGISTERED (a PENDING dunning is handed over first). Again: a no-op. */
    const register = Effect.fnUntraced(function* (record: DunningRecord) {
      if (record.status === "REGISTERED") return record
      const sent = yield* send(record)
      if (record.status === "PENDING" && sent.status === "CANCELED") return sent
      return yield* move(sent, "register", (now) => ({ registeredAt: now }))
    }, span("DunningMoves.register"))

    /** The debt was paid off: PAID_OFF, the bureau told. Again: a no-op; from any status but REGISTERED, refused. */
    const settle = Effect.fnUntraced(function* (record: DunningRecord) {
      if (record.status === "PAID_OFF") return record
      return yield* settleRecord(record)
    }, span("DunningMoves.settle"))

    /** The dunning is withdrawn: CANCELED, the bureau told. Again: a no-op; a PAID_OFF one is refused. */
    const cancel = Effect.fnUntraced(function* (record: DunningRecord, reason: string) {
      if (record.status === "CANCELED") return record
      return yield* cancelRecord(record, reason)
    }, span("DunningMoves.cancel"))

    /** A SENT dunning as the billing and the bureau now say: CANCELED, REGISTERED, or as it is. */
    const follow = (record: DunningRecord, now: Date) =>
      Effect.gen(function* () {
        const debt = debtOf(yield* billingOf(record))
        if (debt !== "owed") return yield* cancelRecord(record, debt === "paid" ? billingPaidReason : billingVoidReason)
        const state = yield* bureau.poll(
          {
            dunningId: record.id,
            bureauReference: record.bureauReference ?? "",
            sentAt: record.sentAt ?? record.updatedAt
          },
          now
        )
        return state._tag === "Registered" ? yield* move(record, "register", (at) => ({ registeredAt: at })) : record
      })

    /** A REGISTERED dunning looked at again: PAID_OFF once its billing is paid, CANCELED if void, else stamped. */
    const recheck = (record: DunningRecord) =>
      Effect.gen(function* () {
        const debt = debtOf(yield* billingOf(record))
        if (debt === "paid") return yield* settleRecord(record)
        if (debt === "void") return yield* cancelRecord(record, billingVoidReason)
        const now = yield* nowDate
        return yield* store.updateDunningStatus(record.accountId, record.id, "REGISTERED", {
          status: "REGISTERED",
          updatedAt: now
        })
      })

    /**
     * One worker pass, at most `limit` dunnings of each status, oldest write first: PENDING ones are handed to the
     * bureau, SENT ones followed until listed, REGISTERED ones looked at again every `registeredRecheckMs`. A dunning
     * another process moved meanwhile, or that fails to move, is logged and left for the next pass.
     */
    const advance = Effect.fnUntraced(function* (limit: number = dunningAdvanceBatchMax) {
      const now = yield* nowDate
      const counts: AdvanceCounts = { sent: 0, registered: 0, paidOff: 0, canceled: 0 }
      const step = (record: DunningRecord, next: Effect.Effect<DunningRecord, unknown>) =>
        Effect.map(
          next.pipe(
            Effect.catch((error) => Effect.as(Effect.logWarning(`dunning ${record.id} not moved`, error), record))
          ),
          (after) => {
            if (after.status === record.status) return
            if (after.status === "SENT") counts.sent++
            else if (after.status === "REGISTERED") counts.registered++
            else if (after.status === "PAID_OFF") counts.paidOff++
            else if (after.status === "CANCELED") counts.canceled++
          }
        )
      for (const record of yield* store.findDueDunnings("PENDING", now, limit)) yield* step(record, send(record))
      for (const record of yield* store.findDueDunnings("SENT", now, limit)) yield* step(record, follow(record, now))
      const recheckBefore = new Date(now.getTime() - registeredRecheckMs)
      for (const record of yield* store.findDueDunnings("REGISTERED", recheckBefore, limit)) {
        yield* step(record, recheck(record))
      }
      return counts
    }, span("DunningMoves.advance"))

    return { register, settle, cancel, advance } as const
  })
}) {
  /** The moves over the ports they read. */
  static readonly Default = Layer.effect(DunningMoves, DunningMoves.make)
}
