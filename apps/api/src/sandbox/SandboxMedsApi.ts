import { Med } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Amount } from "../http/Amounts.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

/** `POST /sandbox/meds/open`: the payer's PSP reports a received PIX. */
export const OpenMedBody = StrictBody({
  transactionId: Schema.String.annotate({ description: "The disputed deposit: a paid (COMPLETED) PIX charge." }),
  type: Med.MedType,
  amount: Schema.optionalKey(
    Amount.annotate({ description: "Reais claimed, up to the deposit's; default all of it." })
  ),
  description: Schema.optionalKey(
    Schema.String.annotate({ description: "The payer's report, at most 2000 characters." })
  ),
  protocol: Schema.optionalKey(Schema.String.annotate({ description: "The DICT report id; a new UUID by default." }))
})

/** `POST /sandbox/meds/{id}/decide`: how the analysis ends. */
export const DecideMedBody = StrictBody({
  outcome: Schema.Literals(["accept", "reject", "cancel"]).annotate({
    description:
      "`accept` (ACCEPTED: the blocked money returns to the payer), `reject` (REJECTED, only after a " +
      "defence) or `cancel` (CANCELED); both release the block."
  })
})

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Sandbox controls of MED disputes: play the payer's PSP and the DICT analysis. `{id}` is the dispute's id or
 * protocol. Only in sandbox mode (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/meds` (granted by
 * `sandbox/*` or `*`).
 */
export class SandboxMedsGroup extends HttpApiGroup.make("sandboxMeds")
  .add(
    HttpApiEndpoint.post("open", "/sandbox/meds/open", {
      payload: OpenMedBody,
      success: Envelope(Med.MedView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/meds"))
  )
  .add(
    HttpApiEndpoint.post("decide", "/sandbox/meds/:id/decide", {
      params: IdPath,
      payload: DecideMedBody,
      success: Envelope(Med.MedView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/meds"))
  )
  .add(
    HttpApiEndpoint.post("expire", "/sandbox/meds/:id/expire", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(Med.MedView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/meds"))
  )
  .middleware(Authentication) {}
