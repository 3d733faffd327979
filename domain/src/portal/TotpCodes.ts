import { Context, type Effect } from "effect"

/** Options of a TOTP computation; the defaults are the portal's (SHA1, 6 digits, 30 s). */
export interface TotpOptions {
  readonly algorithm?: "SHA1" | "SHA256" | "SHA512"
  readonly digits?: number
  readonly periodSeconds?: number
}

/** RFC 4226/6238 one-time codes, computed by a library in an adapter. Secrets are base32 text (RFC 4648). */
export class TotpCodes extends Context.Service<
  TotpCodes,
  {
    /** A new random secret of 20 bytes, as base32. */
    readonly generateSecret: () => Effect.Effect<string>
    /** The code of time step `step` (⌊unix seconds / period⌋) for `secret`. */
    readonly codeAt: (secret: string, step: number, options?: TotpOptions) => Effect.Effect<string>
    /** The `otpauth://totp/…` URI an authenticator app reads (from a QR code), for `label` issued by `issuer`. */
    readonly uri: (input: { readonly secret: string; readonly label: string; readonly issuer: string }) => string
  }
>()("@trilho/domain/TotpCodes") {}
