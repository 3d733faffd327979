import { Effect } from "effect"
import { pixInScheduleOf } from "../charges/Flags.ts"
import { chargePageSizeDefault, chargePageSizeMax, type PageRequest } from "../charges/Record.ts"
import type { AccountId } from "../ledger/Model.ts"
import { portalNone } from "./SubaccountPortal.ts"
import { SubaccountStore } from "./SubaccountStore.ts"
import { refundScheduleOf } from "../refunds/Pricing.ts"
import { span } from "../shared/Tracing.ts"
import { pixOutScheduleOf } from "../transfers/PixPolicy.ts"
import { refuse, type SubaccountsCommon } from "./Common.ts"
import { pricingPreview } from "./Pricing.ts"
import type { SubaccountRef } from "./Request.ts"
import { toSubaccountView } from "./View.ts"

/** A subaccount list query as the API hands it over. */
export interface ListSubaccountsInput {
  readonly status?: string | undefined
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
}

/** The read use cases of `Subaccounts` (one, a page, a balance, a pricing preview), over its ports. */
export const makeRead = (common: SubaccountsCommon) =>
  Effect.gen(function* () {
    const store = yield* SubaccountStore
    const { balanceOf, enabledMerchant, resolve, viewOf, viewsOf } = common

    /** The live subaccount a reference names, as the API shows it. */
    const find = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      yield* enabledMerchant(accountId)
      return yield* viewOf(accountId, yield* resolve(accountId, ref))
    }, span("Subaccounts.find"))

    /** A page of the account's live subaccounts, newest first, optionally of one status. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, query: ListSubaccountsInput) {
      yield* enabledMerchant(accountId)
      const status = query.status?.trim().toUpperCase()
      if (status !== undefined && status !== "" && status !== "ACTIVE" && status !== "DISABLED") {
        return yield* refuse("status", "status must be ACTIVE or DISABLED")
      }
      const page: PageRequest = { page: query.page ?? 1, pageSize: query.pageSize ?? chargePageSizeDefault }
      if (!Number.isSafeInteger(page.page) || page.page < 1) return yield* refuse("page", "page must be 1 or more")
      if (!Number.isSafeInteger(page.pageSize) || page.pageSize < 1 || page.pageSize > chargePageSizeMax) {
        return yield* refuse("pageSize", `pageSize must be 1 to ${chargePageSizeMax}`)
      }
      const found = yield* store.findManyByAccount(
        accountId,
        { status: status === "ACTIVE" || status === "DISABLED" ? status : undefined },
        page
      )
      return {
        items: yield* viewsOf(accountId, found.items),
        page: page.page,
        pageSize: page.pageSize,
        total: found.total,
        pages: Math.ceil(found.total / page.pageSize)
      }
    }, span("Subaccounts.list"))

    /** The `*Padrao` balance of the subaccount a reference names. */
    const balance = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      yield* enabledMerchant(accountId)
      const record = yield* resolve(accountId, ref)
      const view = toSubaccountView(record, yield* balanceOf(record), portalNone)
      return {
        id: record.id,
        externalReference: record.externalReference,
        currency: "BRL" as const,
        availablePadrao: view.availablePadrao,
        spendablePadrao: view.spendablePadrao,
        lockedPadrao: view.lockedPadrao,
        pendingPadrao: view.pendingPadrao
      }
    }, span("Subaccounts.balance"))

    /** The pricing preview: per operation, the main account's fee, the surcharge and their totals. */
    const pricing = Effect.fnUntraced(function* (accountId: AccountId, ref: SubaccountRef) {
      const merchant = yield* enabledMerchant(accountId)
      const record = yield* resolve(accountId, ref)
      const main = yield* Effect.all({
        pixIn: pixInScheduleOf(merchant.flags),
        pixOut: pixOutScheduleOf(merchant.flags),
        refund: refundScheduleOf(merchant.flags)
      })
      return pricingPreview(record, main, record.surcharge)
    }, span("Subaccounts.pricing"))

    return { find, list, balance, pricing } as const
  })
