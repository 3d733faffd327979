import { PixNetwork, Transfers } from "@trilho/domain"
import { SandboxPix } from "@trilho/sandbox"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { sandboxControl } from "./Mode.ts"
import { networkControl } from "./NetworkControl.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"

/**
 * The sandbox network's reference of a PROCESSING transfer. A transfer another API process sent (or this one before a
 * restart) is unknown to this process's network: it is handed over again, which the network takes as the same PIX
 * (same end-to-end id), and the control acts on that record.
 */
const networkReferenceOf = (record: Transfers.PixTransferRecord) =>
  Effect.gen(function* () {
    yield* Effect.fromResult(Transfers.awaitingNetwork(record))
    const sandbox = yield* SandboxPix
    const pending = yield* sandbox.pending
    const known = pending.transfers.find((t) => t.order.endToEndId === record.endToEndId)
    if (known !== undefined) return known.referenceId
    const network = yield* PixNetwork.PixNetwork
    return (yield* network.sendTransfer(Transfers.orderOf(record))).referenceId
  })

/** The network reference of the account's transfer `id`, which must wait for the network's outcome. */
const transferReference = (id: string) =>
  Effect.flatMap(
    Effect.flatMap(Transfers.PixTransfers, (transfers) =>
      Effect.flatMap(currentAccountId, (account) => transfers.findById(account, id))
    ),
    networkReferenceOf
  )

/** The view of a transfer the network's notice moved. */
const leanTransfer = (outcome: Transfers.PixTransferOutcome) => Transfers.toLeanPix(outcome.record)

/** Handlers of `/v1/sandbox/transfers/*`. */
export const SandboxTransfersLive = HttpApiBuilder.group(TrilhoApi, "sandboxTransfers", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "approve",
        provide(({ params }) =>
          sandboxControl(
            Effect.gen(function* () {
              const transfers = yield* Transfers.PixTransfers
              const record = yield* transfers.approve(yield* currentAccountId, params.id)
              return yield* ok(Transfers.toLeanPix(record), "PIX transfer approved")
            })
          )
        )
      )
      .handle(
        "refuse",
        provide(({ params, payload }) =>
          sandboxControl(
            Effect.gen(function* () {
              const transfers = yield* Transfers.PixTransfers
              const reason = payload.reason ?? "refused by the security review"
              const record = yield* transfers.refuse(yield* currentAccountId, params.id, reason)
              return yield* ok(Transfers.toLeanPix(record), "PIX transfer refused")
            })
          )
        )
      )
      .handle(
        "settle",
        provide(({ params, payload }) =>
          networkControl(
            "PIX transfer settled",
            transferReference(params.id),
            (sandbox, referenceId, now) => sandbox.settleTransfer(referenceId, now, payload.recipient),
            (notice) => Effect.flatMap(Transfers.PixTransfers, (pix) => Effect.map(pix.settle(notice), leanTransfer))
          )
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          networkControl(
            "PIX transfer failed",
            transferReference(params.id),
            (sandbox, referenceId, now) =>
              sandbox.failTransfer(referenceId, payload.reason ?? "failed in the sandbox", now),
            (notice) => Effect.flatMap(Transfers.PixTransfers, (pix) => Effect.map(pix.fail(notice), leanTransfer))
          )
        )
      )
  )
)
