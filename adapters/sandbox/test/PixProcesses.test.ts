import { describe, expect, it } from "@effect/vitest"
import { Crypto, PixNetwork } from "@trilho/domain"
import { Effect, Exit, Layer, Option } from "effect"
import { PixRecall, PixSandbox, SandboxPix } from "../src/index.ts"
import { expiresAt, minutes, payer, t0, txid } from "./helpers.ts"

/** Registers and pays `count` charges (txids from `first`); their references and end-to-end ids. */
const issue = (first: number, count: number) =>
  Effect.gen(function* () {
    const network = yield* PixNetwork.PixNetwork
    const sandbox = yield* SandboxPix
    const references: Array<string> = []
    const endToEndIds: Array<string> = []
    for (let n = first; n < first + count; n++) {
      const { referenceId } = yield* network.registerCharge({ txid: txid(n), amountCentavos: 100, expiresAt })
      references.push(referenceId)
      endToEndIds.push((yield* sandbox.payCharge(referenceId, payer, t0)).endToEndId)
    }
    return { references, endToEndIds }
  })

/** A network of one process, its counter started at random from a `Crypto` seeded with `seed`. */
const processNetwork = (seed: number) =>
  PixSandbox.layerRandomStart().pipe(Layer.provide(Crypto.layerDeterministic(seed)))

describe("sandbox PIX network shared by several processes", () => {
  it.effect("networks started at 0 (two processes, or one restarted) repeat each other's references and ids", () =>
    Effect.gen(function* () {
      const first = yield* Effect.provide(issue(1, 5), PixSandbox.layer())
      const restarted = yield* Effect.provide(issue(100, 5), PixSandbox.layer())
      expect(restarted.references).toEqual(first.references)
      expect(restarted.endToEndIds).toEqual(first.endToEndIds)
    })
  )

  it.effect("networks started at random never repeat each other's references or end-to-end ids", () =>
    Effect.gen(function* () {
      const runs = yield* Effect.forEach([1, 2, 3], (seed) =>
        Effect.provide(issue(seed * 1_000, 50), processNetwork(seed))
      )
      const references = runs.flatMap((run) => run.references)
      const endToEndIds = runs.flatMap((run) => run.endToEndIds)
      expect(new Set(references).size).toBe(references.length)
      expect(new Set(endToEndIds).size).toBe(endToEndIds.length)
      for (const reference of references) {
        expect(reference).toMatch(/^sandbox-charge-\d+$/)
        expect(Number(reference.slice("sandbox-charge-".length))).toBeLessThanOrEqual(PixSandbox.counterStartMax + 100)
      }
      for (const id of endToEndIds) expect(id).toMatch(/^E99999999\d{12}[0-9A-Za-z]{11}$/)
    })
  )

  it.effect("a counter start is a whole number from 0 to counterStartMax", () =>
    Effect.gen(function* () {
      for (const counterStart of [-1, 0.5, PixSandbox.counterStartMax + 1]) {
        const exit = yield* Effect.exit(PixSandbox.make({ counterStart }))
        expect(Exit.isFailure(exit) && Exit.hasInterrupts(exit) === false).toBe(true)
      }
      const highest = yield* Effect.provide(issue(1, 1), PixSandbox.layer({ counterStart: PixSandbox.counterStartMax }))
      expect(highest.references).toEqual([`sandbox-charge-${PixSandbox.counterStartMax + 1}`])
    })
  )

  it.effect("with recall, a network pays a charge another network registered, once, at its registered amount", () =>
    Effect.gen(function* () {
      // The platform's store, as the recall sees it: what the first process registered.
      const stored = new Map<string, PixRecall.KnownCharge>()
      const registration = { txid: txid(7), amountCentavos: 2_550, expiresAt, description: "Pedido 7" }
      const first = yield* Effect.provide(
        Effect.flatMap(PixNetwork.PixNetwork, (network) => network.registerCharge(registration)),
        processNetwork(1)
      )
      stored.set(first.referenceId, { referenceId: first.referenceId, registration, registeredAt: t0 })
      stored.set("sandbox-charge-elsewhere", {
        referenceId: "sandbox-charge-elsewhere",
        registration: { txid: txid(8), amountCentavos: 100, expiresAt },
        registeredAt: t0
      })
      const recall: PixRecall.Recall = (referenceId) => Effect.succeed(Option.fromNullishOr(stored.get(referenceId)))

      yield* Effect.gen(function* () {
        const sandbox = yield* SandboxPix
        const paid = yield* sandbox.payCharge(first.referenceId, payer, t0)
        expect(paid).toMatchObject({ referenceId: first.referenceId, amountCentavos: 2_550 })
        const again = yield* Effect.flip(sandbox.payCharge(first.referenceId, payer, t0))
        expect(again._tag).toBe("InvalidTransition")
        const unknown = yield* Effect.flip(sandbox.payCharge("sandbox-charge-nowhere", payer, t0))
        expect(unknown._tag).toBe("SandboxRecordNotFound")
        const late = yield* Effect.flip(sandbox.payCharge("sandbox-charge-elsewhere", payer, minutes(60)))
        expect(late._tag).toBe("SandboxChargeExpired")
        // Its own registration of the same txid finds the recalled charge: idempotent per txid.
        const network = yield* PixNetwork.PixNetwork
        expect((yield* network.registerCharge(registration)).referenceId).toBe(first.referenceId)
      }).pipe(Effect.provide(PixSandbox.layer({ counterStart: 500, recall })))

      // Without recall, the same control in another network is not found.
      const without = yield* Effect.flip(
        Effect.provide(
          Effect.flatMap(SandboxPix, (sandbox) => sandbox.payCharge(first.referenceId, payer, t0)),
          PixSandbox.layer()
        )
      )
      expect(without._tag).toBe("SandboxRecordNotFound")
    })
  )
})
