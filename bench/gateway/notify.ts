import { Effect } from "effect"
import pg from "pg"
import { runPgbench } from "../ledger/pgbench.ts"

/**
 * The statement `OutboxSql.append` sends for one event, as a pgbench script (autocommit: one transaction per event).
 * The variables are parameters (`-M prepared`), so the payload's JSON passes untouched.
 */
const script = `\\set n random(1, 1000000000)
INSERT INTO outbox (account_id, event_type, aggregate_id, api_key_id, payload, created_at)
VALUES (:account, 'payment.created', 'pix_pgb_' || CAST(:n AS text), :key, :payload, now());
`

/** Outbox inserts per second with the NOTIFY trigger and without, at each client count. */
export interface NotifyCost {
  readonly clients: number
  readonly withTrigger: number
  readonly withoutTrigger: number
}

/**
 * (d): the cost of the NOTIFY at commit (migration 0017): pgbench runs the outbox insert with the trigger enabled and
 * disabled, alternating over `rounds`, at each client count, while one session LISTENs on the channel as a gateway
 * does (and reads nothing else).
 */
export const notifyCost = (options: {
  readonly url: string
  readonly account: string
  readonly key: string
  readonly payload: string
  readonly clientCounts: ReadonlyArray<number>
  readonly threads: number
  readonly seconds: number
  readonly rounds: number
}) =>
  Effect.acquireUseRelease(
    Effect.promise(async () => {
      const listener = new pg.Client({ connectionString: options.url, application_name: "trilho-bench-listen" })
      await listener.connect()
      await listener.query("LISTEN trilho_notices")
      return listener
    }),
    (listener) =>
      Effect.gen(function* () {
        const trigger = (on: boolean) =>
          Effect.promise(() => listener.query(`ALTER TABLE outbox ${on ? "ENABLE" : "DISABLE"} TRIGGER outbox_notify`))
        const results: Array<NotifyCost> = []
        for (const clients of options.clientCounts) {
          const tally = { with: { transactions: 0, seconds: 0 }, without: { transactions: 0, seconds: 0 } }
          for (let round = 0; round < options.rounds; round++) {
            for (const on of [true, false]) {
              yield* trigger(on)
              yield* Effect.promise(() => listener.query("VACUUM outbox"))
              const run = yield* runPgbench({
                url: options.url,
                script,
                clients,
                threads: Math.min(options.threads, clients),
                seconds: options.seconds,
                variables: { account: options.account, key: options.key, payload: options.payload }
              })
              const side = on ? tally.with : tally.without
              side.transactions += run.transactions
              side.seconds += run.seconds
            }
          }
          results.push({
            clients,
            withTrigger: tally.with.transactions / tally.with.seconds,
            withoutTrigger: tally.without.transactions / tally.without.seconds
          })
        }
        yield* trigger(true)
        return results
      }),
    (listener) => Effect.promise(() => listener.end())
  )
