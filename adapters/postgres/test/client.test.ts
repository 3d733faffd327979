import { describe, expect, layer } from "@effect/vitest"
import { SqlClient } from "effect/sql"
import { ConfigProvider, Effect, Layer } from "effect"
import { layerFromConfig } from "../src/Client.ts"
import { databaseUrl, describePostgres } from "../src/testing.ts"

const fromConfig = (entries: ReadonlyArray<readonly [string, string]>) =>
  layerFromConfig.pipe(
    Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(Object.fromEntries(entries)))),
    Layer.orDie
  )

describe("client from configuration", () => {
  layer(fromConfig([["TRILHO_DATA_DIR", "memory"]]), { excludeTestServices: true })(
    "embedded (no DATABASE_URL)",
    (it) => {
      it.effect("concurrent transactions queue for the single PGlite session and all commit", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const version = (yield* sql<{ readonly version: string }>`SELECT version()`)[0]?.version
          expect(version).toContain("PGlite")
          yield* sql`CREATE TABLE queued (n integer NOT NULL, created_at timestamptz)`
          yield* Effect.all(
            Array.from({ length: 20 }, (_, n) =>
              sql.withTransaction(
                Effect.gen(function* () {
                  yield* sql`INSERT INTO queued ${sql.insert({ n, createdAt: new Date(0) })}`
                  yield* Effect.sleep("1 millis")
                  yield* sql`INSERT INTO queued ${sql.insert({ n: n + 100, createdAt: new Date(0) })}`
                })
              )
            ),
            { concurrency: "unbounded" }
          )
          const rows = yield* sql<{ readonly n: number; readonly createdAt: Date }>`SELECT n, created_at FROM queued`
          expect(rows.length).toBe(40)
          expect(rows[0]!.createdAt).toEqual(new Date(0))
        })
      )
    }
  )

  describePostgres("PostgreSQL (DATABASE_URL)", () => {
    layer(
      fromConfig([
        ["DATABASE_URL", databaseUrl() ?? ""],
        ["DATABASE_POOL_SIZE", "3"]
      ]),
      {
        excludeTestServices: true
      }
    )((it) => {
      it.effect("connects to the configured server", () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const version = (yield* sql<{ readonly version: string }>`SELECT version()`)[0]?.version
          expect(version).toMatch(/^PostgreSQL/)
          expect(version).not.toContain("PGlite")
        })
      )
    })
  })
})
