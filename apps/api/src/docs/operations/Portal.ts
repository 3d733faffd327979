import { chargePaid, portalActive, portalView, subaccountId } from "../Examples.ts"
import type { Access, OperationDoc, OperationDocs } from "../OperationDoc.ts"

const byKey = "Needs subaccounts enabled on the account (403 `FEATURE_NOT_ENABLED`)."
const byDashboard = "For a dashboard user of the account, signed in with `POST /v1/auth/login`."

/** The portal-management operations, served twice: with an API key and with a dashboard user's session. */
const management = (group: "subaccountPortal" | "accountPortal"): OperationDocs => {
  const access: Access = group === "subaccountPortal" ? "apiKey" : "dashboardSession"
  const who = group === "subaccountPortal" ? byKey : byDashboard
  const common = group === "subaccountPortal" ? ["FEATURE_NOT_ENABLED", "NOT_FOUND"] : ["NOT_FOUND"]
  const entry = (
    summary: string,
    description: string,
    request: unknown,
    response: unknown,
    errors: ReadonlyArray<string> = [],
    envelope?: Readonly<Record<string, unknown>>
  ): OperationDoc => ({
    tag: "Operator portal",
    summary,
    description: `${description} Name the subaccount by \`id\` or \`externalReference\`. ${who}`,
    access,
    errors: [...common, ...errors],
    request,
    response,
    ...(envelope === undefined ? {} : { envelope })
  })
  return {
    [`${group}.setup`]: entry(
      "Open a subaccount's portal login",
      "Sets the operator's e-mail and password and makes the login `active` at once (no e-mail confirmation). The " +
        "password needs 8+ characters with upper and lower case, a digit and a symbol (400 `WEAK_PASSWORD`); the " +
        "e-mail is unique across the platform (409 `PORTAL_EMAIL_TAKEN`). Also reopens a revoked login.",
      { externalReference: "filial-centro", email: "operador@example.com", password: "Str0ng!pass" },
      portalView,
      ["WEAK_PASSWORD", "PORTAL_EMAIL_TAKEN"],
      { mode: "portal_ready" }
    ),
    [`${group}.status`]: entry(
      "Read the portal logins",
      "The portal state of one subaccount (query `id` or `externalReference`), or of all of them without a query: " +
        "`state` (`none`, `active`, `disabled`), e-mail, 2FA and last sign-in.",
      undefined,
      { items: [portalView] }
    ),
    [`${group}.updateEmail`]: entry(
      "Change a portal login's e-mail",
      "Replaces the operator's e-mail (unique across the platform, 409 `PORTAL_EMAIL_TAKEN`); the password stays.",
      { externalReference: "filial-centro", email: "caixa@example.com" },
      { ...portalView, portal: { ...portalActive, email: "caixa@example.com" } },
      ["PORTAL_EMAIL_TAKEN", "INVALID_STATE_TRANSITION"]
    ),
    [`${group}.revoke`]: entry(
      "Revoke a portal login",
      "Turns the login `disabled` and ends its sessions; `setup` opens it again.",
      { externalReference: "filial-centro" },
      { ...portalView, portal: { ...portalActive, state: "disabled" } },
      ["INVALID_STATE_TRANSITION"]
    ),
    [`${group}.reset2fa`]: entry(
      "Reset a portal login's two-factor authentication",
      "Removes the operator's TOTP, so the next sign-in needs only the password and 2FA can be set up again.",
      { externalReference: "filial-centro" },
      portalView,
      ["INVALID_STATE_TRANSITION"]
    )
  }
}

const wallet = (
  summary: string,
  description: string,
  access: Access,
  errors: ReadonlyArray<string>,
  response: unknown,
  request?: unknown
): OperationDoc => ({
  tag: "Operator wallet",
  summary,
  description,
  access,
  errors,
  ...(request === undefined ? {} : { request }),
  response
})

const invite: OperationDoc = {
  tag: "Operator portal",
  summary: "Invite an operator (discontinued)",
  description:
    "Discontinued: answers 410 `ROUTE_DISCONTINUED`. Open the login with `setup` instead, which sets the e-mail " +
    `and password at once. ${byDashboard}`,
  access: "dashboardSession",
  errors: ["ROUTE_DISCONTINUED"],
  request: { externalReference: "filial-centro", email: "operador@example.com" },
  response: {}
}

/** Portal management, the portal's own sign-in and its dashboard. */
export const portalDocs: OperationDocs = {
  ...management("subaccountPortal"),
  ...management("accountPortal"),
  "accountPortal.invite": invite,
  "signIn.walletLogin": wallet(
    "Sign in to the operator portal",
    "Exchanges an operator's e-mail and password (and `totpCode` once 2FA is on: 401 `TWO_FACTOR_REQUIRED` " +
      "without it) for a portal session token scoped to one subaccount. Wrong credentials are a 401 " +
      "`INVALID_CREDENTIALS` whatever was wrong; repeated failures from one address or for one e-mail are " +
      "throttled (429 `LOGIN_THROTTLED` with `Retry-After`).",
    "public",
    ["INVALID_CREDENTIALS", "TWO_FACTOR_REQUIRED", "INVALID_TOTP_CODE", "LOGIN_THROTTLED"],
    {
      token: "pses_01JD9H8J9K0M1N2P3Q4R5S6T7V.c2Vzc2lvbi1zZWNyZXQ",
      tokenType: "Bearer",
      principalType: "subaccount_portal",
      expiresAt: "2026-11-22T20:00:00.000Z",
      subaccountId,
      subaccountName: "Filial Centro"
    },
    { email: "operador@example.com", password: "Str0ng!pass" }
  ),
  "signIn.forgotPassword": wallet(
    "Ask for a portal password reset",
    "Mails a reset link to the operator when the e-mail has an active portal login. The answer is the same " +
      "whether or not it has one, so it tells nobody which e-mails exist.",
    "public",
    ["LOGIN_THROTTLED", "MAILER_UNAVAILABLE"],
    { accepted: true },
    { email: "operador@example.com" }
  ),
  "signIn.resetPassword": wallet(
    "Set a new portal password",
    "Sets the password with the token of the reset link (single use, short-lived: 400 `INVALID_RESET_TOKEN`); " +
      "the password rules of `setup` apply (400 `WEAK_PASSWORD`). Open sessions end.",
    "public",
    ["INVALID_RESET_TOKEN", "WEAK_PASSWORD"],
    { reset: true },
    { token: "rst_Zm9yZ290LXBhc3N3b3JkLXRva2Vu", password: "N3w!passw0rd" }
  ),
  "signIn.userLogin": wallet(
    "Sign in as a dashboard user",
    "Exchanges a dashboard user's e-mail and password for a session token used by the `/account/subaccounts/portal` " +
      "routes. Wrong credentials are a 401 `INVALID_CREDENTIALS`; repeated failures are throttled (429).",
    "public",
    ["INVALID_CREDENTIALS", "LOGIN_THROTTLED"],
    {
      token: "usr_session_c2Vzc2lvbi1zZWNyZXQ",
      tokenType: "Bearer",
      principalType: "merchant_user",
      expiresAt: "2026-11-22T20:00:00.000Z",
      accountId: "acc_01JD8Y0A1B2C3D4E5F6G7H8J9K",
      userId: "usr_01JD9J9K0M1N2P3Q4R5S6T7V8W"
    },
    { email: "financeiro@loja.example.com", password: "Str0ng!pass" }
  ),
  "wallet.dashboard": wallet(
    "Read the operator's dashboard",
    "The subaccount the session is scoped to: its balance, its latest movements and its login state.",
    "portalSession",
    [],
    {
      subaccountId,
      subaccountName: "Filial Centro",
      externalReference: "filial-centro",
      balance: { availablePadrao: 25.25, spendablePadrao: 0, lockedPadrao: 0, pendingPadrao: 0 },
      movements: [{ ...chargePaid, subaccountId }],
      portal: portalActive
    }
  ),
  "wallet.setup2fa": wallet(
    "Start two-factor setup",
    "Draws a TOTP secret for the operator and answers it as text, `otpauth://` URI and QR image; 2FA is on only " +
      "after `enable` with a code from it. 409 `TWO_FACTOR_STATE_CONFLICT` when 2FA is already on.",
    "portalSession",
    ["TWO_FACTOR_STATE_CONFLICT"],
    {
      secret: "JBSWY3DPEHPK3PXP",
      otpauthUri: "otpauth://totp/Trilho:operador%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Trilho",
      qrCodeBase64: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    }
  ),
  "wallet.enable2fa": wallet(
    "Turn two-factor authentication on",
    "Checks a current code of the secret from `setup` (400 `INVALID_TOTP_CODE`) and turns 2FA on: every later " +
      "sign-in needs a code.",
    "portalSession",
    ["INVALID_TOTP_CODE", "TWO_FACTOR_STATE_CONFLICT"],
    { ...portalActive, twoFactorEnabled: true },
    { code: "492039" }
  ),
  "wallet.logout": wallet("Sign out", "Ends the session of the token sent.", "portalSession", [], { signedOut: true })
}
