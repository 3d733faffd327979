import { Transfers } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

const IdPath = Schema.Struct({ id: Schema.String })

/** Who the network reports as the recipient of a settled transfer (default: derived from the destination). */
export const RecipientBody = StrictBody({
  name: Schema.String,
  document: Schema.optionalKey(Schema.String),
  pixKey: Schema.optionalKey(Schema.String)
})

/**
 * The sandbox controls of sent PIX, only while sandbox mode is on (otherwise a 404 `ROUTE_NOT_FOUND`): the security
 * review's decision (`approve`, `refuse`) and the network's outcome (`settle`, `fail`). Permissions
 * `sandbox/approve`, `sandbox/refuse`, `sandbox/settle`, `sandbox/fail` (granted by `sandbox/*`). Another merchant's
 * transfer is a 404.
 */
export class SandboxTransfersGroup extends HttpApiGroup.make("sandboxTransfers")
  .add(
    HttpApiEndpoint.post("approve", "/sandbox/transfers/:id/approve", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(Transfers.LeanPixTransfer),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/approve"))
  )
  .add(
    HttpApiEndpoint.post("refuse", "/sandbox/transfers/:id/refuse", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(Transfers.LeanPixTransfer),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/refuse"))
  )
  .add(
    HttpApiEndpoint.post("settle", "/sandbox/transfers/:id/settle", {
      params: IdPath,
      payload: StrictBody({ recipient: Schema.optionalKey(RecipientBody) }),
      success: Envelope(Transfers.LeanPixTransfer),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/settle"))
  )
  .add(
    HttpApiEndpoint.post("fail", "/sandbox/transfers/:id/fail", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(Transfers.LeanPixTransfer),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/fail"))
  )
  .middleware(Authentication) {}
