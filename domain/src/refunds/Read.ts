import { Effect, Option } from "effect"
import { fromEither } from "../charges/Common.ts"
import type { ChargeRecord } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { ChargeStore } from "../charges/ChargeStore.ts"
import { RefundStore } from "./RefundStore.ts"
import { span } from "../shared/Tracing.ts"
import { chargeOf, type RefundView } from "./Common.ts"
import { RefundNotFound } from "./Errors.ts"
import type { RefundRecord } from "./Record.ts"
import { type ListRefundsInput, validateRefundList } from "./Request.ts"

/** The read use cases of `Refunds` (one, a page, the latest of deposits), over its ports. */
export const makeRead = Effect.gen(function* () {
  const store = yield* RefundStore
  const charges = yield* ChargeStore

  /**
   * A deposit and a refund of the account, by `id`: a deposit's id or end-to-end id (with its latest refund), or a
   * `refundId` or refund record id (with that refund). A deposit never refunded is `RefundNotFound`.
   */
  const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
    const withLatest = (charge: ChargeRecord) =>
      Effect.flatMap(store.findLatestByCharges(accountId, [charge.id]), (latest) => {
        const refund = latest.get(charge.id)
        return refund === undefined
          ? Effect.fail(new RefundNotFound({ id }))
          : Effect.succeed<RefundView>({ charge, refund })
      })
    const byCharge = yield* charges.findById(accountId, id)
    if (Option.isSome(byCharge)) return yield* withLatest(byCharge.value)
    const byRefundId = yield* store.findByRefundId(accountId, id)
    const refund = Option.isSome(byRefundId) ? byRefundId : yield* store.findById(accountId, id)
    if (Option.isSome(refund)) {
      const charge = yield* chargeOf(charges, accountId, refund.value.chargeId)
      return { charge, refund: refund.value } satisfies RefundView
    }
    const byEndToEndId = yield* store.findChargeIdByEndToEndId(accountId, id)
    if (Option.isSome(byEndToEndId)) {
      const charge = yield* charges.findById(accountId, byEndToEndId.value)
      if (Option.isSome(charge)) return yield* withLatest(charge.value)
    }
    return yield* new RefundNotFound({ id })
  }, span("Refunds.findById"))

  /** A page of the account's refunded deposits, each with its latest refund, newest request first. */
  const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListRefundsInput) {
    const { filters, page } = yield* fromEither(validateRefundList(query))
    const found = yield* store.findManyByAccount(accountId, filters, page)
    const items = yield* Effect.forEach(found.items, (refund) =>
      Effect.map(chargeOf(charges, accountId, refund.chargeId), (charge): RefundView => ({ charge, refund }))
    )
    return {
      items,
      total: found.total,
      page: page.page,
      pageSize: page.pageSize,
      pages: Math.ceil(found.total / page.pageSize)
    }
  }, span("Refunds.list"))

  /** The latest refund of each of the account's deposits `chargeIds` (the statement's refund blocks). */
  const latestOf = (accountId: AccountId, chargeIds: ReadonlyArray<string>) =>
    chargeIds.length === 0
      ? Effect.succeed<ReadonlyMap<string, RefundRecord>>(new Map())
      : store.findLatestByCharges(accountId, chargeIds).pipe(span("Refunds.latestOf"))

  return { findById, list, latestOf } as const
})
