import { Config, Context, Effect, Layer, Option, Result } from "effect"
import { encodeDynamic } from "../pix/BrCode.ts"
import { locationUrlLengthMax, locationUrlShape } from "../pix/BrCodeModel.ts"
import { idBodyLength } from "../shared/Ids.ts"
import { chargeIdPrefix } from "./Record.ts"

/** Where a charge's page lives under `PAY_URL`: `<PAY_URL>/pix/<charge id>`. */
export const payPagePath = "pix"

/** Settings of the receive-PIX use cases. */
export interface ChargesSettings {
  /** `PAY_URL`: the base address of hosted pages, `https://host[:port][/path]` (`http` in development). */
  readonly payUrl: string
  /** The city printed in BR Codes of merchants whose flags name none. */
  readonly merchantCityDefault: string
  /** The name printed in BR Codes when a merchant's name has no printable character. */
  readonly merchantNameDefault: string
}

/** Settings used when only `PAY_URL` is given. */
export const settingsDefault: Omit<ChargesSettings, "payUrl"> = {
  merchantCityDefault: "SAO PAULO",
  merchantNameDefault: "TRILHO"
}

/** The settings, checked and turned into the addresses of a charge. */
export interface ChargesConfigValue {
  readonly merchantCityDefault: string
  readonly merchantNameDefault: string
  /** The hosted page of a charge's QR code: `<PAY_URL>/pix/<id>`. */
  readonly qrcodeUrlFor: (chargeId: string) => string
  /**
   * The BR Code location of a charge, without scheme: `<PAY_URL host and path>/pix/<id>`. None when `PAY_URL` is not
   * an `https` address whose host a BR Code accepts (a dotted host name, 77 characters in all): the network's
   * location is used then.
   */
  readonly locationUrlFor: (chargeId: string) => Option.Option<string>
}

export class ChargesConfig extends Context.Service<ChargesConfig, ChargesConfigValue>()(
  "@trilho/domain/ChargesConfig"
) {}

/** The shape of `PAY_URL`: scheme, host (with port) and an optional path, no query or fragment. */
export const payUrlShape = /^(https?):\/\/([^/?#\s]+)(\/[^?#\s]*)?$/i

/** The longest charge id: `pix_` and a 26-character body. */
const sampleChargeId = `${chargeIdPrefix}_${"Z".repeat(idBodyLength)}`

/** Checks the settings; a failure names what is wrong. */
export const makeConfig = (settings: ChargesSettings): Result.Result<ChargesConfigValue, string> => {
  const match = payUrlShape.exec(settings.payUrl.trim())
  if (match === null) return Result.fail(`PAY_URL must be an http(s) address without query, got ${settings.payUrl}`)
  const scheme = match[1]!.toLowerCase()
  const base = `${match[2]!}${(match[3] ?? "").replace(/\/+$/, "")}`
  const page = (id: string) => `${base}/${payPagePath}/${id}`
  const sample = page(sampleChargeId)
  const locationOk = scheme === "https" && sample.length <= locationUrlLengthMax && locationUrlShape.test(sample)
  const cityOk = Result.isSuccess(
    encodeDynamic({
      merchantName: settings.merchantNameDefault,
      merchantCity: settings.merchantCityDefault,
      locationUrl: "a.example/x"
    })
  )
  if (!cityOk) return Result.fail("the default merchant name and city need a printable character each")
  return Result.succeed({
    merchantCityDefault: settings.merchantCityDefault,
    merchantNameDefault: settings.merchantNameDefault,
    qrcodeUrlFor: (id) => `${scheme}://${page(id)}`,
    locationUrlFor: (id) => (locationOk ? Option.some(page(id)) : Option.none())
  })
}

/** The configuration from settings; invalid settings are a defect at startup. */
export const layer = (settings: ChargesSettings): Layer.Layer<ChargesConfig> =>
  Layer.effect(
    ChargesConfig,
    Result.match(makeConfig(settings), {
      onFailure: (problem) => Effect.die(new Error(`charges configuration: ${problem}`)),
      onSuccess: Effect.succeed
    })
  )

/**
 * `PAY_URL` from the environment, by default the API itself (`http://<API_HOST>:<API_PORT>`, which serves the hosted
 * pages; `API_HOST` 127.0.0.1 and `API_PORT` 4000 by default). Every hosted page's address is built on it.
 */
export const payUrlFromEnv: Config.Config<string> = Config.String("PAY_URL").pipe(
  Config.orElse(() =>
    Config.map(
      Config.all({
        host: Config.String("API_HOST").pipe(Config.withDefault("127.0.0.1")),
        port: Config.Int("API_PORT").pipe(Config.withDefault(4000))
      }),
      ({ host, port }) => `http://${host.includes(":") ? `[${host}]` : host}:${port}`
    )
  )
)

/**
 * The configuration from the environment: `PAY_URL` (default the API itself, `http://<API_HOST>:<API_PORT>`, which
 * serves the pay pages; `API_HOST` 127.0.0.1 and `API_PORT` 4000 by default) and `PIX_MERCHANT_CITY` (default
 * `SAO PAULO`). The API and the worker build the same value from the same settings.
 */
export const layerFromConfig: Layer.Layer<ChargesConfig, Config.ConfigError> = Layer.unwrap(
  Effect.map(
    Config.all({
      payUrl: payUrlFromEnv,
      merchantCityDefault: Config.String("PIX_MERCHANT_CITY").pipe(
        Config.withDefault(settingsDefault.merchantCityDefault)
      )
    }),
    (c) => layer({ ...settingsDefault, ...c })
  )
)
