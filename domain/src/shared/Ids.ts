import { Clock, Context, Effect, Layer, Ref } from "effect"
import { Crypto } from "./Crypto.ts"

/** Crockford's base32, as ULID uses it: sorts in the same order as the numbers it encodes. */
const base32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/** Characters of an id after its prefix and underscore: 10 of time, 16 of randomness. */
export const idBodyLength = 26

/** Bytes of randomness per id (80 bits). */
export const idRandomBytes = 10

const timeMax = 2 ** 48 - 1
const randomMax = (1n << 80n) - 1n
const prefixShape = /^[a-z][a-z0-9]{0,15}$/
const idShape = /^([a-z][a-z0-9]{0,15})_([0-9A-HJKMNP-TV-Z]{26})$/

/**
 * The id port: `next("pix")` gives `pix_<26 characters>`. Ids of one prefix sort by creation time (ULID: 48 bits of
 * milliseconds, then 80 bits of randomness), so lists ordered by id are ordered by time.
 */
export class Ids extends Context.Service<
  Ids,
  {
    /**
     * A new id for `prefix` (1 to 16 lower-case letters or digits, starting with a letter; another prefix is a
     * defect). Ids from one service instance strictly increase, even within one millisecond.
     */
    readonly next: (prefix: string) => Effect.Effect<string>
  }
>()("@trilho/domain/Ids") {}

/** The 26-character ULID text of a millisecond instant and an 80-bit number. */
export const encodeUlid = (timeMs: number, random: bigint): string => {
  if (!Number.isSafeInteger(timeMs) || timeMs < 0 || timeMs > timeMax) throw new RangeError("ULID time out of range")
  if (random < 0n || random > randomMax) throw new RangeError("ULID randomness out of range")
  let out = ""
  let t = timeMs
  for (let i = 0; i < 10; i++) {
    out = base32[t % 32] + out
    t = Math.floor(t / 32)
  }
  let r = random
  let tail = ""
  for (let i = 0; i < 16; i++) {
    tail = base32[Number(r & 31n)] + tail
    r >>= 5n
  }
  return out + tail
}

/** The millisecond instant an id was made at, or undefined when `id` is not `<prefix>_<ULID>`. */
export const idTimeMs = (id: string): number | undefined => {
  const m = idShape.exec(id)
  if (m === null) return undefined
  let t = 0
  for (const ch of m[2]!.slice(0, 10)) t = t * 32 + base32.indexOf(ch)
  return t <= timeMax ? t : undefined
}

/** Whether `id` has the shape `next` gives, with prefix `prefix` when one is given. */
export const isId = (id: string, prefix?: string): boolean => {
  const m = idShape.exec(id)
  return m !== null && (prefix === undefined || m[1] === prefix) && idTimeMs(id) !== undefined
}

const bytesToBigint = (bytes: Uint8Array): bigint => {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  return n
}

const checkPrefix = (prefix: string) =>
  prefixShape.test(prefix) ? Effect.void : Effect.die(new Error(`invalid id prefix '${prefix}'`))

/**
 * Builds a generator: time from `Clock`, and `draw()` for the low 80 bits of each new millisecond. Within one
 * millisecond (or when the clock goes back) the previous id's number is incremented, so ids strictly increase.
 */
const makeWith = (draw: Effect.Effect<bigint>) =>
  Effect.gen(function* () {
    const last = yield* Ref.make({ timeMs: -1, random: 0n })
    return Ids.of({
      next: (prefix) =>
        Effect.gen(function* () {
          yield* checkPrefix(prefix)
          const now = yield* Clock.currentTimeMillis
          const fresh = yield* draw
          const id = yield* Ref.modify(last, (prev) => {
            let next =
              now > prev.timeMs ? { timeMs: now, random: fresh } : { timeMs: prev.timeMs, random: prev.random + 1n }
            if (next.random > randomMax) next = { timeMs: next.timeMs + 1, random: 0n }
            return [encodeUlid(next.timeMs, next.random), next] as const
          })
          return `${prefix}_${id}`
        })
    })
  })

/** Ids with randomness from the `Crypto` port. */
export const make: Effect.Effect<Ids["Service"], never, Crypto> = Effect.gen(function* () {
  const crypto = yield* Crypto
  return yield* makeWith(Effect.map(crypto.randomBytes(idRandomBytes), bytesToBigint))
})

/** The id layer: time from `Clock`, randomness from `Crypto`. */
export const layer: Layer.Layer<Ids, never, Crypto> = Layer.effect(Ids, make)

/**
 * Deterministic ids for tests: time from `Clock` and, in place of randomness, a counter (1, 2, 3 …), so a test
 * knows the ids it will get and they keep the shape and order of real ones.
 */
export const layerCounter: Layer.Layer<Ids> = Layer.effect(
  Ids,
  Effect.gen(function* () {
    const counter = yield* Ref.make(0n)
    return yield* makeWith(Ref.updateAndGet(counter, (n) => n + 1n))
  })
)
