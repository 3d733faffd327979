import { Effect, Queue, type Scope } from "effect"
import WebSocket from "ws"

/** What a client's socket reports, in order: opened, a text message, closed, or failed. */
export type Frame =
  | { readonly _tag: "Open" }
  | { readonly _tag: "Message"; readonly text: string }
  | { readonly _tag: "Close"; readonly code: number; readonly reason: string }
  | { readonly _tag: "Error"; readonly message: string }

/** A client socket to the gateway, its frames queued as they come, and a send that drops what a closed socket cannot take. */
export interface ClientSocket {
  readonly frames: Queue.Queue<Frame>
  readonly send: (message: unknown) => Effect.Effect<void>
}

/** Opens a socket to `wsUrl` for the scope; it is terminated when the scope closes. */
export const openSocket = (wsUrl: string): Effect.Effect<ClientSocket, never, Scope.Scope> =>
  Effect.gen(function* () {
    const frames = yield* Queue.unbounded<Frame>()
    const socket = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const ws = new WebSocket(wsUrl, { handshakeTimeout: 10_000 })
        ws.on("open", () => Queue.offerUnsafe(frames, { _tag: "Open" }))
        ws.on("message", (data) => Queue.offerUnsafe(frames, { _tag: "Message", text: data.toString() }))
        ws.on("close", (code, reason) => Queue.offerUnsafe(frames, { _tag: "Close", code, reason: reason.toString() }))
        ws.on("error", (error) => Queue.offerUnsafe(frames, { _tag: "Error", message: error.message }))
        return ws
      }),
      (ws) => Effect.sync(() => ws.terminate())
    )
    // A send on a socket that has just closed is dropped: its close frame is already queued.
    const send = (message: unknown) =>
      Effect.sync(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
      })
    return { frames, send }
  })
