/**
 * Throwaway databases for tests and benchmarks, without any test runner: `@trilho/postgres/testing` adds the vitest
 * helpers on top. Not exported by the package index.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import { layerPglite, layerPostgres } from "./Client.ts"
import { runMigrations } from "./Migrations.ts"

/** The PostgreSQL server of the tests, when there is one. */
export const databaseUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL?.trim()
  return url === undefined || url === "" ? undefined : url
}

/** Whether the tests run under CI, where a test that needs PostgreSQL fails instead of skipping. */
export const isCi = (): boolean => process.env.CI === "true" || process.env.CI === "1"

/**
 * Connections per test database. Vitest runs up to 2 files at once; every pool together stays well under the 80
 * connections the tests may use.
 */
export const testPoolSizeDefault = 5

export interface TestDatabaseOptions {
  /** Connections of the pool (PostgreSQL only; PGlite always has one). Default 5. */
  readonly poolSize?: number
  /**
   * `auto` (default): PostgreSQL when `DATABASE_URL` is set, else PGlite. `postgres` requires `DATABASE_URL`;
   * `pglite` never uses it.
   */
  readonly backend?: "auto" | "postgres" | "pglite"
}

const randomName = () => `trilho_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`

const databaseUrlFor = (url: string, database: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/**
 * A fresh PostgreSQL database `trilho_t_<random>`, created from the database of `url`, migrated, and dropped when
 * the layer is released.
 */
export const layerFreshPostgres = (
  url: string,
  poolSize: number = testPoolSizeDefault
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const name = randomName()
      const admin = layerPostgres({ url: Redacted.make(url), poolSize: 1, applicationName: "trilho-test-admin" })
      const onAdmin = <A, E>(f: (sql: PgClient.PgClient) => Effect.Effect<A, E>) =>
        Effect.scoped(Effect.flatMap(Layer.build(admin), (ctx) => f(Context.get(ctx, PgClient.PgClient))))
      yield* Effect.acquireRelease(
        onAdmin((sql) => sql`CREATE DATABASE ${sql(name)}`),
        () =>
          onAdmin((sql) => sql`DROP DATABASE IF EXISTS ${sql(name)} WITH (FORCE)`).pipe(
            Effect.catchCause((cause) => Effect.logWarning(`could not drop test database ${name}`, cause))
          )
      )
      return layerPostgres({ url: Redacted.make(databaseUrlFor(url, name)), poolSize, applicationName: "trilho-test" })
    })
  ).pipe(
    Layer.tap((ctx) => runMigrations.pipe(Effect.provide(ctx))),
    Layer.orDie
  )

/** A migrated in-memory PGlite. */
export const layerFreshPglite = (): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  layerPglite().pipe(
    Layer.tap((ctx) => runMigrations.pipe(Effect.provide(ctx))),
    Layer.orDie
  )

/**
 * The database of one test file: build it once per file (e.g. with `layer(...)` of @effect/vitest at the top of the
 * file). With `DATABASE_URL`, a fresh PostgreSQL database dropped afterwards; without, an in-memory PGlite.
 */
export const layerTestDatabase = (
  options: TestDatabaseOptions = {}
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> => {
  const backend = options.backend ?? "auto"
  const url = databaseUrl()
  if (backend === "pglite" || (backend === "auto" && url === undefined)) return layerFreshPglite()
  if (url === undefined)
    return Layer.unwrap(Effect.die(new Error("DATABASE_URL is not set: this test needs PostgreSQL")))
  return layerFreshPostgres(url, options.poolSize ?? testPoolSizeDefault)
}
