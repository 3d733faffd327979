import { Effect, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { fromEither, nowDate } from "../charges/Common.ts"
import { Outbox } from "../events/Outbox.ts"
import { billingAmounts } from "../fees/Billing.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId, JournalEntry } from "../ledger/Model.ts"
import { parse as parseBrCode } from "../pix/BrCodeParse.ts"
import * as StateMachine from "../shared/StateMachine.ts"
import { Transactor } from "../shared/Transactor.ts"
import { decodeBarcode, decodeDigitableLine } from "./boleto/Barcode.ts"
import { saoPauloDate } from "./Calendar.ts"
import { billingCreditEntryOf, billingEventOf, billingRefundEntryOf } from "./Credit.ts"
import { makeBillingInvoicing } from "./Invoicing.ts"
import { BillingNotFound, BillingStatusConflict, InvalidBilling } from "./Errors.ts"
import { billing, type BillingTrigger } from "./Machine.ts"
import { amountDueOn, scheduleOfMethod } from "./Pricing.ts"
import type { BillingRecord } from "./Record.ts"
import { BillingStore } from "./Store.ts"

/** Times a move is tried again after another writer moved the billing first. */
export const billingWriteAttemptsMax = 3

/** Billings the overdue pass moves by default (each in its own transaction). */
export const overdueBatchDefault = 100

/** How a sandbox payment names its billing: a boleto's digitable line or barcode, a PIX billing's id or BR Code. */
export type PaymentReference =
  | { readonly kind: "boleto"; readonly line: string }
  | { readonly kind: "pix"; readonly id?: string | undefined; readonly copyPaste?: string | undefined }

const action: Record<
  "payment_received" | "refund" | "cancel" | "due_date_passed",
  "pay" | "refund" | "cancel" | "overdue"
> = {
  payment_received: "pay",
  refund: "refund",
  cancel: "cancel",
  due_date_passed: "overdue"
}

/** The writes every move of a billing goes through: the compare-and-set move, its retry, the read of a billing. */
export const makeWriter = Effect.gen(function* () {
  const store = yield* BillingStore
  const ledger = yield* Ledger
  const outbox = yield* Outbox
  const transactor = yield* Transactor

  /**
   * Moves `record` by `trigger` to `next` in one transaction: the compare-and-set write, the ledger entry (if any),
   * the machine's events, then what follows the move (the fiscal invoice of a payment or a refund). A move the machine
   * refuses is `BillingStatusConflict`.
   */
  const write = <E = never>(
    record: BillingRecord,
    trigger: BillingTrigger,
    build: (to: BillingRecord["status"]) => BillingRecord,
    entryOf?: (updated: BillingRecord) => JournalEntry,
    follow?: (updated: BillingRecord) => Effect.Effect<void, E>
  ) =>
    Effect.gen(function* () {
      const moved = StateMachine.transition(billing, record.status, trigger)
      if (Result.isFailure(moved)) {
        return yield* new BillingStatusConflict({
          billingId: record.id,
          status: record.status,
          action: trigger in action ? action[trigger as keyof typeof action] : "pay"
        })
      }
      const next = { ...build(moved.success.to), version: record.version + 1 }
      return yield* transactor.transactionally(
        Effect.gen(function* () {
          const updated = yield* store.update(next, record.version)
          if (entryOf !== undefined) yield* ledger.post(entryOf(updated))
          yield* outbox.append(moved.success.events.map((e) => billingEventOf(e, updated, updated.updatedAt)))
          if (follow !== undefined) yield* follow(updated)
          return updated
        })
      )
    })

  /** Reads and moves, reading again when another writer came first (up to `billingWriteAttemptsMax` times). */
  const retrying = <E, R>(
    find: Effect.Effect<BillingRecord, E | BillingNotFound>,
    move: (record: BillingRecord) => Effect.Effect<BillingRecord, E, R>
  ) =>
    Effect.gen(function* () {
      for (let left = billingWriteAttemptsMax; ; left--) {
        const record = yield* find
        const done = yield* move(record).pipe(
          Effect.map(Option.some),
          Effect.catchIf(
            (e): e is E & { readonly _tag: "BillingChanged" } =>
              left > 1 && typeof e === "object" && e !== null && (e as { _tag?: unknown })._tag === "BillingChanged",
            () => Effect.succeedNone
          )
        )
        if (Option.isSome(done)) return done.value
      }
    })

  const required = (found: Effect.Effect<Option.Option<BillingRecord>, any>, id: string) =>
    Effect.flatMap(found, (o) =>
      Option.isSome(o) ? Effect.succeed(o.value) : Effect.fail(new BillingNotFound({ id }))
    )

  /**
   * The full refund move of the account's billing: REFUNDED at `now` with `payment.refunded`, its net taken back once
   * (`billingRefundEntryOf`), then `follow` in the same transaction (a fiscal invoice's cancel, a processor's refund).
   */
  const refundMove = <E>(
    accountId: AccountId,
    id: string,
    description: string | undefined,
    follow: (updated: BillingRecord) => Effect.Effect<void, E>
  ) =>
    Effect.gen(function* () {
      const now = yield* nowDate
      return yield* retrying(required(store.findById(accountId, id), id), (record) =>
        write(
          record,
          "refund",
          (status) => ({
            ...record,
            status,
            refundedAt: now,
            updatedAt: now,
            ...(description === undefined ? {} : { refundDescription: description })
          }),
          (updated) => billingRefundEntryOf(updated, now),
          follow
        )
      )
    })

  return { write, retrying, required, refundMove } as const
})

/** The use cases of `Billings` that move a billing: paid, refunded, canceled, overdue. */
export const makeMoves = Effect.gen(function* () {
  const store = yield* BillingStore
  const accounts = yield* Accounts.Accounts
  const invoicing = yield* makeBillingInvoicing
  const { write, retrying, required, refundMove } = yield* makeWriter

  /** The billing a sandbox payment names: by its line (47 digits) or barcode (44), by PIX id or BR Code txid. */
  const locate = (ref: PaymentReference, today: string) => {
    if (ref.kind === "pix") {
      if (ref.id !== undefined) return required(store.findByBillingId(ref.id), ref.id)
      const parsed = parseBrCode(ref.copyPaste ?? "")
      if (Result.isFailure(parsed) || parsed.success._tag !== "Static" || parsed.success.txid === undefined) {
        return Effect.fail(
          new InvalidBilling({ problems: [{ field: "copyPaste", message: "copyPaste is not a billing's BR Code" }] })
        )
      }
      return required(store.findByPixTxid(parsed.success.txid), parsed.success.txid)
    }
    const digits = ref.line.replace(/[\s.\-]/g, "")
    const decoded = /^\d{47}$/.test(digits)
      ? decodeDigitableLine(digits, today)
      : /^\d{44}$/.test(digits)
        ? decodeBarcode(digits, today)
        : undefined
    if (decoded === undefined || Result.isFailure(decoded)) {
      return Effect.fail(
        new InvalidBilling({
          problems: [
            {
              field: "line",
              message:
                decoded === undefined
                  ? "line must be a digitable line (47 digits) or a barcode (44 digits)"
                  : `line: ${decoded.failure.message}`
            }
          ]
        })
      )
    }
    return required(store.findByBarcode(decoded.success.barcode), ref.line)
  }

  /**
   * A payment of the billing (the sandbox's payer): the amount due on today's São Paulo date (fine and interest when
   * late), its fee by the method's schedule, RECEIVED with `payment.paid` and the net credited once, in one
   * transaction. Paying a billing not PENDING or OVERDUE is `BillingStatusConflict`; a PIX billing paid by boleto
   * line (or the reverse) is not found, and so is another account's billing when `accountId` is given.
   */
  const pay = Effect.fn("Billings.pay")(function* (ref: PaymentReference, accountId?: AccountId) {
    const now = yield* nowDate
    const today = saoPauloDate(now)
    return yield* retrying(
      Effect.flatMap(locate(ref, today), (r) =>
        (ref.kind === "pix") === (r.method === "PIX") && (accountId === undefined || r.accountId === accountId)
          ? Effect.succeed(r)
          : Effect.fail(new BillingNotFound({ id: r.id }))
      ),
      (record) =>
        Effect.gen(function* () {
          const merchant = yield* Accounts.requireById(accounts, record.accountId)
          const due = amountDueOn(record, today)
          const amounts = yield* fromEither(
            billingAmounts(yield* scheduleOfMethod(merchant.flags, record.method), due.amountCentavos)
          )
          const payment = {
            paidOn: today,
            paidAt: now,
            paidCentavos: due.amountCentavos,
            fineCentavos: due.fineCentavos,
            interestCentavos: due.interestCentavos,
            feeCentavos: amounts.feeCentavos,
            netCentavos: amounts.netCentavos
          }
          return yield* write(
            record,
            "payment_received",
            (status) => ({ ...record, status, payment, updatedAt: now }),
            billingCreditEntryOf,
            invoicing.onPaid
          )
        })
    )
  })

  /**
   * The full refund of a RECEIVED billing: REFUNDED with `payment.refunded`, its net debited back to the payer once
   * (`billingRefundEntryOf`). Another status is `BillingStatusConflict`.
   */
  const refund = Effect.fn("Billings.refund")(function* (
    accountId: AccountId,
    id: string,
    description?: string | undefined
  ) {
    return yield* refundMove(accountId, id, description, invoicing.onRefunded)
  })

  /**
   * Cancels an unpaid (PENDING or OVERDUE) billing: CANCELED, no event, no money. The subscriptions' use cases call
   * it; the API has no route for it (the spec names none).
   */
  const cancel = Effect.fn("Billings.cancel")(function* (accountId: AccountId, id: string) {
    const now = yield* nowDate
    return yield* retrying(required(store.findById(accountId, id), id), (record) =>
      write(record, "cancel", (status) => ({ ...record, status, canceledAt: now, updatedAt: now }))
    )
  })

  /**
   * Moves PENDING billings whose due date is before `now`'s São Paulo date to OVERDUE, up to `limit`, each in its own
   * transaction. A billing another writer moved first (a payment, a second worker's pass) is skipped.
   */
  const markOverdue = Effect.fn("Billings.markOverdue")(function* (now: Date, limit: number = overdueBatchDefault) {
    const due = yield* store.findDue(saoPauloDate(now), limit)
    const moved: Array<BillingRecord> = []
    let skipped = 0
    for (const record of due) {
      const written = yield* write(record, "due_date_passed", (status) => ({
        ...record,
        status,
        overdueAt: now,
        updatedAt: now
      })).pipe(
        Effect.map(Option.some),
        Effect.catchTags({ BillingChanged: () => Effect.succeedNone, BillingStatusConflict: () => Effect.succeedNone })
      )
      if (Option.isSome(written)) moved.push(written.value)
      else skipped++
    }
    return { moved, skipped }
  })

  /**
   * Moves the account's PENDING billing to OVERDUE now, as the worker's pass would: its due date must be before
   * today's São Paulo date (else `InvalidBilling` on `dueDate`). An OVERDUE billing answers as it is; another status
   * is `BillingStatusConflict`.
   */
  const overdueNow = Effect.fn("Billings.overdueNow")(function* (accountId: AccountId, id: string) {
    const now = yield* nowDate
    return yield* retrying(required(store.findById(accountId, id), id), (record) => {
      if (record.status === "OVERDUE") return Effect.succeed(record)
      if (record.status === "PENDING" && record.dueDate >= saoPauloDate(now)) {
        return Effect.fail(
          new InvalidBilling({ problems: [{ field: "dueDate", message: `the billing is due on ${record.dueDate}` }] })
        )
      }
      return write(record, "due_date_passed", (status) => ({ ...record, status, overdueAt: now, updatedAt: now }))
    })
  })

  return { pay, refund, cancel, markOverdue, overdueNow } as const
})
