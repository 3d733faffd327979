import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** A one-off billing's status. */
export const BillingStatus = Schema.Literals([
  "PENDING",
  "CONFIRMED",
  "RECEIVED",
  "OVERDUE",
  "CANCELED",
  "REFUNDED",
  "FAILED"
])
export type BillingStatus = typeof BillingStatus.Type

/** The payment methods of a billing. */
export const BillingMethod = Schema.Literals(["BOLETO", "CARD_CREDIT", "CARD_DEBIT", "CARD_VOUCHER", "PIX"])
export type BillingMethod = typeof BillingMethod.Type

/**
 * What happens to a billing: created; a card payment is confirmed (and later settled into the balance); a boleto or
 * PIX payment is received; the due date passes; the merchant cancels; a paid billing is refunded; a card charge is
 * refused (`payment.failed`).
 */
export const BillingTrigger = Schema.Literals([
  "create",
  "card_confirmed",
  "settled",
  "payment_received",
  "due_date_passed",
  "cancel",
  "refund",
  "charge_failed"
])
export type BillingTrigger = typeof BillingTrigger.Type

/**
 * The billing machine, after Asaas's payment lifecycle: PENDING → CONFIRMED (card) → RECEIVED (settled), or
 * PENDING → RECEIVED (boleto, PIX); PENDING → OVERDUE, still payable; unpaid billings may be canceled, paid ones
 * refunded. `payment.paid` is emitted once, when the payer's payment is confirmed or received.
 */
export const billing = StateMachine.make<BillingStatus, BillingTrigger, EventType>({
  name: "Billing",
  states: BillingStatus,
  triggers: BillingTrigger,
  starts: [{ trigger: "create", to: "PENDING", events: ["payment.created"] }],
  moves: [
    { from: "PENDING", trigger: "card_confirmed", to: "CONFIRMED", events: ["payment.paid"] },
    { from: "PENDING", trigger: "payment_received", to: "RECEIVED", events: ["payment.paid"] },
    { from: "PENDING", trigger: "due_date_passed", to: "OVERDUE", events: [] },
    { from: "PENDING", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "PENDING", trigger: "charge_failed", to: "FAILED", events: ["payment.failed"] },
    { from: "OVERDUE", trigger: "charge_failed", to: "FAILED", events: ["payment.failed"] },
    { from: "OVERDUE", trigger: "card_confirmed", to: "CONFIRMED", events: ["payment.paid"] },
    { from: "OVERDUE", trigger: "payment_received", to: "RECEIVED", events: ["payment.paid"] },
    { from: "OVERDUE", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "CONFIRMED", trigger: "settled", to: "RECEIVED", events: [] },
    { from: "CONFIRMED", trigger: "refund", to: "REFUNDED", events: ["payment.refunded"] },
    { from: "RECEIVED", trigger: "refund", to: "REFUNDED", events: ["payment.refunded"] }
  ],
  terminal: ["CANCELED", "REFUNDED", "FAILED"]
})
