import { sha256, toHex } from "../shared/Sha256.ts"

/**
 * Address encoders, so that the in-memory chain hands out addresses any wallet would take: bech32 and bech32m
 * (BIP-173, BIP-350), base58check (Bitcoin's and the XRP Ledger's alphabets). Encoding only: checking an address is
 * the `AddressValidator` port's, on audited libraries; the tests check each side against the other.
 */

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

const polymod = (values: ReadonlyArray<number>): number => {
  let chk = 1
  for (const v of values) {
    const top = chk >>> 25
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0
    for (let i = 0; i < 5; i++) if (((top >>> i) & 1) === 1) chk = (chk ^ generators[i]!) >>> 0
  }
  return chk
}

const hrpExpand = (hrp: string): Array<number> => [
  ...[...hrp].map((c) => c.charCodeAt(0) >>> 5),
  0,
  ...[...hrp].map((c) => c.charCodeAt(0) & 31)
]

/** Regroups 8-bit bytes into 5-bit words, padding the last one with zeros (BIP-173's `convertbits`). */
const toWords = (bytes: Uint8Array): Array<number> => {
  const words: Array<number> = []
  let acc = 0
  let bits = 0
  for (const b of bytes) {
    acc = (acc << 8) | b
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((acc >>> bits) & 31)
    }
    acc &= (1 << bits) - 1
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31)
  return words
}

/**
 * A segwit address: `hrp` (`bc`, `tb`), witness version (0 → bech32, 1 to 16 → bech32m) and witness program.
 */
export const segwitAddress = (hrp: string, version: number, program: Uint8Array): string => {
  const data = [version, ...toWords(program)]
  const constant = version === 0 ? 1 : 0x2bc830a3
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31)
  return `${hrp}1${[...data, ...checksum].map((w) => bech32Charset[w]).join("")}`
}

/** Bitcoin's base58 alphabet. */
export const bitcoinAlphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
/** The XRP Ledger's base58 alphabet. */
export const rippleAlphabet = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"

const base58 = (bytes: Uint8Array, alphabet: string): string => {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ""
  while (n > 0n) {
    out = alphabet[Number(n % 58n)]! + out
    n /= 58n
  }
  for (const b of bytes) {
    if (b !== 0) break
    out = alphabet[0]! + out
  }
  return out
}

/** `version` byte and payload with the first 4 bytes of their double SHA-256 appended, in base58. */
export const base58check = (version: number, payload: Uint8Array, alphabet: string = bitcoinAlphabet): string => {
  const body = new Uint8Array([version, ...payload])
  const checksum = sha256(sha256(body)).slice(0, 4)
  return base58(new Uint8Array([...body, ...checksum]), alphabet)
}

/** An Ethereum-style address in lower case (valid, without the EIP-55 mixed-case checksum). */
export const hexAddress = (payload: Uint8Array): string => `0x${toHex(payload)}`
