import { Money, SandboxClock, Transfers } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { listInputOf } from "../charges/ChargesHttp.ts"
import type { ListQuery } from "../charges/ChargesApi.ts"
import { envelopeErrors, toEnvelope } from "../charges/Failures.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { CreatePixTransferBody } from "./PixApi.ts"

const create = (
  payload: typeof CreatePixTransferBody.Type,
  key: string | undefined,
  route: "POST /v1/transfer-pix/create" | "POST /v1/payouts/create"
) =>
  Effect.gen(function* () {
    const transfers = yield* Transfers.PixTransfers
    const apiKey = yield* CurrentApiKey
    let amountCentavos: number | undefined = undefined
    if (payload.amount !== undefined) {
      const amount = Money.parseReais(payload.amount)
      amountCentavos = Result.isSuccess(amount) ? amount.success : yield* toEnvelope(amount.failure)
    }
    const outcome = yield* envelopeErrors(
      transfers.create({
        accountId: apiKey.accountId,
        apiKeyId: apiKey.keyId,
        amountCentavos,
        description: payload.description,
        pixKey: payload.pixKey,
        pixKeyType: payload.pixKeyType,
        pixCopyPaste: payload.pixCopyPaste,
        coverFee: payload.coverFee,
        externalReference: payload.externalReference,
        subaccountId: payload.subaccountId
      })
    )
    return yield* ok(
      Transfers.toLeanPix(outcome.record),
      outcome.replayed ? "PIX transfer already made" : "PIX transfer created"
    )
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({ data: Transfers.LeanPixTransfer, route, payload, key })
  )

const get = (id: string) =>
  Effect.gen(function* () {
    const transfers = yield* Transfers.PixTransfers
    return yield* ok(Transfers.toLeanPix(yield* envelopeErrors(transfers.findById(yield* currentAccountId, id))))
  })

const status = (id: string) =>
  Effect.gen(function* () {
    const transfers = yield* Transfers.PixTransfers
    return yield* ok(yield* envelopeErrors(transfers.status(yield* currentAccountId, id)))
  })

const list = (query: ListQuery) =>
  Effect.gen(function* () {
    const transfers = yield* Transfers.PixTransfers
    const page = yield* envelopeErrors(transfers.list(yield* currentAccountId, listInputOf(query)))
    return yield* ok(pageData(page, page.items.map(Transfers.toLeanPix)))
  })

/** Handlers of `/v1/transfer-pix/*`. */
export const TransferPixLive = HttpApiBuilder.group(TrilhoApi, "transferPix", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          create(payload, request.headers["idempotency-key"], "POST /v1/transfer-pix/create")
        )
      )
      .handle(
        "get",
        provide(({ params }) => get(params.id))
      )
      .handle(
        "status",
        provide(({ params }) => status(params.id))
      )
      .handle(
        "list",
        provide(({ query }) => list(query))
      )
  )
)

/** Handlers of the `/v1/payouts/*` alias. */
export const PayoutsLive = HttpApiBuilder.group(TrilhoApi, "payouts", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload, request }) =>
          create(payload, request.headers["idempotency-key"], "POST /v1/payouts/create")
        )
      )
      .handle(
        "get",
        provide(({ params }) => get(params.id))
      )
      .handle(
        "status",
        provide(({ params }) => status(params.id))
      )
      .handle(
        "list",
        provide(({ query }) => list(query))
      )
  )
)
