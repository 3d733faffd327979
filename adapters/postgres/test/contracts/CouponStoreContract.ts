import { expect, layer, type Vitest } from "@effect/vitest"
import { Coupons, type Ledger } from "@trilho/domain"
import { Effect, type Layer, Option, Result } from "effect"
import { T0, at, hourMs, uid } from "./fixtures.ts"

type Store = Coupons.CouponStore["Service"]

/** A coupon of `accountId`: an active 10 % coupon without cap, end or restriction unless `overrides` say otherwise. */
export const coupon = (accountId: string, overrides: Partial<Coupons.CouponRecord> = {}): Coupons.CouponRecord => ({
  id: uid("cpn"),
  accountId: accountId as Ledger.AccountId,
  code: uid("C").toUpperCase().slice(-40),
  discount: { discountType: "PERCENT", percentBps: 1_000 },
  status: "ACTIVE",
  productIds: [],
  paymentLinkIds: [],
  uses: 0,
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/**
 * `redemptions` redemptions of distinct ids on a coupon with `maxUses`, all at once: exactly `min(redemptions,
 * maxUses)` succeed, the rest are `CouponNotApplicable` (exhausted), and `uses` equals the successes.
 */
export const redeemRace = (store: Store, redemptions: number, maxUses: number) =>
  Effect.gen(function* () {
    const owner = acc()
    const record = coupon(owner, { maxUses })
    yield* store.insert(record)
    const results = yield* Effect.all(
      Array.from({ length: redemptions }, (_, i) =>
        Effect.result(store.redeem(owner, record.id, `sale_${i}`, at(T0, i)))
      ),
      { concurrency: "unbounded" }
    )
    const won = results.filter(Result.isSuccess)
    expect(won).toHaveLength(Math.min(redemptions, maxUses))
    for (const r of results) if (Result.isFailure(r)) expect(r.failure).toMatchObject({ reason: "exhausted" })
    expect(Option.getOrThrow(yield* store.findById(owner, record.id)).uses).toBe(won.length)
  })

/** The behaviour every `CouponStore` shares. */
export const couponStoreTests = (it: Vitest.MethodsNonLive<Coupons.CouponStore>) => {
  it.effect("a coupon reads back as stored, by id and by code in any case, in its own account only", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      const owner = acc()
      const full = coupon(owner, {
        code: "VERAO-10_X",
        discount: { discountType: "FIXED", amountCentavos: 123_456_789_012 },
        status: "INACTIVE",
        productIds: ["prd_a", 'prd_"b" ☕'],
        paymentLinkIds: ["lnk_a"],
        maxUses: 7,
        uses: 0,
        expiresAt: at(T0, hourMs)
      })
      const bare = coupon(owner)
      expect(yield* store.insert(full)).toEqual(full)
      expect(yield* store.insert(bare)).toEqual(bare)
      expect(yield* store.findById(owner, full.id)).toEqual(Option.some(full))
      expect(yield* store.findById(owner, bare.id)).toEqual(Option.some(bare))
      expect(yield* store.findByCode(owner, " verao-10_x ")).toEqual(Option.some(full))
      expect(yield* store.findByCode(owner, "VERAO-10")).toEqual(Option.none())
      expect(yield* store.findById(acc(), full.id)).toEqual(Option.none())
      expect(yield* store.findByCode(acc(), full.code)).toEqual(Option.none())
    })
  )

  it.effect("a code is unique per account whatever its case; another account may use it", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      const owner = acc()
      const code = uid("DUP").toUpperCase()
      const first = coupon(owner, { code })
      yield* store.insert(first)
      expect(yield* Effect.flip(store.insert(coupon(owner, { code: code.toLowerCase() })))).toMatchObject({
        _tag: "CouponCodeTaken",
        code
      })
      yield* store.insert(coupon(acc(), { code }))
      const other = coupon(owner)
      yield* store.insert(other)
      expect(yield* Effect.flip(store.update({ ...other, code }, 0))).toMatchObject({ _tag: "CouponCodeTaken" })
      expect(Option.getOrThrow(yield* store.findById(owner, other.id)).version).toBe(0)
    })
  )

  it.effect("the list is newest first, filtered by status and by a substring of the code, and counted", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      const owner = acc()
      const a = coupon(owner, { code: "VERAO_100%", createdAt: at(T0, 1) })
      const b = coupon(owner, { code: "VERAO-20", status: "INACTIVE", createdAt: at(T0, 2) })
      const c = coupon(owner, { code: "NATAL", createdAt: at(T0, 3) })
      for (const x of [a, b, c]) yield* store.insert(x)
      yield* store.insert(coupon(acc(), { code: "VERAO-30" }))
      const ids = (page: Coupons.CouponPage) => page.items.map((x) => x.id)
      const all = yield* store.findPage(owner, {}, { page: 1, pageSize: 10 })
      expect({ ids: ids(all), total: all.total }).toEqual({ ids: [c.id, b.id, a.id], total: 3 })
      expect(ids(yield* store.findPage(owner, { search: "verao" }, { page: 1, pageSize: 10 }))).toEqual([b.id, a.id])
      expect(ids(yield* store.findPage(owner, { search: "100%" }, { page: 1, pageSize: 10 }))).toEqual([a.id])
      expect(ids(yield* store.findPage(owner, { search: "_" }, { page: 1, pageSize: 10 }))).toEqual([a.id])
      expect(ids(yield* store.findPage(owner, { status: "ACTIVE" }, { page: 1, pageSize: 10 }))).toEqual([c.id, a.id])
      const second = yield* store.findPage(owner, {}, { page: 2, pageSize: 2 })
      expect({ ids: ids(second), total: second.total }).toEqual({ ids: [a.id], total: 3 })
      expect(yield* store.findPage(owner, {}, { page: 9, pageSize: 2 })).toEqual({ items: [], total: 3 })
    })
  )

  it.effect("an update is a compare-and-set on version and never writes over the count of uses", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      const owner = acc()
      const record = coupon(owner, { maxUses: 3, expiresAt: at(T0, hourMs), productIds: ["prd_a"] })
      yield* store.insert(record)
      yield* store.redeem(owner, record.id, "sale_1", T0)
      const { maxUses: _m, expiresAt: _e, ...rest } = record
      const changed: Coupons.CouponRecord = {
        ...rest,
        code: "novo-codigo",
        discount: { discountType: "FIXED", amountCentavos: 500 },
        status: "INACTIVE",
        productIds: [],
        paymentLinkIds: ["lnk_x"],
        uses: 0,
        updatedAt: at(T0, 5)
      }
      const written = yield* store.update(changed, 0)
      expect(written).toEqual({ ...changed, code: "NOVO-CODIGO", uses: 1, version: 1 })
      expect(yield* store.findById(owner, record.id)).toEqual(Option.some(written))
      expect(yield* Effect.flip(store.update(changed, 0))).toMatchObject({ _tag: "CouponChanged" })
      expect(yield* Effect.flip(store.update(coupon(owner), 0))).toMatchObject({ _tag: "CouponNotFound" })
      expect(yield* Effect.flip(store.update({ ...changed, accountId: acc() }, 1))).toMatchObject({
        _tag: "CouponNotFound"
      })
    })
  )

  it.effect("redeem counts once per redemption up to maxUses; release gives one use back, once", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      const owner = acc()
      const record = coupon(owner, { maxUses: 2 })
      yield* store.insert(record)
      expect((yield* store.redeem(owner, record.id, "sale_a", T0)).uses).toBe(1)
      expect((yield* store.redeem(owner, record.id, "sale_a", at(T0, 1))).uses).toBe(1)
      const second = yield* store.redeem(owner, record.id, "sale_b", T0)
      expect(second).toEqual({ ...record, uses: 2 })
      expect(yield* Effect.flip(store.redeem(owner, record.id, "sale_c", T0))).toMatchObject({
        _tag: "CouponNotApplicable",
        reason: "exhausted",
        code: record.code
      })
      // A redemption already counted still succeeds at the cap.
      expect((yield* store.redeem(owner, record.id, "sale_b", T0)).uses).toBe(2)
      yield* store.release(owner, record.id, "sale_a")
      yield* store.release(owner, record.id, "sale_a")
      yield* store.release(owner, record.id, "sale_never")
      yield* store.release(acc(), record.id, "sale_b")
      expect(Option.getOrThrow(yield* store.findById(owner, record.id)).uses).toBe(1)
      expect((yield* store.redeem(owner, record.id, "sale_a", T0)).uses).toBe(2)
      expect(yield* Effect.flip(store.redeem(acc(), record.id, "sale_d", T0))).toMatchObject({
        _tag: "CouponNotFound"
      })
      const unlimited = coupon(owner)
      yield* store.insert(unlimited)
      for (let i = 0; i < 5; i++) yield* store.redeem(owner, unlimited.id, `s${i}`, T0)
      expect(Option.getOrThrow(yield* store.findById(owner, unlimited.id)).uses).toBe(5)
    })
  )

  it.effect("delete removes the coupon and its redemptions, in its own account only; the code is free again", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      const owner = acc()
      const record = coupon(owner)
      yield* store.insert(record)
      yield* store.redeem(owner, record.id, "sale_a", T0)
      expect(yield* Effect.flip(store.delete(acc(), record.id))).toMatchObject({ _tag: "CouponNotFound" })
      yield* store.delete(owner, record.id)
      expect(yield* store.findById(owner, record.id)).toEqual(Option.none())
      expect(yield* Effect.flip(store.delete(owner, record.id))).toMatchObject({ _tag: "CouponNotFound" })
      expect(yield* Effect.flip(store.redeem(owner, record.id, "sale_b", T0))).toMatchObject({
        _tag: "CouponNotFound"
      })
      yield* store.release(owner, record.id, "sale_a")
      const again = coupon(owner, { id: record.id, code: record.code })
      yield* store.insert(again)
      // The old redemption went with the coupon: the same redemption id counts anew.
      expect((yield* store.redeem(owner, again.id, "sale_a", T0)).uses).toBe(1)
    })
  )

  it.effect("concurrent redemptions: 30 over a cap of 7 give exactly 7; one redemption sent 8 times counts once", () =>
    Effect.gen(function* () {
      const store = yield* Coupons.CouponStore
      yield* redeemRace(store, 30, 7)
      const owner = acc()
      const record = coupon(owner, { maxUses: 5 })
      yield* store.insert(record)
      yield* Effect.all(
        Array.from({ length: 8 }, () => store.redeem(owner, record.id, "sale_same", T0)),
        { concurrency: "unbounded" }
      )
      expect(Option.getOrThrow(yield* store.findById(owner, record.id)).uses).toBe(1)
    })
  )
}

/** The coupon store contract against `store`, built once for the suite. */
export const couponStoreContract = <E>(name: string, store: Layer.Layer<Coupons.CouponStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => couponStoreTests(it))
