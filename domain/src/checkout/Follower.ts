import { Effect, Layer, Option } from "effect"
import { CardFollowerError, CardFollowers } from "../card/Followers.ts"
import type { CardTransactionRecord } from "../card/Record.ts"
import { ChargeFollowerError, ChargeFollowers } from "../charges/Followers.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { CouponStore } from "../coupons/CouponStore.ts"
import { CryptoDepositFollowerError } from "../crypto/deposits/Errors.ts"
import { CryptoDepositFollowers } from "../crypto/deposits/Followers.ts"
import type { CryptoDepositRecord } from "../crypto/deposits/Record.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import { Outbox } from "../events/Outbox.ts"
import type { AccountId } from "../ledger/Model.ts"
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
 * A payment of a session as the session reads it, whatever its method: the session it pays (`sessionId`: its
 * `externalReference`, when that is a session id), its id, the amount it paid and how it ended: `PAID`, `EXPIRED`,
 * `FAILED`, or `OPEN` when it has not ended (a refund or a settlement moves no session).
 */
export interface SessionPayment {
  readonly accountId: AccountId
  readonly sessionId: string | undefined
  readonly paymentId: string
  readonly amountCentavos: number
  readonly outcome: "PAID" | "EXPIRED" | "FAILED" | "OPEN"
}

const sessionOf = (externalReference: string | undefined) =>
  externalReference?.startsWith(`${sessionIdPrefix}_`) === true ? externalReference : undefined

/** A PIX charge as a session's payment: `COMPLETED` paid, `CANCELED` (its expiry) expired, `FAILED` failed. */
export const paymentOfCharge = (charge: ChargeRecord): SessionPayment => ({
  accountId: charge.accountId,
  sessionId: sessionOf(charge.externalReference),
  paymentId: charge.id,
  amountCentavos: charge.amountCentavos,
  outcome:
    charge.status === "COMPLETED"
      ? "PAID"
      : charge.status === "CANCELED"
        ? "EXPIRED"
        : charge.status === "FAILED"
          ? "FAILED"
          : "OPEN"
})

/**
 * A card transaction as a session's payment: `COMPLETED` (captured) paid for the amount requested (the gross: a
 * session's card checkout never covers the fee), `CANCELED` (the checkout expired) expired, `FAILED` (declined, or a
 * failed challenge) failed.
 */
export const paymentOfCard = (record: CardTransactionRecord): SessionPayment => ({
  accountId: record.accountId,
  sessionId: sessionOf(record.externalReference),
  paymentId: record.id,
  amountCentavos: record.amountCentavos,
  outcome:
    record.status === "COMPLETED"
      ? "PAID"
      : record.status === "CANCELED"
        ? "EXPIRED"
        : record.status === "FAILED"
          ? "FAILED"
          : "OPEN"
})

/**
 * A crypto deposit as a session's payment: `COMPLETED` with the quoted units (or more) paid for the amount the
 * deposit charged (its quote's gross: an overpayment is the merchant's, the session's total is what was asked);
 * `COMPLETED` short of them (an underpayment closed when its quote ran out) failed, as what arrived does not pay the
 * session; `EXPIRED` (nothing seen while the quote held) expired; on chain or awaiting, open.
 */
export const paymentOfDeposit = (record: CryptoDepositRecord): SessionPayment => ({
  accountId: record.accountId,
  sessionId: sessionOf(record.externalReference),
  paymentId: record.id,
  amountCentavos: record.quote.amountCentavos,
  outcome:
    record.status === "COMPLETED"
      ? record.credit?.outcome === "underpaid"
        ? "FAILED"
        : "PAID"
      : record.status === "EXPIRED"
        ? "EXPIRED"
        : "OPEN"
})

/**
 * Builds what a session does when its payment (a PIX charge, a card transaction, a crypto deposit: `SessionPayment`)
 * ends, over the
 * stores (inside the payment's transaction):
 * - paid, for the session's total: the session is `PAID` (its deliveries become the buyer's), the customer's
 *   purchase is counted, `payment_link.paid` is appended;
 * - expired or failed: the session is `EXPIRED` or `FAILED`, and its coupon use and reserved lines are given back.
 * A session no longer OPEN, or a payment that is not a session's, moves nothing (a repeat is harmless).
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

  /** Moves the session `payment` pays, by how the payment ended. */
  const onPayment = (payment: SessionPayment, now: Date) =>
    Effect.gen(function* () {
      if (payment.sessionId === undefined || payment.outcome === "OPEN") return
      const found = yield* sessions.findById(payment.accountId, payment.sessionId)
      if (Option.isNone(found) || found.value.status !== "OPEN") return
      const session = found.value
      if (payment.outcome === "PAID" && payment.amountCentavos === session.totalCentavos) {
        yield* markPaid(session, now, payment.paymentId)
      } else if (payment.outcome === "EXPIRED") yield* markUnpaid(session, "EXPIRED", now)
      else if (payment.outcome === "FAILED") yield* markUnpaid(session, "FAILED", now)
    })

  return { onPayment, markPaid, markUnpaid, release } as const
})

/** The checkout as a follower of its charges (provide it to `Charges` in every composition that sells links). */
export const layerFollower = Layer.effect(
  ChargeFollowers,
  Effect.map(makeSettleSession, ({ onPayment }) => ({
    onSettled: (charge: ChargeRecord, now: Date) =>
      onPayment(paymentOfCharge(charge), now).pipe(
        Effect.mapError(
          (cause) =>
            new ChargeFollowerError({ message: `checkout session of charge ${charge.id}: ${cause._tag}`, cause })
        )
      )
  }))
)

/**
 * The checkout as a follower of its card transactions (provide it to `CardCharges` in every composition that sells
 * links by card).
 */
export const layerCardFollower = Layer.effect(
  CardFollowers,
  Effect.map(makeSettleSession, ({ onPayment }) => ({
    onSettled: (record: CardTransactionRecord, now: Date) =>
      onPayment(paymentOfCard(record), now).pipe(
        Effect.mapError(
          (cause) =>
            new CardFollowerError({
              message: `checkout session of card transaction ${record.id}: ${cause._tag}`,
              cause
            })
        )
      )
  }))
)

/**
 * The checkout as a follower of its crypto deposits (provide it to `CryptoDeposits` in every composition that moves
 * deposits: the chain's notices, the expiry pass). A deposit completed after its session ended (a late transfer,
 * credited at a fresh quote) moves nothing: the session stays `EXPIRED`, the merchant keeps the credit.
 */
export const layerCryptoDepositFollower = Layer.effect(
  CryptoDepositFollowers,
  Effect.map(makeSettleSession, ({ onPayment }) => ({
    onSettled: (record: CryptoDepositRecord, now: Date) =>
      onPayment(paymentOfDeposit(record), now).pipe(
        Effect.mapError(
          (cause) =>
            new CryptoDepositFollowerError({
              message: `checkout session of crypto deposit ${record.id}: ${cause._tag}`,
              cause
            })
        )
      )
  }))
)
