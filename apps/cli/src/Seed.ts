import { AccountId } from "@trilho/domain/ledger/Model"
import { Accounts } from "@trilho/domain/ports/Accounts"
import { Clock, Config, Effect, Option } from "effect"

/** The sandbox merchant `npm start` creates on first run. */
export const SandboxMerchantConfig = Config.all({
  email: Config.string("TRILHO_SANDBOX_EMAIL").pipe(Config.withDefault("sandbox@trilho.dev")),
  name: Config.string("TRILHO_SANDBOX_NAME").pipe(Config.withDefault("Loja Sandbox"))
})

/** The sandbox merchant's fixed id, so scripts and docs can name it. */
export const sandboxAccountId = AccountId.make("acc_sandbox")

/** Finds the sandbox merchant, creating it the first time. */
export const ensureSandboxMerchant = Effect.gen(function* () {
  const accounts = yield* Accounts
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
