import { Refunds, SandboxClock } from "@trilho/domain"
import { SandboxPix } from "@trilho/sandbox"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { requireSandbox } from "./Mode.ts"

/** The account's refund named by `id`, still waiting at the network: its network reference. */
const requestedRefund = (id: string) =>
  Effect.gen(function* () {
    const refunds = yield* Refunds.Refunds
    const view = yield* envelopeErrors(refunds.findById(yield* currentAccountId, id))
    return yield* envelopeErrors(Effect.fromResult(Refunds.awaitingNetworkRefund(view.refund)))
  })

/** Handlers of `/v1/sandbox/refunds/*`. */
export const SandboxRefundsLive = HttpApiBuilder.group(TrilhoApi, "sandboxRefunds", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "complete",
        provide(({ params }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const referenceId = yield* requestedRefund(params.id)
            const sandbox = yield* SandboxPix
            const notice = yield* envelopeErrors(sandbox.completeRefund(referenceId, yield* SandboxClock.nowDate))
            const outcome = yield* envelopeErrors((yield* Refunds.Refunds).complete(notice))
            return yield* ok(Refunds.toLeanRefund(outcome.charge, outcome.refund), "refund completed")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const referenceId = yield* requestedRefund(params.id)
            const sandbox = yield* SandboxPix
            const notice = yield* envelopeErrors(
              sandbox.failRefund(referenceId, payload.reason ?? "failed in the sandbox", yield* SandboxClock.nowDate)
            )
            const outcome = yield* envelopeErrors((yield* Refunds.Refunds).fail(notice))
            return yield* ok(
              Refunds.toLeanRefund(outcome.charge, outcome.refund),
              "refund failed; the debit was returned"
            )
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  )
)
