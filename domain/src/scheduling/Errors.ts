import { Schema } from "effect"

/**
 * Errors of the scheduled transfer use cases. None carries HTTP knowledge; the suggested status of each is listed in
 * `docs/decisions.md` (Scheduled transfers).
 */

/** A create or update request with refused fields: every problem, each with its field path. */
export class InvalidSchedule extends Schema.TaggedError<InvalidSchedule>()("InvalidSchedule", {
  problems: Schema.Array(Schema.Struct({ field: Schema.String, message: Schema.String }))
}) {
  /** Every problem, each with its field's path unless its words already start with the field's name. */
  override get message(): string {
    return this.problems
      .map((p) => {
        const name = p.field.split(".").pop() ?? p.field
        return p.message.startsWith(`${name} `)
          ? `${p.field}: ${p.message.slice(name.length + 1)}`
          : `${p.field}: ${p.message}`
      })
      .join("; ")
  }
}

/** No schedule of this account has this id. */
export class ScheduleNotFound extends Schema.TaggedError<ScheduleNotFound>()("ScheduleNotFound", {
  id: Schema.String
}) {
  override get message(): string {
    return `no scheduled transfer ${this.id}`
  }
}

/** The account already has the maximum of active schedules (create and resume are refused). */
export class ActiveSchedulesLimitReached extends Schema.TaggedError<ActiveSchedulesLimitReached>()(
  "ActiveSchedulesLimitReached",
  { accountId: Schema.String, max: Schema.Number }
) {
  override get message(): string {
    return `an account has at most ${this.max} active scheduled transfers`
  }
}

/** A compare-and-set found another version: a concurrent write came first. The use cases read again and retry. */
export class ScheduleChanged extends Schema.TaggedError<ScheduleChanged>()("ScheduleChanged", {
  id: Schema.String,
  expectedVersion: Schema.Number
}) {}

/** The storage behind the schedules failed (connection lost, timeout). Nothing is known to have been written. */
export class ScheduleStoreError extends Schema.TaggedError<ScheduleStoreError>()("ScheduleStoreError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect())
}) {}
