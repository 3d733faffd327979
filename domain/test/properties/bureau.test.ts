import { describe, expect } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { effectProp } from "../../../vitest.prop.ts"
import { Dunnings } from "../../src/bureau/Dunnings.ts"
import { Reports } from "../../src/bureau/Reports.ts"
import { Ledger } from "../../src/ledger/Ledger.ts"
import { LedgerStore } from "../../src/ledger/LedgerStore.ts"
import { mainLedgerAccount, SystemAccount } from "../../src/ledger/Model.ts"
import { m1, seedBilling, seedCustomer, seedMerchant, validInput } from "../bureau/world.ts"

const opArb = fc.oneof(
  fc.record({ op: fc.constant("dunning" as const), billing: fc.nat({ max: 5 }) }),
  fc.record({ op: fc.constant("report" as const) }),
  fc.record({ op: fc.constant("tick" as const), seconds: fc.integer({ min: 1, max: 1200 }) }),
  fc.record({
    op: fc.constantFrom("register" as const, "settle" as const, "cancel" as const),
    target: fc.nat({ max: 10 })
  })
)

/** Both services over one set of memory ports (one ledger, one store). */
const layer = Layer.suspend(() => Layer.provideMerge(Reports.Default, Dunnings.Test))

describe("credit bureau fees", () => {
  effectProp(
    "under any sequence of dunnings, reports, sandbox controls and worker passes, the balance is the initial one minus 12.90 per dunning and 19.90 per report stored, never negative, and the fee revenue holds exactly those fees",
    [fc.integer({ min: 0, max: 10_000 }), fc.array(opArb, { maxLength: 30 })],
    ([initial, ops]) =>
      Effect.gen(function* () {
        yield* seedMerchant(m1, initial)
        yield* seedCustomer(m1, "cus_1")
        for (let i = 0; i < 6; i++) yield* seedBilling(m1, `bil_${i}`)
        const dunnings = yield* Dunnings
        const reports = yield* Reports
        const ids: Array<string> = []
        for (const o of ops) {
          if (o.op === "dunning") {
            const created = yield* Effect.result(dunnings.create(validInput(m1, `bil_${o.billing}`)))
            if (created._tag === "Success") ids.push(created.success.id)
            else expect(["InsufficientFunds", "InvalidDunning"]).toContain(created.failure._tag)
          } else if (o.op === "report") {
            const created = yield* Effect.result(
              reports.create({ accountId: m1, customer: "cus_1", cpfCnpj: "52998224725" })
            )
            if (created._tag === "Failure") expect(created.failure._tag).toBe("InsufficientFunds")
          } else if (o.op === "tick") {
            yield* TestClock.adjust(`${o.seconds} seconds`)
            yield* dunnings.advance()
          } else {
            const id = ids[o.target % Math.max(1, ids.length)]
            if (id === undefined) continue
            yield* Effect.ignore(
              o.op === "register"
                ? dunnings.register(m1, id)
                : o.op === "settle"
                  ? dunnings.settle(m1, id)
                  : dunnings.cancel(m1, id, "x")
            )
          }
        }
        const stored = (yield* dunnings.list(m1, { pageSize: 100 })).total
        const reported = (yield* reports.list(m1, { pageSize: 100 })).total
        const fees = stored * 1290 + reported * 1990
        const balance = yield* (yield* Ledger).balance(mainLedgerAccount(m1))
        expect(balance.availableCentavos).toBe(initial - fees)
        expect(balance.availableCentavos).toBeGreaterThanOrEqual(0)
        expect((yield* (yield* LedgerStore).sumPostings(SystemAccount.feeRevenue)).availableCentavos).toBe(fees)
        expect(yield* (yield* LedgerStore).verify()).toMatchObject({ unbalancedEntries: 0, negativeBalances: 0 })
      }).pipe(Effect.provide(layer)),
    { timeout: 600_000 }
  )
})
