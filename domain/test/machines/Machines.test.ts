import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { automaticDefenseApplies, isOpen, submitEvidence } from "../../src/med/Machine.ts"
import { canSignIn } from "../../src/portal/Machine.ts"
import { succeededRunTrigger } from "../../src/scheduling/Machine.ts"
import { lockModeOf, lockTriggerFor, subaccountLock } from "../../src/subaccounts/Machine.ts"
import * as StateMachine from "../../src/shared/StateMachine.ts"
import { receivesDeliveries } from "../../src/webhooks/EndpointMachine.ts"

describe("MED evidence", () => {
  it("moves an OPEN dispute to UNDER_REVIEW and emits med.evidence_sent when the automatic contest is off", () => {
    expect(submitEvidence("OPEN", { medId: "med_1", automaticContestActive: false })).toStrictEqual(
      Result.succeed({ from: "OPEN", trigger: "evidence_submitted", to: "UNDER_REVIEW", events: ["med.evidence_sent"] })
    )
  })

  it("is refused with AutomaticContestActive (its own error, HTTP 403) while the automatic contest is on", () => {
    for (const status of ["OPEN", "UNDER_REVIEW", "ACCEPTED"] as const) {
      const refused = Result.flip(submitEvidence(status, { medId: "med_1", automaticContestActive: true }))
      expect(Result.getOrThrow(refused)).toMatchObject({ _tag: "AutomaticContestActive", medId: "med_1" })
    }
  })

  it("is refused as an invalid transition once the dispute has left OPEN", () => {
    for (const status of ["UNDER_REVIEW", "ACCEPTED", "REJECTED", "CANCELED", "EXPIRED"] as const) {
      const refused = Result.flip(submitEvidence(status, { medId: "med_1", automaticContestActive: false }))
      expect(Result.getOrThrow(refused)).toMatchObject({ _tag: "InvalidTransition", machine: "Med", from: status })
    }
  })

  it("generates a defense only above 50 BRL and only with the automatic contest on", () => {
    expect(automaticDefenseApplies({ automaticContestEnabled: true, amountCentavos: 5_000 })).toBe(false)
    expect(automaticDefenseApplies({ automaticContestEnabled: true, amountCentavos: 5_001 })).toBe(true)
    expect(automaticDefenseApplies({ automaticContestEnabled: false, amountCentavos: 1_000_000 })).toBe(false)
    expect(["OPEN", "UNDER_REVIEW", "ACCEPTED"].map((s) => isOpen(s as "OPEN"))).toStrictEqual([true, true, false])
  })
})

describe("scheduled transfer runs", () => {
  it("a once schedule, or one that reached maxRuns, has run for the last time", () => {
    expect(succeededRunTrigger({ triggerType: "once", runCount: 1 })).toBe("last_run_succeeded")
    expect(succeededRunTrigger({ triggerType: "recurring", runCount: 3, maxRuns: 3 })).toBe("last_run_succeeded")
    expect(succeededRunTrigger({ triggerType: "recurring", runCount: 2, maxRuns: 3 })).toBe("run_succeeded")
    expect(succeededRunTrigger({ triggerType: "balance_threshold", runCount: 40 })).toBe("run_succeeded")
  })
})

describe("subaccount locks, webhook endpoints and portal", () => {
  it("lock modes map to their triggers and back to the API's lockMode", () => {
    for (const mode of ["full", "withdraw_only", "deposit_only"] as const) {
      const locked = Result.getOrThrow(StateMachine.transition(subaccountLock, "unlocked", lockTriggerFor(mode)))
      expect(lockModeOf(locked.to)).toBe(mode)
    }
    expect(lockModeOf("unlocked")).toBeNull()
  })

  it("only ACTIVE endpoints receive deliveries and only active portal logins sign in", () => {
    expect(["ACTIVE", "DISABLED", "PENDING_SECRET"].map((s) => receivesDeliveries(s as "ACTIVE"))).toStrictEqual([
      true,
      false,
      false
    ])
    expect(canSignIn("active")).toBe(true)
    expect(canSignIn("pending_password")).toBe(false)
  })
})
