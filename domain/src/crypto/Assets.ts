import { Result, Schema } from "effect"
import { InvalidCryptoAmount, UnsupportedAsset } from "./Errors.ts"

/** The crypto currencies the platform takes and sends. */
export const CryptoCurrency = Schema.Literals(["BTC", "ETH", "USDT", "USDC", "XRP"])
export type CryptoCurrency = typeof CryptoCurrency.Type

/**
 * The chains the platform follows, by name: `bitcoin`, `ethereum` (ERC-20 tokens too), `tron` (TRC-20), `polygon`
 * (PoS, ERC-20-style tokens) and `xrpl` (the XRP Ledger, whose shared addresses need a destination tag).
 */
export const CryptoNetworkName = Schema.Literals(["bitcoin", "ethereum", "tron", "polygon", "xrpl"])
export type CryptoNetworkName = typeof CryptoNetworkName.Type

/**
 * Which Bitcoin chain addresses belong to: `mainnet` (`bc1…`, `1…`, `3…`) or `testnet` (`tb1…`, `m…`/`n…`, `2…`). The
 * sandbox uses testnet: it holds no keys, so an address it shows must never be able to receive real coins. The other
 * networks' address formats are the same on their test chains.
 */
export const BitcoinChain = Schema.Literals(["mainnet", "testnet"])
export type BitcoinChain = typeof BitcoinChain.Type

/**
 * Whether a network's transfers carry an `extraId` (memo, destination tag) beside the address: `none`, or `required`
 * (the XRP Ledger: exchanges share one address among their customers and tell them apart by the tag, so a withdrawal
 * without one could be lost; a personal wallet takes tag 0).
 */
export const ExtraIdRule = Schema.Literals(["none", "required"])
export type ExtraIdRule = typeof ExtraIdRule.Type

/**
 * An amount of a crypto asset in its smallest unit, as a big integer: satoshis (10^-8 BTC), wei (10^-18 ETH), drops
 * (10^-6 XRP), or 10^-6 of a USDT/USDC token. Never a float.
 */
export const AssetUnits = Schema.BigInt.check(Schema.isGreaterThanOrEqualToBigInt(0n)).pipe(Schema.brand("AssetUnits"))
export type AssetUnits = typeof AssetUnits.Type

/** The largest amount of units any amount may carry (10^30: a trillion ETH in wei); past it, `out_of_range`. */
export const unitsMax = 10n ** 30n

/**
 * One currency on one network: its decimals, the smallest deposit and withdrawal, the confirmations after which a
 * deposit counts, the flat network fee charged per withdrawal (in the asset's own units, as exchanges charge it; the
 * platform pays the chain's real fee, gas included, out of it) and its `extraId` rule. A token's `contract` is the
 * mainnet contract it is issued by.
 */
export interface AssetSpec {
  readonly currency: CryptoCurrency
  readonly network: CryptoNetworkName
  readonly decimals: number
  readonly minDepositUnits: bigint
  readonly minWithdrawalUnits: bigint
  readonly withdrawalFeeUnits: bigint
  readonly confirmationsRequired: number
  readonly extraId: ExtraIdRule
  readonly contract?: string
}

const whole = (decimals: number, text: string): bigint => {
  const [i, f = ""] = text.split(".") as [string, string?]
  return BigInt(i) * 10n ** BigInt(decimals) + BigInt(f.padEnd(decimals, "0"))
}

const asset = (
  currency: CryptoCurrency,
  network: CryptoNetworkName,
  decimals: number,
  amounts: { readonly minDeposit: string; readonly minWithdrawal: string; readonly withdrawalFee: string },
  confirmationsRequired: number,
  extra: { readonly extraId?: ExtraIdRule; readonly contract?: string } = {}
): AssetSpec => ({
  currency,
  network,
  decimals,
  minDepositUnits: whole(decimals, amounts.minDeposit),
  minWithdrawalUnits: whole(decimals, amounts.minWithdrawal),
  withdrawalFeeUnits: whole(decimals, amounts.withdrawalFee),
  confirmationsRequired,
  extraId: extra.extraId ?? "none",
  ...(extra.contract === undefined ? {} : { contract: extra.contract })
})

/**
 * Every asset the platform offers. Confirmations: 2 blocks on Bitcoin, 12 on Ethereum, 19 on TRON (its solidified
 * block), 64 on Polygon, 1 validated ledger on the XRP Ledger (final on close). Fees and minimums are the platform's
 * prices, in the range exchanges charge; a withdrawal's minimum is what reaches the address, its fee comes on top.
 */
export const assets: ReadonlyArray<AssetSpec> = [
  asset("BTC", "bitcoin", 8, { minDeposit: "0.0001", minWithdrawal: "0.0002", withdrawalFee: "0.00005" }, 2),
  asset("ETH", "ethereum", 18, { minDeposit: "0.001", minWithdrawal: "0.002", withdrawalFee: "0.0005" }, 12),
  asset("USDT", "ethereum", 6, { minDeposit: "5", minWithdrawal: "10", withdrawalFee: "4" }, 12, {
    contract: "0xdAC17F958D2ee523a2206206994597C13D831ec7"
  }),
  asset("USDT", "tron", 6, { minDeposit: "1", minWithdrawal: "5", withdrawalFee: "1" }, 19, {
    contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
  }),
  asset("USDC", "ethereum", 6, { minDeposit: "5", minWithdrawal: "10", withdrawalFee: "4" }, 12, {
    contract: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
  }),
  asset("USDC", "polygon", 6, { minDeposit: "1", minWithdrawal: "2", withdrawalFee: "0.1" }, 64, {
    contract: "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359"
  }),
  asset("XRP", "xrpl", 6, { minDeposit: "1", minWithdrawal: "2", withdrawalFee: "0.25" }, 1, { extraId: "required" })
]

/** The networks a currency is offered on, in table order. */
export const networksOf = (currency: CryptoCurrency): ReadonlyArray<CryptoNetworkName> =>
  assets.filter((a) => a.currency === currency).map((a) => a.network)

/** The asset of `currency` on `network`, or `UnsupportedAsset` naming the networks the currency is offered on. */
export const assetOf = (
  currency: CryptoCurrency,
  network: CryptoNetworkName
): Result.Result<AssetSpec, UnsupportedAsset> => {
  const found = assets.find((a) => a.currency === currency && a.network === network)
  return found === undefined
    ? Result.fail(new UnsupportedAsset({ currency, network, networks: [...networksOf(currency)] }))
    : Result.succeed(found)
}

/** Whether a deposit with `confirmations` on its chain counts as final for `asset`. */
export const isConfirmed = (asset: AssetSpec, confirmations: number): boolean =>
  confirmations >= asset.confirmationsRequired

/** Characters of an amount's decimal text, at most. */
export const amountTextLengthMax = 64

const amountPattern = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * Parses an amount of `asset` written as decimal text in whole coins (`"0.0015"` BTC) into its smallest units. Refuses
 * anything but plain decimal text (no exponent, no sign but a minus, which is refused as negative), more decimals than
 * the asset has, zero unless `allowZero`, and amounts past `unitsMax`. Crypto amounts travel as strings, as the
 * market's APIs send them: a JSON number cannot carry 18 decimals exactly.
 */
export const parseAssetAmount = (
  asset: Pick<AssetSpec, "decimals">,
  text: string,
  options: { readonly allowZero?: boolean } = {}
): Result.Result<AssetUnits, InvalidCryptoAmount> => {
  const fail = (reason: InvalidCryptoAmount["reason"]) =>
    Result.fail(new InvalidCryptoAmount({ reason, decimals: asset.decimals }))
  const trimmed = text.trim()
  if (trimmed.length > amountTextLengthMax) return fail("out_of_range")
  const match = amountPattern.exec(trimmed)
  if (match === null) return fail("not_a_number")
  const fraction = match[3] ?? ""
  if (fraction.length > asset.decimals) return fail("too_many_decimals")
  const units = BigInt(match[2]!) * 10n ** BigInt(asset.decimals) + BigInt(fraction.padEnd(asset.decimals, "0"))
  if (match[1] === "-" && units !== 0n) return fail("negative")
  if (units > unitsMax) return fail("out_of_range")
  if (units === 0n && options.allowZero !== true) return fail("zero")
  return Result.succeed(units as AssetUnits)
}

/**
 * Formats units of `asset` as decimal text in whole coins with no trailing zeros (`150000n` sats → `"0.0015"`); the
 * inverse of `parseAssetAmount` on every non-negative amount.
 */
export const formatAssetAmount = (asset: Pick<AssetSpec, "decimals">, units: bigint): string => {
  if (units < 0n) throw new RangeError("formatAssetAmount takes a non-negative amount")
  const scale = 10n ** BigInt(asset.decimals)
  const fraction = (units % scale).toString().padStart(asset.decimals, "0").replace(/0+$/, "")
  return fraction === "" ? `${units / scale}` : `${units / scale}.${fraction}`
}

/** Builds `AssetUnits` from a big integer, trusting the caller (internal arithmetic). Throws on a negative amount. */
export const assetUnits = (value: bigint): AssetUnits => {
  if (value < 0n) throw new RangeError(`asset units must not be negative, got ${value}`)
  return value as AssetUnits
}
