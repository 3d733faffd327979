import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect, Layer } from "effect"
import WebSocket from "ws"
import { start } from "../src/Gateway.ts"

const withConfig = Layer.setConfigProvider(
  ConfigProvider.fromMap(
    new Map([
      ["GATEWAY_PORT", "0"],
      ["GATEWAY_HOST", "127.0.0.1"]
    ])
  )
)

const exchange = (url: string, frames: ReadonlyArray<string>) =>
  Effect.async<ReadonlyArray<unknown>, Error>((resume) => {
    const socket = new WebSocket(url)
    const received: Array<unknown> = []
    socket.on("open", () => frames.forEach((frame) => socket.send(frame)))
    socket.on("message", (data) => {
      received.push(JSON.parse(data.toString()))
      if (received.length === frames.length) {
        socket.close()
        resume(Effect.succeed(received))
      }
    })
    socket.on("error", (error) => resume(Effect.fail(error)))
  })

describe("gateway shell", () => {
  it.scoped("answers ping with pong and refuses unknown actions and bad JSON at /v1", () =>
    Effect.gen(function* () {
      const { port } = yield* start
      const replies = yield* exchange(`ws://127.0.0.1:${port}/v1`, [
        JSON.stringify({ action: "ping" }),
        JSON.stringify({ action: "dance" }),
        "{not json"
      ])
      expect(replies).toEqual([
        { event: "pong" },
        { event: "error", code: "UNKNOWN_ACTION", action: "dance" },
        { event: "error", code: "INVALID_JSON" }
      ])
      const health = yield* Effect.promise(() => fetch(`http://127.0.0.1:${port}/health`).then((r) => r.json()))
      expect(health).toMatchObject({ status: "ok", version: 1 })
    }).pipe(Effect.provide(withConfig))
  )
})
