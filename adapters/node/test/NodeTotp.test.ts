import { describe, expect, it } from "@effect/vitest"
import { Portal, TotpCodes } from "@trilho/domain"
import { Effect } from "effect"
import * as OTPAuth from "otpauth"
import * as NodePasswordHasher from "../src/NodePasswordHasher.ts"
import * as NodeCrypto from "../src/NodeCrypto.ts"
import * as NodeTotp from "../src/NodeTotp.ts"

/** RFC 6238 Appendix B, SHA1 rows: the ASCII secret "12345678901234567890", 8 digits, 30-second steps. */
const rfc6238Sha1 = [
  { unixSeconds: 59, code: "94287082" },
  { unixSeconds: 1111111109, code: "07081804" },
  { unixSeconds: 1111111111, code: "14050471" },
  { unixSeconds: 1234567890, code: "89005924" },
  { unixSeconds: 2000000000, code: "69279037" },
  { unixSeconds: 20000000000, code: "65353130" }
]
const rfcSecret = OTPAuth.Secret.fromUTF8("12345678901234567890").base32

describe("NodeTotp", () => {
  it.effect("passes the RFC 6238 Appendix B test vectors (SHA1, 8 digits)", () =>
    Effect.gen(function* () {
      const codes = yield* TotpCodes.TotpCodes
      for (const { code, unixSeconds } of rfc6238Sha1) {
        const step = Portal.Totp.stepAt(unixSeconds * 1000)
        expect(yield* codes.codeAt(rfcSecret, step, { digits: 8 })).toBe(code)
      }
    }).pipe(Effect.provide(NodeTotp.layer))
  )

  it.effect("a code of the current step or a neighbour matches; one two steps away does not", () =>
    Effect.gen(function* () {
      const codes = yield* TotpCodes.TotpCodes
      const secret = yield* codes.generateSecret()
      const nowMs = 1_700_000_000_000
      const step = Portal.Totp.stepAt(nowMs)
      for (const delta of [-1, 0, 1]) {
        const code = yield* codes.codeAt(secret, step + delta)
        const matched = yield* Portal.Service.matchTotp(secret, code, nowMs)
        expect(matched._tag === "Some" && matched.value).toBe(step + delta)
      }
      const far = yield* codes.codeAt(secret, step + 2)
      const near = yield* Effect.all([-1, 0, 1].map((d) => codes.codeAt(secret, step + d)))
      if (!near.includes(far)) {
        expect((yield* Portal.Service.matchTotp(secret, far, nowMs))._tag).toBe("None")
      }
    }).pipe(Effect.provide([NodeTotp.layer, NodeCrypto.layer]))
  )

  it("a code is usable only above the last used step", () => {
    expect(Portal.Totp.stepUsable(10, 9)).toBe(true)
    expect(Portal.Totp.stepUsable(10, 10)).toBe(false)
    expect(Portal.Totp.stepUsable(9, 10)).toBe(false)
  })

  it("the URI carries the secret, issuer and parameters", () =>
    Effect.gen(function* () {
      const codes = yield* TotpCodes.TotpCodes
      const uri = codes.uri({ secret: rfcSecret, label: "op@example.com", issuer: "Trilho" })
      expect(uri).toMatch(/^otpauth:\/\/totp\/Trilho:op%40example\.com\?/)
      expect(uri).toContain(`secret=${rfcSecret}`)
      expect(uri).toContain("digits=6")
    }).pipe(Effect.provide(NodeTotp.layer), Effect.runSync))
})

describe("NodePasswordHasher", () => {
  it.effect("hashes with argon2id and verifies only the same password", () =>
    Effect.gen(function* () {
      const hasher = yield* NodePasswordHasher.make
      const encoded = yield* hasher.hash("Sup3r!secret")
      expect(encoded.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true)
      expect(yield* hasher.verify(encoded, "Sup3r!secret")).toBe(true)
      expect(yield* hasher.verify(encoded, "Sup3r!secreT")).toBe(false)
      expect(yield* hasher.verify("not a hash", "Sup3r!secret")).toBe(false)
    })
  )
})
