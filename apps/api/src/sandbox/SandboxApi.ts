import { Charges } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { PayerBody } from "../charges/ChargesApi.ts"
import { Envelope } from "../http/Envelope.ts"
import { BadRequest, NotFound, withMoneyRouteErrors } from "../http/Errors.ts"

/** The sandbox time: how far ahead of the real clock it runs, and the time it reads now. */
export const SandboxClockView = Schema.Struct({ offsetSeconds: Schema.Finite, now: Schema.String })

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * The sandbox controls (DESIGN §8), only while sandbox mode is on (`TRILHO_MODE=sandbox`, the default; otherwise
 * every route here is a 404 `ROUTE_NOT_FOUND`). Permissions `sandbox/pay`, `sandbox/fail`, `sandbox/clock` (granted
 * by `sandbox/*` or `*`). A charge of another merchant is a 404, as everywhere.
 */
export class SandboxGroup extends HttpApiGroup.make("sandbox")
  .add(
    HttpApiEndpoint.post("pay", "/sandbox/payment-pix/:id/pay", {
      params: IdPath,
      payload: StrictBody({ payer: Schema.optionalKey(PayerBody) }),
      success: Envelope(Charges.LeanCharge),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/pay"))
  )
  .add(
    HttpApiEndpoint.post("fail", "/sandbox/payment-pix/:id/fail", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(Charges.LeanCharge),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/fail"))
  )
  .add(
    HttpApiEndpoint.post("advance", "/sandbox/clock/advance", {
      payload: StrictBody({ seconds: Schema.Finite }),
      success: Envelope(SandboxClockView),
      error: [BadRequest, NotFound]
    }).pipe(permission("sandbox/clock"))
  )
  .add(
    HttpApiEndpoint.get("clock", "/sandbox/clock", {
      success: Envelope(SandboxClockView),
      error: NotFound
    }).pipe(permission("sandbox/clock"))
  )
  .middleware(Authentication) {}
