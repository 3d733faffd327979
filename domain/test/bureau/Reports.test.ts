import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { Reports } from "../../src/bureau/Reports.ts"
import { sandboxCreditAnswer } from "../../src/bureau/CreditBureau.ts"
import { m1, m2, seedCustomer, seedMerchant, withdrawable } from "./world.ts"

const run = <A, E>(effect: Effect.Effect<A, E, any>) => effect.pipe(Effect.provide(Reports.Test)) as Effect.Effect<A, E>

describe("credit reports", () => {
  it.effect("create: the sandbox bureau's answer, 19.90 charged from withdrawable; read and listed", () =>
    run(
      Effect.gen(function* () {
        yield* seedMerchant(m1, 5_000)
        yield* seedMerchant(m2, 5_000)
        yield* seedCustomer(m1, "cus_1")
        const reports = yield* Reports
        const record = yield* reports.create({ accountId: m1, customer: "cus_1", cpfCnpj: "529.982.247-25" })
        expect(record.cpfCnpj).toBe("52998224725")
        expect(record.score).toBe(sandboxCreditAnswer("52998224725").score)
        expect(record.feeCentavos).toBe(1990)
        expect(yield* withdrawable(m1)).toBe(5_000 - 1990)
        expect((yield* reports.findById(m1, record.id)).id).toBe(record.id)
        expect(Exit.isFailure(yield* Effect.exit(reports.findById(m2, record.id)))).toBe(true)
        expect((yield* reports.list(m1, { customer: "cus_1" })).total).toBe(1)
        expect((yield* reports.list(m1, { customer: "cus_2" })).total).toBe(0)
      })
    )
  )

  it.effect("refusals name every problem; insufficient funds charges nothing", () =>
    run(
      Effect.gen(function* () {
        yield* seedMerchant(m1, 1_000)
        yield* seedCustomer(m1, "cus_1")
        const reports = yield* Reports
        const bad = yield* Effect.exit(reports.create({ accountId: m1, customer: "cus_x", cpfCnpj: "123" }))
        expect(JSON.stringify(bad)).toContain("no customer cus_x")
        expect(JSON.stringify(bad)).toContain("valid CPF or CNPJ")
        const other = yield* Effect.exit(reports.create({ accountId: m1, customer: "cus_1", cpfCnpj: "11144477735" }))
        expect(JSON.stringify(other)).toContain("the customer's CPF or CNPJ")
        const poor = yield* Effect.exit(reports.create({ accountId: m1, customer: "cus_1", cpfCnpj: "52998224725" }))
        expect(JSON.stringify(poor)).toContain("InsufficientFunds")
        expect((yield* reports.list(m1, {})).total).toBe(0)
        expect(yield* withdrawable(m1)).toBe(1_000)
      })
    )
  )
})
