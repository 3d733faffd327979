import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import { createHash, createHmac } from "node:crypto"
import { Crypto, layerDeterministic, makeDeterministic } from "../../src/shared/Crypto.ts"
import { prop } from "../../../vitest.prop.ts"

const hex = (text: string) => Uint8Array.from(text.match(/../g)!.map((b) => parseInt(b, 16)))
const repeat = (byte: number, n: number) => new Uint8Array(n).fill(byte)

// NIST FIPS 180-4 examples (CSRC "SHA256.pdf", "SHA2_Additional.pdf").
const sha256Vectors: ReadonlyArray<readonly [string, Uint8Array | string, string]> = [
  ["empty message", "", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  ["abc", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
  [
    "448-bit message",
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
  ],
  [
    "896-bit message",
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
    "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
  ],
  ["one million 'a'", "a".repeat(1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"],
  ["one byte 0xbd", hex("bd"), "68325720aabd7c82f30f554b313d0570c95accbb7dc4b5aae11204c08ffe732b"],
  ["55 zero bytes", repeat(0, 55), "02779466cdec163811d078815c633f21901413081449002f24aa3e80f0b88ef7"],
  ["56 zero bytes", repeat(0, 56), "d4817aa5497628e7c77e6b606107042bbba3130888c5f47a375e6179be789fbb"],
  ["64 zero bytes", repeat(0, 64), "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b"]
]

// RFC 4231, section 4 (HMAC-SHA-256 results).
const hmacVectors: ReadonlyArray<readonly [string, Uint8Array | string, Uint8Array | string, string]> = [
  ["test case 1", repeat(0x0b, 20), "Hi There", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
  [
    "test case 2",
    "Jefe",
    "what do ya want for nothing?",
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
  ],
  [
    "test case 3",
    repeat(0xaa, 20),
    repeat(0xdd, 50),
    "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
  ],
  [
    "test case 4",
    hex("0102030405060708090a0b0c0d0e0f10111213141516171819"),
    repeat(0xcd, 50),
    "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
  ],
  [
    "test case 6",
    repeat(0xaa, 131),
    "Test Using Larger Than Block-Size Key - Hash Key First",
    "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
  ],
  [
    "test case 7",
    repeat(0xaa, 131),
    "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.",
    "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
  ]
]

const crypto = Effect.runSync(makeDeterministic(1))
const run = Effect.runSync

describe("Crypto (deterministic layer)", () => {
  for (const [name, input, digest] of sha256Vectors) {
    it.effect(`SHA-256 matches the NIST vector: ${name}`, () =>
      Effect.gen(function* () {
        const crypto = yield* Crypto
        expect(yield* crypto.sha256Hex(input)).toBe(digest)
      }).pipe(Effect.provide(layerDeterministic()))
    )
  }

  for (const [name, key, data, mac] of hmacVectors) {
    it.effect(`HMAC-SHA256 matches RFC 4231 ${name}`, () =>
      Effect.gen(function* () {
        const crypto = yield* Crypto
        expect(yield* crypto.hmacSha256(key, data)).toBe(mac)
      }).pipe(Effect.provide(layerDeterministic()))
    )
  }

  it.effect("HMAC-SHA256 matches RFC 4231 test case 5 (output truncated to 128 bits)", () =>
    Effect.gen(function* () {
      const crypto = yield* Crypto
      const mac = yield* crypto.hmacSha256(repeat(0x0c, 20), "Test With Truncation")
      expect(mac.slice(0, 32)).toBe("a3b6167473100ee06e0c796c2955552b")
    }).pipe(Effect.provide(layerDeterministic()))
  )

  prop(
    "the plain SHA-256 and HMAC-SHA256 agree with node:crypto on any key and message",
    [
      fc.uint8Array({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 200 }),
      fc.string({ unit: "grapheme", maxLength: 40 })
    ],
    ([data, key, text]) => {
      expect(run(crypto.sha256Hex(data))).toBe(createHash("sha256").update(data).digest("hex"))
      expect(run(crypto.hmacSha256(key, data))).toBe(createHmac("sha256", key).update(data).digest("hex"))
      expect(run(crypto.hmacSha256(text, text))).toBe(createHmac("sha256", text).update(text).digest("hex"))
    }
  )

  prop(
    "timingSafeEqual is true exactly when the bytes are equal",
    [fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 })],
    ([a, b]) => {
      expect(run(crypto.timingSafeEqual(a, a.slice()))).toBe(true)
      expect(run(crypto.timingSafeEqual(a, b))).toBe(Buffer.from(a).equals(Buffer.from(b)))
    }
  )

  it.effect("randomBytes repeats for a seed, differs across seeds, and refuses sizes past the maximum", () =>
    Effect.gen(function* () {
      const draw = (seed: number) =>
        Effect.flatMap(Crypto, (c) => Effect.zip(c.randomBytes(32), c.randomBytes(5))).pipe(
          Effect.provide(layerDeterministic(seed))
        )
      const [a1, a2] = yield* draw(7)
      const [b1] = yield* draw(7)
      const [c1] = yield* draw(8)
      expect(a1).toHaveLength(32)
      expect(a2).toHaveLength(5)
      expect(b1).toStrictEqual(a1)
      expect(c1).not.toStrictEqual(a1)
      const tooMany = yield* Effect.exit(
        Effect.flatMap(Crypto, (c) => c.randomBytes(1025)).pipe(Effect.provide(layerDeterministic()))
      )
      expect(tooMany._tag).toBe("Failure")
    })
  )
})
