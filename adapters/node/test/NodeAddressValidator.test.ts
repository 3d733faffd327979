import { describe, expect, it } from "@effect/vitest"
import { CryptoAssets, CryptoNetwork } from "@trilho/domain"
import { Effect, Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { NodeAddressValidator } from "../src/index.ts"

const mainnet = NodeAddressValidator.make({ bitcoin: "mainnet" })
const testnet = NodeAddressValidator.make({ bitcoin: "testnet" })

type Network = CryptoAssets.CryptoNetworkName

/** Real addresses: BIP-173/BIP-350 and EIP-55 vectors, well-known accounts and token contracts. */
const valid: ReadonlyArray<readonly [Network, string, string]> = [
  ["bitcoin", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa", "p2pkh"],
  ["bitcoin", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "p2sh"],
  ["bitcoin", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "p2wpkh"],
  ["bitcoin", "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3", "p2wsh"],
  ["bitcoin", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", "p2tr"],
  ["ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "account"],
  ["ethereum", "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359", "account"],
  ["ethereum", "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB", "account"],
  ["ethereum", "0xdAC17F958D2ee523a2206206994597C13D831ec7", "account"],
  ["polygon", "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", "account"],
  ["tron", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "account"],
  ["xrpl", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh", "account"]
]

const reasonOf = (r: Result.Result<unknown, CryptoAssets.InvalidCryptoAddress>) =>
  Result.match(r, { onFailure: (e) => e.reason, onSuccess: () => "valid" })
const messageOf = (r: Result.Result<unknown, CryptoAssets.InvalidCryptoAddress>) =>
  Result.match(r, { onFailure: (e) => e.message, onSuccess: () => "valid" })
const extraIdOf = (network: Network) => (network === "xrpl" ? "0" : undefined)

const alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
/** The checksummed fixtures: every Bitcoin, TRON and XRP address, and the mixed-case EIP-55 ones. */
const checksummed = valid.filter(([, address]) => !/^0x[0-9a-f]{40}$|^0x[0-9A-F]{40}$/.test(address))
const corrupt = (address: string, position: number, char: string) =>
  address.slice(0, position) + char + address.slice(position + 1)

describe("NodeAddressValidator", () => {
  it("accepts real addresses of every network, normalized, with their kind", () => {
    for (const [network, address, kind] of valid) {
      const result = mainnet.validate(network, address, extraIdOf(network))
      expect(Result.map(result, (v) => [v.address, v.kind])).toStrictEqual(Result.succeed([address, kind]))
    }
  })

  it("writes bech32 in lower case and Ethereum-style accounts in their EIP-55 form", () => {
    const upper = "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"
    expect(Result.getOrThrow(mainnet.validate("bitcoin", upper)).address).toBe(upper.toLowerCase())
    for (const eth of ["0x52908400098527886e0f7030069857d2e4169ee7", "0x52908400098527886E0F7030069857D2E4169EE7"]) {
      expect(Result.getOrThrow(mainnet.validate("ethereum", eth)).address).toBe(
        "0x52908400098527886E0F7030069857D2E4169EE7"
      )
    }
    expect(Result.getOrThrow(mainnet.validate("polygon", "0xde709f2102306220921060314715629080e2fb77")).address).toBe(
      "0xde709f2102306220921060314715629080e2fb77"
    )
    expect(Result.getOrThrow(mainnet.validate("ethereum", "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED")).address).toBe(
      "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    )
  })

  it("names a bad checksum", () => {
    expect(reasonOf(mainnet.validate("bitcoin", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb"))).toBe("bad_checksum")
    expect(reasonOf(mainnet.validate("bitcoin", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"))).toBe("bad_checksum")
    expect(reasonOf(mainnet.validate("ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"))).toBe("bad_checksum")
    expect(reasonOf(mainnet.validate("tron", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T"))).toBe("bad_checksum")
    expect(messageOf(mainnet.validate("xrpl", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTr", "1"))).toBe(
      "address has a bad checksum (a mistyped character?)"
    )
    // A v1 program checksummed with bech32 instead of bech32m (BIP-350's invalid vectors).
    expect(
      reasonOf(mainnet.validate("bitcoin", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd"))
    ).toBe("bad_checksum")
  })

  it("names the wrong network: another network's address, or the other Bitcoin chain", () => {
    expect(messageOf(mainnet.validate("ethereum", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"))).toBe(
      "address belongs to tron, not to ethereum"
    )
    expect(reasonOf(mainnet.validate("bitcoin", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"))).toBe("wrong_network")
    expect(reasonOf(mainnet.validate("bitcoin", "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"))).toBe("wrong_network")
    expect(reasonOf(mainnet.validate("tron", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"))).toBe("wrong_network")
    expect(messageOf(mainnet.validate("bitcoin", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"))).toBe(
      "address is a Bitcoin testnet address; mainnet is taken here"
    )
    expect(reasonOf(testnet.validate("bitcoin", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"))).toBe("wrong_network")
    expect(reasonOf(testnet.validate("bitcoin", "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa"))).toBe("wrong_network")
    expect(Result.getOrThrow(testnet.validate("bitcoin", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx")).kind).toBe(
      "p2wpkh"
    )
  })

  it("names a wrong length and a malformed address", () => {
    expect(reasonOf(mainnet.validate("ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA"))).toBe("wrong_length")
    expect(reasonOf(mainnet.validate("bitcoin", "1A1zP1eP5QGefi2DMPTfTL5SLmv7"))).toBe("wrong_length")
    expect(reasonOf(mainnet.validate("ethereum", "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"))).toBe("malformed")
    expect(reasonOf(mainnet.validate("ethereum", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg"))).toBe("malformed")
    expect(reasonOf(mainnet.validate("bitcoin", "bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"))).toBe("malformed")
    expect(reasonOf(mainnet.validate("bitcoin", "1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a"))).toBe("malformed")
    expect(reasonOf(mainnet.validate("tron", "41a614f803b6fd780986a42c78ec9c7f77e6ded13c"))).toBe("malformed")
    expect(reasonOf(mainnet.validate("bitcoin", ""))).toBe("malformed")
    expect(reasonOf(mainnet.validate("bitcoin", "1".repeat(200)))).toBe("wrong_length")
  })

  it("requires a destination tag on the XRP Ledger and refuses an extraId elsewhere", () => {
    const account = "rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh"
    expect(reasonOf(mainnet.validate("xrpl", account))).toBe("extra_id_missing")
    expect(Result.map(mainnet.validate("xrpl", account, "007"), (v) => v.extraId)).toStrictEqual(Result.succeed("7"))
    expect(Result.map(mainnet.validate("xrpl", account, "4294967295"), (v) => v.extraId)).toStrictEqual(
      Result.succeed("4294967295")
    )
    for (const bad of ["4294967296", "-1", "1.5", "abc", "12345678901"]) {
      const refused = mainnet.validate("xrpl", account, bad)
      expect(Result.isFailure(refused) && [refused.failure.field, refused.failure.reason]).toEqual([
        "extraId",
        "extra_id_invalid"
      ])
    }
    expect(reasonOf(mainnet.validate("tron", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "123"))).toBe(
      "extra_id_not_supported"
    )
    expect(reasonOf(mainnet.validate("tron", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", " "))).toBe("valid")
  })

  it("refuses every one-character substitution of every checksummed fixture", () => {
    for (const [network, address] of checksummed) {
      for (let position = 0; position < address.length; position++) {
        for (const char of alphabet) {
          if (char === address[position]) continue
          const corrupted = corrupt(address, position, char)
          expect(reasonOf(mainnet.validate(network, corrupted, extraIdOf(network))), corrupted).not.toBe("valid")
        }
      }
    }
  })

  prop(
    "corrupting one character of a valid checksummed address is refused",
    [
      fc
        .constantFrom(...checksummed)
        .chain(([network, address]) =>
          fc.tuple(
            fc.constant(network),
            fc.constant(address),
            fc.integer({ min: 0, max: address.length - 1 }),
            fc.constantFrom(...alphabet)
          )
        )
    ],
    ([[network, address, position, char]]) => {
      fc.pre(address[position] !== char)
      expect(mainnet.validate(network, corrupt(address, position, char), extraIdOf(network))._tag).toBe("Failure")
    }
  )

  prop(
    "every deposit address the in-memory chain issues is valid for its network",
    [
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.constantFrom(...CryptoAssets.assets),
      fc.integer({ min: 1, max: 1_000 })
    ],
    ([depositId, asset, seed]) => {
      const issued = CryptoNetwork.derivedAddress(
        { seed, bitcoin: "testnet" },
        { depositId, currency: asset.currency, network: asset.network }
      )
      const checked = testnet.validate(issued.network, issued.address, issued.extraId)
      expect(Result.map(checked, (v) => v.network)).toStrictEqual(Result.succeed(asset.network))
      const main = CryptoNetwork.derivedAddress(
        { seed, bitcoin: "mainnet" },
        { depositId, currency: "BTC", network: "bitcoin" }
      )
      expect(Result.isSuccess(mainnet.validate("bitcoin", main.address))).toBe(true)
    }
  )

  it.effect("accepts the addresses the in-memory chain hands out through its port", () =>
    Effect.gen(function* () {
      const network = yield* CryptoNetwork.CryptoNetwork
      for (const asset of CryptoAssets.assets) {
        const issued = yield* network.issueDepositAddress({
          depositId: "dep_x",
          currency: asset.currency,
          network: asset.network
        })
        expect(reasonOf(testnet.validate(issued.network, issued.address, issued.extraId))).toBe("valid")
      }
    }).pipe(Effect.provide(CryptoNetwork.layerMemory()))
  )
})
