import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import {
  CryptoNetwork,
  CryptoNetworkMemory,
  derivedAddress,
  layerMemory,
  type DepositAddressRequest
} from "../../src/crypto/CryptoNetwork.ts"

const chain = layerMemory({ seed: 7 })

const request = (network: DepositAddressRequest["network"], depositId = "dep_1"): DepositAddressRequest => ({
  depositId,
  network,
  currency: network === "bitcoin" ? "BTC" : network === "xrpl" ? "XRP" : network === "ethereum" ? "ETH" : "USDT"
})

describe("in-memory crypto network", () => {
  it.effect("issues one address per deposit, the same on every call, in each network's format", () =>
    Effect.gen(function* () {
      const network = yield* CryptoNetwork
      const btc = yield* network.issueDepositAddress(request("bitcoin"))
      expect(btc.address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/)
      expect(yield* network.issueDepositAddress(request("bitcoin"))).toStrictEqual(btc)
      expect((yield* network.issueDepositAddress(request("bitcoin", "dep_2"))).address).not.toBe(btc.address)
      expect((yield* network.issueDepositAddress(request("ethereum"))).address).toMatch(/^0x[0-9a-f]{40}$/)
      expect((yield* network.issueDepositAddress(request("tron"))).address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
      const xrp1 = yield* network.issueDepositAddress(request("xrpl", "dep_a"))
      const xrp2 = yield* network.issueDepositAddress(request("xrpl", "dep_b"))
      expect(xrp1.address).toBe(xrp2.address)
      expect([xrp1.extraId, xrp2.extraId]).toEqual(["1", "2"])
      expect((yield* network.issueDepositAddress(request("xrpl", "dep_a"))).extraId).toBe("1")
    }).pipe(Effect.provide(chain))
  )

  it("derives Bitcoin mainnet addresses when told, from the seed", () => {
    const main = derivedAddress({ seed: 7, bitcoin: "mainnet" }, request("bitcoin"), 0)
    expect(main.address).toMatch(/^bc1q/)
    expect(derivedAddress({ seed: 8, bitcoin: "mainnet" }, request("bitcoin"), 0).address).not.toBe(main.address)
  })

  it.effect("reports a deposit's confirmations block by block until its asset's count, then no more", () =>
    Effect.gen(function* () {
      const controls = yield* CryptoNetworkMemory
      const sent = yield* controls.send({
        currency: "BTC",
        network: "bitcoin",
        address: "tb1qxyz",
        amountUnits: 50_000n
      })
      expect(sent.confirmations).toBe(0)
      const first = yield* controls.mine("bitcoin", 1)
      expect(first.map((n) => [n.txHash, n.confirmations])).toEqual([[sent.txHash, 1]])
      expect((yield* controls.mine("ethereum", 5)).length).toBe(0)
      expect((yield* controls.mine("bitcoin", 3)).map((n) => n.confirmations)).toEqual([4])
      expect(yield* controls.mine("bitcoin", 1)).toEqual([])
      expect(yield* controls.height("bitcoin")).toBe(5)
      const error = yield* Effect.flip(controls.mine("bitcoin", 0))
      expect(error.message).toBe("blocks must be 1 to 1000")
    }).pipe(Effect.provide(chain))
  )

  it.effect("drops a deposit only while it is in the mempool", () =>
    Effect.gen(function* () {
      const controls = yield* CryptoNetworkMemory
      const a = yield* controls.send({ currency: "ETH", network: "ethereum", address: "0xab", amountUnits: 1n })
      expect((yield* controls.drop(a.txHash))._tag).toBe("DepositDropped")
      const b = yield* controls.send({ currency: "ETH", network: "ethereum", address: "0xab", amountUnits: 1n })
      yield* controls.mine("ethereum", 1)
      expect((yield* Effect.flip(controls.drop(b.txHash)))._tag).toBe("CryptoChainControlError")
      expect(
        (yield* Effect.flip(controls.send({ currency: "BTC", network: "tron", address: "T", amountUnits: 1n }))).message
      ).toBe("BTC does not travel on tron")
    }).pipe(Effect.provide(chain))
  )

  it.effect("broadcasts withdrawals that settle or fail once, and fails a call when told", () =>
    Effect.gen(function* () {
      const network = yield* CryptoNetwork
      const controls = yield* CryptoNetworkMemory
      const order = { currency: "USDT", network: "tron", address: "T…", amountUnits: 10_000_000n } as const
      const one = yield* network.broadcastWithdrawal({ ...order, withdrawalId: "w1" })
      const two = yield* network.broadcastWithdrawal({ ...order, withdrawalId: "w2" })
      expect(yield* controls.settle(one.txHash)).toMatchObject({ _tag: "WithdrawalSettled", withdrawalId: "w1" })
      expect(yield* controls.fail(two.txHash, "out of energy")).toMatchObject({
        _tag: "WithdrawalFailed",
        withdrawalId: "w2",
        reason: "out of energy"
      })
      expect((yield* Effect.flip(controls.settle(one.txHash)))._tag).toBe("CryptoChainControlError")
      yield* controls.failNext("broadcastWithdrawal", "unavailable")
      const error = yield* Effect.flip(network.broadcastWithdrawal({ ...order, withdrawalId: "w3" }))
      expect([error.operation, error.reason]).toEqual(["broadcastWithdrawal", "unavailable"])
      expect((yield* network.broadcastWithdrawal({ ...order, withdrawalId: "w3" })).txHash).toMatch(/^[0-9a-f]{64}$/)
      expect((yield* controls.calls).map((c) => c._tag)).toEqual([
        "broadcastWithdrawal",
        "broadcastWithdrawal",
        "broadcastWithdrawal"
      ])
    }).pipe(Effect.provide(chain))
  )
})
