import type { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { PgClient } from "@effect/sql-pg"
import { layerPostgres, runMigrations } from "@trilho/postgres"
import { Context, Effect, Layer, Redacted, type Scope } from "effect"

/**
 * The benchmark's own database: created on the server of `DATABASE_URL`, migrated, dropped when the scope closes.
 * (`@trilho/postgres/testing` does the same for tests, but it imports vitest, which refuses to load outside a test run.)
 */
export interface BenchDatabase {
  readonly name: string
  /** The connection string of the fresh database, for pgbench. */
  readonly url: string
  /** A pool of `poolSize` connections to it. */
  readonly pool: (poolSize: number) => Layer.Layer<PgClient.PgClient | SqlClient.SqlClient, SqlError>
}

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

const onServer = <A, E>(serverUrl: string, f: (sql: PgClient.PgClient) => Effect.Effect<A, E>) =>
  Effect.scoped(
    Effect.flatMap(
      Layer.build(layerPostgres({ url: Redacted.make(serverUrl), poolSize: 1, applicationName: "trilho-bench-admin" })),
      (ctx) => f(Context.get(ctx, PgClient.PgClient))
    )
  )

/** A setup failure ends the run: there is nothing to measure without the database. */
export const makeBenchDatabase = (serverUrl: string): Effect.Effect<BenchDatabase, never, Scope.Scope> =>
  Effect.gen(function* () {
    const name = `trilho_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
    yield* Effect.acquireRelease(
      onServer(serverUrl, (sql) => sql`CREATE DATABASE ${sql(name)}`),
      () =>
        onServer(serverUrl, (sql) => sql`DROP DATABASE IF EXISTS ${sql(name)} WITH (FORCE)`).pipe(
          Effect.catchCause((cause) => Effect.logWarning(`could not drop the bench database ${name}`, cause))
        )
    )
    const url = withDatabase(serverUrl, name)
    const pool = (poolSize: number) =>
      layerPostgres({ url: Redacted.make(url), poolSize, applicationName: "trilho-bench" })
    yield* runMigrations.pipe(Effect.provide(pool(1)))
    return { name, url, pool }
  }).pipe(Effect.orDie)
