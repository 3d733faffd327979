/**
 * IP allowlists: entries are single addresses or CIDR ranges, IPv4 or IPv6 (IPv4-mapped IPv6 addresses such as
 * `::ffff:127.0.0.1` match IPv4 entries). An empty list allows every address.
 */

const parseIpv4 = (text: string): bigint | undefined => {
  const parts = text.split(".")
  if (parts.length !== 4) return undefined
  let value = 0n
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined
    value = (value << 8n) | BigInt(Number(part))
  }
  return value
}

const parseIpv6 = (text: string): bigint | undefined => {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split("::").length > 2) return undefined
  let tail = text
  let v4: bigint | undefined
  const lastColon = text.lastIndexOf(":")
  if (text.includes(".")) {
    v4 = parseIpv4(text.slice(lastColon + 1))
    if (v4 === undefined) return undefined
    tail = `${text.slice(0, lastColon + 1)}0:0`
  }
  const [head, rest] = tail.includes("::") ? tail.split("::") : [tail, undefined]
  const headGroups = head === "" ? [] : head!.split(":")
  const restGroups = rest === undefined || rest === "" ? [] : rest.split(":")
  const missing = 8 - headGroups.length - restGroups.length
  if (rest === undefined ? missing !== 0 : missing < 1) return undefined
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill("0"), ...restGroups]
  let value = 0n
  for (const group of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return undefined
    value = (value << 16n) | BigInt(parseInt(group, 16))
  }
  return v4 === undefined ? value : (value & ~0xffffffffn) | v4
}

interface Address {
  readonly bits: 32 | 128
  readonly value: bigint
}

/** Parses an address, folding IPv4-mapped IPv6 into IPv4. */
export const parseAddress = (text: string): Address | undefined => {
  const v4 = parseIpv4(text)
  if (v4 !== undefined) return { bits: 32, value: v4 }
  const v6 = parseIpv6(text)
  if (v6 === undefined) return undefined
  if (v6 >> 32n === 0xffffn) return { bits: 32, value: v6 & 0xffffffffn }
  return { bits: 128, value: v6 }
}

/** Whether `entry` is a valid address or CIDR range. */
export const isValidEntry = (entry: string): boolean => parseEntry(entry) !== undefined

const parseEntry = (entry: string): { readonly address: Address; readonly prefix: number } | undefined => {
  const [host, prefixText] = entry.split("/")
  const address = parseAddress(host ?? "")
  if (address === undefined) return undefined
  if (prefixText === undefined) return { address, prefix: address.bits }
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > address.bits) return undefined
  return { address, prefix: Number(prefixText) }
}

/** Whether `ip` is allowed by the list (an empty list allows all; an unparsable address is refused). */
export const allows = (allowlist: ReadonlyArray<string>, ip: string): boolean => {
  if (allowlist.length === 0) return true
  const address = parseAddress(ip)
  if (address === undefined) return false
  return allowlist.some((entry) => {
    const parsed = parseEntry(entry)
    if (parsed === undefined || parsed.address.bits !== address.bits) return false
    const shift = BigInt(address.bits - parsed.prefix)
    return address.value >> shift === parsed.address.value >> shift
  })
}
