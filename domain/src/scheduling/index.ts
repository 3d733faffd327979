export * from "./Machine.ts"
export * from "./Errors.ts"
export * from "./Recurrence.ts"
export * from "./Record.ts"
export * from "./Request.ts"
export * from "./View.ts"
export * from "./Mask.ts"
export { instantOf, isTimeZone, offsetMsAt, type WallTime, wallTimeAt } from "./Zone.ts"
export { afterRun, dueTimeOf, runDueBatchDefault } from "./Run.ts"
export { failureLengthMax, type PaymentOutcome, runDescriptionDefault } from "./Pay.ts"
export { runLeaseMs, writeAttemptsMax } from "./Common.ts"
export {
  ScheduledTransfers,
  type RunDuePass,
  type ThresholdPass,
  type UpdateScheduleInput
} from "./ScheduledTransfers.ts"
