import { Effect, Result } from "effect"
import { nowDate } from "../charges/Common.ts"
import { AddressValidator } from "../crypto/AddressValidator.ts"
import { Ids } from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { InvalidSchedule } from "./Errors.ts"
import { activeSchedulesPerAccountMax, scheduledTransfer } from "./Machine.ts"
import { localDateOf, nextRunAt, type Problem, type RecurrenceRule } from "./Recurrence.ts"
import { scheduleIdPrefix, type ScheduledTransferRecord } from "./Record.ts"
import {
  type CreateScheduleInput,
  type TriggerFields,
  validateLabel,
  validateMaxRuns,
  validatePayload,
  validateTrigger
} from "./Request.ts"
import { ScheduleStore } from "./ScheduleStore.ts"

/** A `custom_days` rule anchored on its creation day in its zone, unless it names an anchor. */
export const anchored = (rule: RecurrenceRule, now: Date): RecurrenceRule =>
  rule.interval === "custom_days" && rule.anchorDate === undefined
    ? { ...rule, anchorDate: localDateOf(now, rule.timezone) }
    : rule

/** The first due time of a schedule's trigger at `now`: `scheduledAt`, the rule's next run, none for thresholds. */
export const firstRunAt = (trigger: TriggerFields, now: Date): Date | undefined =>
  trigger.scheduledAt ?? (trigger.recurrenceRule === undefined ? undefined : nextRunAt(trigger.recurrenceRule, now))

/**
 * Creates a schedule: checks every field (`InvalidSchedule` names every problem; a `cripto`
 * address is checked by the `AddressValidator`), starts it `active` through the machine and stores it with its first `nextRunAt`. The
 * store refuses the account's 21st active schedule (`ActiveSchedulesLimitReached`).
 */
export const makeCreate = Effect.gen(function* () {
  const store = yield* ScheduleStore
  const ids = yield* Ids
  const addresses = yield* AddressValidator

  return Effect.fnUntraced(function* (input: CreateScheduleInput) {
    const now = yield* nowDate
    const problems: Array<Problem> = []
    const label = validateLabel(problems, input.label)
    const trigger = validateTrigger(problems, input.triggerType, input, now)
    const maxRuns = validateMaxRuns(problems, input.triggerType, input.maxRuns)
    const payload = validatePayload(input.payload, addresses)
    if (Result.isFailure(payload)) problems.push(...payload.failure.problems)
    if (problems.length > 0 || Result.isFailure(payload)) return yield* new InvalidSchedule({ problems })
    const started = yield* Effect.fromResult(StateMachine.start(scheduledTransfer, "create")).pipe(Effect.orDie)
    const rule = trigger.recurrenceRule === undefined ? undefined : anchored(trigger.recurrenceRule, now)
    const first = firstRunAt({ ...trigger, ...(rule === undefined ? {} : { recurrenceRule: rule }) }, now)
    const record: ScheduledTransferRecord = {
      id: yield* ids.next(scheduleIdPrefix),
      accountId: input.accountId,
      ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
      ...(label === undefined ? {} : { label }),
      triggerType: input.triggerType,
      ...(trigger.scheduledAt === undefined ? {} : { scheduledAt: trigger.scheduledAt }),
      ...(rule === undefined ? {} : { recurrenceRule: rule }),
      ...(trigger.balanceThresholdCentavos === undefined
        ? {}
        : { balanceThresholdCentavos: trigger.balanceThresholdCentavos }),
      payload: payload.success,
      ...(maxRuns === undefined ? {} : { maxRuns }),
      status: started.to,
      ...(first === undefined ? {} : { nextRunAt: first }),
      runCount: 0,
      thresholdArmed: input.triggerType === "balance_threshold",
      version: 0,
      createdAt: now,
      updatedAt: now
    }
    yield* store.insert(record, activeSchedulesPerAccountMax)
    return record
  }, span("ScheduledTransfers.create"))
})
