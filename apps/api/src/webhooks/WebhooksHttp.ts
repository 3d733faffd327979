import { SandboxClock, Webhooks } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import type { MappedError } from "../http/Failures.ts"

/** The caller of a merchant route: the key's account, and the key itself (it sees its own endpoints). */
const caller = Effect.map(CurrentApiKey, (key): Webhooks.Caller => ({ accountId: key.accountId, apiKeyId: key.keyId }))

/** Runs a use case for the current key, on sandbox time, its domain errors as envelopes. */
const run = <A, E extends MappedError>(
  f: (service: Webhooks.WebhookEndpointsService["Service"], who: Webhooks.Caller) => Effect.Effect<A, E>
) =>
  Effect.flatMap(Effect.all([Webhooks.WebhookEndpointsService, caller]), ([service, who]) =>
    envelopeErrors(SandboxClock.withSandboxTime(f(service, who)))
  )

const item = (endpoint: Webhooks.WebhookEndpoint) => ({ item: Webhooks.toView(endpoint) })

/** Handlers of `/v1/webhooks/*`. */
export const WebhooksLive = HttpApiBuilder.group(TrilhoApi, "webhooks", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.flatMap(
            run((s, who) => s.create(who, payload)),
            (created) =>
              ok(
                { ...item(created.endpoint), secret: created.secret },
                "webhook endpoint created; store the secret now"
              )
          )
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.flatMap(
            run((s, who) => s.findById(who, params.id)),
            (endpoint) => ok(item(endpoint))
          )
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.flatMap(
            run((s, who) => s.list(who, query)),
            (page) => ok({ ...page, items: page.items.map(Webhooks.toView) })
          )
        )
      )
      .handle(
        "update",
        provide(({ params, payload }) =>
          Effect.flatMap(
            run((s, who) => s.update(who, params.id, payload)),
            (endpoint) => ok(item(endpoint), "webhook endpoint updated")
          )
        )
      )
      .handle(
        "delete",
        provide(({ params }) =>
          Effect.flatMap(
            run((s, who) => s.remove(who, params.id)),
            (endpoint) => ok(item(endpoint), "webhook endpoint deleted")
          )
        )
      )
      .handle(
        "test",
        provide(({ params }) =>
          Effect.flatMap(
            run((s, who) => s.sendTest(who, params.id)),
            (sent) =>
              ok(
                { ...item(sent.endpoint), event: { type: "webhook.test" as const, id: sent.eventId } },
                "test event queued for delivery"
              )
          )
        )
      )
      .handle(
        "rotateSecret",
        provide(({ params, payload }) =>
          Effect.flatMap(
            run((s, who) => s.rotateSecret(who, params.id, payload?.graceSeconds)),
            (rotated) =>
              ok(
                { ...item(rotated.endpoint), secret: rotated.secret },
                "webhook secret rotated; store the new secret now"
              )
          )
        )
      )
  )
)
