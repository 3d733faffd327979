import { Auth } from "@trilho/domain"
import { Config, Context, Effect, Layer, Result, Schema, SchemaIssue } from "effect"

/** Requests per window of a client without an API key, unless `RATE_LIMIT_IP_PER_MINUTE` says otherwise. */
export const ipRequestsPerWindowDefault = 100
/** Shortest and longest rate-limit window accepted from configuration. */
export const windowMsMin = 100
export const windowMsMax = 3_600_000
/** Trusted proxy entries, at most. */
export const trustedProxiesMax = Auth.ClientAddress.trustedProxiesMax

/** Settings of authentication and rate limiting. */
export interface AuthSettingsShape {
  /** Addresses or CIDR ranges of the reverse proxies whose `X-Forwarded-For` is believed. Empty: none. */
  readonly trustedProxies: ReadonlyArray<string>
  /** Requests per window of a client address sending no valid key. */
  readonly ipRequestsPerWindow: number
  /** Length of a rate-limit window; the per-minute limits count per window. */
  readonly windowMs: number
  /**
   * How long a resolved API key is reused without reading it again, in milliseconds (0: read on every request). At
   * most `keyCacheMsMax`, so that a revocation or a change of permissions takes effect within a second on every
   * instance.
   */
  readonly keyCacheMs: number
}

/** The longest an API key is reused without reading it again. */
export const keyCacheMsMax = 1_000

export class AuthSettings extends Context.Service<AuthSettings, AuthSettingsShape>()("@trilho/api/AuthSettings") {}

export const defaults: AuthSettingsShape = {
  trustedProxies: [],
  ipRequestsPerWindow: ipRequestsPerWindowDefault,
  windowMs: Auth.RateLimit.rateWindowMs,
  keyCacheMs: 0
}

/** Parses `TRUSTED_PROXIES`: addresses or CIDR ranges separated by commas or spaces. */
export const parseTrustedProxies = Auth.ClientAddress.parseTrustedProxies

/** The configuration error of an invalid `name`: `message` at that key. */
export const invalidConfig = (name: string, message: string): Config.ConfigError =>
  new Config.ConfigError(
    new Schema.SchemaError(new SchemaIssue.Pointer([name], new SchemaIssue.InvalidValue({ message })))
  )

/** An integer setting that must satisfy `valid`, else fails with `message` at `name`. */
const integerWhere = (name: string, fallback: number, message: string, valid: (n: number) => boolean) =>
  Config.Int(name).pipe(
    Config.withDefault(fallback),
    Config.mapEffect((n) => (valid(n) ? Effect.succeed(n) : Effect.fail(invalidConfig(name, message))))
  )

/**
 * The settings from the environment: `TRUSTED_PROXIES`, `RATE_LIMIT_IP_PER_MINUTE`, `RATE_LIMIT_WINDOW_MS`,
 * `API_KEY_CACHE_MS` (default 1000).
 */
export const AuthConfig: Config.Config<AuthSettingsShape> = Config.all({
  trustedProxies: Config.String("TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.mapEffect((text) =>
      Result.match(parseTrustedProxies(text), {
        onSuccess: Effect.succeed,
        onFailure: (message) => Effect.fail(invalidConfig("TRUSTED_PROXIES", message))
      })
    )
  ),
  ipRequestsPerWindow: integerWhere(
    "RATE_LIMIT_IP_PER_MINUTE",
    ipRequestsPerWindowDefault,
    "must be a positive integer",
    (n) => n > 0
  ),
  windowMs: integerWhere(
    "RATE_LIMIT_WINDOW_MS",
    Auth.RateLimit.rateWindowMs,
    `must be between ${windowMsMin} and ${windowMsMax}`,
    (n) => n >= windowMsMin && n <= windowMsMax
  ),
  keyCacheMs: integerWhere(
    "API_KEY_CACHE_MS",
    keyCacheMsMax,
    `must be between 0 and ${keyCacheMsMax}`,
    (n) => n >= 0 && n <= keyCacheMsMax
  )
})

/** Settings read from the environment. */
export const layerFromConfig: Layer.Layer<AuthSettings, Config.ConfigError> = Layer.effect(AuthSettings, AuthConfig)

/** Fixed settings (tests), the defaults where not given. */
export const layer = (settings: Partial<AuthSettingsShape> = {}): Layer.Layer<AuthSettings> =>
  Layer.succeed(AuthSettings, { ...defaults, ...settings })
