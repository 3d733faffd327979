import { amountMaxCentavos } from "../money/Money.ts"
import * as Text from "../shared/Text.ts"
import { couponPercentBpsMax, couponPercentBpsMin, type CouponDiscount } from "./Discount.ts"
import { InvalidCoupon } from "./Errors.ts"
import {
  codeLengthMax,
  codeLengthMin,
  codeShape,
  type CouponRecord,
  type CouponStatus,
  type DiscountType,
  maxUsesMax,
  normalizeCode,
  restrictedIdLengthMax,
  restrictedIdsMax
} from "./Record.ts"

/** One problem of a request: the field's path (`productIds.2`) and what is wrong with it. */
export interface Problem {
  readonly field: string
  readonly message: string
}

/**
 * The coupon fields of a create request as the API hands them over. The API's `value` arrives read both ways: as basis
 * points (`percentBps`, a PERCENT coupon's) and as centavos (`amountCentavos`, a FIXED coupon's); the coupon's type
 * picks one, and its problems are named `value`. `expiresAt` is a `Date` or ISO 8601 text with a zone.
 */
export interface CouponFieldsInput {
  readonly code?: unknown
  readonly discountType?: unknown
  readonly percentBps?: unknown
  readonly amountCentavos?: unknown
  readonly status?: unknown
  readonly productIds?: unknown
  readonly paymentLinkIds?: unknown
  readonly maxUses?: unknown
  readonly expiresAt?: unknown
}

/** An update: any field to change; `null` clears `maxUses` or `expiresAt`; a list replaces the stored one. */
export type CouponChangesInput = CouponFieldsInput

/** The checked fields of a create request. */
export interface CheckedCreate {
  readonly code: string
  readonly discount: CouponDiscount
  readonly status: CouponStatus
  readonly productIds: ReadonlyArray<string>
  readonly paymentLinkIds: ReadonlyArray<string>
  readonly maxUses?: number | undefined
  readonly expiresAt?: Date | undefined
}

const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i

/** `code`: trimmed and upper-cased, 3 to 40 of A-Z, 0-9, `-` and `_`. */
export const checkCode = (problems: Array<Problem>, value: unknown): string | undefined => {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    problems.push({ field: "code", message: "code is required" })
    return undefined
  }
  if (typeof value !== "string") {
    problems.push({ field: "code", message: "must be text" })
    return undefined
  }
  const code = normalizeCode(value)
  if (code.length < codeLengthMin || code.length > codeLengthMax)
    problems.push({ field: "code", message: `code has ${codeLengthMin} to ${codeLengthMax} characters` })
  else if (!codeShape.test(code))
    problems.push({ field: "code", message: "code has only letters A to Z, digits, - and _" })
  else return code
  return undefined
}

/** `discountType`: PERCENT or FIXED. */
export const checkDiscountType = (problems: Array<Problem>, value: unknown): DiscountType | undefined => {
  if (value === "PERCENT" || value === "FIXED") return value
  problems.push({
    field: "discountType",
    message: value === undefined ? "discountType is required" : "discountType must be PERCENT or FIXED"
  })
  return undefined
}

/**
 * The discount of type `type` from the value read its way: PERCENT 1 to 10,000 basis points (0.01 % to 100 %), FIXED
 * at least one centavo.
 */
export const checkDiscount = (
  problems: Array<Problem>,
  type: DiscountType,
  input: Pick<CouponFieldsInput, "percentBps" | "amountCentavos">
): CouponDiscount | undefined => {
  const value = type === "PERCENT" ? input.percentBps : input.amountCentavos
  if (value === undefined || value === null) {
    problems.push({ field: "value", message: "value is required" })
    return undefined
  }
  if (type === "PERCENT") {
    if (
      typeof value === "number" &&
      Number.isSafeInteger(value) &&
      value >= couponPercentBpsMin &&
      value <= couponPercentBpsMax
    )
      return { discountType: type, percentBps: value }
    problems.push({ field: "value", message: "value must be a percentage from 0.01 to 100 with at most 2 decimals" })
    return undefined
  }
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1 && value <= amountMaxCentavos)
    return { discountType: type, amountCentavos: value }
  problems.push({ field: "value", message: "value must be a positive amount of reais with at most 2 decimals" })
  return undefined
}

/** `status`: ACTIVE or INACTIVE. */
export const checkStatus = (problems: Array<Problem>, value: unknown): CouponStatus | undefined => {
  if (value === undefined) return undefined
  if (value === "ACTIVE" || value === "INACTIVE") return value
  problems.push({ field: "status", message: "status must be ACTIVE or INACTIVE" })
  return undefined
}

/** `maxUses`: a whole number from 1 to `maxUsesMax`. */
export const checkMaxUses = (problems: Array<Problem>, value: unknown): number | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1 && value <= maxUsesMax) return value
  problems.push({ field: "maxUses", message: `maxUses must be a whole number from 1 to ${maxUsesMax}` })
  return undefined
}

/** `expiresAt`: a `Date` or ISO 8601 text with a zone, after `now` (a coupon is not written already ended). */
export const checkExpiresAt = (problems: Array<Problem>, value: unknown, now: Date): Date | undefined => {
  if (value === undefined || value === null) return undefined
  const at =
    value instanceof Date
      ? value
      : typeof value === "string" && isoTimestamp.test(value.trim())
        ? new Date(value.trim())
        : undefined
  if (at === undefined || Number.isNaN(at.getTime())) {
    problems.push({ field: "expiresAt", message: "expiresAt must be an ISO 8601 timestamp with a zone" })
    return undefined
  }
  if (at.getTime() <= now.getTime()) {
    problems.push({ field: "expiresAt", message: "expiresAt must be in the future" })
    return undefined
  }
  return at
}

/** The ids of a list field that are well formed, each with its position in the request. */
export interface IndexedId {
  readonly index: number
  readonly id: string
}

/**
 * `productIds` / `paymentLinkIds`: a list of at most `restrictedIdsMax` ids, each text of 1 to 64 characters without
 * control characters (problems named by position, `productIds.2`). Repeats count once.
 */
export const checkIds = (
  problems: Array<Problem>,
  field: "productIds" | "paymentLinkIds",
  value: unknown
): ReadonlyArray<IndexedId> | undefined => {
  if (value === undefined) return undefined
  if (!Array.isArray(value)) {
    problems.push({ field, message: `${field} must be a list of ids` })
    return undefined
  }
  if (value.length > restrictedIdsMax) {
    problems.push({ field, message: `at most ${restrictedIdsMax} ids` })
    return undefined
  }
  const before = problems.length
  const ids: Array<IndexedId> = []
  value.forEach((item, index) => {
    const id = typeof item === "string" ? item.trim() : undefined
    if (
      id === undefined ||
      id === "" ||
      id.length > restrictedIdLengthMax ||
      Text.problemOf(id) !== undefined ||
      /[\u0000-\u001f\u007f]/.test(id)
    ) {
      problems.push({
        field: `${field}.${index}`,
        message: `must be an id of 1 to ${restrictedIdLengthMax} characters`
      })
      return
    }
    if (!ids.some((seen) => seen.id === id)) ids.push({ index, id })
  })
  return problems.length > before ? undefined : ids
}

const plain = (ids: ReadonlyArray<IndexedId> | undefined) => ids?.map((i) => i.id) ?? []

/**
 * Checks a create request and names every problem: `code` required, `discountType` required with its `value`,
 * `status` ACTIVE (default) or INACTIVE, `productIds` and `paymentLinkIds` lists of ids, `maxUses` positive,
 * `expiresAt` in the future.
 */
export const checkCreate = (input: CouponFieldsInput, now: Date): CheckedCreate | InvalidCoupon => {
  const problems: Array<Problem> = []
  const code = checkCode(problems, input.code)
  const type = checkDiscountType(problems, input.discountType)
  const discount = type === undefined ? undefined : checkDiscount(problems, type, input)
  const status = checkStatus(problems, input.status)
  const productIds = checkIds(problems, "productIds", input.productIds ?? undefined)
  const paymentLinkIds = checkIds(problems, "paymentLinkIds", input.paymentLinkIds ?? undefined)
  const maxUses = checkMaxUses(problems, input.maxUses)
  const expiresAt = checkExpiresAt(problems, input.expiresAt, now)
  if (problems.length > 0 || code === undefined || discount === undefined) return new InvalidCoupon({ problems })
  return {
    code,
    discount,
    status: status ?? "ACTIVE",
    productIds: plain(productIds),
    paymentLinkIds: plain(paymentLinkIds),
    maxUses,
    expiresAt
  }
}

type Mutable = { -readonly [K in keyof CouponRecord]: CouponRecord[K] }

/**
 * The record with the requested changes applied, or every problem. An absent field stays; `null` clears `maxUses` and
 * `expiresAt`; a list replaces the stored one; a new `discountType` needs its `value`, and a `value` alone keeps the
 * coupon's type. `uses` is not a field: only redemptions change it.
 */
export const applyChanges = (
  record: CouponRecord,
  input: CouponChangesInput,
  now: Date
): CouponRecord | InvalidCoupon => {
  const problems: Array<Problem> = []
  const next: Mutable = { ...record, updatedAt: now }
  if (input.code !== undefined) {
    const code = checkCode(problems, input.code)
    if (code !== undefined) next.code = code
  }
  const valueSent = input.percentBps !== undefined || input.amountCentavos !== undefined
  if (input.discountType !== undefined || valueSent) {
    const type =
      input.discountType === undefined ? record.discount.discountType : checkDiscountType(problems, input.discountType)
    const discount = type === undefined ? undefined : checkDiscount(problems, type, input)
    if (discount !== undefined) next.discount = discount
  }
  const status = checkStatus(problems, input.status)
  if (status !== undefined) next.status = status
  for (const field of ["productIds", "paymentLinkIds"] as const) {
    if (input[field] === null) problems.push({ field, message: `${field} must be a list of ids` })
    const ids = checkIds(problems, field, input[field] ?? undefined)
    if (ids !== undefined) next[field] = plain(ids)
  }
  if (input.maxUses === null) delete next.maxUses
  else {
    const maxUses = checkMaxUses(problems, input.maxUses)
    if (maxUses !== undefined) next.maxUses = maxUses
  }
  if (input.expiresAt === null) delete next.expiresAt
  else {
    const expiresAt = checkExpiresAt(problems, input.expiresAt, now)
    if (expiresAt !== undefined) next.expiresAt = expiresAt
  }
  return problems.length > 0 ? new InvalidCoupon({ problems }) : next
}

/** Whether an update request asks for any change. */
export const hasChanges = (input: CouponChangesInput): boolean => Object.values(input).some((v) => v !== undefined)
