import { Context, Effect, Layer, Schema } from "effect"
import type { AssetSpec, CryptoCurrency } from "./Assets.ts"
import { type CryptoRate, rateFromPrice } from "./Quotes.ts"

/** No price of the currency is known now: the market feed is down or the currency is not priced. */
export class CryptoPriceUnavailable extends Schema.TaggedError<CryptoPriceUnavailable>()("CryptoPriceUnavailable", {
  currency: Schema.String
}) {
  override get message(): string {
    return `no price of ${this.currency} is available now; try again later`
  }
}

/**
 * The price port: the mid price of a currency in reais, as an exact rate in the asset's units. A currency's price is
 * the same on every network it travels on (a token is worth the same on Ethereum and on TRON).
 */
export class CryptoPrices extends Context.Service<
  CryptoPrices,
  {
    /** The mid rate of `asset`'s currency now, or `CryptoPriceUnavailable`. */
    readonly rateOf: (asset: AssetSpec) => Effect.Effect<CryptoRate, CryptoPriceUnavailable>
  }
>()("@trilho/domain/CryptoPrices") {}

/**
 * The sandbox's prices, in reais per whole coin: fixed, so quotes in tests and walkthroughs are reproducible. Near
 * the market's in the second half of 2025.
 */
export const sandboxPrices: Readonly<Record<CryptoCurrency, string>> = {
  BTC: "350000",
  ETH: "20000",
  USDT: "5.40",
  USDC: "5.40",
  XRP: "15.50"
}

/**
 * Prices from a fixed table of decimal texts in reais per coin (`sandboxPrices` unless told); a currency left out, or
 * a text `rateFromPrice` refuses, is `CryptoPriceUnavailable`.
 */
export const layerStatic = (
  prices: Partial<Readonly<Record<CryptoCurrency, string>>> = sandboxPrices
): Layer.Layer<CryptoPrices> =>
  Layer.succeed(
    CryptoPrices,
    CryptoPrices.of({
      rateOf: (asset) => {
        const price = prices[asset.currency]
        const rate = price === undefined ? undefined : rateFromPrice(asset, price)
        return rate === undefined
          ? Effect.fail(new CryptoPriceUnavailable({ currency: asset.currency }))
          : Effect.succeed(rate)
      }
    })
  )
