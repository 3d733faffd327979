/**
 * Addresses a webhook is never sent to. A merchant chooses the URL, so without this check a webhook could make the
 * platform call its own network: loopback services, private ranges, the cloud metadata service. The API checks the
 * addresses a host resolves to when an endpoint is saved, and the dispatcher checks the address it connects to.
 */

/** An IPv4 range: the first address as a 32-bit number and the prefix length. */
interface Range4 {
  readonly base: number
  readonly bits: number
  readonly name: string
}

const v4 = (text: string, bits: number, name: string): Range4 => ({ base: parseIpv4(text)!, bits, name })

/** The IPv4 ranges refused, with what each is. */
export const forbiddenIpv4Ranges: ReadonlyArray<Range4> = [
  v4("0.0.0.0", 8, "unspecified (this network)"),
  v4("10.0.0.0", 8, "private (RFC 1918)"),
  v4("100.64.0.0", 10, "carrier-grade NAT (RFC 6598)"),
  v4("127.0.0.0", 8, "loopback"),
  v4("169.254.0.0", 16, "link-local, including the metadata address 169.254.169.254"),
  v4("172.16.0.0", 12, "private (RFC 1918)"),
  v4("192.0.0.0", 24, "IETF protocol assignments"),
  v4("192.168.0.0", 16, "private (RFC 1918)"),
  v4("198.18.0.0", 15, "benchmarking (RFC 2544)"),
  v4("224.0.0.0", 4, "multicast"),
  v4("240.0.0.0", 4, "reserved, including the broadcast address 255.255.255.255")
]

/** An IPv6 range: the first address as a 128-bit number and the prefix length. */
interface Range6 {
  readonly base: bigint
  readonly bits: number
  readonly name: string
}

const v6 = (text: string, bits: number, name: string): Range6 => ({ base: toBigint(parseIpv6(text)!), bits, name })

/**
 * The IPv6 ranges refused outright. Ranges that carry an IPv4 address (`::ffff:0:0/96` mapped, `64:ff9b::/96`
 * NAT64, `2002::/16` 6to4) are not here: their IPv4 address is judged instead.
 */
export const forbiddenIpv6Ranges: ReadonlyArray<Range6> = [
  v6("::", 96, "unspecified, loopback (::1) and the deprecated IPv4-compatible form"),
  v6("100::", 64, "discard-only (RFC 6666)"),
  v6("fc00::", 7, "unique-local, including the metadata address fd00:ec2::254"),
  v6("fe80::", 10, "link-local"),
  v6("fec0::", 10, "site-local (deprecated)"),
  v6("ff00::", 8, "multicast")
]

/** A dotted-quad IPv4 address as a 32-bit number: four decimal parts 0–255, no leading zeros. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.split(".")
  if (parts.length !== 4) return undefined
  let n = 0
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return undefined
    const byte = Number(part)
    if (byte > 255) return undefined
    n = n * 256 + byte
  }
  return n
}

/**
 * An IPv6 address as its 16 bytes: eight groups of 1–4 hex digits, at most one `::`, optionally ending in a dotted
 * quad; a zone (`%eth0`) is ignored and brackets (`[::1]`) are accepted.
 */
export function parseIpv6(input: string): Uint8Array | undefined {
  let text = input.startsWith("[") && input.endsWith("]") ? input.slice(1, -1) : input
  const zone = text.indexOf("%")
  if (zone >= 0) text = text.slice(0, zone)
  if (text.length === 0 || text.length > 45) return undefined
  const words: Array<number> = []
  const halves = text.split("::")
  if (halves.length > 2) return undefined
  const groupsOf = (half: string): Array<number> | undefined => {
    if (half === "") return []
    const out: Array<number> = []
    const groups = half.split(":")
    for (let i = 0; i < groups.length; i++) {
      const group = groups[i]!
      if (i === groups.length - 1 && group.includes(".")) {
        const ipv4 = parseIpv4(group)
        if (ipv4 === undefined) return undefined
        out.push(Math.floor(ipv4 / 65536), ipv4 % 65536)
      } else if (/^[0-9a-fA-F]{1,4}$/.test(group)) {
        out.push(parseInt(group, 16))
      } else {
        return undefined
      }
    }
    return out
  }
  const head = groupsOf(halves[0]!)
  if (head === undefined) return undefined
  if (halves.length === 1) {
    if (head.length !== 8) return undefined
    words.push(...head)
  } else {
    const tail = groupsOf(halves[1]!)
    if (tail === undefined) return undefined
    // A dotted quad may only end the address.
    if (halves[0]!.includes(".")) return undefined
    const missing = 8 - head.length - tail.length
    if (missing < 1) return undefined
    words.push(...head, ...Array<number>(missing).fill(0), ...tail)
  }
  const bytes = new Uint8Array(16)
  words.forEach((word, i) => {
    bytes[2 * i] = word >> 8
    bytes[2 * i + 1] = word & 0xff
  })
  return bytes
}

function toBigint(bytes: Uint8Array): bigint {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  return n
}

const inRange4 = (address: number, range: Range4) =>
  range.bits === 0 || Math.floor(address / 2 ** (32 - range.bits)) === Math.floor(range.base / 2 ** (32 - range.bits))

const inRange6 = (address: bigint, range: Range6) =>
  address >> BigInt(128 - range.bits) === range.base >> BigInt(128 - range.bits)

const ipv4Of = (n: bigint): number => Number(n & 0xffffffffn)

/**
 * The IPv4 address an IPv6 address carries, judged in its place: IPv4-mapped `::ffff:a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`.
 */
export const embeddedIpv4 = (bytes: Uint8Array): number | undefined => {
  const n = toBigint(bytes)
  if (n >> 32n === 0xffffn) return ipv4Of(n)
  if (n >> 32n === 0x0064ff9b0000000000000000n) return ipv4Of(n)
  if (n >> 112n === 0x2002n) return ipv4Of(n >> 80n)
  return undefined
}

/** Why an address is refused (the name of its range), or undefined when it may be sent to. */
export const forbiddenReason = (ip: string): string | undefined => {
  const ipv4 = parseIpv4(ip)
  if (ipv4 !== undefined) return forbiddenIpv4Ranges.find((range) => inRange4(ipv4, range))?.name
  const bytes = parseIpv6(ip)
  if (bytes === undefined) return "not an IP address"
  const embedded = embeddedIpv4(bytes)
  if (embedded !== undefined) return forbiddenIpv4Ranges.find((range) => inRange4(embedded, range))?.name
  const n = toBigint(bytes)
  return forbiddenIpv6Ranges.find((range) => inRange6(n, range))?.name
}

/**
 * Whether a webhook must never be sent to `ip` (IPv4 dotted quad or IPv6 text): loopback, private (RFC 1918),
 * carrier-grade NAT, link-local (with the metadata addresses 169.254.169.254 and fd00:ec2::254), unique-local,
 * unspecified, multicast, broadcast and reserved ranges; an IPv6 address carrying an IPv4 one (`::ffff:a.b.c.d`) is
 * judged as that IPv4 address. Text that is not an IP address is refused too: the check fails closed.
 */
export const isForbiddenAddress = (ip: string): boolean => forbiddenReason(ip) !== undefined

/** Whether `text` is an IP address literal (IPv4, or IPv6 with or without brackets). */
export const isIpLiteral = (text: string): boolean => parseIpv4(text) !== undefined || parseIpv6(text) !== undefined
