import { Context, Effect, Layer, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import { toReais } from "../money/Money.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import type { AccountId } from "../ledger/Model.ts"
import { createOnce } from "../shared/ExternalReference.ts"
import { Ids } from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { Transactor } from "../shared/Transactor.ts"
import { Billings } from "./Billings.ts"
import { addDays, saoPauloDate, saoPauloMidnightOf } from "./Calendar.ts"
import { lookUpPayer, merchantTaking } from "./Create.ts"
import { InvalidBilling } from "./Errors.ts"
import { type BillingRecord, isPayable } from "./Record.ts"
import { BillingStore } from "./Store.ts"
import { subscription } from "./Subscription.ts"
import {
  SubscriptionNotFound,
  SubscriptionReferenceConflict,
  SubscriptionStatusConflict
} from "./SubscriptionErrors.ts"
import {
  dueDateOfSubscriptionCycle,
  subscriptionIdPrefix,
  subscriptionPageSizeDefault,
  subscriptionPageSizeMax,
  type SubscriptionRecord
} from "./SubscriptionRecord.ts"
import {
  type CreateSubscriptionInput,
  type ValidCreateSubscription,
  subscriptionFingerprintOf,
  validateCreateSubscription
} from "./SubscriptionRequest.ts"
import { layerSubscriptionMemory, subscriptionDueBatchMax, SubscriptionStore } from "./SubscriptionStore.ts"
import { SubscriptionStatus } from "./Subscription.ts"
import { Schema } from "effect"

type Outcome =
  | { readonly _tag: "made"; readonly subscription: SubscriptionRecord; readonly billing: BillingRecord }
  | { readonly _tag: "skipped" }
  | { readonly _tag: "failed" }

/** Days before a cycle's due date its billing is made, by default (`SUBSCRIPTION_BILLING_DAYS_BEFORE`). */
export const subscriptionBillingDaysBeforeDefault = 10

/** Subscriptions a generation pass reads by default. */
export const subscriptionBatchDefault = 100

/** Times a cancel reads again after another writer (a worker's cycle) moved the subscription first. */
export const subscriptionWriteAttemptsMax = 5

const isStatus = Schema.is(SubscriptionStatus)

/**
 * Recurring subscriptions (`subscriptions/*`, docs/decisions.md "Subscriptions"): created ACTIVE; each cycle's
 * billing made by the billings' create use case `daysBefore` its due date, exactly once (the subscription's
 * compare-and-set advance and the billing's insert in one transaction, and a unique (subscription, cycle) on billings);
 * EXPIRED once its last cycle is billed; CANCELED by the merchant, with its unpaid billings.
 */
export class Subscriptions extends Context.Service<Subscriptions>()("@trilho/domain/Subscriptions", {
  make: Effect.gen(function* () {
    const store = yield* SubscriptionStore
    const billingStore = yield* BillingStore
    const billings = yield* Billings
    const ids = yield* Ids
    const transactor = yield* Transactor
    const accounts = yield* Accounts.Accounts
    const customers = yield* CustomerStore

    /** The account's subscription with this id, or else with this `externalReference`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const byId = yield* store.findById(accountId, id)
      if (Option.isSome(byId)) return byId.value
      const byReference = yield* store.findByExternalReference(accountId, id)
      return Option.isSome(byReference) ? byReference.value : yield* new SubscriptionNotFound({ id })
    }, span("Subscriptions.findById"))

    /** A page of the account's subscriptions, newest first; `status` filters. */
    const list = Effect.fnUntraced(function* (
      accountId: AccountId,
      input: {
        readonly page?: number | undefined
        readonly pageSize?: number | undefined
        readonly status?: string | undefined
      }
    ) {
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? subscriptionPageSizeDefault
      const problems: Array<{ field: string; message: string }> = []
      if (input.status !== undefined && !isStatus(input.status)) {
        problems.push({ field: "status", message: "status is not a known value" })
      }
      if (!Number.isSafeInteger(page) || page < 1)
        problems.push({ field: "page", message: "page is a whole number from 1" })
      if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > subscriptionPageSizeMax) {
        problems.push({ field: "pageSize", message: `pageSize is a whole number from 1 to ${subscriptionPageSizeMax}` })
      }
      if (problems.length > 0) return yield* new InvalidBilling({ problems })
      const status = input.status as SubscriptionStatus | undefined
      const found = yield* store.findManyByAccount(accountId, { status }, { page, pageSize })
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Subscriptions.list"))

    const createNew = (input: ValidCreateSubscription, fingerprint: string) =>
      Effect.gen(function* () {
        yield* Effect.provideService(
          merchantTaking({ ...input, emitFiscalInvoice: false }),
          Accounts.Accounts,
          accounts
        )
        const customer = yield* Effect.provideService(lookUpPayer(input), CustomerStore, customers)
        const started = yield* fromEither(StateMachine.start(subscription, "create")).pipe(Effect.orDie)
        const now = yield* nowDate
        const record: SubscriptionRecord = {
          id: yield* ids.next(subscriptionIdPrefix),
          accountId: input.accountId,
          ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
          method: input.method,
          status: started.to,
          amountCentavos: input.amountCentavos,
          cycle: input.cycle,
          firstDueDate: input.firstDueDate,
          cyclesBilled: 0,
          nextDueDate: input.firstDueDate,
          ...(input.endDate === undefined ? {} : { endDate: input.endDate }),
          ...(input.maxPayments === undefined ? {} : { maxPayments: input.maxPayments }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.externalReference === undefined ? {} : { externalReference: input.externalReference }),
          customer,
          fineBps: input.fineBps,
          interestMonthlyBps: input.interestMonthlyBps,
          ...(input.card === undefined ? {} : { card: input.card }),
          version: 1,
          requestFingerprint: fingerprint,
          createdAt: now,
          updatedAt: now
        }
        yield* store.insert(record)
        return { record, replayed: false }
      })

    /**
     * Creates a subscription ACTIVE: every field checked (`validateCreateSubscription` on today's São Paulo date),
     * the payer resolved and copied, the amount above the method's fee. No billing is made here: the worker makes
     * each cycle's. With an `externalReference` already used: the same body replays, another is a conflict.
     */
    const create = Effect.fn("Subscriptions.create")(function* (input: CreateSubscriptionInput) {
      const valid = yield* fromEither(validateCreateSubscription(input, saoPauloDate(yield* nowDate)))
      const fingerprint = subscriptionFingerprintOf(valid)
      return yield* createOnce({
        reference: valid.externalReference,
        fingerprint,
        find: (reference) => store.findByExternalReference(valid.accountId, reference),
        conflict: ({ externalReference = "", id }) =>
          new SubscriptionReferenceConflict({ externalReference, subscriptionId: id }),
        duplicate: "DuplicateSubscriptionReference",
        create: createNew(valid, fingerprint)
      })
    })

    /**
     * Cancels an ACTIVE subscription: CANCELED, and its billings still PENDING or OVERDUE canceled (billings'
     * `cancel`), in one transaction; paid ones stay. Another status is `SubscriptionStatusConflict`.
     */
    const cancel = Effect.fn("Subscriptions.cancel")(function* (accountId: AccountId, id: string) {
      for (let left = subscriptionWriteAttemptsMax; ; left--) {
        const record = yield* findById(accountId, id)
        const moved = StateMachine.transition(subscription, record.status, "cancel")
        if (Result.isFailure(moved)) {
          return yield* new SubscriptionStatusConflict({ subscriptionId: record.id, status: record.status })
        }
        const now = yield* nowDate
        const next = {
          ...record,
          status: moved.success.to,
          canceledAt: now,
          updatedAt: now,
          version: record.version + 1
        }
        const done = yield* transactor
          .transactionally(
            Effect.gen(function* () {
              const updated = yield* store.update(next, record.version)
              for (const b of yield* billingStore.findManyBySubscription(accountId, record.id)) {
                if (!isPayable(b)) continue
                yield* billings
                  .cancel(accountId, b.id)
                  .pipe(Effect.catchTag("BillingStatusConflict", () => Effect.void))
              }
              return updated
            })
          )
          .pipe(
            Effect.map(Option.some),
            Effect.catchTag("SubscriptionChanged", (e) => (left > 1 ? Effect.succeedNone : Effect.fail(e)))
          )
        if (Option.isSome(done)) return done.value
      }
    })

    /**
     * Bills the subscription's next cycle, in one transaction: the compare-and-set advance (cycles billed + 1, the
     * next due date, EXPIRED after the last cycle) and the billing (billings' create, with the subscription's id and
     * the cycle's number). Of two workers billing one cycle, one advances and the other gets `SubscriptionChanged`
     * and writes nothing.
     */
    const billNext = (record: SubscriptionRecord, now: Date) =>
      Effect.gen(function* () {
        const dueDate = record.nextDueDate!
        const following = dueDateOfSubscriptionCycle(record, record.cyclesBilled + 1)
        const ended = following === undefined
        const moved = ended ? StateMachine.transition(subscription, record.status, "end_reached") : undefined
        if (moved !== undefined && Result.isFailure(moved)) return yield* Effect.die(moved.failure)
        const next: SubscriptionRecord = {
          ...record,
          cyclesBilled: record.cyclesBilled + 1,
          nextDueDate: following,
          ...(moved === undefined ? {} : { status: moved.success.to, expiredAt: now }),
          version: record.version + 1,
          updatedAt: now
        }
        return yield* transactor.transactionally(
          Effect.gen(function* () {
            const updated = yield* store.update(next, record.version)
            const made = yield* billings.create({
              accountId: record.accountId,
              apiKeyId: record.apiKeyId,
              method: record.method,
              amount: toReais(record.amountCentavos),
              dueDate,
              description: record.description,
              payer: record.customer,
              fine: { value: record.fineBps / 100 },
              interest: { value: record.interestMonthlyBps / 100 },
              subscriptionId: record.id,
              subscriptionCycle: record.cyclesBilled + 1,
              // A card cycle is charged by the worker from the start of its due date (São Paulo), not at create.
              ...(record.card === undefined
                ? {}
                : { card: { ...record.card, nextChargeAt: saoPauloMidnightOf(dueDate) } })
            })
            return { subscription: updated, billing: made.record }
          })
        )
      })

    /**
     * One generation pass at `now`: for each ACTIVE subscription whose next cycle is due within `daysBefore` days of
     * `now`'s São Paulo date (or already past), bills its cycles up to that horizon, each once. A subscription
     * another writer advanced first is left to the next pass; a billing refused (the merchant's fee grew past the
     * amount) leaves its subscription unchanged and is counted in `failed`.
     */
    const generate = Effect.fn("Subscriptions.generate")(function* (
      now: Date,
      daysBefore: number = subscriptionBillingDaysBeforeDefault,
      limit: number = subscriptionBatchDefault
    ) {
      const horizon = addDays(saoPauloDate(now), daysBefore)
      const due = yield* store.findDue(horizon, Math.min(limit, subscriptionDueBatchMax))
      const made: Array<{ readonly subscriptionId: string; readonly billingId: string; readonly cycle: number }> = []
      let skipped = 0
      let failed = 0
      for (const first of due) {
        let record: SubscriptionRecord | undefined = first
        while (
          record !== undefined &&
          record.status === "ACTIVE" &&
          record.nextDueDate !== undefined &&
          record.nextDueDate <= horizon
        ) {
          const outcome: Outcome = yield* billNext(record, now).pipe(
            Effect.map((r) => ({ _tag: "made" as const, ...r })),
            Effect.catchTags({
              SubscriptionChanged: () => Effect.succeed({ _tag: "skipped" as const }),
              DuplicateBillingCycle: () => Effect.succeed({ _tag: "skipped" as const }),
              InvalidBilling: (e) =>
                Effect.as(Effect.logWarning(`subscription ${first.id}: ${e.message}`), { _tag: "failed" as const }),
              FeatureNotConfigured: () => Effect.succeed({ _tag: "failed" as const }),
              BillingMethodNotAvailable: () => Effect.succeed({ _tag: "failed" as const })
            })
          )
          if (outcome._tag === "made") {
            made.push({
              subscriptionId: first.id,
              billingId: outcome.billing.id,
              cycle: outcome.billing.subscriptionCycle ?? 0
            })
            record = outcome.subscription
          } else {
            if (outcome._tag === "skipped") skipped++
            else failed++
            record = undefined
          }
        }
      }
      return { made, skipped, failed }
    })

    /** The account's billings of a subscription, by cycle. */
    const billingsOf = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const record = yield* findById(accountId, id)
      return yield* billingStore.findManyBySubscription(accountId, record.id)
    }, span("Subscriptions.billingsOf"))

    return { create, findById, list, cancel, generate, billingsOf } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(Subscriptions, Subscriptions.make)

  /** The service over memory ports (`Billings.Test` and the memory subscription store). */
  static readonly Test = Layer.suspend(() =>
    Subscriptions.Default.pipe(Layer.provideMerge(Layer.merge(layerSubscriptionMemory, Billings.Test)))
  )
}
