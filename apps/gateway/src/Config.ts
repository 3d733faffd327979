import { Auth, Realtime } from "@trilho/domain"
import { Config, Effect, Option, Result, Schema, SchemaIssue } from "effect"

/** Which WebSocket library serves the connections (`Transport.ts`). */
export type TransportChoice = "auto" | "uws" | "ws"

/** The longest a resolved key is reused (`GATEWAY_KEY_CACHE_MS`), as on the API. */
export const keyCacheMsMax = 1000

/** A setting refused, at `name`. */
const invalid = (name: string, message: string) =>
  new Config.ConfigError(
    new Schema.SchemaError(new SchemaIssue.Pointer([name], new SchemaIssue.InvalidValue({ message })))
  )

/** Gateway settings, from the environment; the time limits default to the spec's. */
export const GatewayConfig = Config.all({
  host: Config.String("GATEWAY_HOST").pipe(Config.withDefault("127.0.0.1")),
  port: Config.Int("GATEWAY_PORT").pipe(Config.withDefault(4001)),
  /** `live` refuses to serve plain `ws://` beyond loopback; `sandbox` (the default) allows it. */
  mode: Config.Literals(["sandbox", "live"], "TRILHO_MODE").pipe(Config.withDefault("sandbox")),
  /**
   * `GATEWAY_TRANSPORT`: `uws` (uWebSockets.js: native, several times cheaper per frame, but its binaries need glibc
   * 2.38 or later), `ws` (the `ws` package on `node:http`/`node:https`: runs wherever Node runs), or `auto` (the
   * default): uWebSockets.js when it loads, else `ws`. The choice is logged at start; `uws` fails the start when
   * uWebSockets.js does not load.
   */
  transport: Config.Literals(["auto", "uws", "ws"], "GATEWAY_TRANSPORT").pipe(Config.withDefault("auto")),
  /** PEM files of the certificate (chain) and its key: both set, the gateway serves `wss://`. */
  tlsCertFile: Config.option(Config.String("GATEWAY_TLS_CERT_FILE")),
  tlsKeyFile: Config.option(Config.String("GATEWAY_TLS_KEY_FILE")),
  /** The URL clients are told to use; by default built from the host, port and TLS. */
  publicUrl: Config.option(Config.String("WS_URL")),
  frameBytesMax: Config.Int("GATEWAY_FRAME_BYTES_MAX").pipe(Config.withDefault(64 * 1024)),
  authTimeoutMs: Config.Int("GATEWAY_AUTH_TIMEOUT_MS").pipe(Config.withDefault(10_000)),
  heartbeatIntervalMs: Config.Int("GATEWAY_HEARTBEAT_INTERVAL_MS").pipe(Config.withDefault(30_000)),
  heartbeatReplyMs: Config.Int("GATEWAY_HEARTBEAT_REPLY_MS").pipe(Config.withDefault(15_000)),
  paymentSubscriptionTtlMs: Config.Int("GATEWAY_PAYMENT_SUBSCRIPTION_TTL_MS").pipe(
    Config.withDefault(Realtime.Subscriptions.paymentSubscriptionTtlMs)
  ),
  /**
   * How long a key read for a connection is reused for the next ones (0 to 1000 ms; 0: every connection reads its
   * key): a revocation's notice drops it at once, and a notice missed is bounded by this, as `API_KEY_CACHE_MS` is on
   * the API.
   */
  keyCacheMs: Config.Int("GATEWAY_KEY_CACHE_MS").pipe(
    Config.withDefault(keyCacheMsMax),
    Config.mapEffect((ms) =>
      ms >= 0 && ms <= keyCacheMsMax
        ? Effect.succeed(ms)
        : Effect.fail(invalid("GATEWAY_KEY_CACHE_MS", `must be between 0 and ${keyCacheMsMax}`))
    )
  ),
  /** How often the keys of open connections are read again (a revocation notice missed while LISTEN reconnected). */
  keyRecheckIntervalMs: Config.Int("GATEWAY_KEY_RECHECK_INTERVAL_MS").pipe(Config.withDefault(30_000)),
  /**
   * How often the outbox is read when no notice wakes the gateway: the safety poll behind the notices (an outbox write
   * wakes the gateway at once; a notice lost while LISTEN reconnects waits for this).
   */
  pollIntervalMs: Config.Int("GATEWAY_POLL_INTERVAL_MS").pipe(Config.withDefault(5_000)),
  connectionsPerMinute: Config.Int("GATEWAY_CONNECTIONS_PER_MINUTE").pipe(Config.withDefault(60)),
  authFailuresPerMinute: Config.Int("GATEWAY_AUTH_FAILURES_PER_MINUTE").pipe(Config.withDefault(10)),
  messagesPerSecond: Config.Int("GATEWAY_MESSAGES_PER_SECOND").pipe(Config.withDefault(50)),
  /** The reverse proxies whose `X-Forwarded-For` is believed on the upgrade, as for the API. */
  trustedProxies: Config.String("TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.mapEffect((text) => {
      const parsed = Auth.ClientAddress.parseTrustedProxies(text)
      return Result.isSuccess(parsed)
        ? Effect.succeed(parsed.success)
        : Effect.fail(invalid("TRUSTED_PROXIES", parsed.failure))
    })
  )
})
export type GatewayConfig = Config.Success<typeof GatewayConfig>

/** The certificate and key files when both are set. */
export const tlsOf = (config: GatewayConfig) =>
  Option.isSome(config.tlsCertFile) && Option.isSome(config.tlsKeyFile)
    ? { certFile: config.tlsCertFile.value, keyFile: config.tlsKeyFile.value }
    : undefined

const loopback = new Set(["127.0.0.1", "::1", "localhost"])

/** Why the settings may not be served, if they may not: plain `ws://` in live mode on a non-loopback host. */
export const refusal = (config: GatewayConfig): string | undefined =>
  tlsOf(config) === undefined && config.mode === "live" && !loopback.has(config.host)
    ? `plain ws:// on ${config.host} in live mode: set GATEWAY_TLS_CERT_FILE and GATEWAY_TLS_KEY_FILE`
    : undefined

/** The URL the gateway announces: `WS_URL`, else `ws(s)://host:port/v1`. */
export const urlOf = (config: GatewayConfig, port: number = config.port): string =>
  Option.isSome(config.publicUrl)
    ? config.publicUrl.value
    : `${tlsOf(config) === undefined ? "ws" : "wss"}://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}/v1`
