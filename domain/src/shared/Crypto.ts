import { Context, Effect, Layer } from "effect"
import { makePrng } from "./Prng.ts"
import * as Sha256 from "./Sha256.ts"

/** Random bytes per call, at most. */
export const randomBytesMax = 1024

/**
 * The crypto port: digests, signatures and randomness for the domain (webhook signatures, API key hashes, ids),
 * which stays free of `node:crypto`. Strings are taken as UTF-8.
 */
export class Crypto extends Context.Service<
  Crypto,
  {
    /** HMAC-SHA256 of `data` under `key`, as lower-case hex (64 characters). */
    readonly hmacSha256: (key: Uint8Array | string, data: Uint8Array | string) => Effect.Effect<string>
    /** HMAC-SHA256 of `data` under `key`, as the 32 bytes themselves (for base64 signatures). */
    readonly hmacSha256Bytes: (key: Uint8Array | string, data: Uint8Array | string) => Effect.Effect<Uint8Array>
    /** SHA-256 of `data`, as lower-case hex (64 characters). */
    readonly sha256Hex: (data: Uint8Array | string) => Effect.Effect<string>
    /** `n` random bytes, 0 ≤ n ≤ `randomBytesMax`; another `n` is a defect. */
    readonly randomBytes: (n: number) => Effect.Effect<Uint8Array>
    /** Whether `a` and `b` are equal, in time independent of where they differ. */
    readonly timingSafeEqual: (a: Uint8Array | string, b: Uint8Array | string) => Effect.Effect<boolean>
  }
>()("@trilho/domain/Crypto") {}

const checkSize = (n: number) =>
  Number.isSafeInteger(n) && n >= 0 && n <= randomBytesMax
    ? Effect.void
    : Effect.die(new Error(`randomBytes takes 0 to ${randomBytesMax} bytes, got ${n}`))

/**
 * A crypto implementation with real SHA-256 and HMAC-SHA256 (in plain TypeScript) and random bytes from a
 * generator seeded with `seed`: the same seed yields the same bytes, so tests and recorded sandbox runs repeat.
 * Never for production secrets.
 */
export const makeDeterministic = (seed: number): Effect.Effect<Crypto["Service"]> =>
  Effect.sync(() => {
    const prng = makePrng(seed)
    return Crypto.of({
      hmacSha256: (key, data) => Effect.sync(() => Sha256.toHex(Sha256.hmacSha256(key, data))),
      hmacSha256Bytes: (key, data) => Effect.sync(() => Sha256.hmacSha256(key, data)),
      sha256Hex: (data) => Effect.sync(() => Sha256.toHex(Sha256.sha256(data))),
      randomBytes: (n) =>
        Effect.andThen(
          checkSize(n),
          Effect.sync(() => prng.fill(new Uint8Array(n)))
        ),
      timingSafeEqual: (a, b) => Effect.sync(() => Sha256.timingSafeEqual(a, b))
    })
  })

/** The deterministic crypto layer (seed 1 unless given). */
export const layerDeterministic = (seed = 1): Layer.Layer<Crypto> => Layer.effect(Crypto, makeDeterministic(seed))
