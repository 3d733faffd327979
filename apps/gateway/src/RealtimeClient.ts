/**
 * A client of the realtime gateway that survives disconnections: it connects, authenticates with the API key,
 * subscribes, and when the connection drops it waits 1, 2, 4, 8, 16 and then every 30 s, connects again, subscribes
 * again and reads what it missed from `GET /v1/events?scope=key&order=asc` before the live events resume. Every event
 * comes out once, whichever way it arrived: deduplicated on its event id (`evt_…`, a frame's `eventId`), not on the
 * frame's `id`, which is the delivery id of one connection. None created before the client's floor (`since`) comes
 * out, not even one a gateway sends late.
 *
 * ```ts
 * import { FetchHttpClient } from "effect/http"
 * import { RealtimeClient } from "@trilho/gateway"
 * import { Effect, Stream } from "effect"
 *
 * const program = RealtimeClient.events({
 *   wsUrl: "wss://ws.example.com/v1",
 *   apiUrl: "https://api.example.com",
 *   apiKey: process.env.TRILHO_API_KEY!,
 *   subscriptions: [{ pattern: "payment.*" }]
 * }).pipe(
 *   Stream.runForEach((event) => Effect.log(event.event, event.data)),
 *   Effect.provide(FetchHttpClient.layer)
 * )
 * ```
 *
 * `notices` gives the same stream with the connection's comings and goings (`Connected`, `Disconnected` with the
 * delay before the next attempt, `Refused` for a subscription the gateway declined). The stream fails only when
 * retrying cannot help: the key is unknown, revoked or not allowed from this address.
 */
import { Realtime } from "@trilho/domain"
import { Data, Duration, Effect, Queue, Redacted, Result, Stream } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { openSocket } from "./RealtimeSocket.ts"
import { afterEvent, echoOf, eventOfFrame, remember, resubscriptions, type State, wanted } from "./RealtimeState.ts"

export { seenIdsMax } from "./RealtimeState.ts"

/** What to follow: an event pattern (`payment.*`, `transfer.completed`, `*`) or one payment. */
export type Subscription = { readonly pattern: string } | { readonly paymentId: string }

/** A business event, as `GET /v1/events` lists it and as the gateway sends it. */
export interface RealtimeEvent {
  /** The event id, `evt_…`: the same over REST, on every connection and every gateway. */
  readonly id: string
  readonly event: string
  readonly createdAt: string
  readonly data: unknown
  /** The delivery id (`dlv_…`) of a frame: one per event and connection. Absent for an event read over REST. */
  readonly deliveryId?: string
}

/** What the client reports. */
export type Notice =
  /** Authenticated, subscribed, and what was missed is out. */
  | { readonly _tag: "Connected"; readonly attempt: number }
  | { readonly _tag: "Event"; readonly event: RealtimeEvent; readonly source: "socket" | "catch-up" }
  | { readonly _tag: "Refused"; readonly subscription: Subscription; readonly code: string }
  | { readonly _tag: "Disconnected"; readonly reason: string; readonly retryInMs: number }

/** Retrying cannot help: the key was refused (`UNAUTHORIZED`, `KEY_REVOKED`, `IP_NOT_ALLOWED`) or the settings are bad. */
export class RealtimeClientError extends Data.TaggedError("RealtimeClientError")<{
  readonly message: string
  readonly code?: string
}> {}

export interface RealtimeClientOptions {
  /** The gateway's address with its path, e.g. `wss://ws.example.com/v1`. */
  readonly wsUrl: string
  /** The API's root address, without `/v1`, for reading missed events. */
  readonly apiUrl: string
  /** An API key; `GET /v1/events` needs its `events/list` permission. */
  readonly apiKey: Redacted.Redacted<string> | string
  readonly subscriptions: ReadonlyArray<Subscription>
  /** Waits before each attempt after a drop; the last repeats. Default 1, 2, 4, 8, 16, 30 s. */
  readonly reconnectDelaysMs?: ReadonlyArray<number>
  /**
   * Events created at or after this are read over REST at the first connection too; none before it is ever emitted.
   * Default: the time of the first connection (only what happens from then on).
   */
  readonly since?: Date
  /** How far before the newest event seen the catch-up starts reading, for transactions that commit late. */
  readonly catchUpWindowMs?: number
  /** With no frame for this long (the gateway pings every 30 s) the connection is taken as dead. */
  readonly idleTimeoutMs?: number
  /** Sends `ack` for each event received on the socket. */
  readonly ack?: boolean
}

/** The spec's reconnection delays. */
export const reconnectDelaysMsDefault: ReadonlyArray<number> = [1000, 2000, 4000, 8000, 16_000, 30_000]

/** Events read per catch-up page (the events API's maximum) and pages per catch-up, at most. */
const catchUpPageSize = 100
const catchUpPagesMax = 100

/** Close reasons after which connecting again cannot succeed. */
const fatalCodes = new Set(["UNAUTHORIZED", "KEY_REVOKED", "IP_NOT_ALLOWED"])

/** The wait before attempt `failures + 1` after `failures` consecutive failed attempts. */
export const reconnectDelayMs = (delaysMs: ReadonlyArray<number>, failures: number): number =>
  delaysMs[Math.min(failures, delaysMs.length - 1)] ?? 30_000

/** How a connection ended: `authenticated` tells whether it got that far (the backoff starts over if so). */
interface Ended {
  readonly authenticated: boolean
  readonly reason: string
}

const secretOf = (key: Redacted.Redacted<string> | string) => (typeof key === "string" ? key : Redacted.value(key))

/** Reads the key's events from `fromMs` on, oldest first; a string error is worth another attempt. */
const readMissed = (options: RealtimeClientOptions, fromMs: number) =>
  Effect.gen(function* () {
    const http = yield* HttpClient.HttpClient
    const found: Array<RealtimeEvent> = []
    for (let page = 1; page <= catchUpPagesMax; page++) {
      const request = HttpClientRequest.get(`${options.apiUrl.replace(/\/+$/, "")}/v1/events`).pipe(
        HttpClientRequest.setHeader("x-api-key", secretOf(options.apiKey)),
        HttpClientRequest.setUrlParams({
          scope: "key",
          order: "asc",
          dateFrom: new Date(fromMs).toISOString(),
          page: String(page),
          pageSize: String(catchUpPageSize)
        })
      )
      const unreachable = (error: { readonly message: string }) => `events API: ${error.message}`
      const response = yield* http.execute(request).pipe(Effect.mapError(unreachable))
      const envelope = (yield* Effect.mapError(response.json, unreachable)) as {
        readonly success?: boolean
        readonly message?: string
        readonly data?: { readonly items: ReadonlyArray<RealtimeEvent>; readonly pages: number }
      }
      if (envelope.success !== true || envelope.data === undefined) {
        const message = `events API answered ${response.status}: ${envelope.message ?? "refused"}`
        // A refused key (401) or a key without `events/list` (403) will not do better on the next attempt.
        if (response.status === 401 || response.status === 403) {
          return yield* new RealtimeClientError({
            message,
            code: response.status === 401 ? "UNAUTHORIZED" : "FORBIDDEN"
          })
        }
        return yield* Effect.fail(message)
      }
      found.push(...envelope.data.items.map(({ createdAt, data, event, id }) => ({ id, event, createdAt, data })))
      if (page >= envelope.data.pages || envelope.data.items.length < catchUpPageSize) break
    }
    return found
  })

/** One connection, from opening to its end; events and notices go to `emit`. */
const connection = (
  options: RealtimeClientOptions,
  state: State,
  attempt: number,
  emit: (notice: Notice) => Effect.Effect<void>
) =>
  Effect.gen(function* () {
    const { frames, send } = yield* openSocket(options.wsUrl)
    const idleMs = options.idleTimeoutMs ?? 75_000
    let authenticated = false
    let lastError: string | undefined
    const ended = (reason: string): Ended => ({ authenticated, reason })
    /** The next frame, answering pings on the way; a JSON message, or how the connection ended. */
    const next = Effect.gen(function* () {
      for (;;) {
        const frame = yield* Queue.take(frames).pipe(Effect.timeoutOption(Duration.millis(idleMs)))
        if (frame._tag === "None") return Result.fail(ended(`no frame for ${idleMs} ms`))
        const f = frame.value
        if (f._tag === "Open") continue
        if (f._tag === "Error") return Result.fail(ended(f.message))
        if (f._tag === "Close") {
          const code = f.reason || lastError
          if (code !== undefined && fatalCodes.has(code)) {
            return yield* new RealtimeClientError({ message: `the gateway refused the key: ${code}`, code })
          }
          return Result.fail(ended(`closed ${f.code}${code === undefined ? "" : ` ${code}`}`))
        }
        let message: Record<string, unknown>
        try {
          message = JSON.parse(f.text)
        } catch {
          continue
        }
        if (message.event === "ping") {
          yield* send({ action: "ping" })
          continue
        }
        if (message.event === "error" && typeof message.code === "string") lastError = message.code
        return Result.succeed(message)
      }
    })

    const opened = yield* Queue.take(frames).pipe(Effect.timeoutOption(Duration.millis(idleMs)))
    if (opened._tag === "None") return ended("no answer to the opening handshake")
    if (opened.value._tag === "Error") return ended(opened.value.message)
    if (opened.value._tag === "Close") return ended(`closed ${opened.value.code}`)
    yield* send({ action: "authenticate", apiKey: secretOf(options.apiKey) })
    for (;;) {
      const message = yield* next
      if (Result.isFailure(message)) return message.failure
      if (message.success.event === "authenticated") break
      const code = message.success.event === "error" ? String(message.success.code) : undefined
      if (code !== undefined && fatalCodes.has(code)) {
        return yield* new RealtimeClientError({ message: `the gateway refused the key: ${code}`, code })
      }
      if (code === "RATE_LIMIT") return ended(code)
    }
    authenticated = true
    const targets = resubscriptions(state, Date.now())
    const floorMs = state.floorMs!
    for (const target of targets) yield* send({ action: "subscribe", ...target })
    // Socket events that arrive before the subscriptions are confirmed and the catch-up is read wait here.
    const early: Array<RealtimeEvent> = []
    let pending = targets.length
    while (pending > 0) {
      const message = yield* next
      if (Result.isFailure(message)) return message.failure
      const m = message.success
      const echoed = echoOf(m)
      if (m.event === "subscribed") pending--
      else if (m.event === "error" && echoed !== undefined) {
        pending--
        if ("paymentId" in echoed) state.payments.delete(echoed.paymentId)
        yield* emit({ _tag: "Refused", subscription: echoed, code: String(m.code) })
      } else {
        const event = eventOfFrame(m)
        if (event !== undefined) early.push(event)
      }
    }

    // What happened while away: from the newest event seen (less the window), never before the floor.
    const windowMs = options.catchUpWindowMs ?? 60_000
    const fromMs = Math.max(floorMs, state.newestMs === undefined ? floorMs : state.newestMs - windowMs)
    const missed = yield* readMissed(options, fromMs).pipe(
      Effect.map(Result.succeed),
      Effect.catchIf(
        (error): error is string => typeof error === "string",
        (error) => Effect.succeed(Result.fail(error))
      )
    )
    if (Result.isFailure(missed)) return ended(missed.failure)
    for (const event of missed.success) {
      if (wanted(state, event) && remember(state, event)) {
        yield* emit({ _tag: "Event", event, source: "catch-up" })
        afterEvent(state, event)
      }
    }
    const live = (event: RealtimeEvent) =>
      Effect.gen(function* () {
        if (options.ack === true) yield* send({ action: "ack", id: event.deliveryId ?? event.id })
        if (remember(state, event)) {
          yield* emit({ _tag: "Event", event, source: "socket" })
          afterEvent(state, event)
        }
      })
    for (const event of early) yield* live(event)
    // Subscribed and caught up: what happens from here arrives on the socket.
    yield* emit({ _tag: "Connected", attempt })
    for (;;) {
      const message = yield* next
      if (Result.isFailure(message)) return message.failure
      const event = eventOfFrame(message.success)
      if (event !== undefined) yield* live(event)
    }
  }).pipe(Effect.scoped)

/** Every notice of a client following `options.subscriptions`, connecting again after each drop. */
export const notices = (
  options: RealtimeClientOptions
): Stream.Stream<Notice, RealtimeClientError, HttpClient.HttpClient> =>
  Stream.unwrap(
    Effect.gen(function* () {
      const patterns = options.subscriptions.flatMap((s) => ("pattern" in s ? [s.pattern] : []))
      const patternEvents = new Set<string>()
      for (const pattern of patterns) {
        const resolved = Realtime.Subscriptions.resolvePattern(pattern)
        if (Result.isFailure(resolved)) {
          return yield* new RealtimeClientError({
            message: `invalid pattern ${JSON.stringify(pattern)}`,
            code: resolved.failure.code
          })
        }
        for (const type of resolved.success) patternEvents.add(type)
      }
      const untilMs = Date.now() + Realtime.Subscriptions.paymentSubscriptionTtlMs
      const state: State = {
        seen: new Set(),
        order: [],
        newestMs: undefined,
        floorMs: options.since?.getTime(),
        payments: new Map(options.subscriptions.flatMap((s) => ("paymentId" in s ? [[s.paymentId, untilMs]] : []))),
        patterns,
        patternEvents
      }
      const delays = options.reconnectDelaysMs ?? reconnectDelaysMsDefault
      const queue = yield* Queue.unbounded<Result.Result<Notice, RealtimeClientError>>()
      const emit = (notice: Notice) => Effect.asVoid(Queue.offer(queue, Result.succeed(notice)))
      const run = Effect.gen(function* () {
        let failures = 0
        for (let attempt = 1; ; attempt++) {
          const end = yield* connection(options, state, attempt, emit)
          if (end.authenticated) failures = 0
          const retryInMs = reconnectDelayMs(delays, failures)
          failures++
          yield* emit({ _tag: "Disconnected", reason: end.reason, retryInMs })
          yield* Effect.sleep(Duration.millis(retryInMs))
        }
      })
      yield* Effect.forkScoped(
        run.pipe(
          Effect.catchDefect((defect) =>
            Effect.fail(new RealtimeClientError({ message: `realtime client stopped: ${String(defect)}` }))
          ),
          Effect.catch((error) => Queue.offer(queue, Result.fail(error)))
        )
      )
      return Stream.fromQueue(queue).pipe(
        Stream.mapEffect((item) => (Result.isSuccess(item) ? Effect.succeed(item.success) : Effect.fail(item.failure)))
      )
    })
  )

/** The events alone, each once, in the order they arrived. */
export const events = (
  options: RealtimeClientOptions
): Stream.Stream<RealtimeEvent, RealtimeClientError, HttpClient.HttpClient> =>
  notices(options).pipe(
    Stream.filterMap((notice) => (notice._tag === "Event" ? Result.succeed(notice.event) : Result.fail(notice)))
  )
