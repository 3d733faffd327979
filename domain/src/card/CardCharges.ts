import { Clock, Context, Effect, Layer, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { descriptionLengthMax } from "../charges/Record.ts"
import type { EventType } from "../events/Catalog.ts"
import * as Outbox from "../events/Outbox.ts"
import { cardCreditEntry, cardRefundEntry, cardSettlementEntry } from "../ledger/Entries.ts"
import type { LedgerStoreError, PostError } from "../ledger/Errors.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId, mainLedgerAccount } from "../ledger/Model.ts"
import { centavos } from "../money/Money.ts"
import * as IdsPort from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { isStorable } from "../shared/Text.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import { type CardInput, type CardToken, validateCard } from "./Card.ts"
import { type AuthorizationResult, CardProcessor, type CardProcessorError } from "./CardProcessor.ts"
import * as CardProcessorMemory from "./CardProcessorMemory.ts"
import * as Store from "./CardTransactionStore.ts"
import { CardConfig, layer as configLayer, processorBaseUrl, settingsDefault } from "./Config.ts"
import { CardCheckoutClosed, type CardRefundRefused, InvalidCardCheckout } from "./Errors.ts"
import { cardAmounts, cardScheduleOf } from "./Fee.ts"
import { cardCheckoutExpirationSecondsDefault, cardTransaction, type CardTransactionTrigger } from "./Machine.ts"
import { cardCheckoutBlocker } from "./Onboarding.ts"
import { type CardTransactionRecord, toView } from "./Record.ts"
import { planRefund } from "./Refund.ts"
import { settlesAtOf } from "./Settlement.ts"

/** Characters of a return URL, at most. */
export const returnUrlLengthMax = 2_000

/** Compare-and-set attempts of one refund before it answers `CardTransactionChanged` (each re-reads the total). */
export const refundAttemptsMax = 100

/** Card transactions settled per `settleDue` call by default (each in its own transaction). */
export const settleDueBatchDefault = 100

/** `POST /card/checkout` as the domain takes it: `amountCentavos` is parsed from the body's reais. */
export interface CardCheckoutInput {
  readonly accountId: AccountId
  readonly apiKeyId: string
  readonly amountCentavos: number
  readonly description: string
  readonly successUrl?: string | undefined
  readonly cancelUrl?: string | undefined
  readonly coverFee?: boolean | undefined
}

/** A refund the service accepted: the transaction after it, and the refund's id and amount. */
export interface CardRefundOutcome {
  readonly record: CardTransactionRecord
  readonly refundId: string
  readonly amountCentavos: number
}

type Problem = { readonly field: string; readonly message: string }

const urlProblem = (field: string, value: string | undefined): ReadonlyArray<Problem> => {
  if (value === undefined) return []
  if (value.length > returnUrlLengthMax || !/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value) || !URL.canParse(value)) {
    return [{ field, message: `must be an http(s) URL of at most ${returnUrlLengthMax} characters` }]
  }
  return []
}

/** The description and return URLs of a checkout, every problem named (`InvalidCardCheckout`). */
export const checkCheckoutInput = (
  input: Pick<CardCheckoutInput, "description" | "successUrl" | "cancelUrl">
): Result.Result<string, InvalidCardCheckout> => {
  const description = input.description.trim()
  const problems: Array<Problem> = []
  if (description.length === 0 || description.length > descriptionLengthMax || !isStorable(description)) {
    problems.push({ field: "description", message: `must be 1 to ${descriptionLengthMax} printable characters` })
  }
  problems.push(...urlProblem("successUrl", input.successUrl), ...urlProblem("cancelUrl", input.cancelUrl))
  return problems.length > 0 ? Result.fail(new InvalidCardCheckout({ problems })) : Result.succeed(description)
}

const nowDate = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/**
 * Card checkout through the card processor (spec "Card checkout"): the onboarding link, the checkout (gate, fee,
 * the processor's hosted session), the buyer's card on the hosted page (tokenized at once: only the `CardToken` is
 * kept) and its challenge, refunds of the net and settlement. Every state change writes the transaction by
 * compare-and-set on its version, its ledger entry and its `payment.*` event in one `Transactor.transactionally`.
 */
export class CardCharges extends Context.Service<CardCharges>()("@trilho/domain/CardCharges", {
  make: Effect.gen(function* () {
    const store = yield* Store.CardTransactionStore
    const processor = yield* CardProcessor
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const outbox = yield* Outbox.Outbox
    const transactor = yield* Transactor.Transactor
    const ids = yield* IdsPort.Ids
    const config = yield* CardConfig

    const eventOf = (eventType: EventType, record: CardTransactionRecord, at: Date): Outbox.OutboxEventInput => ({
      accountId: record.accountId,
      eventType,
      aggregateId: record.id,
      apiKeyId: record.apiKeyId,
      payload: toView(record, at),
      createdAt: at
    })

    const entryId = Effect.map(ids.next("ent"), (id) => EntryId.make(id))

    /** A link to the processor's onboarding form for the account (its processor account is made on the first). */
    const onboardingLink = Effect.fnUntraced(function* (accountId: AccountId) {
      const back = `${processorBaseUrl(config.payUrl)}/onboarding-done`
      return yield* processor.createOnboardingLink({ merchantId: accountId, returnUrl: back, refreshUrl: back })
    }, span("CardCharges.onboardingLink"))

    /** The processor account of the merchant when it passes `cardCheckoutBlocker`, else the blocker. */
    const requireCardCheckout = Effect.fnUntraced(function* (accountId: AccountId) {
      const account = Option.getOrUndefined(yield* processor.findAccountByMerchant(accountId))
      const blocker = cardCheckoutBlocker(account)
      if (blocker !== undefined || account === undefined) return yield* Effect.fail(blocker!)
      return account
    })

    /**
     * Opens a card checkout: the input checked (`InvalidCardCheckout`, `CardAmountBelowMinimum`), the merchant
     * through the gate (`CardProcessingUnavailable`, the spec's 403), the amounts under its card schedule, a hosted
     * session at the processor, then the `PENDING` transaction stored. No event: the answer carries it.
     */
    const checkout = Effect.fnUntraced(function* (input: CardCheckoutInput) {
      const description = yield* Effect.fromResult(checkCheckoutInput(input))
      const merchant = yield* accounts.findById(input.accountId)
      if (Option.isNone(merchant)) return yield* new Accounts.MerchantNotFound({ accountId: input.accountId })
      const schedule = yield* cardScheduleOf(merchant.value.flags)
      const amounts = yield* Effect.fromResult(
        cardAmounts({
          schedule,
          rate: config.usdBrlRate,
          amountCentavos: input.amountCentavos,
          coverFee: input.coverFee === true
        })
      )
      const account = yield* requireCardCheckout(input.accountId)
      yield* Effect.fromResult(StateMachine.start(cardTransaction, "create"))
      const id = yield* ids.next("card")
      const now = yield* nowDate
      const expiresAt = new Date(now.getTime() + cardCheckoutExpirationSecondsDefault * 1000)
      const session = yield* processor.createCheckoutSession({
        processorAccountId: account.id,
        transactionId: id,
        amounts,
        description,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt
      })
      const record: CardTransactionRecord = {
        id,
        accountId: input.accountId,
        apiKeyId: input.apiKeyId,
        status: "PENDING",
        amountCentavos: input.amountCentavos,
        grossCentavos: amounts.grossCentavos,
        feeCentavos: amounts.feeCentavos,
        netCentavos: amounts.netCentavos,
        coverFee: input.coverFee === true,
        description,
        ...(input.successUrl === undefined ? {} : { successUrl: input.successUrl }),
        ...(input.cancelUrl === undefined ? {} : { cancelUrl: input.cancelUrl }),
        processorAccountId: account.id,
        sessionId: session.sessionId,
        checkoutUrl: session.url,
        expiresAt: session.expiresAt,
        refundedCentavos: 0,
        version: 0,
        createdAt: now,
        updatedAt: now
      }
      yield* store.insert(record)
      return record
    }, span("CardCharges.checkout"))

    /** The account's card transaction; another account's is `CardTransactionNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const found = yield* store.findById(accountId, id)
      return Option.isSome(found) ? found.value : yield* new Store.CardTransactionNotFound({ by: "id", value: id })
    }, span("CardCharges.findById"))

    /** The card transaction of a checkout session (the hosted card page knows only its session). */
    const findBySession = Effect.fnUntraced(function* (sessionId: string) {
      const found = yield* store.findBySessionId(sessionId)
      return Option.isSome(found)
        ? found.value
        : yield* new Store.CardTransactionNotFound({ by: "sessionId", value: sessionId })
    }, span("CardCharges.findBySession"))

    /** Moves `record` by `trigger` with `fields`, writing `also` (a ledger entry) and the move's events at once. */
    const move = <E = never>(
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
            yield* outbox.append(outcome.events.map((event) => eventOf(event, updated, now)))
            yield* also(updated, now)
            return updated
          })
        )
      })

    /**
     * Applies the processor's answer: approved captures (`COMPLETED`, the `CARD_CREDIT_IN` entry with the net in the
     * merchant's `pending` until `settlesAt`, `payment.paid`); declined fails (`FAILED`, `payment.failed`); a
     * challenge waits for the buyer's second step (`AWAITING_CHALLENGE`).
     */
    const applyAuthorization = (record: CardTransactionRecord, result: AuthorizationResult, card?: CardToken) => {
      const withCard = card === undefined ? {} : { card }
      if (result._tag === "challenge") {
        return move(record, "challenge_required", { ...withCard, challengeId: result.challengeId })
      }
      if (result._tag === "declined") {
        return move(record, "declined", { ...withCard, failureReason: result.reason })
      }
      return Effect.flatMap(nowDate, (now) =>
        move(
          record,
          "authorized",
          {
            ...withCard,
            paymentId: result.paymentId,
            capturedAt: now,
            settlesAt: settlesAtOf(now, config.settlementPeriodMs)
          },
          (updated, at) =>
            Effect.flatMap(entryId, (id) =>
              ledger.post(
                cardCreditEntry(
                  { id, accountId: updated.accountId, transactionId: updated.id, createdAt: at },
                  {
                    receiver: mainLedgerAccount(updated.accountId),
                    amounts: {
                      grossCentavos: centavos(updated.grossCentavos),
                      feeCentavos: centavos(updated.feeCentavos),
                      netCentavos: centavos(updated.netCentavos)
                    }
                  }
                )
              )
            )
        )
      )
    }

    /** An open checkout at `now`, or `CardCheckoutClosed` (an expired one is moved to `CANCELED` first). */
    const requireOpen = Effect.fnUntraced(function* (
      record: CardTransactionRecord,
      status: "PENDING" | "AWAITING_CHALLENGE"
    ) {
      const now = yield* nowDate
      if ((record.status === "PENDING" || record.status === "AWAITING_CHALLENGE") && now >= record.expiresAt) {
        const canceled = yield* move(record, "checkout_expired", {})
        return yield* new CardCheckoutClosed({ transactionId: record.id, status: canceled.status })
      }
      if (record.status !== status) {
        return yield* new CardCheckoutClosed({ transactionId: record.id, status: record.status })
      }
      return now
    })

    /**
     * The buyer's card on the hosted page of session `sessionId`: checked at the sandbox clock (`InvalidCard`, naming
     * every field, never the number), tokenized at once (the number and CVV go no further than `tokenize`), then
     * authorized; the answer applied (`applyAuthorization`). Only a `PENDING`, unexpired checkout takes a card.
     */
    const payWithCard = Effect.fnUntraced(function* (sessionId: string, input: CardInput) {
      const record = yield* findBySession(sessionId)
      const now = yield* requireOpen(record, "PENDING")
      const card = yield* Effect.fromResult(validateCard(input, now))
      const token = yield* processor.tokenize(card)
      const result = yield* processor.authorize({ sessionId, token: token.token })
      return yield* applyAuthorization(record, result, token)
    }, span("CardCharges.payWithCard"))

    /** The buyer's answer to the challenge of session `sessionId`: passed, approved; failed, declined. */
    const answerChallenge = Effect.fnUntraced(function* (sessionId: string, passed: boolean) {
      const record = yield* findBySession(sessionId)
      yield* requireOpen(record, "AWAITING_CHALLENGE")
      const result = yield* processor.completeChallenge({
        sessionId,
        challengeId: record.challengeId ?? "",
        passed
      })
      return yield* applyAuthorization(record, result)
    }, span("CardCharges.answerChallenge"))

    /**
     * Refunds part (`amountCentavos`) or all that remains of a captured transaction's net (`planRefund`): the new
     * refunded total is written by compare-and-set on the version read, so concurrent refunds take turns and their
     * sum never passes the net (a lost race re-reads and plans again, up to `refundAttemptsMax` times). In one
     * transaction: the total and status, `payment.refunded`, the processor's refund (its id the refund's, so a
     * repeat refunds once; a refusal rolls everything back) and the `REFUND` entry debiting the merchant's `pending`
     * before settlement, its `withdrawable` after.
     */
    const refund = Effect.fnUntraced(function* (accountId: AccountId, id: string, amountCentavos?: number) {
      const refundId = yield* ids.next("crf")
      const attempt = (left: number): Effect.Effect<CardRefundOutcome, RefundError> =>
        Effect.gen(function* () {
          const record = yield* findById(accountId, id)
          const plan = yield* Effect.fromResult(planRefund(record, amountCentavos))
          const now = yield* nowDate
          const updated = yield* transactor.transactionally(
            Effect.gen(function* () {
              const updated = yield* store.update({
                ...record,
                status: plan.outcome.to,
                refundedCentavos: plan.refundedCentavos,
                updatedAt: now
              })
              yield* processor.refund({
                paymentId: record.paymentId ?? "",
                refundId,
                amountCentavos: plan.amountCentavos
              })
              yield* outbox.append(plan.outcome.events.map((event) => eventOf(event, updated, now)))
              const entry = cardRefundEntry(
                { id: yield* entryId, accountId, transactionId: id, idempotencyKey: refundId, createdAt: now },
                {
                  receiver: mainLedgerAccount(accountId),
                  refundCentavos: plan.amountCentavos,
                  settled: record.settledAt !== undefined
                }
              )
              yield* ledger.post(entry)
              return updated
            })
          )
          return { record: updated, refundId, amountCentavos: plan.amountCentavos }
        }).pipe(
          Effect.catchTag("CardTransactionChanged", (changed) => (left > 1 ? attempt(left - 1) : Effect.fail(changed)))
        )
      return yield* attempt(refundAttemptsMax)
    }, span("CardCharges.refund"))

    /**
     * Settles up to `limit` captured transactions whose `settlesAt` is at or before `now`, each in its own
     * transaction: `settledAt` set by compare-and-set, and what remains of the net (net − refunded) moved from the
     * merchant's `pending` to `available` (`CARD_SETTLEMENT`; nothing when all was refunded). A transaction a refund
     * changed between the read and the write is left for the next pass.
     */
    const settleDue = Effect.fnUntraced(function* (now: Date, limit: number = settleDueBatchDefault) {
      const due = yield* store.findSettlementDue(now, limit)
      const settled: Array<CardTransactionRecord> = []
      for (const record of due) {
        if (!Store.isSettlementDue(record, now)) continue
        const done = yield* transactor
          .transactionally(
            Effect.gen(function* () {
              const updated = yield* store.update({ ...record, settledAt: now, updatedAt: now })
              const remaining = record.netCentavos - record.refundedCentavos
              if (remaining > 0) {
                yield* ledger.post(
                  cardSettlementEntry(
                    { id: yield* entryId, accountId: record.accountId, transactionId: record.id, createdAt: now },
                    { receiver: mainLedgerAccount(record.accountId), netCentavos: remaining }
                  )
                )
              }
              return updated
            })
          )
          .pipe(
            Effect.map((r): CardTransactionRecord | undefined => r),
            Effect.catchTags({
              CardTransactionChanged: () => Effect.succeed(undefined),
              CardTransactionNotFound: () => Effect.succeed(undefined)
            })
          )
        if (done !== undefined) settled.push(done)
      }
      return settled
    }, span("CardCharges.settleDue"))

    return {
      onboardingLink,
      requireCardCheckout,
      checkout,
      findById,
      findBySession,
      payWithCard,
      answerChallenge,
      refund,
      settleDue
    } as const
  })
}) {
  /** The service over the ports it is given. */
  static readonly Default = Layer.effect(this, this.make)

  /**
   * The service over memory ports (card transactions, card processor and its controls, outbox, merchants, ledger,
   * memory transactor), counter ids and `PAY_URL` `https://pay.trilho.test`. Provides the ports too, for tests.
   */
  static readonly Test = Layer.suspend(() => {
    const payUrl = "https://pay.trilho.test"
    const ports = Layer.mergeAll(
      Layer.provideMerge(Store.layerMemory, Transactor.layerMemory),
      CardProcessorMemory.layerMemory({ baseUrl: processorBaseUrl(payUrl) }),
      Outbox.layerMemory,
      Layer.provideMerge(Accounts.layerMemory, Ledger.Test),
      configLayer({ ...settingsDefault, payUrl })
    )
    return Layer.provideMerge(CardCharges.Default, Layer.merge(ports, IdsPort.layerCounter))
  })
}

/** Every refusal of a refund. */
export type RefundError =
  | Store.CardTransactionNotFound
  | Store.CardTransactionChanged
  | Store.CardTransactionStoreError
  | CardRefundRefused
  | StateMachine.InvalidTransition
  | CardProcessorError
  | Outbox.OutboxStoreError
  | PostError
  | LedgerStoreError
