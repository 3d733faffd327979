/**
 * The bare app of the gateway bench on uWebSockets.js (`@btc-vision/uwebsockets.js`, the gateway's uWS transport)
 * with the gateway's socket options. Imported by `bareServer.ts` only where uWS loads.
 */
import uWS from "@btc-vision/uwebsockets.js"
import type { BareApp, BareHandlers } from "./bareServer.ts"

type Data = { readonly token: boolean }

export const start = (handlers: BareHandlers): Promise<BareApp> =>
  new Promise((resolve, reject) => {
    /** The subscribed sockets, for publishing by `send` to each instead of uWS's `publish`. */
    const subscribed = new Set<uWS.WebSocket<Data>>()
    const app = uWS.App().ws<Data>("/v1", {
      maxPayloadLength: 16 * 64 * 1024,
      idleTimeout: 0,
      upgrade: (res, req, context) => {
        const data = { token: new URLSearchParams(req.getQuery() ?? "").has("token") }
        const [key, protocol, extensions] = ["key", "protocol", "extensions"].map((h) =>
          req.getHeader(`sec-websocket-${h}`)
        )
        res.upgrade(data, key!, protocol!, extensions!, context)
      },
      open: (ws) => void (ws.getUserData().token && ws.send(handlers.authenticated)),
      message: (ws, message) => {
        const answer = handlers.answer(Buffer.from(message).toString("utf8"))
        if (answer === undefined) return
        if (answer.subscribe !== undefined) {
          ws.subscribe(answer.subscribe)
          subscribed.add(ws)
        }
        ws.send(answer.frame)
      },
      close: (ws) => void subscribed.delete(ws)
    })
    app.listen("127.0.0.1", 0, (token) => {
      if (token === false) return reject(new Error("the bare uWS app could not listen"))
      resolve({
        port: uWS.us_socket_local_port(token),
        publish: (topic, frame) => void app.publish(topic, frame),
        sendEach: (frame) => {
          for (const ws of subscribed) ws.send(frame, false)
        }
      })
    })
  })
