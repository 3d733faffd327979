import { Transfers } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { idempotentMoneyRouteErrors, withIdempotencyKey } from "../http/Idempotency.ts"
import { Amount } from "../http/Amounts.ts"

/**
 * `POST /transfer-internal/create` body (spec, Internal transfers). `amount` is a JSON number checked while the body is
 * decoded (`Amounts.ts`), so a malformed one is reported with every other problem of the body.
 */
export const CreateInternalTransferBody = StrictBody({
  amount: Amount,
  recipientEmail: Schema.String,
  description: Schema.optionalKey(Schema.String),
  externalReference: Schema.optionalKey(Schema.String)
})

/**
 * Internal transfers (`/transfer-internal/*`), each route behind the permission of its name. `get` reads the caller's
 * record of either side by id, or its sender record by `externalReference`; another account's is a 404.
 */
export class InternalTransfersGroup extends HttpApiGroup.make("transferInternal")
  .add(
    HttpApiEndpoint.post("create", "/transfer-internal/create", {
      payload: CreateInternalTransferBody,
      success: Envelope(Transfers.LeanInternalTransfer),
      error: idempotentMoneyRouteErrors
    }).pipe(withIdempotencyKey, permission("transfer-internal/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/transfer-internal/get/:id", {
      params: Schema.Struct({ id: Schema.String }),
      success: Envelope(Transfers.LeanInternalTransfer),
      error: withMoneyRouteErrors
    }).pipe(permission("transfer-internal/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/transfer-internal/list", {
      query: ListQuery,
      success: Envelope(Page(Transfers.LeanInternalTransfer)),
      error: withMoneyRouteErrors
    }).pipe(permission("transfer-internal/list"))
  )
  .middleware(Authentication) {}
