import { Command, Options } from "@effect/cli"
import { FetchHttpClient } from "@effect/platform"
import { Ids, WebhookDelivery, Webhooks, WebhookSend } from "@trilho/domain"
import * as RealtimeClient from "@trilho/gateway/RealtimeClient"
import { NodeCrypto } from "@trilho/node"
import { post } from "@trilho/worker/webhooks/HttpPost"
import { Clock, Config, Console, Data, Effect, Layer, Option, Stream } from "effect"

/** `trilho listen` could not follow the events: the API refused or could not be reached. */
export class ListenError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

/** The forward timeout: the worker's. */
const forwardTimeoutMs = 10_000

/**
 * Forwards one event to `forwardTo` exactly as the worker delivers it: body `{id, event, createdAt, data}` with a
 * fresh delivery id, the same headers and signatures (keyed by the local secret); one line per event.
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
      `${new Date(nowMs).toISOString()}  --> ${event.event} [${event.id}]  <-- ${answer} (${Math.round(result.durationMs)} ms)`
    )
  })

/**
 * `trilho listen --forward-to <url>`: follows the key's events on the realtime gateway and forwards each new one to a
 * local URL, signed like a real delivery with a local secret printed at start (or given with `--secret`), like `stripe
 * listen`. It goes through the project's reconnecting client: after a drop it connects again (1, 2, 4, 8, 16, 30 s),
 * subscribes again and forwards what it missed from `GET /v1/events`. Events before it started are not forwarded.
 */
export const listen = Command.make(
  "listen",
  {
    forwardTo: Options.text("forward-to").pipe(Options.withDescription("Local URL to POST each event to")),
    events: Options.text("events").pipe(
      Options.withDescription(
        "Comma-separated event types or patterns to forward, e.g. payment.paid,transfer.* (default: all)"
      ),
      Options.optional
    ),
    secret: Options.text("secret").pipe(
      Options.withDescription("Signing secret to use (whsec_…); a new one is generated otherwise"),
      Options.optional
    ),
    wsUrl: Options.text("ws-url").pipe(
      Options.withDescription("Address of the realtime gateway (env TRILHO_WS_URL)"),
      Options.withFallbackConfig(Config.string("TRILHO_WS_URL").pipe(Config.withDefault("ws://127.0.0.1:4001/v1")))
    ),
    apiUrl: Options.text("api-url").pipe(
      Options.withDescription("Root address of the Trilho API (env TRILHO_API_URL)"),
      Options.withFallbackConfig(Config.string("TRILHO_API_URL").pipe(Config.withDefault("http://127.0.0.1:4000")))
    ),
    apiKey: Options.redacted("api-key").pipe(
      Options.withDescription("API key with the events/list permission (env TRILHO_API_KEY)"),
      Options.withFallbackConfig(Config.redacted("TRILHO_API_KEY"))
    )
  },
  ({ apiKey, apiUrl, events, forwardTo, secret, wsUrl }) =>
    Effect.gen(function* () {
      const signing = Option.isSome(secret) ? secret.value : yield* Webhooks.generateSecret
      if (Option.isSome(secret) && !Webhooks.looksLikeSecret(signing)) {
        return yield* new ListenError({ message: "--secret must be whsec_ followed by base64 of at least 24 bytes" })
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
            case "Connected":
              return Console.log(`Connected to ${wsUrl}`)
            case "Disconnected":
              return Console.log(`Disconnected (${notice.reason}); connecting again in ${notice.retryInMs / 1000} s`)
            case "Refused":
              return Console.log(`The gateway refused ${JSON.stringify(notice.subscription)}: ${notice.code}`)
          }
        })
      )
    }).pipe(
      Effect.catchTags({
        RealtimeClientError: (error) => new ListenError({ message: error.message })
      }),
      Effect.provide(Layer.mergeAll(FetchHttpClient.layer, Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))))
    )
).pipe(Command.withDescription("Forward the account's events to a local URL, signed with a local secret"))
