import { Config } from "effect"

/** The knobs of the transaction list bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL"),
  /** Records of the measured account, split 50 % charges, 30 % PIX out, 10 % refunds, 10 % internal transfers. */
  records: Config.Int("BENCH_RECORDS").pipe(Config.withDefault(1_000_000)),
  /** Records of each of the other accounts (the same split), so every index holds more than the measured account. */
  otherRecords: Config.Int("BENCH_OTHER_RECORDS").pipe(Config.withDefault(100_000)),
  others: Config.Int("BENCH_OTHERS").pipe(Config.withDefault(2)),
  /** Timed runs of each query, after `warmup` untimed ones; the median is reported. */
  runs: Config.Int("BENCH_RUNS").pipe(Config.withDefault(15)),
  warmup: Config.Int("BENCH_WARMUP").pipe(Config.withDefault(3)),
  /** Print the plan of each list query (`EXPLAIN (ANALYZE, BUFFERS)`). */
  explain: Config.Boolean("BENCH_EXPLAIN").pipe(Config.withDefault(false))
})

export type Settings = Config.Success<typeof settings>
