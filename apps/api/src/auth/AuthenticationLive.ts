import { Auth, type ApiKeys, type Crypto } from "@trilho/domain"
import { Context, Effect, Layer, Result } from "effect"
import { HttpApi, type HttpApiEndpoint } from "effect/http-api"
import { Forbidden, ServiceUnavailable, Unauthorized } from "../http/Errors.ts"
import { Authentication, CurrentApiKey, RequiredPermission, type AuthenticatedKey } from "./Authentication.ts"
import { makeResolver } from "./Credential.ts"
import { IpNotAllowed, PermissionDenied, Unauthenticated, failWith } from "./Errors.ts"
import type { AuthSettings } from "./Settings.ts"

const routeKey = (method: string, path: string) => `${method} ${path}`

/** The permission each endpoint of `api` declares, by `METHOD path` as the router sees it. */
export const permissionsByRoute = (api: HttpApi.Constraint): ReadonlyMap<string, Auth.Permission> => {
  const map = new Map<string, Auth.Permission>()
  HttpApi.reflect(api as HttpApi.Top, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, mergedAnnotations }) => {
      const required = Context.getOption(mergedAnnotations, RequiredPermission)
      if (required._tag === "Some") map.set(routeKey(endpoint.method, endpoint.path), required.value)
    }
  })
  return map
}

/** The `Authentication` middleware for the endpoints of `api`. */
export const layer = (
  api: HttpApi.Constraint
): Layer.Layer<Authentication, never, ApiKeys.ApiKeys | Crypto.Crypto | AuthSettings> =>
  Layer.effect(
    Authentication,
    Effect.gen(function* () {
      const permissions = permissionsByRoute(api)
      const resolve = yield* makeResolver

      const authenticate = (endpoint: HttpApiEndpoint.Top) =>
        Effect.gen(function* () {
          const auth = yield* resolve
          const credential = yield* auth.lookup.pipe(Effect.catch((error) => failWith(ServiceUnavailable, error)))
          if (Result.isFailure(credential)) {
            const refusal = credential.failure
            return yield* refusal._tag === "CredentialRefused"
              ? failWith(Unauthorized, new Unauthenticated({ message: refusal.message }))
              : failWith(Forbidden, new IpNotAllowed({ message: refusal.message }))
          }
          const key = credential.success
          const required = permissions.get(routeKey(endpoint.method, endpoint.path))
          if (required === undefined) {
            return yield* failWith(
              Forbidden,
              new PermissionDenied({ permission: "", message: "the route declares no permission" })
            )
          }
          if (!Auth.grants(key.permissions, required)) {
            return yield* failWith(
              Forbidden,
              new PermissionDenied({ permission: required, message: `the API key lacks the permission ${required}` })
            )
          }
          return {
            keyId: key.id,
            accountId: key.accountId,
            rail: key.rail,
            permissions: key.permissions,
            requestsPerMinute: key.requestsPerMinute
          } satisfies AuthenticatedKey
        })

      // Both schemes read the same headers (X-API-Key first): whichever runs, the outcome is the same. Effect 4 hands
      // the middleware the endpoint being served, whose declared permission is looked up by its method and path.
      const middleware = <A, E, R>(
        httpEffect: Effect.Effect<A, E, R>,
        options: { readonly endpoint: HttpApiEndpoint.Top }
      ) =>
        Effect.flatMap(authenticate(options.endpoint), (key) => Effect.provideService(httpEffect, CurrentApiKey, key))
      return Authentication.of({ apiKey: middleware, bearer: middleware })
    })
  )
