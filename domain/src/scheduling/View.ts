import { formatBrl } from "../money/Money.ts"
import type { ScheduleStatus, ScheduleTriggerType } from "./Machine.ts"
import { type RecurrenceRule, timeZoneDefault } from "./Recurrence.ts"
import { maskedDestination, methodLabel, type ScheduledTransferRecord } from "./Record.ts"
import { wallTimeAt } from "./Zone.ts"

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

const two = (n: number) => String(n).padStart(2, "0")

/** What a schedule's label describes: its trigger and the fields that trigger reads. */
export type ScheduleDescription =
  | { readonly triggerType: "once"; readonly scheduledAt: Date; readonly timezone?: string | undefined }
  | { readonly triggerType: "recurring"; readonly recurrenceRule: RecurrenceRule }
  | { readonly triggerType: "balance_threshold"; readonly balanceThresholdCentavos: number }

const recurringLabel = (rule: RecurrenceRule): string => {
  const at = `at ${rule.time} (${rule.timezone})`
  switch (rule.interval) {
    case "daily":
      return `Every day ${at}`
    case "weekly":
      return `Every ${weekdays[rule.dayOfWeek ?? 0]} ${at}`
    case "monthly": {
      const day = rule.dayOfMonth ?? 1
      return `Monthly on day ${day} ${at}${day > 28 ? ", on the last day in shorter months" : ""}`
    }
    case "custom_days": {
      const n = rule.customDays ?? 1
      const from = rule.anchorDate === undefined ? "" : `, from ${rule.anchorDate}`
      return `${n === 1 ? "Every day" : `Every ${n} days`} ${at}${from}`
    }
  }
}

/**
 * The rule in plain English words, as the response's `scheduleLabel` shows it: "Every Monday at 09:00
 * (America/Sao_Paulo)", "Monthly on day 31 at 09:00 (America/Sao_Paulo), on the last day in shorter months",
 * "Once on 2026-12-01 09:00 (America/Sao_Paulo)", "When the balance reaches R$ 1.000,00".
 */
export const scheduleLabel = (description: ScheduleDescription): string => {
  switch (description.triggerType) {
    case "once": {
      const zone = description.timezone ?? timeZoneDefault
      const w = wallTimeAt(description.scheduledAt, zone)
      return `Once on ${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)} (${zone})`
    }
    case "recurring":
      return recurringLabel(description.recurrenceRule)
    case "balance_threshold":
      return `When the balance reaches ${formatBrl(description.balanceThresholdCentavos)}`
  }
}

/** The description of a stored schedule, for its label. */
export const descriptionOf = (record: ScheduledTransferRecord): ScheduleDescription =>
  record.triggerType === "once"
    ? { triggerType: "once", scheduledAt: record.scheduledAt ?? record.createdAt }
    : record.triggerType === "recurring" && record.recurrenceRule !== undefined
      ? { triggerType: "recurring", recurrenceRule: record.recurrenceRule }
      : { triggerType: "balance_threshold", balanceThresholdCentavos: record.balanceThresholdCentavos ?? 0 }

/** The domain's part of the API's scheduled transfer: readable fields and the masked destination. */
export interface ScheduledTransferView {
  readonly id: string
  readonly label: string
  readonly amountCentavos: number
  readonly method: string
  readonly destination: string
  readonly triggerType: ScheduleTriggerType
  readonly scheduleLabel: string
  readonly nextRunAt: Date | undefined
  readonly lastRunAt: Date | undefined
  readonly runCount: number
  readonly status: ScheduleStatus
  readonly coverFee: boolean
  readonly maxRuns: number | undefined
  readonly lastFailure: string | undefined
  readonly createdAt: Date
}

/** The response view of a schedule: its own label or else the generated one, the method's name, masked destination. */
export const toView = (record: ScheduledTransferRecord): ScheduledTransferView => {
  const generated = scheduleLabel(descriptionOf(record))
  return {
    id: record.id,
    label: record.label ?? generated,
    amountCentavos: record.payload.amountCentavos,
    method: methodLabel(record.payload.method),
    destination: maskedDestination(record.payload),
    triggerType: record.triggerType,
    scheduleLabel: generated,
    nextRunAt: record.nextRunAt,
    lastRunAt: record.lastRunAt,
    runCount: record.runCount,
    status: record.status,
    coverFee: record.payload.coverFee,
    maxRuns: record.maxRuns,
    lastFailure: record.lastFailure,
    createdAt: record.createdAt
  }
}
