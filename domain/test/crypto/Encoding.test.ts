import { describe, expect, it } from "@effect/vitest"
import { base58check, hexAddress, rippleAlphabet, segwitAddress } from "../../src/crypto/Encoding.ts"

const hex = (text: string) => new Uint8Array(text.match(/../g)!.map((b) => parseInt(b, 16)))

describe("address encoders", () => {
  it("encode BIP-173 and BIP-350 test vectors", () => {
    expect(segwitAddress("bc", 0, hex("751e76e8199196d454941c45d1b3a323f1433bd6"))).toBe(
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    )
    expect(segwitAddress("tb", 0, hex("1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262"))).toBe(
      "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"
    )
    expect(segwitAddress("bc", 1, hex("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"))).toBe(
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"
    )
  })

  it("encode base58check with Bitcoin's and the XRP Ledger's alphabets", () => {
    expect(base58check(0x00, hex("010966776006953d5567439e5e39f86a0d273bee"))).toBe("16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM")
    expect(base58check(0x00, new Uint8Array(20), rippleAlphabet)).toBe("rrrrrrrrrrrrrrrrrrrrrhoLvTp")
    expect(base58check(0x41, new Uint8Array(20))).toMatch(/^T/)
  })

  it("write Ethereum-style addresses in lower case", () => {
    expect(hexAddress(hex("52908400098527886e0f7030069857d2e4169ee7"))).toBe(
      "0x52908400098527886e0f7030069857d2e4169ee7"
    )
  })
})
