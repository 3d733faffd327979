import { Pix, PixNetwork } from "@trilho/domain"
import { Effect, Result } from "effect"
import { PixSandbox, SandboxPix } from "../src/index.ts"

/** Instants used by the tests (the `TestClock` starts at 0, so every registration happens "at" 1970). */
export const t0 = new Date("2026-03-10T12:00:00Z")
export const minutes = (n: number) => new Date(t0.getTime() + n * 60_000)
export const expiresAt = minutes(60)

export const txid = (n: number) => `TXID${String(n).padStart(26, "0")}`
export const payer = { name: "Maria Silva", document: "123.456.789-09" }

/** Runs `body` against a fresh sandbox network. */
export const withSandbox = <A, E>(body: Effect.Effect<A, E, PixNetwork.PixNetwork | SandboxPix>) =>
  Effect.provide(body, PixSandbox.layer())

/** Registers a charge of `amountCentavos` with txid number `n`. */
export const registerCharge = (n: number, amountCentavos = 1_000) =>
  Effect.flatMap(PixNetwork.PixNetwork, (network) =>
    network.registerCharge({ txid: txid(n), amountCentavos, expiresAt })
  )

/** Registers a charge and pays it at `t0`. */
export const paidCharge = (n: number, amountCentavos = 1_000) =>
  Effect.gen(function* () {
    const { referenceId } = yield* registerCharge(n, amountCentavos)
    const sandbox = yield* SandboxPix
    return yield* sandbox.payCharge(referenceId, payer, t0)
  })

/** A transfer order to a key; `n` makes its end-to-end id and transaction id unique. */
export const transferOrder = (
  n: number,
  destination: PixNetwork.TransferOrder["destination"] = {
    _tag: "PixKey",
    pixKey: "+5511912345678",
    pixKeyType: "TELEFONE"
  },
  amountCentavos = 2_500
): PixNetwork.TransferOrder => ({
  transactionId: `txn_${n}`,
  endToEndId: `E12345678202603101200${String(n).padStart(11, "0")}`,
  amountCentavos,
  destination
})

/** A static BR Code for tests. */
export const staticBrCode = (amountCentavos?: number) =>
  Result.getOrThrow(
    Pix.BrCode.encodeStatic({
      key: "maria@example.com",
      merchantName: "Loja da Maria",
      merchantCity: "Recife",
      ...(amountCentavos === undefined ? {} : { amountCentavos })
    })
  )
