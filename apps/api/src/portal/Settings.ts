import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import * as NodeCrypto from "node:crypto"

/** Settings of the operator portal and the dashboard sign-in. */
export interface PortalSettingsShape {
  /** HS256 key of the portal and merchant-user JWTs. */
  readonly jwtSecret: Uint8Array
  /** Address of the operator portal's page (reset links point there). */
  readonly walletUrl: string
}

export class PortalSettings extends Context.Service<PortalSettings, PortalSettingsShape>()(
  "@trilho/api/PortalSettings"
) {}

/** Bytes of a `PORTAL_JWT_SECRET`, at least (HS256 wants a key as long as its hash). */
export const jwtSecretBytesMin = 32

/**
 * `PORTAL_JWT_SECRET` (at least 32 bytes) and `WALLET_URL` (default the API's own `/wallet`). Without a secret, one is
 * drawn at random when the process starts (logged as a warning): tokens then die with the process, and several API
 * processes must share a configured secret.
 */
export const layerFromConfig = Layer.effect(
  PortalSettings,
  Effect.gen(function* () {
    const secret = yield* Config.option(Config.Redacted("PORTAL_JWT_SECRET"))
    const walletUrl = yield* Config.String("WALLET_URL").pipe(
      Config.orElse(() =>
        Config.map(
          Config.all({
            host: Config.String("API_HOST").pipe(Config.withDefault("127.0.0.1")),
            port: Config.Int("API_PORT").pipe(Config.withDefault(4000))
          }),
          ({ host, port }) => `http://${host.includes(":") ? `[${host}]` : host}:${port}/wallet`
        )
      )
    )
    if (Option.isSome(secret)) {
      const bytes = new TextEncoder().encode(Redacted.value(secret.value))
      if (bytes.length < jwtSecretBytesMin) {
        return yield* Effect.die(new Error(`PORTAL_JWT_SECRET needs at least ${jwtSecretBytesMin} bytes`))
      }
      return { jwtSecret: bytes, walletUrl }
    }
    yield* Effect.logWarning("PORTAL_JWT_SECRET is not set: portal sessions use a random key of this process")
    return { jwtSecret: new Uint8Array(NodeCrypto.randomBytes(32)), walletUrl }
  })
)

/** Fixed settings, for tests. */
export const layer = (settings: PortalSettingsShape) => Layer.succeed(PortalSettings, settings)
