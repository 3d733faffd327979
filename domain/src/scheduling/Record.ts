import { Schema } from "effect"
import { CryptoCurrency, CryptoNetworkName } from "../crypto/Assets.ts"
import { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"
import { PixKeyType } from "../pix/Keys.ts"
import { ScheduleStatus, ScheduleTriggerType } from "./Machine.ts"
import { maskAddress, maskEmail, maskPixKey } from "./Mask.ts"
import { RecurrenceRule } from "./Recurrence.ts"

/** The id prefix of scheduled transfers: `sch_<26 characters>`. */
export const scheduleIdPrefix = "sch"

/** What every payload carries: the amount, an optional description, and whether the sender absorbs the fee. */
const payloadCommon = {
  amountCentavos: Centavos,
  description: Schema.optional(Schema.String),
  coverFee: Schema.Boolean
}

/** A PIX payment to a key, from the main account or from `subaccountId`. */
export const PixPayload = Schema.Struct({
  method: Schema.Literals(["pix_padrao", "pix_livre"]),
  ...payloadCommon,
  pixKey: Schema.String,
  pixKeyType: PixKeyType,
  subaccountId: Schema.optional(Schema.String)
})
export type PixPayload = typeof PixPayload.Type

/** An internal transfer to the merchant with this e-mail. */
export const InternalPayload = Schema.Struct({
  method: Schema.Literal("interna"),
  ...payloadCommon,
  recipientEmail: Schema.String
})
export type InternalPayload = typeof InternalPayload.Type

/**
 * A crypto withdrawal of `amountCentavos` reais (the debit, fees included) in `payCurrency` on `network`, to
 * `address` (and `extraId`), both in the address validator's normal form.
 */
export const CryptoPayload = Schema.Struct({
  method: Schema.Literal("cripto"),
  ...payloadCommon,
  address: Schema.String,
  payCurrency: CryptoCurrency,
  network: CryptoNetworkName,
  extraId: Schema.optional(Schema.String)
})
export type CryptoPayload = typeof CryptoPayload.Type

/** What a run pays, by `method`. */
export const SchedulePayload = Schema.Union([PixPayload, InternalPayload, CryptoPayload])
export type SchedulePayload = typeof SchedulePayload.Type
export type ScheduleMethod = SchedulePayload["method"]

/**
 * A scheduled transfer. `nextRunAt` is the next due time of a `once` or `recurring` schedule while it is active
 * (absent when paused, failed, completed, and for thresholds). `runDueAt` and `runLeaseUntil` mark a run in flight:
 * the due time it pays (its transfer's reference derives from it) and until when its worker holds it; a run whose
 * lease ran out is taken over by another worker and pays under the same reference. `version` grows with every write
 * (compare-and-set). `apiKeyId` is the key that created it: the transfers of its runs carry it, so their events
 * reach that key.
 */
export const ScheduledTransferRecord = Schema.Struct({
  id: Schema.String,
  accountId: AccountId,
  apiKeyId: Schema.optional(Schema.String),
  label: Schema.optional(Schema.String),
  triggerType: ScheduleTriggerType,
  scheduledAt: Schema.optional(Schema.Date),
  recurrenceRule: Schema.optional(RecurrenceRule),
  balanceThresholdCentavos: Schema.optional(Centavos),
  payload: SchedulePayload,
  maxRuns: Schema.optional(Schema.Int),
  status: ScheduleStatus,
  nextRunAt: Schema.optional(Schema.Date),
  lastRunAt: Schema.optional(Schema.Date),
  runCount: Schema.Int,
  lastFailure: Schema.optional(Schema.String),
  thresholdArmed: Schema.Boolean,
  runDueAt: Schema.optional(Schema.Date),
  runLeaseUntil: Schema.optional(Schema.Date),
  version: Schema.Int,
  createdAt: Schema.Date,
  updatedAt: Schema.Date
})
export type ScheduledTransferRecord = typeof ScheduledTransferRecord.Type

/** The readable name of a payment method, as the response's `method` shows it. */
export const methodLabel = (method: ScheduleMethod): string => {
  switch (method) {
    case "pix_padrao":
      return "PIX Padrao"
    case "pix_livre":
      return "PIX Livre"
    case "interna":
      return "Internal"
    case "cripto":
      return "Crypto"
  }
}

/** The masked destination of a payload: the PIX key, the recipient's e-mail or the wallet address. */
export const maskedDestination = (payload: SchedulePayload): string => {
  switch (payload.method) {
    case "pix_padrao":
    case "pix_livre":
      return maskPixKey(payload.pixKeyType, payload.pixKey)
    case "interna":
      return maskEmail(payload.recipientEmail)
    case "cripto":
      return maskAddress(payload.address)
  }
}

/** Whether the schedule counts against `activeSchedulesPerAccountMax`. */
export const countsAsActive = (record: Pick<ScheduledTransferRecord, "status">): boolean => record.status === "active"

/**
 * Whether a worker may claim the schedule at `now`: an active schedule whose `nextRunAt` has come and with no run in
 * flight, or a run in flight (active or paused) whose lease ran out.
 */
export const isClaimable = (record: ScheduledTransferRecord, now: Date): boolean =>
  record.runDueAt === undefined
    ? record.status === "active" && record.nextRunAt !== undefined && record.nextRunAt.getTime() <= now.getTime()
    : (record.status === "active" || record.status === "paused") &&
      record.runLeaseUntil !== undefined &&
      record.runLeaseUntil.getTime() <= now.getTime()

/** Whether the threshold pass watches the schedule: an active `balance_threshold` one. */
export const isWatchedThreshold = (record: Pick<ScheduledTransferRecord, "status" | "triggerType">): boolean =>
  record.triggerType === "balance_threshold" && record.status === "active"

/** When a claimable schedule became claimable: the due scan's order (earliest first, then by id). */
export const claimableSince = (record: ScheduledTransferRecord): number =>
  (record.runDueAt === undefined ? record.nextRunAt : record.runLeaseUntil)?.getTime() ?? 0

/** Newest first, then by id: the order of an account's list. */
export const newestFirst = (a: ScheduledTransferRecord, b: ScheduledTransferRecord): number =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/**
 * The reference of the transfer that pays a run: the schedule id and the run's due time (`sch_…@2026-12-01T12:00:00.000Z`),
 * 55 characters, under the 64 of an `externalReference`. A run retried after a crash derives the same reference, and
 * the transfer services answer it with the transfer already made.
 */
export const runReferenceOf = (scheduleId: string, dueAt: Date): string => `${scheduleId}@${dueAt.toISOString()}`

/**
 * The reference of a manual run (run-now): `sch_…!<run id>`, a fresh id per request, apart from the due runs'
 * references. A retried request is the API's `Idempotency-Key`'s to answer, not the reference's.
 */
export const manualRunReferenceOf = (scheduleId: string, runId: string): string => `${scheduleId}!${runId}`

/**
 * What a threshold schedule does when the account's withdrawable balance is `balanceCentavos`: `fire` once when the
 * balance reaches the threshold while armed (the run disarms it), `rearm` when the balance is below the threshold
 * while disarmed, else nothing. So it fires once per crossing from below.
 */
export const thresholdStep = (
  armed: boolean,
  thresholdCentavos: number,
  balanceCentavos: number
): "fire" | "rearm" | "none" =>
  armed
    ? balanceCentavos >= thresholdCentavos
      ? "fire"
      : "none"
    : balanceCentavos < thresholdCentavos
      ? "rearm"
      : "none"
