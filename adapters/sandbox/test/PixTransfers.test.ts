import { describe, expect, it } from "@effect/vitest"
import { PixNetwork } from "@trilho/domain"
import { Effect } from "effect"
import { SandboxPix } from "../src/index.ts"
import { staticBrCode, t0, transferOrder, withSandbox } from "./helpers.ts"

describe("sandbox PIX network: transfers", () => {
  it.effect("takes a transfer to a key, lists it as pending, and settles it with the key's holder as recipient", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const sandbox = yield* SandboxPix
        const order = transferOrder(1, { _tag: "PixKey", pixKey: "12345678909", pixKeyType: "CPF" })
        const { referenceId } = yield* network.sendTransfer(order)
        expect((yield* sandbox.pending).transfers.map((t) => t.order)).toStrictEqual([order])
        const settled = yield* sandbox.settleTransfer(referenceId, t0)
        expect(settled).toStrictEqual({
          _tag: "TransferSettled",
          referenceId,
          transactionId: "txn_1",
          endToEndId: order.endToEndId,
          amountCentavos: 2_500,
          recipient: { name: "Recebedor Sandbox", pixKey: "12345678909", document: "12345678909" },
          settledAt: t0
        })
        expect((yield* sandbox.pending).transfers).toStrictEqual([])
        const again = yield* Effect.flip(sandbox.settleTransfer(referenceId, t0))
        expect(again).toMatchObject({ _tag: "InvalidTransition", machine: "SandboxTransfer", from: "SETTLED" })
        const fail = yield* Effect.flip(sandbox.failTransfer(referenceId, "AC03", t0))
        expect(fail).toMatchObject({ _tag: "InvalidTransition", from: "SETTLED", trigger: "fail" })
      })
    )
  )

  it.effect("fails a transfer with a reason, after which it cannot settle", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const sandbox = yield* SandboxPix
        const { referenceId } = yield* network.sendTransfer(transferOrder(1))
        const failed = yield* sandbox.failTransfer(referenceId, "AC03", t0)
        expect(failed).toStrictEqual({
          _tag: "TransferFailed",
          referenceId,
          transactionId: "txn_1",
          endToEndId: transferOrder(1).endToEndId,
          reason: "AC03",
          failedAt: t0
        })
        const settle = yield* Effect.flip(sandbox.settleTransfer(referenceId, t0))
        expect(settle).toMatchObject({ _tag: "InvalidTransition", from: "FAILED", trigger: "settle" })
        const unknown = yield* Effect.flip(sandbox.failTransfer("sandbox-transfer-9", "AC03", t0))
        expect(unknown).toMatchObject({ _tag: "SandboxRecordNotFound", kind: "transfer" })
      })
    )
  )

  it.effect("pays a static BR Code, reporting its merchant, and a settle may name the recipient", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const sandbox = yield* SandboxPix
        const order = transferOrder(1, { _tag: "BrCode", brCode: staticBrCode(2_500) })
        const { referenceId } = yield* network.sendTransfer(order)
        expect((yield* sandbox.pending).transfers[0]!.recipient).toStrictEqual({
          name: "Loja da Maria",
          pixKey: "maria@example.com"
        })
        const named = { name: "Maria da Silva ME", document: "11222333000181" }
        expect((yield* sandbox.settleTransfer(referenceId, t0, named)).recipient).toStrictEqual(named)
      })
    )
  )

  it.effect("is idempotent per end-to-end id and rejects what the network would not send", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const first = yield* network.sendTransfer(transferOrder(1))
        expect(yield* network.sendTransfer(transferOrder(1))).toStrictEqual(first)
        const reused = { ...transferOrder(1), transactionId: "txn_other" }
        const rejectedOrders: ReadonlyArray<PixNetwork.TransferOrder> = [
          reused,
          { ...transferOrder(2), endToEndId: "E123" },
          transferOrder(3, undefined, 0),
          transferOrder(4, { _tag: "PixKey", pixKey: "123.456.789-09", pixKeyType: "CPF" }),
          transferOrder(5, { _tag: "PixKey", pixKey: "12345678900", pixKeyType: "CPF" }),
          transferOrder(6, { _tag: "PixKey", pixKey: "not an email", pixKeyType: "EMAIL" }),
          transferOrder(7, { _tag: "BrCode", brCode: staticBrCode(1_000) }),
          transferOrder(8, { _tag: "BrCode", brCode: staticBrCode().replace(/.$/, "0") }),
          transferOrder(9, { _tag: "BrCode", brCode: "pix copia e cola" })
        ]
        for (const order of rejectedOrders) {
          const error = yield* Effect.flip(network.sendTransfer(order))
          expect(error).toMatchObject({ _tag: "PixNetworkError", operation: "sendTransfer", reason: "rejected" })
        }
        expect(
          (yield* network.sendTransfer(transferOrder(10, { _tag: "BrCode", brCode: staticBrCode() }))).referenceId
        ).toBe("sandbox-transfer-2")
        expect((yield* SandboxPix.pipe(Effect.flatMap((s) => s.pending))).transfers).toHaveLength(2)
      })
    )
  )

  it.effect("queued failures apply to their operation only, in order", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const sandbox = yield* SandboxPix
        yield* sandbox.failNext("sendTransfer", "unavailable")
        yield* sandbox.failNext("sendTransfer", "rejected")
        expect((yield* Effect.flip(network.sendTransfer(transferOrder(1)))).reason).toBe("unavailable")
        expect((yield* Effect.flip(network.sendTransfer(transferOrder(1)))).reason).toBe("rejected")
        expect((yield* network.sendTransfer(transferOrder(1))).referenceId).toBe("sandbox-transfer-1")
      })
    )
  )
})
