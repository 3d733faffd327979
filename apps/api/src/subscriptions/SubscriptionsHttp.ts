import { Billing, BillingCards, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { withCardReduced } from "../billings/BillingCardsHttp.ts"
import type { CreateSubscriptionBody, SubscriptionListQuery } from "./SubscriptionsApi.ts"

const create = (payload: typeof CreateSubscriptionBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const subscriptions = yield* BillingCards.CardSubscriptions
    const apiKey = yield* CurrentApiKey
    const outcome = yield* envelopeErrors(
      subscriptions.create({ accountId: apiKey.accountId, apiKeyId: apiKey.keyId, ...payload })
    )
    return yield* ok(
      Billing.toLeanSubscription(outcome.record),
      outcome.replayed ? "subscription already made" : "subscription created"
    )
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: Billing.LeanSubscription,
      route: "POST /v1/subscriptions/create",
      payload: withCardReduced(payload),
      key
    })
  )

const cancel = (id: string, key: string | undefined) =>
  Effect.gen(function* () {
    const subscriptions = yield* Billing.Subscriptions
    const canceled = yield* envelopeErrors(subscriptions.cancel(yield* currentAccountId, id))
    return yield* ok(Billing.toLeanSubscription(canceled), "subscription canceled")
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: Billing.LeanSubscription,
      route: "POST /v1/subscriptions/cancel",
      payload: { id },
      key
    })
  )

const list = (query: SubscriptionListQuery) =>
  Effect.gen(function* () {
    const subscriptions = yield* Billing.Subscriptions
    const page = yield* envelopeErrors(
      subscriptions.list(yield* currentAccountId, {
        page: query.page,
        pageSize: query.pageSize,
        status: query.status
      })
    )
    return yield* ok(pageData(page, page.items.map(Billing.toLeanSubscription)))
  })

/** Handlers of `/v1/subscriptions/*`. */
export const SubscriptionsLive = HttpApiBuilder.group(TrilhoApi, "subscriptions", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) => create(payload, request.headers["idempotency-key"]))
      )
      .handle(
        "list",
        provide(({ query }) => list(query))
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const subscriptions = yield* Billing.Subscriptions
            const found = yield* envelopeErrors(subscriptions.findById(yield* currentAccountId, params.id))
            return yield* ok(Billing.toLeanSubscription(found))
          })
        )
      )
      .handle(
        "cancel",
        provide(({ params, request }) => cancel(params.id, request.headers["idempotency-key"]))
      )
  )
)
