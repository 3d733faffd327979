import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/**
 * A card transaction's status (`CARD_CREDIT_IN`): its checkout is open (`PENDING`), waits on the buyer's second step
 * (`AWAITING_CHALLENGE`), was authorized and captured (`COMPLETED`), declined (`FAILED`), expired unpaid
 * (`CANCELED`), or had part (`PARTIALLY_REFUNDED`) or all (`REFUNDED`) of its net refunded.
 */
export const CardTransactionStatus = Schema.Literals([
  "PENDING",
  "AWAITING_CHALLENGE",
  "COMPLETED",
  "FAILED",
  "CANCELED",
  "PARTIALLY_REFUNDED",
  "REFUNDED"
])
export type CardTransactionStatus = typeof CardTransactionStatus.Type

/**
 * What happens to a card transaction: created by `POST /card/checkout`; the processor asks for a second step,
 * authorizes (and captures) or declines; the checkout expires unpaid; a refund leaves part of the net, or none.
 */
export const CardTransactionTrigger = Schema.Literals([
  "create",
  "challenge_required",
  "authorized",
  "declined",
  "checkout_expired",
  "refunded_partially",
  "refunded_fully"
])
export type CardTransactionTrigger = typeof CardTransactionTrigger.Type

/**
 * The card transaction machine. Authorization captures at once, so `COMPLETED` is "paid"; settlement (pending to
 * available) is not a status but the instant `settlesAt` (`Settlement.ts`). Each refund emits `payment.refunded`,
 * partial or full; the creation emits nothing (its request answers it), and an expired checkout emits nothing (the
 * catalog's expiry event is PIX's).
 */
export const cardTransaction = StateMachine.make<CardTransactionStatus, CardTransactionTrigger, EventType>({
  name: "CardTransaction",
  states: CardTransactionStatus,
  triggers: CardTransactionTrigger,
  starts: [{ trigger: "create", to: "PENDING", events: [], guard: "cardCheckoutAllowed" }],
  moves: [
    { from: "PENDING", trigger: "challenge_required", to: "AWAITING_CHALLENGE", events: [] },
    { from: "PENDING", trigger: "authorized", to: "COMPLETED", events: ["payment.paid"] },
    { from: "PENDING", trigger: "declined", to: "FAILED", events: ["payment.failed"] },
    { from: "PENDING", trigger: "checkout_expired", to: "CANCELED", events: [], guard: "expiresAtPassed" },
    { from: "AWAITING_CHALLENGE", trigger: "authorized", to: "COMPLETED", events: ["payment.paid"] },
    { from: "AWAITING_CHALLENGE", trigger: "declined", to: "FAILED", events: ["payment.failed"] },
    { from: "AWAITING_CHALLENGE", trigger: "checkout_expired", to: "CANCELED", events: [], guard: "expiresAtPassed" },
    {
      from: "COMPLETED",
      trigger: "refunded_partially",
      to: "PARTIALLY_REFUNDED",
      events: ["payment.refunded"],
      guard: "refundable"
    },
    { from: "COMPLETED", trigger: "refunded_fully", to: "REFUNDED", events: ["payment.refunded"], guard: "refundable" },
    {
      from: "PARTIALLY_REFUNDED",
      trigger: "refunded_partially",
      to: "PARTIALLY_REFUNDED",
      events: ["payment.refunded"],
      guard: "refundable"
    },
    {
      from: "PARTIALLY_REFUNDED",
      trigger: "refunded_fully",
      to: "REFUNDED",
      events: ["payment.refunded"],
      guard: "refundable"
    }
  ],
  terminal: ["FAILED", "CANCELED", "REFUNDED"]
})

/** How long a card checkout stays open by default: 24 hours, as hosted card checkouts commonly do. */
export const cardCheckoutExpirationSecondsDefault = 86_400

/** Whether the transaction was captured: `COMPLETED` or refunded in part or in full (its money moved once). */
export const wasCaptured = (status: CardTransactionStatus): boolean =>
  status === "COMPLETED" || status === "PARTIALLY_REFUNDED" || status === "REFUNDED"

/** Whether the checkout is still waiting for the buyer (`PENDING` or `AWAITING_CHALLENGE`). */
export const isOpen = (status: CardTransactionStatus): boolean =>
  status === "PENDING" || status === "AWAITING_CHALLENGE"
