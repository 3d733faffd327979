import { Portal, TotpCodes } from "@trilho/domain"
import { Effect, Layer } from "effect"
import * as OTPAuth from "otpauth"

/** RFC 6238 codes on `otpauth`: HOTP of the time step, the portal's defaults (SHA1, 6 digits, 30 s). */
export const make: Effect.Effect<TotpCodes.TotpCodes["Service"]> = Effect.sync(() =>
  TotpCodes.TotpCodes.of({
    generateSecret: () => Effect.sync(() => new OTPAuth.Secret({ size: 20 }).base32),
    codeAt: (secret, step, options) =>
      Effect.sync(() =>
        OTPAuth.HOTP.generate({
          secret: OTPAuth.Secret.fromBase32(secret),
          algorithm: options?.algorithm ?? "SHA1",
          digits: options?.digits ?? Portal.Totp.totpDigits,
          counter: step
        })
      ),
    uri: ({ issuer, label, secret }) =>
      new OTPAuth.TOTP({
        issuer,
        label,
        secret: OTPAuth.Secret.fromBase32(secret),
        algorithm: "SHA1",
        digits: Portal.Totp.totpDigits,
        period: Portal.Totp.totpPeriodSeconds
      }).toString()
  })
)

export const layer: Layer.Layer<TotpCodes.TotpCodes> = Layer.effect(TotpCodes.TotpCodes, make)
