import { Ledger } from "@trilho/domain"
import { Clock, Effect } from "effect"

/**
 * Credits `centavos` to the merchant's main account by a PIX deposit confirmed 25 h ago, so all of it is
 * `withdrawable` (past the 24 h lock). The entry id is derived from the merchant's id: one seed per merchant.
 */
export const seedWithdrawable = (accountId: string, centavos: number) =>
  Effect.gen(function* () {
    const confirmedAt = new Date((yield* Clock.currentTimeMillis) - 25 * 3_600_000)
    yield* (yield* Ledger.Ledger).post(
      Ledger.pixDepositEntry(
        {
          id: Ledger.EntryId.make(`ent_seed_${accountId}`),
          accountId: Ledger.AccountId.make(accountId),
          createdAt: confirmedAt
        },
        {
          receiver: Ledger.mainLedgerAccount(accountId),
          confirmedAt,
          amounts: {
            grossCentavos: centavos,
            feeCentavos: 0,
            netCentavos: centavos,
            platformFeeCentavos: 0,
            profitCentavos: 0,
            partnerCentavos: 0,
            merchantCentavos: centavos
          } as never
        }
      )
    )
  })
