import { Med, Money } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { sandboxControl } from "./Mode.ts"

/** Centavos of an amount the body schema already checked (NaN, which the domain refuses, if it were not). */
const cents = (reais: number): number => {
  const parsed = Money.parseReais(reais)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

const answer = (message: string) => (dispute: Med.MedDispute) => ok(Med.toMedView(dispute), message)

/** Handlers of `/v1/sandbox/meds/*`: each a sandbox control on the sandbox clock. */
export const SandboxMedsLive = HttpApiBuilder.group(TrilhoApi, "sandboxMeds", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "open",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const meds = yield* Med.Meds
            const accountId = yield* currentAccountId
            const dispute = yield* sandboxControl(
              meds.open({
                accountId,
                transactionId: payload.transactionId,
                type: payload.type,
                ...(payload.amount === undefined ? {} : { amountCentavos: cents(payload.amount) }),
                ...(payload.description === undefined ? {} : { description: payload.description }),
                ...(payload.protocol === undefined ? {} : { protocol: payload.protocol })
              })
            )
            return yield* answer("MED dispute opened")(dispute)
          })
        )
      )
      .handle(
        "decide",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const meds = yield* Med.Meds
            const accountId = yield* currentAccountId
            const dispute = yield* sandboxControl(meds.decide(accountId, params.id, payload.outcome))
            return yield* answer("MED dispute decided")(dispute)
          })
        )
      )
      .handle(
        "expire",
        provide(({ params }) =>
          Effect.gen(function* () {
            const meds = yield* Med.Meds
            const dispute = yield* sandboxControl(meds.expire(yield* currentAccountId, params.id))
            return yield* answer("MED dispute expired")(dispute)
          })
        )
      )
  )
)
