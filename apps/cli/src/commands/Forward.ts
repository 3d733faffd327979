/**
 * What `trilho listen` runs (`Listen.ts`), loaded only when it runs: the realtime client and the webhook signing stay
 * out of `trilho --help` and the other commands.
 */
import { Ids, WebhookDelivery, Webhooks, WebhookSend } from "@trilho/domain"
import * as RealtimeClient from "@trilho/gateway/client"
import { NodeCrypto } from "@trilho/node"
import { post } from "@trilho/worker/delivery"
import { Clock, Console, Effect, Layer, Option, type Redacted, Stream } from "effect"
import { FetchHttpClient } from "effect/http"
import { UsageError } from "../Failure.ts"
import { ListenError } from "./Listen.ts"
/** The forward timeout: the worker's. */
const forwardTimeoutMs = 10_000

/**
 * Forwards one event to `forwardTo` exactly as the worker delivers it: body `{id, event, createdAt, data}` with a
 * fresh delivery id (`dlv_…`: the forward is a delivery of the event to the local URL), the same headers and
 * signatures (keyed by the local secret); one line per event, naming the event id and the delivery id it sent.
 */
const forward = (forwardTo: string, secret: string, event: RealtimeClient.RealtimeEvent) =>
  Effect.gen(function* () {
    const ids = yield* Ids.Ids
    const nowMs = yield* Clock.currentTimeMillis
    const deliveryId = yield* ids.next(WebhookDelivery.deliveryIdPrefix)
    const body = WebhookDelivery.deliveryBody(deliveryId, event.event, new Date(nowMs), event.data)
    const headers = yield* WebhookSend.deliveryHeaders({ deliveryId, eventType: event.event, body, secret, nowMs })
    const result = yield* post(forwardTo, body, headers, { timeoutMs: forwardTimeoutMs, guardAddresses: false })
    const answer = result.statusCode === undefined ? `failed: ${result.error}` : String(result.statusCode)
    yield* Console.log(
      `${new Date(nowMs).toISOString()}  --> ${event.event} ${event.id} [${deliveryId}]  <-- ${answer} (${Math.round(result.durationMs)} ms)`
    )
  })

/** Follows the events and forwards each one, as `listen` describes. */
export const forwardEvents = ({
  apiKey,
  apiUrl,
  events,
  forwardTo,
  secret,
  wsUrl
}: {
  readonly apiKey: Redacted.Redacted<string>
  readonly apiUrl: string
  readonly events: Option.Option<string>
  readonly forwardTo: string
  readonly secret: Option.Option<string>
  readonly wsUrl: string
}) =>
  Effect.gen(function* () {
    const signing = Option.isSome(secret) ? secret.value : yield* Webhooks.generateSecret
    if (Option.isSome(secret) && !Webhooks.looksLikeSecret(signing)) {
      return yield* new UsageError({ message: "--secret must be whsec_ followed by base64 of at least 24 bytes" })
    }
    const types = Option.isSome(events)
      ? events.value
          .split(",")
          .map((t) => t.trim())
          .filter((t) => t !== "")
      : []
    const startedAt = new Date()
    yield* Console.log(`Ready! Your webhook signing secret is ${signing}`)
    yield* Console.log(`Forwarding ${types.length === 0 ? "all events" : types.join(", ")} to ${forwardTo}`)
    yield* RealtimeClient.notices({
      wsUrl,
      apiUrl,
      apiKey,
      since: startedAt,
      subscriptions: types.length === 0 ? [{ pattern: "*" }] : types.map((pattern) => ({ pattern }))
    }).pipe(
      Stream.runForEach((notice) => {
        switch (notice._tag) {
          case "Event":
            return forward(forwardTo, signing, notice.event)
          // The connection's progress goes to stderr, with the other steps of a long operation; stdout keeps what
          // was forwarded.
          case "Connected":
            return Console.error(`trilho: connected to ${wsUrl}`)
          case "Disconnected":
            return Console.error(
              `trilho: disconnected (${notice.reason}); connecting again in ${notice.retryInMs / 1000} s`
            )
          case "Refused":
            return Console.error(`trilho: the gateway refused ${JSON.stringify(notice.subscription)}: ${notice.code}`)
        }
      })
    )
  }).pipe(
    Effect.catchTags({
      RealtimeClientError: (error) => Effect.fail(new ListenError({ message: error.message }))
    }),
    Effect.provide(Layer.mergeAll(FetchHttpClient.layer, Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))))
  )
