import { Card } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import { withMoneyRouteErrors } from "../http/Errors.ts"

/** The sandbox's test card when a pay control names none: the approved Visa (docs/decisions.md, "Card processor"). */
export const sandboxTestCardDefault = "4242424242424242"

/**
 * `POST /sandbox/card/{id}/pay` body: a test card's number (default the approved Visa) and, optionally, its other
 * fields (default a future expiry, CVV `123`, or `1234` for Amex, and a holder name). Checked as the hosted card page
 * checks them; the number and CVV are tokenized at once and never stored.
 */
export const SandboxCardPayBody = StrictBody({
  number: Schema.optionalKey(Schema.String),
  expMonth: Schema.optionalKey(Schema.Union([Schema.String, Schema.Number])),
  expYear: Schema.optionalKey(Schema.Union([Schema.String, Schema.Number])),
  cvv: Schema.optionalKey(Schema.String),
  holderName: Schema.optionalKey(Schema.String)
})

/** `POST /sandbox/card/onboarding/complete` body: the form's parts; each omitted one takes sandbox data. */
export const SandboxOnboardingBody = StrictBody({
  company: Schema.optionalKey(StrictBody({ cnpj: Schema.String, legalName: Schema.String })),
  bankAccount: Schema.optionalKey(
    StrictBody({ bankCode: Schema.String, branch: Schema.String, accountNumber: Schema.String })
  )
})

/** The account's processor account as the processor reports it (requirements, verification, switches). */
export const ProcessorAccountView = Schema.Struct({
  processorAccountId: Schema.String,
  personType: Schema.NullOr(Schema.String),
  verified: Schema.Boolean,
  chargesEnabled: Schema.Boolean,
  payoutsEnabled: Schema.Boolean,
  requirementsDue: Schema.Array(Schema.String),
  requirementsPastDue: Schema.Array(Schema.String)
})

/** What a settlement pass did for the account: the card transactions and card billings whose net became available. */
export const SettlementPassView = Schema.Struct({ settled: Schema.Array(Schema.String) })

const IdPath = Schema.Struct({ id: Schema.String })

/**
 * Sandbox controls of card checkout: play the buyer paying a card checkout on the processor's page with a test card
 * and answering its challenge, finish or break the processor's onboarding, and settle the card deposits due at the
 * sandbox clock. Only in sandbox mode (otherwise 404 `ROUTE_NOT_FOUND`); permission `sandbox/card` (granted by
 * `sandbox/*` or `*`).
 */
export class SandboxCardGroup extends HttpApiGroup.make("sandboxCard")
  .add(
    HttpApiEndpoint.post("pay", "/sandbox/card/:id/pay", {
      params: IdPath,
      payload: SandboxCardPayBody,
      success: Envelope(Card.CardTransactionView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/card"))
  )
  .add(
    HttpApiEndpoint.post("challenge", "/sandbox/card/:id/challenge", {
      params: IdPath,
      payload: StrictBody({ passed: Schema.Boolean }),
      success: Envelope(Card.CardTransactionView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/card"))
  )
  .add(
    HttpApiEndpoint.post("completeOnboarding", "/sandbox/card/onboarding/complete", {
      payload: SandboxOnboardingBody,
      success: Envelope(ProcessorAccountView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/card"))
  )
  .add(
    HttpApiEndpoint.post("breakOnboarding", "/sandbox/card/onboarding/break", {
      payload: StrictBody({ requirement: Card.OnboardingRequirement }),
      success: Envelope(ProcessorAccountView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/card"))
  )
  .add(
    HttpApiEndpoint.post("settle", "/sandbox/card/settle", {
      payload: StrictBody({}),
      success: Envelope(SettlementPassView),
      error: withMoneyRouteErrors
    }).pipe(permission("sandbox/card"))
  )
  .middleware(Authentication) {}
