import { PgClient, PgConnection } from "@effect/sql-pg"
import { Notifier } from "@trilho/domain"
import { Cause, Deferred, Duration, Effect, Layer, Option, PubSub, Schedule, type Scope, Stream } from "effect"
import { noticesChannel, PgliteNotices } from "./PgliteNotices.ts"

/** The channel every notice travels on; the outbox and jobs triggers (migrations 0017, 0021) notify it too. */
export const channel = noticesChannel

/**
 * A notifier whose notices go through the database: `publish` is a NOTIFY on the caller's connection (`pg_notify`
 * rather than the client's `notify`, a pool connection of its own: inside a transaction the notice goes out when it
 * commits, and never when it rolls back), and `feed` brings what the database delivers into the in-process hub.
 */
const makeWith = <R>(
  feed: (hub: PubSub.PubSub<Notifier.Notice>) => Effect.Effect<void, never, R | Scope.Scope>
): Effect.Effect<Notifier.Notifier["Service"], never, PgClient.PgClient | R | Scope.Scope> =>
  Effect.gen(function* () {
    const pg = yield* PgClient.PgClient
    const hub = yield* PubSub.sliding<Notifier.Notice>(Notifier.noticesBufferMax)
    yield* feed(hub)
    return Notifier.Notifier.of({
      publish: (notice) =>
        pg`SELECT pg_notify(${channel}, ${Notifier.encodeNotice(notice)})`.pipe(
          Effect.asVoid,
          Effect.catchCause((cause) => Effect.logWarning("notifier: NOTIFY failed", cause))
        ),
      subscribe: PubSub.subscribe(hub)
    })
  })

/** How long the notifier's start waits for its first LISTEN; past it, it starts and keeps trying. */
export const listenStartMaxMs = 10_000

/**
 * The notifier over PostgreSQL LISTEN/NOTIFY. One listening connection per process (outside the pool, which keeps all
 * its connections for queries) feeds an in-process hub; it reconnects after a failure, and listeners meanwhile fall
 * back on their own safety polls. It is ready once it listens (at most `listenStartMaxMs`), so that nothing
 * committed after the start of a process goes untold.
 */
export const make = makeWith((hub) =>
  Effect.gen(function* () {
    const pg = yield* PgClient.PgClient
    const listening = yield* Deferred.make<void>()
    // The client's own `listen` would hold one of the pool's connections for good. The queue of notifications fails
    // with the connection's `SqlError` when the connection is lost.
    const listen = Effect.scoped(
      Effect.flatMap(PgConnection.make(pg.config), (connection) => connection.listen(channel)).pipe(
        Effect.tap(() => Deferred.succeed(listening, undefined)),
        Effect.flatMap((notifications) =>
          Stream.fromQueue(notifications).pipe(
            Stream.runForEach((notification) => PubSub.publish(hub, Notifier.decodeNotice(notification.payload)))
          )
        )
      )
    )
    yield* listen.pipe(
      Effect.tapCauseIf(
        (cause) => !Cause.hasInterruptsOnly(cause),
        (cause) => Effect.logWarning("notifier: LISTEN connection lost", cause)
      ),
      Effect.retry(Schedule.min([Schedule.exponential("100 millis"), Schedule.spaced("5 seconds")])),
      Effect.forkScoped
    )
    yield* Deferred.await(listening).pipe(Effect.timeoutOption(Duration.millis(listenStartMaxMs)))
  })
)

/**
 * The notifier of the embedded database: its session listens on the channel (`layerPglite`), and what it receives
 * reaches the hub of this process, the one process sharing that database.
 */
export const makePglite = makeWith((hub) =>
  Effect.gen(function* () {
    const notices = yield* PgliteNotices
    const stop = notices.listen((payload) => void PubSub.publishUnsafe(hub, Notifier.decodeNotice(payload)))
    yield* Effect.addFinalizer(() => Effect.sync(stop))
  })
)

/** The PostgreSQL notifier. */
export const layer: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient> = Layer.effect(Notifier.Notifier, make)

/** The notifier of the embedded database. */
export const layerPglite: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient | PgliteNotices> = Layer.effect(
  Notifier.Notifier,
  makePglite
)

/**
 * The notifier matching the client `layerFromConfig` built: the embedded database's (it provides `PgliteNotices`), else
 * LISTEN/NOTIFY.
 */
export const layerFromConfig: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient> = Layer.unwrap(
  Effect.map(Effect.serviceOption(PgliteNotices), (pglite) =>
    Option.isSome(pglite) ? Layer.provide(layerPglite, Layer.succeed(PgliteNotices, pglite.value)) : layer
  )
)
