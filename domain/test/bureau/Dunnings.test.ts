import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import { BillingStore } from "../../src/billing/Store.ts"
import { BureauStore } from "../../src/bureau/BureauStore.ts"
import { Dunnings } from "../../src/bureau/Dunnings.ts"
import { registeredRecheckMs } from "../../src/bureau/Record.ts"
import { m1, m2, pdf, seedBilling, seedCustomer, seedMerchant, validInput, withdrawable } from "./world.ts"

const run = <A, E>(effect: Effect.Effect<A, E, any>) =>
  effect.pipe(Effect.provide(Dunnings.Test)) as Effect.Effect<A, E>

const world = Effect.gen(function* () {
  yield* seedMerchant(m1, 10_000)
  yield* seedMerchant(m2, 10_000)
  yield* seedCustomer(m1, "cus_1")
  yield* seedBilling(m1, "bil_overdue")
})

const problemsOf = (exit: Exit.Exit<unknown, any>) =>
  Exit.isFailure(exit) ? ((exit.cause as any).reasons?.[0]?.error?.problems ?? String(exit.cause)) : "succeeded"

describe("dunnings", () => {
  it.effect("create: PENDING, 12.90 charged once from withdrawable, documents kept with their SHA-256", () =>
    run(
      Effect.gen(function* () {
        yield* world
        const dunnings = yield* Dunnings
        const record = yield* dunnings.create(validInput(m1, "bil_overdue"))
        expect(record.status).toBe("PENDING")
        expect(record.feeCentavos).toBe(1290)
        expect(record.amountCentavos).toBe(15_000)
        expect(record.debtor).toStrictEqual({ name: "Maria Souza", taxId: "52998224725", email: "maria@example.com" })
        expect(record.address.postalCode).toBe("01310100")
        expect(record.documents[0]!.contentType).toBe("application/pdf")
        expect(record.documents[0]!.sha256).toMatch(/^[0-9a-f]{64}$/)
        expect(yield* withdrawable(m1)).toBe(10_000 - 1290)
        expect(yield* (yield* BureauStore).findDocumentBytes(m1, record.id)).toStrictEqual([pdf])
        expect((yield* dunnings.findById(m1, record.id)).id).toBe(record.id)
        expect(Exit.isFailure(yield* Effect.exit(dunnings.findById(m2, record.id)))).toBe(true)
      })
    )
  )

  it.effect("create names every problem at once: fields, documents and the billing's eligibility", () =>
    run(
      Effect.gen(function* () {
        yield* world
        yield* seedBilling(m1, "bil_paid", "RECEIVED")
        const dunnings = yield* Dunnings
        const exit = yield* Effect.exit(
          dunnings.create({
            accountId: m1,
            payment: "bil_paid",
            type: "SPC",
            postalCode: "123",
            state: "XX",
            documents: [{ name: "a.txt", bytes: new TextEncoder().encode("hello") }]
          })
        )
        const fields = (problemsOf(exit) as Array<{ field: string }>).map((p) => p.field)
        expect(fields).toEqual(
          expect.arrayContaining([
            "type",
            "postalCode",
            "street",
            "number",
            "district",
            "city",
            "state",
            "documents[0]",
            "payment"
          ])
        )
        expect(yield* withdrawable(m1)).toBe(10_000)
      })
    )
  )

  it.effect("simulate: eligible for an overdue billing of a registered payer; each refusal named otherwise", () =>
    run(
      Effect.gen(function* () {
        yield* world
        yield* seedBilling(m1, "bil_pending", "PENDING")
        yield* seedBilling(m2, "bil_unknown_payer")
        const dunnings = yield* Dunnings
        const ok = yield* dunnings.simulate(m1, "bil_overdue")
        expect(ok).toStrictEqual({
          billingId: "bil_overdue",
          eligible: true,
          problems: [],
          feeCentavos: 1290,
          amountCentavos: 15_000
        })
        expect((yield* dunnings.simulate(m1, "bil_pending")).problems[0]!.message).toContain("PENDING")
        expect((yield* dunnings.simulate(m1, "bil_nope")).problems[0]!.message).toContain("no billing")
        // Another account's billing is not found; in m2 the payer is not a customer.
        expect((yield* dunnings.simulate(m1, "bil_unknown_payer")).eligible).toBe(false)
        expect((yield* dunnings.simulate(m2, "bil_unknown_payer")).problems[0]!.message).toContain("customer base")
        yield* dunnings.create(validInput(m1, "bil_overdue"))
        expect((yield* dunnings.simulate(m1, "bil_overdue")).problems[0]!.message).toContain("active dunning")
      })
    )
  )

  it.effect("insufficient funds: nothing written, nothing charged", () =>
    run(
      Effect.gen(function* () {
        yield* seedMerchant(m1, 1000)
        yield* seedCustomer(m1, "cus_1")
        yield* seedBilling(m1, "bil_overdue")
        const dunnings = yield* Dunnings
        const exit = yield* Effect.exit(dunnings.create(validInput(m1, "bil_overdue")))
        expect(JSON.stringify(exit)).toContain("InsufficientFunds")
        expect((yield* dunnings.list(m1, {})).total).toBe(0)
        expect(yield* withdrawable(m1)).toBe(1000)
      })
    )
  )

  it.effect("worker: sent, registered after the notice period, paid off once the billing is paid", () =>
    run(
      Effect.gen(function* () {
        yield* world
        const dunnings = yield* Dunnings
        const record = yield* dunnings.create(validInput(m1, "bil_overdue"))
        expect(yield* dunnings.advance()).toStrictEqual({ sent: 1, registered: 0, paidOff: 0, canceled: 0 })
        yield* TestClock.adjust("60 seconds")
        expect(yield* dunnings.advance()).toStrictEqual({ sent: 0, registered: 1, paidOff: 0, canceled: 0 })
        const billings = yield* BillingStore
        const billing = (yield* billings.findById(m1, "bil_overdue")).pipe((o) =>
          o._tag === "Some" ? o.value : undefined
        )!
        yield* billings.update({ ...billing, status: "RECEIVED", version: billing.version + 1 }, billing.version)
        yield* TestClock.adjust(registeredRecheckMs)
        expect(yield* dunnings.advance()).toStrictEqual({ sent: 0, registered: 0, paidOff: 1, canceled: 0 })
        expect((yield* dunnings.findById(m1, record.id)).status).toBe("PAID_OFF")
        expect(yield* withdrawable(m1)).toBe(10_000 - 1290)
      })
    )
  )

  it.effect("controls: register, settle, cancel; repeats are no-ops; refused moves are InvalidTransition", () =>
    run(
      Effect.gen(function* () {
        yield* world
        yield* seedBilling(m1, "bil_two")
        const dunnings = yield* Dunnings
        const a = yield* dunnings.create(validInput(m1, "bil_overdue"))
        expect((yield* dunnings.register(m1, a.id)).status).toBe("REGISTERED")
        expect((yield* dunnings.register(m1, a.id)).status).toBe("REGISTERED")
        expect((yield* dunnings.settle(m1, a.id)).status).toBe("PAID_OFF")
        expect((yield* dunnings.settle(m1, a.id)).status).toBe("PAID_OFF")
        expect(JSON.stringify(yield* Effect.exit(dunnings.cancel(m1, a.id, "x")))).toContain("InvalidTransition")
        const b = yield* dunnings.create(validInput(m1, "bil_two"))
        expect(JSON.stringify(yield* Effect.exit(dunnings.settle(m1, b.id)))).toContain("InvalidTransition")
        const canceled = yield* dunnings.cancel(m1, b.id, "withdrawn by the merchant")
        expect(canceled.status).toBe("CANCELED")
        expect(canceled.cancelReason).toBe("withdrawn by the merchant")
        expect(JSON.stringify(yield* Effect.exit(dunnings.register(m1, b.id)))).toContain("InvalidTransition")
        // The fee of each request is kept.
        expect(yield* withdrawable(m1)).toBe(10_000 - 2 * 1290)
      })
    )
  )

  it.effect("the bureau refuses a debtor named 'refused': CANCELED with its reason", () =>
    run(
      Effect.gen(function* () {
        yield* world
        const dunnings = yield* Dunnings
        const record = yield* dunnings.create({ ...validInput(m1, "bil_overdue"), debtorName: "Refused Debtor" })
        expect(yield* dunnings.advance()).toStrictEqual({ sent: 0, registered: 0, paidOff: 0, canceled: 1 })
        expect((yield* dunnings.findById(m1, record.id)).cancelReason).toContain("rejected")
      })
    )
  )
})
