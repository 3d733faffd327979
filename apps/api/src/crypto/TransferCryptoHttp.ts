import { CryptoWithdrawals, Money, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { listInputOf } from "../charges/ChargesHttp.ts"
import type { ListQuery } from "../charges/ChargesApi.ts"
import { envelopeErrors, toEnvelope } from "../charges/Failures.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import type { AutoCryptoBody, CreateCryptoBody, QuoteCryptoBody } from "./TransferCryptoApi.ts"

const centavosOf = (amount: number | undefined) =>
  Effect.gen(function* () {
    if (amount === undefined) return undefined
    const parsed = Money.parseReais(amount)
    return Result.isSuccess(parsed) ? parsed.success : yield* toEnvelope(parsed.failure)
  })

const quote = (payload: typeof QuoteCryptoBody.Type) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const stored = yield* envelopeErrors(
      withdrawals.quote({
        accountId: yield* currentAccountId,
        currency: payload.currency,
        network: payload.network,
        cryptoAmount: payload.cryptoAmount,
        amountCentavos: yield* centavosOf(payload.amount)
      })
    )
    return yield* ok(CryptoWithdrawals.toQuoteView(stored), "quote valid until expiresAt")
  }).pipe(SandboxClock.withSandboxTime)

const answer = (outcome: CryptoWithdrawals.CryptoWithdrawalOutcome) =>
  ok(
    CryptoWithdrawals.toLeanCryptoWithdrawal(outcome.record),
    outcome.replayed ? "crypto withdrawal already made" : "crypto withdrawal created"
  )

const create = (payload: typeof CreateCryptoBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const apiKey = yield* CurrentApiKey
    return yield* answer(
      yield* envelopeErrors(
        withdrawals.create({
          accountId: apiKey.accountId,
          apiKeyId: apiKey.keyId,
          quoteId: payload.quoteId,
          address: payload.address,
          extraId: payload.extraId,
          description: payload.description,
          externalReference: payload.externalReference
        })
      )
    )
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: CryptoWithdrawals.LeanCryptoWithdrawal,
      route: "POST /v1/transfer-crypto/create",
      payload,
      key
    })
  )

const createAuto = (payload: typeof AutoCryptoBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const apiKey = yield* CurrentApiKey
    return yield* answer(
      yield* envelopeErrors(
        withdrawals.createAuto({
          accountId: apiKey.accountId,
          apiKeyId: apiKey.keyId,
          currency: payload.currency,
          network: payload.network,
          cryptoAmount: payload.cryptoAmount,
          amountCentavos: yield* centavosOf(payload.amount),
          address: payload.address,
          extraId: payload.extraId,
          description: payload.description,
          externalReference: payload.externalReference
        })
      )
    )
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: CryptoWithdrawals.LeanCryptoWithdrawal,
      route: "POST /v1/transfer-crypto-auto/create",
      payload,
      key
    })
  )

const get = (id: string) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const found = yield* envelopeErrors(withdrawals.findById(yield* currentAccountId, id))
    return yield* ok(CryptoWithdrawals.toLeanCryptoWithdrawal(found))
  })

const list = (query: ListQuery) =>
  Effect.gen(function* () {
    const withdrawals = yield* CryptoWithdrawals.CryptoWithdrawals
    const page = yield* envelopeErrors(withdrawals.list(yield* currentAccountId, listInputOf(query)))
    return yield* ok(pageData(page, page.items.map(CryptoWithdrawals.toLeanCryptoWithdrawal)))
  })

/** Handlers of `/v1/transfer-crypto/*`. */
export const TransferCryptoLive = HttpApiBuilder.group(TrilhoApi, "transferCrypto", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "quote",
        provide(({ payload }) => quote(payload))
      )
      .handle(
        "create",
        provide(({ payload, request }) => create(payload, request.headers["idempotency-key"]))
      )
      .handle(
        "get",
        provide(({ params }) => get(params.id))
      )
      .handle(
        "list",
        provide(({ query }) => list(query))
      )
  )
)

/** Handlers of `/v1/transfer-crypto-auto/create`. */
export const TransferCryptoAutoLive = HttpApiBuilder.group(TrilhoApi, "transferCryptoAuto", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers.handle(
      "create",
      provide(({ payload, request }) => createAuto(payload, request.headers["idempotency-key"]))
    )
  )
)
