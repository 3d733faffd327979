import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { clientAddress, normalizeAddress } from "../../src/auth/ClientAddress.ts"
import { parseTrustedProxies } from "../../src/auth/Settings.ts"

const proxies = ["10.0.0.0/8", "::1"]

describe("client address", () => {
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress({ remoteAddress: "203.0.113.7", forwardedFor: "1.2.3.4", trustedProxies: [] })).toBe(
      "203.0.113.7"
    )
  })

  it("is the socket's peer when the peer is not a trusted proxy", () => {
    expect(clientAddress({ remoteAddress: "203.0.113.7", forwardedFor: "1.2.3.4", trustedProxies: proxies })).toBe(
      "203.0.113.7"
    )
  })

  it("behind trusted proxies, is the right-most hop that is not one of them", () => {
    const at = (forwardedFor: string) =>
      clientAddress({ remoteAddress: "10.0.0.2", forwardedFor, trustedProxies: proxies })
    expect(at("198.51.100.4")).toBe("198.51.100.4")
    // The client wrote the left part itself; the proxies appended what they saw.
    expect(at("1.2.3.4, 198.51.100.4, 10.0.0.9")).toBe("198.51.100.4")
    expect(at("10.1.1.1, 10.0.0.9")).toBe("10.1.1.1")
    expect(at("garbage, 10.0.0.9")).toBe("garbage")
  })

  it("behind a trusted proxy that sends no X-Forwarded-For, is the proxy", () => {
    expect(clientAddress({ remoteAddress: "::1", forwardedFor: undefined, trustedProxies: proxies })).toBe("::1")
  })

  it("folds IPv4-mapped IPv6 and drops ports", () => {
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1")
    expect(normalizeAddress(" 198.51.100.4:5678 ")).toBe("198.51.100.4")
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1")
    expect(
      clientAddress({ remoteAddress: "::ffff:10.0.0.2", forwardedFor: "::ffff:198.51.100.4", trustedProxies: proxies })
    ).toBe("198.51.100.4")
  })

  it("TRUSTED_PROXIES takes addresses and CIDR ranges, and refuses anything else", () => {
    expect(parseTrustedProxies("10.0.0.0/8, ::1 192.168.1.1")).toEqual(
      Result.succeed(["10.0.0.0/8", "::1", "192.168.1.1"])
    )
    expect(parseTrustedProxies("")).toEqual(Result.succeed([]))
    expect(Result.isFailure(parseTrustedProxies("10.0.0.0/33"))).toBe(true)
    expect(Result.isFailure(parseTrustedProxies("proxy.internal"))).toBe(true)
  })
})
