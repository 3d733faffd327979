/**
 * The bare app of the gateway bench on `ws` over `node:http`, with the socket options of the gateway's `ws`
 * transport (`apps/gateway/src/Ws.ts`): no compression, no client tracking, frames up to 16 × 64 KB. Its topics are
 * what the transport's are: a set of sockets per topic, a frame published encoded once and written to each.
 */
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import WebSocket, { WebSocketServer } from "ws"
import type { BareApp, BareHandlers } from "./bareServer.ts"

const textFrame = { binary: false } as const

/** A socket with this much waiting to be written skips a published frame, as the gateway's `ws` transport does. */
const backpressureBytesMax = 64 * 1024

export const start = (handlers: BareHandlers): Promise<BareApp> =>
  new Promise((resolve, reject) => {
    const topics = new Map<string, Set<WebSocket>>()
    const subscribed = new Set<WebSocket>()
    const server = http.createServer((_request, response) => response.writeHead(404).end())
    const wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      maxPayload: 16 * 64 * 1024
    })
    server.on("upgrade", (request, socket, head) => {
      socket.on("error", () => undefined)
      const token = new URLSearchParams((request.url ?? "").split("?")[1] ?? "").has("token")
      wss.handleUpgrade(request, socket, head, (ws) => {
        ws.on("error", () => undefined)
        if (token) ws.send(handlers.authenticated)
        ws.on("message", (data) => {
          const answer = handlers.answer(data.toString())
          if (answer === undefined) return
          if (answer.subscribe !== undefined) {
            const members = topics.get(answer.subscribe)
            if (members === undefined) topics.set(answer.subscribe, new Set([ws]))
            else members.add(ws)
            subscribed.add(ws)
          }
          ws.send(answer.frame)
        })
        ws.on("close", () => {
          subscribed.delete(ws)
          for (const members of topics.values()) members.delete(ws)
        })
      })
    })
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        publish: (topic, frame) => {
          const members = topics.get(topic)
          if (members === undefined) return
          const data = Buffer.from(frame, "utf8")
          for (const ws of members) if (ws.bufferedAmount < backpressureBytesMax) ws.send(data, textFrame)
        },
        sendEach: (frame) => {
          for (const ws of subscribed) if (ws.bufferedAmount < backpressureBytesMax) ws.send(frame)
        }
      })
    )
  })
