import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Ledger, Portal } from "@trilho/domain"
import * as Statement from "@trilho/domain/ports/Statement"
import { Schema } from "effect"
import { Authentication, permission } from "../auth/Authentication.ts"
import { StrictBody, strict } from "../auth/BodyRules.ts"
import { Envelope } from "../http/Envelope.ts"
import {
  BadRequest,
  Conflict,
  Forbidden,
  Gone,
  NotFound,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized
} from "../http/Errors.ts"
import { MerchantAuthentication, PortalAuthentication } from "./PortalAuth.ts"

const Text = Schema.String.pipe(Schema.maxLength(400))

/** A subaccount named by `id` or `externalReference`. */
const SubaccountRef = {
  id: Schema.optional(Text),
  externalReference: Schema.optional(Text)
}

export const PortalView = Schema.Struct({
  state: Portal.PortalState,
  email: Schema.NullOr(Schema.String),
  emailVerified: Schema.Boolean,
  twoFactorEnabled: Schema.Boolean,
  lastLoginAt: Schema.NullOr(Schema.String)
})

/** One subaccount's portal login. */
export const PortalItem = Schema.Struct({
  subaccountId: Schema.String,
  subaccountName: Schema.String,
  portal: PortalView
})

export const PortalItems = Schema.Struct({ items: Schema.Array(PortalItem) })

export const SetupPayload = StrictBody({ ...SubaccountRef, email: Text, password: Text })
export const UpdateEmailPayload = StrictBody({ ...SubaccountRef, email: Text })
export const RefPayload = StrictBody(SubaccountRef)
export const StatusQuery = Schema.Struct(SubaccountRef)

/** The setup answer: the spec's `{success: true, mode: 'portal_ready'}` in the envelope, with the login. */
export const SetupResponse = Schema.Struct({
  success: Schema.Literal(true),
  mode: Schema.Literal("portal_ready"),
  message: Schema.String,
  data: PortalItem,
  requestId: Schema.String
})

const portalRouteErrors = <E extends HttpApiEndpoint.HttpApiEndpoint.Any>(endpoint: E): E =>
  (endpoint as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps)
    .addError(BadRequest)
    .addError(Forbidden)
    .addError(NotFound)
    .addError(Conflict)
    .addError(ServiceUnavailable) as unknown as E

/** The merchant's portal administration with an API key: `/subaccount/portal/*`. */
export class SubaccountPortalGroup extends HttpApiGroup.make("subaccountPortal")
  .add(
    HttpApiEndpoint.post("setup", "/subaccount/portal/setup")
      .setPayload(SetupPayload)
      .addSuccess(SetupResponse)
      .pipe(portalRouteErrors)
      .pipe(permission("subaccount/portal/setup"))
  )
  .add(
    HttpApiEndpoint.get("status", "/subaccount/portal/status")
      .setUrlParams(StatusQuery)
      .addSuccess(Envelope(PortalItems))
      .pipe(portalRouteErrors)
      .pipe(permission("subaccount/portal/get"))
  )
  .add(
    HttpApiEndpoint.post("updateEmail", "/subaccount/portal/update-email")
      .setPayload(UpdateEmailPayload)
      .addSuccess(Envelope(PortalItem))
      .pipe(portalRouteErrors)
      .pipe(permission("subaccount/portal/update-email"))
  )
  .add(
    HttpApiEndpoint.post("revoke", "/subaccount/portal/revoke")
      .setPayload(RefPayload)
      .addSuccess(Envelope(PortalItem))
      .pipe(portalRouteErrors)
      .pipe(permission("subaccount/portal/revoke"))
  )
  .add(
    HttpApiEndpoint.post("reset2fa", "/subaccount/portal/reset-2fa")
      .setPayload(RefPayload)
      .addSuccess(Envelope(PortalItem))
      .pipe(portalRouteErrors)
      .pipe(permission("subaccount/portal/reset-2fa"))
  )
  .middleware(Authentication) {}

/** A session token and what it is for. */
export const PortalToken = Schema.Struct({
  token: Schema.String,
  tokenType: Schema.Literal("Bearer"),
  principalType: Schema.Literal("subaccount_portal"),
  expiresAt: Schema.String,
  subaccountId: Schema.String,
  subaccountName: Schema.String
})

export const MerchantToken = Schema.Struct({
  token: Schema.String,
  tokenType: Schema.Literal("Bearer"),
  principalType: Schema.Literal("merchant_user"),
  expiresAt: Schema.String,
  accountId: Schema.String,
  userId: Schema.String
})

const signInErrors = <E extends HttpApiEndpoint.HttpApiEndpoint.Any>(endpoint: E): E =>
  (endpoint as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps)
    .addError(BadRequest)
    .addError(Unauthorized)
    .addError(TooManyRequests)
    .addError(ServiceUnavailable) as unknown as E

/** Sign-in routes (no API key): the operator portal's and the dashboard users'. */
export class SignInGroup extends HttpApiGroup.make("signIn")
  .add(
    HttpApiEndpoint.post("walletLogin", "/auth/wallet/login")
      .setPayload(StrictBody({ email: Text, password: Text, totpCode: Schema.optional(Text) }))
      .addSuccess(Envelope(PortalToken))
      .pipe(signInErrors)
  )
  .add(
    HttpApiEndpoint.post("forgotPassword", "/auth/wallet/forgot-password")
      .setPayload(StrictBody({ email: Text }))
      .addSuccess(Envelope(Schema.Struct({ accepted: Schema.Literal(true) })))
      .pipe(signInErrors)
  )
  .add(
    HttpApiEndpoint.post("resetPassword", "/auth/wallet/reset-password")
      .setPayload(StrictBody({ token: Text, password: Text }))
      .addSuccess(Envelope(Schema.Struct({ reset: Schema.Literal(true) })))
      .pipe(signInErrors)
  )
  .add(
    HttpApiEndpoint.post("userLogin", "/auth/login")
      .setPayload(StrictBody({ email: Text, password: Text }))
      .addSuccess(Envelope(MerchantToken))
      .pipe(signInErrors)
  ) {}

/** The operator portal's home: the subaccount, its balance and its latest movements. */
export const Dashboard = Schema.Struct({
  subaccountId: Schema.String,
  subaccountName: Schema.String,
  externalReference: Schema.String,
  balance: Ledger.SubaccountBalanceFields,
  movements: Schema.Array(Statement.LeanStatementItem),
  portal: PortalView
})

const walletErrors = <E extends HttpApiEndpoint.HttpApiEndpoint.Any>(endpoint: E): E =>
  (endpoint as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps)
    .addError(BadRequest)
    .addError(Unauthorized)
    .addError(Conflict)
    .addError(ServiceUnavailable) as unknown as E

/** The operator's routes, behind a portal session: dashboard, two-factor enrolment, sign-out. */
export class WalletGroup extends HttpApiGroup.make("wallet")
  .add(HttpApiEndpoint.get("dashboard", "/wallet/dashboard").addSuccess(Envelope(Dashboard)).pipe(walletErrors))
  .add(
    HttpApiEndpoint.post("setup2fa", "/wallet/2fa/setup")
      .addSuccess(
        Envelope(Schema.Struct({ secret: Schema.String, otpauthUri: Schema.String, qrCodeBase64: Schema.String }))
      )
      .pipe(walletErrors)
  )
  .add(
    HttpApiEndpoint.post("enable2fa", "/wallet/2fa/enable")
      .setPayload(StrictBody({ code: Text }))
      .addSuccess(Envelope(PortalView))
      .pipe(walletErrors)
  )
  .add(
    HttpApiEndpoint.post("logout", "/wallet/logout")
      .addSuccess(Envelope(Schema.Struct({ signedOut: Schema.Literal(true) })))
      .pipe(walletErrors)
  )
  .middleware(PortalAuthentication) {}

const merchantErrors = <E extends HttpApiEndpoint.HttpApiEndpoint.Any>(endpoint: E): E =>
  (endpoint as unknown as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps)
    .addError(BadRequest)
    .addError(Unauthorized)
    .addError(Forbidden)
    .addError(NotFound)
    .addError(Conflict)
    .addError(ServiceUnavailable) as unknown as E

/** The dashboard users' portal administration (merchant JWT): the same operations as `/subaccount/portal/*`. */
export class AccountPortalGroup extends HttpApiGroup.make("accountPortal")
  .add(
    HttpApiEndpoint.get("status", "/account/subaccounts/portal")
      .setUrlParams(StatusQuery)
      .addSuccess(Envelope(PortalItems))
      .pipe(merchantErrors)
  )
  .add(
    HttpApiEndpoint.post("setup", "/account/subaccounts/portal/setup")
      .setPayload(SetupPayload)
      .addSuccess(SetupResponse)
      .pipe(merchantErrors)
  )
  .add(
    HttpApiEndpoint.post("updateEmail", "/account/subaccounts/portal/update-email")
      .setPayload(UpdateEmailPayload)
      .addSuccess(Envelope(PortalItem))
      .pipe(merchantErrors)
  )
  .add(
    HttpApiEndpoint.post("revoke", "/account/subaccounts/portal/revoke")
      .setPayload(RefPayload)
      .addSuccess(Envelope(PortalItem))
      .pipe(merchantErrors)
  )
  .add(
    HttpApiEndpoint.post("reset2fa", "/account/subaccounts/portal/reset-2fa")
      .setPayload(RefPayload)
      .addSuccess(Envelope(PortalItem))
      .pipe(merchantErrors)
  )
  .add(
    HttpApiEndpoint.post("invite", "/account/subaccounts/portal/invite")
      // Any body: the route answers 410 whatever it is sent.
      .setPayload(strict(Schema.Unknown))
      .addSuccess(Envelope(Schema.Struct({})))
      .addError(Gone)
      .pipe(merchantErrors)
  )
  .middleware(MerchantAuthentication) {}

/** Sandbox mailer (sandbox mode only): the mails sent about the key's account, newest first. */
export class SandboxMailsGroup extends HttpApiGroup.make("sandboxMails")
  .add(
    HttpApiEndpoint.get("list", "/sandbox/mails")
      .setUrlParams(Schema.Struct({ to: Schema.optional(Text), limit: Schema.optional(Schema.NumberFromString) }))
      .addSuccess(
        Envelope(
          Schema.Struct({
            items: Schema.Array(
              Schema.Struct({
                id: Schema.String,
                to: Schema.String,
                subject: Schema.String,
                text: Schema.String,
                createdAt: Schema.String
              })
            )
          })
        )
      )
      .addError(BadRequest)
      .addError(NotFound)
      .addError(ServiceUnavailable)
      .pipe(permission("sandbox/mails"))
  )
  .middleware(Authentication) {}
