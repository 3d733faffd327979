import { Context, Effect, Layer, Option, Result } from "effect"
import * as Accounts from "../../accounts/Accounts.ts"
import { CardProcessor } from "../../card/CardProcessor.ts"
import { nowDate } from "../../card/Common.ts"
import { CardConfig } from "../../card/Config.ts"
import { cardAmounts, cardScheduleOf } from "../../card/Fee.ts"
import { refundable } from "../../card/Refund.ts"
import { settlesAtOf } from "../../card/Settlement.ts"
import type { AccountId } from "../../ledger/Model.ts"
import { toReais } from "../../money/Money.ts"
import { span } from "../../shared/Tracing.ts"
import { Billings } from "../Billings.ts"
import { saoPauloDate } from "../Calendar.ts"
import { BillingNotFound, BillingStatusConflict, InvalidBilling } from "../Errors.ts"
import { type BillingRecord, isCardMethod, isPayable } from "../Record.ts"
import { type CreateBillingInput, type Problem, validateCreate } from "../Request.ts"
import { BillingStore } from "../Store.ts"
import { CardTokens } from "./CardTokens.ts"
import { cardFieldProblems, type CardBillingFields, cardFingerprintOf, type InvoiceCardInput } from "./CardRequest.ts"
import { checkCreditCard, checkRemoteIp } from "./Request.ts"

/**
 * How the worker charges a subscription's card cycle: at most `attemptsMax` attempts, `retryDelayMs` apart, each
 * claimed for `leaseMs` while it runs.
 */
export interface CardRetryPolicy {
  readonly attemptsMax: number
  readonly retryDelayMs: number
  readonly leaseMs: number
}

/** Three attempts a day apart (the first on the due date), each claimed for 10 minutes. */
export const cardRetryPolicyDefault: CardRetryPolicy = {
  attemptsMax: 3,
  retryDelayMs: 24 * 3_600_000,
  leaseMs: 10 * 60_000
}

/** A create of any method, with the card fields of the card methods. */
export type CreateAnyBillingInput = CreateBillingInput & CardBillingFields

/**
 * Card billings (`CARD_CREDIT`, `CARD_VOUCHER`, `CARD_DEBIT`; docs/decisions.md "Card billings"): the card resolved
 * (`CardTokens.resolveForCharge`: tokenized, or a stored token) and charged through the processor's `chargeToken`
 * with the billing's id as reference; approved is CONFIRMED (net pending until settlement), declined is FAILED with
 * `payment.failed`. A CARD_DEBIT billing waits PENDING for its payer at `invoiceUrl` (`payInvoice`). Other methods
 * go to `Billings`.
 */
export class CardBillings extends Context.Service<CardBillings>()("@trilho/domain/CardBillings", {
  make: Effect.gen(function* () {
    const billings = yield* Billings
    const tokens = yield* CardTokens
    const processor = yield* CardProcessor
    const store = yield* BillingStore
    const accounts = yield* Accounts.Accounts
    const config = yield* CardConfig

    /** The card amounts of `amountCentavos` for the merchant (card fee, 5.00 minimum), or the amount's problem. */
    const amountsOf = Effect.fnUntraced(function* (accountId: AccountId, amountCentavos: number) {
      const merchant = yield* Accounts.requireById(accounts, accountId)
      const schedule = yield* cardScheduleOf(merchant.flags)
      const amounts = cardAmounts({ schedule, rate: config.usdBrlRate, amountCentavos, coverFee: false })
      if (Result.isSuccess(amounts)) return amounts.success
      const e = amounts.failure
      const message =
        e._tag === "CardAmountBelowMinimum"
          ? `amount must be at least ${toReais(e.minimumCentavos)} for a card billing`
          : "amount must be above the card fee"
      return yield* new InvalidBilling({ problems: [{ field: "amount", message }] })
    })

    /** The billing as it is now, when another writer moved it first. */
    const current = (record: BillingRecord) =>
      Effect.flatMap(store.findById(record.accountId, record.id), (o) =>
        Option.isSome(o) ? Effect.succeed(o.value) : Effect.fail(new BillingNotFound({ id: record.id }))
      )

    /**
     * Charges a PENDING or OVERDUE billing's stored token once per attempt (the billing's id, then `<id>:<attempt>`,
     * is the processor's reference, so a repeat charges nothing more): approved is CONFIRMED; declined is FAILED when
     * `finalAttempt`, else the attempt is noted (the next one at `retryAt`) and the billing stays payable. A billing
     * another writer moved first is answered as it is now.
     */
    const charge = Effect.fnUntraced(function* (
      record: BillingRecord,
      finalAttempt: boolean = true,
      retryAt?: Date | undefined
    ) {
      const card = record.card
      if (!isPayable(record) || card?.token === undefined || card.remoteIp === undefined) return record
      // Each attempt is its own charge at the processor; a repeat of one attempt charges nothing more.
      const attempt = card.attempts ?? 0
      const amounts = yield* amountsOf(record.accountId, record.amountCentavos)
      const result = yield* processor.chargeToken({
        processorAccountId: card.processorAccountId,
        token: card.token,
        amounts,
        reference: attempt === 0 ? record.id : `${record.id}:${attempt}`,
        remoteIp: card.remoteIp,
        description: record.description ?? `billing ${record.id}`,
        product: record.method === "CARD_VOUCHER" ? "VOUCHER" : "CREDIT"
      })
      const now = yield* nowDate
      const moved =
        result._tag === "approved"
          ? billings.confirmCard(record, {
              paymentId: result.paymentId,
              capturedAt: now,
              settlesAt: settlesAtOf(now, config.settlementPeriodMs),
              grossCentavos: amounts.grossCentavos,
              feeCentavos: amounts.feeCentavos,
              netCentavos: amounts.netCentavos
            })
          : finalAttempt
            ? billings.failCard(record, result.reason, now)
            : billings.noteCardAttempt(record, result.reason, now, retryAt)
      return yield* moved.pipe(
        Effect.catchTags({ BillingChanged: () => current(record), BillingStatusConflict: () => current(record) })
      )
    })

    const resolveCard = Effect.fnUntraced(function* (input: CreateAnyBillingInput, processorAccountId: string) {
      if (input.method === "CARD_DEBIT") return { processorAccountId }
      const resolved = yield* tokens.resolveForCharge({
        accountId: input.accountId,
        cardToken: input.cardToken,
        creditCard: input.creditCard,
        creditCardHolderInfo: input.creditCardHolderInfo,
        remoteIp: input.remoteIp ?? ""
      })
      return {
        processorAccountId: resolved.processorAccountId,
        token: resolved.card.token,
        brand: resolved.card.brand,
        last4: resolved.card.last4,
        remoteIp: resolved.remoteIp
      }
    })

    /**
     * `POST /billings/create` of any method. A card method: every problem of the body and of its card fields named
     * at once (`cardFieldProblems`), the card gate, the card price (`amountsOf`), the card resolved, the billing made
     * PENDING (`Billings.create`, with its `externalReference` replay) and its card charged (`charge`). A repeat
     * under the same reference charges nothing more. Other methods take no card field.
     */
    const create = Effect.fnUntraced(function* (input: CreateAnyBillingInput) {
      const fieldProblems = cardFieldProblems(input)
      if (!isCardMethod(input.method)) {
        if (fieldProblems.length > 0) return yield* new InvalidBilling({ problems: fieldProblems })
        return yield* billings.create(input)
      }
      const today = saoPauloDate(yield* nowDate)
      const placeholder = { processorAccountId: "" }
      const common = validateCreate({ ...input, card: placeholder }, today)
      const problems: Array<Problem> = [
        ...(Result.isFailure(common) && common.failure._tag === "InvalidBilling" ? common.failure.problems : []),
        ...fieldProblems
      ]
      if (input.remoteIp !== undefined && input.method !== "CARD_DEBIT") checkRemoteIp(input.remoteIp, problems)
      if (problems.length > 0) return yield* new InvalidBilling({ problems })
      const account = yield* tokens.requireCardProcessing(input.accountId)
      yield* amountsOf(input.accountId, Result.isSuccess(common) ? common.success.amountCentavos : 0)
      const cardFingerprint = cardFingerprintOf(input)
      const reference = Result.isSuccess(common) ? common.success.externalReference : undefined
      const existing =
        reference === undefined ? Option.none() : yield* store.findByExternalReference(input.accountId, reference)
      const card = Option.isSome(existing)
        ? (existing.value.card ?? placeholder)
        : yield* resolveCard(input, account.id)
      const made = yield* billings.create({ ...input, card, cardFingerprint })
      return { record: yield* charge(made.record), replayed: made.replayed }
    }, span("CardBillings.create"))

    /**
     * A CARD_DEBIT billing paid on its invoice page: the card checked (every problem named), tokenized at the
     * processor (not stored for reuse) and charged for the billing's amount; approved is CONFIRMED, declined leaves it
     * PENDING for another card (`declined` names the reason). Another method, or a billing no longer payable, is
     * `BillingStatusConflict`.
     */
    const payInvoice = Effect.fnUntraced(function* (id: string, input: InvoiceCardInput) {
      const found = yield* store.findByBillingId(id)
      if (Option.isNone(found) || found.value.method !== "CARD_DEBIT") return yield* new BillingNotFound({ id })
      const record = found.value
      if (!isPayable(record)) {
        return yield* new BillingStatusConflict({ billingId: id, status: record.status, action: "pay" })
      }
      const now = yield* nowDate
      const problems: Array<Problem> = []
      const valid = checkCreditCard(input.creditCard, now, problems)
      if (valid === undefined) return yield* new InvalidBilling({ problems })
      const amounts = yield* amountsOf(record.accountId, record.amountCentavos)
      const token = yield* processor.tokenize(valid)
      const result = yield* processor.chargeToken({
        processorAccountId: record.card?.processorAccountId ?? "",
        token: token.token,
        amounts,
        reference: `${record.id}:${token.token}`,
        remoteIp: input.remoteIp,
        description: record.description ?? `billing ${record.id}`,
        product: "CREDIT"
      })
      if (result._tag === "declined") return { record, declined: result.reason }
      const confirmed = yield* billings.confirmCard(record, {
        paymentId: result.paymentId,
        capturedAt: now,
        settlesAt: settlesAtOf(now, config.settlementPeriodMs),
        grossCentavos: amounts.grossCentavos,
        feeCentavos: amounts.feeCentavos,
        netCentavos: amounts.netCentavos,
        card: { brand: token.brand, last4: token.last4, remoteIp: input.remoteIp }
      })
      return { record: confirmed, declined: undefined }
    }, span("CardBillings.payInvoice"))

    /**
     * `POST /billings/refund`: a card billing (CONFIRMED or RECEIVED) refunded in full at the processor (what remains
     * of its net, `refundable`; the refund entry's id is the processor's idempotency key) in the refund's own
     * transaction; other methods by `Billings.refund`.
     */
    const refund = Effect.fnUntraced(function* (accountId: AccountId, id: string, description?: string) {
      const found = yield* billings.findById(accountId, id)
      if (!isCardMethod(found.method)) return yield* billings.refund(accountId, found.id, description)
      return yield* billings.refundCard(accountId, found.id, description, (record) =>
        Effect.gen(function* () {
          const net = record.payment?.netCentavos ?? 0
          const amount = refundable({ id: record.id, status: "COMPLETED", netCentavos: net, refundedCentavos: 0 })
          if (Result.isFailure(amount) || record.card?.paymentId === undefined) return
          yield* processor.refund({
            paymentId: record.card.paymentId,
            refundId: `bir_${record.id}`,
            amountCentavos: amount.success
          })
        })
      )
    }, span("CardBillings.refund"))

    /**
     * One pass of the subscriptions' card charges at `now`: each PENDING or OVERDUE billing whose charge is due
     * (`findCardChargeDue`) is claimed by a compare-and-set (`claimCardCharge`, a lease of `policy.leaseMs`: of two
     * workers only one charges it), then charged (`charge`): approved is CONFIRMED; declined is retried
     * `policy.retryDelayMs` later until `policy.attemptsMax` attempts, the last one FAILED with `payment.failed`. A
     * billing the processor could not take stays claimed until the lease ends, then is charged again under the same
     * attempt's reference (never twice). Returns the billings charged, as they are after it.
     */
    const chargeDue = Effect.fnUntraced(function* (
      now: Date,
      limit: number,
      policy: CardRetryPolicy = cardRetryPolicyDefault
    ) {
      const charged: Array<BillingRecord> = []
      for (const found of yield* store.findCardChargeDue(now, limit)) {
        const claimed = yield* billings.claimCardCharge(found, new Date(now.getTime() + policy.leaseMs)).pipe(
          Effect.map(Option.some),
          Effect.catchTag("BillingChanged", () => Effect.succeedNone)
        )
        if (Option.isNone(claimed)) continue
        const attempt = (claimed.value.card?.attempts ?? 0) + 1
        const done = yield* charge(
          claimed.value,
          attempt >= policy.attemptsMax,
          new Date(now.getTime() + policy.retryDelayMs)
        ).pipe(
          Effect.map(Option.some),
          Effect.catch((e) =>
            Effect.as(Effect.logWarning(`card charge of billing ${found.id} failed: ${e._tag}`), Option.none())
          )
        )
        if (Option.isSome(done)) charged.push(done.value)
      }
      return charged
    }, span("CardBillings.chargeDue"))

    return { create, charge, chargeDue, payInvoice, refund, amountsOf } as const
  })
}) {
  /** The service over the ports and services it is given. */
  static readonly Default = Layer.effect(this, this.make)
}
