import { Config } from "effect"

/** The knobs of the API bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL"),
  /** C: keep-alive connections of the closed-loop loads, and pgbench's `-c` in phase 2. */
  connections: Config.Int("BENCH_CONNECTIONS").pipe(Config.withDefault(16)),
  /** N: connections of the pool of the API and of the bare server (the API's default pool). */
  poolSize: Config.Int("BENCH_POOL_SIZE").pipe(Config.withDefault(10)),
  /** API keys of the merchant; each request draws one at random. */
  keys: Config.Int("BENCH_KEYS").pipe(Config.withDefault(16)),
  /** Measured seconds per phase, split evenly over the rounds. */
  seconds: Config.Int("BENCH_SECONDS").pipe(Config.withDefault(10)),
  rounds: Config.Int("BENCH_ROUNDS").pipe(Config.withDefault(2)),
  /** Unmeasured seconds of load on each server before its first round. */
  warmupSeconds: Config.Int("BENCH_WARMUP_SECONDS").pipe(Config.withDefault(3)),
  /** Charges the GET phase reads, drawn at random. */
  charges: Config.Int("BENCH_CHARGES").pipe(Config.withDefault(1_000)),
  /**
   * Phase 4: the first rate (default: a fifth of phase 2's closed-loop create rate), the factor between steps, the
   * seconds per step, the p99 to stay under.
   */
  rateStartPerSecond: Config.option(Config.Int("BENCH_RATE_START")),
  rateFactor: Config.Number("BENCH_RATE_FACTOR").pipe(Config.withDefault(1.25)),
  rateStepSeconds: Config.Int("BENCH_RATE_STEP_SECONDS").pipe(Config.withDefault(4)),
  p99TargetMs: Config.Number("BENCH_P99_MS").pipe(Config.withDefault(25)),
  /** Effect tracing in the servers' processes. */
  tracing: Config.Boolean("BENCH_TRACING").pipe(Config.withDefault(false)),
  /** The API's request logger (`HttpMiddleware.logger`, as `trilho api` runs it) in the HttpApi servers. */
  requestLog: Config.Boolean("BENCH_REQUEST_LOG").pipe(Config.withDefault(true)),
  pgbenchThreads: Config.Int("BENCH_PGBENCH_THREADS").pipe(Config.withDefault(2)),
  /** Which phases run: any of 1, 2, 3, 4. */
  phases: Config.String("BENCH_PHASES").pipe(Config.withDefault("1,2,3,4")),
  /** Profile each server under each phase's load, and print its top frames (source-mapped). */
  profile: Config.Boolean("BENCH_PROFILE").pipe(Config.withDefault(false))
})

export type Settings = Config.Success<typeof settings>
