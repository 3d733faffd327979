import { OperatorKeys } from "@trilho/api/operator"
import { Accounts, type Accounts as AccountsPort, ApiKeys, Auth, Ledger } from "@trilho/domain"
import { Clock, Config, Data, Effect, Option, Redacted } from "effect"

const { issueKey } = OperatorKeys

/** The sandbox merchant `npm start` creates on first run. */
export const SandboxMerchantConfig = Config.all({
  email: Config.String("TRILHO_SANDBOX_EMAIL").pipe(Config.withDefault("sandbox@trilho.dev")),
  name: Config.String("TRILHO_SANDBOX_NAME").pipe(Config.withDefault("Loja Sandbox"))
})

/** The sandbox merchant's fixed id, so scripts and docs can name it. */
export const sandboxAccountId = Ledger.AccountId.make("acc_sandbox")

/** Finds the sandbox merchant, creating it the first time. */
export const ensureSandboxMerchant = Effect.gen(function* () {
  const accounts = yield* Accounts.Accounts
  const config = yield* SandboxMerchantConfig
  const existing = yield* accounts.findByEmail(config.email)
  if (Option.isSome(existing)) return existing.value
  const merchant = {
    id: sandboxAccountId,
    email: config.email,
    name: config.name,
    flags: { sandbox: true },
    createdAt: new Date(yield* Clock.currentTimeMillis)
  }
  yield* accounts.insert(merchant)
  return merchant
})

/** Name of the key `trilho dev` seeds for the sandbox merchant. */
export const sandboxKeyName = "sandbox"

/** The sandbox API key `npm start` seeds cannot be set up as configured. */
export class SandboxSeedError extends Data.TaggedError("SandboxSeedError")<{ readonly message: string }> {}

/** What `ensureSandboxKey` found or made. */
export type SandboxKey =
  /** A new random key: its secret is shown this once. */
  | { readonly _tag: "Created"; readonly secret: string; readonly key: Auth.ApiKey }
  /** The key of `TRILHO_SANDBOX_API_KEY`, stored now or on an earlier start. */
  | { readonly _tag: "FromEnvironment"; readonly secret: string; readonly key: Auth.ApiKey; readonly created: boolean }
  /** A sandbox key made on an earlier start; its secret was shown then and is not stored. */
  | { readonly _tag: "Exists"; readonly key: Auth.ApiKey }

/**
 * Seeds the sandbox merchant's API key with every permission (`*`). With `TRILHO_SANDBOX_API_KEY` (shaped like a
 * key), that very secret, stored by its hash the first time and found by it on later starts. Without it, a new random
 * key on the first start; later starts find it and cannot show it again.
 */
export const ensureSandboxKey = (merchant: AccountsPort.Merchant) =>
  Effect.gen(function* () {
    const keys = yield* ApiKeys.ApiKeys
    const configured = yield* Config.option(Config.Redacted("TRILHO_SANDBOX_API_KEY"))
    const seed = (secret?: string) =>
      issueKey({ accountId: merchant.id, name: sandboxKeyName, permissions: ["*"], secret })
    if (Option.isSome(configured) && Redacted.value(configured.value).trim() !== "") {
      const secret = Redacted.value(configured.value).trim()
      if (!Auth.looksLikeKey(secret)) {
        return yield* new SandboxSeedError({
          message: `TRILHO_SANDBOX_API_KEY is not shaped like a key: ${Auth.apiKeyPrefix} followed by at least 40 letters, digits or underscores`
        })
      }
      const found = yield* keys.findByHash(yield* Auth.hashSecret(secret))
      if (Option.isSome(found)) {
        if (found.value.accountId !== merchant.id) {
          return yield* new SandboxSeedError({ message: "TRILHO_SANDBOX_API_KEY is a key of another merchant" })
        }
        if (found.value.revoked) {
          return yield* new SandboxSeedError({ message: "TRILHO_SANDBOX_API_KEY was revoked; choose another key" })
        }
        return { _tag: "FromEnvironment", secret, key: found.value, created: false } satisfies SandboxKey
      }
      const { key } = yield* seed(secret)
      return { _tag: "FromEnvironment", secret, key, created: true } satisfies SandboxKey
    }
    const existing = (yield* keys.findManyByAccount(merchant.id)).find(
      (key) => key.name === sandboxKeyName && !key.revoked
    )
    if (existing !== undefined) return { _tag: "Exists", key: existing } satisfies SandboxKey
    const { key, secret } = yield* seed()
    return { _tag: "Created", secret, key } satisfies SandboxKey
  })
