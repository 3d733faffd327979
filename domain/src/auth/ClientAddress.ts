import { Result } from "effect"
import * as IpAllowlist from "./IpAllowlist.ts"

/** `X-Forwarded-For` hops read, at most; a longer chain is cut from the left (the client's own claims). */
export const forwardedHopsMax = 20

/** Characters of an address kept; anything longer is not an address. */
export const addressLengthMax = 64

/**
 * An address as counted and compared: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4, hex in lower case, a port
 * some proxies append (`1.2.3.4:5678`, `[2001:db8::1]:443`) dropped.
 */
export const normalizeAddress = (address: string): string => {
  let text = address.trim().toLowerCase().slice(0, addressLengthMax)
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)
  if (v4WithPort !== null) text = v4WithPort[1]!
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed !== null) text = bracketed[1]!
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  return mapped === null ? text : mapped[1]!
}

const isTrusted = (trustedProxies: ReadonlyArray<string>, address: string) =>
  trustedProxies.length > 0 && IpAllowlist.allows(trustedProxies, address)

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the right-most hop of
 * `X-Forwarded-For` that is not itself a trusted proxy (hops left of it are whatever the client chose to send). When
 * every hop is trusted, the left-most one. Without trusted proxies the header is ignored, so a client cannot pick the
 * address its allowlist and rate limit see.
 */
export const clientAddress = (options: {
  readonly remoteAddress: string | undefined
  readonly forwardedFor: string | undefined
  readonly trustedProxies: ReadonlyArray<string>
}): string => {
  const peer = normalizeAddress(options.remoteAddress ?? "unknown")
  if (!isTrusted(options.trustedProxies, peer) || options.forwardedFor === undefined) return peer
  const hops = options.forwardedFor
    .split(",")
    .map(normalizeAddress)
    .filter((hop) => hop !== "")
    .slice(-forwardedHopsMax)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!isTrusted(options.trustedProxies, hop)) return hop
  }
  return hops[0] ?? peer
}

/** Entries of a trusted proxy list, at most. */
export const trustedProxiesMax = 50

/** Parses a trusted proxy list (`TRUSTED_PROXIES`): addresses or CIDR ranges separated by commas or spaces. */
export const parseTrustedProxies = (text: string): Result.Result<ReadonlyArray<string>, string> => {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  const invalid = entries.filter((entry) => !IpAllowlist.isValidEntry(entry))
  if (invalid.length > 0) return Result.fail(`not an address or CIDR range: ${invalid.join(", ")}`)
  if (entries.length > trustedProxiesMax) return Result.fail(`at most ${trustedProxiesMax} entries`)
  return Result.succeed(entries)
}
