import { OperatorKeys } from "@trilho/api/operator"
import { Accounts, Ledger } from "@trilho/domain"
import { Clock, Effect } from "effect"

/** Requests per minute of each bench key: far above what the machine can serve, so no request is ever refused. */
export const benchRequestsPerMinute = 100_000_000

/** What every merchant holds at the start, all withdrawable: R$ 1,000,000.00, never run short by the bench. */
export const startCentavos = 100_000_000

/** A merchant of the bench: its id, e-mail and API key. */
export interface BenchMerchant {
  readonly id: string
  readonly email: string
  readonly secret: string
  readonly hashHex: string
  readonly keyId: string
}

export const merchantId = (i: number) => `acc_t${String(i).padStart(5, "0")}`

/** The e-mail of merchant `i`. */
export const merchantEmail = (i: number) => `${merchantId(i)}@bench.trilho.dev`

/**
 * The API key of merchant `i`: fixed rather than random, so that pgbench can compute its hash in SQL (the bench's
 * database is dropped at the end).
 */
export const merchantSecret = (i: number) => `trl_live_bench_transfers_${String(i).padStart(24, "0")}`

/**
 * Creates `count` merchants, each with `startCentavos` credited by a PIX deposit confirmed 25 h ago (so all of it is
 * withdrawable) and one API key with every permission and a raised `requestsPerMinute`, through the ports and the
 * operator's `issueKey`, as `trilho dev` seeds the sandbox merchant.
 */
export const seedMerchants = (count: number) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts.Accounts
    const ledger = yield* Ledger.Ledger
    const nowMs = yield* Clock.currentTimeMillis
    const confirmedAt = new Date(nowMs - 25 * 3_600_000)
    return yield* Effect.forEach(
      Array.from({ length: count }, (_, i) => i),
      (i) =>
        Effect.gen(function* () {
          const id = merchantId(i)
          const accountId = Ledger.AccountId.make(id)
          const email = merchantEmail(i)
          yield* accounts.insert({ id: accountId, email, name: `Loja ${id}`, flags: {}, createdAt: new Date(nowMs) })
          yield* ledger.post(
            Ledger.pixDepositEntry(
              { id: Ledger.EntryId.make(`ent_seed_${id}`), accountId, createdAt: confirmedAt },
              {
                receiver: Ledger.mainLedgerAccount(id),
                confirmedAt,
                amounts: {
                  grossCentavos: startCentavos,
                  feeCentavos: 0,
                  netCentavos: startCentavos,
                  platformFeeCentavos: 0,
                  profitCentavos: 0,
                  partnerCentavos: 0,
                  merchantCentavos: startCentavos
                } as never
              }
            )
          )
          const { secret, key } = yield* OperatorKeys.issueKey({
            accountId,
            name: "bench",
            permissions: ["*"],
            requestsPerMinute: benchRequestsPerMinute,
            secret: merchantSecret(i)
          })
          return { id, email, secret, hashHex: key.hashHex, keyId: key.id } satisfies BenchMerchant
        }),
      { concurrency: 8 }
    )
  })
