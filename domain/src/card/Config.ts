import { Config, Context, Effect, Layer, Result } from "effect"
import { payUrlFromEnv } from "../charges/Config.ts"
import type { UsdBrlRate } from "../fees/Model.ts"
import { parseUsdBrlRate, usdBrlRateDefault } from "./Fee.ts"
import { cardSettlementPeriodMsDefault, checkSettlementPeriod } from "./Settlement.ts"

/** Where the processor's hosted pages live under `PAY_URL`: `<PAY_URL>/processor/...`. */
export const processorPagesPath = "processor"

/**
 * The card checkout's settings: `payUrl` (the platform's public address, under which the sandbox processor's pages
 * are served), the settlement period of card deposits (sandbox clock) and the USD to BRL rate of the fee's fixed part.
 */
export interface CardSettings {
  readonly payUrl: string
  readonly settlementPeriodMs: number
  readonly usdBrlRate: UsdBrlRate
}

/** The card checkout's settings as a service. */
export class CardConfig extends Context.Service<CardConfig, CardSettings>()("@trilho/domain/CardConfig") {}

/** The processor pages' base address for `payUrl` (no trailing slash). */
export const processorBaseUrl = (payUrl: string): string => `${payUrl.replace(/\/+$/, "")}/${processorPagesPath}`

/** The settings as given. */
export const layer = (settings: CardSettings): Layer.Layer<CardConfig> => Layer.succeed(CardConfig, settings)

/** Defaults of the tests and the sandbox: 30-day settlement, 5.00 BRL per US dollar. */
export const settingsDefault: Omit<CardSettings, "payUrl"> = {
  settlementPeriodMs: cardSettlementPeriodMsDefault,
  usdBrlRate: usdBrlRateDefault
}

/**
 * The settings from the environment: `PAY_URL` (as the charges'), `CARD_SETTLEMENT_PERIOD_MS` (0 to 366 days in
 * milliseconds, default 30 days) and `CARD_USD_BRL_RATE` (reais per dollar as decimal text, default `5.00`). An
 * invalid value is a defect at startup.
 */
export const layerFromConfig: Layer.Layer<CardConfig, Config.ConfigError> = Layer.effect(
  CardConfig,
  Effect.gen(function* () {
    const payUrl = yield* payUrlFromEnv
    const period = yield* Config.Int("CARD_SETTLEMENT_PERIOD_MS").pipe(
      Config.withDefault(settingsDefault.settlementPeriodMs)
    )
    const rate = yield* Config.String("CARD_USD_BRL_RATE").pipe(Config.withDefault(""))
    const settlementPeriodMs = Result.getOrElse(checkSettlementPeriod(period), (e) => {
      throw new Error(`card configuration: ${e.message}`)
    })
    const usdBrlRate =
      rate === ""
        ? usdBrlRateDefault
        : Result.getOrElse(parseUsdBrlRate(rate), (e) => {
            throw new Error(`card configuration: ${e.message}`)
          })
    return { payUrl, settlementPeriodMs, usdBrlRate }
  })
)
