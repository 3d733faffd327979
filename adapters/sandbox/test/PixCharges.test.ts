import { describe, expect, it } from "@effect/vitest"
import { Pix, PixNetwork, Transactions } from "@trilho/domain"
import { Effect, Option, Result } from "effect"
import { SandboxPix } from "../src/index.ts"
import { expiresAt, minutes, payer, registerCharge, t0, txid, withSandbox } from "./helpers.ts"

describe("sandbox PIX network: charges", () => {
  it.effect(
    "registers a charge with a location that fits a dynamic BR Code, then pays it with a real end-to-end id",
    () =>
      withSandbox(
        Effect.gen(function* () {
          const sandbox = yield* SandboxPix
          const registered = yield* registerCharge(1)
          expect(registered.referenceId).toBe("sandbox-charge-1")
          const code = Pix.BrCode.encodeDynamic({
            locationUrl: registered.locationUrl!,
            merchantName: "Loja",
            merchantCity: "Recife",
            amountCentavos: 1_000
          })
          expect(Result.isSuccess(Result.flatMap(code, Pix.BrCode.parse))).toBe(true)
          expect((yield* sandbox.pending).charges.map((c) => c.referenceId)).toStrictEqual(["sandbox-charge-1"])

          const paid = yield* sandbox.payCharge(registered.referenceId, payer, t0)
          expect(paid).toStrictEqual({
            _tag: "ChargePaid",
            referenceId: "sandbox-charge-1",
            txid: txid(1),
            endToEndId: paid.endToEndId,
            amountCentavos: 1_000,
            payer: { name: "Maria Silva", document: "12345678909" },
            paidAt: t0
          })
          expect(paid.endToEndId).toHaveLength(32)
          const parts = Option.getOrThrow(Transactions.parseEndToEndId(paid.endToEndId))
          expect(parts.ispb).toBe("99999999")
          expect(parts.at).toStrictEqual(t0)
          expect((yield* sandbox.pending).charges).toStrictEqual([])
        })
      )
  )

  it.effect("registration is idempotent per txid and refuses the same txid with other data", () =>
    withSandbox(
      Effect.gen(function* () {
        const network = yield* PixNetwork.PixNetwork
        const first = yield* registerCharge(1)
        expect(yield* registerCharge(1)).toStrictEqual(first)
        const other = yield* Effect.flip(registerCharge(1, 2_000))
        expect(other).toMatchObject({ _tag: "PixNetworkError", operation: "registerCharge", reason: "rejected" })
        for (const charge of [
          { txid: "short", amountCentavos: 100, expiresAt },
          { txid: txid(2), amountCentavos: 0, expiresAt },
          { txid: txid(3), amountCentavos: 1.5, expiresAt },
          { txid: txid(4), amountCentavos: 100, expiresAt: new Date(0) }
        ]) {
          expect((yield* Effect.flip(network.registerCharge(charge))).reason).toBe("rejected")
        }
        expect((yield* SandboxPix.pipe(Effect.flatMap((s) => s.pending))).charges).toHaveLength(1)
      })
    )
  )

  it.effect("a payment at or after the expiry expires the charge instead; one just before is taken", () =>
    withSandbox(
      Effect.gen(function* () {
        const sandbox = yield* SandboxPix
        const late = yield* registerCharge(1)
        const onTime = yield* registerCharge(2)
        const error = yield* Effect.flip(sandbox.payCharge(late.referenceId, payer, expiresAt))
        expect(error).toMatchObject({ _tag: "SandboxChargeExpired", referenceId: late.referenceId, expiresAt })
        const again = yield* Effect.flip(sandbox.payCharge(late.referenceId, payer, minutes(1)))
        expect(again).toMatchObject({
          _tag: "InvalidTransition",
          machine: "SandboxCharge",
          from: "EXPIRED",
          trigger: "pay"
        })
        const paid = yield* sandbox.payCharge(onTime.referenceId, payer, new Date(expiresAt.getTime() - 1))
        expect(paid.referenceId).toBe(onTime.referenceId)
      })
    )
  )

  it.effect("expireCharges expires the charges due at that instant, oldest first, once", () =>
    withSandbox(
      Effect.gen(function* () {
        const sandbox = yield* SandboxPix
        const network = yield* PixNetwork.PixNetwork
        yield* registerCharge(1)
        yield* network.registerCharge({ txid: txid(2), amountCentavos: 100, expiresAt: minutes(120) })
        yield* registerCharge(3)
        expect(yield* sandbox.expireCharges(minutes(59))).toStrictEqual([])
        const expired = yield* sandbox.expireCharges(expiresAt)
        expect(expired).toStrictEqual([
          { _tag: "ChargeExpired", referenceId: "sandbox-charge-1", txid: txid(1), expiresAt },
          { _tag: "ChargeExpired", referenceId: "sandbox-charge-3", txid: txid(3), expiresAt }
        ])
        expect(yield* sandbox.expireCharges(expiresAt)).toStrictEqual([])
        expect((yield* sandbox.pending).charges.map((c) => c.referenceId)).toStrictEqual(["sandbox-charge-2"])
      })
    )
  )

  it.effect("refuses moves outside the charge machine, unknown references and invalid payers", () =>
    withSandbox(
      Effect.gen(function* () {
        const sandbox = yield* SandboxPix
        const { referenceId } = yield* registerCharge(1)
        const badPayer = yield* Effect.flip(sandbox.payCharge(referenceId, { name: "X", document: "123" }, t0))
        expect(badPayer).toMatchObject({ _tag: "SandboxInvalidInput", field: "payer.document" })
        const noReason = yield* Effect.flip(sandbox.failCharge(referenceId, " ", t0))
        expect(noReason).toMatchObject({ _tag: "SandboxInvalidInput", field: "reason" })
        expect((yield* sandbox.pending).charges).toHaveLength(1)

        const failed = yield* sandbox.failCharge(referenceId, "receiving flow failed", t0)
        expect(failed).toStrictEqual({
          _tag: "ChargeFailed",
          referenceId,
          txid: txid(1),
          reason: "receiving flow failed",
          failedAt: t0
        })
        const payFailed = yield* Effect.flip(sandbox.payCharge(referenceId, payer, t0))
        expect(payFailed).toMatchObject({ _tag: "InvalidTransition", from: "FAILED", trigger: "pay" })
        const unknown = yield* Effect.flip(sandbox.payCharge("sandbox-charge-99", payer, t0))
        expect(unknown).toMatchObject({ _tag: "SandboxRecordNotFound", kind: "charge" })

        const second = yield* registerCharge(2)
        yield* sandbox.payCharge(second.referenceId, { name: "Empresa", document: "12.ABC.345/01DE-35" }, t0)
        const twice = yield* Effect.flip(sandbox.payCharge(second.referenceId, payer, t0))
        expect(twice).toMatchObject({ _tag: "InvalidTransition", from: "PAID", trigger: "pay" })
      })
    )
  )

  it.effect("fails the next request of an operation once when told to", () =>
    withSandbox(
      Effect.gen(function* () {
        const sandbox = yield* SandboxPix
        yield* sandbox.failNext("registerCharge", "unavailable")
        const error = yield* Effect.flip(registerCharge(1))
        expect(error).toMatchObject({ operation: "registerCharge", reason: "unavailable" })
        expect((yield* registerCharge(1)).referenceId).toBe("sandbox-charge-1")
      })
    )
  )
})
