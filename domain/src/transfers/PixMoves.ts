import { Effect, Option } from "effect"
import { Charges } from "../charges/Charges.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import type { EventType } from "../events/Catalog.ts"
import { pixOutEntry, pixOutReversalEntry } from "../ledger/Entries.ts"
import type { LedgerStoreError, PostError } from "../ledger/Errors.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { EntryId, mainLedgerAccount, subLedgerAccount } from "../ledger/Model.ts"
import type { Recipient, TransferFailed, TransferSettled } from "../pix/Notices.ts"
import * as Accounts from "../accounts/Accounts.ts"
import { type OutboxEventInput, Outbox } from "../events/Outbox.ts"
import { PixNetwork, type TransferOrder } from "../pix/PixNetwork.ts"
import { type PixTransferChanges, PixTransferStore } from "./PixTransferStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { pixTransfer, type PixTransferTrigger } from "../transactions/Machines.ts"
import { PixTransferNotFound } from "./PixErrors.ts"
import { PixOutFlag } from "./PixPolicy.ts"
import {
  idBodyOf,
  pixOutEntryIdPrefix,
  pixOutReversalIdPrefix,
  pixTransferReasonLengthMax,
  type PixTransferRecord,
  toLeanPix
} from "./PixRecord.ts"
import { span } from "../shared/Tracing.ts"

/** A transfer and whether the call found it already in the outcome it asked for (a repeated notice). */
export interface PixTransferOutcome {
  readonly record: PixTransferRecord
  readonly replayed: boolean
}

/** The outbox row of a transfer's event: its lean record, addressed to the key that created it. */
export const pixEventOf = (eventType: EventType, record: PixTransferRecord, at: Date): OutboxEventInput => ({
  accountId: record.accountId,
  eventType,
  aggregateId: record.id,
  apiKeyId: record.apiKeyId,
  payload: toLeanPix(record),
  createdAt: at
})

/** The header of a transfer's debit entry; the same inputs give the same entry, so its reversal can be rebuilt. */
export const debitEntryOf = (record: PixTransferRecord) =>
  pixOutEntry(
    {
      id: EntryId.make(`${pixOutEntryIdPrefix}_${idBodyOf(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      description: record.description,
      createdAt: record.createdAt
    },
    {
      payer:
        record.subaccountId === undefined ? mainLedgerAccount(record.accountId) : subLedgerAccount(record.subaccountId),
      amounts: {
        debitCentavos: record.amountCentavos,
        feeCentavos: record.feeCentavos,
        sentCentavos: record.netCentavos
      },
      profit:
        record.subaccountId === undefined
          ? undefined
          : { account: mainLedgerAccount(record.accountId), centavos: record.profitCentavos ?? 0 }
    }
  )

/** The order handed to the network for a transfer (the same every time: a resend names the same PIX). */
export const orderOf = (record: PixTransferRecord): TransferOrder => ({
  transactionId: record.id,
  endToEndId: record.endToEndId,
  amountCentavos: record.netCentavos,
  destination:
    record.brCode !== undefined
      ? { _tag: "BrCode", brCode: record.brCode }
      : { _tag: "PixKey", pixKey: record.pixKey ?? "", pixKeyType: record.pixKeyType ?? "EMAIL" },
  description: record.description
})

const reasonText = (reason: string) => reason.trim().slice(0, pixTransferReasonLengthMax) || "failed"

/**
 * The moves of a PIX transfer after its creation: send (to the network, or on-us to a charge of ours), the security
 * review's approval and refusal, and the network's settlement and failure. Each status change is a compare-and-set
 * through the `pixTransfer` machine with its ledger entry (a failure's reversal) and its events in one transaction.
 */
export const makeMoves = Effect.gen(function* () {
  const store = yield* PixTransferStore
  const transactor = yield* Transactor
  const outbox = yield* Outbox
  const ledger = yield* Ledger
  const network = yield* PixNetwork
  const accounts = yield* Accounts.Accounts
  const charges = yield* Charges

  /** Fires `trigger` on `record` (as found) by compare-and-set, writing `changes`, `also` and the move's events. */
  const move = (
    record: PixTransferRecord,
    trigger: PixTransferTrigger,
    changes: (now: Date) => Omit<PixTransferChanges, "status" | "updatedAt">,
    also: (updated: PixTransferRecord, now: Date) => Effect.Effect<unknown, PostError | LedgerStoreError> = () =>
      Effect.void
  ) =>
    Effect.gen(function* () {
      const outcome = yield* fromEither(StateMachine.transition(pixTransfer, record.status, trigger))
      const now = yield* nowDate
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const updated = yield* store.updateStatus(
            record.accountId,
            record.id,
            { status: record.status, review: record.review },
            { ...changes(now), status: outcome.to, updatedAt: now }
          )
          yield* also(updated, now)
          yield* outbox.append(outcome.events.map((event) => pixEventOf(event, updated, now)))
          return updated
        })
      )
    })

  /** FAILED with `transfer.failed` and the exact reversal of the debit (fee included). */
  const failRecord = (record: PixTransferRecord, reason: string, review?: "REFUSED") =>
    move(
      record,
      "fail",
      () => ({ failureReason: reasonText(reason), ...(review === undefined ? {} : { review }) }),
      (updated, now) =>
        ledger.post(
          pixOutReversalEntry(
            {
              id: EntryId.make(`${pixOutReversalIdPrefix}_${idBodyOf(updated.id)}`),
              accountId: updated.accountId,
              transactionId: updated.id,
              description: updated.description,
              createdAt: now
            },
            debitEntryOf(updated)
          )
        )
    )

  const settleRecord = (record: PixTransferRecord, recipient: Recipient, completedAt: Date) =>
    move(record, "settle", () => ({ recipient, completedAt }))

  /**
   * Pays the charge of ours the transfer names: the charge's `payment.paid` first (by `Charges.confirmPaid`, with the
   * transfer's end-to-end id), then the transfer's `send` and `settle`. A crash after the payment leaves the transfer
   * PENDING; resending it repeats the same payment notice, which is a no-op, and settles it. A charge no longer payable
   * (paid by another, failed, expired) fails the transfer with its money returned.
   */
  const sendOnUs = (record: PixTransferRecord) =>
    Effect.gen(function* () {
      const payer = yield* accounts.findById(record.accountId)
      const payee = yield* accounts.findById(record.chargeAccountId!)
      const document = Option.isSome(payer) ? payer.value.flags[PixOutFlag.document] : undefined
      const charge = yield* charges.findById(record.chargeAccountId!, record.chargeId!)
      const now = yield* nowDate
      const refusal =
        charge.status === "PENDING" && charge.expiresAt.getTime() <= now.getTime()
          ? "the charge expired"
          : yield* charges
              .confirmPaid({
                _tag: "ChargePaid",
                referenceId: charge.referenceId,
                txid: charge.txid,
                endToEndId: record.endToEndId,
                amountCentavos: record.netCentavos,
                payer: {
                  name: Option.isSome(payer) ? payer.value.name : record.accountId,
                  document: typeof document === "string" ? document : ""
                },
                paidAt: now
              })
              .pipe(
                Effect.as(undefined),
                Effect.catchTags({
                  InvalidTransition: () => Effect.succeed("the charge is no longer payable"),
                  PaidAmountMismatch: () => Effect.succeed("the charge's amount changed"),
                  ChargeNotFound: () => Effect.succeed("the charge no longer exists")
                })
              )
      if (refusal !== undefined) return yield* failRecord(record, refusal)
      const processing = yield* move(record, "send", () => ({ referenceId: `onus_${record.chargeId}` }))
      const name = Option.isSome(payee) ? payee.value.name : charge.accountId
      return yield* settleRecord(processing, { name }, now)
    })

  /**
   * Hands a PENDING transfer not held by a review to its destination: PROCESSING once the network took it; FAILED
   * (money returned) when the network rejects it; still PENDING when the network did not answer (a resend names the
   * same end-to-end id). A charge of ours is paid on-us and the transfer settles at once.
   */
  const send = Effect.fnUntraced(function* (record: PixTransferRecord) {
    if (record.status !== "PENDING" || record.review === "PENDING" || record.review === "REFUSED") return record
    if (record.chargeId !== undefined) return yield* sendOnUs(record)
    const sent = yield* network.sendTransfer(orderOf(record)).pipe(Effect.result)
    if (sent._tag === "Failure") {
      if (sent.failure.reason === "unavailable") {
        yield* Effect.logWarning(`PIX transfer ${record.id} not sent: the network did not answer`)
        return record
      }
      return yield* failRecord(record, `rejected by the PIX network: ${sent.failure.message}`)
    }
    return yield* move(record, "send", () => ({ referenceId: sent.success.referenceId }))
  }, span("PixTransfers.send"))

  const findOwned = (accountId: PixTransferRecord["accountId"], id: string) =>
    Effect.flatMap(store.findById(accountId, id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PixTransferNotFound({ id }))
    )

  const reviewRefused = (record: PixTransferRecord) =>
    new StateMachine.InvalidTransition({
      machine: pixTransfer.name,
      from: `${record.status} (review ${record.review})`,
      trigger: "review"
    })

  /** Releases a transfer held for review: the review is `APPROVED` and the transfer is sent. */
  const approve = Effect.fnUntraced(function* (accountId: PixTransferRecord["accountId"], id: string) {
    const record = yield* findOwned(accountId, id)
    if (record.status !== "PENDING" || record.review !== "PENDING") return yield* reviewRefused(record)
    const now = yield* nowDate
    const approved = yield* store.updateStatus(
      accountId,
      id,
      { status: "PENDING", review: "PENDING" },
      { status: "PENDING", review: "APPROVED", updatedAt: now }
    )
    return yield* send(approved)
  }, span("PixTransfers.approve"))

  /** Refuses a transfer held for review: FAILED, review `REFUSED`, the debit returned, `transfer.failed`. */
  const refuse = Effect.fnUntraced(function* (accountId: PixTransferRecord["accountId"], id: string, reason: string) {
    const record = yield* findOwned(accountId, id)
    if (record.status !== "PENDING" || record.review !== "PENDING") return yield* reviewRefused(record)
    return yield* failRecord(record, reason, "REFUSED")
  }, span("PixTransfers.refuse"))

  const byEndToEndId = (endToEndId: string) =>
    Effect.flatMap(store.findByEndToEndId(endToEndId), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PixTransferNotFound({ id: endToEndId }))
    )

  /** The network settled a transfer: COMPLETED with `recipient`, `transfer.completed`; again is a no-op success. */
  const settle = Effect.fnUntraced(function* (notice: TransferSettled) {
    const record = yield* byEndToEndId(notice.endToEndId)
    if (record.status === "COMPLETED") return { record, replayed: true } satisfies PixTransferOutcome
    const updated = yield* settleRecord(record, notice.recipient, notice.settledAt)
    return { record: updated, replayed: false } satisfies PixTransferOutcome
  }, span("PixTransfers.settle"))

  /** The network failed a transfer: FAILED, the debit returned, `transfer.failed`; again is a no-op success. */
  const fail = Effect.fnUntraced(function* (notice: TransferFailed) {
    const record = yield* byEndToEndId(notice.endToEndId)
    if (record.status === "FAILED") return { record, replayed: true } satisfies PixTransferOutcome
    const updated = yield* failRecord(record, notice.reason)
    return { record: updated, replayed: false } satisfies PixTransferOutcome
  }, span("PixTransfers.fail"))

  return { send, approve, refuse, settle, fail, findOwned } as const
})
