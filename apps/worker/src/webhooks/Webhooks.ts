import {
  SandboxClock,
  WebhookDeliveries,
  WebhookDispatch,
  WebhookEndpoints,
  WebhookRetry,
  type Webhooks,
  WebhookSend
} from "@trilho/domain"
import {
  identity,
  Cache,
  Clock,
  Config,
  Context,
  Deferred,
  Duration,
  Effect,
  Exit,
  FiberSet,
  Layer,
  Option,
  Queue,
  Ref,
  type Scope,
  Semaphore
} from "effect"
import { onNotices } from "../Wake.ts"
import { outcomeOf, post } from "./HttpPost.ts"

/** Webhook worker settings, from the environment. */
export const WebhooksConfig = Config.all({
  /** `live` refuses to connect to forbidden addresses; `sandbox` (the default) allows loopback receivers. */
  mode: Config.Literals(["sandbox", "live"], "TRILHO_MODE").pipe(Config.withDefault("sandbox" as const)),
  timeoutMs: Config.Int("WEBHOOK_TIMEOUT_MS").pipe(Config.withDefault(WebhookRetry.attemptTimeoutMs)),
  concurrency: Config.Int("WEBHOOK_CONCURRENCY").pipe(Config.withDefault(64)),
  /** The dispatcher's safety poll: an `OutboxWritten` notice wakes it at once. */
  dispatchIntervalMs: Config.Int("WEBHOOK_DISPATCH_INTERVAL_MS").pipe(Config.withDefault(5_000)),
  /** The sender's safety poll (retries falling due): new deliveries and freed sending slots wake it at once. */
  sendIntervalMs: Config.Int("WEBHOOK_SEND_INTERVAL_MS").pipe(Config.withDefault(5_000)),
  leaseMs: Config.Int("WEBHOOK_LEASE_MS").pipe(Config.withDefault(60_000))
})
export type WebhooksConfig = Config.Success<typeof WebhooksConfig>

/**
 * The webhook loops' wake-ups: the dispatcher's on `OutboxWritten` notices (events committed by any process, through
 * the notifier), the sender's when the dispatcher created deliveries or a sending slot freed in this process.
 */
export class WebhookSignals extends Context.Service<
  WebhookSignals,
  {
    readonly deliveriesCreated: Effect.Effect<void>
    readonly awaitOutbox: (timeoutMs: number) => Effect.Effect<void>
    readonly awaitDeliveries: (timeoutMs: number) => Effect.Effect<void>
  }
>()("@trilho/worker/WebhookSignals") {
  static readonly make = Effect.gen(function* () {
    const outbox = yield* onNotices((notice) => notice._tag === "OutboxWritten")
    const deliveries = yield* Queue.sliding<void>(1)
    return WebhookSignals.of({
      deliveriesCreated: Queue.offer(deliveries, undefined).pipe(Effect.asVoid),
      awaitOutbox: outbox.sleep,
      awaitDeliveries: (ms) =>
        Effect.race(Queue.take(deliveries), Effect.sleep(Duration.millis(ms))).pipe(Effect.asVoid)
    })
  })
  static readonly layer = Layer.effect(WebhookSignals, WebhookSignals.make)
}

/** Runs `effect` on sandbox time when a `SandboxClock` is present (the worker's time in sandbox mode). */
export const onPlatformTime = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.flatMap(Effect.serviceOption(SandboxClock.SandboxClock), (sandbox) =>
    Option.isSome(sandbox)
      ? Effect.flatMap(Clock.Clock, (base) =>
          Effect.provideService(effect, Clock.Clock, SandboxClock.makeClock(base, sandbox.value))
        )
      : effect
  )

/**
 * Dispatcher rounds until the outbox has nothing new (or another worker holds the cursor): the events and deliveries,
 * and whether committed events wait behind a transaction in flight.
 */
export const dispatchAll = Effect.gen(function* () {
  let events = 0
  let deliveries = 0
  while (true) {
    const round = yield* onPlatformTime(WebhookDispatch.dispatchRound())
    events += round.events
    deliveries += round.deliveries
    if (round.busy || round.events < WebhookDispatch.dispatchPageMax) {
      return { events, deliveries, busy: round.busy, heldBack: round.heldBack }
    }
  }
})

/** Deliveries a sender holds per sending slot: claimed ahead, so a slot that frees has the next one at hand. */
export const senderQueueFactor = 4

/** How long the sender reuses an endpoint it read (its URL, status and secrets): 1 s. */
export const endpointCacheMs = 1000

/**
 * The sender's view of the stores: attempts of concurrent sends recorded together (one statement per batch, through
 * `recordAttempts`), and endpoints read at most once per `endpointCacheMs`. Lives as long as `scope`; close it only
 * after the sends using it ended.
 */
export const senderServices = Effect.gen(function* () {
  const store = yield* WebhookDeliveries.WebhookDeliveries
  const endpoints = yield* WebhookEndpoints.WebhookEndpoints
  type Pending = readonly [
    WebhookDeliveries.AttemptRecord,
    Deferred.Deferred<boolean, WebhookDeliveries.WebhookDeliveryStoreError>
  ]
  const queue = yield* Queue.unbounded<Pending>()
  yield* Effect.forkScoped(
    Effect.forever(
      Effect.gen(function* () {
        const batch = yield* Queue.takeBetween(queue, 1, WebhookDeliveries.deliveriesBatchMax)
        const exit = yield* Effect.exit(store.recordAttempts(batch.map(([record]) => record)))
        yield* Effect.forEach(batch, ([, done], i) =>
          Exit.isSuccess(exit) ? Deferred.succeed(done, exit.value[i] === true) : Deferred.failCause(done, exit.cause)
        )
      })
    )
  )
  const cache = yield* Cache.make({
    capacity: 10_000,
    timeToLive: Duration.millis(endpointCacheMs),
    lookup: (key: string) => {
      const [accountId, id] = key.split("\u0000") as [string, string]
      return endpoints.findById(accountId as WebhookDeliveries.Delivery["accountId"], id as Webhooks.WebhookEndpointId)
    }
  })
  const deliveries = WebhookDeliveries.WebhookDeliveries.of({
    ...store,
    recordAttempt: (record) =>
      Effect.flatMap(Deferred.make<boolean, WebhookDeliveries.WebhookDeliveryStoreError>(), (done) =>
        Effect.andThen(Queue.offer(queue, [record, done]), Deferred.await(done))
      )
  })
  const cachedEndpoints = WebhookEndpoints.WebhookEndpoints.of({
    ...endpoints,
    findById: (accountId, id) => Cache.get(cache, `${accountId}\u0000${id}`),
    // A success on an endpoint whose (recent) view shows no failures has nothing to reset: skip the write. A failure
    // is written and drops the cached view, so the next success resets the count.
    recordEventOutcome: (accountId, id, delivered, options) =>
      Effect.gen(function* () {
        const key = `${accountId}\u0000${id}`
        if (delivered) {
          const known = yield* Cache.getOption(cache, key).pipe(Effect.orElseSucceed(() => Option.none()))
          if (Option.isSome(known) && Option.isSome(known.value) && known.value.value.failedEventsInARow === 0) return
        }
        yield* endpoints.recordEventOutcome(accountId, id, delivered, options)
        if (!delivered) yield* Cache.invalidate(cache, key)
      })
  })
  return <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.provideService(WebhookDeliveries.WebhookDeliveries, deliveries),
      Effect.provideService(WebhookEndpoints.WebhookEndpoints, cachedEndpoints)
    )
}) satisfies Effect.Effect<
  unknown,
  unknown,
  Scope.Scope | WebhookDeliveries.WebhookDeliveries | WebhookEndpoints.WebhookEndpoints
>

/**
 * Sends one claimed delivery and records the attempt. Uninterruptible: a shutdown waits for the send in flight (at
 * most the timeout) and its record, so no answer is lost.
 */
export const sendOne = (
  delivery: WebhookDeliveries.ClaimedDelivery,
  config: WebhooksConfig,
  slot: <A, E, R>(request: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> = identity
) =>
  onPlatformTime(
    Effect.gen(function* () {
      const startMs = yield* Clock.currentTimeMillis
      const preparation = yield* WebhookSend.prepareAttempt(delivery, startMs)
      if (preparation._tag === "Skip") {
        return yield* WebhookSend.finishAttempt(delivery, { _tag: "Skipped", reason: preparation.reason }, startMs, 0)
      }
      const { body, headers, url } = preparation.request
      // Only the request holds a sending slot; recording waits for its batch without one.
      const result = yield* slot(
        post(url, body, headers, {
          timeoutMs: config.timeoutMs,
          guardAddresses: config.mode === "live"
        })
      )
      const endMs = yield* Clock.currentTimeMillis
      return yield* WebhookSend.finishAttempt(delivery, outcomeOf(result), endMs, result.durationMs)
    })
  ).pipe(
    Effect.catch((error) => Effect.as(Effect.logWarning(`delivery ${delivery.id}: ${error._tag}`, error), undefined)),
    Effect.uninterruptible
  )

/** Claims every delivery due now (up to `limit`) and sends them, `concurrency` at a time; the count sent. */
export const sendDueOnce = (workerId: string, config: WebhooksConfig, limit = 1000) =>
  Effect.gen(function* () {
    const deliveries = yield* WebhookDeliveries.WebhookDeliveries
    const withSender = yield* senderServices
    const now = yield* onPlatformTime(Clock.currentTimeMillis)
    const claimed = yield* deliveries.claimDue(workerId, new Date(now), limit, config.leaseMs)
    yield* Effect.forEach(claimed, (delivery) => withSender(sendOne(delivery, config)), {
      concurrency: config.concurrency,
      discard: true
    })
    return claimed.length
  }).pipe(Effect.scoped)

/**
 * Claims due deliveries into free sending slots (`concurrency` at a time) and sends each on its own fiber. Sleeps for
 * `sendIntervalMs`, or until the dispatcher signals new deliveries or a slot frees, when nothing could be claimed.
 */
export const runSender = (workerId: string, config: WebhooksConfig) =>
  Effect.gen(function* () {
    const deliveries = yield* WebhookDeliveries.WebhookDeliveries
    const signals = yield* WebhookSignals
    // Made before the fiber set, so it is released after it: sends in flight at shutdown still get recorded.
    const withSender = yield* senderServices
    const sending = yield* Semaphore.make(config.concurrency)
    // Claimed and not yet recorded, at most: the sends in flight plus a queue for the slots that free next.
    const claimedMax = config.concurrency * senderQueueFactor
    const claimedNow = yield* Ref.make(0)
    const fibers = yield* FiberSet.make()
    while (true) {
      const held = yield* Ref.get(claimedNow)
      const room = claimedMax - held
      // Claim in batches: while deliveries are held, wait until a quarter of the room is free (one claim per freed
      // slot would cost a round trip per delivery).
      const claimed =
        room <= 0 || (held > 0 && room < Math.max(1, Math.floor(claimedMax / 4)))
          ? []
          : yield* onPlatformTime(
              Effect.flatMap(Clock.currentTimeMillis, (now) =>
                deliveries.claimDue(workerId, new Date(now), room, config.leaseMs)
              )
            ).pipe(Effect.catch((error) => Effect.as(Effect.logWarning("webhook claim failed", error), [])))
      for (const delivery of claimed) {
        yield* Ref.update(claimedNow, (n) => n + 1)
        yield* FiberSet.run(
          fibers,
          // A send waits for a slot, then finishes and is recorded even at shutdown (it is uninterruptible).
          sending
            .withPermits(1)(withSender(sendOne(delivery, config)))
            .pipe(
              Effect.ensuring(
                Effect.andThen(
                  Ref.update(claimedNow, (n) => n - 1),
                  signals.deliveriesCreated
                )
              )
            )
        )
      }
      // Wait for freed room, new deliveries from the dispatcher, or the next tick (retries falling due).
      yield* signals.awaitDeliveries(config.sendIntervalMs)
    }
  }).pipe(Effect.scoped)

/** How soon the dispatcher reads again while events wait behind a transaction in flight: 10 ms, doubling to 1 s. */
export const heldBackRetryMs = { first: 10, max: 1000 } as const

/**
 * Follows the outbox: a dispatcher pass at every notice of an outbox write, and every `dispatchIntervalMs` without one;
 * sooner while committed events wait behind a transaction in flight (no notice comes when that one ends, unless it
 * wrote events too). Wakes the sender when it created deliveries.
 */
export const runDispatcher = (config: WebhooksConfig) =>
  Effect.gen(function* () {
    const signals = yield* WebhookSignals
    const failed = { events: 0, deliveries: 0, busy: false, heldBack: false }
    let retryMs: number = heldBackRetryMs.first
    while (true) {
      const pass = yield* dispatchAll.pipe(
        Effect.catch((error) => Effect.as(Effect.logWarning("webhook dispatch failed", error), failed))
      )
      if (pass.deliveries > 0) yield* signals.deliveriesCreated
      if (pass.heldBack) {
        yield* signals.awaitOutbox(retryMs)
        retryMs = Math.min(heldBackRetryMs.max, retryMs * 2)
      } else {
        retryMs = heldBackRetryMs.first
        yield* signals.awaitOutbox(config.dispatchIntervalMs)
      }
    }
  })

/**
 * The webhook worker: the dispatcher and the sender, running while the layer lives. On shutdown the loops stop and
 * every send in flight finishes and is recorded first. Any number of workers may run over one database.
 */
export const layer = (workerId: string) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const config = yield* WebhooksConfig
      yield* Effect.forkScoped(runDispatcher(config))
      yield* Effect.forkScoped(runSender(workerId, config))
    })
  )
