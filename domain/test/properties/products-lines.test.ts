import { describe, expect } from "@effect/vitest"
import { Effect, Result } from "effect"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { AccountId } from "../../src/ledger/Model.ts"
import { Products } from "../../src/products/Products.ts"
import type { ClaimedLine } from "../../src/products/Record.ts"

const m1 = AccountId.make("acc_lines_prop")

/** A step of a run: a claim for one of a few sales (so sales repeat), or lines appended to the stock. */
type Step = { readonly _tag: "claim"; readonly sale: number } | { readonly _tag: "append"; readonly count: number }

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 11 }).map((sale) => ({ _tag: "claim" as const, sale })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 4 }).map((count) => ({ _tag: "append" as const, count })) }
)

/** What a step gave: a claim's result, nothing for an append. */
interface Outcome {
  readonly step: Step
  readonly r: Result.Result<ClaimedLine, { readonly _tag: string }> | undefined
}

const linesText = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `line-${from + i}`).join("\n")

/** Runs `steps` on a product that starts with `initial` lines; `concurrent` lets the fibers interleave freely. */
const run = (initial: number, steps: ReadonlyArray<Step>, concurrent: boolean) =>
  Effect.gen(function* () {
    const products = yield* Products
    const created = yield* products.create(m1, {
      name: "Codes",
      deliveries: [{ type: "TEXT_LINES", linesText: linesText(0, initial) }]
    })
    const id = created.product.id
    let written = initial
    const outcomes = yield* Effect.forEach(
      steps,
      (step): Effect.Effect<Outcome, { readonly _tag: string }> => {
        if (step._tag === "claim") {
          return Effect.map(Effect.result(products.claimLine(m1, id, `sale_${step.sale}`)), (r) => ({ step, r }))
        }
        const from = written
        written += step.count
        return Effect.as(
          products.update(m1, id, { deliveries: [{ type: "TEXT_LINES", linesText: linesText(from, step.count) }] }),
          { step, r: undefined }
        )
      },
      { concurrency: concurrent ? "unbounded" : 1 }
    )
    return { outcomes, written, final: yield* products.findById(m1, id) }
  }).pipe(Effect.provide(Products.Test))

describe("TEXT_LINES stock", () => {
  effectProp(
    "under any interleaving of claims and appends no line goes to two sales, a sale always gets the same line, and the counts add up",
    [fc.integer({ min: 0, max: 6 }), fc.array(stepArb, { maxLength: 40 }), fc.boolean()],
    ([initial, steps, concurrent]) =>
      Effect.gen(function* () {
        const { outcomes, written, final } = yield* run(initial, steps, concurrent)
        const saleOfLine = new Map<number, string>()
        const lineOfSale = new Map<string, number>()
        for (const { r } of outcomes) {
          if (r === undefined || Result.isFailure(r)) continue
          const { lineId, saleId } = r.success
          expect(saleOfLine.get(lineId) ?? saleId).toBe(saleId)
          expect(lineOfSale.get(saleId) ?? lineId).toBe(lineId)
          saleOfLine.set(lineId, saleId)
          lineOfSale.set(saleId, lineId)
        }
        for (const { r } of outcomes) {
          if (r !== undefined && Result.isFailure(r)) expect(r.failure._tag).toBe("ProductSoldOut")
        }
        expect(final.lines.sold).toBe(lineOfSale.size)
        expect(final.lines.sold + final.lines.available).toBe(written)
      })
  )

  effectProp(
    "claimed one after another, lines go out oldest first, and a claim fails only when every line is taken",
    [fc.integer({ min: 0, max: 6 }), fc.array(stepArb, { maxLength: 40 })],
    ([initial, steps]) =>
      Effect.gen(function* () {
        const { outcomes } = yield* run(initial, steps, false)
        // The model: the stock as a queue of line numbers and the line each sale holds.
        let stock = initial
        let next = 0
        const held = new Map<number, number>()
        for (const { step, r } of outcomes) {
          if (step._tag === "append") {
            stock += step.count
            continue
          }
          const expected = held.get(step.sale) ?? (next < stock ? next++ : undefined)
          if (expected === undefined) {
            expect(r !== undefined && Result.isFailure(r)).toBe(true)
            continue
          }
          held.set(step.sale, expected)
          expect(r !== undefined && Result.isSuccess(r) ? r.success.text : undefined).toBe(`line-${expected}`)
        }
      })
  )
})
