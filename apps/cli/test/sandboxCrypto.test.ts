import { expect, layer } from "@effect/vitest"
import { CryptoNetwork } from "@trilho/domain"
import { Effect } from "effect"
import { layerOperatorServer, merchantWith, paidDeposit, postAs as post, trilhoAt as trilho } from "./operatorServer.ts"

const token = "operator-token-of-the-crypto-cli-tests-0001"

const ServerTest = layerOperatorServer(token, { poolSize: 3 })
const merchantKey = merchantWith(token)

layer(ServerTest, { timeout: 120_000, excludeTestServices: true })("trilho sandbox crypto send | drop | mine", (it) => {
  it.effect(
    "send prints the transfer and the CONFIRMING deposit; mine prints it COMPLETED; a refusal is one line",
    () =>
      Effect.gen(function* () {
        const { key } = yield* merchantKey("crypto-cli@example.com")
        const created = yield* post(key, "/v1/payment-crypto/create", {
          amount: 100,
          currency: "BTC",
          network: "bitcoin",
          externalReference: "cli-1"
        })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        const id = created.body.data.id as string
        const sent = yield* trilho("sandbox", "crypto", "send", "cli-1", "0.00028716", "--api-key", key)
        expect(sent.ok, sent.output).toBe(true)
        const transfer = JSON.parse(sent.output)
        expect(transfer.deposit).toMatchObject({ id, status: "PROCESSING", crypto: { status: "CONFIRMING" } })
        const mined = yield* trilho("sandbox", "crypto", "mine", "bitcoin", "--blocks", "2", "--api-key", key)
        expect(mined.ok, mined.output).toBe(true)
        expect(JSON.parse(mined.output).deposits).toMatchObject([{ id, status: "COMPLETED" }])
        const late = yield* trilho("sandbox", "crypto", "drop", id, transfer.txHash, "--api-key", key)
        expect(late.ok).toBe(false)
        expect(late.output).toContain("400 SANDBOX_INVALID_INPUT")
        const bad = yield* trilho("sandbox", "crypto", "send", id, "1e-3", "--api-key", key)
        expect(bad.ok).toBe(false)
        expect(bad.output).toContain("400 INVALID_CRYPTO_AMOUNT")
      })
  )

  it.effect(
    "settle prints the COMPLETED withdrawal; fail prints the FAILED one with its debit back; a refusal is one line",
    () =>
      Effect.gen(function* () {
        const { key } = yield* merchantKey("crypto-cli-out@example.com")
        yield* paidDeposit(key, 1_000)
        expect((yield* post(key, "/v1/sandbox/clock/advance", { seconds: 25 * 3600 })).status).toBe(200)
        const address = CryptoNetwork.derivedAddress(
          { seed: 3, bitcoin: "testnet" },
          { depositId: "cli-payee", currency: "BTC", network: "bitcoin" }
        ).address
        const withdraw = (externalReference: string) =>
          Effect.map(
            post(key, "/v1/transfer-crypto-auto/create", {
              currency: "BTC",
              network: "bitcoin",
              cryptoAmount: "0.001",
              address,
              externalReference
            }),
            (created) => {
              expect(created.status, JSON.stringify(created.body)).toBe(200)
              return created.body.data.id as string
            }
          )
        const first = yield* withdraw("cli-out-1")
        const settled = yield* trilho("sandbox", "crypto", "settle", first, "--api-key", key)
        expect(settled.ok, settled.output).toBe(true)
        expect(JSON.parse(settled.output)).toMatchObject({ id: first, status: "COMPLETED" })
        const second = yield* withdraw("cli-out-2")
        const failed = yield* trilho("sandbox", "crypto", "fail", second, "--reason", "reverted", "--api-key", key)
        expect(failed.ok, failed.output).toBe(true)
        expect(JSON.parse(failed.output)).toMatchObject({ id: second, status: "FAILED" })
        const again = yield* trilho("sandbox", "crypto", "settle", second, "--api-key", key)
        expect(again.ok).toBe(false)
        expect(again.output).toContain("409 INVALID_STATE_TRANSITION")
      })
  )
})
