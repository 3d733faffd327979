/**
 * Child process of the gateway bench: the baseline, a bare uWS app on the gateway's library
 * (`@trufflesuite/uws-js-unofficial`) with the gateway's socket options. It answers what the bench's clients send as
 * the gateway does (`?token=` or `authenticate`: `authenticated`; `subscribe`: `subscribed`, the socket joining the
 * pattern's topic; `ping`: `pong`) and checks nothing. On the bench's request it publishes frames from memory on a
 * topic at a steady rate, and reports its memory after a full GC.
 */
import uWS from "@trufflesuite/uws-js-unofficial"
import { exitWithParent, listenForProfiling } from "../api/child.ts"
import type { ServerCommand, ServerReply } from "./messages.ts"

const authenticated = JSON.stringify({ event: "authenticated", version: 1 })
/** The subscribed sockets, for publishing by `send` to each instead of uWS's `publish`. */
const subscribed = new Set<uWS.WebSocket<{ readonly token: boolean }>>()
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
    const { action, pattern } = JSON.parse(Buffer.from(message).toString("utf8")) as Record<string, string>
    if (action === "authenticate") ws.send(authenticated)
    else if (action === "ping") ws.send('{"event":"pong"}')
    else if (action === "subscribe" && pattern !== undefined) {
      ws.subscribe(pattern)
      subscribed.add(ws)
      ws.send(JSON.stringify({ event: "subscribed", pattern }))
    }
  },
  close: (ws) => void subscribed.delete(ws)
})

const reply = (message: ServerReply) => process.send?.(message)

/**
 * Publishes `frames` on `topic` at `rate` per second, catching up every millisecond or so: through uWS's `publish`, or
 * by `send` to each subscribed socket in turn (as the gateway sends).
 */
const publish = (topic: string, frames: ReadonlyArray<string>, rate: number, bySend: boolean) => {
  const startMs = performance.now()
  let sent = 0
  const tick = () => {
    const due = Math.min(frames.length, Math.floor(((performance.now() - startMs) * rate) / 1000) + 1)
    for (; sent < due; sent++) {
      if (!bySend) app.publish(topic, frames[sent]!)
      else for (const ws of subscribed) ws.send(frames[sent]!, false)
    }
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

app.listen("127.0.0.1", 0, (token) => {
  if (token === false) throw new Error("the bare app could not listen")
  process.send?.({ listening: uWS.us_socket_local_port(token) })
})
exitWithParent()
listenForProfiling()
