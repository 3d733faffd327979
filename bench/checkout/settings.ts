import { Config } from "effect"

/** The knobs of the checkout bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL").pipe(Config.withDefault("postgres://postgres@127.0.0.1:5432/test")),
  /** C: keep-alive connections of the closed loops. */
  connections: Config.Int("BENCH_CONNECTIONS").pipe(Config.withDefault(16)),
  /** N: connections of the API's pool (the API default), and pgbench's `-c`. */
  poolSize: Config.Int("BENCH_POOL_SIZE").pipe(Config.withDefault(10)),
  /** Merchants, each with a link of each kind and its coupon; every checkout picks one at random. */
  merchants: Config.Int("BENCH_MERCHANTS").pipe(Config.withDefault(100)),
  /** TEXT_LINES codes in stock per merchant's product, for every phase with lines (API and pgbench) together. */
  lines: Config.Int("BENCH_LINES").pipe(Config.withDefault(1_000)),
  /** Measured seconds per phase, split evenly over the rounds. */
  seconds: Config.Int("BENCH_SECONDS").pipe(Config.withDefault(20)),
  rounds: Config.Int("BENCH_ROUNDS").pipe(Config.withDefault(2)),
  /** Unmeasured seconds of load through the API before the first round. */
  warmupSeconds: Config.Int("BENCH_WARMUP_SECONDS").pipe(Config.withDefault(4)),
  /** Effect tracing in the API process. */
  tracing: Config.Boolean("BENCH_TRACING").pipe(Config.withDefault(false)),
  /** The API's request logger (`HttpMiddleware.logger`, as `trilho api` runs it). */
  requestLog: Config.Boolean("BENCH_REQUEST_LOG").pipe(Config.withDefault(true)),
  pgbenchThreads: Config.Int("BENCH_PGBENCH_THREADS").pipe(Config.withDefault(2)),
  /** Which phases run: any of plain, lines, pgbench. */
  phases: Config.String("BENCH_PHASES").pipe(Config.withDefault("plain,lines,pgbench")),
  /** One more round of each API phase: `pg_stat_activity` sampled under both, the API process profiled under plain. */
  profile: Config.Boolean("BENCH_PROFILE").pipe(Config.withDefault(true))
})

export type Settings = Config.Success<typeof settings>
