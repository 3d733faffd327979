import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/**
 * An authorization's (a BACEN "recorrência") status: PENDING_CONSENT until the payer's bank answers; ACTIVE once the
 * payer approved it (the first instalment paid); REJECTED by the payer; CANCELED by the merchant; REVOKED by the payer
 * after approval; EXPIRED when consent never came in time.
 */
export const AuthorizationStatus = Schema.Literals([
  "PENDING_CONSENT",
  "ACTIVE",
  "REJECTED",
  "CANCELED",
  "REVOKED",
  "EXPIRED"
])
export type AuthorizationStatus = typeof AuthorizationStatus.Type

/** What happens to an authorization. */
export const AuthorizationTrigger = Schema.Literals([
  "create",
  "approve",
  "reject",
  "cancel",
  "revoke",
  "consent_timeout"
])
export type AuthorizationTrigger = typeof AuthorizationTrigger.Type

/**
 * The authorization machine, after BACEN's Pix Automático journeys: created waiting for the payer's consent; the
 * payer approves (ACTIVE) or rejects; the merchant cancels while pending or active; the payer revokes an active one;
 * consent that never comes expires. The authorization's own moves emit no event: the instalments carry `payment.*`.
 */
export const authorization = StateMachine.make<AuthorizationStatus, AuthorizationTrigger, EventType>({
  name: "PixAutomaticAuthorization",
  states: AuthorizationStatus,
  triggers: AuthorizationTrigger,
  starts: [{ trigger: "create", to: "PENDING_CONSENT", events: [] }],
  moves: [
    { from: "PENDING_CONSENT", trigger: "approve", to: "ACTIVE", events: [] },
    { from: "PENDING_CONSENT", trigger: "reject", to: "REJECTED", events: [] },
    { from: "PENDING_CONSENT", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "PENDING_CONSENT", trigger: "consent_timeout", to: "EXPIRED", events: [] },
    { from: "ACTIVE", trigger: "cancel", to: "CANCELED", events: [] },
    { from: "ACTIVE", trigger: "revoke", to: "REVOKED", events: [] }
  ],
  terminal: ["REJECTED", "CANCELED", "REVOKED", "EXPIRED"]
})

/** A payment instruction's (one instalment's) status. */
export const InstructionStatus = Schema.Literals(["SCHEDULED", "PAID", "FAILED", "CANCELED"])
export type InstructionStatus = typeof InstructionStatus.Type

/** What happens to an instruction. */
export const InstructionTrigger = Schema.Literals(["schedule", "debit_accepted", "debit_refused", "cancel"])
export type InstructionTrigger = typeof InstructionTrigger.Type

/**
 * The instruction machine: scheduled; on its due date the payer's bank debits it (PAID, `payment.paid`) or refuses
 * (FAILED, `payment.failed`); the merchant cancels a scheduled one, and one whose authorization ended is canceled.
 */
export const instruction = StateMachine.make<InstructionStatus, InstructionTrigger, EventType>({
  name: "PixAutomaticInstruction",
  states: InstructionStatus,
  triggers: InstructionTrigger,
  starts: [{ trigger: "schedule", to: "SCHEDULED", events: [] }],
  moves: [
    { from: "SCHEDULED", trigger: "debit_accepted", to: "PAID", events: ["payment.paid"] },
    { from: "SCHEDULED", trigger: "debit_refused", to: "FAILED", events: ["payment.failed"] },
    { from: "SCHEDULED", trigger: "cancel", to: "CANCELED", events: [] }
  ],
  terminal: ["PAID", "FAILED", "CANCELED"]
})
