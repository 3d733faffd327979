/**
 * The shapes and limits of the PIX "BR Code" (BCB, Manual de Padrões para Iniciação do Pix), shared by the encoder
 * (`BrCode.ts`) and the parser (`BrCodeParse.ts`).
 */

/** The globally unique identifier of the PIX arrangement, in its merchant account template. */
export const pixGui = "br.gov.bcb.pix"

/** Characters of a whole BR Code, at most (the EMV limit). */
export const brCodeLengthMax = 512

/** Characters of the merchant name (field 59), at most. */
export const merchantNameLengthMax = 25

/** Characters of the merchant city (field 60), at most. */
export const merchantCityLengthMax = 15

/** Characters of a location URL (template 26, field 25), at most. */
export const locationUrlLengthMax = 77

/** Characters of a key (template 26, field 01), at most. */
export const keyLengthMax = 77

/** Characters of a static code's txid (field 62.05), at most. */
export const staticTxidLengthMax = 25

/** The largest amount field 54 holds: 13 characters, `9999999999.99`. */
export const brCodeAmountMaxCentavos = 999_999_999_999

/** The txid field of a code without one: always so in a dynamic code (its txid lives at the location). */
export const noTxid = "***"

/** A location URL without its scheme: a host name with a dot, an optional port, then a path. */
export const locationUrlShape = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?\/[\x21-\x7E]*$/i

/** A static BR Code: pays `key`, for `amountCentavos` when given (otherwise the payer types the amount). */
export interface StaticBrCode {
  readonly _tag: "Static"
  readonly key: string
  readonly amountCentavos?: number
  /** The receiver's reconciliation id (field 62.05); absent when the code carries `***`. */
  readonly txid?: string
  /** Free text for the payer (template 26, field 02). */
  readonly description?: string
  readonly merchantName: string
  readonly merchantCity: string
}

/**
 * A dynamic BR Code: the charge lives at `locationUrl` (no scheme; `https://` is implied). `amountCentavos` is the
 * amount printed in the code when there is one; the location's payload is the authority on the amount due.
 */
export interface DynamicBrCode {
  readonly _tag: "Dynamic"
  readonly locationUrl: string
  readonly amountCentavos?: number
  readonly merchantName: string
  readonly merchantCity: string
}

/** A parsed BR Code. */
export type BrCode = StaticBrCode | DynamicBrCode
