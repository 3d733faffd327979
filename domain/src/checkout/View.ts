import { toReais } from "../money/Money.ts"
import { type CheckoutSession, type SessionDelivery, visibleDeliveries } from "./Record.ts"

/**
 * A session as the API, the buyer's pages and the `payment_link.paid` event show it: amounts in reais, the payment's
 * page under the name its method gives it, the deliveries once paid.
 */
export interface SessionView {
  readonly sessionId: string
  readonly linkId: string
  readonly status: CheckoutSession["status"]
  readonly method: CheckoutSession["method"]
  readonly description: string
  readonly amount: number
  readonly discount: number
  readonly total: number
  readonly couponCode?: string
  readonly payer: CheckoutSession["payer"]
  readonly customerId?: string
  readonly externalReference?: string
  readonly transactionId?: string
  readonly payCheckoutUrl?: string
  readonly processorCheckoutUrl?: string
  readonly deliveries: ReadonlyArray<SessionDelivery>
  readonly expiresAt: string
  readonly paidAt?: string
  readonly createdAt: string
}

/** The view of a session (see `SessionView`). */
export const toView = (session: CheckoutSession): SessionView => ({
  sessionId: session.id,
  linkId: session.linkId,
  status: session.status,
  method: session.method,
  description: session.description,
  amount: toReais(session.amountCentavos),
  discount: toReais(session.discountCentavos),
  total: toReais(session.totalCentavos),
  ...(session.couponCode === undefined ? {} : { couponCode: session.couponCode }),
  payer: session.payer,
  ...(session.customerId === undefined ? {} : { customerId: session.customerId }),
  ...(session.externalReference === undefined ? {} : { externalReference: session.externalReference }),
  ...(session.paymentId === undefined ? {} : { transactionId: session.paymentId }),
  ...(session.payUrl === undefined ? {} : { [session.urlField]: session.payUrl }),
  deliveries: visibleDeliveries(session),
  expiresAt: session.expiresAt.toISOString(),
  ...(session.paidAt === undefined ? {} : { paidAt: session.paidAt.toISOString() }),
  createdAt: session.createdAt.toISOString()
})
