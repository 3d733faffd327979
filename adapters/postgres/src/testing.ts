/**
 * Test databases for the tests of any package. Not exported by the package index: import
 * `@trilho/postgres/testing` from tests only (it imports vitest; outside a test run use
 * `@trilho/postgres/TestDatabase`).
 *
 * ```ts
 * import { layer } from "@effect/vitest"
 * import { describePostgres, layerTestDatabase } from "@trilho/postgres/testing"
 *
 * // One database for the whole file, migrated: PostgreSQL when DATABASE_URL is set, else in-memory PGlite.
 * layer(MyRepository.layer.pipe(Layer.provideMerge(layerTestDatabase())))("my repository", (it) => { … })
 *
 * // Tests that need PostgreSQL itself: skipped without DATABASE_URL, failed under CI=true.
 * describePostgres("my repository under concurrency", () => {
 *   layer(MyRepository.layer.pipe(Layer.provideMerge(layerTestDatabase({ backend: "postgres", poolSize: 10 }))))(
 *     (it) => { … }
 *   )
 * })
 * ```
 */
import { describe, it } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { databaseUrl, isCi } from "./TestDatabase.ts"

export * from "./TestDatabase.ts"

/**
 * A `describe` for tests that need PostgreSQL: runs when `DATABASE_URL` is set; otherwise skipped, except under
 * `CI=true`, where it fails so that a missing server is never mistaken for a pass.
 */
export const describePostgres = (name: string, body: () => void): void => {
  if (databaseUrl() !== undefined) {
    describe(name, body)
  } else if (isCi()) {
    describe(name, () => {
      it("has a PostgreSQL server (DATABASE_URL)", () => {
        throw new Error(`${name}: DATABASE_URL is not set; under CI=true PostgreSQL tests fail instead of skipping`)
      })
    })
  } else {
    describe.skip(name, body)
  }
}

/** Short alias of `describePostgres`. */
export const pgOnly = describePostgres

/**
 * Runs `dispatch` (one webhook dispatcher round) until the dispatcher's cursor `name` reaches the newest outbox row,
 * for up to `timeoutMs` (default 60 s), then fails loudly. The outbox is read only below the oldest transaction in
 * flight on the whole server, so another test file's open transaction may hold a round back for a while.
 */
export const dispatchUntilCaughtUp = <E, R>(
  dispatch: Effect.Effect<unknown, E, R>,
  options: { readonly name?: string; readonly timeoutMs?: number } = {}
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const deadline = Date.now() + (options.timeoutMs ?? 60_000)
    while (true) {
      yield* dispatch
      const [newest] = yield* sql<{ readonly position: string }>`
        SELECT xid::text || ':' || id AS position FROM outbox ORDER BY xid DESC, id DESC LIMIT 1`
      const [cursor] = yield* sql<{ readonly position: string }>`
        SELECT position FROM webhook_dispatch_cursors WHERE name = ${options.name ?? "webhooks"}`
      if (newest === undefined || newest.position === cursor?.position) return
      if (Date.now() > deadline) {
        return yield* Effect.die(new Error(`the dispatcher did not reach ${newest.position} (at ${cursor?.position})`))
      }
      yield* Effect.sleep("25 millis")
    }
  }).pipe(Effect.orDie)
