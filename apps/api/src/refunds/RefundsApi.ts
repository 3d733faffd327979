import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Refunds } from "@trilho/domain"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { withIdempotencyKey } from "../http/Idempotency.ts"

/**
 * `POST /refunds/create` body (spec, Refund a deposit): exactly one of `transactionId` and `e2eId`; `nature` one of
 * the refund natures (default `ORIGINAL`), checked by the domain so a wrong one is a clear `VALIDATION_ERROR`.
 */
export const CreateRefundBody = StrictBody({
  transactionId: Schema.optional(Schema.String),
  e2eId: Schema.optional(Schema.String),
  refundId: Schema.optional(Schema.String),
  nature: Schema.optional(Schema.String),
  description: Schema.optional(Schema.String),
  subaccountId: Schema.optional(Schema.String)
})

const PositiveIntFromString = Schema.NumberFromString.pipe(Schema.int())

/** Query of the refund list (docs/decisions.md, "Refunds: list"). */
export const RefundListQuery = Schema.Struct({
  page: Schema.optional(PositiveIntFromString),
  pageSize: Schema.optional(PositiveIntFromString),
  /** ISO 8601, on the refund's `requestedAt`; a date without time stands for the start of that day (UTC). */
  dateFrom: Schema.optional(Schema.String),
  /** ISO 8601, on the refund's `requestedAt`; a date without time stands for the end of that day (UTC). */
  dateTo: Schema.optional(Schema.String),
  /** The refund's status: `REQUESTED`, `COMPLETED` or `FAILED`. */
  status: Schema.optional(Schema.String),
  /** The refund's nature. */
  nature: Schema.optional(Schema.String),
  /** Partial, case-insensitive: the deposit's id, the `refundId`, the end-to-end id or the description. */
  search: Schema.optional(Schema.String),
  subaccountId: Schema.optional(Schema.String),
  /** Alias of `subaccountId`. */
  merchantSubaccountId: Schema.optional(Schema.String)
})
export type RefundListQuery = typeof RefundListQuery.Type

/**
 * Refunds of received PIX (`/refunds/*`), each route behind the permission of its name. A refund read is the
 * deposit's lean record (`PIX_IN`, `REVERSED` once completed) with its `refund` block; another merchant's deposit is
 * a 404 like a missing one.
 */
export class RefundsGroup extends HttpApiGroup.make("refunds")
  .add(
    HttpApiEndpoint.post("create", "/refunds/create")
      .setPayload(CreateRefundBody)
      .addSuccess(Envelope(Refunds.LeanRefund))
      .pipe(withMoneyRouteErrors)
      .pipe(withIdempotencyKey)
      .pipe(permission("refunds/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/refunds/get/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(Envelope(Refunds.LeanRefund))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("refunds/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/refunds/list")
      .setUrlParams(RefundListQuery)
      .addSuccess(Envelope(Page(Refunds.LeanRefund)))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("refunds/list"))
  )
  .middleware(Authentication) {}
