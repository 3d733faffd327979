import { Checkout } from "@trilho/domain"
import { Layer } from "effect"
import * as CouponStoreSql from "./CouponStoreSql.ts"
import * as CustomerStoreSql from "./CustomerStoreSql.ts"
import * as OutboxSql from "./OutboxSql.ts"
import * as ProductStoreSql from "./ProductStoreSql.ts"
import * as SessionStoreSql from "./SessionStoreSql.ts"

/** The stores a session's settlement writes. */
const stores = Layer.mergeAll(
  SessionStoreSql.layer,
  CouponStoreSql.layer,
  ProductStoreSql.layer,
  CustomerStoreSql.layer,
  OutboxSql.layer
)

/**
 * The checkout as a follower of its charges, over SQL (`ChargeFollowers`): a paid charge pays its session, an expired
 * or failed one gives the session's coupon use and lines back, in the charge's own transaction. Every process that
 * settles charges (the API, the worker) provides it to `Charges`.
 */
export const layer = Checkout.layerFollower.pipe(Layer.provide(stores))

/**
 * The checkout as a follower of its card transactions, over SQL (`CardFollowers`): a capture pays its session, a
 * decline or an expiry gives the session's coupon use and lines back, in the card transaction's own transaction.
 * Every process that moves card transactions (the API: the processor's hosted page) provides it to `CardCharges`.
 */
export const layerCard = Checkout.layerCardFollower.pipe(Layer.provide(stores))

/**
 * The checkout as a follower of its crypto deposits, over SQL (`CryptoDepositFollowers`): a completed deposit pays its
 * session, an expiry or a closed underpayment gives the session's coupon use and lines back, in the deposit's own
 * transaction. Every process that moves deposits (the API: the chain's notices and sandbox controls; the worker: the
 * expiry pass) provides it to `CryptoDeposits`.
 */
export const layerCryptoDeposit = Checkout.layerCryptoDepositFollower.pipe(Layer.provide(stores))
