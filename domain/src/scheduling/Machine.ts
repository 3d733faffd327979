import { Schema } from "effect"
import type { EventType } from "../events/Catalog.ts"
import * as StateMachine from "../shared/StateMachine.ts"

/** A scheduled transfer's status (lower case, as the API shows it). */
export const ScheduleStatus = Schema.Literals(["active", "paused", "completed", "failed"])
export type ScheduleStatus = typeof ScheduleStatus.Type

/** How a schedule fires (lower case in responses; the create body spells them in upper case). */
export const ScheduleTriggerType = Schema.Literals(["once", "recurring", "balance_threshold"])
export type ScheduleTriggerType = typeof ScheduleTriggerType.Type

/**
 * What happens to a schedule: created; paused, resumed or rescheduled by the update operation; a run (due, or
 * forced by run-now) succeeds with runs left, succeeds for the last time, or fails; cancel ends it.
 */
export const ScheduleTrigger = Schema.Literals([
  "create",
  "pause",
  "resume",
  "reschedule",
  "run_succeeded",
  "last_run_succeeded",
  "run_failed",
  "cancel"
])
export type ScheduleTrigger = typeof ScheduleTrigger.Type

/**
 * The scheduled transfer machine. Runs (due or forced by run-now) happen while `active` or `paused`; a paused
 * schedule stays paused after a forced run. A failed run stops the schedule in `failed`, from which the merchant
 * resumes it or cancels it. The spec has no canceled status: cancel ends the schedule as `completed`. The
 * transfers a run makes emit their own `transfer.*` events; the schedule emits none.
 */
export const scheduledTransfer = StateMachine.make<ScheduleStatus, ScheduleTrigger, EventType>({
  name: "ScheduledTransfer",
  states: ScheduleStatus,
  triggers: ScheduleTrigger,
  starts: [{ trigger: "create", to: "active", events: [], guard: "belowActiveSchedulesMax" }],
  moves: [
    { from: "active", trigger: "pause", to: "paused", events: [] },
    { from: "active", trigger: "reschedule", to: "active", events: [] },
    { from: "active", trigger: "run_succeeded", to: "active", events: [] },
    { from: "active", trigger: "last_run_succeeded", to: "completed", events: [] },
    { from: "active", trigger: "run_failed", to: "failed", events: [] },
    { from: "active", trigger: "cancel", to: "completed", events: [] },
    { from: "paused", trigger: "resume", to: "active", events: [], guard: "belowActiveSchedulesMax" },
    { from: "paused", trigger: "reschedule", to: "paused", events: [] },
    { from: "paused", trigger: "run_succeeded", to: "paused", events: [] },
    { from: "paused", trigger: "last_run_succeeded", to: "completed", events: [] },
    { from: "paused", trigger: "run_failed", to: "failed", events: [] },
    { from: "paused", trigger: "cancel", to: "completed", events: [] },
    { from: "failed", trigger: "resume", to: "active", events: [], guard: "belowActiveSchedulesMax" },
    { from: "failed", trigger: "reschedule", to: "failed", events: [] },
    { from: "failed", trigger: "cancel", to: "completed", events: [] }
  ],
  terminal: ["completed"]
})

/** Active scheduled transfers per account, at most (create and resume beyond it are refused). */
export const activeSchedulesPerAccountMax = 20

/**
 * Which trigger a successful run fires: a `once` schedule, or one whose `runCount` (counting this run) reached
 * `maxRuns`, has run for the last time.
 */
export const succeededRunTrigger = (schedule: {
  readonly triggerType: ScheduleTriggerType
  readonly runCount: number
  readonly maxRuns?: number | undefined
}): "run_succeeded" | "last_run_succeeded" =>
  schedule.triggerType === "once" || (schedule.maxRuns !== undefined && schedule.runCount >= schedule.maxRuns)
    ? "last_run_succeeded"
    : "run_succeeded"
