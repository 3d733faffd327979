import { Refunds } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Sandbox controls of refunds: play the PIX network completing or failing a requested refund. `{id}` is any id a
 * refund read takes (the deposit's id or end-to-end id, the `refundId`). Only in sandbox mode (otherwise 404
 * `ROUTE_NOT_FOUND`); permission `sandbox/refunds` (granted by `sandbox/*` or `*`).
 */
export class SandboxRefundsGroup extends HttpApiGroup.make("sandboxRefunds")
  .add(
    HttpApiEndpoint.post("complete", "/sandbox/refunds/:id/complete", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(Refunds.LeanRefund),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/refunds"))
  )
  .add(
    HttpApiEndpoint.post("fail", "/sandbox/refunds/:id/fail", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(Refunds.LeanRefund),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/refunds"))
  )
  .middleware(Authentication) {}
