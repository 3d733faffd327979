import { Effect, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { descriptionLengthMax } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as IdsPort from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { isStorable } from "../shared/Text.ts"
import { span } from "../shared/Tracing.ts"
import { CardProcessor } from "./CardProcessor.ts"
import * as Store from "./CardTransactionStore.ts"
import { nowDate } from "./Common.ts"
import { CardConfig, processorBaseUrl } from "./Config.ts"
import { InvalidCardCheckout } from "./Errors.ts"
import { cardAmounts, cardScheduleOf } from "./Fee.ts"
import { cardCheckoutExpirationSecondsDefault, cardTransaction } from "./Machine.ts"
import { cardCheckoutBlocker } from "./Onboarding.ts"
import type { CardTransactionRecord } from "./Record.ts"

/** Characters of a return URL, at most. */
export const returnUrlLengthMax = 2_000

/**
 * `POST /card/checkout` as the domain takes it: `amountCentavos` is parsed from the body's reais. A payment link's
 * card rail also names the session it pays (`externalReference`), no key when the buyer started it on the hosted page,
 * and the session's own expiry (`expiresAt`, else `cardCheckoutExpirationSecondsDefault` from now).
 */
export interface CardCheckoutInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly amountCentavos: number
  readonly description: string
  readonly successUrl?: string | undefined
  readonly cancelUrl?: string | undefined
  readonly coverFee?: boolean | undefined
  readonly externalReference?: string | undefined
  readonly expiresAt?: Date | undefined
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

/** The checkout use cases of `CardCharges`: the onboarding link, the gate and the checkout itself. */
export const makeCheckout = Effect.gen(function* () {
  const store = yield* Store.CardTransactionStore
  const processor = yield* CardProcessor
  const accounts = yield* Accounts.Accounts
  const ids = yield* IdsPort.Ids
  const config = yield* CardConfig

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

  /** The amounts of a card checkout of `amountCentavos` for the merchant, under its card schedule (`cardAmounts`). */
  const amountsFor = Effect.fnUntraced(function* (accountId: AccountId, amountCentavos: number, coverFee: boolean) {
    const merchant = yield* accounts.findById(accountId)
    if (Option.isNone(merchant)) return yield* new Accounts.MerchantNotFound({ accountId })
    const schedule = yield* cardScheduleOf(merchant.value.flags)
    return yield* Effect.fromResult(cardAmounts({ schedule, rate: config.usdBrlRate, amountCentavos, coverFee }))
  })

  /**
   * Whether the merchant could open a card checkout of `amountCentavos` (gross, no `coverFee`): the minimum and the
   * fee (`CardAmountBelowMinimum`, `FeeExceedsAmount`), read before a caller writes anything.
   */
  const checkAmount = Effect.fnUntraced(function* (accountId: AccountId, amountCentavos: number) {
    yield* amountsFor(accountId, amountCentavos, false)
  }, span("CardCharges.checkAmount"))

  /**
   * Opens a card checkout: the input checked (`InvalidCardCheckout`, `CardAmountBelowMinimum`), the merchant
   * through the gate (`CardProcessingUnavailable`, the spec's 403), the amounts under its card schedule, a hosted
   * session at the processor, then the `PENDING` transaction stored. No event: the answer carries it.
   */
  const checkout = Effect.fnUntraced(function* (input: CardCheckoutInput) {
    const description = yield* Effect.fromResult(checkCheckoutInput(input))
    const amounts = yield* amountsFor(input.accountId, input.amountCentavos, input.coverFee === true)
    const account = yield* requireCardCheckout(input.accountId)
    yield* Effect.fromResult(StateMachine.start(cardTransaction, "create"))
    const id = yield* ids.next("card")
    const now = yield* nowDate
    const expiresAt = input.expiresAt ?? new Date(now.getTime() + cardCheckoutExpirationSecondsDefault * 1000)
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
      ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
      ...(input.externalReference === undefined ? {} : { externalReference: input.externalReference }),
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

  /** The account's card transaction opened under `externalReference`, if any. */
  const findByExternalReference = Effect.fnUntraced(function* (accountId: AccountId, externalReference: string) {
    return yield* store.findByExternalReference(accountId, externalReference)
  }, span("CardCharges.findByExternalReference"))

  return { onboardingLink, requireCardCheckout, checkAmount, checkout, findByExternalReference }
})
