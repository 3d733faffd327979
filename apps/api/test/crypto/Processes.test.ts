import { expect, layer } from "@effect/vitest"
import { CryptoDeposits, CryptoNetwork, CryptoWithdrawals, Ledger } from "@trilho/domain"
import { Effect, Layer } from "effect"
import { balanceOf, call, merchant } from "../transfers/support.ts"
import { layerServer, testnetAddress } from "./support.ts"

/**
 * The use cases of another process over the same database: the worker's, whose scheduled runs broadcast on its own
 * in-memory chain (another instance, its counter started elsewhere), as `apps/worker` composes them. The chain is
 * returned with them, to check what it holds.
 */
const otherProcess = Effect.map(CryptoNetwork.makeMemory({ counterStart: 7_000_000 }), (chain) => ({
  chain: chain.controls,
  // Fresh: built anew over that chain, not taken from the API's services the test's layer already built.
  services: Layer.fresh(
    Layer.mergeAll(CryptoWithdrawals.CryptoWithdrawals.Default, CryptoDeposits.CryptoDeposits.Default).pipe(
      Layer.provide(Layer.succeed(CryptoNetwork.CryptoNetwork, chain.network))
    )
  )
}))

/** A withdrawal of 0.001 BTC of `accountId` made and broadcast by the other process; its stored record. */
const withdrawElsewhere = (
  elsewhere: Layer.Layer<CryptoWithdrawals.CryptoWithdrawals, never, any>,
  accountId: string
) =>
  Effect.flatMap(CryptoWithdrawals.CryptoWithdrawals, (withdrawals) =>
    withdrawals.createAuto({
      accountId: Ledger.AccountId.make(accountId),
      currency: "BTC",
      network: "bitcoin",
      cryptoAmount: "0.001",
      address: testnetAddress
    })
  ).pipe(
    Effect.map((outcome) => outcome.record),
    Effect.provide(elsewhere)
  )

layer(layerServer(), { timeout: 120_000, excludeTestServices: true })("the sandbox chain across processes", (it) => {
  it.effect(
    "a withdrawal another process broadcast is settled or failed through the API's controls, once; hashes differ",
    () =>
      Effect.gen(function* () {
        const key = yield* merchant("acc_cxp_ana", 200_000)
        const { chain: workerChain, services: elsewhere } = yield* otherProcess
        const settled = yield* withdrawElsewhere(elsewhere, "acc_cxp_ana")
        const failed = yield* withdrawElsewhere(elsewhere, "acc_cxp_ana")
        expect([settled.status, failed.status]).toEqual(["BROADCAST", "BROADCAST"])
        // Broadcast on the other process's chain, which the API's does not hold.
        const hashesOf = (calls: ReadonlyArray<CryptoNetwork.CryptoNetworkCall>) =>
          calls.flatMap((c) => (c._tag === "broadcastWithdrawal" ? [c.txHash] : []))
        expect(hashesOf(yield* workerChain.calls)).toEqual([settled.txHash, failed.txHash])
        const apiChain = yield* CryptoNetwork.CryptoNetworkMemory
        expect(hashesOf(yield* apiChain.calls)).not.toContain(settled.txHash)
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 1_261.32 })
        // The API's own broadcast numbers its hashes apart from the other process's.
        const own = yield* call("POST", "/v1/transfer-crypto-auto/create", {
          key,
          body: { currency: "BTC", network: "bitcoin", cryptoAmount: "0.001", address: testnetAddress }
        })
        expect(own.status, JSON.stringify(own.body)).toBe(200)
        expect(own.body.data.crypto.txHash).toMatch(/^[0-9a-f]{64}$/)
        expect([settled.txHash, failed.txHash]).not.toContain(own.body.data.crypto.txHash)

        const done = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${settled.id}/settle`, { key, body: {} })
        expect(done.status, JSON.stringify(done.body)).toBe(200)
        expect(done.body.data).toMatchObject({
          id: settled.id,
          status: "COMPLETED",
          crypto: { status: "COMPLETED", txHash: settled.txHash }
        })
        const again = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${settled.id}/settle`, { key, body: {} })
        expect(again.status).toBe(409)

        const undone = yield* call("POST", `/v1/sandbox/crypto/withdrawals/${failed.id}/fail`, {
          key,
          body: { reason: "reverted" }
        })
        expect(undone.status, JSON.stringify(undone.body)).toBe(200)
        expect(undone.body.data).toMatchObject({ status: "FAILED", failureReason: "reverted" })
        // The failed one's debit is back; the settled one and the API's own keep theirs.
        expect(yield* balanceOf(key)).toMatchObject({ withdrawable: 1_261.32 })
        expect(
          (yield* call("POST", `/v1/sandbox/crypto/withdrawals/${failed.id}/fail`, { key, body: {} })).status
        ).toBe(409)
      })
  )

  it.effect("a deposit another process created gets the same address here; the API's controls pay it", () =>
    Effect.gen(function* () {
      const key = yield* merchant("acc_cxp_bia", 0)
      const { chain: workerChain, services: elsewhere } = yield* otherProcess
      const created = yield* Effect.flatMap(CryptoDeposits.CryptoDeposits, (deposits) =>
        deposits.create({
          accountId: Ledger.AccountId.make("acc_cxp_bia"),
          currency: "BTC",
          network: "bitcoin",
          amountCentavos: 10_000
        })
      ).pipe(Effect.provide(elsewhere))
      const chain = yield* CryptoNetwork.CryptoNetwork
      const here = yield* chain.issueDepositAddress({
        depositId: created.record.id,
        currency: "BTC",
        network: "bitcoin"
      })
      expect(here.address).toBe(created.record.address)
      // On the XRP Ledger too: the tag is the deposit's, whichever process (and whatever it issued before) asks.
      yield* chain.issueDepositAddress({ depositId: "cdp_issued_here_first", currency: "XRP", network: "xrpl" })
      const tagged = yield* Effect.flatMap(CryptoDeposits.CryptoDeposits, (deposits) =>
        deposits.create({
          accountId: Ledger.AccountId.make("acc_cxp_bia"),
          currency: "XRP",
          network: "xrpl",
          amountCentavos: 10_000
        })
      ).pipe(Effect.provide(elsewhere))
      expect(
        yield* chain.issueDepositAddress({ depositId: tagged.record.id, currency: "XRP", network: "xrpl" })
      ).toEqual({ network: "xrpl", address: tagged.record.address, extraId: tagged.record.extraId })

      expect((yield* workerChain.calls).map((c) => c._tag)).toEqual(["issueDepositAddress", "issueDepositAddress"])

      const sent = yield* call("POST", `/v1/sandbox/crypto/deposits/${created.record.id}/send`, {
        key,
        body: { cryptoAmount: "0.00028716" }
      })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      expect(sent.body.data.deposit).toMatchObject({ status: "PROCESSING", crypto: { status: "CONFIRMING" } })
      const mined = yield* call("POST", "/v1/sandbox/crypto/mine", { key, body: { network: "bitcoin", blocks: 2 } })
      expect(mined.status, JSON.stringify(mined.body)).toBe(200)
      expect(mined.body.data.deposits).toMatchObject([{ id: created.record.id, status: "COMPLETED", netAmount: 99 }])
    })
  )
})
