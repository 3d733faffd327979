import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import {
  assetOf,
  assets,
  formatAssetAmount,
  isConfirmed,
  networksOf,
  parseAssetAmount,
  unitsMax
} from "../../src/crypto/Assets.ts"
import { UnsupportedAsset } from "../../src/crypto/Errors.ts"

const btc = { decimals: 8 }
const eth = { decimals: 18 }

describe("crypto assets", () => {
  it("offers BTC, ETH, USDT, USDC and XRP on their named networks, once each", () => {
    expect(assets.map((a) => `${a.currency}/${a.network}`)).toEqual([
      "BTC/bitcoin",
      "ETH/ethereum",
      "USDT/ethereum",
      "USDT/tron",
      "USDC/ethereum",
      "USDC/polygon",
      "XRP/xrpl"
    ])
    expect(networksOf("USDT")).toEqual(["ethereum", "tron"])
  })

  it("names the networks a currency is offered on when refusing another", () => {
    expect(assetOf("USDT", "bitcoin")).toStrictEqual(
      Result.fail(new UnsupportedAsset({ currency: "USDT", network: "bitcoin", networks: ["ethereum", "tron"] }))
    )
    expect(Result.getOrThrow(assetOf("USDC", "polygon")).decimals).toBe(6)
  })

  it("keeps every minimum, fee and confirmation count positive, and the minimum withdrawal above its fee", () => {
    for (const a of assets) {
      expect(a.minDepositUnits).toBeGreaterThan(0n)
      expect(a.withdrawalFeeUnits).toBeGreaterThan(0n)
      expect(a.minWithdrawalUnits).toBeGreaterThan(a.withdrawalFeeUnits)
      expect(a.confirmationsRequired).toBeGreaterThanOrEqual(1)
      expect(a.extraId).toBe(a.network === "xrpl" ? "required" : "none")
    }
    expect(Result.getOrThrow(assetOf("BTC", "bitcoin")).minDepositUnits).toBe(10_000n)
  })

  it("parses decimal text into the smallest unit and formats it back", () => {
    expect(parseAssetAmount(btc, "0.0015")).toStrictEqual(Result.succeed(150_000n))
    expect(parseAssetAmount(btc, " 21 ")).toStrictEqual(Result.succeed(2_100_000_000n))
    expect(parseAssetAmount(eth, "1.000000000000000001")).toStrictEqual(Result.succeed(10n ** 18n + 1n))
    expect(formatAssetAmount(btc, 150_000n)).toBe("0.0015")
    expect(formatAssetAmount(btc, 2_100_000_000n)).toBe("21")
    expect(formatAssetAmount(eth, 1n)).toBe("0.000000000000000001")
    expect(formatAssetAmount(btc, 0n)).toBe("0")
  })

  it("refuses floats' texts, signs, excess decimals, zero and out-of-range amounts with a reason", () => {
    const reason = (text: string, allowZero = false) =>
      Result.match(parseAssetAmount(btc, text, { allowZero }), { onFailure: (e) => e.reason, onSuccess: () => "ok" })
    expect(reason("1e-8")).toBe("not_a_number")
    expect(reason("0x10")).toBe("not_a_number")
    expect(reason(".5")).toBe("not_a_number")
    expect(reason("")).toBe("not_a_number")
    expect(reason("0.000000001")).toBe("too_many_decimals")
    expect(reason("-1")).toBe("negative")
    expect(reason("0")).toBe("zero")
    expect(reason("0", true)).toBe("ok")
    expect(reason("-0")).toBe("zero")
    expect(reason(`${unitsMax}`)).toBe("out_of_range")
    expect(reason("9".repeat(80))).toBe("out_of_range")
    const tooMany = parseAssetAmount(btc, "0.123456789")
    expect(Result.isFailure(tooMany) && tooMany.failure.message).toBe(
      "amount has more decimals than the currency (at most 8)"
    )
  })

  it("counts a deposit once it has the asset's confirmations", () => {
    const bitcoin = Result.getOrThrow(assetOf("BTC", "bitcoin"))
    expect(isConfirmed(bitcoin, 1)).toBe(false)
    expect(isConfirmed(bitcoin, 2)).toBe(true)
  })
})
