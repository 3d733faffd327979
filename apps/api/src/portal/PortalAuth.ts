import { Ledger, Portal, PortalStore } from "@trilho/domain"
import { Clock, Context, Effect, Layer, Option, Redacted } from "effect"
import { HttpApiMiddleware } from "effect/http-api"
import { bearer } from "../auth/Authentication.ts"
import { failWith } from "../auth/Errors.ts"
import { ServiceUnavailable, Unauthorized } from "../http/Errors.ts"
import * as Tokens from "./Tokens.ts"
import type { PortalSettings } from "./Settings.ts"

/** The operator of the current request: one subaccount, through a live session. */
export interface PortalPrincipal {
  readonly accountId: Ledger.AccountId
  readonly subaccountId: string
  readonly sessionId: string
}

export class CurrentPortalSession extends Context.Service<CurrentPortalSession, PortalPrincipal>()(
  "@trilho/api/CurrentPortalSession"
) {}

/** The merchant dashboard user of the current request. */
export interface MerchantPrincipal {
  readonly accountId: Ledger.AccountId
  readonly userId: string
}

export class CurrentMerchantUser extends Context.Service<CurrentMerchantUser, MerchantPrincipal>()(
  "@trilho/api/CurrentMerchantUser"
) {}

/**
 * Portal authentication: `Authorization: Bearer <portal JWT>` (HS256, `principalType` `subaccount_portal`), whose
 * session is live (not ended, not expired, login `active`, subaccount `ACTIVE`), read on every request.
 */
export class PortalAuthentication extends HttpApiMiddleware.Service<
  PortalAuthentication,
  { provides: CurrentPortalSession }
>()("PortalAuthentication", {
  error: [Unauthorized, ServiceUnavailable],
  security: { portalBearer: bearer }
}) {}

/** Dashboard-user authentication: `Authorization: Bearer <merchant JWT>` (`principalType` `merchant_user`). */
export class MerchantAuthentication extends HttpApiMiddleware.Service<
  MerchantAuthentication,
  { provides: CurrentMerchantUser }
>()("MerchantAuthentication", {
  error: [Unauthorized, ServiceUnavailable],
  security: { merchantBearer: bearer }
}) {}

const refused = (message: string) => failWith(Unauthorized, new Portal.SessionInvalid({ message }))

export const layerPortalAuthentication: Layer.Layer<
  PortalAuthentication,
  never,
  PortalStore.PortalStore | PortalSettings
> = Layer.effect(
  PortalAuthentication,
  Effect.gen(function* () {
    const store = yield* PortalStore.PortalStore
    const context = yield* Effect.context<PortalSettings>()
    const authenticate = (token: Redacted.Redacted<string>) =>
      Effect.gen(function* () {
        const claims = yield* Tokens.verify(Redacted.value(token), "subaccount_portal")
        if (Option.isNone(claims)) return yield* refused("a portal session token is needed")
        const nowMs = yield* Clock.currentTimeMillis
        const session = yield* store
          .findLiveSession(claims.value.sid, new Date(nowMs))
          .pipe(Effect.catch((error) => failWith(ServiceUnavailable, error)))
        if (Option.isNone(session) || session.value.subaccountId !== claims.value.sub) {
          return yield* refused("the portal session has ended")
        }
        return {
          accountId: session.value.accountId,
          subaccountId: session.value.subaccountId,
          sessionId: session.value.id
        } satisfies PortalPrincipal
      }).pipe(Effect.provideContext(context))
    return PortalAuthentication.of({
      portalBearer: (httpEffect, { credential }) =>
        Effect.flatMap(authenticate(credential), (principal) =>
          Effect.provideService(httpEffect, CurrentPortalSession, principal)
        )
    })
  })
)

export const layerMerchantAuthentication: Layer.Layer<MerchantAuthentication, never, PortalSettings> = Layer.effect(
  MerchantAuthentication,
  Effect.gen(function* () {
    const context = yield* Effect.context<PortalSettings>()
    const authenticate = (token: Redacted.Redacted<string>) =>
      Effect.gen(function* () {
        const claims = yield* Tokens.verify(Redacted.value(token), "merchant_user")
        if (Option.isNone(claims)) return yield* refused("a dashboard user's token is needed")
        return {
          accountId: Ledger.AccountId.make(claims.value.accountId),
          userId: claims.value.sub
        } satisfies MerchantPrincipal
      }).pipe(Effect.provideContext(context))
    return MerchantAuthentication.of({
      merchantBearer: (httpEffect, { credential }) =>
        Effect.flatMap(authenticate(credential), (principal) =>
          Effect.provideService(httpEffect, CurrentMerchantUser, principal)
        )
    })
  })
)
