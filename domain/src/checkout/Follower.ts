import { Effect, Layer, Option } from "effect"
import { ChargeFollowerError, ChargeFollowers } from "../charges/Followers.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { CouponStore } from "../coupons/CouponStore.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import { Outbox } from "../events/Outbox.ts"
import { ProductStore } from "../products/ProductStore.ts"
import { type CheckoutSession, sessionIdPrefix } from "./Record.ts"
import { SessionStore } from "./SessionStore.ts"
import { toView } from "./View.ts"

/** The outbox row of a paid session: `payment_link.paid` with the session (spec, events catalog). */
export const paidEventOf = (session: CheckoutSession, at: Date) => ({
  accountId: session.accountId,
  eventType: "payment_link.paid",
  aggregateId: session.id,
  apiKeyId: session.apiKeyId,
  payload: toView(session),
  createdAt: at
})

/** Whether the charge is the payment a checkout opened: its `externalReference` is a session id. */
export const isSessionCharge = (charge: Pick<ChargeRecord, "externalReference">): boolean =>
  charge.externalReference?.startsWith(`${sessionIdPrefix}_`) === true

/**
 * Builds what a session does when its payment leaves PENDING, over the stores (inside the payment's transaction):
 * - paid, for the session's total: the session is `PAID` (its deliveries become the buyer's), the customer's
 *   purchase is counted, `payment_link.paid` is appended;
 * - expired or failed: the session is `EXPIRED` or `FAILED`, and its coupon use and reserved lines are given back.
 * A session no longer OPEN, or a charge that is not a session's, moves nothing (a repeat is harmless).
 */
export const makeSettleSession = Effect.gen(function* () {
  const sessions = yield* SessionStore
  const coupons = yield* CouponStore
  const products = yield* ProductStore
  const customers = yield* CustomerStore
  const outbox = yield* Outbox

  /** Gives back what an unpaid session reserved: its coupon use and its lines. */
  const release = (session: CheckoutSession) =>
    Effect.gen(function* () {
      if (session.couponId !== undefined) yield* coupons.release(session.accountId, session.couponId, session.id)
      for (const delivery of session.deliveries) {
        if (delivery.type === "TEXT_LINES")
          yield* products.releaseLine(session.accountId, delivery.productId, session.id)
      }
    })

  /** The session paid at `now`: `PAID`, the purchase counted on its customer, its event appended. */
  const markPaid = (session: CheckoutSession, now: Date, paymentId: string | undefined) =>
    Effect.gen(function* () {
      const paid: CheckoutSession = {
        ...session,
        status: "PAID",
        ...(paymentId === undefined ? {} : { paymentId }),
        paidAt: now,
        updatedAt: now
      }
      const written = yield* sessions.update(paid, session.version)
      if (session.customerId !== undefined && session.totalCentavos > 0) {
        yield* customers.recordPurchase(session.accountId, session.customerId, session.totalCentavos)
      }
      yield* outbox.append([paidEventOf(written, now)])
      return written
    })

  /** The session's payment ended unpaid: `EXPIRED` or `FAILED`, its reservations given back. */
  const markUnpaid = (session: CheckoutSession, status: "EXPIRED" | "FAILED", now: Date) =>
    Effect.gen(function* () {
      const written = yield* sessions.update({ ...session, status, updatedAt: now }, session.version)
      yield* release(session)
      return written
    })

  const onSettled = (charge: ChargeRecord, now: Date) =>
    Effect.gen(function* () {
      if (!isSessionCharge(charge)) return
      const found = yield* sessions.findById(charge.accountId, charge.externalReference!)
      if (Option.isNone(found) || found.value.status !== "OPEN") return
      const session = found.value
      if (charge.status === "COMPLETED" && charge.amountCentavos === session.totalCentavos) {
        yield* markPaid(session, now, charge.id)
      } else if (charge.status === "CANCELED") yield* markUnpaid(session, "EXPIRED", now)
      else if (charge.status === "FAILED") yield* markUnpaid(session, "FAILED", now)
    }).pipe(
      Effect.mapError(
        (cause) => new ChargeFollowerError({ message: `checkout session of charge ${charge.id}: ${cause._tag}`, cause })
      )
    )

  return { onSettled, markPaid, markUnpaid, release } as const
})

/** The checkout as a follower of its charges (provide it to `Charges` in every composition that sells links). */
export const layerFollower = Layer.effect(
  ChargeFollowers,
  Effect.map(makeSettleSession, ({ onSettled }) => ({ onSettled }))
)
