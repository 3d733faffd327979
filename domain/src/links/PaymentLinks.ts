import { Context, Effect, Layer, Option } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import type { CardProcessorError } from "../card/CardProcessor.ts"
import * as CardProcessorMemory from "../card/CardProcessorMemory.ts"
import type { CardProcessingUnavailable } from "../card/Errors.ts"
import { nowDate } from "../charges/Common.ts"
import * as Ledger from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as ProductStorePort from "../products/ProductStore.ts"
import { Ids, layerCounter } from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import {
  InvalidPaymentLink,
  type PaymentLinkChanged,
  PaymentLinkNotFound,
  type PaymentLinkStoreError,
  type PaymentMethodUnavailable
} from "./Errors.ts"
import { makeReadCapabilities } from "./Capabilities.ts"
import { firstUnavailable } from "./Methods.ts"
import * as Store from "./PaymentLinkStore.ts"
import { PaymentLinkStore } from "./PaymentLinkStore.ts"
import {
  paymentLinkIdPrefix,
  paymentLinkPageSizeDefault,
  paymentLinkPageSizeMax,
  type PaymentLinkRecord,
  paymentLinkSearchLengthMax
} from "./Record.ts"
import {
  applyChanges,
  checkCreate,
  checkProductIds,
  checkStatus,
  type PaymentLinkFieldsInput,
  type Problem
} from "./Request.ts"

/** Read-modify-write attempts of one update, at most, when concurrent writers keep winning the compare-and-set. */
export const writeAttemptsMax = 5

/** A list request: page from 1, page size up to `paymentLinkPageSizeMax`, filters as the request names them. */
export interface ListPaymentLinksInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly search?: string | undefined
  readonly status?: string | undefined
}

/** A page of links: the items, the page asked, the count of all matches and of pages. */
export interface PaymentLinkListPage extends Store.PaymentLinkPage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/** Every failure of a write: the request's, the merchant's capabilities, the products', the stores'. */
export type PaymentLinkWriteError =
  | InvalidPaymentLink
  | PaymentMethodUnavailable
  | CardProcessingUnavailable
  | CardProcessorError
  | PaymentLinkNotFound
  | PaymentLinkChanged
  | PaymentLinkStoreError
  | ProductStorePort.ProductStoreError
  | Accounts.MerchantNotFound
  | Accounts.AccountStoreError

/** The product ids of a request when their list is well formed (`checkProductIds`), else none to look up. */
const wellFormedIds = (value: unknown): ReadonlyArray<string> => checkProductIds([], value) ?? []

const hasChanges = (input: PaymentLinkFieldsInput) => Object.values(input).some((v) => v !== undefined)

/**
 * Payment links (`/payment-links/*`): create, read, list, update, activate or deactivate and delete (soft) for the
 * merchant; `findLive` for the public hosted page. Every write checks the link's methods against the merchant
 * (`methodUnavailable`) and its products against the product store (docs/decisions.md, "Payment links").
 */
export class PaymentLinks extends Context.Service<PaymentLinks>()("@trilho/domain/PaymentLinks", {
  make: Effect.gen(function* () {
    const store = yield* PaymentLinkStore
    const products = yield* ProductStorePort.ProductStore
    const readCapabilities = yield* makeReadCapabilities
    const ids = yield* Ids

    const require = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new PaymentLinkNotFound({ id }))
      )

    /** Each of `productIds` that is not a live ACTIVE product of the account, as a problem naming its position. */
    const productProblems = (accountId: AccountId, productIds: ReadonlyArray<string>) =>
      Effect.map(
        Effect.forEach(productIds, (id) => products.findById(accountId, id), { concurrency: 4 }),
        (found) =>
          found.flatMap((stocked, index): Array<Problem> => {
            const id = productIds[index]!
            if (Option.isNone(stocked)) {
              return [{ field: `productIds.${index}`, message: `no product ${id} in this account` }]
            }
            if (stocked.value.product.status !== "ACTIVE") {
              return [
                {
                  field: `productIds.${index}`,
                  message: `product ${id} is INACTIVE: a link sells ACTIVE products only`
                }
              ]
            }
            return []
          })
      )

    /** The merchant can take every method of the link: otherwise the first it cannot, naming the capability. */
    const requireMethods = (accountId: AccountId, record: Pick<PaymentLinkRecord, "allowedMethods">) =>
      Effect.flatMap(readCapabilities(accountId, record.allowedMethods), (capabilities) => {
        const refused = firstUnavailable(record.allowedMethods, capabilities)
        return refused === undefined ? Effect.void : Effect.fail(refused)
      })

    /**
     * Checks every field (`InvalidPaymentLink` names every problem, unknown or inactive products included), then the
     * merchant's capabilities for each method (`PaymentMethodUnavailable`), and stores the link.
     */
    const create = Effect.fnUntraced(function* (accountId: AccountId, input: PaymentLinkFieldsInput) {
      const checked = checkCreate(input)
      const unknown = yield* productProblems(accountId, wellFormedIds(input.productIds))
      if (checked instanceof InvalidPaymentLink || unknown.length > 0) {
        const problems = checked instanceof InvalidPaymentLink ? checked.problems : []
        return yield* new InvalidPaymentLink({ problems: [...problems, ...unknown] })
      }
      yield* requireMethods(accountId, checked)
      const now = yield* nowDate
      const record: PaymentLinkRecord = {
        id: yield* ids.next(paymentLinkIdPrefix),
        accountId,
        name: checked.name,
        ...(checked.description === undefined ? {} : { description: checked.description }),
        allowedMethods: checked.allowedMethods,
        ...(checked.fixedAmountCentavos === undefined ? {} : { fixedAmountCentavos: checked.fixedAmountCentavos }),
        productIds: checked.productIds,
        customerMode: checked.customerMode,
        status: checked.status,
        version: 0,
        createdAt: now,
        updatedAt: now
      }
      yield* store.insert(record)
      return record
    }, span("PaymentLinks.create"))

    /** The account's live link; another account's, or a deleted one, is `PaymentLinkNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* require(accountId, id)
    }, span("PaymentLinks.findById"))

    /** The live link with this id, whatever its account (the public hosted page); a deleted one is not found. */
    const findLive = Effect.fnUntraced(function* (id: string) {
      const found = yield* store.findLive(id)
      return Option.isSome(found) ? found.value : yield* new PaymentLinkNotFound({ id })
    }, span("PaymentLinks.findLive"))

    /** One page of the account's live links, newest first, with the page's numbers. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListPaymentLinksInput) {
      const problems: Array<Problem> = []
      const page = input.page ?? 1
      const pageSize = input.pageSize ?? paymentLinkPageSizeDefault
      if (!Number.isSafeInteger(page) || page < 1) problems.push({ field: "page", message: "page must be 1 or more" })
      if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > paymentLinkPageSizeMax)
        problems.push({ field: "pageSize", message: `pageSize must be from 1 to ${paymentLinkPageSizeMax}` })
      const search = input.search?.trim()
      if (search !== undefined && search.length > paymentLinkSearchLengthMax)
        problems.push({ field: "search", message: `search has at most ${paymentLinkSearchLengthMax} characters` })
      const status = checkStatus(problems, input.status)
      if (problems.length > 0) return yield* new InvalidPaymentLink({ problems })
      const found = yield* store.findPage(
        accountId,
        { search: search === "" ? undefined : search, status },
        { page, pageSize }
      )
      return { ...found, page, pageSize, pages: Math.ceil(found.total / pageSize) } satisfies PaymentLinkListPage
    }, span("PaymentLinks.list"))

    /**
     * Writes the changes by compare-and-set, reading again when a concurrent write came first. Named `productIds`
     * are checked against the product store; the methods are checked unless the change leaves the link INACTIVE
     * without touching them (deactivating a link is never refused).
     */
    const write = (accountId: AccountId, id: string, input: PaymentLinkFieldsInput) => {
      const attempt = (left: number): Effect.Effect<PaymentLinkRecord, PaymentLinkWriteError> =>
        Effect.gen(function* () {
          const record = yield* require(accountId, id)
          if (!hasChanges(input)) return record
          const next = applyChanges(record, input, yield* nowDate)
          const unknown = yield* productProblems(accountId, wellFormedIds(input.productIds))
          if (next instanceof InvalidPaymentLink || unknown.length > 0) {
            const problems = next instanceof InvalidPaymentLink ? next.problems : []
            return yield* new InvalidPaymentLink({ problems: [...problems, ...unknown] })
          }
          if (next.status === "ACTIVE" || input.allowedMethods !== undefined) yield* requireMethods(accountId, next)
          return yield* store
            .update(next, record.version)
            .pipe(
              Effect.catchTag("PaymentLinkChanged", (e: PaymentLinkChanged) =>
                left > 1 ? attempt(left - 1) : Effect.fail(e)
              )
            )
        })
      return attempt(writeAttemptsMax)
    }

    /**
     * Changes the fields the request names (each checked as on create; `null` clears `description` and `fixedAmount`
     * and empties `productIds`).
     */
    const update = Effect.fnUntraced(function* (accountId: AccountId, id: string, input: PaymentLinkFieldsInput) {
      return yield* write(accountId, id, input)
    }, span("PaymentLinks.update"))

    /** Activates or deactivates the link; activating checks its methods against the merchant again. */
    const setStatus = Effect.fnUntraced(function* (accountId: AccountId, id: string, status: unknown) {
      if (status === undefined || status === null) {
        return yield* new InvalidPaymentLink({
          problems: [{ field: "status", message: "status is required: ACTIVE or INACTIVE" }]
        })
      }
      return yield* write(accountId, id, { status })
    }, span("PaymentLinks.setStatus"))

    /** Deletes the link (soft): the merchant's reads no longer find it; its checkout sessions still point at it. */
    const remove = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* store.delete(accountId, id, yield* nowDate)
    }, span("PaymentLinks.delete"))

    return { create, findById, findLive, list, update, setStatus, delete: remove } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(this, this.make)

  /**
   * The service over memory links, products, merchants and card processor, and counter ids; provides the ports too,
   * for tests to add merchants and products and to onboard merchants at the card processor.
   */
  static readonly Test = Layer.suspend(() =>
    Layer.provideMerge(
      PaymentLinks.Default,
      Layer.mergeAll(
        Store.layerMemory,
        ProductStorePort.layerMemory,
        Layer.provideMerge(Accounts.layerMemory, Ledger.Ledger.Test),
        CardProcessorMemory.layerMemory(),
        layerCounter
      )
    )
  )
}
