import { Effect } from "effect"
import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import type { AddressInfo } from "node:net"
import type { Duplex } from "node:stream"
import WebSocket, { WebSocketServer } from "ws"
import type { Listening, ListenOptions, SocketData, SocketHandlers, Transport, UpgradeRequest } from "./Transport.ts"

/** Bytes a socket may have waiting to be written before further frames to it are dropped: uWS's default. */
export const backpressureBytesMax = 64 * 1024

/** `send` options of a text frame. */
const textFrame = { binary: false } as const

/** A `ws` socket carries its data and its server; `natives` leads from the data back to it. */
const dataOf = Symbol("trilho/gateway/Ws/data")
const serverOf = Symbol("trilho/gateway/Ws/server")
type Native = WebSocket & { [dataOf]?: SocketData; [serverOf]?: Server<SocketData> }

const natives = new WeakMap<SocketData, Native>()
const nativeOf = (socket: SocketData) => natives.get(socket)!

/** One listening server's socket events. */
class Server<UserData extends SocketData> {
  constructor(readonly handlers: SocketHandlers<UserData>) {}
  /** The socket is closed (by either side): the gateway hears of it, once. */
  closed(socket: UserData, code: number) {
    if (socket.closed) return
    socket.closed = true
    this.handlers.close(socket, code)
  }
}

/** Writes one text frame unless the socket is closed or has `backpressureBytesMax` waiting. */
const write = (socket: SocketData, data: string): boolean => {
  if (socket.closed) return false
  const ws = nativeOf(socket)
  if (ws.bufferedAmount >= backpressureBytesMax) return false
  ws.send(data, textFrame)
  return true
}

const end = (socket: SocketData, code: number, reason?: string): void => {
  if (socket.closed) return
  const ws = nativeOf(socket)
  ws.close(code, reason)
  // As uWS does, the close handler runs at once: the connection is gone for the gateway from here on.
  ws[serverOf]?.closed(socket, code)
}

/** The path and query of a request target (`/v1?token=…`). */
const splitTarget = (target: string | undefined): readonly [string, string] => {
  const text = target ?? "/"
  const at = text.indexOf("?")
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + 1)]
}

const header = (value: string | Array<string> | undefined): string =>
  value === undefined ? "" : Array.isArray(value) ? value.join(", ") : value

/** Ends a raw upgrade socket with an HTTP status, as the handshake never happened. */
const refuseUpgrade = (socket: Duplex, status: string) => {
  if (socket.destroyed) return
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * Starts a `node:http` (or, with a certificate, `node:https`) server serving `GET /health` and WebSockets at
 * `options.path` through `ws`; stops listening when the scope ends.
 */
const listen = <UserData extends SocketData>(options: ListenOptions<UserData>, handlers: SocketHandlers<UserData>) =>
  Effect.acquireRelease(
    Effect.callback<
      { readonly listening: Listening; readonly server: http.Server; readonly wss: WebSocketServer },
      Error
    >((resume) => {
      const server =
        options.tls === undefined
          ? http.createServer()
          : https.createServer({
              cert: fs.readFileSync(options.tls.certFile),
              key: fs.readFileSync(options.tls.keyFile)
            })
      const sockets = new Server<UserData>(handlers)
      // A frame up to `frameBytesReadMax` is read, so that one just over the limit gets the protocol's 1009 with its
      // reason; `ws` closes a bigger one's connection with 1009 itself.
      const wss = new WebSocketServer({
        noServer: true,
        clientTracking: false,
        perMessageDeflate: false,
        maxPayload: Math.max(options.frameBytesMax, options.frameBytesReadMax)
      })
      // Listeners shared by every socket (`this` is the socket), not closures per connection.
      function onMessage(this: Native, data: WebSocket.RawData, isBinary: boolean) {
        const socket = this[dataOf] as UserData | undefined
        if (socket === undefined || socket.closed) return
        const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
        if (bytes.byteLength > options.frameBytesMax) end(socket, 1009, "FRAME_TOO_LARGE")
        else if (!isBinary) handlers.message(socket, bytes.toString("utf8"))
      }
      function onClose(this: Native, code: number) {
        const socket = this[dataOf] as UserData | undefined
        if (socket !== undefined) sockets.closed(socket, code)
      }
      // A protocol error (bad frame, frame over `maxPayload`) is followed by `close`; nothing else to do here.
      const onError = () => undefined

      server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
        const [path] = splitTarget(request.url)
        if (request.method === "GET" && path === "/health") {
          response.writeHead(200, { "content-type": "application/json" }).end(options.health())
        } else response.writeHead(path === options.path ? 426 : 404).end()
      })
      server.on("upgrade", (request: http.IncomingMessage, raw: Duplex, head: Buffer) => {
        raw.on("error", onError)
        const [path, query] = splitTarget(request.url)
        if (path !== options.path) return refuseUpgrade(raw, "404 Not Found")
        const upgrade: UpgradeRequest = {
          query,
          authorization: header(request.headers.authorization),
          forwardedFor: header(request.headers["x-forwarded-for"]),
          remoteAddress: request.socket.remoteAddress ?? ""
        }
        options.prepare(upgrade).then(
          (data) => {
            if (raw.destroyed) return
            wss.handleUpgrade(request, raw, head, (ws: Native) => {
              natives.set(data, ws)
              ws[dataOf] = data
              ws[serverOf] = sockets as unknown as Server<SocketData>
              ws.on("message", onMessage)
              ws.on("close", onClose)
              ws.on("error", onError)
              handlers.open(data)
            })
          },
          () => refuseUpgrade(raw, "500 Internal Server Error")
        )
      })
      const onListenError = (error: Error) =>
        resume(Effect.fail(new Error(`gateway could not listen on ${options.host}:${options.port}: ${error.message}`)))
      server.once("error", onListenError)
      server.listen(options.port, options.host, () => {
        server.off("error", onListenError)
        const port = (server.address() as AddressInfo).port
        resume(Effect.succeed({ server, wss, listening: { port } }))
      })
    }),
    // Stops accepting; open sockets stay until the gateway closes them (1001), as with uWS's listen socket.
    ({ server, wss }) =>
      Effect.sync(() => {
        wss.close()
        server.close()
      })
  ).pipe(Effect.map(({ listening }) => listening))

/** `ws` on `node:http`/`node:https`: runs wherever Node runs. */
export const transport: Transport = {
  name: "ws",
  listen,
  send: write,
  end
}
