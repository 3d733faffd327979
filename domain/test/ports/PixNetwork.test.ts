import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { isValidTxid, layerMemory, PixNetwork, PixNetworkMemory } from "../../src/pix/PixNetwork.ts"

describe("PixNetwork (in memory)", () => {
  it.effect("accepts requests, gives sequential references and records each call in order", () =>
    Effect.gen(function* () {
      const network = yield* PixNetwork
      const memory = yield* PixNetworkMemory
      const charge = yield* network.registerCharge({
        txid: "a".repeat(26),
        amountCentavos: 1000,
        expiresAt: new Date(86_400_000)
      })
      const transfer = yield* network.sendTransfer({
        transactionId: "txn_1",
        endToEndId: "E1234567820260101120000000000001",
        amountCentavos: 500,
        destination: { _tag: "PixKey", pixKey: "a@b.com", pixKeyType: "EMAIL" }
      })
      expect(charge.referenceId).toBe("pixnet_1")
      expect(transfer.referenceId).toBe("pixnet_2")
      const calls = yield* memory.calls
      expect(calls.map((c) => c._tag)).toStrictEqual(["registerCharge", "sendTransfer"])
    }).pipe(Effect.provide(layerMemory))
  )

  it.effect("fails the next call of an operation once when told to", () =>
    Effect.gen(function* () {
      const network = yield* PixNetwork
      const memory = yield* PixNetworkMemory
      yield* memory.failNext("requestRefund", "unavailable")
      const order = { originalEndToEndId: "E1", refundId: "r1", amountCentavos: 100, nature: "ORIGINAL" }
      const error = yield* Effect.flip(network.requestRefund(order))
      expect(error).toMatchObject({ _tag: "PixNetworkError", operation: "requestRefund", reason: "unavailable" })
      expect((yield* network.requestRefund(order)).referenceId).toBe("pixnet_1")
      expect(yield* memory.calls).toHaveLength(1)
    }).pipe(Effect.provide(layerMemory))
  )

  it("txids are 26 to 35 letters or digits", () => {
    expect(isValidTxid("a".repeat(26))).toBe(true)
    expect(isValidTxid("Z9".repeat(17) + "x")).toBe(true)
    expect(isValidTxid("a".repeat(25))).toBe(false)
    expect(isValidTxid("a".repeat(36))).toBe(false)
    expect(isValidTxid("a".repeat(25) + "-")).toBe(false)
  })
})
