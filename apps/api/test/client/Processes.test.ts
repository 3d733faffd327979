import { expect, layer } from "@effect/vitest"
import { Charges, SandboxClock } from "@trilho/domain"
import { AccountId } from "@trilho/domain/ledger/Model"
import { Effect, Layer } from "effect"
import { layerPayments } from "../../src/charges/Layers.ts"
import * as Client from "../../src/Client.ts"
import { insertKey, insertMerchant } from "../auth/server.ts"
import { layerServer } from "../charges/server.ts"

/**
 * A second API process over the same database, as `Layer.fresh` builds the payments services again: its own sandbox
 * PIX network (and sandbox clock cache), the same tables. Also what a restarted process looks like.
 */
const inSecondProcess = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.provide(effect, Layer.fresh(layerPayments))

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("two API processes over one database", (it) => {
  it.effect("both create charges without colliding; each sandbox network pays only the charges it registered", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_two_processes")
      const { secret } = yield* insertKey("acc_two_processes", ["*"])
      const trilho = yield* Client.make({ apiKey: secret })

      const first = yield* Client.data(trilho.charges.create({ payload: { amount: 5, description: "first process" } }))
      const second = yield* inSecondProcess(
        Effect.flatMap(Charges.Charges, (charges) =>
          charges.create({
            accountId: AccountId.make("acc_two_processes"),
            amountCentavos: 700,
            description: "second process"
          })
        )
      )
      expect(second.record.referenceId).not.toBe(first.referenceId)
      const listed = yield* Client.data(trilho.charges.list({ urlParams: {} }))
      expect(listed.items.map((c) => [c.id, c.referenceId])).toEqual([
        [second.record.id, second.record.referenceId],
        [first.id, first.referenceId]
      ])

      // The sandbox network keeps its records in its process: this one never saw the second charge.
      const elsewhere = yield* Effect.flip(trilho.sandbox.pay({ path: { id: second.record.id }, payload: {} }))
      expect(elsewhere).toBeInstanceOf(Client.NotFound)
      expect((yield* Client.data(trilho.charges.status({ path: { id: second.record.id } }))).status).toBe("PENDING")
      const paid = yield* Client.data(trilho.sandbox.pay({ path: { id: first.id }, payload: {} }))
      expect(paid.status).toBe("COMPLETED")
    })
  )

  it.effect("the sandbox clock is the database's: an advance in one process is read by a process built after it", () =>
    Effect.gen(function* () {
      yield* insertMerchant("acc_two_clocks")
      const { secret } = yield* insertKey("acc_two_clocks", ["sandbox/clock"])
      const trilho = yield* Client.make({ apiKey: secret })
      const advanced = yield* Client.data(trilho.sandbox.advance({ payload: { seconds: 30 } }))
      const seenMs = yield* inSecondProcess(Effect.flatMap(SandboxClock.SandboxClock, (clock) => clock.offsetMs))
      expect(advanced.offsetSeconds).toBeGreaterThanOrEqual(30)
      expect(seenMs).toBe(advanced.offsetSeconds * 1000)
    })
  )
})
