import { Billing, Card, SandboxClock } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { viewOf } from "../card/CardHttp.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "./Mode.ts"
import { sandboxTestCardDefault } from "./SandboxCardApi.ts"

/** The sandbox's onboarding data when the control's body omits a part: a valid CNPJ and a bank account. */
export const sandboxOnboardingDefault = {
  company: { cnpj: "11.222.333/0001-81", legalName: "Loja Sandbox Ltda" },
  bankAccount: { bankCode: "001", branch: "1234", accountNumber: "12345-6" }
} as const

const accountView = (account: Card.ProcessorAccount) => ({
  processorAccountId: account.id,
  personType: account.personType,
  verified: account.verified,
  chargesEnabled: account.chargesEnabled,
  payoutsEnabled: account.payoutsEnabled,
  requirementsDue: account.requirementsDue,
  requirementsPastDue: account.requirementsPastDue
})

/** The account's processor account id, made through an onboarding link when it has none yet. */
const processorAccountId = Effect.gen(function* () {
  const accountId = yield* currentAccountId
  const processor = yield* Card.CardProcessor
  const found = yield* processor.findAccountByMerchant(accountId)
  if (Option.isSome(found)) return found.value.id
  const charges = yield* Card.CardCharges
  return (yield* charges.onboardingLink(accountId)).processorAccountId
})

/** Handlers of `/v1/sandbox/card/*`. */
export const SandboxCardLive = HttpApiBuilder.group(TrilhoApi, "sandboxCard", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "pay",
        provide(({ params, payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const charges = yield* Card.CardCharges
              const number = payload.number ?? sandboxTestCardDefault
              const digits = Card.cardDigitsOf(number)
              const now = yield* SandboxClock.nowDate
              const card = {
                number,
                expMonth: payload.expMonth ?? 12,
                expYear: payload.expYear ?? new Date(now).getUTCFullYear() + 5,
                cvv: payload.cvv ?? (Card.brandOf(digits) === "AMEX" ? "1234" : "123"),
                holderName: payload.holderName ?? "Comprador Sandbox"
              }
              // The card's fields first, every problem named, whatever the id names.
              yield* Effect.fromResult(Card.validateCard(card, now))
              const record = yield* charges.findById(yield* currentAccountId, params.id)
              const paid = yield* charges.payWithCard(record.sessionId, card)
              return yield* ok(yield* viewOf(paid), `card checkout ${paid.status.toLowerCase()}`)
            })
          )
        )
      )
      .handle(
        "challenge",
        provide(({ params, payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const charges = yield* Card.CardCharges
              const record = yield* charges.findById(yield* currentAccountId, params.id)
              const answered = yield* charges.answerChallenge(record.sessionId, payload.passed)
              return yield* ok(yield* viewOf(answered), `challenge answered: ${answered.status.toLowerCase()}`)
            })
          )
        )
      )
      .handle(
        "completeOnboarding",
        provide(({ payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const controls = yield* Card.CardProcessorMemory
              const account = yield* controls.submitOnboarding(yield* processorAccountId, {
                company: payload.company ?? sandboxOnboardingDefault.company,
                bankAccount: payload.bankAccount ?? sandboxOnboardingDefault.bankAccount
              })
              return yield* ok(accountView(account), "onboarding submitted")
            })
          )
        )
      )
      .handle(
        "breakOnboarding",
        provide(({ payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const controls = yield* Card.CardProcessorMemory
              const account = yield* controls.markPastDue(yield* processorAccountId, payload.requirement)
              return yield* ok(accountView(account), `requirement ${payload.requirement} is past due`)
            })
          )
        )
      )
      .handle(
        "settle",
        provide(() =>
          sandboxControl(
            Effect.gen(function* () {
              const charges = yield* Card.CardCharges
              const accountId = yield* currentAccountId
              const now = yield* SandboxClock.nowDate
              const settled = yield* charges.settleDue(now, Card.findSettlementDueMax)
              const billings = yield* (yield* Billing.Billings).settleCardDue(now, Billing.dueBatchMax)
              const mine = [...settled, ...billings].filter((r) => r.accountId === accountId).map((r) => r.id)
              return yield* ok({ settled: mine }, `${mine.length} card deposit(s) settled`)
            })
          )
        )
      )
  )
)
