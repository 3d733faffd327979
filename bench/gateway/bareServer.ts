/**
 * Child process of the gateway bench: the baseline, a bare WebSocket app on the library of the gateway transport
 * under test (`BENCH_TRANSPORT`: `uws` for `bareUws.ts`, `ws` for `bareWs.ts`) with that transport's socket options.
 * It answers what the bench's clients send as the gateway does (`?token=` or `authenticate`: `authenticated`;
 * `subscribe`: `subscribed`, the socket joining the pattern's topic; `ping`: `pong`) and checks nothing. On the
 * bench's request it publishes frames from memory on a topic at a steady rate, reports its memory after a full GC,
 * or writes a heap snapshot.
 */
import { exitWithParent, listenForProfiling } from "../api/child.ts"
import type { ServerCommand, ServerReply } from "./messages.ts"
import { answerMemoryCommand } from "./serverChild.ts"

/** What the library's app does with the bench's frames, the same for both. */
export interface BareHandlers {
  readonly authenticated: string
  /** The answer to a client frame, and the topic the socket joins with it. */
  readonly answer: (text: string) => { readonly frame: string; readonly subscribe?: string | undefined } | undefined
}

/** A listening bare app. */
export interface BareApp {
  readonly port: number
  /** One frame to every socket of `topic`, the library's way (uWS `publish`; `ws`: encoded once, written to each). */
  readonly publish: (topic: string, frame: string) => void
  /** One frame to every subscribed socket, a `send` each. */
  readonly sendEach: (frame: string) => void
}

const handlers: BareHandlers = {
  authenticated: JSON.stringify({ event: "authenticated", version: 1 }),
  answer: (text) => {
    const { action, pattern } = JSON.parse(text) as Record<string, string>
    if (action === "authenticate") return { frame: handlers.authenticated }
    if (action === "ping") return { frame: '{"event":"pong"}' }
    if (action === "subscribe" && pattern !== undefined) {
      return { frame: JSON.stringify({ event: "subscribed", pattern }), subscribe: pattern }
    }
    return undefined
  }
}

const transport = process.env["BENCH_TRANSPORT"] ?? "uws"
const app = await (transport === "ws" ? import("./bareWs.ts") : import("./bareUws.ts")).then((m) => m.start(handlers))

const reply = (message: ServerReply) => process.send?.(message)

/**
 * Publishes `frames` on `topic` at `rate` per second, catching up every millisecond or so: through the library's
 * publish, or by `send` to each subscribed socket in turn (as the gateway sent before topics).
 */
const publish = (topic: string, frames: ReadonlyArray<string>, rate: number, bySend: boolean) => {
  const startMs = performance.now()
  let sent = 0
  const tick = () => {
    const due = Math.min(frames.length, Math.floor(((performance.now() - startMs) * rate) / 1000) + 1)
    for (; sent < due; sent++) {
      if (!bySend) app.publish(topic, frames[sent]!)
      else app.sendEach(frames[sent]!)
    }
    if (sent < frames.length) setTimeout(tick, 1)
    else reply({ reply: "published", frames: sent, seconds: (performance.now() - startMs) / 1000 })
  }
  tick()
}

process.on("message", (command: ServerCommand) => {
  if (!("command" in command) || answerMemoryCommand(command)) return
  if (command.command === "publish") publish(command.topic, command.frames, command.rate, command.bySend)
})

process.send?.({ listening: app.port })
exitWithParent()
listenForProfiling()
