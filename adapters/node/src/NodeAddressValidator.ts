import { keccak_256 } from "@noble/hashes/sha3.js"
import { sha256 } from "@noble/hashes/sha2.js"
import { base58, base58xrp, bech32, bech32m } from "@scure/base"
import { AddressValidator, CryptoAssets } from "@trilho/domain"
import { Layer, Result } from "effect"

type Network = CryptoAssets.CryptoNetworkName
type Found = { readonly address: string; readonly kind: AddressValidator.AddressKind }
type Problem = { readonly reason: CryptoAssets.AddressProblem; readonly message: string }
type Checked = Result.Result<Found, Problem>

const problem = (reason: CryptoAssets.AddressProblem, message: string): Checked =>
  Result.fail({ reason, message: `address ${message}` })

const bech32Data = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{7,}$/
const bitcoinBase58 = /^[1-9A-HJ-NP-Za-km-z]+$/
const rippleBase58 = /^[rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz]+$/
/** Bech32 strings are at most 90 characters (BIP-173). */
const bech32LengthMax = 90

/**
 * Decodes base58check text (25 bytes: a version byte, a 20-byte hash, 4 checksum bytes of double SHA-256): the
 * version and payload, or the problem (`wrong_length` for another size, `bad_checksum`).
 */
const base58check = (text: string, coder: typeof base58): Result.Result<{ readonly version: number }, Problem> => {
  const bytes = coder.decode(text)
  if (bytes.length !== 25) {
    return Result.fail({ reason: "wrong_length", message: `address decodes to ${bytes.length} bytes, not 25` })
  }
  const expected = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4)
  return expected.every((b, i) => b === bytes[21 + i])
    ? Result.succeed({ version: bytes[0]! })
    : Result.fail({ reason: "bad_checksum", message: "address has a bad checksum (a mistyped character?)" })
}

const segwit = (text: string, chain: CryptoAssets.BitcoinChain): Checked => {
  if (text !== text.toLowerCase() && text !== text.toUpperCase())
    return problem("malformed", "mixes upper and lower case")
  const lower = text.toLowerCase()
  if (lower.length > bech32LengthMax) return problem("wrong_length", `is longer than ${bech32LengthMax} characters`)
  const hrp = lower.slice(0, lower.lastIndexOf("1"))
  if (!bech32Data.test(lower.slice(hrp.length + 1))) return problem("malformed", "has characters outside bech32")
  const v0 = bech32.decodeUnsafe(lower, bech32LengthMax)
  const v1 = bech32m.decodeUnsafe(lower, bech32LengthMax)
  const words = (v0 || v1 || undefined)?.words
  const version = words?.[0]
  // Version 0 programs are checksummed with bech32, later versions with bech32m (BIP-350).
  if (words === undefined || version === undefined || (version === 0 ? !v0 : !v1)) {
    return problem("bad_checksum", "has a bad checksum (a mistyped character?)")
  }
  const program = bech32.fromWordsUnsafe(words.slice(1))
  if (version > 16 || !program) return problem("malformed", "is not a segwit program")
  const size = program.length
  const kind =
    version === 0
      ? size === 20
        ? "p2wpkh"
        : size === 32
          ? "p2wsh"
          : undefined
      : version === 1
        ? size === 32
          ? "p2tr"
          : undefined
        : size >= 2 && size <= 40
          ? "witness"
          : undefined
  if (kind === undefined) return problem("wrong_length", `has a ${size}-byte version ${version} program`)
  const expected = chain === "mainnet" ? "bc" : "tb"
  if (hrp !== expected) {
    return problem(
      "wrong_network",
      `is a Bitcoin ${hrp === "bc" ? "mainnet" : hrp === "tb" ? "testnet" : `'${hrp}'`} address; ${chain} is taken here`
    )
  }
  return Result.succeed({ address: lower, kind })
}

const bitcoinVersions: Readonly<Record<number, readonly [CryptoAssets.BitcoinChain, AddressValidator.AddressKind]>> = {
  0x00: ["mainnet", "p2pkh"],
  0x05: ["mainnet", "p2sh"],
  0x6f: ["testnet", "p2pkh"],
  0xc4: ["testnet", "p2sh"]
}

const bitcoin = (text: string, chain: CryptoAssets.BitcoinChain): Checked => {
  if (/^(bc|tb|bcrt)1/i.test(text)) return segwit(text, chain)
  if (!bitcoinBase58.test(text)) return problem("malformed", "is neither a bech32 nor a base58 Bitcoin address")
  return Result.flatMap(base58check(text, base58), ({ version }): Checked => {
    const known = bitcoinVersions[version]
    if (known === undefined) return problem("wrong_network", `is not a Bitcoin address (version byte ${version})`)
    if (known[0] !== chain) return problem("wrong_network", `is a Bitcoin ${known[0]} address; ${chain} is taken here`)
    return Result.succeed({ address: text, kind: known[1] })
  })
}

/** The EIP-55 form of 40 hex digits: a letter is upper case where the Keccak-256 of the lower-case text has a nibble ≥ 8. */
export const eip55 = (hex: string): string => {
  const lower = hex.toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let out = ""
  for (let i = 0; i < lower.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  }
  return out
}

/**
 * Ethereum-style accounts: `0x` and 40 hex digits. Mixed case must match EIP-55; all lower or all upper case carries
 * no checksum and is taken as wallets and exchanges take it. Normalized to the EIP-55 form.
 */
const evm = (text: string): Checked => {
  if (!text.startsWith("0x")) return problem("malformed", "must start with 0x")
  const body = text.slice(2)
  if (!/^[0-9a-fA-F]*$/.test(body)) return problem("malformed", "has characters that are not hexadecimal digits")
  if (body.length !== 40) return problem("wrong_length", `has ${body.length} hexadecimal digits, not 40`)
  const checksummed = eip55(body)
  const unchecksummed = body === body.toLowerCase() || body === body.toUpperCase()
  if (!unchecksummed && body !== checksummed)
    return problem("bad_checksum", "does not match its EIP-55 checksum (a mistyped character?)")
  return Result.succeed({ address: `0x${checksummed}`, kind: "account" })
}

/** TRON accounts: base58check of version 0x41 (`T…`). */
const tron = (text: string): Checked => {
  if (/^41[0-9a-fA-F]{40}$/.test(text)) return problem("malformed", "is in hex form: write its base58 form (T…)")
  if (!bitcoinBase58.test(text)) return problem("malformed", "has characters outside base58")
  return Result.flatMap(base58check(text, base58), ({ version }): Checked =>
    version === 0x41
      ? Result.succeed({ address: text, kind: "account" })
      : problem("wrong_network", `is not a TRON address (version byte ${version})`)
  )
}

/** XRP Ledger classic accounts: base58check in the ledger's alphabet, version 0 (`r…`). X-addresses are not taken. */
const xrpl = (text: string): Checked => {
  if (/^[XT][1-9A-HJ-NP-Za-km-z]{46}$/.test(text)) {
    return problem("malformed", "is an X-address: send the classic address (r…) and its tag as extraId")
  }
  if (!rippleBase58.test(text)) return problem("malformed", "has characters outside the XRP Ledger's base58")
  return Result.flatMap(base58check(text, base58xrp), ({ version }): Checked =>
    version === 0x00
      ? Result.succeed({ address: text, kind: "account" })
      : problem("wrong_network", `is not an XRP Ledger account (version byte ${version})`)
  )
}

/** Destination tags are unsigned 32-bit integers. */
const tagMax = 4_294_967_295

const extraIdRule = (network: Network): CryptoAssets.ExtraIdRule =>
  CryptoAssets.assets.find((a) => a.network === network)?.extraId ?? "none"

/** Networks whose addresses look alike: a valid address of one is valid on the other, so neither is "wrong". */
const evmNetworks: ReadonlyArray<Network> = ["ethereum", "polygon"]
const sameFormat = (a: Network, b: Network) => a === b || (evmNetworks.includes(a) && evmNetworks.includes(b))

/**
 * Builds the validator for one Bitcoin chain (`mainnet` in production, `testnet` in the sandbox). An address that
 * fails on its network but is valid on another of the platform's networks is refused as `wrong_network`, naming it.
 */
export const make = (options: {
  readonly bitcoin: CryptoAssets.BitcoinChain
}): AddressValidator.AddressValidator["Service"] => {
  const format = (network: Network, text: string): Checked => {
    switch (network) {
      case "bitcoin":
        return bitcoin(text, options.bitcoin)
      case "ethereum":
      case "polygon":
        return evm(text)
      case "tron":
        return tron(text)
      case "xrpl":
        return xrpl(text)
    }
  }
  const refuse = (network: Network, field: "address" | "extraId", p: Problem) =>
    Result.fail(new CryptoAssets.InvalidCryptoAddress({ network, field, reason: p.reason, message: p.message }))
  return AddressValidator.AddressValidator.of({
    validate: (network, address, extraId) => {
      const text = address.trim()
      if (text.length === 0 || text.length > AddressValidator.addressLengthMax) {
        return refuse(network, "address", {
          reason: text.length === 0 ? "malformed" : "wrong_length",
          message: `address must have 1 to ${AddressValidator.addressLengthMax} characters`
        })
      }
      const checked = format(network, text)
      if (Result.isFailure(checked)) {
        if (checked.failure.reason !== "wrong_network") {
          const other = CryptoAssets.CryptoNetworkName.literals.find(
            (n) => !sameFormat(network, n) && Result.isSuccess(format(n, text))
          )
          if (other !== undefined) {
            return refuse(network, "address", {
              reason: "wrong_network",
              message: `address belongs to ${other}, not to ${network}`
            })
          }
        }
        return refuse(network, "address", checked.failure)
      }
      const tag = extraId === undefined || extraId.trim() === "" ? undefined : extraId.trim()
      const valid = { network, address: checked.success.address, kind: checked.success.kind }
      if (extraIdRule(network) === "none") {
        return tag === undefined
          ? Result.succeed(valid)
          : refuse(network, "extraId", {
              reason: "extra_id_not_supported",
              message: `extraId is not used on ${network}`
            })
      }
      if (tag === undefined) {
        return refuse(network, "extraId", {
          reason: "extra_id_missing",
          message: `extraId (the destination tag) is required on ${network}; use 0 for a wallet that takes none`
        })
      }
      if (tag.length > AddressValidator.extraIdLengthMax || !/^\d{1,10}$/.test(tag) || Number(tag) > tagMax) {
        return refuse(network, "extraId", {
          reason: "extra_id_invalid",
          message: `extraId must be a whole number from 0 to ${tagMax}`
        })
      }
      return Result.succeed({ ...valid, extraId: String(Number(tag)) })
    }
  })
}

/** The validator layer for a Bitcoin chain. */
export const layer = (options: {
  readonly bitcoin: CryptoAssets.BitcoinChain
}): Layer.Layer<AddressValidator.AddressValidator> => Layer.succeed(AddressValidator.AddressValidator, make(options))
