import { Charges, Pix, type PixNetwork, SandboxClock } from "@trilho/domain"
import { SandboxPix } from "@trilho/sandbox"
import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { failWith } from "../auth/Errors.ts"
import { sandboxPayerDefault } from "../charges/ChargesApi.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { requireSandbox } from "./Mode.ts"
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

/** Handlers of `/v1/sandbox/*`. */
export const SandboxLive = HttpApiBuilder.group(TrilhoApi, "sandbox", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "pay",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const charges = yield* Charges.Charges
            const sandbox = yield* SandboxPix
            const record = yield* envelopeErrors(charges.findById(yield* currentAccountId, params.id))
            const notice = yield* envelopeErrors(
              sandbox.payCharge(
                record.referenceId,
                normalizePayer(payload.payer ?? sandboxPayerDefault),
                yield* SandboxClock.nowDate
              )
            )
            const outcome = yield* envelopeErrors(charges.confirmPaid(notice))
            return yield* ok(Charges.toLean(outcome.record, "get"), "charge paid")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const charges = yield* Charges.Charges
            const sandbox = yield* SandboxPix
            const record = yield* envelopeErrors(charges.findById(yield* currentAccountId, params.id))
            const notice = yield* envelopeErrors(
              sandbox.failCharge(
                record.referenceId,
                payload.reason ?? "failed in the sandbox",
                yield* SandboxClock.nowDate
              )
            )
            const outcome = yield* envelopeErrors(charges.fail(notice))
            return yield* ok(Charges.toLean(outcome.record, "get"), "charge failed")
          }).pipe(SandboxClock.withSandboxTime)
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
