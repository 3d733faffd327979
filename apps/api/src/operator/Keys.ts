import { ApiKeys, Auth, Ids, type Ledger } from "@trilho/domain"
import { Clock, Effect } from "effect"
import type { ApiKeyView } from "./Rpcs.ts"

export interface IssueKeyInput {
  readonly accountId: Ledger.AccountId
  readonly name: string
  readonly permissions: ReadonlyArray<Auth.Permission>
  readonly ipAllowlist?: ReadonlyArray<string> | undefined
  readonly requestsPerMinute?: number | undefined
  /** A secret chosen by the caller (the sandbox key from the environment); a new random one when absent. */
  readonly secret?: string | undefined
}

/** Creates an API key: stores its SHA-256 and a short hint, and returns the secret, which is never stored. */
export const issueKey = (input: IssueKeyInput) =>
  Effect.gen(function* () {
    const keys = yield* ApiKeys.ApiKeys
    const ids = yield* Ids.Ids
    const secret = input.secret ?? (yield* Auth.generateSecret)
    const key: Auth.ApiKey = {
      id: Auth.ApiKeyId.make(yield* ids.next("key")),
      accountId: input.accountId,
      name: input.name,
      hashHex: yield* Auth.hashSecret(secret),
      hint: secret.slice(-Auth.apiKeyHintLength),
      rail: "PADRAO",
      permissions: input.permissions,
      ipAllowlist: input.ipAllowlist ?? [],
      requestsPerMinute: input.requestsPerMinute ?? Auth.requestsPerMinuteDefault,
      revoked: false,
      createdAt: new Date(yield* Clock.currentTimeMillis)
    }
    yield* keys.insert(key)
    return { secret, key }
  })

/** The operator's view of a key: everything but its hash. */
export const keyView = (key: Auth.ApiKey): ApiKeyView => ({
  id: key.id,
  accountId: key.accountId,
  name: key.name,
  hint: key.hint,
  rail: key.rail,
  permissions: key.permissions,
  ipAllowlist: key.ipAllowlist,
  requestsPerMinute: key.requestsPerMinute,
  revoked: key.revoked,
  createdAt: key.createdAt
})
