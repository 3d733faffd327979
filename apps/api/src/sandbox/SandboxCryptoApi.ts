import { CryptoWithdrawals } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Sandbox controls of crypto withdrawals: play the chain settling or failing a BROADCAST withdrawal (failing returns
 * its whole debit). `{id}` is the withdrawal's id or `externalReference`. Only in sandbox mode (otherwise 404
 * `ROUTE_NOT_FOUND`); permission `sandbox/crypto` (granted by `sandbox/*` or `*`); another merchant's withdrawal is a
 * 404.
 */
export class SandboxCryptoGroup extends HttpApiGroup.make("sandboxCrypto")
  .add(
    HttpApiEndpoint.post("settleWithdrawal", "/sandbox/crypto/withdrawals/:id/settle", {
      params: IdPath,
      payload: StrictBody({}),
      success: Envelope(CryptoWithdrawals.LeanCryptoWithdrawal),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .add(
    HttpApiEndpoint.post("failWithdrawal", "/sandbox/crypto/withdrawals/:id/fail", {
      params: IdPath,
      payload: StrictBody({ reason: Schema.optionalKey(Schema.String) }),
      success: Envelope(CryptoWithdrawals.LeanCryptoWithdrawal),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/crypto"))
  )
  .middleware(Authentication) {}
