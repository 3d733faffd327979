import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { GatewayConfig } from "../src/Config.ts"
import { load, select } from "../src/Transport.ts"

const loads = (name: "uws" | "ws") => Effect.runPromise(Effect.result(load(name))).then((r) => r._tag === "Success")

const transportOf = (settings: Record<string, string>) =>
  Effect.runSync(Effect.map(GatewayConfig.parse(ConfigProvider.fromUnknown(settings)), (config) => config.transport))

describe("choice of the WebSocket transport", () => {
  it("GATEWAY_TRANSPORT is auto unless set to uws or ws", () => {
    expect(transportOf({})).toBe("auto")
    expect(transportOf({ GATEWAY_TRANSPORT: "ws" })).toBe("ws")
    expect(transportOf({ GATEWAY_TRANSPORT: "uws" })).toBe("uws")
    expect(() => transportOf({ GATEWAY_TRANSPORT: "socket.io" })).toThrow(/GATEWAY_TRANSPORT/)
  })

  it.effect("ws loads everywhere; auto takes uWebSockets.js where it loads, ws elsewhere", () =>
    Effect.gen(function* () {
      expect((yield* select("ws")).name).toBe("ws")
      const uwsLoads = yield* Effect.promise(() => loads("uws"))
      expect((yield* select("auto")).name).toBe(uwsLoads ? "uws" : "ws")
    })
  )

  it.effect("uws, forced, fails the start where uWebSockets.js does not load, naming why", () =>
    Effect.gen(function* () {
      const uwsLoads = yield* Effect.promise(() => loads("uws"))
      const forced = yield* Effect.result(select("uws"))
      if (uwsLoads) expect(forced._tag === "Success" && forced.success.name).toBe("uws")
      else {
        expect(forced._tag).toBe("Failure")
        if (forced._tag === "Failure") {
          expect(forced.failure).toMatchObject({ _tag: "TransportUnavailable", transport: "uws" })
          expect(forced.failure.message).toMatch(/^uWebSockets\.js does not load here: ./)
        }
      }
    })
  )
})
