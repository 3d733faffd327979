import { Auth, Realtime } from "@trilho/domain"
import { Config, ConfigError, Either, Option } from "effect"

/** Gateway settings, from the environment; the time limits default to the spec's. */
export const GatewayConfig = Config.all({
  host: Config.string("GATEWAY_HOST").pipe(Config.withDefault("127.0.0.1")),
  port: Config.integer("GATEWAY_PORT").pipe(Config.withDefault(4001)),
  /** The WebSocket library: `auto` (uWebSockets.js where its binary loads, else `ws`), `uws` or `ws`. */
  transport: Config.literal("auto", "uws", "ws")("GATEWAY_TRANSPORT").pipe(Config.withDefault("auto" as const)),
  /** `live` refuses to serve plain `ws://` beyond loopback; `sandbox` (the default) allows it. */
  mode: Config.literal("sandbox", "live")("TRILHO_MODE").pipe(Config.withDefault("sandbox" as const)),
  /** PEM files of the certificate (chain) and its key: both set, the gateway serves `wss://`. */
  tlsCertFile: Config.option(Config.string("GATEWAY_TLS_CERT_FILE")),
  tlsKeyFile: Config.option(Config.string("GATEWAY_TLS_KEY_FILE")),
  /** The URL clients are told to use; by default built from the host, port and TLS. */
  publicUrl: Config.option(Config.string("WS_URL")),
  frameBytesMax: Config.integer("GATEWAY_FRAME_BYTES_MAX").pipe(Config.withDefault(64 * 1024)),
  authTimeoutMs: Config.integer("GATEWAY_AUTH_TIMEOUT_MS").pipe(Config.withDefault(10_000)),
  heartbeatIntervalMs: Config.integer("GATEWAY_HEARTBEAT_INTERVAL_MS").pipe(Config.withDefault(30_000)),
  heartbeatReplyMs: Config.integer("GATEWAY_HEARTBEAT_REPLY_MS").pipe(Config.withDefault(15_000)),
  paymentSubscriptionTtlMs: Config.integer("GATEWAY_PAYMENT_SUBSCRIPTION_TTL_MS").pipe(
    Config.withDefault(Realtime.Subscriptions.paymentSubscriptionTtlMs)
  ),
  /** How often the keys of open connections are read again (a revocation notice missed while LISTEN reconnected). */
  keyRecheckIntervalMs: Config.integer("GATEWAY_KEY_RECHECK_INTERVAL_MS").pipe(Config.withDefault(30_000)),
  /** How often the outbox is read when no notice wakes the gateway. */
  pollIntervalMs: Config.integer("GATEWAY_POLL_INTERVAL_MS").pipe(Config.withDefault(100)),
  connectionsPerMinute: Config.integer("GATEWAY_CONNECTIONS_PER_MINUTE").pipe(Config.withDefault(60)),
  authFailuresPerMinute: Config.integer("GATEWAY_AUTH_FAILURES_PER_MINUTE").pipe(Config.withDefault(10)),
  messagesPerSecond: Config.integer("GATEWAY_MESSAGES_PER_SECOND").pipe(Config.withDefault(50)),
  /** The reverse proxies whose `X-Forwarded-For` is believed on the upgrade, as for the API. */
  trustedProxies: Config.string("TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.mapOrFail((text) =>
      Either.mapLeft(Auth.ClientAddress.parseTrustedProxies(text), (message) =>
        ConfigError.InvalidData(["TRUSTED_PROXIES"], message)
      )
    )
  )
})
export type GatewayConfig = Config.Config.Success<typeof GatewayConfig>

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
