import { Data, Effect } from "effect"
import { execFile } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { grossMaxCentavos, grossMinCentavos, merchantCount, pixInSchedule } from "./workload.ts"

export class PgbenchError extends Data.TaggedError("PgbenchError")<{ readonly message: string }> {}

export interface PgbenchRun {
  /** Transactions pgbench completed (one script run each). */
  readonly transactions: number
  readonly failed: number
  /** pgbench's rate, without the initial connection time. */
  readonly tps: number
  /** transactions / tps: the measured interval in seconds. */
  readonly seconds: number
}

export interface PgbenchOptions {
  readonly url: string
  readonly script: string
  readonly clients: number
  readonly threads: number
  readonly seconds: number
  /** `prepared` (named statements, the fastest protocol) unless told otherwise. */
  readonly protocol?: "simple" | "extended" | "prepared"
  /** Text variables of the script (`-D name=value`). */
  readonly variables?: Readonly<Record<string, string>>
}

const field = (output: string, pattern: RegExp): number | undefined => {
  const match = pattern.exec(output)
  return match === null ? undefined : Number(match[1])
}

/** Runs pgbench with a custom script (`-n`: no vacuum of pgbench's own tables) and reads its figures. */
export const runPgbench = (options: PgbenchOptions): Effect.Effect<PgbenchRun, PgbenchError> =>
  Effect.acquireUseRelease(
    Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "trilho-pgbench-"))),
    (dir) =>
      Effect.callback<PgbenchRun, PgbenchError>((resume) => {
        const file = path.join(dir, "script.sql")
        fs.writeFileSync(file, options.script)
        const args = [
          "-n",
          "-M",
          options.protocol ?? "prepared",
          "-c",
          String(options.clients),
          "-j",
          String(options.threads),
          "-T",
          String(options.seconds),
          ...Object.entries(options.variables ?? {}).flatMap(([name, value]) => ["-D", `${name}=${value}`]),
          "-f",
          file,
          options.url
        ]
        const child = execFile("pgbench", args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
          const output = `${stdout}\n${stderr}`
          const transactions = field(output, /number of transactions actually processed: (\d+)/)
          const tps = field(output, /tps = ([\d.]+) \(without initial connection time\)/)
          const failed = field(output, /number of failed transactions: (\d+)/) ?? 0
          if (error !== null || transactions === undefined || tps === undefined || tps <= 0) {
            resume(
              Effect.fail(new PgbenchError({ message: `pgbench ${args.slice(0, -1).join(" ")}: ${output.trim()}` }))
            )
          } else {
            resume(Effect.succeed({ transactions, failed, tps, seconds: transactions / tps }))
          }
        })
        return Effect.sync(() => child.kill())
      }),
    (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
  )

/**
 * The text variables of `depositScript`: the instants, passed as variables because pgbench's prepared mode would take
 * the `:15` of a literal `05:15:39` for a variable.
 */
export const depositVariables = (now: Date): Record<string, string> => ({
  now: now.toISOString(),
  unlock_at: new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString()
})

/**
 * The posting SQL of `LedgerStoreSql.post` for one entry, with the entry's JSON built from pgbench variables in the
 * shape `JSON.stringify` gives the domain's `pixDepositEntry`: the same function, the same entry, one call per entry.
 * `merchant` is a pgbench expression for the merchant number, or a fixed account id. Needs `depositVariables`.
 * A colon inside the JSON is written `\u003a` where a letter follows it: pgbench would read `sys:fee_revenue` as
 * the variable `fee_revenue`; PostgreSQL's JSON parser turns the escape back into the same text.
 */
export const depositScript = (options: {
  readonly prefix: string
  readonly merchant: { readonly random: true } | { readonly accountId: string }
}): string => {
  const account = "random" in options.merchant ? `m' || :mid || '` : options.merchant.accountId
  const id = `${options.prefix}-' || :client_id || '-' || :n || '`
  const json =
    `'[{"id":"${id}","accountId":"${account}","kind":"PIX_IN","idempotencyKey":"E2E${id}",` +
    `"postings":[{"ledgerAccountId":"sys\\u003apix_clearing","amountCentavos":-' || :gross || ',"bucket":"available"},` +
    `{"ledgerAccountId":"main\\u003a${account}","amountCentavos":' || :net || ',"bucket":"available",` +
    `"unlockAt":"' || :unlock_at || '"},` +
    `{"ledgerAccountId":"sys\\u003afee_revenue","amountCentavos":' || :fee || ',"bucket":"available"}],` +
    `"createdAt":"' || :now || '"}]'`
  return [
    ...("random" in options.merchant ? [`\\set mid random(1, ${merchantCount})`] : []),
    `\\set gross random(${grossMinCentavos}, ${grossMaxCentavos})`,
    // percentOfCentavos: half up, in basis points
    `\\set fee (:gross * ${pixInSchedule.percentBps} + 5000) / 10000 + ${pixInSchedule.fixedCentavos}`,
    `\\set net :gross - :fee`,
    `\\set n random(1, 4611686018427387903)`,
    `SELECT * FROM trilho_post_entries((${json})::jsonb, :now::timestamptz) ORDER BY ordinal;`,
    ""
  ].join("\n")
}

/** The scratch table of the ceiling phase: no index, no constraint, no trigger. */
export const scratchTableSql = "CREATE TABLE bench_scratch (client_id integer NOT NULL, n bigint NOT NULL)"

/** One single-row INSERT per transaction: what the hardware does for the smallest durable write. */
export const insertScript = [
  `\\set n random(1, 4611686018427387903)`,
  `INSERT INTO bench_scratch (client_id, n) VALUES (:client_id, :n);`,
  ""
].join("\n")
