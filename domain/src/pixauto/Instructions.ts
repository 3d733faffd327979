import { Effect, Option } from "effect"
import type { AccountId } from "../ledger/Model.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { Outbox } from "../events/Outbox.ts"
import { chargeAmounts } from "../fees/Fees.ts"
import { pixAutomaticFeeScheduleDefault } from "../fees/Model.ts"
import { Ledger } from "../ledger/Ledger.ts"
import * as Ids from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { Transactor } from "../shared/Transactor.ts"
import { requireProduct } from "./Authorizations.ts"
import { PixAutomaticBank } from "./Bank.ts"
import { saoPauloDate } from "./Calendar.ts"
import { instalmentEntryOf, instructionEventOf } from "./Credit.ts"
import {
  PixAutomaticAuthorizationNotActive,
  PixAutomaticAuthorizationNotFound,
  PixAutomaticInstructionNotFound
} from "./Errors.ts"
import { instruction, type InstructionTrigger } from "./Machine.ts"
import {
  type AuthorizationRecord,
  holdsPeriod,
  instructionIdPrefix,
  type InstructionReason,
  type InstructionRecord
} from "./Record.ts"
import { PixAutomaticStore } from "./Store.ts"
import { checkDueDate, checkInstalmentAmount } from "./Validate.ts"

/** An instruction request, the amount in centavos (parsed at the edge). */
export interface CreateInstructionInput {
  readonly authorizationId: string
  readonly amountCentavos: number
  readonly dueDate: string
  readonly description?: string | undefined
}

/** What one `settleDue` pass did. */
export interface SettlePass {
  readonly paid: number
  readonly failed: number
  readonly canceled: number
  readonly skipped: number
}

/** Instructions a pass moves by default (each in its own transaction). */
export const settleBatchDefault = 100

/** The use cases of payment instructions: schedule, read, cancel, fail (sandbox) and the due-date debit. */
export const makeInstructions = Effect.gen(function* () {
  const store = yield* PixAutomaticStore
  const outbox = yield* Outbox
  const ledger = yield* Ledger
  const ids = yield* Ids.Ids
  const transactor = yield* Transactor
  const bank = yield* PixAutomaticBank

  const find = (accountId: AccountId, id: string) =>
    Effect.flatMap(store.findInstruction(accountId, id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PixAutomaticInstructionNotFound({ id }))
    )

  const authorizationOf = (accountId: AccountId, id: string) =>
    Effect.flatMap(store.findAuthorization(accountId, id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PixAutomaticAuthorizationNotFound({ id }))
    )

  /**
   * Schedules an instalment on an ACTIVE authorization: the amount within what it allows, the due date inside its
   * window, 2 to 10 days ahead, in a period no other instalment holds.
   */
  const create = (accountId: AccountId, apiKeyId: string | undefined, input: CreateInstructionInput) =>
    Effect.gen(function* () {
      yield* requireProduct(accountId)
      const auth = yield* authorizationOf(accountId, input.authorizationId)
      if (auth.status !== "ACTIVE") {
        return yield* new PixAutomaticAuthorizationNotActive({ authorizationId: auth.id, status: auth.status })
      }
      const now = yield* nowDate
      const period = yield* fromEither(checkDueDate(auth, input.dueDate, saoPauloDate(now)))
      yield* fromEither(checkInstalmentAmount(auth, input.amountCentavos))
      const amounts = yield* fromEither(chargeAmounts(pixAutomaticFeeScheduleDefault, input.amountCentavos, false))
      const started = yield* fromEither(StateMachine.start(instruction, "schedule"))
      const record: InstructionRecord = {
        id: yield* ids.next(instructionIdPrefix),
        accountId,
        apiKeyId,
        authorizationId: auth.id,
        idRec: auth.idRec,
        first: false,
        amountCentavos: amounts.grossCentavos,
        feeCentavos: amounts.feeCentavos,
        netCentavos: amounts.netCentavos,
        dueDate: input.dueDate,
        period,
        holdsPeriod: holdsPeriod(started.to, auth.retryPolicy),
        description: input.description?.trim() || undefined,
        status: started.to,
        requestFingerprint: JSON.stringify([auth.id, input.amountCentavos, input.dueDate, input.description ?? null]),
        version: 1,
        createdAt: now,
        updatedAt: now
      }
      yield* transactor.transactionally(store.insertInstruction(record))
      return record
    })

  /** Moves a SCHEDULED instruction by `trigger`, writing its credit (PAID) and its events, in one transaction. */
  const move = (
    record: InstructionRecord,
    auth: AuthorizationRecord,
    trigger: InstructionTrigger,
    now: Date,
    extra: { readonly reason?: InstructionReason; readonly endToEndId?: string }
  ) =>
    Effect.gen(function* () {
      const moved = yield* fromEither(StateMachine.transition(instruction, record.status, trigger))
      const next: InstructionRecord = {
        ...record,
        ...extra,
        status: moved.to,
        holdsPeriod: record.period >= 0 && holdsPeriod(moved.to, auth.retryPolicy),
        ...(moved.to === "PAID" ? { paidAt: now } : {}),
        updatedAt: now,
        version: record.version + 1
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const written = yield* store.updateInstruction(next, record.version)
          if (written.status === "PAID") yield* ledger.post(instalmentEntryOf(written))
          yield* outbox.append(moved.events.map((event) => instructionEventOf(event, written, now)))
          return written
        })
      )
    })

  /** The merchant cancels a SCHEDULED instalment (not the first, which the consent pays). */
  const cancel = (accountId: AccountId, id: string) =>
    Effect.gen(function* () {
      yield* requireProduct(accountId)
      const record = yield* find(accountId, id)
      if (record.first) {
        return yield* new StateMachine.InvalidTransition({
          machine: instruction.name,
          from: "FIRST_PAYMENT",
          trigger: "cancel"
        })
      }
      const auth = yield* authorizationOf(accountId, record.authorizationId)
      return yield* move(record, auth, "cancel", yield* nowDate, { reason: "MERCHANT_CANCELED" })
    })

  /** Sandbox: the payer's bank refuses a SCHEDULED instalment of an ACTIVE authorization (insufficient funds). */
  const fail = (accountId: AccountId, id: string) =>
    Effect.gen(function* () {
      const record = yield* find(accountId, id)
      const auth = yield* authorizationOf(accountId, record.authorizationId)
      if (auth.status !== "ACTIVE") {
        return yield* new PixAutomaticAuthorizationNotActive({ authorizationId: auth.id, status: auth.status })
      }
      return yield* move(record, auth, "debit_refused", yield* nowDate, { reason: "INSUFFICIENT_FUNDS" })
    })

  /** One due instruction: debited by the payer's bank (PAID or FAILED), or canceled when its authorization ended. */
  const settleOne = (record: InstructionRecord, now: Date) =>
    Effect.gen(function* () {
      const auth = yield* authorizationOf(record.accountId, record.authorizationId)
      if (auth.status !== "ACTIVE") {
        if (auth.status === "PENDING_CONSENT") return undefined
        return yield* move(record, auth, "cancel", now, { reason: "AUTHORIZATION_ENDED" })
      }
      const outcome = yield* bank.debit({
        instructionId: record.id,
        idRec: record.idRec,
        payerDocument: auth.payer.document,
        amountCentavos: record.amountCentavos,
        dueDate: record.dueDate
      })
      return outcome._tag === "Accepted"
        ? yield* move(record, auth, "debit_accepted", now, { endToEndId: outcome.endToEndId })
        : yield* move(record, auth, "debit_refused", now, { reason: outcome.reason })
    })

  /**
   * Debits the SCHEDULED instalments due on or before today's São Paulo date (up to `limit`, earliest first), each
   * in its own transaction; one another worker moved first is skipped (compare-and-set), so each is moved once.
   */
  const settleDue = (now: Date, limit: number = settleBatchDefault) =>
    Effect.gen(function* () {
      const pass = { paid: 0, failed: 0, canceled: 0, skipped: 0 }
      for (const record of yield* store.findDueInstructions(saoPauloDate(now), limit)) {
        const written = yield* settleOne(record, now).pipe(
          Effect.catchTag("PixAutomaticChanged", () => Effect.succeed(undefined))
        )
        if (written === undefined) pass.skipped++
        else if (written.status === "PAID") pass.paid++
        else if (written.status === "FAILED") pass.failed++
        else pass.canceled++
      }
      return pass satisfies SettlePass
    })

  return { create, find, cancel, fail, settleDue } as const
})
