import { PgClient } from "@effect/sql-pg"
import { Notifier } from "@trilho/domain"
import { Config, Effect, Layer, Option, PubSub, Schedule, Stream } from "effect"

/** The channel every notice travels on; the outbox trigger (migration 0017) notifies it too. */
export const channel = "trilho_notices"

/**
 * The notifier over PostgreSQL LISTEN/NOTIFY. One listening connection per process (outside the pool) feeds an
 * in-process hub; it reconnects after a failure, and listeners meanwhile fall back on their own ticks.
 */
export const make = Effect.gen(function* () {
  const pg = yield* PgClient.PgClient
  const hub = yield* PubSub.sliding<Notifier.Notice>(Notifier.noticesBufferMax)
  yield* pg.listen(channel).pipe(
    Stream.runForEach((text) => PubSub.publish(hub, Notifier.decodeNotice(text))),
    Effect.tapErrorCause((cause) => Effect.logWarning("notifier: LISTEN connection lost", cause)),
    Effect.retry(Schedule.exponential("100 millis").pipe(Schedule.union(Schedule.spaced("5 seconds")))),
    Effect.forkScoped
  )
  return Notifier.Notifier.of({
    // `pg_notify` rather than the client's `notify`, whose `NOTIFY channel, $1` the server refuses (no parameters).
    publish: (notice) =>
      pg`SELECT pg_notify(${channel}, ${Notifier.encodeNotice(notice)})`.pipe(
        Effect.asVoid,
        Effect.catchAllCause((cause) => Effect.logWarning("notifier: NOTIFY failed", cause))
      ),
    subscribe: PubSub.subscribe(hub)
  })
})

/** The PostgreSQL notifier. */
export const layer: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient> = Layer.scoped(Notifier.Notifier, make)

/**
 * The notifier matching `layerFromConfig`: LISTEN/NOTIFY with `DATABASE_URL`, the in-process hub on the embedded
 * database (one process holds it).
 */
export const layerFromConfig: Layer.Layer<Notifier.Notifier, never, PgClient.PgClient> = Layer.unwrapEffect(
  Effect.map(Config.option(Config.string("DATABASE_URL")).pipe(Effect.orElseSucceed(() => Option.none())), (url) =>
    Option.isSome(url) && url.value.trim() !== "" ? layer : Notifier.layerMemory
  )
)
