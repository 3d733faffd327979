import { Crypto } from "@trilho/domain"
import { Effect, Layer } from "effect"
import * as NodeCrypto from "node:crypto"

const bytesOf = (input: Uint8Array | string): Uint8Array =>
  typeof input === "string" ? Buffer.from(input, "utf8") : input

const checkSize = (n: number) =>
  Number.isSafeInteger(n) && n >= 0 && n <= Crypto.randomBytesMax
    ? Effect.void
    : Effect.die(new Error(`randomBytes takes 0 to ${Crypto.randomBytesMax} bytes, got ${n}`))

/**
 * Compares in time that depends only on the lengths: inputs of different lengths compare `b` with itself (same work)
 * and answer false.
 */
const constantTimeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) {
    NodeCrypto.timingSafeEqual(b, b)
    return false
  }
  return NodeCrypto.timingSafeEqual(a, b)
}

/** The crypto port on `node:crypto`: OpenSSL's SHA-256 and HMAC, and random bytes from the operating system. */
export const make: Effect.Effect<Crypto.Crypto["Service"]> = Effect.sync(() =>
  Crypto.Crypto.of({
    hmacSha256: (key, data) =>
      Effect.sync(() => NodeCrypto.createHmac("sha256", bytesOf(key)).update(bytesOf(data)).digest("hex")),
    hmacSha256Bytes: (key, data) =>
      Effect.sync(() => new Uint8Array(NodeCrypto.createHmac("sha256", bytesOf(key)).update(bytesOf(data)).digest())),
    // One call, no Hash object: keys are hashed on every API request and gateway connection.
    sha256Hex: (data) => Effect.sync(() => NodeCrypto.hash("sha256", data, "hex")),
    randomBytes: (n) =>
      Effect.andThen(
        checkSize(n),
        Effect.sync(() => new Uint8Array(NodeCrypto.randomBytes(n)))
      ),
    timingSafeEqual: (a, b) => Effect.sync(() => constantTimeEqual(bytesOf(a), bytesOf(b)))
  })
)

/** The production crypto layer. */
export const layer: Layer.Layer<Crypto.Crypto> = Layer.effect(Crypto.Crypto, make)
