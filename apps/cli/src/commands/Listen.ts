import { Command, Options } from "@effect/cli"
import { FetchHttpClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Ids, WebhookDelivery, Webhooks, WebhookSend } from "@trilho/domain"
import { NodeCrypto } from "@trilho/node"
import { post } from "@trilho/worker/webhooks/HttpPost"
import { Clock, Config, Console, Data, Duration, Effect, Layer, Option, Redacted } from "effect"

/** `trilho listen` could not follow the events: the API refused or could not be reached. */
export class ListenError extends Data.TaggedError("CliError")<{ readonly message: string }> {}

/** Events read per page while catching up, at most (the events API's page maximum). */
const eventsPageMax = 100

/** The forward timeout: the worker's. */
const forwardTimeoutMs = 10_000

interface EventItem {
  readonly id: string
  readonly event: string
  readonly createdAt: string
  readonly data: unknown
}

const eventNumber = (id: string): number => WebhookDelivery.parseEventId(id) ?? 0

/** Reads the account's events newer than `afterNumber`, oldest first (pages back from the newest until it gets there). */
const eventsAfter = (apiUrl: string, key: Redacted.Redacted, afterNumber: number) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const fresh: Array<EventItem> = []
    for (let page = 1; ; page++) {
      const request = HttpClientRequest.get(`${apiUrl.replace(/\/+$/, "")}/v1/events`).pipe(
        HttpClientRequest.setHeader("x-api-key", Redacted.value(key)),
        HttpClientRequest.setUrlParams({ page: String(page), pageSize: String(eventsPageMax) })
      )
      const response = yield* http.execute(request)
      const envelope = (yield* response.json) as {
        readonly success?: boolean
        readonly message?: string
        readonly data?: { readonly items: ReadonlyArray<EventItem>; readonly pages: number }
      }
      if (envelope.success !== true || envelope.data === undefined) {
        return yield* new ListenError({ message: `${response.status}: ${envelope.message ?? "the API refused"}` })
      }
      const items = envelope.data.items
      fresh.push(...items.filter((e) => eventNumber(e.id) > afterNumber))
      const reachedSeen = items.some((e) => eventNumber(e.id) <= afterNumber)
      if (reachedSeen || page >= envelope.data.pages || items.length === 0) break
    }
    return fresh.sort((a, b) => eventNumber(a.id) - eventNumber(b.id))
  })

/**
 * Forwards one event to `forwardTo` exactly as the worker delivers it: body `{id, event, createdAt, data}` with a
 * fresh delivery id, the same headers and signatures (keyed by the local secret); one line per event.
 */
const forward = (forwardTo: string, secret: string, event: EventItem) =>
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
 * `trilho listen --forward-to <url>`: follows the account's events by polling `GET /v1/events` with the API key and
 * forwards each new one to a local URL, signed like a real delivery with a local secret printed at start (or given
 * with `--secret`), like `stripe listen`. Events that happened before it started are not forwarded.
 */
export const listen = Command.make(
  "listen",
  {
    forwardTo: Options.text("forward-to").pipe(Options.withDescription("Local URL to POST each event to")),
    events: Options.text("events").pipe(
      Options.withDescription("Comma-separated event types to forward (default: all)"),
      Options.optional
    ),
    secret: Options.text("secret").pipe(
      Options.withDescription("Signing secret to use (whsec_…); a new one is generated otherwise"),
      Options.optional
    ),
    intervalMs: Options.integer("interval-ms").pipe(
      Options.withDescription("Milliseconds between polls of the events API"),
      Options.withDefault(1000)
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
  ({ apiKey, apiUrl, events, forwardTo, intervalMs, secret }) =>
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
      // Start after the newest event that exists now.
      const latest = yield* latestEventNumber(apiUrl, apiKey)
      yield* Console.log(`Ready! Your webhook signing secret is ${signing}`)
      yield* Console.log(`Forwarding ${types.length === 0 ? "all events" : types.join(", ")} to ${forwardTo}`)
      let seen = latest
      while (true) {
        const fresh = yield* eventsAfter(apiUrl, apiKey, seen)
        for (const event of fresh) {
          if (types.length === 0 || types.includes(event.event)) yield* forward(forwardTo, signing, event)
          seen = Math.max(seen, eventNumber(event.id))
        }
        yield* Effect.sleep(Duration.millis(intervalMs))
      }
    }).pipe(
      Effect.catchTags({
        RequestError: (error) => new ListenError({ message: `could not reach the API at ${apiUrl}: ${error.message}` }),
        ResponseError: (error) => new ListenError({ message: `unexpected answer from the API: ${error.message}` })
      }),
      Effect.provide(Layer.mergeAll(FetchHttpClient.layer, Ids.layer.pipe(Layer.provideMerge(NodeCrypto.layer))))
    )
).pipe(Command.withDescription("Forward the account's events to a local URL, signed with a local secret"))

/** The number of the newest event of the account now (0 when there is none). */
const latestEventNumber = (apiUrl: string, key: Redacted.Redacted) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const request = HttpClientRequest.get(`${apiUrl.replace(/\/+$/, "")}/v1/events`).pipe(
      HttpClientRequest.setHeader("x-api-key", Redacted.value(key)),
      HttpClientRequest.setUrlParams({ page: "1", pageSize: "1" })
    )
    const response = yield* http.execute(request)
    const envelope = (yield* response.json) as {
      readonly success?: boolean
      readonly message?: string
      readonly data?: { readonly items: ReadonlyArray<EventItem> }
    }
    if (envelope.success !== true || envelope.data === undefined) {
      return yield* new ListenError({ message: `${response.status}: ${envelope.message ?? "the API refused"}` })
    }
    const first = envelope.data.items[0]
    return first === undefined ? 0 : eventNumber(first.id)
  })
