import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { NodeHostResolver } from "../src/index.ts"

describe("NodeHostResolver", () => {
  it.effect("localhost resolves to loopback addresses only", () =>
    Effect.gen(function* () {
      const addresses = yield* NodeHostResolver.make.resolve("localhost")
      expect(addresses.length).toBeGreaterThan(0)
      for (const address of addresses) expect(["127.0.0.1", "::1"]).toContain(address)
    })
  )

  it.effect("a literal address resolves to itself", () =>
    Effect.gen(function* () {
      expect(yield* NodeHostResolver.make.resolve("10.1.2.3")).toEqual(["10.1.2.3"])
      expect(yield* NodeHostResolver.make.resolve("::1")).toEqual(["::1"])
    })
  )

  it.effect("a name under .invalid (RFC 6761) does not resolve", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip(NodeHostResolver.make.resolve("no-such-host.invalid"))
      expect(error._tag).toBe("HostResolutionError")
      expect(error.host).toBe("no-such-host.invalid")
    })
  )
})
