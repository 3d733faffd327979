import { Pix, Scheduling } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope } from "../http/Envelope.ts"
import { BadRequest, Conflict, NotFound, ServiceUnavailable, Unprocessable } from "../http/Errors.ts"
import { withIdempotencyKey } from "../http/Idempotency.ts"

/** An instant in a request: ISO 8601 date-time with its offset (`2026-12-01T09:00:00-03:00`). */
const Instant = Schema.String.annotate({
  description: "ISO 8601 date-time with its offset or Z, e.g. 2026-12-01T09:00:00-03:00."
}).check(
  Schema.makeFilter((text: string) => /T/.test(text) && !Number.isNaN(Date.parse(text)), {
    message: "an ISO 8601 date-time with its offset"
  })
)

/** `recurrenceRule` of a RECURRING schedule (spec, Scheduled transfers). The domain checks the combinations. */
export const RecurrenceRuleBody = StrictBody({
  interval: Scheduling.RecurrenceInterval,
  time: Schema.String.annotate({ description: "Local wall time, HH:MM (24 h)." }),
  timezone: Schema.optionalKey(Schema.String.annotate({ description: "IANA time zone; default America/Sao_Paulo." })),
  dayOfWeek: Schema.optionalKey(Schema.Int.annotate({ description: "0 (Sunday) to 6, for weekly rules." })),
  dayOfMonth: Schema.optionalKey(
    Schema.Int.annotate({ description: "1 to 31, for monthly rules; a shorter month runs on its last day." })
  ),
  customDays: Schema.optionalKey(Schema.Int.annotate({ description: "Every N days, for custom_days rules." }))
})

/** `payload`: what each run pays, by `method`. */
export const SchedulePayloadBody = StrictBody({
  method: Schema.Literals(["pix_padrao", "pix_livre", "interna", "cripto"]),
  amount: Amount,
  description: Schema.optionalKey(Schema.String),
  coverFee: Schema.optionalKey(Schema.Boolean),
  pixKey: Schema.optionalKey(Schema.String),
  pixKeyType: Schema.optionalKey(Pix.PixKeyType),
  subaccountId: Schema.optionalKey(Schema.String),
  recipientEmail: Schema.optionalKey(Schema.String),
  address: Schema.optionalKey(Schema.String),
  payCurrency: Schema.optionalKey(Schema.String),
  network: Schema.optionalKey(
    Schema.String.annotate({ description: "cripto: the network of payCurrency; default its first offered one." })
  ),
  extraId: Schema.optionalKey(Schema.String)
})

/** `POST /transfer-scheduled/create` body. */
export const CreateScheduleBody = StrictBody({
  triggerType: Schema.Literals(["ONCE", "RECURRING", "BALANCE_THRESHOLD"]),
  label: Schema.optionalKey(Schema.String),
  scheduledAt: Schema.optionalKey(Instant),
  recurrenceRule: Schema.optionalKey(RecurrenceRuleBody),
  balanceThreshold: Schema.optionalKey(Amount),
  payload: SchedulePayloadBody,
  maxRuns: Schema.optionalKey(Schema.Int)
})

/**
 * `POST /transfer-scheduled/update/{id}` body: `status` pauses (`paused`) or resumes (`active`); the other fields
 * replace the schedule's (those of its own trigger type; `payload` as a whole).
 */
export const UpdateScheduleBody = StrictBody({
  status: Schema.optionalKey(Schema.Literals(["active", "paused"])),
  label: Schema.optionalKey(Schema.String),
  scheduledAt: Schema.optionalKey(Instant),
  recurrenceRule: Schema.optionalKey(RecurrenceRuleBody),
  balanceThreshold: Schema.optionalKey(Amount),
  payload: Schema.optionalKey(SchedulePayloadBody),
  maxRuns: Schema.optionalKey(Schema.Int)
})

/** The scheduled transfer as the API shows it (spec, "Scheduled transfer"), amounts in reais. */
export const ScheduledTransfer = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  amount: Schema.Finite,
  method: Schema.String,
  destination: Schema.String,
  triggerType: Scheduling.ScheduleTriggerType,
  scheduleLabel: Schema.String,
  nextRunAt: Schema.String.annotate({ description: "ISO 8601 time of the next run, or `-` when none is due." }),
  lastRunAt: Schema.optionalKey(Schema.String),
  runCount: Schema.Int,
  status: Scheduling.ScheduleStatus,
  coverFee: Schema.Boolean,
  maxRuns: Schema.optionalKey(Schema.Int),
  lastFailure: Schema.optionalKey(Schema.String),
  scheduledAt: Schema.optionalKey(Schema.String),
  recurrenceRule: Schema.optionalKey(Scheduling.RecurrenceRule),
  balanceThreshold: Schema.optionalKey(Schema.Finite),
  createdAt: Schema.String
})
export type ScheduledTransfer = typeof ScheduledTransfer.Type

/** What `run-now` answers: the schedule after the run, and how the run ended. */
export const RunNowResult = Schema.Struct({
  ...ScheduledTransfer.fields,
  run: Schema.Struct({
    outcome: Schema.Literals(["paid", "refused"]),
    transferId: Schema.optionalKey(Schema.String),
    reason: Schema.optionalKey(Schema.String)
  })
})

const Id = Schema.Struct({ id: Schema.String })
const errors = [BadRequest, NotFound, Conflict, ServiceUnavailable] as const

/** Scheduled transfers (`/transfer-scheduled/*`), each route behind the permission of its name. */
export class ScheduledTransfersGroup extends HttpApiGroup.make("transferScheduled")
  .add(
    HttpApiEndpoint.post("create", "/transfer-scheduled/create", {
      payload: CreateScheduleBody,
      success: Envelope(ScheduledTransfer),
      error: errors
    }).pipe(permission("transfer-scheduled/create"))
  )
  .add(
    HttpApiEndpoint.get("list", "/transfer-scheduled/list", {
      success: Envelope(Schema.Struct({ items: Schema.Array(ScheduledTransfer) })),
      error: errors
    }).pipe(permission("transfer-scheduled/list"))
  )
  .add(
    HttpApiEndpoint.get("get", "/transfer-scheduled/get/:id", {
      params: Id,
      success: Envelope(ScheduledTransfer),
      error: errors
    }).pipe(permission("transfer-scheduled/get"))
  )
  .add(
    HttpApiEndpoint.post("update", "/transfer-scheduled/update/:id", {
      params: Id,
      payload: UpdateScheduleBody,
      success: Envelope(ScheduledTransfer),
      error: errors
    }).pipe(permission("transfer-scheduled/update"))
  )
  .add(
    HttpApiEndpoint.post("cancel", "/transfer-scheduled/cancel/:id", {
      params: Id,
      success: Envelope(ScheduledTransfer),
      error: errors
    }).pipe(permission("transfer-scheduled/cancel"))
  )
  .add(
    HttpApiEndpoint.post("runNow", "/transfer-scheduled/run-now/:id", {
      params: Id,
      success: Envelope(RunNowResult),
      error: [...errors, Unprocessable]
    }).pipe(withIdempotencyKey, permission("transfer-scheduled/run-now"))
  )
  .middleware(Authentication) {}
