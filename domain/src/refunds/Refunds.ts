import { Context, Effect, Layer, Option } from "effect"
import { ChargeFlag, flagOn } from "../charges/Flags.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { type ChargeStoreError, FeatureNotEnabled, SubaccountNotFound } from "../charges/Errors.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { ChargeSubaccounts } from "../charges/Subaccounts.ts"
import type { EventType } from "../events/Catalog.ts"
import { refundEntry, refundReversalEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId } from "../ledger/Model.ts"
import type { RefundCompleted, RefundFailed } from "../pix/Notices.ts"
import * as Accounts from "../ports/Accounts.ts"
import { ChargeStore } from "../ports/ChargeStore.ts"
import { Ids } from "../ports/Ids.ts"
import { Outbox, type OutboxEventInput } from "../ports/Outbox.ts"
import { PixNetwork } from "../ports/PixNetwork.ts"
import { RefundStore } from "../ports/RefundStore.ts"
import { Transactor } from "../ports/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { canWithdraw } from "../subaccounts/Machine.ts"
import { pixCharge } from "../transactions/Machines.ts"
import { receiverOf, refundAmountsOf } from "./Amounts.ts"
import { DepositAlreadyRefunded, DepositNotRefundable, RefundIdConflict, RefundNotFound } from "./Errors.ts"
import { refundScheduleOf } from "./Pricing.ts"
import { isActiveRefund, refundIdPrefix, type RefundRecord, refundReversalIdOf, toLeanRefund } from "./Record.ts"
import {
  type CreateRefundInput,
  type ListRefundsInput,
  refundFingerprintOf,
  validateRefundCreate,
  validateRefundList
} from "./Request.ts"
import { span } from "../shared/Tracing.ts"

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
const eventOf = (eventType: EventType, charge: ChargeRecord, refund: RefundRecord, at: Date): OutboxEventInput => ({
  accountId: charge.accountId,
  eventType,
  aggregateId: charge.id,
  apiKeyId: refund.apiKeyId,
  payload: toLeanRefund(charge, refund),
  createdAt: at
})

/**
 * Full refunds (devoluções) of received PIX deposits (docs/decisions.md, "Refunds"). A request reserves the money
 * and hands the refund to the PIX network; the network's notice completes it (the deposit becomes REVERSED) or fails
 * it (the debit is returned exactly and the deposit may be refunded again).
 */
export class Refunds extends Context.Service<Refunds>()("@trilho/domain/Refunds", {
  make: Effect.gen(function* () {
    const store = yield* RefundStore
    const charges = yield* ChargeStore
    const accounts = yield* Accounts.Accounts
    const subaccounts = yield* ChargeSubaccounts
    const ledger = yield* Ledger
    const outbox = yield* Outbox
    const ids = yield* Ids
    const transactor = yield* Transactor
    const network = yield* PixNetwork

    const chargeOf = (accountId: AccountId, chargeId: string) =>
      Effect.flatMap(charges.findById(accountId, chargeId), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.die(new Error(`refund of a lost charge ${chargeId}`))
      )

    const replayOrConflict = (existing: RefundRecord, fingerprint: string) =>
      existing.requestFingerprint === fingerprint
        ? Effect.map(chargeOf(existing.accountId, existing.chargeId), (charge): RefundOutcome => ({
            charge,
            refund: existing,
            replayed: true
          }))
        : Effect.fail(new RefundIdConflict({ refundId: existing.refundId }))

    /** The account's deposit named by id or end-to-end id. */
    const findDeposit = (accountId: AccountId, by: "transactionId" | "e2eId", value: string) =>
      Effect.gen(function* () {
        const chargeId =
          by === "transactionId" ? Option.some(value) : yield* store.findChargeIdByEndToEndId(accountId, value)
        const charge = Option.isSome(chargeId) ? yield* charges.findById(accountId, chargeId.value) : Option.none()
        return Option.isSome(charge) ? charge.value : yield* new RefundNotFound({ id: value })
      })

    /** The PIX-out surcharge of the subaccount that received `charge`, and its withdrawal gate. */
    const subaccountSurcharge = (charge: ChargeRecord, subaccountId: string) =>
      Effect.gen(function* () {
        const found = yield* subaccounts.findById(charge.accountId, subaccountId)
        if (Option.isNone(found)) return yield* new SubaccountNotFound({ subaccountId })
        if (!canWithdraw(found.value)) {
          return yield* new DepositNotRefundable({
            chargeId: charge.id,
            message: `subaccount ${subaccountId} does not allow money to leave it`
          })
        }
        return found.value.pixOutSurcharge
      })

    /**
     * Fails a REQUESTED refund: REQUESTED → FAILED by compare-and-set, the reversal of its debit (every posting of
     * its `REFUND` entry negated) and `refund.failed`, in one transaction. The deposit stays COMPLETED.
     */
    const failRequested = (refund: RefundRecord, reason: string, failedAt: Date, referenceId?: string) =>
      Effect.gen(function* () {
        const charge = yield* chargeOf(refund.accountId, refund.chargeId)
        const move = yield* fromEither(StateMachine.transition(pixCharge, charge.status, "refund_failed"))
        const debit = yield* ledger.findEntryById(EntryId.make(refund.id))
        if (debit === undefined) return yield* Effect.die(new Error(`refund ${refund.id} has no debit entry`))
        const now = yield* nowDate
        const reversal = refundReversalEntry(
          {
            id: EntryId.make(refundReversalIdOf(refund.id)),
            accountId: refund.accountId,
            transactionId: charge.id,
            idempotencyKey: refundReversalKey(refund.id),
            description: refundReversalDescription,
            createdAt: now
          },
          debit
        )
        return yield* transactor.transactionally(
          Effect.gen(function* () {
            const failed = yield* store.updateStatus(refund.accountId, refund.id, "REQUESTED", "FAILED", {
              updatedAt: now,
              failedAt,
              failureReason: reason,
              referenceId
            })
            yield* ledger.post(reversal)
            yield* outbox.append(move.events.map((event) => eventOf(event, charge, failed, now)))
            return { charge, refund: failed, replayed: false } satisfies RefundOutcome
          })
        )
      })

    /**
     * Asks the network to return `refund`'s deposit net (the network's refund id is the record's id, so asking again
     * is the same request) and stores its reference. A refusal fails the refund and returns its debit; an outage
     * does too when `onUnavailable` is `fail` (a request's own hand-over), or leaves it REQUESTED for a later pass.
     */
    const handOver = (charge: ChargeRecord, refund: RefundRecord, onUnavailable: "fail" | "wait") =>
      network
        .requestRefund({
          originalEndToEndId: refund.endToEndId,
          refundId: refund.id,
          amountCentavos: refund.depositNetCentavos,
          nature: refund.nature,
          ...(refund.description === undefined ? {} : { description: refund.description })
        })
        .pipe(
          Effect.flatMap(({ referenceId }) =>
            Effect.flatMap(nowDate, (now) =>
              Effect.map(
                store.updateStatus(refund.accountId, refund.id, "REQUESTED", "REQUESTED", {
                  referenceId,
                  updatedAt: now
                }),
                (updated): RefundOutcome => ({ charge, refund: updated, replayed: false })
              )
            )
          ),
          Effect.catchTag("PixNetworkError", (error) =>
            error.reason === "unavailable" && onUnavailable === "wait"
              ? Effect.succeed<RefundOutcome>({ charge, refund, replayed: false })
              : Effect.flatMap(nowDate, (failedAt) =>
                  failRequested(refund, `PIX network ${error.reason}: ${error.message}`, failedAt)
                )
          )
        )

    /**
     * Refunds a deposit in full. Refuses a request without exactly one of `transactionId` and `e2eId`
     * (`InvalidRefundInput`), `subaccountId` while subaccounts are not enabled (`FeatureNotEnabled`), a deposit of
     * another account or none (`RefundNotFound`), one not COMPLETED or without an end-to-end id
     * (`DepositNotRefundable`), one already refunded or being refunded (`DepositAlreadyRefunded`), and
     * `InsufficientFunds` when the account cannot cover the debit; nothing is written then. Otherwise, in one
     * transaction: the refund REQUESTED, its debit (`Entries.refundEntry`: the deposit's net to `sys:pix_clearing`
     * under the deposit's own lock, the fee to `sys:fee_revenue` from `withdrawable`) and `refund.requested`; then the
     * PIX network is asked. A network refusal or outage fails the refund at once and returns the debit. With a
     * `refundId` already used: the same body returns the first refund (`replayed`), another is `RefundIdConflict`.
     */
    const create = Effect.fnUntraced(function* (input: CreateRefundInput) {
      const valid = yield* fromEither(validateRefundCreate(input))
      const fingerprint = refundFingerprintOf(valid)
      const byRefundId = (refundId: string) =>
        Effect.flatMap(
          store.findByRefundId(valid.accountId, refundId),
          (found): Effect.Effect<RefundOutcome | undefined, RefundIdConflict | ChargeStoreError> =>
            Option.isSome(found) ? replayOrConflict(found.value, fingerprint) : Effect.succeed(undefined)
        )
      if (valid.refundId !== undefined) {
        const earlier = yield* byRefundId(valid.refundId)
        if (earlier !== undefined) return earlier
      }
      const merchant = yield* Accounts.requireById(accounts, valid.accountId)
      if (valid.subaccountId !== undefined) {
        if (!flagOn(merchant.flags, ChargeFlag.subaccounts)) {
          return yield* new FeatureNotEnabled({ feature: "subaccounts", message: "subaccounts are not enabled" })
        }
        if (!flagOn(merchant.flags, ChargeFlag.subaccountPix)) {
          return yield* new FeatureNotEnabled({
            feature: "subaccount_pix",
            message: "PIX for subaccounts is not enabled"
          })
        }
      }
      const charge = yield* findDeposit(merchant.id, valid.deposit.by, valid.deposit.value)
      if (valid.subaccountId !== undefined && charge.subaccountId !== valid.subaccountId) {
        return yield* new DepositNotRefundable({
          chargeId: charge.id,
          message: `deposit ${charge.id} was not received by subaccount ${valid.subaccountId}`
        })
      }
      const latest = (yield* store.findLatestByCharges(merchant.id, [charge.id])).get(charge.id)
      if (charge.status === "REVERSED" || (latest !== undefined && isActiveRefund(latest))) {
        return yield* new DepositAlreadyRefunded({ chargeId: charge.id, refundId: latest?.refundId ?? "" })
      }
      if (charge.status !== "COMPLETED") {
        return yield* new DepositNotRefundable({
          chargeId: charge.id,
          message: `only a COMPLETED deposit is refunded; ${charge.id} is ${charge.status}`
        })
      }
      if (charge.endToEndId === undefined) {
        return yield* new DepositNotRefundable({
          chargeId: charge.id,
          message: `deposit ${charge.id} has no endToEndId`
        })
      }
      const endToEndId = charge.endToEndId
      const move = yield* fromEither(StateMachine.transition(pixCharge, charge.status, "refund_requested"))
      const surcharge =
        charge.subaccountId === undefined ? undefined : yield* subaccountSurcharge(charge, charge.subaccountId)
      const amounts = refundAmountsOf(charge, yield* refundScheduleOf(merchant.flags), surcharge)
      if (amounts.depositNetCentavos <= 0) {
        // A split of the whole net left nothing of the deposit in the account: there is nothing of it to return.
        return yield* new DepositNotRefundable({
          chargeId: charge.id,
          message: `deposit ${charge.id} left nothing in the account to refund (its net went to the split partner)`
        })
      }
      const ledgerAccountId = receiverOf(charge)
      const depositUnlockAt = yield* store.findDepositUnlockAt(merchant.id, charge.id, ledgerAccountId)
      if (Option.isNone(depositUnlockAt)) {
        return yield* Effect.die(new Error(`deposit ${charge.id} has no ledger entry`))
      }
      const now = yield* nowDate
      const id = yield* ids.next(refundIdPrefix)
      const record: RefundRecord = {
        id,
        accountId: merchant.id,
        refundId: valid.refundId ?? id,
        chargeId: charge.id,
        endToEndId,
        status: "REQUESTED",
        nature: valid.nature,
        ...(valid.description === undefined ? {} : { description: valid.description }),
        ...amounts,
        ledgerAccountId,
        ...(charge.subaccountId === undefined ? {} : { subaccountId: charge.subaccountId }),
        depositUnlockAt: depositUnlockAt.value,
        ...(valid.apiKeyId === undefined ? {} : { apiKeyId: valid.apiKeyId }),
        requestFingerprint: fingerprint,
        requestedAt: now,
        updatedAt: now
      }
      const debit = refundEntry(
        {
          id: EntryId.make(id),
          accountId: merchant.id,
          transactionId: charge.id,
          idempotencyKey: refundEntryKey(id),
          description: refundEntryDescription,
          createdAt: now
        },
        {
          payer: ledgerAccountId,
          refundCentavos: amounts.depositNetCentavos,
          feeCentavos: amounts.transferFeeCentavos,
          depositUnlockAt: depositUnlockAt.value
        }
      )
      const requested = yield* transactor
        .transactionally(
          Effect.gen(function* () {
            // The record first: in memory it rolls back when the ledger refuses; the ledger and outbox last.
            yield* store.insert(record)
            yield* ledger.post(debit)
            yield* outbox.append(move.events.map((event) => eventOf(event, charge, record, now)))
            return undefined
          })
        )
        .pipe(
          Effect.map((): RefundOutcome | undefined => undefined),
          // A concurrent request won a unique constraint: the same refundId answers as if it came first.
          Effect.catchTags({
            DuplicateRefundId: (duplicate) =>
              Effect.flatMap(byRefundId(duplicate.refundId), (earlier) =>
                earlier !== undefined ? Effect.succeed(earlier) : Effect.die(new Error("duplicate refundId vanished"))
              ),
            DuplicateActiveRefund: () =>
              Effect.flatMap(store.findLatestByCharges(merchant.id, [charge.id]), (found) =>
                Effect.fail(
                  new DepositAlreadyRefunded({ chargeId: charge.id, refundId: found.get(charge.id)?.refundId ?? "" })
                )
              )
          })
        )
      if (requested !== undefined) return requested
      // Handed over after the commit: the money is reserved before the network may move it.
      return yield* handOver(charge, record, "fail")
    }, span("Refunds.create"))

    /**
     * The refund a notice is about: by the network's reference, or else by the refund id the platform sent (the
     * record's id), for a notice arriving before the reference was stored.
     */
    const byNotice = (notice: { readonly referenceId: string; readonly refundId: string }) =>
      Effect.gen(function* () {
        const byReference = yield* store.findByReferenceId(notice.referenceId)
        if (Option.isSome(byReference)) return byReference.value
        const bySentId = yield* store.findBySentId(notice.refundId)
        if (Option.isSome(bySentId) && bySentId.value.referenceId === undefined) return bySentId.value
        return yield* new RefundNotFound({ id: notice.referenceId })
      })

    /**
     * A completion notice: the refund REQUESTED → COMPLETED (with `completedAt` and the return's id) and the deposit
     * COMPLETED → REVERSED (`refund_completed`), with `refund.completed` and `payment.refunded`, in one transaction.
     * The same notice again is a no-op success (`replayed`); a completion of a failed refund is `RefundStatusChanged`.
     */
    const complete = Effect.fnUntraced(function* (notice: RefundCompleted) {
      const refund = yield* byNotice(notice)
      const charge = yield* chargeOf(refund.accountId, refund.chargeId)
      if (refund.status === "COMPLETED") return { charge, refund, replayed: true } satisfies RefundOutcome
      const move = yield* fromEither(StateMachine.transition(pixCharge, charge.status, "refund_completed"))
      const now = yield* nowDate
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const completed = yield* store.updateStatus(refund.accountId, refund.id, "REQUESTED", "COMPLETED", {
            updatedAt: now,
            completedAt: notice.completedAt,
            returnId: notice.returnId,
            referenceId: notice.referenceId
          })
          const reversed = yield* charges.updateStatus(charge.accountId, charge.id, charge.status, move.to, {
            updatedAt: now
          })
          yield* outbox.append(move.events.map((event) => eventOf(event, reversed, completed, now)))
          return { charge: reversed, refund: completed, replayed: false } satisfies RefundOutcome
        })
      )
    }, span("Refunds.complete"))

    /**
     * A failure notice: the refund REQUESTED → FAILED, its debit returned exactly, `refund.failed`; the deposit stays
     * COMPLETED and may be refunded again. Again is a no-op success; a failure of a completed refund is
     * `RefundStatusChanged`.
     */
    const fail = Effect.fnUntraced(function* (notice: RefundFailed) {
      const refund = yield* byNotice(notice)
      if (refund.status === "FAILED") {
        return {
          charge: yield* chargeOf(refund.accountId, refund.chargeId),
          refund,
          replayed: true
        } satisfies RefundOutcome
      }
      return yield* failRequested(refund, notice.reason, notice.failedAt, notice.referenceId)
    }, span("Refunds.fail"))

    /**
     * Hands over again up to `limit` refunds left REQUESTED without a network reference since `handOverGraceMs`
     * before `now` (a process that stopped between a request's commit and its hand-over), oldest first. An outage
     * leaves them for the next pass; a refusal fails them and returns their debit. A refund moved meanwhile is skipped.
     */
    const handOverDue = Effect.fnUntraced(function* (now: Date, limit: number = handOverBatchDefault) {
      const due = yield* store.findUnsubmitted(new Date(now.getTime() - handOverGraceMs), limit)
      const pass = { handedOver: 0, failed: 0, waiting: 0, skipped: 0 }
      for (const refund of due) {
        const outcome = yield* Effect.flatMap(chargeOf(refund.accountId, refund.chargeId), (charge) =>
          handOver(charge, refund, "wait")
        ).pipe(
          Effect.map((o): RefundOutcome | undefined => o),
          Effect.catchTags({ RefundStatusChanged: () => Effect.succeed(undefined) })
        )
        if (outcome === undefined) pass.skipped++
        else if (outcome.refund.status === "FAILED") pass.failed++
        else if (outcome.refund.referenceId === undefined) pass.waiting++
        else pass.handedOver++
      }
      return pass
    }, span("Refunds.handOverDue"))

    /**
     * A deposit and a refund of the account, by `id`: a deposit's id or end-to-end id (with its latest refund), or a
     * `refundId` or refund record id (with that refund). A deposit never refunded is `RefundNotFound`.
     */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const withLatest = (charge: ChargeRecord) =>
        Effect.flatMap(store.findLatestByCharges(accountId, [charge.id]), (latest) => {
          const refund = latest.get(charge.id)
          return refund === undefined
            ? Effect.fail(new RefundNotFound({ id }))
            : Effect.succeed<RefundView>({ charge, refund })
        })
      const byCharge = yield* charges.findById(accountId, id)
      if (Option.isSome(byCharge)) return yield* withLatest(byCharge.value)
      const byRefundId = yield* store.findByRefundId(accountId, id)
      const refund = Option.isSome(byRefundId) ? byRefundId : yield* store.findById(accountId, id)
      if (Option.isSome(refund)) {
        return { charge: yield* chargeOf(accountId, refund.value.chargeId), refund: refund.value } satisfies RefundView
      }
      const byEndToEndId = yield* store.findChargeIdByEndToEndId(accountId, id)
      if (Option.isSome(byEndToEndId)) {
        const charge = yield* charges.findById(accountId, byEndToEndId.value)
        if (Option.isSome(charge)) return yield* withLatest(charge.value)
      }
      return yield* new RefundNotFound({ id })
    }, span("Refunds.findById"))

    /** A page of the account's refunded deposits, each with its latest refund, newest request first. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListRefundsInput) {
      const { filters, page } = yield* fromEither(validateRefundList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      const items = yield* Effect.forEach(found.items, (refund) =>
        Effect.map(chargeOf(accountId, refund.chargeId), (charge): RefundView => ({ charge, refund }))
      )
      return {
        items,
        total: found.total,
        page: page.page,
        pageSize: page.pageSize,
        pages: Math.ceil(found.total / page.pageSize)
      }
    }, span("Refunds.list"))

    /** The latest refund of each of the account's deposits `chargeIds` (the statement's refund blocks). */
    const latestOf = (accountId: AccountId, chargeIds: ReadonlyArray<string>) =>
      chargeIds.length === 0
        ? Effect.succeed<ReadonlyMap<string, RefundRecord>>(new Map())
        : store.findLatestByCharges(accountId, chargeIds).pipe(span("Refunds.latestOf"))

    return { create, complete, fail, handOverDue, findById, list, latestOf } as const
  })
}) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(Refunds, Refunds.make)
}
