import { HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Portal, PortalStore } from "@trilho/domain"
import { AccountId } from "@trilho/domain/ledger/Model"
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { failWith } from "../auth/Errors.ts"
import { ServiceUnavailable, Unauthorized } from "../http/Errors.ts"
import * as Tokens from "./Tokens.ts"
import type { PortalSettings } from "./Settings.ts"

/** The operator of the current request: one subaccount, through a live session. */
export interface PortalPrincipal {
  readonly accountId: AccountId
  readonly subaccountId: string
  readonly sessionId: string
}

export class CurrentPortalSession extends Context.Tag("@trilho/api/CurrentPortalSession")<
  CurrentPortalSession,
  PortalPrincipal
>() {}

/** The merchant dashboard user of the current request. */
export interface MerchantPrincipal {
  readonly accountId: AccountId
  readonly userId: string
}

export class CurrentMerchantUser extends Context.Tag("@trilho/api/CurrentMerchantUser")<
  CurrentMerchantUser,
  MerchantPrincipal
>() {}

/**
 * Portal authentication: `Authorization: Bearer <portal JWT>` (HS256, `principalType` `subaccount_portal`), whose
 * session is live (not ended, not expired, login `active`, subaccount `ACTIVE`), read on every request.
 */
export class PortalAuthentication extends HttpApiMiddleware.Tag<PortalAuthentication>()("PortalAuthentication", {
  provides: CurrentPortalSession,
  failure: Schema.Union(Unauthorized, ServiceUnavailable),
  security: { portalBearer: HttpApiSecurity.bearer }
}) {}

/** Dashboard-user authentication: `Authorization: Bearer <merchant JWT>` (`principalType` `merchant_user`). */
export class MerchantAuthentication extends HttpApiMiddleware.Tag<MerchantAuthentication>()("MerchantAuthentication", {
  provides: CurrentMerchantUser,
  failure: Schema.Union(Unauthorized, ServiceUnavailable),
  security: { merchantBearer: HttpApiSecurity.bearer }
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
    return PortalAuthentication.of({
      portalBearer: (token) =>
        Effect.gen(function* () {
          const claims = yield* Tokens.verify(Redacted.value(token), "subaccount_portal")
          if (Option.isNone(claims)) return yield* refused("a portal session token is needed")
          const nowMs = yield* Clock.currentTimeMillis
          const session = yield* store
            .findLiveSession(claims.value.sid, new Date(nowMs))
            .pipe(Effect.catchAll((error) => failWith(ServiceUnavailable, error)))
          if (Option.isNone(session) || session.value.subaccountId !== claims.value.sub) {
            return yield* refused("the portal session has ended")
          }
          return {
            accountId: session.value.accountId,
            subaccountId: session.value.subaccountId,
            sessionId: session.value.id
          }
        }).pipe(Effect.provide(context))
    })
  })
)

export const layerMerchantAuthentication: Layer.Layer<MerchantAuthentication, never, PortalSettings> = Layer.effect(
  MerchantAuthentication,
  Effect.gen(function* () {
    const context = yield* Effect.context<PortalSettings>()
    return MerchantAuthentication.of({
      merchantBearer: (token) =>
        Effect.gen(function* () {
          const claims = yield* Tokens.verify(Redacted.value(token), "merchant_user")
          if (Option.isNone(claims)) return yield* refused("a dashboard user's token is needed")
          return { accountId: AccountId.make(claims.value.accountId), userId: claims.value.sub }
        }).pipe(Effect.provide(context))
    })
  })
)
