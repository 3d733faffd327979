import { Refunds } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { networkControl } from "./NetworkControl.ts"

/** The network reference of the account's refund `id`, which must wait for the network's outcome. */
const refundReference = (id: string) =>
  Effect.flatMap(
    Effect.flatMap(Refunds.Refunds, (refunds) =>
      Effect.flatMap(currentAccountId, (account) => refunds.findById(account, id))
    ),
    (view) => Effect.fromResult(Refunds.awaitingNetworkRefund(view.refund))
  )

/** The view of a refund the network's notice moved. */
const leanRefund = (outcome: Refunds.RefundOutcome) => Refunds.toLeanRefund(outcome.charge, outcome.refund)

/** Handlers of `/v1/sandbox/refunds/*`. */
export const SandboxRefundsLive = HttpApiBuilder.group(TrilhoApi, "sandboxRefunds", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "complete",
        provide(({ params }) =>
          networkControl(
            "refund completed",
            refundReference(params.id),
            (sandbox, referenceId, now) => sandbox.completeRefund(referenceId, now),
            (notice) => Effect.flatMap(Refunds.Refunds, (refunds) => Effect.map(refunds.complete(notice), leanRefund))
          )
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          networkControl(
            "refund failed; the debit was returned",
            refundReference(params.id),
            (sandbox, referenceId, now) =>
              sandbox.failRefund(referenceId, payload.reason ?? "failed in the sandbox", now),
            (notice) => Effect.flatMap(Refunds.Refunds, (refunds) => Effect.map(refunds.fail(notice), leanRefund))
          )
        )
      )
  )
)
