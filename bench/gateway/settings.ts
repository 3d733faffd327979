import { Config } from "effect"

/** The knobs of the gateway bench, from the environment (bench/README.md lists them). */
export const settings = Config.all({
  url: Config.String("DATABASE_URL").pipe(Config.withDefault("postgres://postgres@127.0.0.1:5432/test")),
  /** Client processes; the connections of every phase are spread over them. */
  clientProcesses: Config.Int("BENCH_CLIENT_PROCESSES").pipe(Config.withDefault(4)),
  /** (a): idle authenticated connections held at once. */
  idleConnections: Config.Int("BENCH_IDLE_CONNECTIONS").pipe(Config.withDefault(10_000)),
  /** (a): rounds, the gateway and the bare app in turn, each opening the connections anew; figures over all rounds. */
  idleRounds: Config.Int("BENCH_IDLE_ROUNDS").pipe(Config.withDefault(2)),
  /** (a): keys those connections authenticate with (few keys, many connections each). */
  idleKeys: Config.Int("BENCH_IDLE_KEYS").pipe(Config.withDefault(10)),
  /** (b): connections of one key subscribed to `payment.*`. */
  fanoutConnections: Config.Int("BENCH_FANOUT_CONNECTIONS").pipe(Config.withDefault(1_000)),
  /** (b): events committed per second (each one delivered to every connection). */
  fanoutRate: Config.Int("BENCH_FANOUT_RATE").pipe(Config.withDefault(100)),
  /** (b): also the bare app sending each frame to each socket in turn (`send`), as the gateway did before topics. */
  fanoutBySend: Config.Boolean("BENCH_FANOUT_BY_SEND").pipe(Config.withDefault(false)),
  /** (c): merchants, each with one key and one connection: one subscriber per event. */
  latencyMerchants: Config.Int("BENCH_LATENCY_MERCHANTS").pipe(Config.withDefault(1_000)),
  /** (c): events committed per second. */
  latencyRate: Config.Int("BENCH_LATENCY_RATE").pipe(Config.withDefault(1_000)),
  /**
   * (c): events per transaction (one INSERT, which notifies once at its commit). NOTIFY serializes the commits that
   * notify, (d) shows how far: one event per commit does not reach 1,000/s on the development machine.
   */
  latencyPerCommit: Config.Int("BENCH_LATENCY_PER_COMMIT").pipe(Config.withDefault(5)),
  /** Seconds of steady commits in (b) and (c). */
  seconds: Config.Int("BENCH_SECONDS").pipe(Config.withDefault(10)),
  /** Connections of the producer's pool, which commits the events. */
  producerPoolSize: Config.Int("BENCH_PRODUCER_POOL_SIZE").pipe(Config.withDefault(8)),
  /** Connections of the gateway's pool. */
  poolSize: Config.Int("BENCH_POOL_SIZE").pipe(Config.withDefault(10)),
  /** (d): pgbench clients and seconds per round of outbox inserts, with and without the NOTIFY trigger. */
  notifyClients: Config.Int("BENCH_NOTIFY_CLIENTS").pipe(Config.withDefault(8)),
  notifySeconds: Config.Int("BENCH_NOTIFY_SECONDS").pipe(Config.withDefault(3)),
  notifyRounds: Config.Int("BENCH_NOTIFY_ROUNDS").pipe(Config.withDefault(2)),
  pgbenchThreads: Config.Int("BENCH_PGBENCH_THREADS").pipe(Config.withDefault(2)),
  /**
   * The gateway's transports measured, in turn, each beside a bare app of the same library: `uws` (uWebSockets.js,
   * left out with its reason where it does not load) and `ws`.
   */
  transports: Config.String("BENCH_TRANSPORTS").pipe(Config.withDefault("uws,ws")),
  /** Which phases run: any of a, b, c, d (a, b and c on each transport). */
  phases: Config.String("BENCH_PHASES").pipe(Config.withDefault("a,b,c,d")),
  /**
   * Profile the servers (V8's CPU profiler, what `node --cpu-prof` runs): the gateway and the bare app while (a)'s
   * connections open, the gateway under (b) and (c).
   */
  profile: Config.Boolean("BENCH_PROFILE").pipe(Config.withDefault(false)),
  /**
   * (a): heap snapshots of both servers before and after the connections (taken after the figures are measured), and
   * the objects the connections added, per connection, by kind.
   */
  heapProfile: Config.Boolean("BENCH_HEAP_PROFILE").pipe(Config.withDefault(false))
})

export type Settings = Config.Success<typeof settings>
