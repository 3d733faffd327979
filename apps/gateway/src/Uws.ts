/**
 * The uWebSockets.js transport (`Transport.ts`). Imported only by `Transport.load`: this module throws on import
 * where uWS's binary does not load (it needs glibc 2.38 or later on Linux).
 */
import uWS from "@btc-vision/uwebsockets.js"
import { Effect } from "effect"
import type { Listening, ListenOptions, SocketData, SocketHandlers, Transport, UpgradeRequest } from "./Transport.ts"

const mappedV4 = /^(?:0{1,4}:){5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i

/** uWS spells an IPv4 peer of a dual-stack socket as a full IPv6 address; give it back as dotted IPv4. */
export const remoteAddressText = (text: string): string => {
  const m = mappedV4.exec(text)
  if (m === null) return text.toLowerCase()
  const hi = parseInt(m[1]!, 16)
  const lo = parseInt(m[2]!, 16)
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/**
 * On uWS a socket's data is the library's socket itself: `upgrade` copies the data's fields onto the socket object it
 * creates, and `getUserData` gives that object back. So the gateway's connection record costs no object of its own,
 * and a closed one, whose uWS methods would throw, is known by its `closed` field.
 */
const nativeOf = (socket: SocketData) => socket as unknown as uWS.WebSocket<SocketData>

/** Closes with `code`: uWS runs the close handler before `end` returns. */
const end = (socket: SocketData, code: number, reason?: string): void => {
  if (socket.closed) return
  socket.closed = true
  nativeOf(socket).end(code, reason)
}

/** Starts a uWS app serving `GET /health` and WebSockets at `path`; closes the listen socket when the scope ends. */
const listen = <UserData extends SocketData>(options: ListenOptions<UserData>, handlers: SocketHandlers<UserData>) =>
  Effect.acquireRelease(
    Effect.callback<{ readonly listening: Listening; readonly token: uWS.us_listen_socket }, Error>((resume) => {
      const app =
        options.tls === undefined
          ? uWS.App()
          : uWS.SSLApp({ cert_file_name: options.tls.certFile, key_file_name: options.tls.keyFile })
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
          open: (ws) => handlers.open(ws.getUserData()),
          message: (ws, message, isBinary) => {
            const socket = ws.getUserData()
            if (message.byteLength > options.frameBytesMax) end(socket, 1009, "FRAME_TOO_LARGE")
            else if (!isBinary) handlers.message(socket, Buffer.from(message).toString("utf8"))
          },
          close: (ws, code) => {
            const socket = ws.getUserData()
            socket.closed = true
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
            resume(Effect.succeed({ token, listening: { port } }))
          }
        })
    }),
    ({ token }) => Effect.sync(() => uWS.us_listen_socket_close(token))
  ).pipe(Effect.map(({ listening }) => listening))

/** uWebSockets.js: native. */
export const transport: Transport = {
  name: "uws",
  listen,
  // 2: dropped (the socket's send buffer is over uWS's limit); 0 and 1 are sent or queued.
  send: (socket, text) => !socket.closed && nativeOf(socket).send(text, false) !== 2,
  end
}
