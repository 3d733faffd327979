/**
 * Child process of the gateway bench: the baseline, a bare server on one of the gateway's WebSocket libraries with the
 * gateway's socket options — uWebSockets.js (`BENCH_TRANSPORT=uws`) or a node:http server with `ws`
 * (`BENCH_TRANSPORT=ws`). It answers what the bench's clients send as the gateway does (`?token=` or `authenticate`:
 * `authenticated`; `subscribe`: `subscribed`, the socket joining the pattern's topic; `ping`: `pong`) and checks
 * nothing. On the bench's request it publishes frames from memory on a topic at a steady rate, and reports its memory
 * after a full GC.
 */
import type * as UwsTypes from "@btc-vision/uwebsockets.js"
import * as http from "node:http"
import { createRequire } from "node:module"
import { WebSocketServer, type WebSocket } from "ws"
import { exitWithParent, listenForProfiling } from "../api/child.ts"
import type { ServerCommand, ServerReply } from "./messages.ts"

const authenticated = JSON.stringify({ event: "authenticated", version: 1 })

interface Bare {
  /** Sends `frame` to every socket of `topic`: natively where the library can, else by a send to each. */
  readonly publish: (topic: string, frame: string, bySend: boolean) => void
}

/** What a client message asks; the answer frame, and the topic it joins. */
const answer = (text: string): { readonly reply?: string; readonly join?: string } => {
  const { action, pattern } = JSON.parse(text) as Record<string, string>
  if (action === "authenticate") return { reply: authenticated }
  if (action === "ping") return { reply: '{"event":"pong"}' }
  if (action === "subscribe" && pattern !== undefined)
    return { reply: JSON.stringify({ event: "subscribed", pattern }), join: pattern }
  return {}
}

const startUws = (onListening: (port: number) => void): Bare => {
  const uWS = createRequire(import.meta.url)("@btc-vision/uwebsockets.js") as typeof UwsTypes
  /** The subscribed sockets, for publishing by `send` to each instead of uWS's `publish`. */
  const subscribed = new Set<UwsTypes.WebSocket<{ readonly token: boolean }>>()
  const app = uWS.App().ws<{ readonly token: boolean }>("/v1", {
    maxPayloadLength: 16 * 64 * 1024,
    idleTimeout: 0,
    upgrade: (res, req, context) => {
      const data = { token: new URLSearchParams(req.getQuery() ?? "").has("token") }
      const [key, protocol, extensions] = ["key", "protocol", "extensions"].map((h) =>
        req.getHeader(`sec-websocket-${h}`)
      )
      res.upgrade(data, key!, protocol!, extensions!, context)
    },
    open: (ws) => void (ws.getUserData().token && ws.send(authenticated)),
    message: (ws, message) => {
      const { reply, join } = answer(Buffer.from(message).toString("utf8"))
      if (join !== undefined) {
        ws.subscribe(join)
        subscribed.add(ws)
      }
      if (reply !== undefined) ws.send(reply)
    },
    close: (ws) => void subscribed.delete(ws)
  })
  app.listen("127.0.0.1", 0, (token) => {
    if (token === false) throw new Error("the bare app could not listen")
    onListening(uWS.us_socket_local_port(token))
  })
  return {
    publish: (topic, frame, bySend) => {
      if (!bySend) app.publish(topic, frame)
      else for (const ws of subscribed) ws.send(frame, false)
    }
  }
}

const startWs = (onListening: (port: number) => void): Bare => {
  const topics = new Map<string, Set<WebSocket>>()
  const server = http.createServer((_req, res) => res.writeHead(404).end())
  const wss = new WebSocketServer({ server, path: "/v1", maxPayload: 16 * 64 * 1024, perMessageDeflate: false })
  wss.on("connection", (ws, req) => {
    if (new URLSearchParams((req.url ?? "").split("?")[1] ?? "").has("token")) ws.send(authenticated)
    const joined: Array<Set<WebSocket>> = []
    ws.on("message", (data: Buffer) => {
      const { reply, join } = answer(data.toString("utf8"))
      if (join !== undefined) {
        let group = topics.get(join)
        if (group === undefined) topics.set(join, (group = new Set()))
        group.add(ws)
        joined.push(group)
      }
      if (reply !== undefined) ws.send(reply)
    })
    ws.on("close", () => joined.forEach((group) => group.delete(ws)))
  })
  server.listen(0, "127.0.0.1", () => {
    const address = server.address()
    onListening(typeof address === "object" && address !== null ? address.port : 0)
  })
  return {
    // ws has no native topics: encode once, send to each socket of the topic (as the gateway's ws transport does).
    publish: (topic, frame) => {
      const bytes = Buffer.from(frame, "utf8")
      for (const ws of topics.get(topic) ?? []) ws.send(bytes, { binary: false })
    }
  }
}

const reply = (message: ServerReply) => process.send?.(message)

const onListening = (port: number) => process.send?.({ listening: port })
const bare = process.env.BENCH_TRANSPORT === "ws" ? startWs(onListening) : startUws(onListening)

/** Publishes `frames` on `topic` at `rate` per second, catching up every millisecond or so. */
const publish = (topic: string, frames: ReadonlyArray<string>, rate: number, bySend: boolean) => {
  const startMs = performance.now()
  let sent = 0
  const tick = () => {
    const due = Math.min(frames.length, Math.floor(((performance.now() - startMs) * rate) / 1000) + 1)
    for (; sent < due; sent++) bare.publish(topic, frames[sent]!, bySend)
    if (sent < frames.length) setTimeout(tick, 1)
    else reply({ reply: "published", frames: sent, seconds: (performance.now() - startMs) / 1000 })
  }
  tick()
}

process.on("message", (command: ServerCommand) => {
  if (!("command" in command)) return
  if (command.command === "memory") {
    globalThis.gc?.()
    const usage = process.memoryUsage()
    reply({ reply: "memory", rssBytes: usage.rss, heapUsedBytes: usage.heapUsed })
  } else if (command.command === "publish") publish(command.topic, command.frames, command.rate, command.bySend)
})

exitWithParent()
listenForProfiling()
