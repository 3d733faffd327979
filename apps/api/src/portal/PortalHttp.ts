import { Ledger, Mailer, Portal, PortalStore, SandboxClock, Statement } from "@trilho/domain"
import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { TrilhoApi } from "../Api.ts"
import { currentAccountId } from "../auth/Authentication.ts"
import { clientAddress } from "../auth/ClientAddress.ts"
import { AuthSettings } from "../auth/Settings.ts"
import { ok } from "../http/Envelope.ts"
import { fromLayer } from "../http/Handlers.ts"
import type { AppServices } from "../Layers.ts"
import { currentRequestId } from "../http/RequestId.ts"
import { png } from "../pix/QrImage.ts"
import { requireSandbox } from "../sandbox/Mode.ts"
import { portalErrors } from "./Failures.ts"
import { CurrentMerchantUser, CurrentPortalSession } from "./PortalAuth.ts"
import * as Tokens from "./Tokens.ts"
import * as PortalSettings from "./Settings.ts"

const { Service } = Portal

/** Movements the dashboard shows, at most. */
export const dashboardMovementsMax = 10

const item = (subaccount: { readonly id: string; readonly name: string }, portal: Portal.Service.PortalView) => ({
  subaccountId: subaccount.id,
  subaccountName: subaccount.name,
  portal
})

/** The portal administration of account `accountId`, shared by the API-key and the dashboard-user routes. */
const administer = {
  status: (accountId: Ledger.AccountId, ref: Portal.Service.SubaccountRef) =>
    Effect.gen(function* () {
      yield* Service.requireSubaccounts(accountId)
      return { items: yield* Service.status(accountId, ref) }
    }),
  setup: (accountId: Ledger.AccountId, input: Portal.Service.SubaccountRef & { email: string; password: string }) =>
    Effect.gen(function* () {
      yield* Service.requireSubaccounts(accountId)
      const subaccount = yield* Service.resolveSubaccount(accountId, input)
      const data = item(subaccount, yield* Service.setup(subaccount, input))
      const requestId = yield* currentRequestId
      return { success: true as const, mode: "portal_ready" as const, message: "portal ready", data, requestId }
    }),
  updateEmail: (accountId: Ledger.AccountId, input: Portal.Service.SubaccountRef & { email: string }) =>
    Effect.gen(function* () {
      yield* Service.requireSubaccounts(accountId)
      const subaccount = yield* Service.resolveSubaccount(accountId, input)
      return item(subaccount, yield* Service.updateEmail(subaccount, input))
    }),
  revoke: (accountId: Ledger.AccountId, input: Portal.Service.SubaccountRef) =>
    Effect.gen(function* () {
      yield* Service.requireSubaccounts(accountId)
      const subaccount = yield* Service.resolveSubaccount(accountId, input)
      return item(subaccount, yield* Service.revoke(subaccount))
    }),
  reset2fa: (accountId: Ledger.AccountId, input: Portal.Service.SubaccountRef) =>
    Effect.gen(function* () {
      yield* Service.requireSubaccounts(accountId)
      const subaccount = yield* Service.resolveSubaccount(accountId, input)
      return item(subaccount, yield* Service.reset2fa(subaccount))
    })
}

/** Handlers of `/v1/subaccount/portal/*` (API key). */
export const SubaccountPortalLive = HttpApiBuilder.group(TrilhoApi, "subaccountPortal", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "setup",
        provide(({ payload }) =>
          Effect.flatMap(currentAccountId, (accountId) => administer.setup(accountId, payload)).pipe(portalErrors)
        )
      )
      .handle(
        "status",
        provide(({ query }) =>
          Effect.flatMap(currentAccountId, (accountId) => administer.status(accountId, query)).pipe(
            Effect.flatMap((data) => ok(data)),
            portalErrors
          )
        )
      )
      .handle(
        "updateEmail",
        provide(({ payload }) =>
          Effect.flatMap(currentAccountId, (accountId) => administer.updateEmail(accountId, payload)).pipe(
            Effect.flatMap((data) => ok(data, "portal e-mail updated")),
            portalErrors
          )
        )
      )
      .handle(
        "revoke",
        provide(({ payload }) =>
          Effect.flatMap(currentAccountId, (accountId) => administer.revoke(accountId, payload)).pipe(
            Effect.flatMap((data) => ok(data, "portal access revoked")),
            portalErrors
          )
        )
      )
      .handle(
        "reset2fa",
        provide(({ payload }) =>
          Effect.flatMap(currentAccountId, (accountId) => administer.reset2fa(accountId, payload)).pipe(
            Effect.flatMap((data) => ok(data, "two-factor authentication reset")),
            portalErrors
          )
        )
      )
  )
)

const merchantAccount = Effect.map(CurrentMerchantUser, (user) => user.accountId)

/** Handlers of `/v1/account/subaccounts/portal*` (dashboard user's JWT). */
export const AccountPortalLive = HttpApiBuilder.group(TrilhoApi, "accountPortal", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "status",
        provide(({ query }) =>
          Effect.flatMap(merchantAccount, (accountId) => administer.status(accountId, query)).pipe(
            Effect.flatMap((data) => ok(data)),
            portalErrors
          )
        )
      )
      .handle(
        "setup",
        provide(({ payload }) =>
          Effect.flatMap(merchantAccount, (accountId) => administer.setup(accountId, payload)).pipe(portalErrors)
        )
      )
      .handle(
        "updateEmail",
        provide(({ payload }) =>
          Effect.flatMap(merchantAccount, (accountId) => administer.updateEmail(accountId, payload)).pipe(
            Effect.flatMap((data) => ok(data, "portal e-mail updated")),
            portalErrors
          )
        )
      )
      .handle(
        "revoke",
        provide(({ payload }) =>
          Effect.flatMap(merchantAccount, (accountId) => administer.revoke(accountId, payload)).pipe(
            Effect.flatMap((data) => ok(data, "portal access revoked")),
            portalErrors
          )
        )
      )
      .handle(
        "reset2fa",
        provide(({ payload }) =>
          Effect.flatMap(merchantAccount, (accountId) => administer.reset2fa(accountId, payload)).pipe(
            Effect.flatMap((data) => ok(data, "two-factor authentication reset")),
            portalErrors
          )
        )
      )
      .handle(
        "invite",
        provide(() =>
          portalErrors(
            Effect.fail(
              new Portal.RouteDiscontinued({
                message: "portal invites are discontinued: set up the login with e-mail and password (portal/setup)"
              })
            )
          )
        )
      )
  )
)

/** The client address of the current request (behind `TRUSTED_PROXIES`, the forwarded one). */
const currentClientIp = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const settings = yield* AuthSettings
  return clientAddress({
    remoteAddress: Option.getOrUndefined(request.remoteAddress),
    forwardedFor: request.headers["x-forwarded-for"],
    trustedProxies: settings.trustedProxies
  })
})

/** Handlers of the sign-in routes. */
export const SignInLive = HttpApiBuilder.group(TrilhoApi, "signIn", (handlers) =>
  Effect.map(fromLayer<AppServices | PortalSettings.PortalSettings | AuthSettings>(), (provide) =>
    handlers
      .handle(
        "walletLogin",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const clientIp = yield* currentClientIp
            const { session, subaccount } = yield* Service.login({ ...payload, clientIp })
            const token = yield* Tokens.sign(
              {
                principalType: "subaccount_portal",
                sub: session.subaccountId,
                accountId: session.accountId,
                sid: session.id
              },
              session.expiresAt
            )
            return yield* ok(
              {
                token,
                tokenType: "Bearer" as const,
                principalType: "subaccount_portal" as const,
                expiresAt: session.expiresAt.toISOString(),
                subaccountId: subaccount.id,
                subaccountName: subaccount.name
              },
              "signed in"
            )
          }).pipe(portalErrors)
        )
      )
      .handle(
        "forgotPassword",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const { walletUrl } = yield* PortalSettings.PortalSettings
            yield* Service.forgotPassword(payload.email, (token) => `${walletUrl}#reset=${token}`)
            return yield* ok(
              { accepted: true as const },
              "if the e-mail is a portal login, a reset link was sent to it"
            )
          }).pipe(portalErrors)
        )
      )
      .handle(
        "resetPassword",
        provide(({ payload }) =>
          Effect.gen(function* () {
            yield* Service.resetPassword(payload)
            return yield* ok({ reset: true as const }, "password changed; sign in again")
          }).pipe(portalErrors)
        )
      )
      .handle(
        "userLogin",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const clientIp = yield* currentClientIp
            const user = yield* Portal.Users.loginUser({ ...payload, clientIp })
            const nowMs = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
            const expiresAt = new Date(nowMs + Portal.Users.merchantSessionTtlMs)
            const token = yield* Tokens.sign(
              { principalType: "merchant_user", sub: user.id, accountId: user.accountId },
              expiresAt
            )
            return yield* ok(
              {
                token,
                tokenType: "Bearer" as const,
                principalType: "merchant_user" as const,
                expiresAt: expiresAt.toISOString(),
                accountId: user.accountId,
                userId: user.id
              },
              "signed in"
            )
          }).pipe(portalErrors)
        )
      )
  )
)

/** The subaccount of the current portal session (it exists: the session check read it). */
const sessionSubaccount = Effect.gen(function* () {
  const session = yield* CurrentPortalSession
  const subaccounts = yield* Portal.Service.resolveSubaccount(session.accountId, { id: session.subaccountId })
  return { session, subaccount: subaccounts }
})

/** Handlers of `/v1/wallet/*` (portal session). */
export const WalletLive = HttpApiBuilder.group(TrilhoApi, "wallet", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers
      .handle(
        "dashboard",
        provide(() =>
          Effect.gen(function* () {
            const { session, subaccount } = yield* sessionSubaccount
            const ledger = yield* Ledger.Ledger
            const balance = yield* ledger.balance(Ledger.subLedgerAccount(subaccount.id)).pipe(
              Effect.map(Ledger.toSubaccountBalanceFields),
              Effect.catchTag("LedgerAccountNotFound", () =>
                Effect.succeed({ availablePadrao: 0, spendablePadrao: 0, lockedPadrao: 0, pendingPadrao: 0 })
              )
            )
            const page = yield* Statement.list(session.accountId, {
              subaccountId: subaccount.id,
              page: 1,
              pageSize: dashboardMovementsMax
            })
            const login = yield* Effect.flatMap(
              Portal.Service.status(session.accountId, { id: subaccount.id }),
              (items) => Effect.succeed(items[0]!.portal)
            )
            return yield* ok({
              subaccountId: subaccount.id,
              subaccountName: subaccount.name,
              externalReference: subaccount.externalReference,
              balance,
              movements: page.items.map((line) => Statement.toLeanItem(line)),
              portal: login
            })
          }).pipe(SandboxClock.withSandboxTime, portalErrors)
        )
      )
      .handle(
        "setup2fa",
        provide(() =>
          Effect.gen(function* () {
            const { subaccount } = yield* sessionSubaccount
            const enrolment = yield* Service.setup2fa(subaccount)
            const image = yield* png(enrolment.otpauthUri)
            return yield* ok(
              { ...enrolment, qrCodeBase64: image.toString("base64") },
              "scan the code, then confirm with /wallet/2fa/enable"
            )
          }).pipe(portalErrors)
        )
      )
      .handle(
        "enable2fa",
        provide(({ payload }) =>
          Effect.gen(function* () {
            const { subaccount } = yield* sessionSubaccount
            return yield* ok(yield* Service.enable2fa(subaccount, payload.code), "two-factor authentication enabled")
          }).pipe(portalErrors)
        )
      )
      .handle(
        "logout",
        provide(() =>
          Effect.gen(function* () {
            const session = yield* CurrentPortalSession
            const store = yield* PortalStore.PortalStore
            const nowMs = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
            yield* store.endSession(session.sessionId, new Date(nowMs))
            return yield* ok({ signedOut: true as const }, "signed out")
          }).pipe(portalErrors)
        )
      )
  )
)

/** Handlers of `/v1/sandbox/mails` (sandbox mode only). */
export const SandboxMailsLive = HttpApiBuilder.group(TrilhoApi, "sandboxMails", (handlers) =>
  Effect.map(fromLayer<AppServices>(), (provide) =>
    handlers.handle(
      "list",
      provide(({ query }) =>
        Effect.gen(function* () {
          yield* requireSandbox
          const accountId = yield* currentAccountId
          const mails = yield* Effect.flatMap(Mailer.SandboxMailbox, (mailbox) =>
            mailbox.findMany({
              accountId,
              to: query.to,
              limit: Math.max(1, Math.min(Math.trunc(query.limit ?? 20), Mailer.mailsPageMax))
            })
          ).pipe(portalErrors)
          return yield* ok({ items: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) })
        })
      )
    )
  )
)
