import { PgClient } from "@effect/sql-pg"
import { PGlite } from "@electric-sql/pglite"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { describe, expect, it, layer } from "@effect/vitest"
import { Mailer } from "@trilho/domain"
import { Deferred, Effect, Fiber, Layer, Redacted, Schema } from "effect"
import { SqlClient } from "effect/sql"
import * as net from "node:net"
import { layerPostgres } from "../src/Client.ts"
import { sqlStateOf, storageUnavailable } from "../src/index.ts"
import { databaseUrl, describePostgres, layerFreshPglite, layerFreshPostgres } from "../src/testing.ts"

/** The failure of `effect`, which must fail. */
const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.flip(effect)

/** A store error around a failure, as adapters make them: the chain the API's error mapping is given. */
const asStoreError = (cause: unknown) => new Mailer.MailerError({ message: "findMany failed", cause })

/** A loopback port nothing listens on. */
const closedPort = Effect.promise(
  () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const port = (server.address() as net.AddressInfo).port
        server.close(() => resolve(port))
      })
    })
)

/** What every database answers alike: a statement it refuses is ours to fix, never a store that is unavailable. */
const refusedStatements = (database: Layer.Layer<PgClient.PgClient | SqlClient.SqlClient>) =>
  layer(database, { excludeTestServices: true, timeout: 60_000 })((it) => {
    it.effect("a division by zero (22012) is a refused statement", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const error = yield* failureOf(sql`SELECT 1/0`)
        expect(sqlStateOf(error)).toBe("22012")
        expect(storageUnavailable(error)).toBe(false)
        expect(storageUnavailable(asStoreError(error))).toBe(false)
      })
    )

    it.effect("a unique violation (23505) is a refused statement", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* sql`CREATE TABLE unique_probe (n integer PRIMARY KEY)`
        const error = yield* failureOf(sql`INSERT INTO unique_probe (n) VALUES (1), (1)`)
        expect(sqlStateOf(asStoreError(error))).toBe("23505")
        expect(storageUnavailable(asStoreError(error))).toBe(false)
      })
    )

    it.effect("a cast error (22P02) and a bigint out of range (22003, a NaN limit) are refused statements", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const cast = yield* failureOf(sql`SELECT ${"x"}::integer`)
        expect(sqlStateOf(cast)).toBe("22P02")
        expect(storageUnavailable(asStoreError(cast))).toBe(false)
        const range = yield* failureOf(sql`SELECT 1 LIMIT ${Number.NaN}`)
        expect(sqlStateOf(range)).toBe("22003")
        expect(storageUnavailable(asStoreError(range))).toBe(false)
      })
    )

    it.effect("an undefined table (42P01) is a refused statement", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const error = yield* failureOf(sql`SELECT * FROM no_such_table`)
        expect(sqlStateOf(error)).toBe("42P01")
        expect(storageUnavailable(asStoreError(error))).toBe(false)
      })
    )

    it.effect("a row that does not decode is our side, not the store's", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql`SELECT 'x' AS n`
        const error = yield* failureOf(Schema.decodeUnknownEffect(Schema.Struct({ n: Schema.Number }))(rows[0]))
        expect(storageUnavailable(asStoreError(error))).toBe(false)
      })
    )
  })

describe("storageUnavailable", () => {
  describe("on PGlite", () => {
    refusedStatements(layerFreshPglite())

    it.effect("a session whose socket closes under it is unavailable (no SQLSTATE)", () =>
      Effect.gen(function* () {
        const db = yield* Effect.acquireRelease(
          Effect.promise(() => PGlite.create()),
          (db) => Effect.promise(() => db.close())
        )
        const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0 })
        yield* Effect.promise(() => server.start())
        const address = server.getServerConn()
        const port = Number(address.slice(address.lastIndexOf(":") + 1))
        const client = PgClient.layer({ host: "127.0.0.1", port, database: "postgres", username: "postgres" })
        const error = yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`SELECT 1`
          yield* Effect.promise(() => server.stop())
          return yield* failureOf(sql`SELECT 1`)
        }).pipe(Effect.provide(Layer.orDie(client)))
        expect(sqlStateOf(error)).toBeUndefined()
        expect(storageUnavailable(asStoreError(error))).toBe(true)
      }).pipe(Effect.scoped)
    )

    it.effect("PGlite's own errors carry the server's fields", () =>
      Effect.gen(function* () {
        const db = yield* Effect.acquireRelease(
          Effect.promise(() => PGlite.create()),
          (db) => Effect.promise(() => db.close())
        )
        const error = yield* failureOf(Effect.tryPromise({ try: () => db.query("SELECT 1/0"), catch: (e) => e }))
        expect(sqlStateOf(asStoreError(error))).toBe("22012")
        expect(storageUnavailable(asStoreError(error))).toBe(false)
      }).pipe(Effect.scoped)
    )
  })

  describePostgres("on PostgreSQL", () => {
    refusedStatements(layerFreshPostgres(databaseUrl() ?? "", 2))

    layer(layerFreshPostgres(databaseUrl() ?? "", 2), { excludeTestServices: true, timeout: 60_000 })((it) => {
      it.effect("a statement timeout (57014) is unavailable", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const error = yield* failureOf(
            sql.withTransaction(Effect.andThen(sql`SET LOCAL statement_timeout = 50`, sql`SELECT pg_sleep(5)`))
          )
          expect(sqlStateOf(error)).toBe("57014")
          expect(storageUnavailable(asStoreError(error))).toBe(true)
        })
      )

      it.effect("a lock not available (55P03) is unavailable", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          yield* sql`CREATE TABLE lock_probe (n integer PRIMARY KEY)`
          yield* sql`INSERT INTO lock_probe (n) VALUES (1)`
          const locked = yield* Deferred.make<void>()
          const release = yield* Deferred.make<void>()
          // One transaction holds the row; a statement outside it (another connection of the pool) asks for it.
          const holder = yield* Effect.forkChild(
            sql.withTransaction(
              Effect.gen(function* () {
                yield* sql`SELECT n FROM lock_probe WHERE n = 1 FOR UPDATE`
                yield* Deferred.succeed(locked, undefined)
                yield* Deferred.await(release)
              })
            )
          )
          yield* Deferred.await(locked)
          const error = yield* failureOf(sql`SELECT n FROM lock_probe WHERE n = 1 FOR UPDATE NOWAIT`)
          yield* Deferred.succeed(release, undefined)
          yield* Fiber.join(holder)
          expect(sqlStateOf(error)).toBe("55P03")
          expect(storageUnavailable(asStoreError(error))).toBe(true)
        })
      )

      it.effect("a session the server ends is unavailable", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const error = yield* failureOf(sql`SELECT pg_terminate_backend(pg_backend_pid())`)
          expect(storageUnavailable(asStoreError(error))).toBe(true)
        })
      )
    })
  })

  it.effect("a connection to a closed port is unavailable", () =>
    Effect.gen(function* () {
      const port = yield* closedPort
      const error = yield* Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* failureOf(sql`SELECT 1`)
      }).pipe(
        Effect.provide(Layer.orDie(layerPostgres({ url: Redacted.make(`postgres://postgres@127.0.0.1:${port}/none`) })))
      )
      expect(sqlStateOf(error)).toBeUndefined()
      expect(storageUnavailable(asStoreError(error))).toBe(true)
    })
  )

  it("reads SQLSTATEs only from the server's fields: a socket's code is not one", () => {
    const socketError = Object.assign(new Error("write EPIPE"), { code: "EPIPE", syscall: "write" })
    expect(sqlStateOf(asStoreError(socketError))).toBeUndefined()
    expect(storageUnavailable(asStoreError(socketError))).toBe(true)
    for (const [code, unavailable] of [
      ["08006", true],
      ["40001", true],
      ["40P01", true],
      ["53300", true],
      ["57P01", true],
      ["58030", true],
      ["55P03", true],
      ["55006", false],
      ["23514", false],
      ["P0001", false],
      ["XX000", false]
    ] as const) {
      const server = Object.assign(new Error("refused"), { code, severity: "ERROR" })
      expect(storageUnavailable({ _tag: "SomeStoreError", cause: { reason: { cause: server } } }), code).toBe(
        unavailable
      )
    }
  })

  it("a cycle in the chain ends the walk", () => {
    const a: { cause?: unknown } = {}
    a.cause = { cause: a }
    expect(sqlStateOf(a)).toBeUndefined()
    expect(storageUnavailable(a)).toBe(true)
  })
})
