import { Result, Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { AutomaticContestActive } from "./Errors.ts"

/** A MED dispute's status. */
export const MedStatus = Schema.Literals(["OPEN", "UNDER_REVIEW", "ACCEPTED", "REJECTED", "CANCELED", "EXPIRED"])
export type MedStatus = typeof MedStatus.Type

/**
 * What happens to a dispute: it opens; the merchant's evidence (or the generated defense of the automatic contest)
 * is sent; the analysis ends with one of four outcomes.
 */
export const MedTrigger = Schema.Literals([
  "open",
  "evidence_submitted",
  "automatic_defense_sent",
  "accept",
  "reject",
  "cancel",
  "expire"
])
export type MedTrigger = typeof MedTrigger.Type

/**
 * The MED machine. Outcomes: ACCEPTED (for the payer), CANCELED (withdrawn) and EXPIRED (deadline passed) from OPEN
 * or UNDER_REVIEW; REJECTED (for the receiver) only from UNDER_REVIEW, since the receiver wins only with a defense
 * on record. Every outcome emits `med.updated`.
 */
export const med = StateMachine.make<MedStatus, MedTrigger, EventType>({
  name: "Med",
  states: MedStatus,
  triggers: MedTrigger,
  starts: [{ trigger: "open", to: "OPEN", events: ["med.created"] }],
  moves: [
    {
      from: "OPEN",
      trigger: "evidence_submitted",
      to: "UNDER_REVIEW",
      events: ["med.evidence_sent"],
      guard: "automaticContestInactive"
    },
    {
      from: "OPEN",
      trigger: "automatic_defense_sent",
      to: "UNDER_REVIEW",
      events: ["med.evidence_sent"],
      guard: "automaticContestActive"
    },
    { from: "OPEN", trigger: "accept", to: "ACCEPTED", events: ["med.updated"] },
    { from: "OPEN", trigger: "cancel", to: "CANCELED", events: ["med.updated"] },
    { from: "OPEN", trigger: "expire", to: "EXPIRED", events: ["med.updated"] },
    { from: "UNDER_REVIEW", trigger: "accept", to: "ACCEPTED", events: ["med.updated"] },
    { from: "UNDER_REVIEW", trigger: "reject", to: "REJECTED", events: ["med.updated"] },
    { from: "UNDER_REVIEW", trigger: "cancel", to: "CANCELED", events: ["med.updated"] },
    { from: "UNDER_REVIEW", trigger: "expire", to: "EXPIRED", events: ["med.updated"] }
  ],
  terminal: ["ACCEPTED", "REJECTED", "CANCELED", "EXPIRED"]
})

/** Statuses in which the dispute is still running (its amount stays blocked; crypto withdrawals may be blocked). */
export const openStatuses: ReadonlyArray<MedStatus> = ["OPEN", "UNDER_REVIEW"]

/** Whether a dispute in `status` is still running. */
export const isOpen = (status: MedStatus): boolean => openStatuses.includes(status)

/** Disputes above this amount get a generated defense when the automatic contest is on (50 BRL). */
export const automaticDefenseAboveCentavos = 5_000

/** Whether the automatic contest generates a defense for a dispute of `amountCentavos`. */
export const automaticDefenseApplies = (input: {
  readonly automaticContestEnabled: boolean
  readonly amountCentavos: number
}): boolean => input.automaticContestEnabled && input.amountCentavos > automaticDefenseAboveCentavos

/**
 * The merchant submits evidence. With the automatic contest active the route refuses it (`AutomaticContestActive`,
 * HTTP 403) whatever the status; otherwise the dispute must be OPEN and moves to UNDER_REVIEW.
 */
export const submitEvidence = (
  from: MedStatus,
  input: { readonly medId: string; readonly automaticContestActive: boolean }
): Result.Result<
  StateMachine.Outcome<MedStatus, MedTrigger, EventType>,
  StateMachine.InvalidTransition | AutomaticContestActive
> =>
  input.automaticContestActive
    ? Result.fail(new AutomaticContestActive({ medId: input.medId }))
    : StateMachine.transition(med, from, "evidence_submitted")
