import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { InternalTransferStatus, PixChargeStatus, PixTransferStatus } from "./Status.ts"

/**
 * What happens to a PIX charge: created by `POST /payment-pix/create`; paid, failed or expired; a paid deposit is
 * refunded (request, then completion or failure).
 */
export const PixChargeTrigger = Schema.Literals([
  "create",
  "deposit_confirmed",
  "receive_failed",
  "qr_expired",
  "refund_requested",
  "refund_failed",
  "refund_completed"
])
export type PixChargeTrigger = typeof PixChargeTrigger.Type

/** The PIX charge (`PIX_IN`) machine: the spec's transaction table for received PIX. */
export const pixCharge = StateMachine.make<PixChargeStatus, PixChargeTrigger, EventType>({
  name: "PixCharge",
  states: PixChargeStatus,
  triggers: PixChargeTrigger,
  starts: [{ trigger: "create", to: "PENDING", events: ["payment.created"] }],
  moves: [
    { from: "PENDING", trigger: "deposit_confirmed", to: "COMPLETED", events: ["payment.paid"], guard: "payerPaid" },
    { from: "PENDING", trigger: "receive_failed", to: "FAILED", events: ["payment.failed"] },
    {
      from: "PENDING",
      trigger: "qr_expired",
      to: "CANCELED",
      events: ["payment.pix.expired"],
      guard: "expiresAtPassed"
    },
    // The deposit stays COMPLETED while its refund is in flight, and after a refused refund.
    {
      from: "COMPLETED",
      trigger: "refund_requested",
      to: "COMPLETED",
      events: ["refund.requested"],
      guard: "hasEndToEndId"
    },
    { from: "COMPLETED", trigger: "refund_failed", to: "COMPLETED", events: ["refund.failed"] },
    {
      from: "COMPLETED",
      trigger: "refund_completed",
      to: "REVERSED",
      events: ["refund.completed", "payment.refunded"],
      guard: "hasEndToEndId"
    }
  ],
  terminal: ["FAILED", "CANCELED", "REVERSED"]
})

/**
 * What happens to a sent PIX: created by `POST /transfer-pix/create` (possibly held for security review), sent to
 * the PIX network, then settled or failed.
 */
export const PixTransferTrigger = Schema.Literals(["create", "send", "settle", "fail"])
export type PixTransferTrigger = typeof PixTransferTrigger.Type

/** The sent PIX (`PIX_OUT`) machine: the spec's "created → COMPLETED / FAILED" rows, with PROCESSING made explicit. */
export const pixTransfer = StateMachine.make<PixTransferStatus, PixTransferTrigger, EventType>({
  name: "PixTransfer",
  states: PixTransferStatus,
  triggers: PixTransferTrigger,
  starts: [{ trigger: "create", to: "PENDING", events: ["transfer.created"] }],
  moves: [
    { from: "PENDING", trigger: "send", to: "PROCESSING", events: [], guard: "securityReviewCleared" },
    // Refused by the security review, or rejected before reaching the network: the debit is returned.
    { from: "PENDING", trigger: "fail", to: "FAILED", events: ["transfer.failed"] },
    { from: "PROCESSING", trigger: "settle", to: "COMPLETED", events: ["transfer.completed"] },
    { from: "PROCESSING", trigger: "fail", to: "FAILED", events: ["transfer.failed"] }
  ],
  terminal: ["COMPLETED", "FAILED"]
})

/** An internal transfer is created settled. */
export const InternalTransferTrigger = Schema.Literals(["create"])
export type InternalTransferTrigger = typeof InternalTransferTrigger.Type

/**
 * The internal transfer machine: `POST /transfer-internal/create` writes both records COMPLETED at once and emits
 * one event for the sender and one for the receiver.
 */
export const internalTransfer = StateMachine.make<InternalTransferStatus, InternalTransferTrigger, EventType>({
  name: "InternalTransfer",
  states: InternalTransferStatus,
  triggers: InternalTransferTrigger,
  starts: [
    {
      trigger: "create",
      to: "COMPLETED",
      events: ["transfer.internal.completed", "transfer.internal.received"],
      guard: "validRecipient"
    }
  ],
  moves: [],
  terminal: ["COMPLETED"]
})
