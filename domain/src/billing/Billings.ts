import { Context, Effect, Layer, Option, Result } from "effect"
import * as Accounts from "../accounts/Accounts.ts"
import { fromEither } from "../charges/Common.ts"
import * as ChargesConfig from "../charges/Config.ts"
import * as CustomerStore from "../customers/CustomerStore.ts"
import * as Outbox from "../events/Outbox.ts"
import { Ledger } from "../ledger/Ledger.ts"
import type { AccountId } from "../ledger/Model.ts"
import * as Ids from "../shared/Ids.ts"
import { span } from "../shared/Tracing.ts"
import * as Transactor from "../shared/Transactor.ts"
import * as Config from "./Config.ts"
import { makeCreate } from "./Create.ts"
import { BillingNotFound, InvalidBilling } from "./Errors.ts"
import { BillingMethod, BillingStatus } from "./Machine.ts"
import { makeCardMoves } from "./CardMoves.ts"
import { makeMoves } from "./Moves.ts"
import { billingPageSizeDefault, billingPageSizeMax, type BillingListFilters } from "./Record.ts"
import { type Problem, optionalText } from "./Request.ts"
import { dayNumber } from "./boleto/DueDate.ts"
import { BillingStore, layerMemory } from "./Store.ts"
import { Schema } from "effect"

/** A list request as the API hands it over, before checks. */
export interface ListBillingsInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly status?: string | undefined
  readonly method?: string | undefined
  readonly customerId?: string | undefined
  readonly externalReference?: string | undefined
  readonly dueDateFrom?: string | undefined
  readonly dueDateTo?: string | undefined
  readonly createdFrom?: string | undefined
  readonly createdTo?: string | undefined
}

const literal = <A extends string>(
  problems: Array<Problem>,
  field: string,
  schema: Schema.Codec<A>,
  value: string | undefined
) => {
  if (value === undefined) return undefined
  const decoded = Schema.decodeUnknownResult(schema)(value)
  if (Result.isFailure(decoded)) problems.push({ field, message: `${field} is not a known value` })
  return Result.isSuccess(decoded) ? decoded.success : undefined
}

const date = (problems: Array<Problem>, field: string, value: string | undefined) => {
  if (value === undefined) return undefined
  if (dayNumber(value) === undefined) problems.push({ field, message: `${field} must be a date YYYY-MM-DD` })
  return value
}

const instant = (problems: Array<Problem>, field: string, value: string | undefined, end: boolean) => {
  if (value === undefined) return undefined
  if (dayNumber(value) !== undefined) return new Date(`${value}T${end ? "23:59:59.999" : "00:00:00.000"}-03:00`)
  const ms = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(ms)) {
    problems.push({ field, message: `${field} must be a date YYYY-MM-DD or an ISO 8601 instant` })
    return undefined
  }
  return new Date(ms)
}

/** Checks a list request: every problem named; pages from 1, sizes 1 to `billingPageSizeMax`. */
export const validateList = (input: ListBillingsInput) => {
  const problems: Array<Problem> = []
  const filters: BillingListFilters = {
    status: literal(problems, "status", BillingStatus, input.status),
    method: literal(problems, "method", BillingMethod, input.method),
    customerId: optionalText(problems, "customerId", input.customerId, 64),
    externalReference: optionalText(problems, "externalReference", input.externalReference, 64),
    dueDateFrom: date(problems, "dueDateFrom", input.dueDateFrom),
    dueDateTo: date(problems, "dueDateTo", input.dueDateTo),
    createdFrom: instant(problems, "createdAtFrom", input.createdFrom, false),
    createdTo: instant(problems, "createdAtTo", input.createdTo, true)
  }
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? billingPageSizeDefault
  if (!Number.isSafeInteger(page) || page < 1)
    problems.push({ field: "page", message: "page is a whole number from 1" })
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > billingPageSizeMax) {
    problems.push({ field: "pageSize", message: `pageSize is a whole number from 1 to ${billingPageSizeMax}` })
  }
  return problems.length > 0
    ? Result.fail(new InvalidBilling({ problems }))
    : Result.succeed({ filters, page: { page, pageSize } })
}

/**
 * One-off billings (`billings/*`, docs/decisions.md "Billings"): BOLETO and PIX billings created PENDING with
 * `payment.created`; paid (RECEIVED, `payment.paid`, the net credited once), OVERDUE after their due date (still
 * payable with fine and interest), refunded in full (REFUNDED, `payment.refunded`), canceled (CANCELED).
 */
export class Billings extends Context.Service<Billings>()("@trilho/domain/Billings", {
  make: Effect.gen(function* () {
    const store = yield* BillingStore
    const create = yield* makeCreate
    const moves = yield* makeMoves
    const cardMoves = yield* makeCardMoves

    /** The account's billing with this id, or else with this `externalReference`. */
    const findById = Effect.fnUntraced(function* (accountId: AccountId, id: string) {
      const byId = yield* store.findById(accountId, id)
      if (Option.isSome(byId)) return byId.value
      const byReference = yield* store.findByExternalReference(accountId, id)
      return Option.isSome(byReference) ? byReference.value : yield* new BillingNotFound({ id })
    }, span("Billings.findById"))

    /** A page of the account's billings, newest first. */
    const list = Effect.fnUntraced(function* (accountId: AccountId, input: ListBillingsInput) {
      const { filters, page } = yield* fromEither(validateList(input))
      const found = yield* store.findManyByAccount(accountId, filters, page)
      return { ...found, page: page.page, pageSize: page.pageSize, pages: Math.ceil(found.total / page.pageSize) }
    }, span("Billings.list"))

    return { create, findById, list, ...moves, ...cardMoves } as const
  })
}) {
  /** The service over the ports it reads. */
  static readonly Default = Layer.effect(Billings, Billings.make)

  /** The service over memory ports, with `PAY_URL` https://pay.trilho.test. */
  static readonly Test = Layer.suspend(() => {
    const base = Layer.mergeAll(Ledger.Test, Transactor.layerMemory, Ids.layerCounter)
    const ports = Layer.mergeAll(
      layerMemory,
      Outbox.layerMemory,
      Accounts.layerMemory,
      CustomerStore.layerMemory,
      ChargesConfig.layer({ ...ChargesConfig.settingsDefault, payUrl: "https://pay.trilho.test" }),
      Config.layer({ payUrl: "https://pay.trilho.test" })
    ).pipe(Layer.provideMerge(base))
    return Layer.provideMerge(Billings.Default, ports)
  })
}
