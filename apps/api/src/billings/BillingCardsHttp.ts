import { BillingCards, Card, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import type { AppServices } from "../Layers.ts"
import { CardTokenView, type TokenizeCardBody } from "./BillingCardsApi.ts"

/**
 * What of a tokenize body the `Idempotency-Key` fingerprint reads: the body with the card number reduced to its
 * length, BIN and last 4 and without the CVV, so no digest of a full number or of a CVV is ever stored.
 */
export const fingerprintPayload = (payload: typeof TokenizeCardBody.Type) => {
  const digits = Card.cardDigitsOf(payload.creditCard.number)
  const { ccv: _ccv, number: _number, ...card } = payload.creditCard
  return {
    ...payload,
    creditCard: { ...card, numberLength: digits.length, bin: digits.slice(0, 6), last4: digits.slice(-4) }
  }
}

const holderNone = { name: "", email: "", cpfCnpj: "", postalCode: "", addressNumber: "", phone: "" }

/**
 * What of a billing or subscription create body the `Idempotency-Key` fingerprint reads: its `creditCard` reduced as
 * `fingerprintPayload` reduces it (length, BIN and last 4, no CVV).
 */
export const withCardReduced = <P extends { readonly creditCard?: typeof TokenizeCardBody.Type.creditCard }>(
  payload: P
): unknown =>
  payload.creditCard === undefined
    ? payload
    : {
        ...payload,
        creditCard: fingerprintPayload({
          creditCard: payload.creditCard,
          creditCardHolderInfo: holderNone,
          remoteIp: ""
        }).creditCard
      }

/** Handlers of `/v1/billings/tokenize-card`. */
export const BillingCardsLive = HttpApiBuilder.group(TrilhoApi, "billingCards", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers.handle(
      "tokenize",
      provide(({ payload, request }) =>
        Effect.gen(function* () {
          const tokens = yield* BillingCards.CardTokens
          const record = yield* envelopeErrors(tokens.tokenize(yield* currentAccountId, payload))
          return yield* ok(BillingCards.tokenizeAnswerOf(record), "card tokenized")
        }).pipe(
          SandboxClock.withSandboxTime,
          Idempotency.idempotent({
            data: CardTokenView,
            route: "POST /v1/billings/tokenize-card",
            payload: fingerprintPayload(payload),
            key: request.headers["idempotency-key"]
          })
        )
      )
    )
  )
)
