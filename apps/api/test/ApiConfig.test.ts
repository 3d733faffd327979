import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Effect } from "effect"
import { ApiConfig, untracedPathsDefault } from "../src/Http.ts"

const read = (entries: Record<string, string>) =>
  ApiConfig.pipe(Effect.provideService(ConfigProvider.ConfigProvider, ConfigProvider.fromUnknown(entries)))

describe("API settings", () => {
  it.effect("defaults: 127.0.0.1:4000, request log on, the polling and read routes untraced", () =>
    Effect.gen(function* () {
      expect(yield* read({})).toEqual({
        host: "127.0.0.1",
        port: 4000,
        requestLog: true,
        untracedPaths: untracedPathsDefault
      })
    })
  )

  it.effect("TRACING_DISABLED_PATHS takes prefixes separated by commas, or none; HTTP_REQUEST_LOG=false", () =>
    Effect.gen(function* () {
      const set = yield* read({ TRACING_DISABLED_PATHS: " /v1/a/, /v1/b ,", HTTP_REQUEST_LOG: "false" })
      expect([set.untracedPaths, set.requestLog]).toEqual([["/v1/a/", "/v1/b"], false])
      expect((yield* read({ TRACING_DISABLED_PATHS: "none" })).untracedPaths).toEqual([])
      expect((yield* Effect.result(read({ HTTP_REQUEST_LOG: "maybe" })))._tag).toBe("Failure")
    })
  )
})
