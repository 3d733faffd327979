import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import {
  counterStartMax,
  CryptoNetwork,
  CryptoNetworkMemory,
  derivedAddress,
  destinationTagMax,
  layerMemory,
  layerRandomStart,
  makeMemory,
  type DepositAddressRequest
} from "../../src/crypto/CryptoNetwork.ts"
import * as Crypto from "../../src/shared/Crypto.ts"

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
      expect(xrp1.extraId).not.toBe(xrp2.extraId)
      for (const tag of [xrp1.extraId, xrp2.extraId]) {
        expect(tag).toMatch(/^[1-9]\d*$/)
        expect(Number(tag)).toBeLessThanOrEqual(destinationTagMax)
      }
      expect((yield* network.issueDepositAddress(request("xrpl", "dep_a"))).extraId).toBe(xrp1.extraId)
    }).pipe(Effect.provide(chain))
  )

  it("derives Bitcoin mainnet addresses when told, from the seed", () => {
    const main = derivedAddress({ seed: 7, bitcoin: "mainnet" }, request("bitcoin"))
    expect(main.address).toMatch(/^bc1q/)
    expect(derivedAddress({ seed: 8, bitcoin: "mainnet" }, request("bitcoin")).address).not.toBe(main.address)
  })

  it("destination tags spread over the 32-bit range, distinct for a thousand deposits", () => {
    const tags = Array.from({ length: 1_000 }, (_, i) =>
      Number(derivedAddress({ seed: 1, bitcoin: "testnet" }, request("xrpl", `cdp_${i}`)).extraId)
    )
    expect(new Set(tags).size).toBe(tags.length)
    expect(Math.min(...tags)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...tags)).toBeGreaterThan(2 ** 31)
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

  it.effect(
    "instances started at random (two processes, or one restarted) issue the same addresses, other hashes",
    () =>
      Effect.gen(function* () {
        const order = {
          withdrawalId: "w1",
          currency: "BTC",
          network: "bitcoin",
          address: "tb1q",
          amountUnits: 1n
        } as const
        const issue = Effect.gen(function* () {
          const network = yield* CryptoNetwork
          const controls = yield* CryptoNetworkMemory
          const hashes: Array<string> = []
          for (let i = 0; i < 20; i++) {
            hashes.push((yield* network.broadcastWithdrawal(order)).txHash)
            hashes.push((yield* controls.send({ ...order, address: "tb1qpayer" })).txHash)
          }
          const addresses = yield* Effect.forEach(["bitcoin", "ethereum", "tron", "xrpl"] as const, (n) =>
            network.issueDepositAddress(request(n, "cdp_shared"))
          )
          return { hashes, addresses }
        })
        // Started at 0, a second instance (another process, or this one restarted) repeats the first one's hashes.
        const fixed = yield* Effect.forEach([1, 2], () => Effect.provide(issue, layerMemory()))
        expect(fixed[1]!.hashes).toEqual(fixed[0]!.hashes)
        const runs = yield* Effect.forEach([1, 2, 3], (seed) =>
          Effect.provide(issue, layerRandomStart().pipe(Layer.provide(Crypto.layerDeterministic(seed))))
        )
        const hashes = runs.flatMap((run) => run.hashes)
        expect(new Set(hashes).size).toBe(hashes.length)
        for (const run of runs) expect(run.addresses).toEqual(fixed[0]!.addresses)
      })
  )

  it.effect("a counter start is a whole number from 0 to counterStartMax", () =>
    Effect.gen(function* () {
      for (const counterStart of [-1, 0.5, counterStartMax + 1]) {
        const exit = yield* Effect.exit(makeMemory({ counterStart }))
        expect(Exit.isFailure(exit) && !Exit.hasInterrupts(exit)).toBe(true)
      }
      const highest = yield* makeMemory({ counterStart: counterStartMax })
      const lowest = yield* makeMemory()
      const order = {
        withdrawalId: "w1",
        currency: "ETH",
        network: "ethereum",
        address: "0xab",
        amountUnits: 1n
      } as const
      const top = (yield* highest.network.broadcastWithdrawal(order)).txHash
      expect(top).toMatch(/^0x[0-9a-f]{64}$/)
      expect(top).not.toBe((yield* lowest.network.broadcastWithdrawal(order)).txHash)
    })
  )

  it.effect("recall adopts a withdrawal another instance broadcast, so it settles or fails here once", () =>
    Effect.gen(function* () {
      const worker = yield* makeMemory({ counterStart: 1_000 })
      const api = yield* makeMemory({ counterStart: 2_000 })
      const order = { currency: "USDT", network: "tron", address: "T…", amountUnits: 10_000_000n } as const
      const one = {
        ...order,
        withdrawalId: "w1",
        ...(yield* worker.network.broadcastWithdrawal({ ...order, withdrawalId: "w1" }))
      }
      const two = {
        ...order,
        withdrawalId: "w2",
        ...(yield* worker.network.broadcastWithdrawal({ ...order, withdrawalId: "w2" }))
      }
      // Not held here: refused until recalled.
      expect((yield* Effect.flip(api.controls.settle(one.txHash))).message).toBe(
        `no broadcast withdrawal ${one.txHash}`
      )
      yield* api.controls.recall(one)
      yield* api.controls.recall(two)
      expect(yield* api.controls.settle(one.txHash)).toMatchObject({
        _tag: "WithdrawalSettled",
        withdrawalId: "w1",
        txHash: one.txHash
      })
      expect(yield* api.controls.fail(two.txHash, "out of energy")).toMatchObject({
        _tag: "WithdrawalFailed",
        withdrawalId: "w2",
        reason: "out of energy"
      })
      // Recalling a hash the chain holds changes nothing: a settled withdrawal stays settled.
      yield* api.controls.recall(one)
      expect((yield* Effect.flip(api.controls.settle(one.txHash)))._tag).toBe("CryptoChainControlError")
      // A withdrawal broadcast here is held already; its recall keeps it pending once.
      const own = yield* api.network.broadcastWithdrawal({ ...order, withdrawalId: "w3" })
      yield* api.controls.recall({ ...order, withdrawalId: "w3", ...own })
      expect(yield* api.controls.settle(own.txHash)).toMatchObject({ withdrawalId: "w3" })
      expect((yield* Effect.flip(api.controls.fail(own.txHash, "late")))._tag).toBe("CryptoChainControlError")
    })
  )
})
