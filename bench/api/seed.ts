import { Accounts, Ledger } from "@trilho/domain"
import { OperatorKeys } from "@trilho/api/operator"
import { Clock, Effect } from "effect"

/** The merchant of the bench. */
export const benchAccountId = Ledger.AccountId.make("acc_bench")

/** Requests per minute of each bench key: far above what the machine can serve, so no request is ever refused. */
export const benchRequestsPerMinute = 100_000_000

/**
 * Creates the bench merchant and `keyCount` API keys with every permission and a raised `requestsPerMinute`, through
 * the ports and the operator's `issueKey`, as `trilho dev` seeds the sandbox merchant. Returns each key's secret, id,
 * account, hash and rate-limit subject.
 */
export const seedMerchant = (keyCount: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    yield* accounts.insert({
      id: benchAccountId,
      email: "bench@trilho.dev",
      name: "Loja Bench",
      flags: { sandbox: true },
      createdAt: new Date(yield* Clock.currentTimeMillis)
    })
    return yield* Effect.forEach(
      Array.from({ length: keyCount }, (_, i) => i),
      (i) =>
        Effect.map(
          OperatorKeys.issueKey({
            accountId: benchAccountId,
            name: `bench-${i}`,
            permissions: ["*"],
            requestsPerMinute: benchRequestsPerMinute
          }),
          ({ key, secret }) => ({
            secret,
            id: key.id,
            accountId: key.accountId,
            hashHex: key.hashHex,
            subject: `key:${key.id}`
          })
        )
    )
  })
