import { Charges, CryptoAssets, CryptoDeposits, Money, SandboxClock } from "@trilho/domain"
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
import type { CreateDepositBody, QuoteDepositBody } from "./PaymentCryptoApi.ts"
import { cryptoPageUrlOf } from "./PayPage.ts"

const centavosOf = (amount: number) =>
  Effect.gen(function* () {
    const parsed = Money.parseReais(amount)
    return Result.isSuccess(parsed) ? parsed.success : yield* toEnvelope(parsed.failure)
  })

/** The asset table as `GET /payment-crypto/currencies` shows it. */
export const currencyItems = CryptoAssets.assets.map((asset) => ({
  currency: asset.currency,
  network: asset.network,
  decimals: asset.decimals,
  minDeposit: CryptoAssets.formatAssetAmount(asset, asset.minDepositUnits),
  minWithdrawal: CryptoAssets.formatAssetAmount(asset, asset.minWithdrawalUnits),
  networkFee: CryptoAssets.formatAssetAmount(asset, asset.withdrawalFeeUnits),
  confirmations: asset.confirmationsRequired,
  extraIdRequired: asset.extraId === "required",
  ...(asset.contract === undefined ? {} : { contract: asset.contract })
}))

/** A deposit as the API answers it: the lean record with its hosted page (`crypto.payUrl`). */
const leanOf = (record: CryptoDeposits.CryptoDepositRecord) =>
  Effect.map(Charges.Config.ChargesConfig, (config) =>
    CryptoDeposits.toLeanCryptoDeposit(record, cryptoPageUrlOf(config, record.id))
  )

const quote = (payload: typeof QuoteDepositBody.Type) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const quoted = yield* envelopeErrors(
      deposits.quote({
        currency: payload.currency,
        network: payload.network,
        amountCentavos: yield* centavosOf(payload.amount)
      })
    )
    return yield* ok(CryptoDeposits.toDepositQuoteView(quoted), "estimate; payment-crypto/create quotes again")
  }).pipe(SandboxClock.withSandboxTime)

const create = (payload: typeof CreateDepositBody.Type, key: string | undefined) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const apiKey = yield* CurrentApiKey
    const outcome = yield* envelopeErrors(
      deposits.create({
        accountId: apiKey.accountId,
        apiKeyId: apiKey.keyId,
        currency: payload.currency,
        network: payload.network,
        amountCentavos: yield* centavosOf(payload.amount),
        description: payload.description,
        externalReference: payload.externalReference
      })
    )
    return yield* ok(
      yield* leanOf(outcome.record),
      outcome.replayed ? "crypto deposit already made" : "crypto deposit created"
    )
  }).pipe(
    SandboxClock.withSandboxTime,
    Idempotency.idempotent({
      data: CryptoDeposits.LeanCryptoDeposit,
      route: "POST /v1/payment-crypto/create",
      payload,
      key
    })
  )

const get = (id: string) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const found = yield* envelopeErrors(deposits.findById(yield* currentAccountId, id))
    return yield* ok(yield* leanOf(found))
  })

const list = (query: ListQuery) =>
  Effect.gen(function* () {
    const deposits = yield* CryptoDeposits.CryptoDeposits
    const page = yield* envelopeErrors(deposits.list(yield* currentAccountId, listInputOf(query)))
    return yield* ok(pageData(page, yield* Effect.forEach(page.items, leanOf)))
  })

/** Handlers of `/v1/payment-crypto/*`. */
export const PaymentCryptoLive = HttpApiBuilder.group(TrilhoApi, "paymentCrypto", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "currencies",
        provide(() => ok({ items: currencyItems }))
      )
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
