import { Effect } from "effect"
import { createRequire } from "node:module"
import type * as UwsTypes from "@btc-vision/uwebsockets.js"
import {
  remoteAddressText,
  type ListenOptions,
  type Listening,
  type Socket,
  type SocketHandlers,
  type Transport,
  type UpgradeRequest
} from "./Transport.ts"

type UwsModule = typeof UwsTypes

/**
 * Loads uWebSockets.js (`@btc-vision/uwebsockets.js`, whose binaries need glibc 2.38 or later: Debian 13, not 12).
 * The reason it does not load is returned instead, for the start-up log.
 */
export const load = (): { readonly uws: UwsModule } | { readonly reason: string } => {
  try {
    return { uws: createRequire(import.meta.url)("@btc-vision/uwebsockets.js") as UwsModule }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    return { reason: text.split("\n").find((line) => line.trim() !== "") ?? text }
  }
}

/**
 * A uWS socket behind our interface. A class, so that an idle connection costs one small object (its methods live on
 * the prototype, not in closures per connection).
 */
class SocketOf<UserData> implements Socket<UserData> {
  open = true
  readonly data: UserData
  constructor(private readonly ws: UwsTypes.WebSocket<UserData>) {
    this.data = ws.getUserData()
  }
  send(text: string): boolean {
    return this.open && this.ws.send(text, false) !== 2
  }
  end(code: number, reason?: string): void {
    if (!this.open) return
    this.open = false
    this.ws.end(code, reason)
  }
  subscribe(topic: string): void {
    if (this.open) this.ws.subscribe(topic)
  }
  unsubscribe(topic: string): void {
    if (this.open) this.ws.unsubscribe(topic)
  }
}

/** Starts a uWS app serving `GET /health` and WebSockets at `path`; closes the listen socket when the scope ends. */
const listenWith =
  (uWS: UwsModule) =>
  <UserData extends object>(options: ListenOptions<UserData>, handlers: SocketHandlers<UserData>) =>
    Effect.acquireRelease(
      Effect.async<{ readonly listening: Listening; readonly token: UwsTypes.us_listen_socket }, Error>((resume) => {
        const app =
          options.tls === undefined
            ? uWS.App()
            : uWS.SSLApp({ cert_file_name: options.tls.certFile, key_file_name: options.tls.keyFile })
        // One wrapper per connection, so the gateway may key its state on it; a closed one sends nothing.
        const sockets = new WeakMap<UwsTypes.WebSocket<UserData>, SocketOf<UserData>>()
        const wrap = (ws: UwsTypes.WebSocket<UserData>) => {
          let socket = sockets.get(ws)
          if (socket === undefined) {
            socket = new SocketOf(ws)
            sockets.set(ws, socket)
          }
          return socket
        }
        app
          .ws<UserData>(options.path, {
            // uWS drops an oversized frame's connection without a close frame: it reads up to `frameBytesReadMax` so
            // that a frame just over the limit gets the protocol's 1009.
            maxPayloadLength: Math.max(options.frameBytesMax, options.frameBytesReadMax),
            idleTimeout: 0,
            upgrade: (res, req, context) => {
              const key = req.getHeader("sec-websocket-key")
              const protocol = req.getHeader("sec-websocket-protocol")
              const extensions = req.getHeader("sec-websocket-extensions")
              const request: UpgradeRequest = {
                query: req.getQuery() ?? "",
                authorization: req.getHeader("authorization"),
                forwardedFor: req.getHeader("x-forwarded-for"),
                remoteAddress: remoteAddressText(Buffer.from(res.getRemoteAddressAsText()).toString("utf8"))
              }
              let aborted = false
              res.onAborted(() => (aborted = true))
              options.prepare(request).then(
                (data) => {
                  if (aborted) return
                  res.cork(() => res.upgrade(data, key, protocol, extensions, context))
                },
                () => {
                  if (aborted) return
                  res.cork(() => res.writeStatus("500 Internal Server Error").end())
                }
              )
            },
            open: (ws) => handlers.open(wrap(ws)),
            message: (ws, message, isBinary) => {
              const socket = wrap(ws)
              if (message.byteLength > options.frameBytesMax) socket.end(1009, "FRAME_TOO_LARGE")
              else if (!isBinary) handlers.message(socket, Buffer.from(message).toString("utf8"))
            },
            close: (ws, code) => {
              const socket = wrap(ws)
              socket.open = false
              handlers.close(socket, code)
            }
          })
          .get("/health", (res) => {
            res.writeHeader("content-type", "application/json").end(options.health())
          })
          .listen(options.host, options.port, (token) => {
            if (token === false)
              resume(Effect.fail(new Error(`gateway could not listen on ${options.host}:${options.port}`)))
            else {
              const port = uWS.us_socket_local_port(token as never)
              const publish = (topic: string, text: string) => void app.publish(topic, text, false)
              resume(Effect.succeed({ token, listening: { port, publish, transport: "uws" as const } }))
            }
          })
      }),
      ({ token }) => Effect.sync(() => uWS.us_listen_socket_close(token))
    ).pipe(Effect.map(({ listening }) => listening))

/** The uWS transport over a loaded module. */
export const make = (uws: UwsModule): Transport => ({ name: "uws", listen: listenWith(uws) })
