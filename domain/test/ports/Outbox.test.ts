import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import type { AccountId } from "../../src/ledger/Model.ts"
import { layerMemory, Outbox, outboxStart, type OutboxEventInput } from "../../src/events/Outbox.ts"
import { prop } from "../../../vitest.prop.ts"

const event = (accountId: string, n: number): OutboxEventInput => ({
  accountId: accountId as AccountId,
  eventType: "payment.paid",
  aggregateId: `tx_${n}`,
  payload: { n, at: new Date(0) },
  createdAt: new Date(n)
})

describe("Outbox (memory)", () => {
  prop(
    "a follower reading pages of any size sees every appended event exactly once, in append order",
    [fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 7 })],
    ([sizes, pageSize]) =>
      Effect.gen(function* () {
        const outbox = yield* Outbox
        const appended: Array<number> = []
        let n = 0
        for (const size of sizes) {
          appended.push(...(yield* outbox.append(Array.from({ length: size }, () => event("acc", n++)))))
        }
        const seen: Array<number> = []
        let cursor = outboxStart
        for (;;) {
          const page = yield* outbox.readAfter(cursor, pageSize)
          if (page.events.length === 0) break
          expect(page.events.length).toBeLessThanOrEqual(pageSize)
          seen.push(...page.events.map((e) => e.id))
          cursor = page.cursor
        }
        expect(seen).toEqual(appended)
        expect([...appended].sort((a, b) => a - b)).toEqual(appended)
      }).pipe(Effect.provide(layerMemory), Effect.runSync)
  )

  it.effect("payloads are stored as JSON and pages filter by account", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      yield* outbox.append([event("a", 1), event("b", 2), event("a", 3)])
      const page = yield* outbox.readAfter(outboxStart, 10, { accountId: "a" as AccountId })
      expect(page.events.map((e) => e.aggregateId)).toEqual(["tx_1", "tx_3"])
      expect(page.events[0]!.payload).toEqual({ n: 1, at: "1970-01-01T00:00:00.000Z" })
      expect(page.cursor).toBe(page.events[1]!.position)
    }).pipe(Effect.provide(layerMemory))
  )
})
