import { StateMachine } from "@trilho/domain"
import { Schema } from "effect"

/**
 * The simulated network's own view of what it was asked to do. These are the network's states, not the platform's
 * transaction statuses: the platform moves its records when it is told (by the notices the controls return).
 */

/** A charge at the network: registered, then paid, failed or expired. */
export const ChargeStatus = Schema.Literals(["REGISTERED", "PAID", "FAILED", "EXPIRED"])
export type ChargeStatus = typeof ChargeStatus.Type

const ChargeTrigger = Schema.Literals(["register", "pay", "fail", "expire"])

/** The charge machine of the sandbox network. */
export const charge = StateMachine.make({
  name: "SandboxCharge",
  states: ChargeStatus,
  triggers: ChargeTrigger,
  starts: [{ trigger: "register", to: "REGISTERED", events: [] }],
  moves: [
    { from: "REGISTERED", trigger: "pay", to: "PAID", events: [], guard: "beforeExpiry" },
    { from: "REGISTERED", trigger: "fail", to: "FAILED", events: [] },
    { from: "REGISTERED", trigger: "expire", to: "EXPIRED", events: [], guard: "expiresAtReached" }
  ],
  terminal: ["PAID", "FAILED", "EXPIRED"]
})

/** A sent PIX at the network: sent, then settled or failed. */
export const TransferStatus = Schema.Literals(["SENT", "SETTLED", "FAILED"])
export type TransferStatus = typeof TransferStatus.Type

const TransferTrigger = Schema.Literals(["send", "settle", "fail"])

/** The transfer machine of the sandbox network. */
export const transfer = StateMachine.make({
  name: "SandboxTransfer",
  states: TransferStatus,
  triggers: TransferTrigger,
  starts: [{ trigger: "send", to: "SENT", events: [] }],
  moves: [
    { from: "SENT", trigger: "settle", to: "SETTLED", events: [] },
    { from: "SENT", trigger: "fail", to: "FAILED", events: [] }
  ],
  terminal: ["SETTLED", "FAILED"]
})

/** A refund (devolução) at the network: requested, then completed or failed. */
export const RefundStatus = Schema.Literals(["REQUESTED", "COMPLETED", "FAILED"])
export type RefundStatus = typeof RefundStatus.Type

const RefundTrigger = Schema.Literals(["request", "complete", "fail"])

/** The refund machine of the sandbox network. */
export const refund = StateMachine.make({
  name: "SandboxRefund",
  states: RefundStatus,
  triggers: RefundTrigger,
  starts: [{ trigger: "request", to: "REQUESTED", events: [] }],
  moves: [
    { from: "REQUESTED", trigger: "complete", to: "COMPLETED", events: [] },
    { from: "REQUESTED", trigger: "fail", to: "FAILED", events: [] }
  ],
  terminal: ["COMPLETED", "FAILED"]
})
