import { describe, expect, it } from "@effect/vitest"
import { Crypto } from "@trilho/domain"
import { Effect } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { NodeCrypto } from "../src/index.ts"

const node = Effect.runSync(NodeCrypto.make)
const pure = Effect.runSync(Crypto.makeDeterministic(1))
const run = Effect.runSync
const input = fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 60 }))

describe("NodeCrypto", () => {
  prop(
    "SHA-256 and HMAC-SHA256 on node:crypto agree with the domain's plain implementation on any key and message",
    [input, input],
    ([key, data]) => {
      expect(run(node.sha256Hex(data))).toBe(run(pure.sha256Hex(data)))
      expect(run(node.hmacSha256(key, data))).toBe(run(pure.hmacSha256(key, data)))
    }
  )

  prop(
    "timingSafeEqual on node:crypto agrees with the domain's on any two inputs, of equal length or not",
    [input, input],
    ([a, b]) => {
      expect(run(node.timingSafeEqual(a, b))).toBe(run(pure.timingSafeEqual(a, b)))
      expect(run(node.timingSafeEqual(a, a))).toBe(true)
    }
  )

  it.effect("gives the NIST digest of abc and the RFC 4231 HMAC of test case 2", () =>
    Effect.gen(function* () {
      const crypto = yield* Crypto.Crypto
      expect(yield* crypto.sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
      expect(yield* crypto.hmacSha256("Jefe", "what do ya want for nothing?")).toBe(
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      )
    }).pipe(Effect.provide(NodeCrypto.layer))
  )

  it.effect("draws the requested number of random bytes, different each time, and refuses sizes out of range", () =>
    Effect.gen(function* () {
      const crypto = yield* Crypto.Crypto
      const a = yield* crypto.randomBytes(32)
      const b = yield* crypto.randomBytes(32)
      expect(a).toBeInstanceOf(Uint8Array)
      expect(a).toHaveLength(32)
      expect(a).not.toStrictEqual(b)
      expect(yield* crypto.randomBytes(0)).toHaveLength(0)
      expect(yield* crypto.randomBytes(Crypto.randomBytesMax)).toHaveLength(Crypto.randomBytesMax)
      for (const n of [-1, 1.5, Crypto.randomBytesMax + 1]) {
        expect((yield* Effect.exit(crypto.randomBytes(n)))._tag).toBe("Failure")
      }
    }).pipe(Effect.provide(NodeCrypto.layer))
  )
})
