import { Effect, Result } from "effect"
import { nowDate } from "../charges/Common.ts"
import { AddressValidator } from "../crypto/AddressValidator.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { modify } from "./Common.ts"
import { anchored, firstRunAt } from "./Create.ts"
import { InvalidSchedule } from "./Errors.ts"
import { activeSchedulesPerAccountMax, scheduledTransfer, type ScheduleStatus } from "./Machine.ts"
import type { Problem, RecurrenceRuleInput } from "./Recurrence.ts"
import type { ScheduledTransferRecord } from "./Record.ts"
import {
  type SchedulePayloadInput,
  validateLabel,
  validateMaxRuns,
  validatePayload,
  validateTrigger
} from "./Request.ts"
import { ScheduleStore } from "./ScheduleStore.ts"

/** An update request: pause or resume, and any fields to change (those of the schedule's own trigger). */
export interface UpdateScheduleInput {
  readonly action?: "pause" | "resume" | undefined
  readonly label?: string | undefined
  readonly scheduledAt?: Date | undefined
  readonly recurrenceRule?: RecurrenceRuleInput | undefined
  readonly balanceThresholdCentavos?: number | undefined
  readonly payload?: SchedulePayloadInput | undefined
  readonly maxRuns?: number | undefined
}

type Mutable = { -readonly [K in keyof ScheduledTransferRecord]: ScheduledTransferRecord[K] }

const hasChanges = (input: UpdateScheduleInput) =>
  input.label !== undefined ||
  input.scheduledAt !== undefined ||
  input.recurrenceRule !== undefined ||
  input.balanceThresholdCentavos !== undefined ||
  input.payload !== undefined ||
  input.maxRuns !== undefined

/** The record with the requested field changes applied, or every problem with them. */
const applyChanges = (
  record: ScheduledTransferRecord,
  input: UpdateScheduleInput,
  now: Date,
  addresses: AddressValidator["Service"]
) =>
  Effect.gen(function* () {
    const problems: Array<Problem> = []
    const next: Mutable = { ...record }
    const label = validateLabel(problems, input.label)
    if (label !== undefined) next.label = label
    if (
      input.scheduledAt !== undefined ||
      input.recurrenceRule !== undefined ||
      input.balanceThresholdCentavos !== undefined
    ) {
      const trigger = validateTrigger(problems, record.triggerType, input, now)
      if (trigger.scheduledAt !== undefined) next.scheduledAt = trigger.scheduledAt
      if (trigger.recurrenceRule !== undefined) next.recurrenceRule = anchored(trigger.recurrenceRule, now)
      if (trigger.balanceThresholdCentavos !== undefined)
        next.balanceThresholdCentavos = trigger.balanceThresholdCentavos
    }
    const maxRuns = validateMaxRuns(problems, record.triggerType, input.maxRuns)
    if (maxRuns !== undefined && maxRuns <= record.runCount) {
      problems.push({ field: "maxRuns", message: `maxRuns must be above the ${record.runCount} runs already made` })
    } else if (maxRuns !== undefined) next.maxRuns = maxRuns
    if (input.payload !== undefined) {
      const payload = validatePayload(input.payload, addresses)
      if (Result.isSuccess(payload)) next.payload = payload.success
      else problems.push(...payload.failure.problems)
    }
    if (problems.length > 0) return yield* new InvalidSchedule({ problems })
    return next
  })

/** The due time of a schedule that is (again) active at `now`: a passed `once` time is due at once. */
const dueFrom = (record: ScheduledTransferRecord, now: Date): Date | undefined => {
  if (record.triggerType === "once" && record.scheduledAt !== undefined) {
    return record.scheduledAt.getTime() > now.getTime() ? record.scheduledAt : now
  }
  return firstRunAt({ scheduledAt: record.scheduledAt, recurrenceRule: record.recurrenceRule }, now)
}

/** The status a request leads to through the machine: field changes `reschedule`, then `pause` or `resume`. */
const targetStatus = (status: ScheduleStatus, input: UpdateScheduleInput) =>
  Effect.gen(function* () {
    let to = status
    if (hasChanges(input))
      to = (yield* Effect.fromResult(StateMachine.transition(scheduledTransfer, to, "reschedule"))).to
    if (input.action !== undefined)
      to = (yield* Effect.fromResult(StateMachine.transition(scheduledTransfer, to, input.action))).to
    return to
  })

/**
 * The update and cancel use cases, through the machine. Pause clears `nextRunAt`; resume (from paused or failed)
 * counts against the account's active maximum, clears `lastFailure` and recomputes `nextRunAt` from now; a field
 * change of an active schedule recomputes it too. Cancel ends the schedule as `completed` (the spec has no canceled
 * status). A completed schedule refuses every change (`InvalidTransition`).
 */
export const makeUpdate = Effect.gen(function* () {
  const store = yield* ScheduleStore
  const addresses = yield* AddressValidator

  const update = Effect.fnUntraced(function* (accountId: AccountId, id: string, input: UpdateScheduleInput) {
    const now = yield* nowDate
    return yield* modify(store, accountId, id, (record) =>
      Effect.gen(function* () {
        const status = yield* targetStatus(record.status, input)
        const next: Mutable = { ...(yield* applyChanges(record, input, now, addresses)), status, updatedAt: now }
        delete next.nextRunAt
        const keep = record.status === "active" && input.scheduledAt === undefined && input.recurrenceRule === undefined
        const due = status !== "active" ? undefined : keep ? record.nextRunAt : dueFrom(next, now)
        if (due !== undefined) next.nextRunAt = due
        if (input.action === "resume") delete next.lastFailure
        const activating = status === "active" && record.status !== "active"
        return { next, activeMax: activating ? activeSchedulesPerAccountMax : undefined }
      })
    )
  }, span("ScheduledTransfers.update"))

  const cancel = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
    const now = yield* nowDate
    return yield* modify(store, accountId, id, (record) =>
      Effect.map(Effect.fromResult(StateMachine.transition(scheduledTransfer, record.status, "cancel")), (moved) => {
        const next: Mutable = { ...record, status: moved.to, updatedAt: now }
        delete next.nextRunAt
        return { next }
      })
    )
  }, span("ScheduledTransfers.cancel"))

  return { update, cancel } as const
})
