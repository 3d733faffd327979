import { Effect, Option, Result } from "effect"
import { Accounts, pixAutomaticEnabled, requireById } from "../accounts/Accounts.ts"
import { ChargesConfig } from "../charges/Config.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { merchantCityOf } from "../charges/Flags.ts"
import { CustomerNotFound } from "../customers/Errors.ts"
import { CustomerStore } from "../customers/CustomerStore.ts"
import { Outbox } from "../events/Outbox.ts"
import { type ChargeAmounts, chargeAmounts } from "../fees/Fees.ts"
import { pixAutomaticFeeScheduleDefault } from "../fees/Model.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as Ids from "../shared/Ids.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { Transactor } from "../shared/Transactor.ts"
import { makeEndToEndId, sequenceOfUlid } from "../transactions/EndToEndId.ts"
import { pixOutIspb } from "../transfers/PixPolicy.ts"
import { encodeAutomatic } from "./BrCode.ts"
import { saoPauloDate } from "./Calendar.ts"
import { instalmentEntryOf, instructionEventOf } from "./Credit.ts"
import { PixAutomaticAuthorizationNotFound, PixAutomaticUnavailable } from "./Errors.ts"
import { type IdRec, makeIdRec } from "./IdRec.ts"
import { authorization, type AuthorizationTrigger, instruction } from "./Machine.ts"
import {
  type AuthorizationEndReason,
  authorizationIdPrefix,
  type AuthorizationRecord,
  holdsPeriod,
  instructionIdPrefix,
  type InstructionRecord,
  type Payer,
  periodOf
} from "./Record.ts"
import { PixAutomaticStore } from "./Store.ts"
import { consentWindowMs, type CreateAuthorizationInput, validateAuthorization } from "./Validate.ts"

/** The ISPB of the receiving institution printed in `idRec` (the platform's, as in its end-to-end ids). */
export const receiverIspb = pixOutIspb

const bodyOf = (id: string) => id.slice(id.indexOf("_") + 1)

/** The account's merchant, refused with `PixAutomaticUnavailable` unless PIX Automático is enabled on it. */
export const requireProduct = (accountId: AccountId) =>
  Effect.gen(function* () {
    const merchant = yield* requireById(yield* Accounts, accountId)
    return pixAutomaticEnabled(merchant.flags) ? merchant : yield* new PixAutomaticUnavailable({ accountId })
  })

/** The new authorization (PENDING_CONSENT) and its first instalment (SCHEDULED), from a checked request. */
const recordsOf = (p: {
  readonly id: string
  readonly firstId: string
  readonly accountId: AccountId
  readonly apiKeyId: string | undefined
  readonly idRec: IdRec
  readonly input: CreateAuthorizationInput
  readonly checked: { readonly contractId: string; readonly description: string | undefined }
  readonly amounts: ChargeAmounts
  readonly payer: Payer
  readonly copyPaste: string
  readonly now: Date
  readonly today: string
}) => {
  const { id, firstId, accountId, apiKeyId, idRec, input, checked, amounts, copyPaste, now } = p
  const retryPolicy = input.retryPolicy ?? "NONE"
  const firstDue = input.firstPayment.dueDate ?? p.today
  const firstPeriod = periodOf(input.frequency, input.startDate, firstDue)
  const record: AuthorizationRecord = {
    id,
    accountId,
    apiKeyId,
    idRec,
    payer: p.payer,
    contractId: checked.contractId,
    description: checked.description,
    frequency: input.frequency,
    startDate: input.startDate,
    endDate: input.endDate,
    fixedAmountCentavos: input.fixedAmountCentavos,
    maxAmountCentavos: input.maxAmountCentavos,
    retryPolicy,
    status: Result.getOrThrow(StateMachine.start(authorization, "create")).to,
    firstInstructionId: firstId,
    copyPaste,
    consentExpiresAt: new Date(now.getTime() + consentWindowMs),
    version: 1,
    createdAt: now,
    updatedAt: now
  }
  const first: InstructionRecord = {
    id: firstId,
    accountId,
    apiKeyId,
    authorizationId: id,
    idRec,
    first: true,
    amountCentavos: amounts.grossCentavos,
    feeCentavos: amounts.feeCentavos,
    netCentavos: amounts.netCentavos,
    dueDate: firstDue,
    period: firstPeriod,
    // A first payment before the window (startDate later) is the consent's own payment: it holds no period.
    holdsPeriod: firstPeriod >= 0 && holdsPeriod("SCHEDULED", retryPolicy),
    description: checked.description,
    status: "SCHEDULED",
    requestFingerprint: JSON.stringify(["first", id]),
    version: 1,
    createdAt: now,
    updatedAt: now
  }
  return { record, first }
}

/** The use cases of authorizations: create, read, and the moves of the merchant, the payer and the clock. */
export const makeAuthorizations = Effect.gen(function* () {
  const store = yield* PixAutomaticStore
  const customers = yield* CustomerStore
  const outbox = yield* Outbox
  const ledger = yield* Ledger
  const ids = yield* Ids.Ids
  const transactor = yield* Transactor

  /** The account's authorization by id or `idRec`. */
  const find = (accountId: AccountId, id: string) =>
    Effect.flatMap(store.findAuthorization(accountId, id), (found) =>
      Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PixAutomaticAuthorizationNotFound({ id }))
    )

  /**
   * Creates an authorization waiting for consent, with its first instalment SCHEDULED and the BR Code the payer
   * scans, in one transaction. The payer is the account's customer `customerId` (`CustomerNotFound` otherwise).
   */
  const create = (accountId: AccountId, apiKeyId: string | undefined, input: CreateAuthorizationInput) =>
    Effect.gen(function* () {
      const merchant = yield* requireProduct(accountId)
      const now = yield* nowDate
      const today = saoPauloDate(now)
      const checked = yield* fromEither(validateAuthorization(input, today))
      const amounts = yield* fromEither(
        chargeAmounts(pixAutomaticFeeScheduleDefault, input.firstPayment.amountCentavos, false)
      )
      const customer = yield* customers.findById(accountId, input.customerId)
      if (Option.isNone(customer)) return yield* new CustomerNotFound({ id: input.customerId })
      const id = yield* ids.next(authorizationIdPrefix)
      const firstId = yield* ids.next(instructionIdPrefix)
      const config = yield* ChargesConfig
      const location = (of: string) => Option.getOrElse(config.locationUrlFor(of), () => `pix.trilho.dev/rec/${of}`)
      const copyPaste = yield* fromEither(
        encodeAutomatic({
          merchantName: merchant.name,
          merchantCity: merchantCityOf(merchant.flags) ?? config.merchantCityDefault,
          amountCentavos: amounts.grossCentavos,
          paymentLocation: location(firstId),
          recurrenceLocation: location(id)
        })
      )
      const idRec = makeIdRec({ ispb: receiverIspb, date: today, random: sequenceOfUlid(bodyOf(id)) })
      const { record, first } = recordsOf({
        id,
        firstId,
        accountId,
        apiKeyId,
        idRec,
        input,
        checked,
        amounts,
        payer: { customerId: customer.value.id, name: customer.value.name, document: customer.value.document },
        copyPaste,
        now,
        today
      })
      yield* transactor.transactionally(
        Effect.andThen(store.insertAuthorization(record), store.insertInstruction(first))
      )
      return record
    })

  /** The authorization's SCHEDULED instructions canceled (its end), in the caller's transaction. */
  const cancelScheduled = (record: AuthorizationRecord, now: Date) =>
    Effect.gen(function* () {
      for (const pending of yield* store.findScheduledByAuthorization(record.accountId, record.id)) {
        const to = yield* fromEither(StateMachine.transition(instruction, pending.status, "cancel"))
        yield* store.updateInstruction(
          {
            ...pending,
            status: to.to,
            reason: "AUTHORIZATION_ENDED",
            holdsPeriod: false,
            version: pending.version + 1,
            updatedAt: now
          },
          pending.version
        )
      }
    })

  /** Ends an authorization by `trigger` (`reason` recorded), canceling its SCHEDULED instructions, in one transaction. */
  const end = (record: AuthorizationRecord, trigger: AuthorizationTrigger, reason: AuthorizationEndReason, now: Date) =>
    Effect.gen(function* () {
      const moved = yield* fromEither(StateMachine.transition(authorization, record.status, trigger))
      const next: AuthorizationRecord = {
        ...record,
        status: moved.to,
        endReason: reason,
        endedAt: now,
        updatedAt: now,
        version: record.version + 1
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const written = yield* store.updateAuthorization(next, record.version)
          yield* cancelScheduled(written, now)
          return written
        })
      )
    })

  /** The payer approves: ACTIVE, and the first instalment PAID (credit of its net, `payment.paid`), in one transaction. */
  const approve = (accountId: AccountId, id: string) =>
    Effect.gen(function* () {
      const record = yield* find(accountId, id)
      const now = yield* nowDate
      const moved = yield* fromEither(StateMachine.transition(authorization, record.status, "approve"))
      const first = yield* store.findInstruction(accountId, record.firstInstructionId)
      if (Option.isNone(first)) return yield* new PixAutomaticAuthorizationNotFound({ id })
      const paid = yield* fromEither(StateMachine.transition(instruction, first.value.status, "debit_accepted"))
      const endToEndId = makeEndToEndId({
        ispb: receiverIspb,
        atMs: now.getTime(),
        random: sequenceOfUlid(bodyOf(first.value.id))
      })
      const instalment: InstructionRecord = {
        ...first.value,
        status: paid.to,
        endToEndId,
        paidAt: now,
        updatedAt: now,
        version: first.value.version + 1
      }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const next = { ...record, status: moved.to, approvedAt: now, updatedAt: now, version: record.version + 1 }
          const written = yield* store.updateAuthorization(next, record.version)
          const settled = yield* store.updateInstruction(instalment, first.value.version)
          yield* ledger.post(instalmentEntryOf(settled))
          yield* outbox.append(paid.events.map((event) => instructionEventOf(event, settled, now)))
          return written
        })
      )
    })

  const endBy = (trigger: AuthorizationTrigger, reason: AuthorizationEndReason) => (accountId: AccountId, id: string) =>
    Effect.gen(function* () {
      return yield* end(yield* find(accountId, id), trigger, reason, yield* nowDate)
    })

  /** Authorizations whose consent never came, EXPIRED (up to `limit`); one another writer moved first is skipped. */
  const expireDue = (now: Date, limit: number) =>
    Effect.gen(function* () {
      let expired = 0
      for (const record of yield* store.findConsentExpired(now, limit)) {
        const done = yield* end(record, "consent_timeout", "CONSENT_EXPIRED", now).pipe(
          Effect.as(true),
          Effect.catchTag("PixAutomaticChanged", () => Effect.succeed(false))
        )
        if (done) expired++
      }
      return expired
    })

  return {
    create,
    find,
    approve,
    reject: endBy("reject", "PAYER_REJECTED"),
    revoke: endBy("revoke", "PAYER_REVOKED"),
    cancel: endBy("cancel", "MERCHANT_CANCELED"),
    expireDue
  } as const
})
