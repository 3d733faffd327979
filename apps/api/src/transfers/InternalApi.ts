import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Transfers } from "@trilho/domain"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { ListQuery } from "../charges/ChargesApi.ts"
import { Envelope, Page } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"
import { withIdempotencyKey } from "../http/Idempotency.ts"

/**
 * `POST /transfer-internal/create` body (spec, Internal transfers). `amount` is read as sent and parsed at the edge
 * (`Money.parseReais`), so a malformed amount is `INVALID_AMOUNT`, not a schema error.
 */
export const CreateInternalTransferBody = StrictBody({
  amount: Schema.Unknown,
  recipientEmail: Schema.String,
  description: Schema.optional(Schema.String),
  externalReference: Schema.optional(Schema.String)
})

/**
 * Internal transfers (`/transfer-internal/*`), each route behind the permission of its name. `get` reads the caller's
 * record of either side by id, or its sender record by `externalReference`; another account's is a 404.
 */
export class InternalTransfersGroup extends HttpApiGroup.make("transferInternal")
  .add(
    HttpApiEndpoint.post("create", "/transfer-internal/create")
      .setPayload(CreateInternalTransferBody)
      .addSuccess(Envelope(Transfers.LeanInternalTransfer))
      .pipe(withMoneyRouteErrors)
      .pipe(withIdempotencyKey)
      .pipe(permission("transfer-internal/create"))
  )
  .add(
    HttpApiEndpoint.get("get", "/transfer-internal/get/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(Envelope(Transfers.LeanInternalTransfer))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("transfer-internal/get"))
  )
  .add(
    HttpApiEndpoint.get("list", "/transfer-internal/list")
      .setUrlParams(ListQuery)
      .addSuccess(Envelope(Page(Transfers.LeanInternalTransfer)))
      .pipe(withMoneyRouteErrors)
      .pipe(permission("transfer-internal/list"))
  )
  .middleware(Authentication) {}
