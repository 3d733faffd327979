import { Crypto, Realtime } from "@trilho/domain"
import { Config, Context, Effect, Layer, Option } from "effect"

/** Where pay pages follow their charge live: the gateway's public URL and the key watch tokens are signed with. */
export interface PayRealtimeShape {
  /** The gateway's URL as browsers reach it (`ws(s)://host[:port]/v1`); undefined: pay pages only poll. */
  readonly wsUrl: string | undefined
  /** The watch secret shared with the gateways; set whenever `wsUrl` is. */
  readonly watchSecret: Uint8Array | undefined
}

export class PayRealtime extends Context.Service<PayRealtime, PayRealtimeShape>()("@trilho/api/PayRealtime") {}

/** The shape of a gateway URL a page may open: `ws` or `wss`, a host, an optional port and path, no query. */
export const wsUrlShape = /^wss?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i

/** The CSP source of a gateway URL: its scheme, host and port (`connect-src` names origins). */
export const connectSourceOf = (wsUrl: string): string => {
  const url = new URL(wsUrl)
  return `${url.protocol}//${url.host}`
}

/**
 * `WS_URL`, the gateway's public URL (as the gateway announces it), and with it the watch secret (the one in the
 * context, else `REALTIME_WATCH_SECRET`, else a random one with a warning). Without `WS_URL`, pay pages only poll and
 * no secret is read. A `WS_URL` that is no `ws(s)://` address is a defect at startup.
 */
export const fromConfig = Effect.gen(function* () {
  const wsUrl = yield* Config.option(Config.String("WS_URL"))
  if (Option.isNone(wsUrl) || wsUrl.value.trim() === "")
    return PayRealtime.of({ wsUrl: undefined, watchSecret: undefined })
  const url = wsUrl.value.trim()
  if (!wsUrlShape.test(url)) return yield* Effect.die(new Error(`WS_URL must be a ws(s):// address, got ${url}`))
  const secret = yield* Realtime.WatchTokens.secretFromContextOrConfig("the API (pay pages)")
  return PayRealtime.of({ wsUrl: url, watchSecret: secret.key })
})

/** The settings already in the context (`trilho dev` gives its gateway's), else `fromConfig`. */
export const fromContextOrConfig: Effect.Effect<PayRealtimeShape, Config.ConfigError, Crypto.Crypto> = Effect.flatMap(
  Effect.serviceOption(PayRealtime),
  (given) => (Option.isSome(given) ? Effect.succeed(given.value) : fromConfig)
)

/** Fixed settings, for tests and `trilho dev`. */
export const layer = (settings: PayRealtimeShape): Layer.Layer<PayRealtime> => Layer.succeed(PayRealtime, settings)
