import { Effect, Option } from "effect"
import { fromEither, nowDate } from "../charges/Common.ts"
import { type ChargeStoreError, FeatureNotEnabled, SubaccountNotFound } from "../charges/Errors.ts"
import { ChargeFlag, flagOn } from "../charges/Flags.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import { ChargeSubaccounts } from "../charges/Subaccounts.ts"
import { refundEntry } from "../ledger/Entries.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { type AccountId, EntryId } from "../ledger/Model.ts"
import * as Accounts from "../accounts/Accounts.ts"
import { ChargeStore } from "../charges/ChargeStore.ts"
import { Ids } from "../shared/Ids.ts"
import { Outbox } from "../events/Outbox.ts"
import { RefundStore } from "./RefundStore.ts"
import { Transactor } from "../shared/Transactor.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { span } from "../shared/Tracing.ts"
import { canWithdraw } from "../subaccounts/Machine.ts"
import { pixCharge } from "../transactions/Machines.ts"
import { receiverOf, refundAmountsOf } from "./Amounts.ts"
import { chargeOf, eventOf, refundEntryDescription, refundEntryKey, type RefundOutcome } from "./Common.ts"
import { DepositAlreadyRefunded, DepositNotRefundable, RefundIdConflict, RefundNotFound } from "./Errors.ts"
import type { RefundHandOver } from "./HandOver.ts"
import { refundScheduleOf } from "./Pricing.ts"
import { isActiveRefund, refundIdPrefix, type RefundRecord } from "./Record.ts"
import {
  type CreateRefundInput,
  refundFingerprintOf,
  validateRefundCreate,
  type ValidRefundRequest
} from "./Request.ts"

const notRefundable = (charge: ChargeRecord, message: string) =>
  new DepositNotRefundable({ chargeId: charge.id, message })

/** Refuses a `subaccountId` while subaccounts, or PIX for them, are not enabled on the merchant. */
const checkSubaccountFlags = (merchant: Accounts.Merchant, valid: ValidRefundRequest) => {
  if (valid.subaccountId === undefined) return Effect.void
  if (!flagOn(merchant.flags, ChargeFlag.subaccounts)) {
    return Effect.fail(new FeatureNotEnabled({ feature: "subaccounts", message: "subaccounts are not enabled" }))
  }
  if (!flagOn(merchant.flags, ChargeFlag.subaccountPix)) {
    return Effect.fail(
      new FeatureNotEnabled({ feature: "subaccount_pix", message: "PIX for subaccounts is not enabled" })
    )
  }
  return Effect.void
}

/** Refuses a deposit that the subaccount the request names (if any) did not receive. */
const checkReceiver = (charge: ChargeRecord, valid: ValidRefundRequest) =>
  valid.subaccountId !== undefined && charge.subaccountId !== valid.subaccountId
    ? Effect.fail(notRefundable(charge, `deposit ${charge.id} was not received by subaccount ${valid.subaccountId}`))
    : Effect.void

/**
 * The end-to-end id of a deposit that may be refunded now: not refunded nor being refunded (`latest`), COMPLETED
 * and with an end-to-end id.
 */
const refundableEndToEndId = (charge: ChargeRecord, latest: RefundRecord | undefined) => {
  if (charge.status === "REVERSED" || (latest !== undefined && isActiveRefund(latest))) {
    return Effect.fail(new DepositAlreadyRefunded({ chargeId: charge.id, refundId: latest?.refundId ?? "" }))
  }
  if (charge.status !== "COMPLETED") {
    return Effect.fail(notRefundable(charge, `only a COMPLETED deposit is refunded; ${charge.id} is ${charge.status}`))
  }
  if (charge.endToEndId === undefined) {
    return Effect.fail(notRefundable(charge, `deposit ${charge.id} has no endToEndId`))
  }
  return Effect.succeed(charge.endToEndId)
}

/** The account's deposit named by id or end-to-end id. */
const findDeposit = (
  store: RefundStore["Service"],
  charges: ChargeStore["Service"],
  accountId: AccountId,
  deposit: ValidRefundRequest["deposit"]
) =>
  Effect.gen(function* () {
    const chargeId =
      deposit.by === "transactionId"
        ? Option.some(deposit.value)
        : yield* store.findChargeIdByEndToEndId(accountId, deposit.value)
    const charge = Option.isSome(chargeId) ? yield* charges.findById(accountId, chargeId.value) : Option.none()
    return Option.isSome(charge) ? charge.value : yield* new RefundNotFound({ id: deposit.value })
  })

/** The PIX-out surcharge of the subaccount that received `charge`, and its withdrawal gate. */
const subaccountSurcharge = (subaccounts: ChargeSubaccounts["Service"], charge: ChargeRecord, subaccountId: string) =>
  Effect.gen(function* () {
    const found = yield* subaccounts.findById(charge.accountId, subaccountId)
    if (Option.isNone(found)) return yield* new SubaccountNotFound({ subaccountId })
    if (!canWithdraw(found.value)) {
      return yield* notRefundable(charge, `subaccount ${subaccountId} does not allow money to leave it`)
    }
    return found.value.pixOutSurcharge
  })

/** The `REFUND` journal entry of a new refund: its deposit's net and the exit fee, from the account the deposit paid. */
const debitOf = (record: RefundRecord) =>
  refundEntry(
    {
      id: EntryId.make(record.id),
      accountId: record.accountId,
      transactionId: record.chargeId,
      idempotencyKey: refundEntryKey(record.id),
      description: refundEntryDescription,
      createdAt: record.requestedAt
    },
    {
      payer: record.ledgerAccountId,
      refundCentavos: record.depositNetCentavos,
      feeCentavos: record.transferFeeCentavos,
      depositUnlockAt: record.depositUnlockAt
    }
  )

/** The request's checks, amounts and record of `Refunds.create`, over its ports; nothing is written. */
const makePrepare = Effect.gen(function* () {
  const store = yield* RefundStore
  const charges = yield* ChargeStore
  const accounts = yield* Accounts.Accounts
  const subaccounts = yield* ChargeSubaccounts
  const ids = yield* Ids

  return (valid: ValidRefundRequest, fingerprint: string) =>
    Effect.gen(function* () {
      const merchant = yield* Accounts.requireById(accounts, valid.accountId)
      yield* checkSubaccountFlags(merchant, valid)
      const charge = yield* findDeposit(store, charges, merchant.id, valid.deposit)
      yield* checkReceiver(charge, valid)
      const latest = (yield* store.findLatestByCharges(merchant.id, [charge.id])).get(charge.id)
      const endToEndId = yield* refundableEndToEndId(charge, latest)
      const move = yield* fromEither(StateMachine.transition(pixCharge, charge.status, "refund_requested"))
      const surcharge =
        charge.subaccountId === undefined
          ? undefined
          : yield* subaccountSurcharge(subaccounts, charge, charge.subaccountId)
      const amounts = refundAmountsOf(charge, yield* refundScheduleOf(merchant.flags), surcharge)
      if (amounts.depositNetCentavos <= 0) {
        // A split of the whole net left nothing of the deposit in the account: there is nothing of it to return.
        return yield* notRefundable(
          charge,
          `deposit ${charge.id} left nothing in the account to refund (its net went to the split partner)`
        )
      }
      const ledgerAccountId = receiverOf(charge)
      const depositUnlockAt = yield* store.findDepositUnlockAt(merchant.id, charge.id, ledgerAccountId)
      if (Option.isNone(depositUnlockAt)) {
        return yield* Effect.die(new Error(`deposit ${charge.id} has no ledger entry`))
      }
      const now = yield* nowDate
      const id = yield* ids.next(refundIdPrefix)
      const record: RefundRecord = {
        id,
        accountId: merchant.id,
        refundId: valid.refundId ?? id,
        chargeId: charge.id,
        endToEndId,
        status: "REQUESTED",
        nature: valid.nature,
        ...(valid.description === undefined ? {} : { description: valid.description }),
        ...amounts,
        ledgerAccountId,
        ...(charge.subaccountId === undefined ? {} : { subaccountId: charge.subaccountId }),
        depositUnlockAt: depositUnlockAt.value,
        ...(valid.apiKeyId === undefined ? {} : { apiKeyId: valid.apiKeyId }),
        requestFingerprint: fingerprint,
        requestedAt: now,
        updatedAt: now
      }
      return { charge, record, events: move.events }
    })
})

/** The refund made earlier under `refundId`, if the same request made it; else a conflict. */
const earlierRefund = (
  store: RefundStore["Service"],
  charges: ChargeStore["Service"],
  accountId: AccountId,
  refundId: string,
  fingerprint: string
) =>
  Effect.flatMap(
    store.findByRefundId(accountId, refundId),
    (found): Effect.Effect<RefundOutcome | undefined, RefundIdConflict | ChargeStoreError> =>
      Option.isNone(found)
        ? Effect.succeed(undefined)
        : found.value.requestFingerprint === fingerprint
          ? Effect.map(chargeOf(charges, found.value.accountId, found.value.chargeId), (charge) => ({
              charge,
              refund: found.value,
              replayed: true
            }))
          : Effect.fail(new RefundIdConflict({ refundId: found.value.refundId }))
  )

/** The refund request use case of `Refunds`, over its ports. */
export const makeCreate = ({ handOver }: RefundHandOver) =>
  Effect.gen(function* () {
    const store = yield* RefundStore
    const charges = yield* ChargeStore
    const ledger = yield* Ledger
    const outbox = yield* Outbox
    const transactor = yield* Transactor
    const prepare = yield* makePrepare

    const byRefundId = (accountId: AccountId, refundId: string, fingerprint: string) =>
      earlierRefund(store, charges, accountId, refundId, fingerprint)

    /**
     * Refunds a deposit in full. Refuses a request without exactly one of `transactionId` and `e2eId`
     * (`InvalidRefundInput`), `subaccountId` while subaccounts are not enabled (`FeatureNotEnabled`), a deposit of
     * another account or none (`RefundNotFound`), one not COMPLETED or without an end-to-end id
     * (`DepositNotRefundable`), one already refunded or being refunded (`DepositAlreadyRefunded`), and
     * `InsufficientFunds` when the account cannot cover the debit; nothing is written then. Otherwise, in one
     * transaction: the refund REQUESTED, its debit (`Entries.refundEntry`: the deposit's net to `sys:pix_clearing`
     * under the deposit's own lock, the fee to `sys:fee_revenue` from `withdrawable`) and `refund.requested`; then the
     * PIX network is asked. A network refusal or outage fails the refund at once and returns the debit. With a
     * `refundId` already used: the same body returns the first refund (`replayed`), another is `RefundIdConflict`.
     */
    return Effect.fnUntraced(function* (input: CreateRefundInput) {
      const valid = yield* fromEither(validateRefundCreate(input))
      const fingerprint = refundFingerprintOf(valid)
      if (valid.refundId !== undefined) {
        const earlier = yield* byRefundId(valid.accountId, valid.refundId, fingerprint)
        if (earlier !== undefined) return earlier
      }
      const { charge, events, record } = yield* prepare(valid, fingerprint)
      const requested = yield* transactor
        .transactionally(
          Effect.gen(function* () {
            // The record first: in memory it rolls back when the ledger refuses; the ledger and outbox last.
            yield* store.insert(record)
            yield* ledger.post(debitOf(record))
            yield* outbox.append(events.map((event) => eventOf(event, charge, record, record.requestedAt)))
            return undefined
          })
        )
        .pipe(
          Effect.map((): RefundOutcome | undefined => undefined),
          // A concurrent request won a unique constraint: the same refundId answers as if it came first.
          Effect.catchTags({
            DuplicateRefundId: (duplicate) =>
              Effect.flatMap(byRefundId(valid.accountId, duplicate.refundId, fingerprint), (earlier) =>
                earlier !== undefined ? Effect.succeed(earlier) : Effect.die(new Error("duplicate refundId vanished"))
              ),
            DuplicateActiveRefund: () =>
              Effect.flatMap(store.findLatestByCharges(record.accountId, [charge.id]), (found) =>
                Effect.fail(
                  new DepositAlreadyRefunded({ chargeId: charge.id, refundId: found.get(charge.id)?.refundId ?? "" })
                )
              )
          })
        )
      if (requested !== undefined) return requested
      // Handed over after the commit: the money is reserved before the network may move it.
      return yield* handOver(charge, record, "fail")
    }, span("Refunds.create"))
  })
