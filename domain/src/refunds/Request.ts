import { Result } from "effect"
import { searchLengthMax, subaccountIdLengthMax } from "../charges/Record.ts"
import { validatePageAndDates } from "../charges/Request.ts"
import type { AccountId } from "../ledger/Model.ts"
import { InvalidRefundInput } from "./Errors.ts"
import {
  refundDescriptionLengthMax,
  refundIdLengthMax,
  refundIdShape,
  type RefundListFilters,
  type RefundNature,
  refundNatures,
  RefundStatus
} from "./Record.ts"

/** A create request as the API hands it over. */
export interface CreateRefundInput {
  readonly accountId: AccountId
  readonly apiKeyId?: string | undefined
  readonly transactionId?: string | undefined
  readonly e2eId?: string | undefined
  readonly refundId?: string | undefined
  readonly nature?: string | undefined
  readonly description?: string | undefined
  readonly subaccountId?: string | undefined
}

/** A create request once checked. */
export interface ValidRefundRequest {
  readonly accountId: AccountId
  readonly apiKeyId: string | undefined
  readonly deposit: { readonly by: "transactionId" | "e2eId"; readonly value: string }
  readonly refundId: string | undefined
  readonly nature: RefundNature
  readonly description: string | undefined
  readonly subaccountId: string | undefined
}

/** Characters of a deposit id or end-to-end id in a request, at most. */
export const depositIdLengthMax = 100

const controlCharacters = /[\u0000-\u001f\u007f]/

const refuse = (field: string, message: string) => Result.fail(new InvalidRefundInput({ field, message }))

const optionalText = (field: string, value: string | undefined, max: number) => {
  if (value === undefined) return Result.succeed(undefined)
  const trimmed = value.trim()
  if (trimmed.length > max) return refuse(field, `${field} has at most ${max} characters`)
  if (controlCharacters.test(trimmed)) return refuse(field, `${field} has a control character`)
  return Result.succeed(trimmed === "" ? undefined : trimmed)
}

/**
 * Checks a create request: exactly one of `transactionId` and `e2eId`; `refundId` 1 to 64 letters, digits or
 * `. _ : -`; `nature` one of `refundNatures` (default `ORIGINAL`); bounded `description` and `subaccountId`.
 */
export const validateRefundCreate = (input: CreateRefundInput): Result.Result<ValidRefundRequest, InvalidRefundInput> =>
  Result.gen(function* () {
    const transactionId = yield* optionalText("transactionId", input.transactionId, depositIdLengthMax)
    const e2eId = yield* optionalText("e2eId", input.e2eId, depositIdLengthMax)
    if ((transactionId === undefined) === (e2eId === undefined)) {
      return yield* refuse("transactionId", "send exactly one of transactionId and e2eId")
    }
    const refundId = input.refundId?.trim()
    if (refundId !== undefined && (refundId.length > refundIdLengthMax || !refundIdShape.test(refundId))) {
      return yield* refuse("refundId", `refundId is 1 to ${refundIdLengthMax} letters, digits or . _ : -`)
    }
    const nature = input.nature === undefined ? "ORIGINAL" : input.nature.trim().toUpperCase()
    if (!(refundNatures as ReadonlyArray<string>).includes(nature)) {
      return yield* refuse("nature", `nature is one of ${refundNatures.join(", ")}`)
    }
    const description = yield* optionalText("description", input.description, refundDescriptionLengthMax)
    const subaccountId = yield* optionalText("subaccountId", input.subaccountId, subaccountIdLengthMax)
    return {
      accountId: input.accountId,
      apiKeyId: input.apiKeyId,
      deposit:
        transactionId !== undefined ? { by: "transactionId", value: transactionId } : { by: "e2eId", value: e2eId! },
      refundId,
      nature: nature as RefundNature,
      description,
      subaccountId
    } satisfies ValidRefundRequest
  })

/**
 * The canonical text of a request's fields: a repeat with the same `refundId` must match it. The deposit is named as
 * sent (by id or by end-to-end id), so naming it the other way is another body.
 */
export const refundFingerprintOf = (valid: ValidRefundRequest): string =>
  JSON.stringify([
    valid.deposit.by,
    valid.deposit.value,
    valid.nature,
    valid.description ?? null,
    valid.subaccountId ?? null
  ])

/** A list query as the API hands it over. */
export interface ListRefundsInput {
  readonly page?: number | undefined
  readonly pageSize?: number | undefined
  readonly dateFrom?: Date | undefined
  readonly dateTo?: Date | undefined
  readonly status?: string | undefined
  readonly nature?: string | undefined
  readonly search?: string | undefined
  readonly subaccountId?: string | undefined
}

/** Checks a list query: page from 1, page size 1 to 100 (default 50), dates in order, known status and nature. */
export const validateRefundList = (input: ListRefundsInput) =>
  Result.gen(function* () {
    const { page, pageSize } = yield* validatePageAndDates(input, refuse)
    if (input.status !== undefined && !(RefundStatus.literals as ReadonlyArray<string>).includes(input.status)) {
      return yield* refuse("status", `status is one of ${RefundStatus.literals.join(", ")}`)
    }
    if (input.nature !== undefined && !(refundNatures as ReadonlyArray<string>).includes(input.nature)) {
      return yield* refuse("nature", `nature is one of ${refundNatures.join(", ")}`)
    }
    const search = input.search?.trim()
    if (search !== undefined && search.length > searchLengthMax) {
      return yield* refuse("search", `search has at most ${searchLengthMax} characters`)
    }
    const filters: RefundListFilters = {
      dateFrom: input.dateFrom,
      dateTo: input.dateTo,
      status: input.status as RefundListFilters["status"],
      nature: input.nature as RefundListFilters["nature"],
      search: search === "" ? undefined : search,
      subaccountId: input.subaccountId
    }
    return { filters, page: { page, pageSize } }
  })
