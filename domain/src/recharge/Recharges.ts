import { Context, Effect, Layer, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { mobileRechargeEntry, mobileRechargeReversalEntry } from "../ledger/OutflowEntries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId, mainLedgerAccount } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import * as Ids from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import { InvalidRecharge, RechargeNotCancellable, RechargeNotFound } from "./Errors.ts"
import { type MobilePhone, parseMobilePhone } from "./Phone.ts"
import { layerSandbox, RechargeNetwork } from "./RechargeNetwork.ts"
import * as Store from "./RechargeStore.ts"
import { RechargeStore } from "./RechargeStore.ts"
import {
  canBeCancelled,
  idBodyOf,
  type RechargeChanges,
  rechargeAdvanceBatchMax,
  rechargeHandOverDelayMs,
  rechargeIdPrefix,
  rechargeMachine,
  rechargePageSizeDefault,
  rechargePageSizeMax,
  rechargeReasonLengthMax,
  type RechargeRecord,
  rechargeReversalIdPrefix,
  type RechargeStatus,
  type RechargeTrigger
} from "./Record.ts"

/** A create request as the API hands it over (amount already in centavos). */
export interface CreateRechargeInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly phone: string
  readonly amountCentavos: number
}

/** A list request: page from 1, page size up to `rechargePageSizeMax`, filters. */
export interface ListRechargesInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly status?: RechargeStatus | undefined
  readonly phone?: string | undefined
}

type Problem = { readonly field: string; readonly message: string }

/** The phone as a problem-or-number, with `field` named in the problem. */
const phoneOf = (problems: Array<Problem>, field: string, input: string): MobilePhone | undefined => {
  const parsed = parseMobilePhone(input)
  if (Result.isSuccess(parsed)) return parsed.success
  problems.push({ field, message: parsed.failure.replace(/^phone/, field) })
  return undefined
}

/** Reais as the refusal of an amount shows them (`15.00`). */
const reaisText = (amountCentavos: number) => (amountCentavos / 100).toFixed(2)

/** The debit entry of a recharge; the same record gives the same entry, so its reversal can be rebuilt. */
export const debitEntryOf = (record: RechargeRecord) =>
  mobileRechargeEntry(
    {
      id: EntryId.make(record.id),
      accountId: record.accountId,
      transactionId: record.id,
      description: `Mobile recharge ${record.operator} ${record.phone}`,
      createdAt: record.createdAt
    },
    { payer: mainLedgerAccount(record.accountId), amountCentavos: record.amountCentavos }
  )

/** The reversal of a recharge's debit, written once when it fails or is cancelled. */
export const reversalEntryOf = (record: RechargeRecord, at: Date) =>
  mobileRechargeReversalEntry(
    {
      id: EntryId.make(`${rechargeReversalIdPrefix}_${idBodyOf(record.id)}`),
      accountId: record.accountId,
      transactionId: record.id,
      description: `Mobile recharge returned ${record.operator} ${record.phone}`,
      createdAt: at
    },
    debitEntryOf(record)
  )

const reasonText = (reason: string) => reason.trim().slice(0, rechargeReasonLengthMax) || "failed"

/**
 * Prepaid mobile recharges (`mobile-recharge/*`, docs/decisions.md "Mobile recharge"). A recharge is created PENDING
 * with its debit (the amount, no fee, from `withdrawable`) in one transaction; while PENDING the merchant may cancel
 * it; handed to the operator it is PROCESSING, then COMPLETED or FAILED. A failure or a cancellation returns exactly
 * the debit, once: every move is a compare-and-set on the status, with its reversal in the same transaction.
 */
export class Recharges extends Context.Service<Recharges>()("@trilho/domain/Recharges", {
  make: Effect.gen(function* () {
    const store = yield* RechargeStore
    const network = yield* RechargeNetwork
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const ids = yield* Ids.Ids
    const transactor = yield* Transactor.Transactor

    const require = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new RechargeNotFound({ id }))
      )

    /**
     * Fires `trigger` on `record` (as found) by compare-and-set, writing `changes`; with `refund`, the reversal of
     * its debit in the same transaction. A concurrent move that came first is `RechargeStatusChanged`.
     */
    const move = (
      record: RechargeRecord,
      trigger: RechargeTrigger,
      changes: (now: Date) => Omit<RechargeChanges, "status" | "updatedAt">,
      refund: boolean
    ) =>
      Effect.gen(function* () {
        const outcome = yield* fromEither(StateMachine.transition(rechargeMachine, record.status, trigger))
        const now = yield* nowDate
        return yield* transactor.transactionally(
          Effect.gen(function* () {
            const updated = yield* store.updateStatus(record.accountId, record.id, record.status, {
              ...changes(now),
              status: outcome.to,
              updatedAt: now
            })
            if (refund) yield* ledger.post(reversalEntryOf(updated, now))
            return updated
          })
        )
      })

    /** The operator of `phoneNumber` and its packages; a number that is not a Brazilian mobile is `InvalidRecharge`. */
    const provider = Effect.fnUntraced(function* (phoneNumber: string) {
      const problems: Array<Problem> = []
      const phone = phoneOf(problems, "phoneNumber", phoneNumber)
      if (phone === undefined) return yield* new InvalidRecharge({ problems })
      return { phone, offer: yield* network.lookup(phone) }
    }, span("Recharges.provider"))

    /**
     * Creates a recharge: the phone must be a Brazilian mobile and the amount one of its operator's packages
     * (`InvalidRecharge` names every problem); `InsufficientFunds` (the ledger's) when `withdrawable` is short, and
     * then nothing is written.
     */
    const create = Effect.fnUntraced(function* (input: CreateRechargeInput) {
      const problems: Array<Problem> = []
      const phone = phoneOf(problems, "phone", input.phone)
      const amount = input.amountCentavos
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        problems.push({ field: "amount", message: "amount must be a positive amount of reais" })
      }
      if (phone === undefined) return yield* new InvalidRecharge({ problems })
      const offer = yield* network.lookup(phone)
      if (problems.length === 0 && !offer.packagesCentavos.includes(amount)) {
        problems.push({
          field: "amount",
          message: `amount must be one of the ${offer.operator} packages: ${offer.packagesCentavos.map(reaisText).join(", ")}`
        })
      }
      if (problems.length > 0) return yield* new InvalidRecharge({ problems })
      const merchant = yield* Accounts.requireById(accounts, input.accountId)
      const started = yield* fromEither(StateMachine.start(rechargeMachine, "create")).pipe(Effect.orDie)
      const now = yield* nowDate
      const record: RechargeRecord = {
        id: yield* ids.next(rechargeIdPrefix),
        accountId: merchant.id,
        ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
        phone: phone.digits,
        operator: offer.operator,
        amountCentavos: centavos(amount),
        status: started.to,
        createdAt: now,
        updatedAt: now
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          // The record first: in memory it rolls back when the ledger refuses; the ledger last.
          yield* store.insert(record)
          yield* ledger.post(debitEntryOf(record))
          return record
        })
      )
    }, span("Recharges.create"))

    /** The account's recharge; another account's is `RechargeNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* require(accountId, id)
    }, span("Recharges.findById"))

    /** One page of the account's recharges, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListRechargesInput) {
      const problems: Array<Problem> = []
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? rechargePageSizeDefault
      if (!Number.isInteger(page) || page < 1) problems.push({ field: "page", message: "page must be 1 or more" })
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > rechargePageSizeMax) {
        problems.push({ field: "pageSize", message: `pageSize must be from 1 to ${rechargePageSizeMax}` })
      }
      const phone = input.phone === undefined ? undefined : phoneOf(problems, "phone", input.phone)
      if (problems.length > 0) return yield* new InvalidRecharge({ problems })
      const found = yield* store.findPage(accountId, { status: input.status, phone: phone?.digits }, { page, pageSize })
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Recharges.list"))

    /**
     * Cancels a PENDING recharge: CANCELED, the debit returned. Any other status (or a concurrent move that came
     * first) is `RechargeNotCancellable`.
     */
    const cancel = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const record = yield* require(accountId, id)
      if (!canBeCancelled(record.status)) return yield* new RechargeNotCancellable({ id, status: record.status })
      return yield* move(record, "cancel", (now) => ({ canceledAt: now }), true).pipe(
        Effect.catchTag("RechargeStatusChanged", () =>
          Effect.flatMap(require(accountId, id), (now) =>
            Effect.fail(new RechargeNotCancellable({ id, status: now.status }))
          )
        )
      )
    }, span("Recharges.cancel"))

    /** Hands a PENDING recharge (as found) to its operator; see `send`. */
    const sendRecord = (record: RechargeRecord) =>
      Effect.gen(function* () {
        if (record.status !== "PENDING") return record
        const outcome = yield* network.submit({
          rechargeId: record.id,
          phone: Result.getOrThrow(parseMobilePhone(record.phone)),
          operator: record.operator,
          amountCentavos: record.amountCentavos
        })
        return outcome._tag === "Accepted"
          ? yield* move(record, "send", () => ({ operatorReference: outcome.operatorReference }), false)
          : yield* move(record, "fail", (now) => ({ failureReason: reasonText(outcome.reason), failedAt: now }), true)
      })

    /**
     * Hands a PENDING recharge to its operator: PROCESSING with the operator's reference, or FAILED with the debit
     * returned when the operator refuses it. A recharge no longer PENDING is returned as it is.
     */
    const send = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* sendRecord(yield* require(accountId, id))
    }, span("Recharges.send"))

    /**
     * The operator credited the phone: COMPLETED. A PENDING one is handed over first, and the operator may refuse it
     * there (FAILED, the debit returned). Again on a COMPLETED recharge is a no-op success; on a FAILED or CANCELED
     * one, `InvalidTransition`.
     */
    const complete = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const record = yield* require(accountId, id)
      if (record.status === "COMPLETED") return record
      const handed = yield* sendRecord(record)
      if (record.status === "PENDING" && handed.status === "FAILED") return handed
      return yield* move(handed, "complete", (now) => ({ completedAt: now }), false)
    }, span("Recharges.complete"))

    /**
     * The recharge failed (at the operator, or a sandbox control): FAILED with `reason`, the debit returned. Again on
     * a FAILED recharge is a no-op success; on a COMPLETED or CANCELED one, `InvalidTransition`.
     */
    const fail = Effect.fnUntraced(function* (accountId: AccountId, id: string, reason: string) {
      const record = yield* require(accountId, id)
      if (record.status === "FAILED") return record
      return yield* move(record, "fail", (now) => ({ failureReason: reasonText(reason), failedAt: now }), true)
    }, span("Recharges.fail"))

    /** Completes or fails a PROCESSING recharge (as found) by what its operator says now; a running one stays. */
    const pollRecord = (record: RechargeRecord, now: Date) =>
      Effect.gen(function* () {
        const state = yield* network.poll(
          {
            rechargeId: record.id,
            phone: Result.getOrThrow(parseMobilePhone(record.phone)),
            operator: record.operator,
            amountCentavos: record.amountCentavos,
            operatorReference: record.operatorReference ?? "",
            sentAt: record.updatedAt
          },
          now
        )
        if (state._tag === "Running") return record
        return state._tag === "Completed"
          ? yield* move(record, "complete", (at) => ({ completedAt: at }), false)
          : yield* move(record, "fail", (at) => ({ failureReason: reasonText(state.reason), failedAt: at }), true)
      })

    /**
     * One worker pass: hands over the PENDING recharges older than `rechargeHandOverDelayMs` (the cancel window), then
     * asks the operator about the PROCESSING ones, oldest first, at most `limit` of each. A recharge another request
     * moved meanwhile, or that fails to move, is logged and left for the next pass. Returns how many moved.
     */
    const advance = Effect.fnUntraced(function* (limit: number = rechargeAdvanceBatchMax) {
      const now = yield* nowDate
      const counts = { handedOver: 0, completed: 0, failed: 0 }
      const count = (before: RechargeRecord, after: RechargeRecord) => {
        if (after.status === before.status) return
        if (after.status === "PROCESSING") counts.handedOver++
        else if (after.status === "COMPLETED") counts.completed++
        else if (after.status === "FAILED") counts.failed++
      }
      const due = yield* store.findDue("PENDING", new Date(now.getTime() - rechargeHandOverDelayMs), limit)
      for (const record of due) {
        const after = yield* sendRecord(record).pipe(
          Effect.catch((error) => Effect.as(Effect.logWarning(`recharge ${record.id} not handed over`, error), record))
        )
        count(record, after)
      }
      const running = yield* store.findDue("PROCESSING", now, limit)
      for (const record of running) {
        const after = yield* pollRecord(record, now).pipe(
          Effect.catch((error) => Effect.as(Effect.logWarning(`recharge ${record.id} not polled`, error), record))
        )
        count(record, after)
      }
      return counts
    }, span("Recharges.advance"))

    return { provider, create, findById, list, cancel, send, complete, fail, advance } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(Recharges, Recharges.make)

  /**
   * The service over memory ports (ledger, accounts, counter ids, the memory transactor with the recharge store
   * enlisted) and the sandbox operator; provides the ports too.
   */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter)
    const ports = Layer.mergeAll(Accounts.layerMemory, Store.layerMemory, layerSandbox).pipe(Layer.provideMerge(base))
    return Layer.provideMerge(Recharges.Default, ports)
  })
}
