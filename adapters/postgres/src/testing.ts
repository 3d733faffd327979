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
