import { Accounts, Ledger } from "@trilho/domain"
import { OperatorKeys } from "@trilho/api/operator"
import { Clock, Effect } from "effect"

/** A merchant of the bench with its one API key. */
export interface BenchMerchant {
  readonly accountId: string
  readonly apiKeyId: string
  readonly secret: string
}

export const merchantId = (i: number) => `acc_gw${String(i).padStart(5, "0")}`

/**
 * Creates `count` merchants, each with one API key with every permission, through the ports and the operator's
 * `issueKey`, as `trilho dev` seeds the sandbox merchant.
 */
export const seedMerchants = (count: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const nowMs = yield* Clock.currentTimeMillis
    return yield* Effect.forEach(
      Array.from({ length: count }, (_, i) => i),
      (i) =>
        Effect.gen(function* () {
          const accountId = Ledger.AccountId.make(merchantId(i))
          yield* accounts.insert({
            id: accountId,
            email: `${accountId}@bench.trilho.dev`,
            name: `Loja ${accountId}`,
            flags: {},
            createdAt: new Date(nowMs)
          })
          const { secret, key } = yield* OperatorKeys.issueKey({ accountId, name: "bench", permissions: ["*"] })
          return { accountId, apiKeyId: key.id, secret } satisfies BenchMerchant
        }),
      { concurrency: 8 }
    )
  })
