import { Config } from "effect"

/** The knobs of the ledger bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL"),
  /** C: concurrent fibers of the Ledger phases, and pgbench's `-c`. */
  clients: Config.Int("BENCH_CLIENTS").pipe(Config.withDefault(16)),
  /** N: connections of the Ledger's pool. */
  poolSize: Config.Int("BENCH_POOL_SIZE").pipe(Config.withDefault(16)),
  /** Measured seconds per phase, split evenly over the rounds. */
  seconds: Config.Int("BENCH_SECONDS").pipe(Config.withDefault(10)),
  rounds: Config.Int("BENCH_ROUNDS").pipe(Config.withDefault(2)),
  /** Unmeasured seconds per Ledger phase before the first round. */
  warmupSeconds: Config.Number("BENCH_WARMUP_SECONDS").pipe(Config.withDefault(2)),
  windowMs: Config.Int("BENCH_WINDOW_MS").pipe(Config.withDefault(2)),
  batchMax: Config.Int("BENCH_BATCH_MAX").pipe(Config.withDefault(100)),
  /** Lanes of the batched run over 1,000 merchants (a hot merchant always takes one lane). */
  lanes: Config.Int("BENCH_LANES").pipe(Config.withDefault(1)),
  tracing: Config.Boolean("BENCH_TRACING").pipe(Config.withDefault(true)),
  pgbenchThreads: Config.Int("BENCH_PGBENCH_THREADS").pipe(Config.withDefault(2)),
  /** Which groups of phases run: any of a, b, c. */
  groups: Config.String("BENCH_PHASES").pipe(Config.withDefault("a,b,c"))
})

export type Settings = Config.Success<typeof settings>
