import { Context, Effect, Layer, Option, Result } from "effect"
import { nowDate } from "../charges/Common.ts"
import type { AccountId } from "../ledger/Model.ts"
import { amountMaxCentavos, type Centavos } from "../money/Money.ts"
import * as ProductStoreModule from "../products/ProductStore.ts"
import { ProductStore } from "../products/ProductStore.ts"
import { Ids, layerCounter } from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import * as Store from "./CouponStore.ts"
import { CouponStore } from "./CouponStore.ts"
import { applyDiscount } from "./Discount.ts"
import {
  type CouponChanged,
  type CouponCodeTaken,
  CouponNotApplicable,
  CouponNotFound,
  CouponStoreError,
  InvalidCoupon
} from "./Errors.ts"
import { layerMemoryPaymentLinks, PaymentLinkDirectory } from "./PaymentLinkDirectory.ts"
import {
  codeLengthMax,
  couponIdPrefix,
  couponPageSizeDefault,
  couponPageSizeMax,
  type CouponRecord,
  couponSearchLengthMax,
  type CouponStatus,
  normalizeCode,
  redemptionIdLengthMax
} from "./Record.ts"
import { checkRedeemable } from "./Redeem.ts"
import {
  applyChanges,
  checkCreate,
  checkIds,
  type CouponChangesInput,
  type CouponFieldsInput,
  hasChanges,
  type Problem
} from "./Request.ts"

/** Read-modify-write attempts of one update, at most, when concurrent writers keep winning the compare-and-set. */
export const writeAttemptsMax = 5

/** A list request: page from 1, page size up to `couponPageSizeMax`, filters. */
export interface ListCouponsInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly search?: string | undefined
  readonly status?: CouponStatus | undefined
}

/** A purchase to price with a coupon: its total before the discount, its payment link and its products. */
export interface QuoteInput {
  readonly code: string
  readonly amountCentavos: number
  readonly paymentLinkId?: string | undefined
  readonly productIds: ReadonlyArray<string>
  /** The instant the coupon is checked at; now when absent. */
  readonly at?: Date | undefined
}

/** A coupon applied to a purchase: the discount and what the buyer pays. */
export interface Quote {
  readonly coupon: CouponRecord
  readonly discountCentavos: Centavos
  readonly totalCentavos: Centavos
}

/**
 * The product a purchase is checked with: for a product-restricted coupon the first of the purchase's products among
 * the coupon's (so it applies when any of them is), else the first one.
 */
export const eligibleProductOf = (
  coupon: Pick<CouponRecord, "productIds">,
  productIds: ReadonlyArray<string>
): string | undefined =>
  coupon.productIds.length === 0 ? productIds[0] : productIds.find((id) => coupon.productIds.includes(id))

/**
 * Coupons (`/coupons/*`): create, read, list, update and delete for the merchant; `quote` prices a purchase with a
 * code (`POST /coupons/validate` and the checkout), and `redeem` / `release` count and uncount a use for the checkout.
 */
export class Coupons extends Context.Service<Coupons>()("@trilho/domain/Coupons", {
  make: Effect.gen(function* () {
    const store = yield* CouponStore
    const ids = yield* Ids
    const products = yield* ProductStore
    const links = yield* PaymentLinkDirectory

    const require = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new CouponNotFound({ id }))
      )

    /**
     * The problems of the ids a request names that the account does not have: each unknown product or payment link,
     * by its position (`productIds.2`). Malformed lists are `checkCreate`'s and `applyChanges`' to name.
     */
    const unknownReferences = (accountId: AccountId, input: CouponFieldsInput) =>
      Effect.gen(function* () {
        const scratch: Array<Problem> = []
        const productIds = checkIds(scratch, "productIds", input.productIds ?? undefined) ?? []
        const linkIds = checkIds(scratch, "paymentLinkIds", input.paymentLinkIds ?? undefined) ?? []
        const problems: Array<Problem> = []
        const found = yield* Effect.forEach(
          productIds,
          (p) => Effect.map(products.findById(accountId, p.id), Option.isSome),
          { concurrency: 10 }
        ).pipe(Effect.mapError((e) => new CouponStoreError({ message: `products: ${e.message}`, cause: e })))
        productIds.forEach((p, i) => {
          if (!found[i])
            problems.push({ field: `productIds.${p.index}`, message: `no product ${p.id} in this account` })
        })
        const missing =
          linkIds.length === 0
            ? []
            : yield* links.missing(
                accountId,
                linkIds.map((l) => l.id)
              )
        for (const l of linkIds) {
          if (missing.includes(l.id))
            problems.push({ field: `paymentLinkIds.${l.index}`, message: `no payment link ${l.id} in this account` })
        }
        return problems
      })

    /** Fails with every problem of the checks and of the references together, if there is any. */
    const refuse = (checked: unknown, references: ReadonlyArray<Problem>) => {
      const problems = [...(checked instanceof InvalidCoupon ? checked.problems : []), ...references]
      return problems.length > 0 ? Effect.fail(new InvalidCoupon({ problems })) : Effect.void
    }

    /** Checks every field and every product and link it names (`InvalidCoupon` names every problem), stores it. */
    const create = Effect.fnUntraced(function* (accountId: AccountId, input: CouponFieldsInput) {
      const now = yield* nowDate
      const checked = checkCreate(input, now)
      yield* refuse(checked, yield* unknownReferences(accountId, input))
      if (checked instanceof InvalidCoupon) return yield* checked
      const record: CouponRecord = {
        id: yield* ids.next(couponIdPrefix),
        accountId,
        code: checked.code,
        discount: checked.discount,
        status: checked.status,
        productIds: checked.productIds,
        paymentLinkIds: checked.paymentLinkIds,
        ...(checked.maxUses === undefined ? {} : { maxUses: checked.maxUses }),
        uses: 0,
        ...(checked.expiresAt === undefined ? {} : { expiresAt: checked.expiresAt }),
        version: 0,
        createdAt: now,
        updatedAt: now
      }
      return yield* store.insert(record)
    }, span("Coupons.create"))

    /** The account's coupon; another account's is `CouponNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* require(accountId, id)
    }, span("Coupons.findById"))

    /** One page of the account's coupons, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListCouponsInput) {
      const problems: Array<Problem> = []
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? couponPageSizeDefault
      if (!Number.isInteger(page) || page < 1) problems.push({ field: "page", message: "page must be 1 or more" })
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > couponPageSizeMax)
        problems.push({ field: "pageSize", message: `pageSize must be from 1 to ${couponPageSizeMax}` })
      const search = input.search?.trim()
      if (search !== undefined && search.length > couponSearchLengthMax)
        problems.push({ field: "search", message: `search has at most ${couponSearchLengthMax} characters` })
      if (problems.length > 0) return yield* new InvalidCoupon({ problems })
      const found = yield* store.findPage(
        accountId,
        { search: search === "" ? undefined : search, status: input.status },
        { page, pageSize }
      )
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) }
    }, span("Coupons.list"))

    /** Applies the changes by compare-and-set, reading again when a concurrent write came first. */
    const update = Effect.fnUntraced(function* (accountId: AccountId, id: string, input: CouponChangesInput) {
      const attempt = (
        left: number
      ): Effect.Effect<
        CouponRecord,
        InvalidCoupon | CouponChanged | CouponNotFound | CouponCodeTaken | CouponStoreError
      > =>
        Effect.gen(function* () {
          const stored = yield* require(accountId, id)
          if (!hasChanges(input)) return stored
          const changed = applyChanges(stored, input, yield* nowDate)
          yield* refuse(changed, yield* unknownReferences(accountId, input))
          if (changed instanceof InvalidCoupon) return yield* changed
          return yield* store
            .update(changed, stored.version)
            .pipe(
              Effect.catchTag("CouponChanged", (e: CouponChanged) => (left > 1 ? attempt(left - 1) : Effect.fail(e)))
            )
        })
      return yield* attempt(writeAttemptsMax)
    }, span("Coupons.update"))

    /** Deletes the coupon and its redemptions; returns it as it was. */
    const remove = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const stored = yield* require(accountId, id)
      yield* store.delete(accountId, id)
      return stored
    }, span("Coupons.delete"))

    /**
     * Prices a purchase with a code: the account's coupon with that code (another account's is `CouponNotFound`),
     * checked by `checkRedeemable` at `at` (a product-restricted coupon applies when any of the purchase's products is
     * among its products, never to a purchase without products), then its discount (`applyDiscount`).
     */
    const quote = Effect.fnUntraced(function* (accountId: AccountId, input: QuoteInput) {
      const problems: Array<Problem> = []
      const code = typeof input.code === "string" ? normalizeCode(input.code) : ""
      if (code === "") problems.push({ field: "code", message: "code is required" })
      else if (code.length > codeLengthMax)
        problems.push({ field: "code", message: `code has at most ${codeLengthMax} characters` })
      const amount = input.amountCentavos
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > amountMaxCentavos)
        problems.push({ field: "amount", message: "amount must be a positive amount of reais with at most 2 decimals" })
      if (problems.length > 0) return yield* new InvalidCoupon({ problems })
      const coupon = Option.getOrUndefined(yield* store.findByCode(accountId, code))
      if (coupon === undefined) return yield* new CouponNotFound({ code })
      const checked = checkRedeemable(coupon, {
        at: input.at ?? (yield* nowDate),
        productId: eligibleProductOf(coupon, input.productIds),
        paymentLinkId: input.paymentLinkId
      })
      if (Result.isFailure(checked))
        return yield* new CouponNotApplicable({ reason: checked.failure, code: coupon.code })
      return { coupon, ...applyDiscount(coupon.discount, amount) } satisfies Quote
    }, span("Coupons.quote"))

    /**
     * Counts one use of the coupon for `redemptionId` (the checkout's sale), atomically under `maxUses`; the same
     * redemption again counts nothing. Run it in the checkout's transaction.
     */
    const redeem = Effect.fnUntraced(function* (accountId: AccountId, couponId: string, redemptionId: string) {
      const id = typeof redemptionId === "string" ? redemptionId.trim() : ""
      if (id === "" || id.length > redemptionIdLengthMax) {
        return yield* new InvalidCoupon({
          problems: [{ field: "redemptionId", message: `redemptionId has 1 to ${redemptionIdLengthMax} characters` }]
        })
      }
      return yield* store.redeem(accountId, couponId, id, yield* nowDate)
    }, span("Coupons.redeem"))

    /** Undoes a redemption (a checkout that will not be paid); an unknown or released one changes nothing. */
    const release = Effect.fnUntraced(function* (accountId: AccountId, couponId: string, redemptionId: string) {
      yield* store.release(accountId, couponId, redemptionId.trim())
    }, span("Coupons.release"))

    return { create, findById, list, update, delete: remove, quote, redeem, release } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(this, this.make)

  /** The service over memory stores, counter ids and a directory with the payment links `paymentLinkIds`. */
  static readonly testWith = (paymentLinkIds: ReadonlyArray<string>) =>
    Layer.provideMerge(
      Coupons.Default,
      Layer.mergeAll(
        Store.layerMemory,
        ProductStoreModule.layerMemory,
        layerMemoryPaymentLinks(paymentLinkIds),
        layerCounter
      )
    )

  /** The service over memory stores, counter ids and a directory without payment links; provides the ports too. */
  static readonly Test = Layer.suspend(() => Coupons.testWith([]))
}
