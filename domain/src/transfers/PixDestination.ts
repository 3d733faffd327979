import { Option, Result } from "effect"
import * as BrCode from "../pix/BrCode.ts"
import { InvalidBrCode } from "../pix/BrCodeErrors.ts"
import { detectKeyType, normalizeKey, type InvalidPixKey, type PixKeyType } from "../pix/Keys.ts"
import { BrCodeAmountMismatch, InvalidPixTransfer } from "./PixErrors.ts"

/** The destination fields of a create request. */
export interface DestinationInput {
  readonly pixKey?: string | undefined
  readonly pixKeyType?: PixKeyType | undefined
  readonly pixCopyPaste?: string | undefined
  /** The amount asked for, when given. */
  readonly amountCentavos?: number | undefined
  readonly coverFee?: boolean | undefined
}

/**
 * A destination after the pure checks:
 * - `Key`: a normalized key; the request's amount;
 * - `Static`: a static BR Code's key (normalized, typed); `fixedCentavos` when the code carries an amount;
 * - `Dynamic`: a dynamic code's location (this platform's charge, or another PSP's), its printed amount if any.
 */
export type Destination =
  | { readonly _tag: "Key"; readonly pixKey: string; readonly pixKeyType: PixKeyType }
  | {
      readonly _tag: "Static"
      readonly pixKey: string
      readonly pixKeyType: PixKeyType
      readonly brCode: string
      readonly fixedCentavos: number | undefined
    }
  | {
      readonly _tag: "Dynamic"
      readonly brCode: string
      readonly locationUrl: string
      readonly printedCentavos: number | undefined
    }

type Refusal = InvalidPixTransfer | InvalidPixKey | InvalidBrCode

const refuse = (field: string, message: string) => Result.fail(new InvalidPixTransfer({ field, message }))

/**
 * Checks the destination: exactly one of `pixKey` (with `pixKeyType`) and `pixCopyPaste`. A key is normalized for its
 * type (`InvalidPixKey`); a BR Code is parsed with its CRC checked (`InvalidBrCode`), and a static code's key must be
 * a valid key in normal form.
 */
export const parseDestination = (input: DestinationInput): Result.Result<Destination, Refusal> =>
  Result.gen(function* () {
    const hasKey = input.pixKey !== undefined || input.pixKeyType !== undefined
    const hasCode = input.pixCopyPaste !== undefined
    if (hasKey && hasCode) return yield* refuse("pixCopyPaste", "send either pixKey and pixKeyType or pixCopyPaste")
    if (!hasKey && !hasCode) return yield* refuse("pixKey", "a destination is required: pixKey or pixCopyPaste")
    if (hasKey) {
      if (input.pixKey === undefined) return yield* refuse("pixKey", "pixKeyType needs pixKey")
      if (input.pixKeyType === undefined) return yield* refuse("pixKeyType", "pixKey needs pixKeyType")
      const key = yield* normalizeKey(input.pixKeyType, input.pixKey)
      return { _tag: "Key" as const, pixKey: key, pixKeyType: input.pixKeyType }
    }
    const brCode = input.pixCopyPaste!.trim()
    const code = yield* BrCode.parse(brCode)
    if (code._tag === "Dynamic") {
      return { _tag: "Dynamic" as const, brCode, locationUrl: code.locationUrl, printedCentavos: code.amountCentavos }
    }
    const keyType = detectKeyType(code.key)
    if (Option.isNone(keyType)) {
      return yield* Result.fail(
        new InvalidBrCode({ reason: "invalid_field", message: "the BR Code's key is not a valid PIX key", field: "26" })
      )
    }
    return {
      _tag: "Static" as const,
      pixKey: code.key,
      pixKeyType: keyType.value,
      brCode,
      fixedCentavos: code.amountCentavos
    }
  })

/**
 * The amount the transfer is priced on, and whether it is what the recipient receives (`coverFee`). A code that
 * fixes an amount (a static code carrying one, a charge of ours) is paid exactly: the recipient receives it, the fee
 * comes on top; an amount sent with it must be the same (`BrCodeAmountMismatch`) and `coverFee: false` is refused.
 * Otherwise the request's amount is required and `coverFee` defaults to true.
 */
export const pricedAmount = (
  requested: { readonly amountCentavos?: number | undefined; readonly coverFee?: boolean | undefined },
  fixedCentavos: number | undefined
): Result.Result<{ readonly amountCentavos: number; readonly coverFee: boolean }, Refusal | BrCodeAmountMismatch> => {
  if (fixedCentavos === undefined) {
    if (requested.amountCentavos === undefined) return refuse("amount", "amount is required")
    return Result.succeed({ amountCentavos: requested.amountCentavos, coverFee: requested.coverFee ?? true })
  }
  if (requested.amountCentavos !== undefined && requested.amountCentavos !== fixedCentavos) {
    return Result.fail(
      new BrCodeAmountMismatch({ codeCentavos: fixedCentavos, requestedCentavos: requested.amountCentavos })
    )
  }
  if (requested.coverFee === false) {
    return refuse("coverFee", "the BR Code fixes what the recipient receives: coverFee false does not apply")
  }
  return Result.succeed({ amountCentavos: fixedCentavos, coverFee: true })
}
