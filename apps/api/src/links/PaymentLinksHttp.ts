import { Money, PaymentLinks, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import type { CreatePaymentLinkBody, PaymentLink, UpdatePaymentLinkBody } from "./PaymentLinksApi.ts"

/** Centavos of an amount the body schema already checked (NaN, which the domain refuses, if it were not). */
const cents = (reais: number): number => {
  const parsed = Money.parseReais(reais)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

/** A payment link as the API shows it, with its hosted page's address. */
export const toPaymentLink = (
  record: PaymentLinks.PaymentLinkRecord,
  payPageUrlFor: (id: string) => string
): PaymentLink => ({
  id: record.id,
  name: record.name,
  ...(record.description === undefined ? {} : { description: record.description }),
  allowedMethods: record.allowedMethods,
  ...(record.fixedAmountCentavos === undefined ? {} : { fixedAmount: Money.toReais(record.fixedAmountCentavos) }),
  productIds: record.productIds,
  customerMode: record.customerMode,
  status: record.status,
  payPageUrl: payPageUrlFor(record.id),
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString()
})

/** The body as the domain reads it: the amount in centavos (`null` kept: it makes the value open again). */
const fieldsOf = (body: typeof CreatePaymentLinkBody.Type | typeof UpdatePaymentLinkBody.Type) => {
  const { fixedAmount, ...rest } = body
  return {
    ...rest,
    ...(fixedAmount === undefined ? {} : { fixedAmountCentavos: fixedAmount === null ? null : cents(fixedAmount) })
  }
}

/** Handlers of `/v1/payment-links/*` (but the checkout's); time is the sandbox clock's. */
export const PaymentLinksLive = HttpApiBuilder.group(TrilhoApi, "paymentLinks", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) => {
    /** The link as answered, with the configured `PAY_URL`. */
    const view = (record: PaymentLinks.PaymentLinkRecord) =>
      Effect.map(PaymentLinks.Config.PaymentLinksConfig, (config) => toPaymentLink(record, config.payPageUrlFor))
    return handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const links = yield* PaymentLinks.PaymentLinks
            const created = yield* envelopeErrors(links.create(yield* currentAccountId, fieldsOf(payload)))
            return yield* ok(yield* view(created), "payment link created")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const links = yield* PaymentLinks.PaymentLinks
            return yield* ok(yield* view(yield* envelopeErrors(links.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const links = yield* PaymentLinks.PaymentLinks
            const page = yield* envelopeErrors(links.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, yield* Effect.forEach(page.items, view)))
          })
        )
      )
      .handle(
        "update",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const links = yield* PaymentLinks.PaymentLinks
            const updated = yield* envelopeErrors(links.update(yield* currentAccountId, params.id, fieldsOf(payload)))
            return yield* ok(yield* view(updated), "payment link updated")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "status",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const links = yield* PaymentLinks.PaymentLinks
            const updated = yield* envelopeErrors(links.setStatus(yield* currentAccountId, params.id, payload.status))
            return yield* ok(
              yield* view(updated),
              `payment link ${updated.status === "ACTIVE" ? "activated" : "deactivated"}`
            )
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "delete",
        provide(({ params }) =>
          Effect.gen(function* () {
            const links = yield* PaymentLinks.PaymentLinks
            const deleted = yield* envelopeErrors(links.delete(yield* currentAccountId, params.id))
            return yield* ok(yield* view(deleted), "payment link deleted")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  })
)
