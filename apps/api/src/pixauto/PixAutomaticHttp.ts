import { type Ledger, Money, PixAutomatic, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { envelopeErrors, toEnvelope } from "../charges/Failures.ts"
import { ok } from "../http/Envelope.ts"
import type { MappedError } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { pngBase64 } from "../pix/QrImage.ts"
import type { CreateAuthorizationBody, CreateInstructionBody } from "./PixAutomaticApi.ts"
import { type AuthorizationListQuery, CreatedAuthorization, type InstructionListQuery } from "./PixAutomaticApi.ts"

const centavosOf = (amount: number) =>
  Effect.gen(function* () {
    const parsed = Money.parseReais(amount)
    return Result.isSuccess(parsed) ? parsed.success : yield* toEnvelope(parsed.failure)
  })

const optionalCentavos = (amount: number | undefined) =>
  amount === undefined ? Effect.succeed(undefined) : centavosOf(amount)

const pageOf = (query: { readonly page?: number; readonly pageSize?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? 50
})

const createAuthorization = (payload: typeof CreateAuthorizationBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const apiKey = yield* CurrentApiKey
    const record = yield* envelopeErrors(
      service.createAuthorization(apiKey.accountId, apiKey.keyId, {
        customerId: payload.customerId,
        contractId: payload.contractId,
        description: payload.description,
        frequency: payload.frequency,
        startDate: payload.startDate,
        endDate: payload.endDate,
        fixedAmountCentavos: yield* optionalCentavos(payload.fixedAmount),
        maxAmountCentavos: yield* optionalCentavos(payload.maxAmount),
        retryPolicy: payload.retryPolicy,
        firstPayment: {
          amountCentavos: yield* centavosOf(payload.firstPayment.amount),
          dueDate: payload.firstPayment.dueDate
        }
      })
    )
    const qrCodeBase64 = yield* pngBase64(record.copyPaste)
    return yield* ok({ ...PixAutomatic.toLeanAuthorization(record), qrCodeBase64 }, "authorization created")
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: CreatedAuthorization,
      route: "POST /v1/pix-automatic/authorizations/create",
      payload,
      key
    })
  )

const createInstruction = (payload: typeof CreateInstructionBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const apiKey = yield* CurrentApiKey
    const record = yield* envelopeErrors(
      service.createInstruction(apiKey.accountId, apiKey.keyId, {
        authorizationId: payload.authorizationId,
        amountCentavos: yield* centavosOf(payload.amount),
        dueDate: payload.dueDate,
        description: payload.description
      })
    )
    return yield* ok(PixAutomatic.toLeanInstruction(record), "payment instruction scheduled")
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: PixAutomatic.LeanInstruction,
      route: "POST /v1/pix-automatic/payment-instructions/create",
      payload,
      key
    })
  )

const listAuthorizations = (query: typeof AuthorizationListQuery.Type) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const found = yield* envelopeErrors(
      service.listAuthorizations(
        yield* currentAccountId,
        { status: query.status, customerId: query.customerId },
        pageOf(query)
      )
    )
    return yield* ok({ ...found, items: found.items.map(PixAutomatic.toLeanAuthorization) })
  })

const listInstructions = (query: typeof InstructionListQuery.Type) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const found = yield* envelopeErrors(
      service.listInstructions(
        yield* currentAccountId,
        { status: query.status, authorizationId: query.authorizationId },
        pageOf(query)
      )
    )
    return yield* ok({ ...found, items: found.items.map(PixAutomatic.toLeanInstruction) })
  })

type Service = PixAutomatic.PixAutomatic["Service"]

/** Runs a by-id use case of the service for the current account and answers the authorization it returns. */
const authorizationBy = <E extends MappedError>(
  run: (s: Service, accountId: Ledger.AccountId) => Effect.Effect<PixAutomatic.AuthorizationRecord, E>,
  message?: string
) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const record = yield* envelopeErrors(run(service, yield* currentAccountId))
    return yield* ok(PixAutomatic.toLeanAuthorization(record), message)
  }).pipe(SandboxClock.withSandboxTime)

/** Runs a by-id use case of the service for the current account and answers the instruction it returns. */
const instructionBy = <E extends MappedError>(
  run: (s: Service, accountId: Ledger.AccountId) => Effect.Effect<PixAutomatic.InstructionRecord, E>,
  message?: string
) =>
  Effect.gen(function* () {
    const service = yield* PixAutomatic.PixAutomatic
    const record = yield* envelopeErrors(run(service, yield* currentAccountId))
    return yield* ok(PixAutomatic.toLeanInstruction(record), message)
  }).pipe(SandboxClock.withSandboxTime)

/** Handlers of `/v1/pix-automatic/*`. */
export const PixAutomaticLive = HttpApiBuilder.group(TrilhoApi, "pixAutomatic", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "createAuthorization",
        provide(({ payload, request }) => createAuthorization(payload, request.headers["idempotency-key"]))
      )
      .handle(
        "listAuthorizations",
        provide(({ query }) => listAuthorizations(query))
      )
      .handle(
        "getAuthorization",
        provide(({ params }) => authorizationBy((s, a) => s.getAuthorization(a, params.id)))
      )
      .handle(
        "cancelAuthorization",
        provide(({ params }) =>
          authorizationBy((s, a) => s.cancelAuthorization(a, params.id), "authorization canceled")
        )
      )
      .handle(
        "createInstruction",
        provide(({ payload, request }) => createInstruction(payload, request.headers["idempotency-key"]))
      )
      .handle(
        "listInstructions",
        provide(({ query }) => listInstructions(query))
      )
      .handle(
        "getInstruction",
        provide(({ params }) => instructionBy((s, a) => s.getInstruction(a, params.id)))
      )
      .handle(
        "cancelInstruction",
        provide(({ params }) =>
          instructionBy((s, a) => s.cancelInstruction(a, params.id), "payment instruction canceled")
        )
      )
  )
)
