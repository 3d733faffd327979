import { expect, layer, type Vitest } from "@effect/vitest"
import { type Checkout, type Ledger, Money, SessionStore } from "@trilho/domain"
import { Effect, type Layer, Option } from "effect"
import { T0, at, uid } from "./fixtures.ts"

/** An OPEN PIX session of `accountId` with a coupon and a reserved line, unless `overrides` say otherwise. */
export const session = (
  accountId: string,
  overrides: Partial<Checkout.CheckoutSession> = {}
): Checkout.CheckoutSession => ({
  id: uid("chk"),
  accountId: accountId as Ledger.AccountId,
  linkId: uid("plk"),
  method: "PIX",
  status: "OPEN",
  description: "Gift card",
  amountCentavos: Money.centavos(5_000),
  discountCentavos: Money.centavos(500),
  totalCentavos: Money.centavos(4_500),
  couponId: uid("cpn"),
  couponCode: "DEZ",
  productIds: ["prd_1"],
  deliveries: [
    { productId: "prd_1", productName: "Gift card", type: "TEXT_LINES", line: "CODE-1" },
    { productId: "prd_1", productName: "Gift card", type: "LINK", redirectUrl: "https://example.com/d" }
  ],
  payer: { name: "Maria Souza", document: "52998224725", email: "maria@compra.test" },
  requestFingerprint: "[]",
  urlField: "payCheckoutUrl",
  expiresAt: at(T0, 1_800_000),
  version: 0,
  createdAt: T0,
  updatedAt: T0,
  ...overrides
})

const acc = () => uid("acc") as Ledger.AccountId

/** The tests every session store must pass. */
export const sessionStoreTests = (it: Vitest.MethodsNonLive<SessionStore.SessionStore>) => {
  it.effect("a session reads back as stored, by its account and id, by id alone, and by its reference", () =>
    Effect.gen(function* () {
      const store = yield* SessionStore.SessionStore
      const owner = acc()
      const record = session(owner, { externalReference: "order-1", apiKeyId: "key_1", customerId: "cus_1" })
      yield* store.insert(record)
      expect(Option.getOrThrow(yield* store.findById(owner, record.id))).toEqual(record)
      expect(Option.getOrThrow(yield* store.findAnyById(record.id))).toEqual(record)
      expect(Option.getOrThrow(yield* store.findByExternalReference(owner, "order-1"))).toEqual(record)
      expect(yield* store.findById(acc(), record.id)).toEqual(Option.none())
      expect(yield* store.findByExternalReference(acc(), "order-1")).toEqual(Option.none())
      expect(yield* store.findAnyById(uid("chk"))).toEqual(Option.none())
      const bare = session(owner, { couponId: undefined, couponCode: undefined, deliveries: [], productIds: [] })
      const { couponId: _c, couponCode: _k, ...withoutCoupon } = bare
      yield* store.insert(withoutCoupon)
      expect(Option.getOrThrow(yield* store.findById(owner, bare.id))).toEqual(withoutCoupon)
    })
  )

  it.effect("an externalReference is unique per account", () =>
    Effect.gen(function* () {
      const store = yield* SessionStore.SessionStore
      const owner = acc()
      yield* store.insert(session(owner, { externalReference: "ref" }))
      expect(yield* Effect.flip(store.insert(session(owner, { externalReference: "ref" })))).toMatchObject({
        _tag: "DuplicateSessionReference",
        externalReference: "ref"
      })
      yield* store.insert(session(acc(), { externalReference: "ref" }))
      yield* store.insert(session(owner))
      yield* store.insert(session(owner))
    })
  )

  it.effect("an update is a compare-and-set on version and writes the payment, status and deliveries", () =>
    Effect.gen(function* () {
      const store = yield* SessionStore.SessionStore
      const owner = acc()
      const record = session(owner)
      yield* store.insert(record)
      const opened = yield* store.update(
        { ...record, paymentId: "pix_1", payUrl: "https://pay.test/pix/pix_1", updatedAt: at(T0, 5) },
        0
      )
      expect(opened).toMatchObject({ version: 1, paymentId: "pix_1", payUrl: "https://pay.test/pix/pix_1" })
      expect(yield* Effect.flip(store.update({ ...record, status: "PAID" }, 0))).toMatchObject({
        _tag: "CheckoutSessionChanged"
      })
      const paid = yield* store.update({ ...opened, status: "PAID", paidAt: at(T0, 9), customerId: "cus_9" }, 1)
      expect(Option.getOrThrow(yield* store.findById(owner, record.id))).toEqual(paid)
      expect(paid).toMatchObject({ status: "PAID", version: 2, paidAt: at(T0, 9), customerId: "cus_9" })
      expect(yield* Effect.flip(store.update(session(acc(), { id: record.id }), 2))).toMatchObject({
        _tag: "CheckoutSessionNotFound"
      })
    })
  )
}

/** The contract suite of a session store layer. */
export const sessionStoreContract = <E>(name: string, store: Layer.Layer<SessionStore.SessionStore, E>) =>
  layer(store, { excludeTestServices: true })(name, (it) => sessionStoreTests(it))
