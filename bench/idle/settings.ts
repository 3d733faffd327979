import { Config } from "effect"

/** The knobs of the idle bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  /** The PostgreSQL server of `trilho api`, `gateway` and `worker`; the bench creates and drops a database there. */
  url: Config.option(Config.String("DATABASE_URL")),
  /** Which apps run, each in a process of its own: any of api, gateway, worker (on PostgreSQL), dev (on PGlite). */
  apps: Config.String("BENCH_APPS").pipe(Config.withDefault("api,gateway,worker,dev")),
  /**
   * Seconds after every app is ready before the window opens, for the work of the start to end: first passes, JIT,
   * and the full garbage collections V8 runs once a process's allocations drop (its memory reducer, some 10 to 20 s
   * after the start, a few hundred ms of CPU on the embedded database's heap).
   */
  settleSeconds: Config.Int("BENCH_SETTLE_SECONDS").pipe(Config.withDefault(30)),
  /** Length of the measured window, in seconds. */
  seconds: Config.Int("BENCH_SECONDS").pipe(Config.withDefault(10)),
  /** A CPU profile of each app (`node --cpu-prof`), summarized over the measured window only. */
  profile: Config.Boolean("BENCH_PROFILE").pipe(Config.withDefault(false))
})

export type Settings = Config.Success<typeof settings>

/** The goal: CPU time per second of an idle app, in milliseconds. */
export const targetMsPerSecond = 10
