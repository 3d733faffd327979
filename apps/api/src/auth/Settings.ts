import { Auth } from "@trilho/domain"
import { Config, ConfigError, Context, Either, Layer } from "effect"

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
}

export class AuthSettings extends Context.Tag("@trilho/api/AuthSettings")<AuthSettings, AuthSettingsShape>() {}

export const defaults: AuthSettingsShape = {
  trustedProxies: [],
  ipRequestsPerWindow: ipRequestsPerWindowDefault,
  windowMs: Auth.RateLimit.rateWindowMs
}

/** Parses `TRUSTED_PROXIES`: addresses or CIDR ranges separated by commas or spaces. */
export const parseTrustedProxies = Auth.ClientAddress.parseTrustedProxies

/** The settings from the environment: `TRUSTED_PROXIES`, `RATE_LIMIT_IP_PER_MINUTE`, `RATE_LIMIT_WINDOW_MS`. */
export const AuthConfig: Config.Config<AuthSettingsShape> = Config.all({
  trustedProxies: Config.string("TRUSTED_PROXIES").pipe(
    Config.withDefault(""),
    Config.mapOrFail((text) =>
      Either.mapLeft(parseTrustedProxies(text), (message) => ConfigError.InvalidData(["TRUSTED_PROXIES"], message))
    )
  ),
  ipRequestsPerWindow: Config.integer("RATE_LIMIT_IP_PER_MINUTE").pipe(
    Config.withDefault(ipRequestsPerWindowDefault),
    Config.validate({ message: "must be a positive integer", validation: (n) => n > 0 })
  ),
  windowMs: Config.integer("RATE_LIMIT_WINDOW_MS").pipe(
    Config.withDefault(Auth.RateLimit.rateWindowMs),
    Config.validate({
      message: `must be between ${windowMsMin} and ${windowMsMax}`,
      validation: (n) => n >= windowMsMin && n <= windowMsMax
    })
  )
})

/** Settings read from the environment. */
export const layerFromConfig: Layer.Layer<AuthSettings, ConfigError.ConfigError> = Layer.effect(
  AuthSettings,
  AuthConfig
)

/** Fixed settings (tests), the defaults where not given. */
export const layer = (settings: Partial<AuthSettingsShape> = {}): Layer.Layer<AuthSettings> =>
  Layer.succeed(AuthSettings, { ...defaults, ...settings })
