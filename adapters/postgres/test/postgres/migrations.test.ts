import { expect, it } from "@effect/vitest"
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { layerPostgres } from "../../src/Client.ts"
import { migrations, runMigrations } from "../../src/Migrations.ts"
import { databaseUrl, describePostgres } from "../../src/testing.ts"

describePostgres("migrations on PostgreSQL", () => {
  it.live("processes migrating a fresh database at the same time apply each migration exactly once", () =>
    Effect.gen(function* () {
      const url = databaseUrl()!
      const name = `trilho_t_mig_${Math.random().toString(36).slice(2, 10)}`
      const admin = (statement: (sql: PgClient.PgClient) => Effect.Effect<unknown, unknown>) =>
        Effect.flatMap(PgClient.PgClient, statement).pipe(
          Effect.provide(layerPostgres({ url: Redacted.make(url), poolSize: 1 })),
          Effect.orDie
        )
      yield* admin((sql) => sql`CREATE DATABASE ${sql(name)}`)
      const target = new URL(url)
      target.pathname = `/${name}`
      const migrate = runMigrations.pipe(
        Effect.provide(layerPostgres({ url: Redacted.make(target.toString()), poolSize: 2 })),
        Effect.orDie
      )
      const applied = yield* Effect.all(
        Array.from({ length: 4 }, () => migrate),
        { concurrency: "unbounded" }
      ).pipe(Effect.ensuring(admin((sql) => sql`DROP DATABASE IF EXISTS ${sql(name)} WITH (FORCE)`)))
      expect(applied.map((a) => a.length).sort()).toEqual([0, 0, 0, Object.keys(migrations).length])
    })
  )
})
