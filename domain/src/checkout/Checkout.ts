import { Context, Effect, Layer, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { nowDate } from "../charges/Common.ts"
import { Coupons } from "../coupons/Coupons.ts"
import { Customers } from "../customers/Customers.ts"
import type { AccountId } from "../ledger/Model.ts"
import { PaymentLinkNotFound } from "../links/Errors.ts"
import { makeReadCapabilities } from "../links/Capabilities.ts"
import { methodUnavailable } from "../links/Methods.ts"
import { PaymentLinkStore } from "../links/PaymentLinkStore.ts"
import type { PaymentLinkRecord } from "../links/Record.ts"
import { centavos, type Centavos } from "../money/Money.ts"
import { ProductSoldOut } from "../products/Errors.ts"
import { ProductStore } from "../products/ProductStore.ts"
import { isSoldOut, type StockedProduct } from "../products/Record.ts"
import { createOnce } from "../shared/ExternalReference.ts"
import { Ids } from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import { Transactor } from "../shared/Transactor.ts"
import {
  type CheckoutSessionChanged,
  type CheckoutStoreError,
  CheckoutReferenceConflict,
  CheckoutSessionNotFound,
  InvalidCheckout,
  PaymentLinkInactive,
  ProductUnavailable
} from "./Errors.ts"
import { makeSettleSession } from "./Follower.ts"
import { CheckoutRails } from "./Rails.ts"
import { type CheckoutSession, type SessionDelivery, sessionIdPrefix } from "./Record.ts"
import { amountProblemOf, checkStart, fingerprintOf, type StartCheckoutInput, type ValidStart } from "./Request.ts"
import { SessionStore } from "./SessionStore.ts"

/** Who starts a session: the merchant's API key (its account), or a buyer on the link's hosted page (no account). */
export interface StartedBy {
  readonly accountId?: AccountId | undefined
  readonly apiKeyId?: string | undefined
}

/** A session and whether the call found it already started (an `externalReference` repeat). */
export interface SessionOutcome {
  readonly record: CheckoutSession
  readonly replayed: boolean
}

/** What the hosted link page shows of a link (`Checkout.preview`). */
export interface LinkPreview {
  readonly link: PaymentLinkRecord
  readonly merchantName: string
  /** The link's products that still exist, in the link's order. */
  readonly products: ReadonlyArray<StockedProduct>
  /** Whether a buyer can start a checkout now: the link ACTIVE, every product on sale and in stock. */
  readonly available: boolean
  /** The link's price; `undefined` when the buyer chooses the amount. */
  readonly priceCentavos: Centavos | undefined
}

/** Attempts at writing the opened payment onto a session another write changed first. */
const attachAttemptsMax = 3

/**
 * The price of a link before any coupon: its `fixedAmount`; else the sum of its products' prices when it has
 * products and each has a price; else the buyer's amount (an open value). A priced link refuses a buyer's amount.
 */
export const priceOf = (
  link: Pick<PaymentLinkRecord, "fixedAmountCentavos">,
  products: ReadonlyArray<StockedProduct>,
  requested: number | undefined
): Result.Result<Centavos, string> => {
  const listed =
    link.fixedAmountCentavos ??
    (products.length > 0 && products.every((p) => p.product.priceCentavos !== undefined)
      ? products.reduce((sum, p) => sum + p.product.priceCentavos!, 0)
      : undefined)
  if (listed !== undefined) {
    return requested === undefined || requested === listed
      ? Result.succeed(centavos(listed))
      : Result.fail("this link has a set price: send no amount, or exactly the link's price")
  }
  return requested === undefined
    ? Result.fail("amount is required: this link takes an amount chosen by the buyer")
    : Result.succeed(centavos(requested))
}

/** What each product delivers once paid; a TEXT_LINES line is filled in when it is reserved. */
const deliveriesOf = (products: ReadonlyArray<StockedProduct>): ReadonlyArray<SessionDelivery> =>
  products.flatMap(({ product }) =>
    product.deliveries.map((d): SessionDelivery => {
      const base = { productId: product.id, productName: product.name }
      switch (d.type) {
        case "LINK":
          return { ...base, type: "LINK", redirectUrl: d.redirectUrl }
        case "TEXT_INFINITE":
          return { ...base, type: "TEXT_INFINITE", richContent: d.richContent }
        case "TEXT_LINES":
          return { ...base, type: "TEXT_LINES", line: "" }
      }
    })
  )

/**
 * The checkout of payment links (`POST /payment-links/checkout` and the hosted link page): one session per request
 * (or per `externalReference`), its coupon use and TEXT_LINES lines reserved with it in one transaction, then its
 * payment opened on the method's rail. The payment's settlement moves the session (`Follower.ts`).
 */
export class Checkout extends Context.Service<Checkout>()("@trilho/domain/Checkout", {
  make: Effect.gen(function* () {
    const sessions = yield* SessionStore
    const links = yield* PaymentLinkStore
    const products = yield* ProductStore
    const coupons = yield* Coupons
    const customers = yield* Customers
    const accounts = yield* Accounts.Accounts
    const rails = yield* CheckoutRails
    const readCapabilities = yield* makeReadCapabilities
    const transactor = yield* Transactor
    const ids = yield* Ids
    const settle = yield* makeSettleSession

    /** The link the request names: the account's live link, or any live link for the hosted page. */
    const linkOf = (by: StartedBy, linkId: string) =>
      Effect.flatMap(
        by.accountId === undefined ? links.findLive(linkId) : links.findById(by.accountId, linkId),
        (found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PaymentLinkNotFound({ id: linkId }))
      )

    /** The link's products, each on sale and in stock. */
    const productsOf = (link: PaymentLinkRecord) =>
      Effect.forEach(link.productIds, (id) =>
        Effect.flatMap(
          products.findById(link.accountId, id),
          (found): Effect.Effect<StockedProduct, ProductUnavailable | ProductSoldOut> => {
            if (Option.isNone(found) || found.value.product.status !== "ACTIVE") {
              return Effect.fail(new ProductUnavailable({ id }))
            }
            return isSoldOut(found.value) ? Effect.fail(new ProductSoldOut({ id })) : Effect.succeed(found.value)
          }
        )
      )

    /** The customer the link keeps for the payer (`customerMode`), or none. */
    const customerOf = (link: PaymentLinkRecord, valid: ValidStart) =>
      Effect.gen(function* () {
        if (link.customerMode === "NONE") return undefined
        const input = {
          name: valid.payer.name,
          email: valid.payer.email,
          document: valid.payer.document,
          ...(valid.payer.phone === undefined ? {} : { phone: valid.payer.phone })
        }
        if (link.customerMode === "CREATE_OR_UPDATE") {
          return (yield* customers.upsertByDocument(link.accountId, input)).customer.id
        }
        return yield* customers.create(link.accountId, input).pipe(
          Effect.map((c) => c.id),
          Effect.catchTag("CustomerDocumentTaken", (taken) => Effect.succeed(taken.existingId))
        )
      })

    /**
     * Stores the session with its reservations, in one transaction: its lines claimed first (the session's id is the
     * sale), then the session with them, then the coupon's use last, so the coupon's row is held only until the
     * commit. A free session is paid at once.
     */
    const reserve = (session: CheckoutSession) =>
      transactor.transactionally(
        Effect.gen(function* () {
          const deliveries = yield* Effect.forEach(session.deliveries, (d) =>
            d.type !== "TEXT_LINES"
              ? Effect.succeed(d)
              : Effect.map(
                  products.claimLine(session.accountId, d.productId, session.id, session.createdAt),
                  (line): SessionDelivery => ({ ...d, line: line.text })
                )
          )
          const reserved: CheckoutSession = { ...session, deliveries }
          yield* sessions.insert(reserved)
          if (session.couponId !== undefined) {
            yield* coupons.redeem(session.accountId, session.couponId, session.id)
          }
          return session.totalCentavos === 0 ? yield* settle.markPaid(reserved, session.createdAt, undefined) : reserved
        })
      )

    /** Writes the opened payment onto the session, reading it again if a settlement came first. */
    const attach = (
      session: CheckoutSession,
      opened: { readonly paymentId: string; readonly payUrl: string; readonly urlField: CheckoutSession["urlField"] },
      left: number
    ): Effect.Effect<CheckoutSession, CheckoutSessionChanged | CheckoutSessionNotFound | CheckoutStoreError> =>
      sessions
        .update({ ...session, ...opened }, session.version)
        .pipe(
          Effect.catchTag("CheckoutSessionChanged", (changed) =>
            left > 1
              ? Effect.flatMap(sessions.findById(session.accountId, session.id), (found) =>
                  Option.isSome(found) ? attach(found.value, opened, left - 1) : Effect.fail(changed)
                )
              : Effect.fail(changed)
          )
        )

    const startNew = (link: PaymentLinkRecord, valid: ValidStart, by: StartedBy, fingerprint: string) =>
      Effect.gen(function* () {
        const stocked = yield* productsOf(link)
        const price = priceOf(link, stocked, valid.amountCentavos)
        if (Result.isFailure(price)) {
          return yield* new InvalidCheckout({ problems: [{ field: "amount", message: price.failure }] })
        }
        const now = yield* nowDate
        const quote =
          valid.couponCode === undefined
            ? undefined
            : yield* coupons.quote(link.accountId, {
                code: valid.couponCode,
                amountCentavos: price.success,
                paymentLinkId: link.id,
                productIds: link.productIds,
                at: now
              })
        const total = quote?.totalCentavos ?? price.success
        const rail = rails.find((r) => r.method === valid.method)
        if (rail === undefined) return yield* Effect.die(new Error(`no checkout rail for ${valid.method}`))
        if (total > 0) yield* rail.check(link.accountId, total, valid)
        const customerId = yield* customerOf(link, valid)
        const id = yield* ids.next(sessionIdPrefix)
        const session: CheckoutSession = {
          id,
          accountId: link.accountId,
          linkId: link.id,
          ...(by.apiKeyId === undefined ? {} : { apiKeyId: by.apiKeyId }),
          method: valid.method,
          status: "OPEN",
          description: link.name,
          amountCentavos: price.success,
          discountCentavos: quote?.discountCentavos ?? centavos(0),
          totalCentavos: total,
          ...(quote === undefined ? {} : { couponId: quote.coupon.id, couponCode: quote.coupon.code }),
          productIds: link.productIds,
          deliveries: deliveriesOf(stocked),
          payer: valid.payer,
          ...(customerId === undefined ? {} : { customerId }),
          ...(valid.externalReference === undefined ? {} : { externalReference: valid.externalReference }),
          requestFingerprint: fingerprint,
          urlField: "payCheckoutUrl",
          expiresAt: new Date(now.getTime() + rail.expiresAfterSeconds * 1000),
          version: 0,
          createdAt: now,
          updatedAt: now
        }
        const reserved = yield* reserve(session)
        if (reserved.status === "PAID") return { record: reserved, replayed: false }
        const opened = yield* rail
          .open(reserved, valid)
          .pipe(
            Effect.tapError(() =>
              transactor.transactionally(Effect.flatMap(nowDate, (at) => settle.markUnpaid(reserved, "FAILED", at)))
            )
          )
        return { record: yield* attach(reserved, opened, attachAttemptsMax), replayed: false }
      })

    /**
     * Starts a checkout of a link: checks the request (every problem named), the link (live, `ACTIVE`, the method
     * among its `allowedMethods` and available to the merchant), its products (on sale, in stock), the price, the
     * coupon (`Coupons.quote`) and the total against the method's rail (`CheckoutRail.check`: the card's minimum);
     * keeps the customer (`customerMode`); then stores the session OPEN with its coupon use
     * and lines reserved, and opens its payment. Nothing is reserved when a check fails. With an `externalReference`
     * the account already used: the same body returns that session, another is `CheckoutReferenceConflict`.
     */
    const start = Effect.fnUntraced(function* (input: StartCheckoutInput, by: StartedBy) {
      const linkId = typeof input.linkId === "string" ? input.linkId.trim() : ""
      if (linkId === "") {
        const checked = checkStart(input, false)
        return yield* Result.isFailure(checked)
          ? checked.failure
          : Effect.die(new Error("a request without a link passed its checks"))
      }
      const link = yield* linkOf(by, linkId)
      const valid = yield* Effect.fromResult(checkStart(input, link.customerMode !== "NONE"))
      if (link.status !== "ACTIVE") return yield* new PaymentLinkInactive({ id: link.id })
      if (!link.allowedMethods.includes(valid.method)) {
        return yield* new InvalidCheckout({
          problems: [{ field: "method", message: `this link takes ${link.allowedMethods.join(", ")}` }]
        })
      }
      const unavailable = methodUnavailable(valid.method, yield* readCapabilities(link.accountId, [valid.method]))
      if (unavailable !== undefined) return yield* unavailable
      const fingerprint = fingerprintOf(valid)
      return yield* createOnce({
        reference: valid.externalReference,
        fingerprint,
        find: (reference) => sessions.findByExternalReference(link.accountId, reference),
        conflict: (existing) =>
          new CheckoutReferenceConflict({
            externalReference: existing.externalReference ?? "",
            sessionId: existing.id
          }),
        duplicate: "DuplicateSessionReference",
        create: startNew(link, valid, by, fingerprint)
      })
    }, span("Checkout.start"))

    /** The account's session. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const found = yield* sessions.findById(accountId, id)
      return Option.isSome(found) ? found.value : yield* new CheckoutSessionNotFound({ id })
    }, span("Checkout.findById"))

    /** A session by id alone, for the buyer's pages. */
    const findPublic = Effect.fnUntraced(function* (id: string) {
      const found = yield* sessions.findAnyById(id)
      return Option.isSome(found) ? found.value : yield* new CheckoutSessionNotFound({ id })
    }, span("Checkout.findPublic"))

    /**
     * What the hosted link page shows: the live link, its merchant's name, its products (each with whether it can be
     * bought now) and its price when it has one (`undefined`: the buyer chooses the amount).
     */
    const preview = Effect.fnUntraced(function* (linkId: string) {
      const link = yield* linkOf({}, linkId)
      const merchant = yield* Accounts.requireById(accounts, link.accountId)
      const listed = yield* Effect.forEach(link.productIds, (id) => products.findById(link.accountId, id))
      const stocked = listed.flatMap((found) => (Option.isSome(found) ? [found.value] : []))
      const onSale = stocked.every((p) => p.product.status === "ACTIVE" && !isSoldOut(p))
      const price = priceOf(link, stocked, undefined)
      const view: LinkPreview = {
        link,
        merchantName: merchant.name,
        products: stocked,
        available: link.status === "ACTIVE" && onSale && stocked.length === link.productIds.length,
        priceCentavos: Result.isSuccess(price) ? price.success : undefined
      }
      return view
    }, span("Checkout.preview"))

    /**
     * A coupon applied to the hosted link page's price (the link's, or the buyer's `amountCentavos` on an open
     * value): what `POST /coupons/validate` answers, for the link's products.
     */
    const quote = Effect.fnUntraced(function* (linkId: string, code: string, amountCentavos: number | undefined) {
      const amountProblem = amountProblemOf(amountCentavos)
      if (amountProblem !== undefined) return yield* new InvalidCheckout({ problems: [amountProblem] })
      const link = yield* linkOf({}, linkId)
      const stocked = yield* productsOf(link)
      const price = priceOf(link, stocked, amountCentavos)
      if (Result.isFailure(price)) {
        return yield* new InvalidCheckout({ problems: [{ field: "amount", message: price.failure }] })
      }
      return yield* coupons.quote(link.accountId, {
        code,
        amountCentavos: price.success,
        paymentLinkId: link.id,
        productIds: link.productIds,
        at: yield* nowDate
      })
    }, span("Checkout.quote"))

    return { start, findById, findPublic, preview, quote } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(this, this.make)
}
