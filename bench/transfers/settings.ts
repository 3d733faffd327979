import { Config } from "effect"

/** The knobs of the transfers bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL").pipe(Config.withDefault("postgres://postgres@127.0.0.1:5432/test")),
  /** C: keep-alive connections of the closed loops, and pgbench's `-c`. */
  connections: Config.Int("BENCH_CONNECTIONS").pipe(Config.withDefault(16)),
  /** N: connections of the API's pool (the API default). */
  poolSize: Config.Int("BENCH_POOL_SIZE").pipe(Config.withDefault(10)),
  /** Merchants of the spread workload; every one of them also sends in the hot workload. */
  merchants: Config.Int("BENCH_MERCHANTS").pipe(Config.withDefault(1_000)),
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
  /** Which phases run: any of spread, hot, pgbench. */
  phases: Config.String("BENCH_PHASES").pipe(Config.withDefault("spread,hot,pgbench")),
  /** Profile the API process under one more round of the hot phase, and sample `pg_stat_activity` meanwhile. */
  profile: Config.Boolean("BENCH_PROFILE").pipe(Config.withDefault(true))
})

export type Settings = Config.Success<typeof settings>
