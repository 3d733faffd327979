/**
 * Throwaway databases for tests and benchmarks, without any test runner: `@trilho/postgres/testing` adds the vitest
 * helpers on top. Not exported by the package index.
 */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import type { SqlClient } from "effect/sql"
import * as crypto from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { layerPglite, layerPostgres, PgliteDump } from "./Client.ts"
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
 * A digest of the migrations' sources: a migrated template (PostgreSQL) or data folder (PGlite) made from other
 * sources is never reused.
 */
const migrationsDigest: () => string = (() => {
  let digest: string | undefined
  return () => {
    if (digest !== undefined) return digest
    const hash = crypto.createHash("sha256")
    const folder = path.join(import.meta.dirname, "migrations")
    const files = [
      ...fs
        .readdirSync(folder)
        .sort()
        .map((f) => path.join(folder, f)),
      path.join(import.meta.dirname, "Migrations.ts")
    ]
    for (const file of files) hash.update(file.slice(import.meta.dirname.length)).update(fs.readFileSync(file))
    digest = hash.digest("hex").slice(0, 16)
    return digest
  }
})()

type Admin = <A, E>(f: (sql: PgClient.PgClient) => Effect.Effect<A, E>) => Effect.Effect<A, E | unknown>

const adminOf = (url: string): Admin => {
  const admin = layerPostgres({ url: Redacted.make(url), poolSize: 1, applicationName: "trilho-test-admin" })
  return (f) => Effect.scoped(Effect.flatMap(Layer.build(admin), (ctx) => f(Context.get(ctx, PgClient.PgClient))))
}

/**
 * The migrated template database of these migrations on the server of `url` (`trilho_tpl_<digest>`), made once:
 * migrated under a name of its own, then renamed; of two processes making it at once, one rename wins and the other
 * drops its copy. Test databases are copies of it (`CREATE DATABASE … TEMPLATE`), far quicker than migrating each.
 */
const migratedTemplate = (url: string, onAdmin: Admin) =>
  Effect.gen(function* () {
    const template = `trilho_tpl_${migrationsDigest()}`
    const exists = yield* onAdmin(
      (sql) => sql<{ n: number }>`SELECT 1 AS n FROM pg_database WHERE datname = ${template}`
    )
    if (exists.length > 0) return template
    const building = `${template}_b${Math.random().toString(36).slice(2, 10)}`
    yield* onAdmin((sql) => sql`CREATE DATABASE ${sql(building)}`)
    yield* Effect.scoped(
      Layer.build(layerPostgres({ url: Redacted.make(databaseUrlFor(url, building)), poolSize: 1 })).pipe(
        Effect.flatMap((ctx) => runMigrations.pipe(Effect.provide(ctx)))
      )
    )
    yield* onAdmin((sql) => sql`ALTER DATABASE ${sql(building)} RENAME TO ${sql(template)}`).pipe(
      Effect.catchCause(() => onAdmin((sql) => sql`DROP DATABASE IF EXISTS ${sql(building)} WITH (FORCE)`))
    )
    return template
  })

/**
 * A fresh PostgreSQL database `trilho_t_<random>`, a copy of the migrated template on the server of `url`, dropped
 * when the layer is released. The migrations run on it again (finding nothing to do) as a check.
 */
export const layerFreshPostgres = (
  url: string,
  poolSize: number = testPoolSizeDefault
): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  Layer.unwrap(
    Effect.gen(function* () {
      const name = randomName()
      const onAdmin = adminOf(url)
      const template = yield* migratedTemplate(url, onAdmin)
      yield* Effect.acquireRelease(
        onAdmin((sql) => sql`CREATE DATABASE ${sql(name)} TEMPLATE ${sql(template)}`),
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

/**
 * Makes the migrated template of these migrations on the server of `url` if it is missing, for a test runner's global
 * setup: a test file then only copies it.
 */
export const prepareTemplate = (url: string): Promise<string> => Effect.runPromise(migratedTemplate(url, adminOf(url)))

/** Where the migrated PGlite data folder of these migrations is kept between test files (a tarball). */
const pgliteSnapshotFile = () => path.join(os.tmpdir(), `trilho-pglite-${migrationsDigest()}.tar`)

const readSnapshot = (file: string): Blob | undefined => {
  try {
    return new Blob([fs.readFileSync(file)])
  } catch {
    return undefined
  }
}

/** Keeps the migrated data folder for the next test files (written aside, then renamed: readers never see half). */
const keepSnapshot = (file: string) =>
  Effect.gen(function* () {
    const dump = yield* PgliteDump
    const blob = yield* dump.dump
    const bytes = Buffer.from(yield* Effect.promise(() => blob.arrayBuffer()))
    yield* Effect.sync(() => {
      const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 8)}`
      fs.writeFileSync(aside, bytes)
      fs.renameSync(aside, file)
    })
  }).pipe(Effect.catchCause((cause) => Effect.logWarning("could not keep the migrated PGlite data folder", cause)))

/**
 * A migrated in-memory PGlite. The first one migrates an empty database and keeps its data folder in the system's
 * temporary folder; later ones (in any process) start from that folder, several times quicker than creating and
 * migrating a database. The migrations run again (finding nothing to do) as a check.
 */
export const layerFreshPglite = (): Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> =>
  Layer.unwrap(
    Effect.sync(() => {
      const file = pgliteSnapshotFile()
      const snapshot = readSnapshot(file)
      if (snapshot !== undefined) {
        return layerPglite({ loadDataDir: snapshot }).pipe(Layer.tap((ctx) => runMigrations.pipe(Effect.provide(ctx))))
      }
      return layerPglite().pipe(
        Layer.tap((ctx) => runMigrations.pipe(Effect.andThen(keepSnapshot(file)), Effect.provide(ctx)))
      )
    })
  ).pipe(Layer.orDie)

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
