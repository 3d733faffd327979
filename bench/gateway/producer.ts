import type pg from "pg"
import { wallMs } from "./messages.ts"

/** One event to commit: whose it is and what it says. */
export interface EventToCommit {
  readonly accountId: string
  readonly apiKeyId: string
  readonly aggregateId: string
  /** JSON text of the payload. */
  readonly payload: string
}

/** What a steady run of commits did. */
export interface Produced {
  /** Each committed event's outbox id, with the wall time (epoch ms) right after its COMMIT returned. */
  readonly committedAtMs: Map<number, number>
  readonly startMs: number
  readonly seconds: number
  readonly failed: number
  readonly firstError: string
}

/**
 * Commits `rate` events per second for `seconds`, `perCommit` in each autocommit INSERT: the statement
 * `OutboxSql.append` sends (`INSERT INTO outbox (…) VALUES … RETURNING id`, the NOTIFY trigger firing once per
 * statement). Transactions are started on time on the pool's connections; a late one queues for a connection.
 */
export const produce = (options: {
  readonly pool: pg.Pool
  readonly rate: number
  readonly seconds: number
  readonly perCommit: number
  readonly event: (i: number) => EventToCommit
}): Promise<Produced> =>
  new Promise((resolve) => {
    const commits = Math.max(1, Math.round((options.rate * options.seconds) / options.perCommit))
    const commitsPerSecond = options.rate / options.perCommit
    const committedAtMs = new Map<number, number>()
    const startMs = wallMs()
    let started = 0
    let settled = 0
    let failed = 0
    let firstError = ""
    let lastMs = startMs
    const commit = (n: number) => {
      const values: Array<string> = []
      const parameters: Array<string> = []
      for (let j = 0; j < options.perCommit; j++) {
        const e = options.event(n * options.perCommit + j)
        const p = parameters.length
        values.push(`($${p + 1}, 'payment.created', $${p + 2}, $${p + 3}, $${p + 4}, now())`)
        parameters.push(e.accountId, e.aggregateId, e.apiKeyId, e.payload)
      }
      options.pool
        .query<{ id: string }>(
          `INSERT INTO outbox (account_id, event_type, aggregate_id, api_key_id, payload, created_at)
           VALUES ${values.join(", ")} RETURNING id`,
          parameters
        )
        .then(
          (result) => {
            lastMs = wallMs()
            for (const row of result.rows) committedAtMs.set(Number(row.id), lastMs)
          },
          (error: unknown) => {
            failed += options.perCommit
            if (firstError === "") firstError = String(error)
          }
        )
        .finally(() => {
          settled++
          if (settled === commits) {
            resolve({ committedAtMs, startMs, seconds: (lastMs - startMs) / 1000, failed, firstError })
          }
        })
    }
    const tick = () => {
      const due = Math.min(commits, Math.floor(((wallMs() - startMs) * commitsPerSecond) / 1000) + 1)
      for (; started < due; started++) commit(started)
      if (started < commits) setTimeout(tick, 1)
    }
    tick()
  })
