import type { ChargeStore } from "@trilho/domain"
import { ApiKeys, Auth, Crypto, Notifier, Outbox, Realtime } from "@trilho/domain"
import { Clock, Effect, Layer, Option, PubSub, Queue } from "effect"
import { type Admission, type Credential, makeAdmission, presentedOnUpgrade, watchOnUpgrade } from "./Authenticate.ts"
import { GatewayConfig, refusal, tlsOf, urlOf } from "./Config.ts"
import { type Connection, makeRegistry, pendingAddressOf, type Registry } from "./Connections.ts"
import * as Protocol from "./Protocol.ts"
import { handleMessage } from "./Messages.ts"
import * as Transport from "./Transport.ts"

export { GatewayConfig, urlOf } from "./Config.ts"
export { TransportUnavailable, type TransportName } from "./Transport.ts"
export { protocolVersion } from "./Protocol.ts"

type Services = ApiKeys.ApiKeys | Crypto.Crypto | ChargeStore.ChargeStore | Outbox.Outbox | Notifier.Notifier

/** Frames up to this many times the limit are read and refused with 1009; bigger ones drop the connection. */
export const frameBytesReadFactor = 16

/** Notified outbox ids awaited at most; past it, notices only wake the follower. */
export const notifiedIdsMax = 10_000

/** How soon the follower reads again while a notified row is not readable yet. */
export const notifiedRetryMs = 10

/** Random bytes of a gateway's tag in the delivery ids it makes (hex, so 10 characters). */
export const gatewayTagBytes = 5

/**
 * Starts the realtime gateway at `/v1` and reports its port, URL and WebSocket transport (`GATEWAY_TRANSPORT`):
 * authentication (upgrade or message, by API key or payment watch token), subscriptions, heartbeat, and delivery of
 * the outbox's events to the connections they are addressed to. The watch secret is the one in the context (`trilho
 * dev` shares one with its API), else `REALTIME_WATCH_SECRET`, else a random one. Open connections are closed (1001)
 * when the scope ends.
 */
export const start = Effect.gen(function* () {
  const config = yield* GatewayConfig
  const why = refusal(config)
  if (why !== undefined) return yield* Effect.die(new Error(`gateway: ${why}`))
  const transport = yield* Transport.select(config.transport)
  const services = yield* Effect.context<Services>()
  const run = Effect.runPromiseWith(services)
  const clock = yield* Clock.Clock
  const outbox = yield* Outbox.Outbox
  const notifier = yield* Notifier.Notifier
  const startedAtMs = clock.currentTimeMillisUnsafe()
  const now = () => clock.currentTimeMillisUnsafe()
  const crypto = yield* Crypto.Crypto
  // Delivery ids of different gateways differ by this tag; within one, by the connection's group and place.
  const gatewayTag = Buffer.from(yield* crypto.randomBytes(gatewayTagBytes)).toString("hex")
  const registry = makeRegistry(transport, gatewayTag, startedAtMs)
  const keys = yield* ApiKeys.ApiKeys
  const watchSecret = yield* Realtime.WatchTokens.secretFromContextOrConfig("the gateway")
  const admission = makeAdmission({
    config,
    sha256Hex: (text) => Effect.runSync(crypto.sha256Hex(text)),
    verifyWatch: (token, nowMs) =>
      Effect.runSync(
        Realtime.WatchTokens.verify(watchSecret.key, token, nowMs).pipe(Effect.provideService(Crypto.Crypto, crypto))
      ),
    read: (hashHex) => run(keys.findByHash(hashHex)),
    warn: (error) => run(Effect.logWarning("gateway: key lookup failed", error)),
    now
  })

  const settle = makeSettle(registry, transport, now)

  // Wakes the sweep when a connection opens (it sleeps while there is none).
  const opened = yield* Queue.sliding<void>(1)

  const context = {
    config,
    registry,
    run,
    now,
    authenticateByMessage: (connection: Connection, credential: Credential) =>
      Promise.resolve(admission.attempt(credential, pendingAddressOf(connection))).then((outcome) => {
        if (!connection.closed) settle(connection, outcome, true)
      })
  }

  const listening = yield* transport.listen<Connection>(
    {
      host: config.host,
      port: config.port,
      tls: tlsOf(config),
      path: "/v1",
      frameBytesMax: config.frameBytesMax,
      frameBytesReadMax: frameBytesReadFactor * config.frameBytesMax,
      prepare: async (request) => {
        const address = Auth.ClientAddress.clientAddress({
          remoteAddress: request.remoteAddress,
          forwardedFor: request.forwardedFor === "" ? undefined : request.forwardedFor,
          trustedProxies: config.trustedProxies
        })
        const decided = await admission.admit(
          presentedOnUpgrade(request.query, request.authorization),
          address,
          watchOnUpgrade(request.query)
        )
        return registry.make(address, now(), decided)
      },
      health: () =>
        JSON.stringify({
          status: "ok",
          version: Protocol.protocolVersion,
          startedAt: new Date(startedAtMs).toISOString(),
          connections: registry.size()
        })
    },
    {
      open: (connection) => {
        const decided = registry.open(connection, now())
        Queue.offerUnsafe(opened, undefined)
        if (decided !== undefined) settle(connection, decided as Admission, false)
      },
      close: (connection) => registry.remove(connection),
      message: (connection, text) => handleMessage(context, connection, text)
    }
  )
  yield* Effect.addFinalizer(() => Effect.sync(() => registry.closeAll(Protocol.closeCodes.goingAway)))

  yield* Effect.forkScoped(sweepDeadlines(registry, config, opened))

  /** A revoked key: its connections close, and the next one it opens is looked up again (and refused). */
  const revoke = (apiKeyId: string) => {
    admission.forget(apiKeyId)
    registry.revoke(apiKeyId)
  }

  // Keys read again now and then: a revocation whose notice was missed still closes its connections.
  yield* Effect.forkScoped(
    Effect.forever(Effect.andThen(Effect.sleep(config.keyRecheckIntervalMs), recheckKeys(registry, keys, revoke)))
  )

  // Notices: a revoked key's connections close at once; an outbox notice wakes the follower. A notified row may
  // still be held back behind an older transaction in flight: until every notified id was read, the follower
  // looks again every `retryMs` rather than waiting for its poll interval.
  const wake = yield* Queue.sliding<void>(1)
  const notified = new Set<number>()
  yield* Effect.forkScoped(followNotices(yield* notifier.subscribe, { revoke, notified, wake }))

  // The follower: every event committed after the start, in outbox order, to the connections it is addressed to.
  yield* Effect.forkScoped(followOutbox(outbox, yield* outbox.readEnd, { registry, config, notified, wake }))

  const url = urlOf(config, listening.port)
  yield* Effect.logInfo(`gateway listening on ${url} (${transport.name})`)
  return { port: listening.port, url, transport: transport.name }
})

/**
 * Applies an authentication outcome to an open connection: an API key's joins its key's connections, a watch token's
 * is bound to its charge; refusals close it on the upgrade and leave it open to try again by message.
 */
const makeSettle = (registry: Registry, transport: Transport.Transport, now: () => number) => {
  const refuse = (connection: Connection, code: Protocol.ErrorCode) => {
    registry.send(connection, Protocol.error(code))
    transport.end(connection, Protocol.closeCodes.policy, code)
  }

  return (connection: Connection, outcome: Admission, byMessage: boolean) => {
    switch (outcome._tag) {
      case "Authenticated":
        registry.authenticate(connection, { accountId: outcome.key.accountId, apiKeyId: outcome.key.id })
        registry.send(connection, Protocol.authenticated)
        return
      case "Watching":
        return registry.watch(connection, outcome.claims, now())
      case "RateLimited":
        return refuse(connection, "RATE_LIMIT")
      case "Unavailable":
        return byMessage ? registry.send(connection, Protocol.error("UNAVAILABLE")) : refuse(connection, "UNAVAILABLE")
      case "Refused":
        return byMessage ? registry.send(connection, Protocol.error(outcome.code)) : refuse(connection, outcome.code)
      case "Anonymous":
        return
    }
  }
}

/**
 * The outbox follower: reads the events after `cursor` in outbox order and delivers each to the connections it is
 * addressed to. A notified row may still be held back behind an older transaction in flight: until every notified id
 * was read, it looks again every `retryMs` rather than waiting for its poll interval.
 */
const followOutbox = (
  outbox: Outbox.Outbox["Service"],
  start: Outbox.OutboxCursor,
  on: {
    readonly registry: Registry
    readonly config: GatewayConfig
    readonly notified: Set<number>
    readonly wake: Queue.Queue<void>
  }
) => {
  const retryMs = Math.min(on.config.pollIntervalMs, notifiedRetryMs)
  let cursor = start
  const follow = Effect.gen(function* () {
    const page = yield* outbox.readAfter(cursor, Outbox.outboxPageMax)
    const nowMs = yield* Clock.currentTimeMillis
    for (const event of page.events) {
      on.notified.delete(event.id)
      on.registry.deliver(event, nowMs)
    }
    cursor = page.cursor
    if (page.events.length < Outbox.outboxPageMax) {
      yield* Effect.race(Queue.take(on.wake), Effect.sleep(on.notified.size > 0 ? retryMs : on.config.pollIntervalMs))
    }
  }).pipe(
    Effect.catch((error) =>
      Effect.andThen(Effect.logWarning("gateway: outbox read failed", error), Effect.sleep(on.config.pollIntervalMs))
    )
  )
  return Effect.forever(follow)
}

/** Reads again every key with open connections; one revoked or gone since has its connections closed. */
const recheckKeys = (registry: Registry, keys: ApiKeys.ApiKeys["Service"], revoke: (apiKeyId: string) => void) =>
  Effect.suspend(() =>
    Effect.forEach(
      registry.keys(),
      (key) =>
        keys.findById(key.accountId as never, key.apiKeyId as never).pipe(
          Effect.flatMap((found) =>
            Option.isNone(found) || found.value.revoked ? Effect.sync(() => revoke(key.apiKeyId)) : Effect.void
          ),
          Effect.catch((error) => Effect.logWarning("gateway: key recheck failed", error))
        ),
      { concurrency: 4, discard: true }
    )
  )

/**
 * Deadlines (authentication, heartbeat, payment subscriptions), checked a few times per shortest limit while
 * connections are open; without any, the sweep sleeps until one opens (`opened`).
 */
const sweepDeadlines = (registry: Registry, config: GatewayConfig, opened: Queue.Queue<void>) => {
  const sweepMs = Math.max(10, Math.min(1000, Math.floor(Math.min(config.authTimeoutMs, config.heartbeatReplyMs) / 4)))
  const sweep = Effect.flatMap(Clock.currentTimeMillis, (nowMs) => Effect.sync(() => registry.sweep(nowMs, config)))
  return Effect.forever(
    Effect.suspend(() => (registry.size() === 0 ? Queue.take(opened) : Effect.andThen(Effect.sleep(sweepMs), sweep)))
  )
}

/**
 * The notices a gateway acts on: a revoked key's connections close at once; an outbox write wakes the follower and
 * its id is remembered (`notified`) until the follower reads it.
 */
const followNotices = (
  notices: PubSub.Subscription<Notifier.Notice>,
  on: { readonly revoke: (apiKeyId: string) => void; readonly notified: Set<number>; readonly wake: Queue.Queue<void> }
) =>
  Effect.forever(
    Effect.flatMap(PubSub.take(notices), (notice) => {
      switch (notice._tag) {
        case "ApiKeyRevoked":
          return Effect.sync(() => on.revoke(notice.apiKeyId))
        case "JobsEnqueued":
          return Effect.void
        case "OutboxWritten":
          if (notice.id !== undefined && on.notified.size < notifiedIdsMax) on.notified.add(notice.id)
          return Queue.offer(on.wake, undefined)
      }
    })
  )

/** The gateway as a layer: listens while the layer is alive. */
export const layer = Layer.effectDiscard(start)
