import { Money, SandboxClock, Transfers } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { listInputOf } from "../charges/ChargesHttp.ts"
import { envelopeErrors, toEnvelope } from "../charges/Failures.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import * as Idempotency from "../http/Idempotency.ts"

/** Handlers of `/v1/transfer-internal/*`. */
export const InternalTransfersLive = HttpApiBuilder.group(TrilhoApi, "transferInternal", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          Effect.gen(function* () {
            const transfers = yield* Transfers.InternalTransfers
            const key = yield* CurrentApiKey
            const amount = Money.parseReais(payload.amount)
            const amountCentavos = Result.isSuccess(amount) ? amount.success : yield* toEnvelope(amount.failure)
            const outcome = yield* envelopeErrors(
              transfers.create({
                accountId: key.accountId,
                apiKeyId: key.keyId,
                amountCentavos,
                recipientEmail: payload.recipientEmail,
                description: payload.description,
                externalReference: payload.externalReference
              })
            )
            return yield* ok(
              Transfers.toLeanInternal(outcome.record),
              outcome.replayed ? "internal transfer already made" : "internal transfer completed"
            )
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: Transfers.LeanInternalTransfer,
              route: "POST /v1/transfer-internal/create",
              payload,
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const transfers = yield* Transfers.InternalTransfers
            const record = yield* envelopeErrors(transfers.findById(yield* currentAccountId, params.id))
            return yield* ok(Transfers.toLeanInternal(record))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const transfers = yield* Transfers.InternalTransfers
            const page = yield* envelopeErrors(transfers.list(yield* currentAccountId, listInputOf(query)))
            return yield* ok(pageData(page, page.items.map(Transfers.toLeanInternal)))
          })
        )
      )
  )
)
