import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import * as net from "node:net"
import { prop } from "../../../vitest.prop.ts"
import { forbiddenReason, isForbiddenAddress, isIpLiteral } from "../../src/webhooks/Addresses.ts"

// An independent judge: Node's own address parser and subnet matcher, given the ranges as text.
const blocked = new net.BlockList()
for (const [base, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4]
] as const) {
  blocked.addSubnet(base, bits, "ipv4")
}
for (const [base, bits] of [
  ["::", 96],
  ["100::", 64],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8]
] as const) {
  blocked.addSubnet(base, bits, "ipv6")
}

/** The 8 groups of an IPv6 address, expanded, as Node's URL parser prints them. */
const groupsOf = (ip: string): Array<string> => new URL(`http://[${ip}]/`).hostname.slice(1, -1).split(":")
const expand = (ip: string): Array<number> => {
  const [head, tail] = new URL(`http://[${ip}]/`).hostname.slice(1, -1).split("::") as [string, string | undefined]
  const parse = (part: string | undefined) =>
    (part === undefined || part === "" ? [] : part.split(":")).map((g) => parseInt(g, 16))
  const h = parse(head)
  const t = parse(tail)
  return tail === undefined ? h : [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t]
}
const carriesIpv4 = (ip: string) => {
  const g = expand(ip)
  return (
    (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) ||
    (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) ||
    g[0] === 0x2002
  )
}

const byte = fc.integer({ min: 0, max: 255 })
const ipv4 = fc.tuple(byte, byte, byte, byte).map((b) => b.join("."))
const word = fc.integer({ min: 0, max: 0xffff })
const hex4 = (n: number) => n.toString(16)

describe("forbidden webhook addresses", () => {
  prop("an IPv4 address is forbidden exactly when it lies in one of the refused ranges", [ipv4], ([ip]) => {
    expect(isForbiddenAddress(ip)).toBe(blocked.check(ip, "ipv4"))
  })

  prop(
    "an IPv6 address that carries no IPv4 one is forbidden exactly when it lies in one of the refused ranges",
    [fc.ipV6().filter((ip) => !carriesIpv4(ip))],
    ([ip]) => {
      expect(isForbiddenAddress(ip)).toBe(blocked.check(ip, "ipv6"))
    }
  )

  prop(
    "an IPv4-mapped, NAT64 or 6to4 address is judged as the IPv4 address it carries, however it is written",
    [ipv4, fc.tuple(word, word, word)],
    ([ip, [a, b, c]]) => {
      const [p, q, r, s] = ip.split(".").map(Number) as [number, number, number, number]
      const hi = hex4((p << 8) | q)
      const lo = hex4((r << 8) | s)
      const expected = isForbiddenAddress(ip)
      for (const form of [
        `::ffff:${ip}`,
        `::FFFF:${ip}`,
        `0:0:0:0:0:ffff:${ip}`,
        `::ffff:${hi}:${lo}`,
        `[::ffff:${ip}]`,
        `64:ff9b::${ip}`,
        `64:ff9b::${hi}:${lo}`,
        `2002:${hi}:${lo}:${hex4(a)}:${hex4(b)}::${hex4(c)}`
      ]) {
        expect(isForbiddenAddress(form), form).toBe(expected)
      }
    }
  )

  prop(
    "the spelling of an IPv6 address does not change the verdict: compressed, expanded, upper case, zone, brackets",
    [fc.ipV6()],
    ([ip]) => {
      const verdict = isForbiddenAddress(ip)
      const expanded = groupsOf(ip).join(":")
      const full = expand(ip)
        .map((g) => g.toString(16).padStart(4, "0"))
        .join(":")
      for (const form of [expanded, full, full.toUpperCase(), `${ip}%eth0`, `[${ip}]`]) {
        expect(isForbiddenAddress(form), form).toBe(verdict)
      }
    }
  )

  prop(
    "text that is not an IP address is refused: the check fails closed",
    [
      fc
        .string({ maxLength: 60 })
        .filter((s) => net.isIP(s) === 0 && net.isIP(s.replace(/^\[|\]$/g, "").split("%")[0]!) === 0)
    ],
    ([text]) => {
      expect(isForbiddenAddress(text)).toBe(true)
      expect(isIpLiteral(text)).toBe(false)
    }
  )

  it("the named addresses of the rule: metadata, loopback, broadcast, unspecified, and public ones allowed", () => {
    for (const ip of [
      "169.254.169.254",
      "fd00:ec2::254",
      "127.0.0.1",
      "127.255.255.254",
      "::1",
      "::",
      "0.0.0.0",
      "255.255.255.255",
      "10.1.2.3",
      "172.31.255.255",
      "192.168.0.1",
      "100.64.0.1",
      "100.127.255.255",
      "fe80::1%eth0",
      "fc00::1",
      "ff02::1",
      "224.0.0.251",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254"
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(true)
      expect(forbiddenReason(ip), ip).not.toBe("not an IP address")
    }
    for (const ip of [
      "8.8.8.8",
      "1.1.1.1",
      "100.63.255.255",
      "100.128.0.0",
      "172.32.0.1",
      "2606:4700::1111",
      "::ffff:8.8.8.8"
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(false)
    }
    for (const text of [
      "",
      "localhost",
      "1.2.3",
      "1.2.3.4.5",
      "01.2.3.4",
      "256.1.1.1",
      "1::2::3",
      "::ffff:1.2.3.256",
      "example.com"
    ]) {
      expect(isForbiddenAddress(text), text).toBe(true)
    }
  })
})
