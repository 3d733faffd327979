import { Money, SandboxClock, Scheduling } from "@trilho/domain"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { CurrentApiKey, currentAccountId } from "../auth/Authentication.ts"
import { ok } from "../http/Envelope.ts"
import { envelopeErrors } from "../http/Failures.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import * as Idempotency from "../http/Idempotency.ts"
import {
  type CreateScheduleBody,
  RunNowResult,
  type ScheduledTransfer,
  type UpdateScheduleBody
} from "./ScheduledApi.ts"

/** The placeholder `nextRunAt` shows when no run is due (paused, failed, completed, threshold schedules). */
export const noNextRun = "-"

/** Centavos of an amount the body schema already checked (NaN, which the domain refuses, if it were not). */
const cents = (reais: number): number => {
  const parsed = Money.parseReais(reais)
  return Result.isSuccess(parsed) ? parsed.success : Number.NaN
}

/** A schedule as the API shows it. */
export const toScheduledTransfer = (record: Scheduling.ScheduledTransferRecord): ScheduledTransfer => {
  const view = Scheduling.toView(record)
  return {
    id: view.id,
    label: view.label,
    amount: Money.toReais(view.amountCentavos),
    method: view.method,
    destination: view.destination,
    triggerType: view.triggerType,
    scheduleLabel: view.scheduleLabel,
    nextRunAt: view.nextRunAt?.toISOString() ?? noNextRun,
    ...(view.lastRunAt === undefined ? {} : { lastRunAt: view.lastRunAt.toISOString() }),
    runCount: view.runCount,
    status: view.status,
    coverFee: view.coverFee,
    ...(view.maxRuns === undefined ? {} : { maxRuns: view.maxRuns }),
    ...(view.lastFailure === undefined ? {} : { lastFailure: view.lastFailure }),
    ...(record.scheduledAt === undefined ? {} : { scheduledAt: record.scheduledAt.toISOString() }),
    ...(record.recurrenceRule === undefined ? {} : { recurrenceRule: record.recurrenceRule }),
    ...(record.balanceThresholdCentavos === undefined
      ? {}
      : { balanceThreshold: Money.toReais(record.balanceThresholdCentavos) }),
    createdAt: view.createdAt.toISOString()
  }
}

type PayloadBody = (typeof CreateScheduleBody.Type)["payload"]

/** A request payload as the domain reads it (the amount in centavos; the domain checks the method's fields). */
const payloadInput = (payload: PayloadBody): Scheduling.SchedulePayloadInput => {
  const { amount, ...rest } = payload
  return { ...rest, amountCentavos: cents(amount) }
}

const triggerTypes = { ONCE: "once", RECURRING: "recurring", BALANCE_THRESHOLD: "balance_threshold" } as const

/** The trigger fields a create or update body carries, as the domain reads them. */
const triggerFields = (body: typeof CreateScheduleBody.Type | typeof UpdateScheduleBody.Type) => ({
  ...(body.label === undefined ? {} : { label: body.label }),
  ...(body.scheduledAt === undefined ? {} : { scheduledAt: new Date(body.scheduledAt) }),
  ...(body.recurrenceRule === undefined ? {} : { recurrenceRule: body.recurrenceRule }),
  ...(body.balanceThreshold === undefined ? {} : { balanceThresholdCentavos: cents(body.balanceThreshold) }),
  ...(body.maxRuns === undefined ? {} : { maxRuns: body.maxRuns })
})

/** Handlers of `/v1/transfer-scheduled/*`; time is the sandbox clock's. */
export const ScheduledTransfersLive = HttpApiBuilder.group(TrilhoApi, "transferScheduled", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "create",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const key = yield* CurrentApiKey
            const schedules = yield* Scheduling.ScheduledTransfers
            const record = yield* envelopeErrors(
              schedules.create({
                accountId: key.accountId,
                apiKeyId: key.keyId,
                triggerType: triggerTypes[payload.triggerType],
                ...triggerFields(payload),
                payload: payloadInput(payload.payload)
              })
            )
            return yield* ok(toScheduledTransfer(record), "scheduled transfer created")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "list",
        provide(() =>
          Effect.gen(function* () {
            const schedules = yield* Scheduling.ScheduledTransfers
            const records = yield* envelopeErrors(schedules.findManyByAccount(yield* currentAccountId))
            return yield* ok({ items: records.map(toScheduledTransfer) })
          })
        )
      )
      .handle(
        "get",
        provide(({ params }) =>
          Effect.gen(function* () {
            const schedules = yield* Scheduling.ScheduledTransfers
            const record = yield* envelopeErrors(schedules.findById(yield* currentAccountId, params.id))
            return yield* ok(toScheduledTransfer(record))
          })
        )
      )
      .handle(
        "update",
        provide(({ params, payload }) =>
          Effect.gen(function* () {
            const schedules = yield* Scheduling.ScheduledTransfers
            const action = payload.status === undefined ? undefined : payload.status === "paused" ? "pause" : "resume"
            const record = yield* envelopeErrors(
              schedules.update(yield* currentAccountId, params.id, {
                ...(action === undefined ? {} : { action }),
                ...triggerFields(payload),
                ...(payload.payload === undefined ? {} : { payload: payloadInput(payload.payload) })
              })
            )
            return yield* ok(toScheduledTransfer(record), "scheduled transfer updated")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "cancel",
        provide(({ params }) =>
          Effect.gen(function* () {
            const schedules = yield* Scheduling.ScheduledTransfers
            const record = yield* envelopeErrors(schedules.cancel(yield* currentAccountId, params.id))
            return yield* ok(toScheduledTransfer(record), "scheduled transfer canceled")
          }).pipe(SandboxClock.withSandboxTime)
        )
      )
      .handle(
        "runNow",
        provide(({ params, request }) =>
          Effect.gen(function* () {
            const schedules = yield* Scheduling.ScheduledTransfers
            const { record, outcome } = yield* envelopeErrors(schedules.runNow(yield* currentAccountId, params.id))
            const run =
              outcome._tag === "Paid"
                ? {
                    outcome: "paid" as const,
                    ...(outcome.transferId === undefined ? {} : { transferId: outcome.transferId })
                  }
                : { outcome: "refused" as const, reason: outcome.reason }
            return yield* ok(
              { ...toScheduledTransfer(record), run },
              run.outcome === "paid" ? "scheduled transfer run" : "scheduled transfer run refused"
            )
          }).pipe(
            SandboxClock.withSandboxTime,
            Idempotency.idempotent({
              data: RunNowResult,
              route: "POST /v1/transfer-scheduled/run-now",
              payload: { id: params.id },
              key: request.headers["idempotency-key"]
            })
          )
        )
      )
  )
)
