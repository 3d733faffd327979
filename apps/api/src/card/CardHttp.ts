import { Card, Money, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { envelopeErrors, type MappedError, toEnvelope } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { CardRefundView } from "./CardApi.ts"

const parsed = <A, E extends MappedError>(result: Result.Result<A, E>) =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : toEnvelope(result.failure)

/** A card transaction's view at the sandbox clock's now. */
export const viewOf = (record: Card.CardTransactionRecord) =>
  Effect.map(SandboxClock.nowDate, (now) => Card.toView(record, now))

/** Handlers of `/v1/processor/onboarding-link`, `/v1/card/*` and `/v1/payments/{id}/refund`. */
export const CardLive = HttpApiBuilder.group(TrilhoApi, "card", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "onboardingLink",
        provide(() =>
          Effect.gen(function* () {
            const charges = yield* Card.CardCharges
            const link = yield* envelopeErrors(charges.onboardingLink(yield* currentAccountId))
            return yield* ok(
              { url: link.url, expiresAt: link.expiresAt.toISOString(), processorAccountId: link.processorAccountId },
              "onboarding link created"
            )
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "checkout",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const charges = yield* Card.CardCharges
            const key = yield* CurrentApiKey
            const amountCentavos = yield* parsed(Money.parseReais(payload.amount))
            const record = yield* envelopeErrors(
              charges.checkout({
                accountId: key.accountId,
                apiKeyId: key.keyId,
                amountCentavos,
                description: payload.description,
                successUrl: payload.successUrl,
                cancelUrl: payload.cancelUrl,
                coverFee: payload.coverFee
              })
            )
            return yield* ok(yield* viewOf(record), "card checkout created")
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: Card.CardTransactionView,
              route: "POST /v1/card/checkout",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const charges = yield* Card.CardCharges
            const record = yield* envelopeErrors(charges.findById(yield* currentAccountId, params.id))
            return yield* ok(yield* viewOf(record))
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "refund",
        provide(({ params, payload, request }) =>
          Effect.gen(function* () {
            const charges = yield* Card.CardCharges
            const amountCentavos =
              payload.amount === undefined ? undefined : yield* parsed(Money.parseReais(payload.amount))
            const outcome = yield* envelopeErrors(charges.refund(yield* currentAccountId, params.id, amountCentavos))
            const view = yield* viewOf(outcome.record)
            return yield* ok(
              { ...view, refund: { refundId: outcome.refundId, amount: Money.toReais(outcome.amountCentavos) } },
              outcome.record.status === "REFUNDED" ? "card payment refunded" : "card payment partially refunded"
            )
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: CardRefundView,
              route: "POST /v1/payments/{id}/refund",
              payload: { id: params.id, ...payload },
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
  )
)
