import { Charges, Ledger, Mailer, Portal, Statement } from "@trilho/domain"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
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
import { FilterText, Limit } from "../http/QueryParams.ts"
import { MerchantAuthentication, PortalAuthentication } from "./PortalAuth.ts"

const Text = Schema.String.check(Schema.isMaxLength(400))

/** A subaccount named by `id` or `externalReference`. */
const SubaccountRef = {
  id: Schema.optionalKey(Text),
  externalReference: Schema.optionalKey(Text)
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

const portalRouteErrors = [BadRequest, Forbidden, NotFound, Conflict, ServiceUnavailable] as const

/** The merchant's portal administration with an API key: `/subaccount/portal/*`. */
export class SubaccountPortalGroup extends HttpApiGroup.make("subaccountPortal")
  .add(
    HttpApiEndpoint.post("setup", "/subaccount/portal/setup", {
      payload: SetupPayload,
      success: SetupResponse,
      error: portalRouteErrors
    }).pipe(permission("subaccount/portal/setup"))
  )
  .add(
    HttpApiEndpoint.get("status", "/subaccount/portal/status", {
      query: StatusQuery,
      success: Envelope(PortalItems),
      error: portalRouteErrors
    }).pipe(permission("subaccount/portal/get"))
  )
  .add(
    HttpApiEndpoint.post("updateEmail", "/subaccount/portal/update-email", {
      payload: UpdateEmailPayload,
      success: Envelope(PortalItem),
      error: portalRouteErrors
    }).pipe(permission("subaccount/portal/update-email"))
  )
  .add(
    HttpApiEndpoint.post("revoke", "/subaccount/portal/revoke", {
      payload: RefPayload,
      success: Envelope(PortalItem),
      error: portalRouteErrors
    }).pipe(permission("subaccount/portal/revoke"))
  )
  .add(
    HttpApiEndpoint.post("reset2fa", "/subaccount/portal/reset-2fa", {
      payload: RefPayload,
      success: Envelope(PortalItem),
      error: portalRouteErrors
    }).pipe(permission("subaccount/portal/reset-2fa"))
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

const signInErrors = [BadRequest, Unauthorized, TooManyRequests, ServiceUnavailable] as const

/** Sign-in routes (no API key): the operator portal's and the dashboard users'. */
export class SignInGroup extends HttpApiGroup.make("signIn")
  .add(
    HttpApiEndpoint.post("walletLogin", "/auth/wallet/login", {
      payload: StrictBody({ email: Text, password: Text, totpCode: Schema.optionalKey(Text) }),
      success: Envelope(PortalToken),
      error: signInErrors
    })
  )
  .add(
    HttpApiEndpoint.post("forgotPassword", "/auth/wallet/forgot-password", {
      payload: StrictBody({ email: Text }),
      success: Envelope(Schema.Struct({ accepted: Schema.Literal(true) })),
      error: signInErrors
    })
  )
  .add(
    HttpApiEndpoint.post("resetPassword", "/auth/wallet/reset-password", {
      payload: StrictBody({ token: Text, password: Text }),
      success: Envelope(Schema.Struct({ reset: Schema.Literal(true) })),
      // A reset racing a change of the same login (a second reset, a revoke) answers 409.
      error: [...signInErrors, Conflict]
    })
  )
  .add(
    HttpApiEndpoint.post("userLogin", "/auth/login", {
      payload: StrictBody({ email: Text, password: Text }),
      success: Envelope(MerchantToken),
      error: signInErrors
    })
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

/** A session whose subaccount or ledger account is gone answers 404. */
const walletErrors = [BadRequest, Unauthorized, NotFound, Conflict, ServiceUnavailable] as const

/** The operator's routes, behind a portal session: dashboard, two-factor enrolment, sign-out. */
export class WalletGroup extends HttpApiGroup.make("wallet")
  .add(
    HttpApiEndpoint.get("dashboard", "/wallet/dashboard", {
      success: Envelope(Dashboard),
      error: walletErrors
    })
  )
  .add(
    HttpApiEndpoint.post("setup2fa", "/wallet/2fa/setup", {
      success: Envelope(
        Schema.Struct({ secret: Schema.String, otpauthUri: Schema.String, qrCodeBase64: Schema.String })
      ),
      error: walletErrors
    })
  )
  .add(
    HttpApiEndpoint.post("enable2fa", "/wallet/2fa/enable", {
      payload: StrictBody({ code: Text }),
      success: Envelope(PortalView),
      error: walletErrors
    })
  )
  .add(
    HttpApiEndpoint.post("logout", "/wallet/logout", {
      success: Envelope(Schema.Struct({ signedOut: Schema.Literal(true) })),
      error: walletErrors
    })
  )
  .middleware(PortalAuthentication) {}

const merchantErrors = [BadRequest, Unauthorized, Forbidden, NotFound, Conflict, ServiceUnavailable] as const

/** The dashboard users' portal administration (merchant JWT): the same operations as `/subaccount/portal/*`. */
export class AccountPortalGroup extends HttpApiGroup.make("accountPortal")
  .add(
    HttpApiEndpoint.get("status", "/account/subaccounts/portal", {
      query: StatusQuery,
      success: Envelope(PortalItems),
      error: merchantErrors
    })
  )
  .add(
    HttpApiEndpoint.post("setup", "/account/subaccounts/portal/setup", {
      payload: SetupPayload,
      success: SetupResponse,
      error: merchantErrors
    })
  )
  .add(
    HttpApiEndpoint.post("updateEmail", "/account/subaccounts/portal/update-email", {
      payload: UpdateEmailPayload,
      success: Envelope(PortalItem),
      error: merchantErrors
    })
  )
  .add(
    HttpApiEndpoint.post("revoke", "/account/subaccounts/portal/revoke", {
      payload: RefPayload,
      success: Envelope(PortalItem),
      error: merchantErrors
    })
  )
  .add(
    HttpApiEndpoint.post("reset2fa", "/account/subaccounts/portal/reset-2fa", {
      payload: RefPayload,
      success: Envelope(PortalItem),
      error: merchantErrors
    })
  )
  .add(
    HttpApiEndpoint.post("invite", "/account/subaccounts/portal/invite", {
      // Any body: the route answers 410 whatever it is sent.
      payload: strict(Schema.Unknown),
      success: Envelope(Schema.Struct({})),
      error: [Gone, ...merchantErrors]
    })
  )
  .middleware(MerchantAuthentication) {}

/** Sandbox mailer (sandbox mode only): the mails sent about the key's account, newest first. */
export class SandboxMailsGroup extends HttpApiGroup.make("sandboxMails")
  .add(
    HttpApiEndpoint.get("list", "/sandbox/mails", {
      query: Schema.Struct({
        to: Schema.optionalKey(FilterText(Charges.emailLengthMax, "Only the mails to this address (any case).")),
        limit: Schema.optionalKey(Limit(Mailer.mailsPageMax))
      }),
      success: Envelope(
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
      ),
      error: [BadRequest, NotFound, ServiceUnavailable]
    }).pipe(permission("sandbox/mails"))
  )
  .middleware(Authentication) {}
