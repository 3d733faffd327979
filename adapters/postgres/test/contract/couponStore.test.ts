import { layer } from "@effect/vitest"
import { Coupons, type Ledger, Transactor } from "@trilho/domain"
import { Effect, Layer, Option } from "effect"
import * as CouponStoreSql from "../../src/CouponStoreSql.ts"
import * as TransactorSql from "../../src/TransactorSql.ts"
import { describePostgres, layerTestDatabase } from "../../src/testing.ts"
import { coupon, couponStoreContract, couponStoreTests, redeemRace } from "../contracts/CouponStoreContract.ts"
import { T0, uid } from "../contracts/fixtures.ts"

couponStoreContract("coupon store: in-memory reference", Coupons.layerMemory)

const sqlStore = (database: Layer.Layer<any, any, never>) =>
  Layer.mergeAll(CouponStoreSql.layer, TransactorSql.layer).pipe(Layer.provideMerge(database))

layer(sqlStore(layerTestDatabase({ backend: "pglite" })), { excludeTestServices: true })(
  "coupon store on PGlite",
  (it) => {
    couponStoreTests(it)

    it.effect("100 redemptions at once of a coupon with maxUses 7: exactly 7 succeed and uses is 7", () =>
      Effect.gen(function* () {
        yield* redeemRace(yield* Coupons.CouponStore, 100, 7)
      })
    )

    it.effect("a redemption inside a transaction that fails is undone with it", () => joinedTransaction)
  }
)

/** A redemption joins the transaction it runs in: rolled back with it, kept when it commits. */
const joinedTransaction = Effect.gen(function* () {
  const store = yield* Coupons.CouponStore
  const transactor = yield* Transactor.Transactor
  const owner = uid("acc") as Ledger.AccountId
  const record = coupon(owner, { maxUses: 1 })
  yield* store.insert(record)
  yield* Effect.flip(
    transactor.transactionally(Effect.andThen(store.redeem(owner, record.id, "sale_1", T0), Effect.fail("abort")))
  )
  const after = Option.getOrThrow(yield* store.findById(owner, record.id))
  if (after.uses !== 0) throw new Error(`uses ${after.uses} after a rolled-back redemption`)
  yield* transactor.transactionally(store.redeem(owner, record.id, "sale_1", T0))
  const kept = Option.getOrThrow(yield* store.findById(owner, record.id))
  if (kept.uses !== 1) throw new Error(`uses ${kept.uses} after a committed redemption`)
})

describePostgres("coupon store on PostgreSQL", () => {
  layer(sqlStore(layerTestDatabase({ backend: "postgres", poolSize: 10 })), { excludeTestServices: true })((it) => {
    couponStoreTests(it)

    it.effect(
      "100 redemptions at once over a pool of 10: exactly min(100, maxUses) succeed (maxUses 7, 1, 100, 150)",
      () =>
        Effect.gen(function* () {
          const store = yield* Coupons.CouponStore
          for (const maxUses of [7, 1, 100, 150]) yield* redeemRace(store, 100, maxUses)
        })
    )

    it.effect("a redemption inside a transaction that fails is undone with it", () => joinedTransaction)
  })
})
