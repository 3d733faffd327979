import { Charges, Pix, type PixNetwork, SandboxClock } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { failWith } from "../auth/Errors.ts"
import { sandboxPayerDefault } from "../charges/ChargesApi.ts"
import { requireSandbox } from "./Mode.ts"
import { networkControl } from "./NetworkControl.ts"
import { ok } from "../http/Envelope.ts"
import { BadRequest } from "../http/Errors.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"

/** The payer as the network takes it: a CPF or CNPJ sent masked is sent digits only; anything else as it came. */
const normalizePayer = (payer: PixNetwork.Payer): PixNetwork.Payer => ({
  name: payer.name.trim(),
  document: Option.getOrElse(
    Option.orElse(Pix.Documents.normalizeCpf(payer.document), () => Pix.Documents.normalizeCnpj(payer.document)),
    () => payer.document
  )
})

const clockView = Effect.gen(function* () {
  const offsetMs = yield* Effect.flatMap(SandboxClock.SandboxClock, (clock) => clock.offsetMs)
  const now = yield* SandboxClock.nowDate
  return { offsetSeconds: offsetMs / 1000, now: now.toISOString() }
}).pipe(SandboxClock.withSandboxTime)

/** The network reference of the account's charge `id`. */
const chargeReference = (id: string) =>
  Effect.map(
    Effect.flatMap(Charges.Charges, (charges) =>
      Effect.flatMap(currentAccountId, (account) =>
        Effect.flatMap(charges.findById(account, id), (record) => Effect.fromResult(Charges.awaitingPayment(record)))
      )
    ),
    (record) => record.referenceId
  )

/** The view of a charge the network's notice moved. */
const leanCharge = (outcome: Charges.ChargeOutcome) => Charges.toLean(outcome.record, "get")

/** The reason of a failure asked without one. */
const failedReason = "failed in the sandbox"

/** Handlers of `/v1/sandbox/*`. */
export const SandboxLive = HttpApiBuilder.group(TrilhoApi, "sandbox", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "pay",
        provide(({ params, payload }) =>
          networkControl(
            "charge paid",
            chargeReference(params.id),
            (sandbox, referenceId, now) =>
              sandbox.payCharge(referenceId, normalizePayer(payload.payer ?? sandboxPayerDefault), now),
            (notice) =>
              Effect.flatMap(Charges.Charges, (charges) => Effect.map(charges.confirmPaid(notice), leanCharge))
          )
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          networkControl(
            "charge failed",
            chargeReference(params.id),
            (sandbox, referenceId, now) => sandbox.failCharge(referenceId, payload.reason ?? failedReason, now),
            (notice) => Effect.flatMap(Charges.Charges, (charges) => Effect.map(charges.fail(notice), leanCharge))
          )
        )
      )
      .handle(
        "advance",
        provide(({ payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const clock = yield* SandboxClock.SandboxClock
            yield* clock.advance(payload.seconds * 1000).pipe(Effect.catch((error) => failWith(BadRequest, error)))
            return yield* ok(yield* clockView, "sandbox clock advanced")
          })
        )
      )
      .handle(
        "clock",
        provide(() =>
          Effect.andThen(
            requireSandbox,
            Effect.flatMap(clockView, (view) => ok(view))
          )
        )
      )
  )
)
