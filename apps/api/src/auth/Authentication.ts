import { Auth, type Ledger } from "@trilho/domain"
import { Context, Effect } from "effect"
import { type HttpApiEndpoint, HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api"
import { Forbidden, ServiceUnavailable, Unauthorized } from "../http/Errors.ts"
import { PermissionDenied, failWith } from "./Errors.ts"

/** The API key a request was authenticated with: whose account it acts for, on which rail, with what rights. */
export interface AuthenticatedKey {
  readonly keyId: Auth.ApiKeyId
  readonly accountId: Ledger.AccountId
  readonly rail: "PADRAO"
  readonly permissions: ReadonlyArray<Auth.Permission>
  readonly requestsPerMinute: number
}

/** The authenticated key of the current request; provided by `Authentication` to every handler behind it. */
export class CurrentApiKey extends Context.Service<CurrentApiKey, AuthenticatedKey>()("@trilho/api/CurrentApiKey") {}

/** The account the current request acts for (from its API key, never from the request). */
export const currentAccountId: Effect.Effect<Ledger.AccountId, never, CurrentApiKey> = Effect.map(
  CurrentApiKey,
  (key) => key.accountId
)

/** `Authorization: Bearer …`, its scheme written in lower case in the OpenAPI document as it always was. */
export const bearer = HttpApiSecurity.http({ scheme: "bearer" })

/**
 * API-key authentication of a group (`HttpApiGroup.make("…").middleware(Authentication)`): the key from `X-API-Key`
 * or the legacy `Authorization: Bearer <key>`, found by its SHA-256; its IP allowlist checked against the client's
 * address; the permission the endpoint declares with `permission(…)` checked against the key's grants.
 */
export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: CurrentApiKey }>()(
  "Authentication",
  {
    error: [Unauthorized, Forbidden, ServiceUnavailable],
    security: {
      apiKey: HttpApiSecurity.apiKey({ key: "X-API-Key", in: "header" }),
      bearer: bearer
    }
  }
) {}

/** The permission an endpoint needs, read by `Authentication` before the handler runs. */
export class RequiredPermission extends Context.Service<RequiredPermission, Auth.Permission>()(
  "@trilho/api/RequiredPermission"
) {}

/**
 * Declares the permission an endpoint needs (`payment-pix/create`): `Authentication` refuses a key without it (403
 * `FORBIDDEN`), and the OpenAPI operation shows it as `x-permission`. An endpoint of an authenticated group without a
 * declared permission is refused to every key.
 */
export const permission =
  (required: Auth.Permission) =>
  <E extends HttpApiEndpoint.Constraint>(endpoint: E): E =>
    (endpoint as unknown as HttpApiEndpoint.Top)
      .annotate(RequiredPermission, required)
      .annotate(OpenApi.Override, { "x-permission": required }) as unknown as E

/**
 * Fails with 403 `FORBIDDEN` unless the current key grants `required`; for checks that depend on the request (the
 * route's own permission is checked by `Authentication`).
 */
export const requirePermission = (required: Auth.Permission): Effect.Effect<void, Forbidden, CurrentApiKey> =>
  Effect.flatMap(CurrentApiKey, (key) =>
    Auth.grants(key.permissions, required)
      ? Effect.void
      : failWith(
          Forbidden,
          new PermissionDenied({ permission: required, message: `the API key lacks the permission ${required}` })
        )
  )
