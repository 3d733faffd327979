import { PgClient, PgConnection } from "@effect/sql-pg"
import { Notifier } from "@trilho/domain"
import { Cause, Config, Effect, Layer, Option, PubSub, Schedule, Stream } from "effect"

/** The channel every notice travels on; the outbox trigger (migration 0017) notifies it too. */
export const channel = "trilho_notices"

/**
 * The notifier over PostgreSQL LISTEN/NOTIFY. One listening connection per process (outside the pool, which keeps all
 * its connections for queries) feeds an in-process hub; it reconnects after a failure, and listeners meanwhile fall
 * back on their own ticks.
 */
export const make = Effect.gen(function* () {
  const pg = yield* PgClient.PgClient
  const hub = yield* PubSub.sliding<Notifier.Notice>(Notifier.noticesBufferMax)
  // The client's own `listen` would hold one of the pool's connections for good. The queue of notifications fails
  // with the connection's `SqlError` when the connection is lost.
  const listen = Effect.scoped(
    Effect.flatMap(PgConnection.make(pg.config), (connection) => connection.listen(channel)).pipe(
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
  return Notifier.Notifier.of({
    // `pg_notify` on the caller's connection rather than the client's `notify` (a pool connection of its own): inside
    // a transaction the notice goes out when it commits, and never when it rolls back.
    publish: (notice) =>
      pg`SELECT pg_notify(${channel}, ${Notifier.encodeNotice(notice)})`.pipe(
        Effect.asVoid,
        Effect.catchCause((cause) => Effect.logWarning("notifier: NOTIFY failed", cause))
      ),
    subscribe: PubSub.subscribe(hub)
  })
})

/** The PostgreSQL notifier. */
export const layer: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient> = Layer.effect(Notifier.Notifier, make)

/**
 * The notifier matching `layerFromConfig`: LISTEN/NOTIFY with `DATABASE_URL`, the in-process hub on the embedded
 * database (one process holds it).
 */
export const layerFromConfig: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient> = Layer.unwrap(
  Effect.map(Config.option(Config.String("DATABASE_URL")).pipe(Effect.orElseSucceed(() => Option.none())), (url) =>
    Option.isSome(url) && url.value.trim() !== "" ? layer : Notifier.layerMemory
  )
)
