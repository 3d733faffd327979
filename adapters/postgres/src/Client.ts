import { PgClient } from "@effect/sql-pg"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Config, Context, Duration, Effect, Layer, Option, Redacted, String } from "effect"
import type { SqlClient } from "effect/sql"
import { ConnectionError, SqlError } from "effect/sql/SqlError"
import * as fs from "node:fs"
import * as path from "node:path"
import { noticesChannel, PgliteNotices, readingNotifications } from "./PgliteNotices.ts"

/**
 * Columns are snake_case, fields camelCase. JSON values (payloads, flags) are stored and read as they are: their keys
 * belong to the caller.
 */
export const clientTransforms = {
  transformResultNames: String.snakeToCamel,
  transformQueryNames: String.camelToSnake,
  transformJson: false
} as const

/** Connections of a PostgreSQL pool unless `DATABASE_POOL_SIZE` says otherwise. */
export const poolSizeDefault = 10

export interface PostgresOptions {
  readonly url: Redacted.Redacted<string>
  readonly poolSize?: number | undefined
  readonly applicationName?: string | undefined
}

/** A pool of connections to a PostgreSQL server. */
export const layerPostgres = (
  options: PostgresOptions
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, SqlError> =>
  PgClient.layer({
    url: options.url,
    maxConnections: options.poolSize ?? poolSizeDefault,
    // A pool that grows under a burst opens its connections while the machine is busiest: the driver's 5 s default
    // refused a connection (and answered a request with 503) on a loaded two-core machine.
    connectTimeout: Duration.seconds(30),
    applicationName: options.applicationName ?? "trilho",
    ...clientTransforms
  })

export interface PgliteOptions {
  /** The data folder; omitted, the database lives in memory and vanishes with the layer. */
  readonly dataDir?: string | undefined
  /** A data folder to start from, as `PgliteDump` makes it (a tarball), instead of an empty database. */
  readonly loadDataDir?: Blob | undefined
}

/** The embedded database's data folder as a tarball, to start another embedded database from (`loadDataDir`). */
export class PgliteDump extends Context.Service<PgliteDump, { readonly dump: Effect.Effect<Blob, SqlError> }>()(
  "@trilho/postgres/PgliteDump"
) {}

/** A failure to open the embedded database, as the `SqlError` a failed connection is. */
const pgliteError = (message: string) => (cause: unknown) =>
  new SqlError({ reason: new ConnectionError({ cause, message, operation: "connect" }) })

/**
 * The embedded database: PGlite in this process, served on a loopback port by pglite-socket, behind the same
 * `PgClient` (PostgreSQL wire protocol) as a real server, so the same SQL and repositories run on both. PGlite runs one
 * session: the pool holds exactly one connection, and transactions and queries queue for it. The session listens on
 * the notices' channel, and `PgliteNotices` hands on what it receives (the notifier of the embedded mode).
 */
export const layerPglite = (
  options: PgliteOptions = {}
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient | PgliteNotices | PgliteDump, SqlError> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const dataDir = options.dataDir === undefined ? undefined : path.resolve(options.dataDir)
      const db = yield* Effect.acquireRelease(
        Effect.tryPromise({
          try: async () => {
            if (dataDir !== undefined) fs.mkdirSync(dataDir, { recursive: true })
            // The trigram extension serves the transaction list's `search` (migration 0025).
            const db = await PGlite.create(dataDir, {
              extensions: { pg_trgm },
              ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir })
            })
            await db.exec(`LISTEN ${noticesChannel}`)
            return db
          },
          catch: pgliteError("PGlite: failed to open the database")
        }),
        (db) => Effect.promise(() => db.close().catch(() => undefined))
      )
      const listeners = new Set<(payload: string) => void>()
      const served = readingNotifications(db, noticesChannel, (payload) => {
        for (const listener of listeners) listener(payload)
      })
      // A second slot only absorbs the overlap of a pool reconnecting; the pool below never holds two connections.
      const server = yield* Effect.acquireRelease(
        Effect.tryPromise({
          try: async () => {
            const server = new PGLiteSocketServer({ db: served, host: "127.0.0.1", port: 0, maxConnections: 2 })
            await server.start()
            return server
          },
          catch: pgliteError("PGlite: failed to start the socket server")
        }),
        (server) => Effect.promise(() => server.stop().catch(() => undefined))
      )
      const address = server.getServerConn()
      const port = Number(address.slice(address.lastIndexOf(":") + 1))
      const notices = PgliteNotices.of({
        listen: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        }
      })
      return Layer.mergeAll(
        PgClient.layer({
          host: "127.0.0.1",
          port,
          database: "postgres",
          username: "postgres",
          maxConnections: 1,
          idleTimeout: Duration.days(1),
          applicationName: "trilho",
          ...clientTransforms
        }),
        Layer.succeed(PgliteNotices, notices),
        Layer.succeed(PgliteDump, {
          dump: Effect.tryPromise({
            try: () => db.dumpDataDir("none"),
            catch: pgliteError("PGlite: failed to dump the data folder")
          })
        })
      )
    })
  )

/** Where the embedded database keeps its files unless `TRILHO_DATA_DIR` says otherwise. */
export const dataDirDefault = ".data/pglite"

/**
 * The database client chosen by configuration: `DATABASE_URL` set, a pool of `DATABASE_POOL_SIZE` (default 10)
 * connections to that PostgreSQL server; unset, the embedded PGlite with its files under `TRILHO_DATA_DIR` (default
 * `.data/pglite`; `memory` keeps it in memory).
 */
export const layerFromConfig: Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, SqlError | Config.ConfigError> =
  Layer.unwrap(
    Effect.gen(function* () {
      const url = yield* Config.option(Config.String("DATABASE_URL"))
      if (Option.isSome(url) && url.value.trim() !== "") {
        const poolSize = yield* Config.Int("DATABASE_POOL_SIZE").pipe(Config.withDefault(poolSizeDefault))
        return layerPostgres({ url: Redacted.make(url.value.trim()), poolSize })
      }
      const dataDir = yield* Config.String("TRILHO_DATA_DIR").pipe(Config.withDefault(dataDirDefault))
      return layerPglite(dataDir === "memory" ? {} : { dataDir })
    })
  )
