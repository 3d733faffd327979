import { Config } from "effect"

/** The knobs of the pay page bench (bench/README.md, "Pay page"). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL"),
  /** Requests per server and round, measured. */
  requests: Config.Int("BENCH_REQUESTS").pipe(Config.withDefault(2_000)),
  /** Requests per server before the first round, not measured. */
  warmup: Config.Int("BENCH_WARMUP").pipe(Config.withDefault(500)),
  rounds: Config.Int("BENCH_ROUNDS").pipe(Config.withDefault(3)),
  /** Requests in flight at once, each on its own keep-alive connection. */
  concurrency: Config.String("BENCH_CONCURRENCY").pipe(Config.withDefault("1,8")),
  poolSize: Config.Int("BENCH_POOL_SIZE").pipe(Config.withDefault(8))
})
