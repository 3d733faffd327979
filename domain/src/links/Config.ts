import { Config, Context, Effect, Layer, Result } from "effect"
import { payUrlFromEnv, payUrlShape } from "../charges/Config.ts"

/** Where a link's hosted page lives under `PAY_URL`: `<PAY_URL>/l/<link id>`. */
export const linkPagePath = "l"

/** Where a crypto deposit's hosted page lives under `PAY_URL`: `<PAY_URL>/crypto/<deposit id>`. */
export const cryptoPagePath = "crypto"

/** The addresses of payment links, built from `PAY_URL`. */
export interface PaymentLinksConfigValue {
  /** The hosted page of a link, where buyers pay it: `<PAY_URL>/l/<id>`. */
  readonly payPageUrlFor: (linkId: string) => string
  /**
   * The page of one checkout session of a link, where a buyer comes back from a card processor's hosted page: the
   * receipt with the deliveries once paid, else the session's state. `<PAY_URL>/l/<link id>/sessions/<session id>`.
   */
  readonly sessionPageUrlFor: (linkId: string, sessionId: string) => string
  /** The hosted page of a crypto deposit, where a buyer pays a `CRYPTO` session: `<PAY_URL>/crypto/<deposit id>`. */
  readonly cryptoPageUrlFor: (depositId: string) => string
}

export class PaymentLinksConfig extends Context.Service<PaymentLinksConfig, PaymentLinksConfigValue>()(
  "@trilho/domain/PaymentLinksConfig"
) {}

/** Checks `PAY_URL` (as the charges do) and builds the addresses; a failure names what is wrong. */
export const makeConfig = (payUrl: string): Result.Result<PaymentLinksConfigValue, string> => {
  const match = payUrlShape.exec(payUrl.trim())
  if (match === null) return Result.fail(`PAY_URL must be an http(s) address without query, got ${payUrl}`)
  const base = `${match[1]!.toLowerCase()}://${match[2]!}${(match[3] ?? "").replace(/\/+$/, "")}`
  const payPageUrlFor = (id: string) => `${base}/${linkPagePath}/${encodeURIComponent(id)}`
  return Result.succeed({
    payPageUrlFor,
    sessionPageUrlFor: (linkId, sessionId) => `${payPageUrlFor(linkId)}/sessions/${encodeURIComponent(sessionId)}`,
    cryptoPageUrlFor: (depositId) => `${base}/${cryptoPagePath}/${encodeURIComponent(depositId)}`
  })
}

/** The configuration for `payUrl`; an invalid one is a defect at startup. */
export const layer = (payUrl: string): Layer.Layer<PaymentLinksConfig> =>
  Layer.effect(
    PaymentLinksConfig,
    Result.match(makeConfig(payUrl), {
      onFailure: (problem) => Effect.die(new Error(`payment links configuration: ${problem}`)),
      onSuccess: Effect.succeed
    })
  )

/** The configuration from the same `PAY_URL` setting as the charges' pages (`Charges.Config.payUrlFromEnv`). */
export const layerFromConfig: Layer.Layer<PaymentLinksConfig, Config.ConfigError> = Layer.unwrap(
  Effect.map(payUrlFromEnv, layer)
)
