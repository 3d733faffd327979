import { ApiKeys, Auth, Crypto } from "@trilho/domain"
import { Effect, Option } from "effect"

/** The outcome of presenting a secret from an address. */
export type Outcome =
  | { readonly _tag: "Authenticated"; readonly key: Auth.ApiKey }
  | { readonly _tag: "Refused"; readonly code: "UNAUTHORIZED" | "IP_NOT_ALLOWED" }

const bearer = /^bearer\s+(\S+)\s*$/i

/** The secret an upgrade request presents: `?token=`, else `Authorization: Bearer`. */
export const presentedOnUpgrade = (query: string, authorization: string): string | undefined => {
  const token = new URLSearchParams(query).get("token")
  if (token !== null) return token
  return bearer.exec(authorization)?.[1]
}

/**
 * The key a secret authenticates from `clientIp`, as on the API: found by the SHA-256 of the secret, not revoked, and
 * the address allowed by the key's IP allowlist.
 */
export const authenticate = (
  secret: string,
  clientIp: string
): Effect.Effect<Outcome, ApiKeys.ApiKeyStoreError, ApiKeys.ApiKeys | Crypto.Crypto> =>
  Effect.gen(function* () {
    if (!Auth.looksLikeKey(secret)) return { _tag: "Refused", code: "UNAUTHORIZED" } as const
    const keys = yield* ApiKeys.ApiKeys
    const found = yield* keys.findByHash(yield* Auth.hashSecret(secret))
    if (Option.isNone(found) || found.value.revoked) return { _tag: "Refused", code: "UNAUTHORIZED" } as const
    if (!Auth.IpAllowlist.allows(found.value.ipAllowlist, clientIp)) {
      return { _tag: "Refused", code: "IP_NOT_ALLOWED" } as const
    }
    return { _tag: "Authenticated", key: found.value } as const
  }).pipe(Effect.withSpan("Gateway.authenticate"))
