/**
 * A seeded pseudo-random generator (xoshiro128**, seeded through splitmix32) for deterministic tests and sandbox
 * runs. Not for secrets: the crypto port's production adapter draws from the operating system.
 */
export interface Prng {
  /** The next 32 random bits, as an unsigned integer. */
  readonly nextUint32: () => number
  /** Fills `out` with random bytes and returns it. */
  readonly fill: (out: Uint8Array) => Uint8Array
}

/** A generator whose whole output is decided by `seed` (any integer). */
export const makePrng = (seed: number): Prng => {
  let x = seed >>> 0
  const splitmix32 = () => {
    x = (x + 0x9e3779b9) >>> 0
    let z = x
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  const s = [splitmix32(), splitmix32(), splitmix32(), splitmix32()] as [number, number, number, number]
  const rotl = (v: number, k: number) => ((v << k) | (v >>> (32 - k))) >>> 0
  const nextUint32 = () => {
    const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0
    const t = (s[1] << 9) >>> 0
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = rotl(s[3], 11)
    return result
  }
  return {
    nextUint32,
    fill: (out) => {
      for (let i = 0; i < out.length; i += 4) {
        const word = nextUint32()
        for (let j = 0; j < 4 && i + j < out.length; j++) out[i + j] = (word >>> (8 * j)) & 0xff
      }
      return out
    }
  }
}
