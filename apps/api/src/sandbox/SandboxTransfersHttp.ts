import { PixNetwork, SandboxClock, Transfers } from "@trilho/domain"
import { SandboxPix } from "@trilho/sandbox"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors } from "../charges/Failures.ts"
import { requireSandbox } from "./Mode.ts"
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

/** Handlers of `/v1/sandbox/transfers/*`. */
export const SandboxTransfersLive = HttpApiBuilder.group(TrilhoApi, "sandboxTransfers", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "approve",
        provide(({ params }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const transfers = yield* Transfers.PixTransfers
            const record = yield* envelopeErrors(transfers.approve(yield* currentAccountId, params.id))
            return yield* ok(Transfers.toLeanPix(record), "PIX transfer approved")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "refuse",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const transfers = yield* Transfers.PixTransfers
            const record = yield* envelopeErrors(
              transfers.refuse(yield* currentAccountId, params.id, payload.reason ?? "refused by the security review")
            )
            return yield* ok(Transfers.toLeanPix(record), "PIX transfer refused")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "settle",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const transfers = yield* Transfers.PixTransfers
            const sandbox = yield* SandboxPix
            const record = yield* envelopeErrors(transfers.findById(yield* currentAccountId, params.id))
            const referenceId = yield* envelopeErrors(networkReferenceOf(record))
            const notice = yield* envelopeErrors(
              sandbox.settleTransfer(referenceId, yield* SandboxClock.nowDate, payload.recipient)
            )
            const outcome = yield* envelopeErrors(transfers.settle(notice))
            return yield* ok(Transfers.toLeanPix(outcome.record), "PIX transfer settled")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "fail",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            yield* requireSandbox
            const transfers = yield* Transfers.PixTransfers
            const sandbox = yield* SandboxPix
            const record = yield* envelopeErrors(transfers.findById(yield* currentAccountId, params.id))
            const referenceId = yield* envelopeErrors(networkReferenceOf(record))
            const notice = yield* envelopeErrors(
              sandbox.failTransfer(referenceId, payload.reason ?? "failed in the sandbox", yield* SandboxClock.nowDate)
            )
            const outcome = yield* envelopeErrors(transfers.fail(notice))
            return yield* ok(Transfers.toLeanPix(outcome.record), "PIX transfer failed")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  )
)
