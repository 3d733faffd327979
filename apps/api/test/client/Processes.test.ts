import { expect, layer } from "@effect/vitest"
import { Charges, Ledger, SandboxClock } from "@trilho/domain"
import { SandboxPix } from "@trilho/sandbox"
import { Effect, Layer } from "effect"
import * as Client from "../../src/Client.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { layerServer } from "../charges/server.ts"
import { layerPayments } from "../../src/Layers.ts"

/**
 * Another API process over the same database, as `Layer.fresh` builds the payments services again: its own sandbox
 * PIX network (and sandbox clock cache), the same tables. Also what a restarted process looks like.
 */
const anotherProcess = Layer.build(Layer.fresh(layerPayments))

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("two API processes over one database", (it) => {
  it.effect("both create charges without colliding; either pays any charge, and a charge is paid once", () =>
    Effect.gen(function* () {
      const secondProcess = yield* anotherProcess
      yield* insertMerchant("acc_two_processes")
      const { secret } = yield* insertKey("acc_two_processes", ["*"])
      const trilho = yield* Client.make({ apiKey: secret })

      const first = yield* Client.data(trilho.charges.create({ payload: { amount: 5, description: "first process" } }))
      const second = yield* Effect.provide(
        Charges.Charges.use((charges) =>
          charges.create({
            accountId: Ledger.AccountId.make("acc_two_processes"),
            amountCentavos: 700,
            description: "second process"
          })
        ),
        secondProcess
      )
      expect(second.record.referenceId).not.toBe(first.referenceId)
      const listed = yield* Client.data(trilho.charges.list({ query: {} }))
      expect(listed.items.map((c) => [c.id, c.referenceId])).toEqual([
        [second.record.id, second.record.referenceId],
        [first.id, first.referenceId]
      ])

      // This process's network never registered the second charge: it recalls it from the store and pays it.
      const paidElsewhere = yield* Client.data(trilho.sandbox.pay({ params: { id: second.record.id }, payload: {} }))
      expect(paidElsewhere).toMatchObject({ id: second.record.id, status: "COMPLETED", amount: 7 })
      const paid = yield* Client.data(trilho.sandbox.pay({ params: { id: first.id }, payload: {} }))
      expect(paid.status).toBe("COMPLETED")

      // The second process still holds its copy as registered: its network pays again, the platform refuses the
      // second payment (the charge is COMPLETED), and the money is credited once.
      const refused = yield* Effect.gen(function* () {
        const sandbox = yield* SandboxPix
        const charges = yield* Charges.Charges
        const notice = yield* sandbox.payCharge(second.record.referenceId, paidElsewhere.payer!, new Date())
        return yield* Effect.flip(charges.confirmPaid(notice))
      }).pipe(Effect.provide(secondProcess))
      expect(refused._tag).toBe("InvalidTransition")
      // A third process never held it: it recalls the charge as paid, and refuses to pay it again.
      const third = yield* anotherProcess
      const again = yield* Effect.flip(
        SandboxPix.use((sandbox) => sandbox.payCharge(first.referenceId, paidElsewhere.payer!, new Date()))
      ).pipe(Effect.provide(third))
      expect(again._tag).toBe("InvalidTransition")
      const againHttp = yield* Effect.flip(trilho.sandbox.pay({ params: { id: second.record.id }, payload: {} }))
      expect(againHttp).toBeInstanceOf(Client.Conflict)
      const balance = yield* Client.data(trilho.account.balance())
      expect(balance.availableAmount).toBe(paid.netAmount + paidElsewhere.netAmount)
    })
  )

  it.effect("the sandbox clock is the database's: an advance in one process is read by a process built after it", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_two_clocks")
      const { secret } = yield* insertKey("acc_two_clocks", ["sandbox/clock"])
      const trilho = yield* Client.make({ apiKey: secret })
      const advanced = yield* Client.data(trilho.sandbox.advance({ payload: { seconds: 30 } }))
      const seenMs = yield* SandboxClock.SandboxClock.use((clock) => clock.offsetMs).pipe(
        Effect.provide(Layer.fresh(layerPayments))
      )
      expect(advanced.offsetSeconds).toBeGreaterThanOrEqual(30)
      expect(seenMs).toBe(advanced.offsetSeconds * 1000)
    })
  )
})
