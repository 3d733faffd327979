import { Config, Effect, Layer } from "effect"
import * as Uws from "./Uws.ts"

/** Gateway settings, from the environment. */
export const GatewayConfig = Config.all({
  host: Config.string("GATEWAY_HOST").pipe(Config.withDefault("127.0.0.1")),
  port: Config.integer("GATEWAY_PORT").pipe(Config.withDefault(4001)),
  frameBytesMax: Config.integer("GATEWAY_FRAME_BYTES_MAX").pipe(Config.withDefault(64 * 1024))
})

/** Per-connection state; grows with authentication and subscriptions. */
type Connection = Record<string, never>

/** Protocol version announced to clients. */
export const protocolVersion = 1

/**
 * Starts the realtime gateway at `/v1` and reports the port it listens on. It answers the protocol's `ping` with
 * `pong` and refuses actions it does not serve yet with an `error` event naming the action.
 */
export const start = Effect.gen(function* () {
  const config = yield* GatewayConfig
  const startedAtMs = yield* Effect.clockWith((clock) => clock.currentTimeMillis)
  const listening = yield* Uws.listen<Connection>(
    {
      host: config.host,
      port: config.port,
      path: "/v1",
      frameBytesMax: config.frameBytesMax,
      initialData: () => ({}),
      health: () =>
        JSON.stringify({ status: "ok", version: protocolVersion, startedAt: new Date(startedAtMs).toISOString() })
    },
    {
      open: () => {},
      close: () => {},
      message: (socket, text) => {
        let action: unknown
        try {
          action = (JSON.parse(text) as { action?: unknown }).action
        } catch {
          socket.send(JSON.stringify({ event: "error", code: "INVALID_JSON" }))
          return
        }
        if (action === "ping") socket.send(JSON.stringify({ event: "pong" }))
        else socket.send(JSON.stringify({ event: "error", code: "UNKNOWN_ACTION", action: String(action) }))
      }
    }
  )
  yield* Effect.logInfo(`gateway listening on ws://${config.host}:${listening.port}/v1`)
  return listening
})

/** The gateway as a layer: listens while the layer is alive. */
export const layer = Layer.scopedDiscard(start)
