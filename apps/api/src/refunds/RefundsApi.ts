import { Refunds } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { CodeFilter, ListDate, PageNumber, PageSize, SearchText, SubaccountFilter } from "../http/QueryParams.ts"

/**
 * `POST /refunds/create` body (spec, Refund a deposit): exactly one of `transactionId` and `e2eId`; `nature` one of
 * the refund natures (default `ORIGINAL`), checked by the domain so a wrong one is a clear `VALIDATION_ERROR`.
 */
export const CreateRefundBody = StrictBody({
  transactionId: Schema.optionalKey(Schema.String),
  e2eId: Schema.optionalKey(Schema.String),
  refundId: Schema.optionalKey(Schema.String),
  nature: Schema.optionalKey(Schema.String),
  description: Schema.optionalKey(Schema.String),
  subaccountId: Schema.optionalKey(Schema.String)
})

/** Query of the refund list (docs/decisions.md, "Refunds: list"). */
export const RefundListQuery = Schema.Struct({
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize()),
  /** ISO 8601, on the refund's `requestedAt`; a date without time stands for the start of that day (UTC). */
  dateFrom: Schema.optionalKey(ListDate),
  /** ISO 8601, on the refund's `requestedAt`; a date without time stands for the end of that day (UTC). */
  dateTo: Schema.optionalKey(ListDate),
  status: Schema.optionalKey(CodeFilter("The refund's status: REQUESTED, COMPLETED or FAILED.")),
  nature: Schema.optionalKey(CodeFilter("The refund's nature.")),
  search: Schema.optionalKey(
    SearchText("Case-insensitive substring of the deposit's id, the refundId, the end-to-end id or the description.")
  ),
  subaccountId: Schema.optionalKey(SubaccountFilter),
  /** Alias of `subaccountId`. */
  merchantSubaccountId: Schema.optionalKey(SubaccountFilter)
})
export type RefundListQuery = typeof RefundListQuery.Type

/**
 * Refunds of received PIX (`/refunds/*`), each route behind the permission of its name. A refund read is the
 * deposit's lean record (`PIX_IN`, `REVERSED` once completed) with its `refund` block; another merchant's deposit is
 * a 404 like a missing one.
 */
export class RefundsGroup extends HttpApiGroup.make("refunds")
  .add(
    HttpApiEndpoint.post("create", "/refunds/create", {
      payload: CreateRefundBody,
      success: Envelope(Refunds.LeanRefund),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("refunds/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/refunds/get/:id", {
      params: Schema.Struct({ id: Schema.String }),
      success: Envelope(Refunds.LeanRefund),
      error: withMoneyRouteErrors
    }).pipe(permission("refunds/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/refunds/list", {
      query: RefundListQuery,
      success: Envelope(Page(Refunds.LeanRefund)),
      error: withMoneyRouteErrors
    }).pipe(permission("refunds/list"))
  )
  .middleware(Authentication) {}
