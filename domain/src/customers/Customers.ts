import { Context, Effect, Layer, Option, Result } from "effect"
import { nowDate } from "../charges/Common.ts"
import type { AccountId } from "../ledger/Model.ts"
import { Centavos } from "../money/Money.ts"
import { searchLengthMax } from "../charges/Record.ts"
import * as IdsPort from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import {
  CustomerChanged,
  type CustomerDocumentTaken,
  CustomerNotFound,
  type CustomerStoreError,
  InvalidCustomer
} from "./Errors.ts"
import {
  type CustomerListFilters,
  type CustomerRecord,
  customerIdPrefix,
  parseStatus,
  statusAliases
} from "./Record.ts"
import { applyChanges, type CustomerInput, documentOf, type Problem, validateCreate } from "./Request.ts"
import * as CustomerStore from "./CustomerStore.ts"

/** Page size of the customer list when the request names none. */
export const customerPageSizeDefault = 50

/** Read-modify-write attempts of one update, at most, when concurrent writers keep winning the compare-and-set. */
export const updateAttemptsMax = 5

/** A list request: the page (from 1), its size (1 to 100) and the filters as the request names them. */
export interface ListCustomersInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly search?: string | undefined
  /** A status in any of its words (`statusAliases`). */
  readonly status?: string | undefined
}

/** A page of customers: the items, the page asked, and the count of all matches and of pages. */
export interface CustomerListPage extends CustomerStore.CustomerPage {
  readonly page: number
  readonly pageSize: number
  readonly pages: number
}

/** What `upsertByDocument` did: the customer as stored, and whether it was created. */
export interface UpsertResult {
  readonly customer: CustomerRecord
  readonly created: boolean
}

const checkList = (input: ListCustomersInput) => {
  const problems: Array<Problem> = []
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? customerPageSizeDefault
  if (!Number.isSafeInteger(page) || page < 1)
    problems.push({ field: "page", message: "page must be a whole number from 1" })
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > CustomerStore.customerPageSizeMax) {
    problems.push({
      field: "pageSize",
      message: `pageSize must be a whole number from 1 to ${CustomerStore.customerPageSizeMax}`
    })
  }
  const search = input.search?.trim()
  if (search !== undefined && search.length > searchLengthMax) {
    problems.push({ field: "search", message: `search has at most ${searchLengthMax} characters` })
  }
  const status = input.status === undefined ? undefined : parseStatus(input.status)
  if (input.status !== undefined && status === undefined) {
    problems.push({ field: "status", message: `status must be one of ${Object.keys(statusAliases).join(", ")}` })
  }
  if (problems.length > 0) return Effect.fail(new InvalidCustomer({ problems }))
  const filters: CustomerListFilters = {
    ...(search === undefined || search === "" ? {} : { search }),
    ...(status === undefined ? {} : { status })
  }
  return Effect.succeed({ page: { page, pageSize }, filters })
}

/**
 * A store's customers (`customers/*`): create, read, list with search and status, update, delete (soft: the document
 * is freed), and for the checkout `upsertByDocument` (its `customerMode`) and `recordPurchase` (the read-only
 * `transactions` and `volume` metrics). The rules live in `Request.ts` and `Record.ts`; the store applies them.
 */
export class Customers extends Context.Service<Customers>()("@trilho/domain/Customers", {
  make: Effect.gen(function* () {
    const store = yield* CustomerStore.CustomerStore
    const ids = yield* IdsPort.Ids

    const requireCustomer = (accountId: AccountId, id: string) =>
      Effect.flatMap(store.findById(accountId, id), (found) =>
        Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(new CustomerNotFound({ id }))
      )

    /** Creates a customer from a checked request; a live customer with its document is `CustomerDocumentTaken`. */
    const create = Effect.fnUntraced(function* (accountId: AccountId, input: CustomerInput) {
      const fields = yield* Effect.fromResult(validateCreate(input))
      const now = yield* nowDate
      const record: CustomerRecord = {
        id: yield* ids.next(customerIdPrefix),
        accountId,
        ...fields,
        transactions: 0,
        volumeCentavos: Centavos.make(0),
        version: 0,
        createdAt: now,
        updatedAt: now
      }
      yield* store.insert(record)
      return record
    }, span("Customers.create"))

    /** The account's live customer with this id; another account's, or a deleted one, is `CustomerNotFound`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* requireCustomer(accountId, id)
    }, span("Customers.findById"))

    /** A page of the account's live customers, newest first, with `search` and `status`. */
    const findManyByAccount = Effect.fnUntraced(function* (accountId: AccountId, input: ListCustomersInput) {
      const { page, filters } = yield* checkList(input)
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return { ...found, ...page, pages: Math.ceil(found.total / page.pageSize) } satisfies CustomerListPage
    }, span("Customers.findManyByAccount"))

    /** Applies an update to the customer read, by compare-and-set on its version; retries when another came first. */
    const writeChanges = (accountId: AccountId, id: string, input: CustomerInput) => {
      const attempt = (
        left: number
      ): Effect.Effect<
        CustomerRecord,
        CustomerChanged | CustomerNotFound | CustomerDocumentTaken | CustomerStoreError | InvalidCustomer
      > =>
        Effect.gen(function* () {
          const record = yield* requireCustomer(accountId, id)
          const fields = yield* Effect.fromResult(applyChanges(record, input))
          const now = yield* nowDate
          return yield* store
            .update(accountId, id, fields, now, record.version)
            .pipe(
              Effect.catchTag("CustomerChanged", (changed: CustomerChanged) =>
                left > 1 ? attempt(left - 1) : Effect.fail(changed)
              )
            )
        })
      return attempt(updateAttemptsMax)
    }

    /**
     * Changes the fields an update names (each checked as on create; `null` clears an optional one). A document
     * another live customer has is `CustomerDocumentTaken`; the metrics are never written here.
     */
    const update = Effect.fnUntraced(function* (accountId: AccountId, id: string, input: CustomerInput) {
      return yield* writeChanges(accountId, id, input)
    }, span("Customers.update"))

    /** Deletes the customer (soft): it leaves every read and list, and its document is free for a new customer. */
    const remove = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      return yield* store.markDeleted(accountId, id, yield* nowDate)
    }, span("Customers.remove"))

    /**
     * The checkout's `customerMode`: the account's live customer with the request's document gets the request's other
     * fields (an update; `created: false`), or a customer is created from it (`created: true`). The document is
     * required and checked first. Two concurrent upserts of one document end with one customer: the one that loses
     * the insert updates the other's.
     */
    const upsertByDocument = Effect.fnUntraced(function* (accountId: AccountId, input: CustomerInput) {
      const raw = typeof input.document === "string" ? input.document : undefined
      const document = raw === undefined ? Option.none() : documentOf(raw)
      if (Option.isNone(document)) {
        // The create's checks name the document's problem, and every other.
        const checked = validateCreate(input)
        return yield* Result.isFailure(checked)
          ? checked.failure
          : Effect.die(new Error("a document without its value"))
      }
      const updateExisting = (id: string) => {
        const { document: _document, ...rest } = input
        return Effect.map(writeChanges(accountId, id, { ...rest, document: document.value.document }), (customer) => ({
          customer,
          created: false
        }))
      }
      const existing = yield* store.findByDocument(accountId, document.value.document)
      if (Option.isSome(existing)) return yield* updateExisting(existing.value.id)
      return yield* create(accountId, input).pipe(
        Effect.map((customer): UpsertResult => ({ customer, created: true })),
        Effect.catchTag("CustomerDocumentTaken", (taken) => updateExisting(taken.existingId))
      )
    }, span("Customers.upsertByDocument"))

    /** Counts a paid purchase of `amountCentavos` on the customer (`CustomerStore.recordPurchase`). */
    const recordPurchase = Effect.fnUntraced(function* (accountId: AccountId, id: string, amountCentavos: Centavos) {
      return yield* store.recordPurchase(accountId, id, amountCentavos)
    }, span("Customers.recordPurchase"))

    return { create, findById, findManyByAccount, update, remove, upsertByDocument, recordPurchase } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(this, this.make)

  /** The service over a memory customer store and counter ids; provides the store too. */
  static readonly Test = Layer.suspend(() =>
    Layer.provideMerge(Customers.Default, Layer.merge(CustomerStore.layerMemory, IdsPort.layerCounter))
  )
}
