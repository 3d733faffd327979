import { Effect } from "effect"
import * as fs from "node:fs"
import * as http from "node:http"
import * as https from "node:https"
import type * as net from "node:net"
import { WebSocketServer, type RawData, type WebSocket } from "ws"
import {
  remoteAddressText,
  type ListenOptions,
  type Listening,
  type Socket,
  type SocketHandlers,
  type Transport,
  type UpgradeRequest
} from "./Transport.ts"

/** Bytes a socket may have queued unsent before frames to it are dropped (uWS's default `maxBackpressure`). */
export const sendBufferBytesMax = 64 * 1024

/**
 * A `ws` socket behind the port. A class, so that an idle connection costs one small object; it remembers its topics
 * so that a close takes it out of each.
 */
class SocketOf<UserData> implements Socket<UserData> {
  open = true
  topics: Array<string> | undefined = undefined
  constructor(
    private readonly ws: WebSocket,
    readonly data: UserData,
    private readonly groups: Map<string, Set<SocketOf<UserData>>>
  ) {}
  send(text: string | Buffer): boolean {
    if (!this.open || this.ws.bufferedAmount > sendBufferBytesMax) return false
    this.ws.send(text, { binary: false })
    return true
  }
  end(code: number, reason?: string): void {
    if (!this.open) return
    this.leaveAll()
    this.open = false
    this.ws.close(code, reason)
  }
  subscribe(topic: string): void {
    if (!this.open) return
    let group = this.groups.get(topic)
    if (group === undefined) this.groups.set(topic, (group = new Set()))
    if (group.has(this)) return
    group.add(this)
    ;(this.topics ??= []).push(topic)
  }
  unsubscribe(topic: string): void {
    const group = this.groups.get(topic)
    if (group === undefined || !group.delete(this)) return
    if (group.size === 0) this.groups.delete(topic)
    this.topics = this.topics?.filter((t) => t !== topic)
  }
  leaveAll(): void {
    for (const topic of this.topics ?? []) {
      const group = this.groups.get(topic)
      if (group !== undefined && group.delete(this) && group.size === 0) this.groups.delete(topic)
    }
    this.topics = undefined
  }
}

const refuseUpgrade = (socket: net.Socket, status: string) => {
  if (!socket.destroyed) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * Starts a node:http(s) server with `ws` serving `GET /health` and WebSockets at `path`; closes every socket and the
 * server when the scope ends. `ws` has no native topics: `publish` encodes the frame once and sends it to each socket of
 * the topic.
 */
const listen = <UserData extends object>(options: ListenOptions<UserData>, handlers: SocketHandlers<UserData>) =>
  Effect.acquireRelease(
    Effect.async<{ readonly listening: Listening; readonly server: http.Server; readonly wss: WebSocketServer }, Error>(
      (resume) => {
        const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
          if (req.method === "GET" && req.url?.split("?")[0] === "/health") {
            res.writeHead(200, { "content-type": "application/json" }).end(options.health())
          } else res.writeHead(404).end()
        }
        let server: http.Server
        try {
          server =
            options.tls === undefined
              ? http.createServer(onRequest)
              : https.createServer(
                  { cert: fs.readFileSync(options.tls.certFile), key: fs.readFileSync(options.tls.keyFile) },
                  onRequest
                )
        } catch (error) {
          return resume(Effect.fail(error instanceof Error ? error : new Error(String(error))))
        }
        const groups = new Map<string, Set<SocketOf<UserData>>>()
        // Frames between `frameBytesMax` and the read limit get the protocol's 1009 below; bigger ones get ws's own.
        const wss = new WebSocketServer({
          noServer: true,
          maxPayload: Math.max(options.frameBytesMax, options.frameBytesReadMax),
          perMessageDeflate: false,
          clientTracking: true
        })
        const attach = (ws: WebSocket, data: UserData) => {
          const socket = new SocketOf(ws, data, groups)
          ws.on("message", (message: RawData, isBinary: boolean) => {
            const bytes = Array.isArray(message)
              ? Buffer.concat(message)
              : Buffer.isBuffer(message)
                ? message
                : Buffer.from(message)
            if (bytes.byteLength > options.frameBytesMax) socket.end(1009, "FRAME_TOO_LARGE")
            else if (!isBinary && socket.open) handlers.message(socket, bytes.toString("utf8"))
          })
          ws.on("error", () => ws.terminate())
          ws.once("close", (code: number) => {
            socket.leaveAll()
            socket.open = false
            handlers.close(socket, code)
          })
          handlers.open(socket)
        }
        server.on("upgrade", (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
          const url = req.url ?? ""
          const queryAt = url.indexOf("?")
          if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== options.path)
            return refuseUpgrade(socket, "404 Not Found")
          const header = (name: string) => {
            const value = req.headers[name]
            return Array.isArray(value) ? value.join(", ") : (value ?? "")
          }
          const request: UpgradeRequest = {
            query: queryAt === -1 ? "" : url.slice(queryAt + 1),
            authorization: header("authorization"),
            forwardedFor: header("x-forwarded-for"),
            remoteAddress: remoteAddressText(socket.remoteAddress ?? "")
          }
          socket.on("error", () => socket.destroy())
          options.prepare(request).then(
            (data) => {
              if (socket.destroyed) return
              wss.handleUpgrade(req, socket, head, (ws) => attach(ws, data))
            },
            () => refuseUpgrade(socket, "500 Internal Server Error")
          )
        })
        server.once("error", (error) => resume(Effect.fail(error)))
        server.listen(options.port, options.host, () => {
          const address = server.address()
          const port = typeof address === "object" && address !== null ? address.port : options.port
          const publish = (topic: string, text: string) => {
            const group = groups.get(topic)
            if (group === undefined) return
            const frame = Buffer.from(text, "utf8")
            for (const socket of group) socket.send(frame)
          }
          resume(Effect.succeed({ server, wss, listening: { port, publish, transport: "ws" as const } }))
        })
      }
    ),
    ({ server, wss }) =>
      Effect.async<void>((resume) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.closeAllConnections?.()
        server.close(() => resume(Effect.void))
      })
  ).pipe(Effect.map(({ listening }) => listening))

/** The `ws` transport: loads wherever Node does. */
export const transport: Transport = { name: "ws", listen }
