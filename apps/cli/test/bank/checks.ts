import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Acknowledged } from "./clients.ts"

/** One read of every balance of the bank's merchants, in one query under REPEATABLE READ. */
export interface BalanceRead {
  readonly atMs: number
  readonly isolation: string
  readonly accounts: number
  readonly totalCentavos: number
  readonly pendingCentavos: number
  readonly lowestCentavos: number
}

/** Reads the balances of the merchants whose ids start with `prefix` in one REPEATABLE READ transaction. */
export const readBalances = (prefix: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql.withTransaction(
      Effect.andThen(
        sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`,
        sql<{
          readonly isolation: string
          readonly accounts: string
          readonly totalCentavos: string
          readonly pendingCentavos: string
          readonly lowestCentavos: string | null
        }>`
          SELECT current_setting('transaction_isolation') AS isolation,
                 count(*) AS accounts,
                 coalesce(sum(available_centavos), 0) AS total_centavos,
                 coalesce(sum(pending_centavos), 0) AS pending_centavos,
                 min(available_centavos) AS lowest_centavos
            FROM balances
           WHERE account_id LIKE ${`${prefix}%`}`
      )
    )
    const row = rows[0]!
    return {
      atMs: Date.now(),
      isolation: row.isolation,
      accounts: Number(row.accounts),
      totalCentavos: Number(row.totalCentavos),
      pendingCentavos: Number(row.pendingCentavos),
      lowestCentavos: Number(row.lowestCentavos ?? -1)
    } satisfies BalanceRead
  })

/**
 * What the database holds for the acknowledged transfers: the sender's record by `externalReference`, the receiver's
 * record and the journal entry of its pair, with the entry's postings.
 */
export const findAcknowledged = (acknowledged: ReadonlyArray<Acknowledged>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const references = JSON.stringify(acknowledged.map((a) => a.reference))
    return yield* sql<{
      readonly externalReference: string
      readonly id: string
      readonly pairId: string
      readonly accountId: string
      readonly counterpartyAccountId: string
      readonly amountCentavos: string
      readonly incoming: string
      readonly entries: string
      readonly postings: string
    }>`
      SELECT o.external_reference, o.id, o.pair_id, o.account_id, o.counterparty_account_id, o.amount_centavos,
             (SELECT count(*) FROM internal_transfers i
               WHERE i.account_id = o.counterparty_account_id AND i.pair_id = o.pair_id
                 AND i.type = 'INTERNAL_TRANSFER_IN' AND i.amount_centavos = o.amount_centavos) AS incoming,
             (SELECT count(*) FROM journal_entries j
               WHERE j.account_id = o.account_id AND j.id = o.pair_id AND j.kind = 'INTERNAL_TRANSFER') AS entries,
             (SELECT count(*) FROM postings p
               WHERE p.account_id = o.account_id AND p.entry_id = o.pair_id
                 AND ((p.ledger_account_id = 'main:' || o.account_id AND p.amount_centavos = -o.amount_centavos)
                   OR (p.ledger_account_id = 'main:' || o.counterparty_account_id
                       AND p.amount_centavos = o.amount_centavos))) AS postings
        FROM internal_transfers o
       WHERE o.type = 'INTERNAL_TRANSFER_OUT'
         AND o.external_reference IN (SELECT jsonb_array_elements_text(${references}::jsonb))`
  })

/**
 * Every internal transfer in the database, acknowledged or not, is whole: each sender record has its receiver record,
 * its one `INTERNAL_TRANSFER` entry of exactly two postings (the sender's debit and the receiver's credit of the
 * amount) and an event on each side; no receiver record or transfer entry lacks its sender record; no reference or
 * pair is recorded twice.
 */
export const findHalfApplied = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<Record<string, string>>`
    SELECT
      (SELECT count(*) FROM internal_transfers WHERE type = 'INTERNAL_TRANSFER_OUT') AS transfers,
      (SELECT count(*) FROM internal_transfers o
        WHERE o.type = 'INTERNAL_TRANSFER_OUT'
          AND NOT EXISTS (SELECT 1 FROM internal_transfers i
                           WHERE i.account_id = o.counterparty_account_id AND i.pair_id = o.pair_id
                             AND i.type = 'INTERNAL_TRANSFER_IN' AND i.amount_centavos = o.amount_centavos))
        AS out_without_in,
      (SELECT count(*) FROM internal_transfers i
        WHERE i.type = 'INTERNAL_TRANSFER_IN'
          AND NOT EXISTS (SELECT 1 FROM internal_transfers o
                           WHERE o.account_id = i.counterparty_account_id AND o.pair_id = i.pair_id
                             AND o.type = 'INTERNAL_TRANSFER_OUT')) AS in_without_out,
      (SELECT count(*) FROM internal_transfers o
        WHERE o.type = 'INTERNAL_TRANSFER_OUT'
          AND NOT EXISTS (SELECT 1 FROM journal_entries j
                           WHERE j.account_id = o.account_id AND j.id = o.pair_id AND j.kind = 'INTERNAL_TRANSFER'))
        AS out_without_entry,
      (SELECT count(*) FROM journal_entries j
        WHERE j.kind = 'INTERNAL_TRANSFER'
          AND NOT EXISTS (SELECT 1 FROM internal_transfers o
                           WHERE o.account_id = j.account_id AND o.pair_id = j.id AND o.type = 'INTERNAL_TRANSFER_OUT'))
        AS entry_without_records,
      (SELECT count(*) FROM internal_transfers o
        WHERE o.type = 'INTERNAL_TRANSFER_OUT'
          AND ((SELECT count(*) FROM postings p
                WHERE p.account_id = o.account_id AND p.entry_id = o.pair_id
                  AND ((p.ledger_account_id = 'main:' || o.account_id AND p.amount_centavos = -o.amount_centavos)
                    OR (p.ledger_account_id = 'main:' || o.counterparty_account_id
                        AND p.amount_centavos = o.amount_centavos))) <> 2
           OR (SELECT count(*) FROM postings p WHERE p.account_id = o.account_id AND p.entry_id = o.pair_id) <> 2))
        AS wrong_postings,
      (SELECT count(*) FROM internal_transfers t
        WHERE NOT EXISTS (SELECT 1 FROM outbox e WHERE e.account_id = t.account_id AND e.aggregate_id = t.id))
        AS records_without_event,
      (SELECT count(*) FROM (SELECT pair_id FROM internal_transfers GROUP BY pair_id HAVING count(*) <> 2) d)
        AS pairs_not_two,
      (SELECT count(*) FROM (SELECT account_id, external_reference FROM internal_transfers
                              WHERE external_reference IS NOT NULL
                              GROUP BY 1, 2 HAVING count(*) > 1) d) AS references_twice`
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]))
})
