import { Clock, Effect, Either, Layer, Option } from "effect"
import type { EventType } from "../events/Catalog.ts"
import type { FeeExceedsAmount, GrossOutOfRange } from "../fees/Errors.ts"
import { pixInAmounts } from "../fees/Subaccount.ts"
import { splitOfNet } from "../fees/Split.ts"
import type { LedgerStoreError, PostError } from "../ledger/Errors.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId } from "../ledger/Model.ts"
import { encodeDynamic } from "../pix/BrCode.ts"
import { brCodeAmountMaxCentavos } from "../pix/BrCodeModel.ts"
import type { ChargeExpired, ChargeFailed, ChargePaid } from "../pix/Notices.ts"
import { foldAsciiTo } from "../pix/Text.ts"
import { merchantCityLengthMax, merchantNameLengthMax } from "../pix/BrCodeModel.ts"
import * as Accounts from "../ports/Accounts.ts"
import * as ChargeStore from "../ports/ChargeStore.ts"
import * as IdsPort from "../ports/Ids.ts"
import * as Outbox from "../ports/Outbox.ts"
import * as PixNetwork from "../ports/PixNetwork.ts"
import * as Transactor from "../ports/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { pixCharge, type PixChargeTrigger } from "../transactions/Machines.ts"
import { canDeposit } from "../subaccounts/Machine.ts"
import * as Config from "./Config.ts"
import { depositEntryOf } from "./Deposit.ts"
import {
  ChargeNotFound,
  type ChargeStatusChanged,
  type ChargeStoreError,
  ExternalReferenceConflict,
  FeatureNotConfigured,
  FeatureNotEnabled,
  InvalidChargeInput,
  InvalidSplitUser,
  PaidAmountMismatch,
  SubaccountNotFound,
  SubaccountNotReceiving,
  type SubaccountLookupError
} from "./Errors.ts"
import { ChargeFlag, flagOn, merchantCityOf, pixInScheduleOf } from "./Flags.ts"
import {
  ChargeId,
  type ChargePage,
  type ChargeRecord,
  type ChargeStatusView,
  chargeIdPrefix,
  toLean,
  toStatusView
} from "./Record.ts"
import {
  type CreateChargeInput,
  fingerprintOf,
  type ListChargesInput,
  validateCreate,
  validateList
} from "./Request.ts"
import * as Subaccounts from "./Subaccounts.ts"

/** A charge and whether the call found it already done (an `externalReference` replay, a repeated notice). */
export interface ChargeOutcome {
  readonly record: ChargeRecord
  readonly replayed: boolean
}

/** One page of a charge list, with the paging fields of the spec's list envelope. */
export interface ChargeListPage extends ChargePage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/** What one `expireDue` pass did: the charges it expired, and those a concurrent change took first. */
export interface ExpiryPass {
  readonly expired: ReadonlyArray<ChargeRecord>
  readonly skipped: number
}

/** Charges expired per `expireDue` call by default (each in its own transaction). */
export const expireDueBatchDefault = 100

export type CreateChargeError =
  | InvalidChargeInput
  | ExternalReferenceConflict
  | InvalidSplitUser
  | FeatureNotEnabled
  | FeatureNotConfigured
  | SubaccountNotFound
  | SubaccountNotReceiving
  | FeeExceedsAmount
  | GrossOutOfRange
  | Accounts.MerchantNotFound
  | Accounts.AccountStoreError
  | SubaccountLookupError
  | PixNetwork.PixNetworkError
  | ChargeStoreError
  | Outbox.OutboxStoreError

export type ConfirmPaidError =
  | ChargeNotFound
  | PaidAmountMismatch
  | StateMachine.InvalidTransition
  | ChargeStatusChanged
  | PostError
  | LedgerStoreError
  | ChargeStoreError
  | Outbox.OutboxStoreError

export type SettleError =
  ChargeNotFound | StateMachine.InvalidTransition | ChargeStatusChanged | ChargeStoreError | Outbox.OutboxStoreError

const fromEither = <A, E>(either: Either.Either<A, E>): Effect.Effect<A, E> =>
  Either.isRight(either) ? Effect.succeed(either.right) : Effect.fail(either.left)

const nowDate = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/**
 * The receive-PIX use cases (`payment-pix/*`): create a dynamic QR charge, act on the network's notices (paid,
 * failed, expired), expire charges left unpaid, read and list. Every state change writes its status, its ledger entry
 * (a payment) and its events (lean payloads, no QR field) in one `Transactor.transactionally`; the status moves by
 * compare-and-set through the `pixCharge` machine, so a concurrent change is refused cleanly, never applied twice.
 *
 * The `Ledger` given must post in the caller's transaction: the unbatched ledger does; a batched one posts from its
 * own fiber, outside it.
 */
export class Charges extends Effect.Service<Charges>()("@trilho/domain/Charges", {
  effect: Effect.gen(function* () {
    const store = yield* ChargeStore.ChargeStore
    const transactor = yield* Transactor.Transactor
    const outbox = yield* Outbox.Outbox
    const accounts = yield* Accounts.Accounts
    const network = yield* PixNetwork.PixNetwork
    const ids = yield* IdsPort.Ids
    const ledger = yield* Ledger
    const subaccounts = yield* Subaccounts.ChargeSubaccounts
    const config = yield* Config.ChargesConfig

    const eventOf = (eventType: EventType, record: ChargeRecord, at: Date): Outbox.OutboxEventInput => ({
      accountId: record.accountId,
      eventType,
      aggregateId: record.id,
      apiKeyId: record.apiKeyId,
      payload: toLean(record, "event"),
      createdAt: at
    })

    const replayOrConflict = (existing: ChargeRecord, fingerprint: string) =>
      existing.requestFingerprint === fingerprint
        ? Effect.succeed<ChargeOutcome>({ record: existing, replayed: true })
        : Effect.fail(
            new ExternalReferenceConflict({
              externalReference: existing.externalReference ?? "",
              chargeId: existing.id
            })
          )

    /** The receiving side of a charge for a subaccount: feature flags, existence, deposit gate; its surcharge. */
    const subaccountSurcharge = (merchant: Accounts.Merchant, subaccountId: string) =>
      Effect.gen(function* () {
        if (!flagOn(merchant.flags, ChargeFlag.subaccounts)) {
          return yield* new FeatureNotEnabled({ feature: "subaccounts", message: "subaccounts are not enabled" })
        }
        if (!flagOn(merchant.flags, ChargeFlag.subaccountPix)) {
          return yield* new FeatureNotEnabled({
            feature: "subaccount_pix",
            message: "PIX for subaccounts is not enabled"
          })
        }
        const found = yield* subaccounts.findById(merchant.id, subaccountId)
        if (Option.isNone(found)) return yield* new SubaccountNotFound({ subaccountId })
        const sub = found.value
        if (!canDeposit(sub)) {
          return yield* new SubaccountNotReceiving({ subaccountId, status: sub.status, lockMode: sub.lockMode })
        }
        return sub.pixInSurcharge
      })

    /** The split partner named by e-mail: another merchant. */
    const splitPartner = (merchant: Accounts.Merchant, email: string) =>
      Effect.gen(function* () {
        const partner = yield* accounts.findByEmail(email)
        if (Option.isNone(partner)) {
          return yield* new InvalidSplitUser({ reason: "unknown", message: "splitUser names no account" })
        }
        if (partner.value.id === merchant.id) {
          return yield* new InvalidSplitUser({ reason: "self", message: "splitUser is the charging account itself" })
        }
        return partner.value.id
      })

    /**
     * Creates a PIX charge: validates the request, prices it (fee, net, split, subaccount profit), registers it with
     * the PIX network (outside any transaction), encodes its dynamic BR Code, then stores it PENDING and appends
     * `payment.created` in one transaction. With an `externalReference` already used by the account: the same body
     * returns the stored charge (`replayed`), another body is `ExternalReferenceConflict`.
     */
    const create = Effect.fn("Charges.create")(function* (input: CreateChargeInput) {
      const valid = yield* fromEither(validateCreate(input))
      const fingerprint = fingerprintOf(valid)
      const byReference = (externalReference: string) =>
        Effect.flatMap(store.findByExternalReference(valid.accountId, externalReference), (found) =>
          Option.isSome(found) ? replayOrConflict(found.value, fingerprint) : Effect.succeed(undefined)
        )
      if (valid.externalReference !== undefined) {
        const earlier = yield* byReference(valid.externalReference)
        if (earlier !== undefined) return earlier
      }
      const merchant = yield* Effect.flatMap(accounts.findById(valid.accountId), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new Accounts.MerchantNotFound({ accountId: valid.accountId }))
      )
      if (valid.emitFiscalInvoice && !flagOn(merchant.flags, ChargeFlag.fiscalInvoiceAuto)) {
        return yield* new FeatureNotConfigured({
          feature: "fiscal_invoice",
          message: "emitFiscalInvoice needs automatic fiscal issuing configured on the account"
        })
      }
      const surcharge =
        valid.subaccountId === undefined ? undefined : yield* subaccountSurcharge(merchant, valid.subaccountId)
      const partnerId = valid.split === undefined ? undefined : yield* splitPartner(merchant, valid.split.email)
      const schedule = yield* pixInScheduleOf(merchant.flags)
      const amounts = yield* fromEither(
        pixInAmounts({
          schedule,
          surcharge,
          amountCentavos: valid.amountCentavos,
          coverFee: valid.coverFee,
          splitBps: valid.split?.bps
        })
      )
      if (amounts.grossCentavos > brCodeAmountMaxCentavos) {
        return yield* new InvalidChargeInput({
          field: "amount",
          message: "the charge's amount is above the QR maximum"
        })
      }
      const started = yield* fromEither(StateMachine.start(pixCharge, "create")).pipe(Effect.orDie)
      const now = yield* nowDate
      const id = ChargeId.make(yield* ids.next(chargeIdPrefix))
      const expiresAt = new Date(now.getTime() + valid.expirationSeconds * 1000)
      const registered = yield* network.registerCharge({
        txid: id.slice(chargeIdPrefix.length + 1),
        amountCentavos: amounts.grossCentavos,
        expiresAt,
        description: valid.description,
        ...(valid.payer === undefined ? {} : { payer: valid.payer })
      })
      const locationUrl = Option.getOrUndefined(
        Option.orElse(config.locationUrlFor(id), () => Option.fromNullable(registered.locationUrl))
      )
      if (locationUrl === undefined) {
        return yield* Effect.dieMessage("no BR Code location: PAY_URL is not https and the network gave none")
      }
      const name = foldAsciiTo(merchant.name, merchantNameLengthMax)
      const city = foldAsciiTo(merchantCityOf(merchant.flags) ?? "", merchantCityLengthMax)
      const copyPaste = yield* fromEither(
        encodeDynamic({
          merchantName: name === "" ? config.merchantNameDefault : name,
          merchantCity: city === "" ? config.merchantCityDefault : city,
          amountCentavos: amounts.grossCentavos,
          locationUrl
        })
      ).pipe(Effect.orDie)
      const record: ChargeRecord = {
        id,
        accountId: valid.accountId,
        ...(valid.apiKeyId === undefined ? {} : { apiKeyId: valid.apiKeyId }),
        type: "PIX_IN",
        status: started.to,
        amountCentavos: amounts.grossCentavos,
        feeCentavos: amounts.feeCentavos,
        netCentavos: amounts.netCentavos,
        platformFeeCentavos: amounts.platformFeeCentavos,
        profitCentavos: amounts.profitCentavos,
        currency: "BRL",
        description: valid.description,
        ...(valid.externalReference === undefined ? {} : { externalReference: valid.externalReference }),
        txid: id.slice(chargeIdPrefix.length + 1),
        referenceId: registered.referenceId,
        ...(valid.payer === undefined ? {} : { requestedPayer: valid.payer }),
        copyPaste,
        locationUrl,
        qrcodeUrl: config.qrcodeUrlFor(id),
        expirationSeconds: valid.expirationSeconds,
        expiresAt,
        ...(valid.subaccountId === undefined ? {} : { subaccountId: valid.subaccountId }),
        ...(valid.split === undefined || partnerId === undefined
          ? {}
          : {
              split: {
                accountId: partnerId,
                bps: valid.split.bps,
                amountCentavos: splitOfNet(amounts.netCentavos, valid.split.bps).partnerCentavos
              }
            }),
        coverFee: valid.coverFee,
        emitFiscalInvoice: valid.emitFiscalInvoice,
        requestFingerprint: fingerprint,
        createdAt: now,
        updatedAt: now
      }
      return yield* transactor
        .transactionally(
          Effect.zipRight(
            store.insert(record),
            outbox.append(started.events.map((event) => eventOf(event, record, now)))
          )
        )
        .pipe(
          Effect.as<ChargeOutcome>({ record, replayed: false }),
          // A concurrent request with the same reference won the unique constraint: answer as if it came first.
          Effect.catchTag("DuplicateExternalReference", (duplicate) =>
            Effect.flatMap(byReference(duplicate.externalReference), (earlier) =>
              earlier !== undefined ? Effect.succeed(earlier) : Effect.dieMessage("duplicate reference vanished")
            )
          )
        )
    })

    const findByReferenceId = (referenceId: string) =>
      Effect.flatMap(store.findByReferenceId(referenceId), (found) =>
        Option.isSome(found)
          ? Effect.succeed(found.value)
          : Effect.fail(new ChargeNotFound({ by: "referenceId", value: referenceId }))
      )

    /**
     * Moves a charge with `trigger` by compare-and-set, writing `fields` and the move's events in one transaction;
     * `also` runs inside it after the status change (the ledger entry of a payment). When another request moved the
     * charge first, the decision is taken again on the status found: `done` says whether that status already is
     * this call's outcome (a replay).
     */
    const move = <E, R>(
      record: ChargeRecord,
      trigger: PixChargeTrigger,
      fields: (now: Date) => Omit<ChargeStore.ChargeStatusUpdate, "updatedAt">,
      done: (current: ChargeRecord) => boolean,
      also: (updated: ChargeRecord, now: Date) => Effect.Effect<unknown, E, R>
    ) => {
      const attempt = (
        current: ChargeRecord,
        retry: boolean
      ): Effect.Effect<
        ChargeOutcome,
        | E
        | StateMachine.InvalidTransition
        | ChargeNotFound
        | ChargeStatusChanged
        | ChargeStoreError
        | Outbox.OutboxStoreError,
        R
      > =>
        Effect.gen(function* () {
          if (done(current)) return { record: current, replayed: true }
          const outcome = yield* fromEither(StateMachine.transition(pixCharge, current.status, trigger))
          const now = yield* nowDate
          return yield* transactor.transactionally(
            Effect.gen(function* () {
              const updated = yield* store.updateStatus(current.accountId, current.id, current.status, outcome.to, {
                ...fields(now),
                updatedAt: now
              })
              yield* also(updated, now)
              yield* outbox.append(outcome.events.map((event) => eventOf(event, updated, now)))
              return { record: updated, replayed: false }
            })
          )
        }).pipe(
          Effect.catchTag("ChargeStatusChanged", (changed) =>
            retry
              ? Effect.flatMap(store.findById(current.accountId, current.id), (found) =>
                  Option.isSome(found) ? attempt(found.value, false) : Effect.fail(changed)
                )
              : Effect.fail(changed)
          )
        )
      return attempt(record, true)
    }

    /**
     * A payment notice: PENDING → COMPLETED (`deposit_confirmed`), the deposit's journal entry through the `Ledger`
     * (net to the receiver under the 24 h lock, fee to `sys:fee_revenue`, split to the partner, all against
     * `sys:pix_clearing`), `endToEndId`, `payer` and `completedAt` set, `payment.paid` appended, in one transaction.
     * The same notice again (same `endToEndId`) is a no-op success (`replayed`); a payment of a charge no longer
     * PENDING (expired, failed) is the machine's `InvalidTransition`.
     */
    const confirmPaid = Effect.fn("Charges.confirmPaid")(function* (notice: ChargePaid) {
      const record = yield* findByReferenceId(notice.referenceId)
      const same = (r: ChargeRecord) => r.status !== "PENDING" && r.endToEndId === notice.endToEndId
      if (!same(record) && notice.amountCentavos !== record.amountCentavos) {
        return yield* new PaidAmountMismatch({
          chargeId: record.id,
          expectedCentavos: record.amountCentavos,
          paidCentavos: notice.amountCentavos
        })
      }
      return yield* move(
        record,
        "deposit_confirmed",
        () => ({ endToEndId: notice.endToEndId, payer: notice.payer, completedAt: notice.paidAt }),
        same,
        (updated, now) =>
          Effect.flatMap(
            Effect.map(ids.next("ent"), (entryId) => depositEntryOf(updated, EntryId.make(entryId), now)),
            ledger.post
          )
      )
    })

    /** A failure notice: PENDING → FAILED (`receive_failed`) with `payment.failed`; again is a no-op success. */
    const fail = Effect.fn("Charges.fail")(function* (notice: ChargeFailed) {
      const record = yield* findByReferenceId(notice.referenceId)
      return yield* move(
        record,
        "receive_failed",
        () => ({ failureReason: notice.reason }),
        (r) => r.status === "FAILED",
        () => Effect.void
      )
    })

    const expireRecord = (record: ChargeRecord) =>
      move(
        record,
        "qr_expired",
        () => ({}),
        (r) => r.status === "CANCELED",
        () => Effect.void
      )

    /**
     * An expiry notice of the network: PENDING → CANCELED (`qr_expired`) with `payment.pix.expired`. The network is
     * the authority on its own expiry; again is a no-op success.
     */
    const expire = Effect.fn("Charges.expire")(function* (notice: ChargeExpired) {
      return yield* expireRecord(yield* findByReferenceId(notice.referenceId))
    })

    /**
     * Expires up to `limit` PENDING charges whose `expiresAt` is at or before `now`, earliest first, each in its own
     * transaction. A charge paid (or failed) between the read and its compare-and-set is skipped: the payment wins.
     */
    const expireDue = Effect.fn("Charges.expireDue")(function* (now: Date, limit: number = expireDueBatchDefault) {
      const due = yield* store.findExpiring(now, limit)
      const expired: Array<ChargeRecord> = []
      let skipped = 0
      for (const record of due) {
        if (record.status !== "PENDING" || record.expiresAt.getTime() > now.getTime()) continue
        const outcome = yield* expireRecord(record).pipe(
          Effect.map((o): ChargeOutcome | undefined => o),
          Effect.catchTags({
            ChargeStatusChanged: () => Effect.succeed(undefined),
            InvalidTransition: () => Effect.succeed(undefined),
            ChargeNotFound: () => Effect.succeed(undefined)
          })
        )
        if (outcome === undefined || outcome.replayed) skipped++
        else expired.push(outcome.record)
      }
      return { expired, skipped } satisfies ExpiryPass
    })

    /** The account's charge with this id; another account's is `ChargeNotFound`. */
    const findById = Effect.fn("Charges.findById")(function* (accountId: AccountId, id: string) {
      const found = yield* store.findById(accountId, id)
      return Option.isSome(found) ? found.value : yield* new ChargeNotFound({ by: "id", value: id })
    })

    /** The account's charge with this `externalReference`. */
    const findByExternalReference = Effect.fn("Charges.findByExternalReference")(function* (
      accountId: AccountId,
      externalReference: string
    ) {
      const found = yield* store.findByExternalReference(accountId, externalReference)
      return Option.isSome(found)
        ? found.value
        : yield* new ChargeNotFound({ by: "externalReference", value: externalReference })
    })

    /** The polling payload of the account's charge (`GET /payment-pix/status/{id}`). */
    const status = Effect.fn("Charges.status")(function* (accountId: AccountId, id: string) {
      return toStatusView(yield* findById(accountId, id)) satisfies ChargeStatusView
    })

    /** A page of the account's charges, newest first, with the spec's filters. */
    const list = Effect.fn("Charges.list")(function* (accountId: AccountId, query: ListChargesInput) {
      const { filters, page } = yield* fromEither(validateList(query))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return {
        ...found,
        page: page.page,
        pageSize: page.pageSize,
        pages: Math.ceil(found.total / page.pageSize)
      } satisfies ChargeListPage
    })

    return {
      create,
      confirmPaid,
      fail,
      expire,
      expireDue,
      findById,
      findByExternalReference,
      status,
      list
    } as const
  })
}) {
  /**
   * The service over memory ports (charges, outbox, merchants, ledger, PIX network, subaccounts, memory transactor),
   * counter ids and `PAY_URL` `https://pay.trilho.test`. Provides the ports too, for tests to inspect them.
   */
  static readonly Test = Layer.suspend(() => {
    const transactor = Transactor.layerMemory
    const ledger = Layer.provideMerge(Accounts.layerMemory, Ledger.Test)
    const ports = Layer.mergeAll(
      Layer.provideMerge(ChargeStore.layerMemory, transactor),
      Outbox.layerMemory,
      PixNetwork.layerMemory,
      Subaccounts.layerMemory,
      Config.layer({ ...Config.settingsDefault, payUrl: "https://pay.trilho.test" }),
      ledger
    )
    return Layer.provideMerge(Charges.Default, Layer.merge(ports, IdsPort.layerCounter))
  })
}
