import { Checkout, Money, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { CheckoutSession } from "./CheckoutApi.ts"

/** Centavos of an amount the body schema already checked (NaN, which the domain refuses, if it were not). */
const cents = (reais: number): number => {
  const parsed = Money.parseReais(reais)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

/** Handlers of `/v1/payment-links/checkout` and `/v1/payment-links/sessions/get/{sessionId}`; time is the sandbox's. */
export const CheckoutLive = HttpApiBuilder.group(TrilhoApi, "checkout", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "checkout",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const checkout = yield* Checkout.Checkout
            const key = yield* CurrentApiKey
            const { amount, ...rest } = payload
            const outcome = yield* envelopeErrors(
              checkout.start(
                { ...rest, ...(amount === undefined ? {} : { amountCentavos: cents(amount) }) },
                { accountId: key.accountId, apiKeyId: key.keyId }
              )
            )
            return yield* ok(
              Checkout.toView(outcome.record),
              outcome.replayed ? "checkout session already started" : "checkout session started"
            )
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: CheckoutSession,
              route: "POST /v1/payment-links/checkout",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "getSession",
        provide(({ params }) =>
          Effect.gen(function* () {
            const checkout = yield* Checkout.Checkout
            return yield* ok(
              Checkout.toView(yield* envelopeErrors(checkout.findById(yield* currentAccountId, params.sessionId)))
            )
          })
        )
      )
  )
)
