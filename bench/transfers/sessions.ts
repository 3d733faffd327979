import type { SqlClient } from "effect/sql"
import { Effect, Schedule } from "effect"

/**
 * Samples, every 100 ms, what the server sessions of `applicationName` on this database are doing (`pg_stat_activity`:
 * `idle` waiting for the client, `active` on the CPU, or waiting on a lock, a commit's WAL flush, …). `run` samples
 * until interrupted; `report` gives the share of each state over every sample.
 */
export const makeSessionSampler = (sql: SqlClient.SqlClient, applicationName: string) => {
  const counts = new Map<string, number>()
  let samples = 0
  const sample = Effect.flatMap(
    sql<{ readonly what: string; readonly n: string }>`
      SELECT CASE WHEN state = 'active' AND wait_event IS NULL THEN 'active (CPU)'
                  WHEN state = 'active' THEN 'active, waiting ' || wait_event_type || ':' || wait_event
                  ELSE state END AS what,
             count(*) AS n
        FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${applicationName}
       GROUP BY 1`,
    (rows) =>
      Effect.sync(() => {
        samples++
        for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + Number(row.n))
      })
  )
  const run = sample.pipe(Effect.repeat(Schedule.spaced("100 millis")), Effect.ignore)
  const report = () =>
    [
      `sessions of the API's pool (pg_stat_activity, ${samples} samples every 100 ms; mean sessions in each state):`,
      ...[...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([what, n]) => `  ${(n / Math.max(samples, 1)).toFixed(2).padStart(6)}  ${what}`)
    ].join("\n")
  return { run, report }
}
