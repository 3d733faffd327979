import { Context, Effect, Layer, Option, Result } from "effect"
import { Charges } from "../charges/Charges.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { SubaccountNotFound } from "../charges/Errors.ts"
import { requireSubaccountPix } from "../charges/Flags.ts"
import { ChargeSubaccounts, type SubaccountForDeposit } from "../charges/Subaccounts.ts"
import { feeFor, transferAmounts } from "../fees/Fees.ts"
import { feeScheduleZero } from "../fees/Model.ts"
import { withSurcharge } from "../fees/Subaccount.ts"
import { checkDebit } from "../limits/Limits.ts"
import { limitsNone } from "../limits/Model.ts"
import { periodBounds } from "../limits/Period.ts"
import { SubaccountLocked } from "../subaccounts/Errors.ts"
import { canWithdraw } from "../subaccounts/Machine.ts"
import { type ListChargesInput, validateList } from "../charges/Request.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import { amountMaxCentavos, centavos } from "../money/Money.ts"
import { brCodeAmountMaxCentavos } from "../pix/BrCodeModel.ts"
import type { PixKeyType } from "../pix/Keys.ts"
import * as Accounts from "../accounts/Accounts.ts"
import * as ChargeLocatorPort from "../charges/ChargeLocator.ts"
import { Ids } from "../shared/Ids.ts"
import { Outbox } from "../events/Outbox.ts"
import * as PixTransferStorePort from "./PixTransferStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import { createOnce } from "../shared/ExternalReference.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { makeEndToEndId, sequenceOfUlid } from "../transactions/EndToEndId.ts"
import { pixTransfer } from "../transactions/Machines.ts"
import { type Destination, parseDestination, pricedAmount } from "./PixDestination.ts"
import { ChargeNotPayable, InvalidPixTransfer, PixTransferNotFound, PixTransferReferenceConflict } from "./PixErrors.ts"
import { debitEntryOf, makeMoves, pixEventOf, type PixTransferOutcome } from "./PixMoves.ts"
import { needsReview, pixOutIspb, pixOutScheduleOf, reviewThresholdOf } from "./PixPolicy.ts"
import {
  idBodyOf,
  pixTransferDescriptionLengthMax,
  pixTransferExternalReferenceLengthMax,
  pixTransferIdPrefix,
  type PixTransferRecord,
  toPixStatusView
} from "./PixRecord.ts"
import { span } from "../shared/Tracing.ts"

export type { PixTransferOutcome } from "./PixMoves.ts"

/** A create request as the API hands it over (amount already in centavos when given). */
export interface CreatePixTransferInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly amountCentavos?: number | undefined
  readonly description: string
  readonly pixKey?: string | undefined
  readonly pixKeyType?: PixKeyType | undefined
  readonly pixCopyPaste?: string | undefined
  readonly coverFee?: boolean | undefined
  readonly externalReference?: string | undefined
  readonly subaccountId?: string | undefined
}

const controlCharacters = /[\u0000-\u001f\u007f]/

const text = (field: string, value: string | undefined, max: number, required: boolean) => {
  if (value === undefined) {
    return required
      ? Result.fail(new InvalidPixTransfer({ field, message: `${field} is required` }))
      : Result.succeed(undefined)
  }
  const trimmed = value.trim()
  if (trimmed === "" && required) return Result.fail(new InvalidPixTransfer({ field, message: `${field} is required` }))
  if (trimmed.length > max) {
    return Result.fail(new InvalidPixTransfer({ field, message: `${field} has at most ${max} characters` }))
  }
  if (controlCharacters.test(trimmed)) {
    return Result.fail(new InvalidPixTransfer({ field, message: `${field} has a control character` }))
  }
  return Result.succeed(trimmed === "" ? undefined : trimmed)
}

const checkAmount = (amount: number | undefined) =>
  amount === undefined || (Number.isSafeInteger(amount) && amount >= 1 && amount <= amountMaxCentavos)
    ? Result.succeed(amount)
    : Result.fail(new InvalidPixTransfer({ field: "amount", message: "amount must be a positive amount of reais" }))

/**
 * Send PIX (`transfer-pix/*`, alias `payouts/*`). A transfer is created PENDING with its debit (amount + fee, from
 * `withdrawable`) and `transfer.created` in one transaction; held for security review above the merchant's threshold
 * (docs/decisions.md, "PIX out: security review"); otherwise sent at once: PROCESSING, then COMPLETED or FAILED on
 * the network's notice. A failure of any kind returns exactly the debit.
 */
export class PixTransfers extends Context.Service<PixTransfers>()("@trilho/domain/PixTransfers", {
  make: Effect.gen(function* () {
    const store = yield* PixTransferStorePort.PixTransferStore
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger
    const outbox = yield* Outbox
    const ids = yield* Ids
    const transactor = yield* Transactor
    const locator = yield* ChargeLocatorPort.ChargeLocator
    const moves = yield* makeMoves
    const subaccounts = yield* ChargeSubaccounts

    /**
     * The subaccount a transfer is paid from: both subaccount flags on (`FeatureNotEnabled`), the account's
     * (`SubaccountNotFound`, a deleted one too), and money may leave it (`SubaccountLocked`: ACTIVE, lock mode neither
     * `full` nor `withdraw_only`).
     */
    const payingSubaccount = (merchant: Accounts.Merchant, subaccountId: string) =>
      Effect.gen(function* () {
        yield* requireSubaccountPix(merchant.flags)
        const found = yield* subaccounts.findById(merchant.id, subaccountId)
        if (Option.isNone(found) || found.value.status === "DELETED") {
          return yield* new SubaccountNotFound({ subaccountId })
        }
        return yield* gateOut(found.value)
      })

    const gateOut = (sub: SubaccountForDeposit) =>
      canWithdraw(sub)
        ? Effect.succeed(sub)
        : Effect.fail(
            new SubaccountLocked({ subaccountId: sub.id, direction: "out", status: sub.status, lockMode: sub.lockMode })
          )

    /**
     * Inside the create's transaction: locks the paying subaccount's row (its debits queue here), checks its gate
     * again, and checks the debit against its limits, counting the transfers not FAILED in its São Paulo day and month.
     */
    const checkSubaccountDebit = (record: PixTransferRecord, subaccountId: string, now: Date) =>
      Effect.gen(function* () {
        const locked = yield* subaccounts.findByIdForUpdate(record.accountId, subaccountId)
        if (Option.isNone(locked) || locked.value.status === "DELETED") {
          return yield* new SubaccountNotFound({ subaccountId })
        }
        const sub = yield* gateOut(locked.value)
        const usage = yield* store.sumSubaccountDebits(record.accountId, subaccountId, periodBounds(now))
        yield* fromEither(checkDebit(sub.limits ?? limitsNone, usage, record.amountCentavos))
      })

    /** A dynamic code: a charge of ours (paid on-us) or another PSP's (sent through the network). */
    const resolveDynamic = (sender: AccountId, destination: Extract<Destination, { _tag: "Dynamic" }>, now: Date) =>
      Effect.gen(function* () {
        const found = yield* locator.findByLocationUrl(destination.locationUrl)
        if (Option.isNone(found)) return { fixedCentavos: undefined, charge: undefined }
        const charge = found.value
        const notPayable = (message: string) => new ChargeNotPayable({ chargeId: charge.id, message })
        if (charge.accountId === sender) return yield* notPayable("the charge is the sending account's own")
        if (charge.status !== "PENDING") return yield* notPayable(`the charge is ${charge.status}`)
        if (charge.expiresAt.getTime() <= now.getTime()) return yield* notPayable("the charge expired")
        return { fixedCentavos: charge.amountCentavos as number, charge }
      })

    /**
     * Creates a transfer. Refuses: a bad field (`InvalidPixTransfer`), a bad key (`InvalidPixKey`), a bad BR Code or
     * CRC (`InvalidBrCode`), an amount other than the code's (`BrCodeAmountMismatch`), a charge of ours not payable,
     * a fee that takes it all, and `InsufficientFunds` when `withdrawable` is
     * short (nothing is written then). With an `externalReference` already used: the same body returns the first
     * record (`replayed`), another is `PixTransferReferenceConflict`. With `subaccountId` the subaccount pays: the
     * main account's fee plus its PIX-out surcharge (the surcharge part credited to the main account), from its
     * `spendablePadrao`, within its limits (`LimitExceeded`), refused while it is locked or DISABLED.
     */
    const create = Effect.fnUntraced(function* (input: CreatePixTransferInput) {
      const description = (yield* fromEither(
        text("description", input.description, pixTransferDescriptionLengthMax, true)
      ))!
      const externalReference = yield* fromEither(
        text("externalReference", input.externalReference, pixTransferExternalReferenceLengthMax, false)
      )
      const requestedCentavos = yield* fromEither(checkAmount(input.amountCentavos))
      const destination = yield* fromEither(parseDestination(input))
      const fingerprint = JSON.stringify([
        requestedCentavos ?? null,
        input.coverFee ?? null,
        description,
        destination._tag === "Key" ? [destination.pixKeyType, destination.pixKey] : destination.brCode,
        ...(input.subaccountId === undefined ? [] : [input.subaccountId])
      ])
      return yield* createOnce({
        reference: externalReference,
        fingerprint,
        find: (reference) => store.findByExternalReference(input.accountId, reference),
        conflict: ({ externalReference = "", id }) =>
          new PixTransferReferenceConflict({ externalReference, transferId: id }),
        duplicate: "DuplicatePixTransferReference",
        create: createNew(input, { description, externalReference, requestedCentavos, destination, fingerprint })
      })
    }, span("PixTransfers.create"))

    /** A transfer no earlier request made: priced, stored with its debit and event, then sent unless held. */
    const createNew = (
      input: CreatePixTransferInput,
      checked: {
        readonly description: string
        readonly externalReference: string | undefined
        readonly requestedCentavos: number | undefined
        readonly destination: Destination
        readonly fingerprint: string
      }
    ) =>
      Effect.gen(function* () {
        const { description, externalReference, requestedCentavos, destination, fingerprint } = checked
        const merchant = yield* Accounts.requireById(accounts, input.accountId)
        const paying =
          input.subaccountId === undefined ? undefined : yield* payingSubaccount(merchant, input.subaccountId)
        const now = yield* nowDate
        const dynamic =
          destination._tag === "Dynamic" ? yield* resolveDynamic(merchant.id, destination, now) : undefined
        const fixedCentavos =
          destination._tag === "Static" ? destination.fixedCentavos : (dynamic?.fixedCentavos ?? undefined)
        const priced = yield* fromEither(
          pricedAmount({ amountCentavos: requestedCentavos, coverFee: input.coverFee }, fixedCentavos)
        )
        const mainSchedule = yield* pixOutScheduleOf(merchant.flags)
        const schedule =
          paying === undefined ? mainSchedule : withSurcharge(mainSchedule, paying.pixOutSurcharge ?? feeScheduleZero)
        const amounts = yield* fromEither(transferAmounts(schedule, priced.amountCentavos, priced.coverFee))
        // The subaccount's surcharge part of the fee: its main account's profit (never negative, see `subaccountFee`).
        const profitCentavos =
          paying === undefined ? 0 : amounts.feeCentavos - feeFor(mainSchedule, amounts.debitCentavos)
        if (destination._tag !== "Key" && amounts.sentCentavos > brCodeAmountMaxCentavos) {
          return yield* new InvalidPixTransfer({ field: "amount", message: "the amount is above the BR Code maximum" })
        }
        const started = yield* fromEither(StateMachine.start(pixTransfer, "create")).pipe(Effect.orDie)
        const held = needsReview(amounts.debitCentavos, yield* reviewThresholdOf(merchant.flags))
        const id = yield* ids.next(pixTransferIdPrefix)
        const charge = dynamic?.charge
        const record: PixTransferRecord = {
          id,
          accountId: merchant.id,
          ...(input.apiKeyId === undefined ? {} : { apiKeyId: input.apiKeyId }),
          type: "PIX_OUT",
          status: started.to,
          amountCentavos: amounts.debitCentavos,
          feeCentavos: amounts.feeCentavos,
          netCentavos: amounts.sentCentavos,
          coverFee: priced.coverFee,
          description,
          ...(externalReference === undefined ? {} : { externalReference }),
          destinationKind:
            destination._tag === "Key"
              ? "KEY"
              : destination._tag === "Static"
                ? "STATIC_BR_CODE"
                : charge === undefined
                  ? "DYNAMIC_BR_CODE"
                  : "ON_US_CHARGE",
          ...(destination._tag === "Dynamic" ? {} : { pixKey: destination.pixKey, pixKeyType: destination.pixKeyType }),
          ...(destination._tag === "Key" ? {} : { brCode: destination.brCode }),
          ...(charge === undefined ? {} : { chargeId: charge.id, chargeAccountId: charge.accountId }),
          endToEndId: makeEndToEndId({ ispb: pixOutIspb, atMs: now.getTime(), random: sequenceOfUlid(idBodyOf(id)) }),
          review: held ? "PENDING" : "NONE",
          requestFingerprint: fingerprint,
          createdAt: now,
          updatedAt: now,
          ...(paying === undefined ? {} : { subaccountId: paying.id, profitCentavos: centavos(profitCentavos) })
        }
        const created = yield* transactor.transactionally(
          Effect.gen(function* () {
            if (paying !== undefined) yield* checkSubaccountDebit(record, paying.id, now)
            // The record first: in memory it rolls back when the ledger refuses; the ledger and outbox last.
            yield* store.insert(record)
            yield* ledger.post(debitEntryOf(record))
            yield* outbox.append(started.events.map((event) => pixEventOf(event, record, now)))
            return { record, replayed: false } satisfies PixTransferOutcome
          })
        )
        if (held) return created
        // The transfer is committed with its debit: a failure of the send itself leaves it PENDING for the resend loop,
        // and the create still answers with it (a 5xx here would invite a retry that debits again).
        const sent = yield* moves
          .send(created.record)
          .pipe(
            Effect.catch((error) =>
              Effect.as(Effect.logWarning(`PIX transfer ${created.record.id} not sent`, error), created.record)
            )
          )
        return { record: sent, replayed: false } satisfies PixTransferOutcome
      })

    /** The account's transfer with this id, or else with this `externalReference`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const byId = yield* store.findById(accountId, id)
      if (Option.isSome(byId)) return byId.value
      const byReference = yield* store.findByExternalReference(accountId, id)
      return Option.isSome(byReference) ? byReference.value : yield* new PixTransferNotFound({ id })
    }, span("PixTransfers.findById"))

    /** The polling payload of the account's transfer. */
    const status = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return toPixStatusView(yield* findById(accountId, id))
    }, span("PixTransfers.status"))

    /** A page of the account's transfers, newest first, with the PIX charge list's filters. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListChargesInput) {
      const { filters, page } = yield* fromEither(validateList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return { ...found, page: page.page, pageSize: page.pageSize, pages: Math.ceil(found.total / page.pageSize) }
    }, span("PixTransfers.list"))

    /**
     * Sends again the PENDING transfers not held by a review that were created at least `graceMs` before now (a crash
     * between the create's commit and its send leaves them so), oldest first, at most `limit`. The network is
     * idempotent by end-to-end id, so one already received is not sent twice. Returns how many moved on.
     */
    const resendPending = Effect.fnUntraced(function* (
      graceMs: number,
      limit: number = PixTransferStorePort.resendableMax
    ) {
      const now = yield* nowDate
      const due = yield* store.findResendable(new Date(now.getTime() - graceMs), limit)
      let moved = 0
      for (const record of due) {
        const after = yield* moves
          .send(record)
          .pipe(
            Effect.catch((error) => Effect.as(Effect.logWarning(`PIX transfer ${record.id} not resent`, error), record))
          )
        if (after.status !== "PENDING") moved++
      }
      return moved
    }, span("PixTransfers.resendPending"))

    return {
      create,
      findById,
      status,
      list,
      approve: moves.approve,
      refuse: moves.refuse,
      settle: moves.settle,
      fail: moves.fail,
      resendPending
    } as const
  })
}) {
  /** The service over the ports it reads (what `Effect.Service` made as `Default`). */
  static readonly Default = Layer.effect(PixTransfers, PixTransfers.make)

  /** The service over memory ports (the `Charges.Test` ports, a memory transfer store and charge locator). */
  static readonly Test = Layer.suspend(() =>
    Layer.provideMerge(
      PixTransfers.Default,
      Layer.provideMerge(Layer.merge(PixTransferStorePort.layerMemory, ChargeLocatorPort.layerMemory), Charges.Test)
    )
  )
}
