import { describe, expect, type Vitest } from "@effect/vitest"
import { Text } from "@trilho/domain"
import { Effect, Exit } from "effect"
import { SqlClient } from "effect/sql"
import fc from "fast-check"

/** Any UTF-16 code unit, with NUL, the control characters and the surrogates drawn often. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 0x7f, 0x85, 0xfeff, 0xfffe, 0xffff) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) }
)

const anyString = fc.oneof(
  fc.array(unit, { maxLength: 64 }).map((units) => String.fromCharCode(...units)),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" })
)

/** The edges: every control character alone, each end of the surrogate ranges alone and paired, the longest text. */
const edges = [
  ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  "\u007f",
  "\u0085",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\ud800\udc00",
  "\udbff\udfff",
  "a\u0000b",
  "\udc00\ud800",
  "\ufeff\ufffe\uffff",
  "é😀\u00a0".repeat(20_000),
  "x".repeat(256 * 1024 - 16)
]

/** Cases per run; `NUM_RUNS` raises it like every property. */
const runs = Math.max(200, Math.floor(Number(process.env.NUM_RUNS ?? 1000) / 2))

/**
 * The storage side of the input boundary: the strings `Text.isStorable` accepts are exactly those that store and read
 * back unchanged, in a `text` column and inside `jsonb`, on this database (PostgreSQL or PGlite). The boundary refuses
 * the rest before they reach a statement.
 */
export const textTests = (it: Vitest.MethodsNonLive<SqlClient.SqlClient>) =>
  describe("strings", () => {
    it.effect(
      "a string stores and reads back unchanged, in text and in jsonb, exactly when Text.isStorable accepts it",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const table = sql(`text_round_trip_${Date.now()}_${Math.floor(Math.random() * 1e6)}`)
          yield* sql`create table ${table} (id serial primary key, t text, j jsonb)`
          const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
          const samples = [...edges, ...fc.sample(anyString, { numRuns: runs, seed })]
          for (const text of samples) {
            const inText = yield* Effect.exit(sql<{ t: string }>`insert into ${table} (t) values (${text}) returning t`)
            const inJson = yield* Effect.exit(
              sql<{
                j: { s: string }
              }>`insert into ${table} (j) values (${JSON.stringify({ s: text })}::jsonb) returning j`
            )
            const storable = Text.isStorable(text)
            const shown = `${JSON.stringify(text.slice(0, 40))} (seed ${seed})`
            expect(Exit.isSuccess(inText) && inText.value[0]!.t === text, `text ${shown}`).toBe(storable)
            expect(Exit.isSuccess(inJson) && inJson.value[0]!.j.s === text, `jsonb ${shown}`).toBe(storable)
          }
          yield* sql`drop table ${table}`
        }),
      120_000
    )
  })
