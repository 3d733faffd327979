import { Coupons, Fees, Money, SandboxClock } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { ok, pageData } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import type { Coupon, CouponQuote, CreateCouponBody, UpdateCouponBody } from "./CouponsApi.ts"

/**
 * The hundredths of a `value` (NaN, which the domain refuses, when it has more than 2 decimals or is not above zero):
 * a percentage's hundredths are its basis points and reais' hundredths are centavos, so one number serves either
 * type and the domain reads it the coupon's way.
 */
const hundredths = (value: number): number => {
  const parsed = Money.parseReais(value)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

/** The value of a discount as the API shows it: a percentage, or reais. */
const valueOf = (discount: Coupons.CouponDiscount): number =>
  discount.discountType === "PERCENT" ? Fees.bpsToPercent(discount.percentBps) : Money.toReais(discount.amountCentavos)

/** A coupon as the API shows it. */
export const toCoupon = (coupon: Coupons.CouponRecord): Coupon => {
  const remainingUses = Coupons.remainingUses(coupon)
  return {
    id: coupon.id,
    code: coupon.code,
    discountType: coupon.discount.discountType,
    value: valueOf(coupon.discount),
    status: coupon.status,
    productIds: coupon.productIds,
    paymentLinkIds: coupon.paymentLinkIds,
    ...(coupon.maxUses === undefined ? {} : { maxUses: coupon.maxUses }),
    uses: coupon.uses,
    ...(remainingUses === undefined ? {} : { remainingUses }),
    ...(coupon.expiresAt === undefined ? {} : { expiresAt: coupon.expiresAt.toISOString() }),
    createdAt: coupon.createdAt.toISOString(),
    updatedAt: coupon.updatedAt.toISOString()
  }
}

/** The body as the domain reads it: `value` in hundredths, read both ways (`null` kept: it clears). */
const fieldsOf = (body: typeof CreateCouponBody.Type | typeof UpdateCouponBody.Type): Coupons.CouponFieldsInput => {
  const { value, ...rest } = body
  if (value === undefined) return rest
  const n = hundredths(value)
  return { ...rest, percentBps: n, amountCentavos: n }
}

/** A quote as the API shows it, in reais. */
const toQuote = (quote: Coupons.Quote, amountCentavos: number): CouponQuote => ({
  couponId: quote.coupon.id,
  code: quote.coupon.code,
  discountType: quote.coupon.discount.discountType,
  value: valueOf(quote.coupon.discount),
  amount: Money.toReais(amountCentavos),
  discount: Money.toReais(quote.discountCentavos),
  total: Money.toReais(quote.totalCentavos)
})

/** Handlers of `/v1/coupons/*`; time is the sandbox clock's. */
export const CouponsLive = HttpApiBuilder.group(TrilhoApi, "coupons", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const coupons = yield* Coupons.Coupons
            const created = yield* envelopeErrors(coupons.create(yield* currentAccountId, fieldsOf(payload)))
            return yield* ok(toCoupon(created), "coupon created")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const coupons = yield* Coupons.Coupons
            return yield* ok(toCoupon(yield* envelopeErrors(coupons.findById(yield* currentAccountId, params.id))))
          })
        )
      )
      .handle(
        "list",
        provide(({ query }) =>
          Effect.gen(function* () {
            const coupons = yield* Coupons.Coupons
            const page = yield* envelopeErrors(coupons.list(yield* currentAccountId, query))
            return yield* ok(pageData(page, page.items.map(toCoupon)))
          })
        )
      )
      .handle(
        "update",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const coupons = yield* Coupons.Coupons
            const updated = yield* envelopeErrors(coupons.update(yield* currentAccountId, params.id, fieldsOf(payload)))
            return yield* ok(toCoupon(updated), "coupon updated")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "delete",
        provide(({ params }) =>
          Effect.gen(function* () {
            const coupons = yield* Coupons.Coupons
            const deleted = yield* envelopeErrors(coupons.delete(yield* currentAccountId, params.id))
            return yield* ok(toCoupon(deleted), "coupon deleted")
          })
        )
      )
      .handle(
        "validate",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const coupons = yield* Coupons.Coupons
            const amountCentavos = hundredths(payload.amount)
            const quote = yield* envelopeErrors(
              coupons.quote(yield* currentAccountId, {
                code: payload.code,
                amountCentavos,
                paymentLinkId: payload.paymentLinkId,
                productIds: payload.productId === undefined ? [] : [payload.productId]
              })
            )
            return yield* ok(toQuote(quote, amountCentavos), "coupon applies")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
  )
)
