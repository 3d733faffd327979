import { Config, Context, Effect, Layer } from "effect"
import { payUrlFromEnv, payUrlShape } from "../charges/Config.ts"

/** Where a billing's slip page lives under `PAY_URL`: `<PAY_URL>/b/<billing id>`. */
export const bankSlipPath = "b"

/** Where a CARD_DEBIT billing's invoice page lives under `PAY_URL`: `<PAY_URL>/i/<id>` (`invoiceUrl`). */
export const invoicePath = "i"

/**
 * The sandbox's issuing bank code on boletos: 999, a code FEBRABAN assigns to no bank, so a sandbox slip is never
 * mistaken for a real one (docs/decisions.md "Boleto layout").
 */
export const sandboxBankCode = "999"

/** The sandbox's 7-digit agreement (convênio) code, the first part of every boleto's free field. */
export const sandboxAgreementCode = "0000001"

/**
 * The platform's PIX key that receives PIX billings (a random key, EVP): a billing's BR Code is a static code on it
 * with the billing's own txid, so the network tells the billings apart by txid.
 */
export const billingPixKeyDefault = "5f0c7a1e-2b6d-4c8e-9a3f-7d1b2c4e6a80"

/** Settings of the billing use cases. */
export interface BillingsConfigValue {
  /** The PIX key printed in PIX billings' BR Codes. */
  readonly pixKey: string
  /** The slip page of a billing: `<PAY_URL>/b/<id>`. */
  readonly bankSlipUrlFor: (billingId: string) => string
  /** The invoice page of a CARD_DEBIT billing, where its payer pays by debit card: `<PAY_URL>/i/<id>`. */
  readonly invoiceUrlFor: (billingId: string) => string
}

export class BillingsConfig extends Context.Service<BillingsConfig, BillingsConfigValue>()(
  "@trilho/domain/BillingsConfig"
) {}

/** The configuration from `PAY_URL` (the base of every hosted page) and a PIX key; a bad `PAY_URL` is a defect. */
export const make = (settings: { readonly payUrl: string; readonly pixKey?: string | undefined }) => {
  const match = payUrlShape.exec(settings.payUrl.trim())
  if (match === null) throw new Error(`PAY_URL must be an http(s) address without query, got ${settings.payUrl}`)
  const base = `${match[1]!.toLowerCase()}://${match[2]!}${(match[3] ?? "").replace(/\/+$/, "")}`
  return BillingsConfig.of({
    pixKey: settings.pixKey ?? billingPixKeyDefault,
    bankSlipUrlFor: (id) => `${base}/${bankSlipPath}/${id}`,
    invoiceUrlFor: (id) => `${base}/${invoicePath}/${id}`
  })
}

/** The configuration from given settings. */
export const layer = (settings: { readonly payUrl: string; readonly pixKey?: string | undefined }) =>
  Layer.effect(
    BillingsConfig,
    Effect.sync(() => make(settings))
  )

/**
 * The configuration from the environment: `PAY_URL` (the same setting as the pay pages) and `BILLING_PIX_KEY`
 * (default `billingPixKeyDefault`).
 */
export const layerFromConfig: Layer.Layer<BillingsConfig, Config.ConfigError> = Layer.unwrap(
  Effect.map(
    Config.all({
      payUrl: payUrlFromEnv,
      pixKey: Config.String("BILLING_PIX_KEY").pipe(Config.withDefault(billingPixKeyDefault))
    }),
    layer
  )
)
