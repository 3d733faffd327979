import { Result } from "effect"
import { formatReais } from "../money/Money.ts"
import { InvalidBrCodeInput } from "./BrCodeErrors.ts"
import {
  brCodeAmountMaxCentavos,
  keyLengthMax,
  locationUrlLengthMax,
  locationUrlShape,
  merchantCityLengthMax,
  merchantNameLengthMax,
  noTxid,
  pixGui,
  staticTxidLengthMax
} from "./BrCodeModel.ts"
import { crc16Hex } from "./Crc16.ts"
import { foldAscii, foldAsciiTo, isPrintableAscii } from "./Text.ts"
import { tlv, tlvValueLengthMax } from "./Tlv.ts"

/**
 * The PIX "BR Code" (BCB, Manual de Padrões para Iniciação do Pix): an EMV® QRCPS merchant-presented payload, the
 * text behind a PIX QR code and its copy-and-paste form. Fields are TLV (`Tlv.ts`); the payload ends with field 63,
 * a CRC-16/CCITT-FALSE over everything before its value (`Crc16.ts`).
 *
 * A static code carries the receiver's key (and optionally an amount, a txid and a description); a dynamic code
 * carries the location URL where the receiver's PSP serves the charge (amount, txid, expiry) as a signed payload.
 */

export { InvalidBrCode, InvalidBrCodeInput } from "./BrCodeErrors.ts"
export { crc16, crc16Hex } from "./Crc16.ts"
export { parse } from "./BrCodeParse.ts"
export * from "./BrCodeModel.ts"

/** The text of field 54 for an amount of centavos: reais with exactly two decimals (`1234.50`). */
export const formatAmount = (amountCentavos: number): string => formatReais(amountCentavos)

type Encoded = Result.Result<string, InvalidBrCodeInput>

const refuse = (field: InvalidBrCodeInput["field"], message: string): Result.Result<never, InvalidBrCodeInput> =>
  Result.fail(new InvalidBrCodeInput({ field, message }))

const checkAmount = (amountCentavos: number | undefined): Result.Result<string, InvalidBrCodeInput> => {
  if (amountCentavos === undefined) return Result.succeed("")
  if (!Number.isSafeInteger(amountCentavos) || amountCentavos < 1 || amountCentavos > brCodeAmountMaxCentavos) {
    return refuse("amountCentavos", `the amount is a whole number of centavos from 1 to ${brCodeAmountMaxCentavos}`)
  }
  return Result.succeed(tlv("54", formatAmount(amountCentavos)))
}

const foldField = (field: "merchantName" | "merchantCity", text: string, lengthMax: number) => {
  const folded = foldAsciiTo(text, lengthMax)
  return folded === "" ? refuse(field, `the ${field} has no printable character`) : Result.succeed(folded)
}

interface Common {
  readonly merchantName: string
  readonly merchantCity: string
  readonly amountCentavos?: number
}

/** Fields 52 to 62 and the CRC around a merchant account template, in the manual's order. */
const assemble = (head: string, input: Common, txid: string): Encoded =>
  Result.gen(function* () {
    const name = yield* foldField("merchantName", input.merchantName, merchantNameLengthMax)
    const city = yield* foldField("merchantCity", input.merchantCity, merchantCityLengthMax)
    const amount = yield* checkAmount(input.amountCentavos)
    const body =
      head +
      tlv("52", "0000") +
      tlv("53", "986") +
      amount +
      tlv("58", "BR") +
      tlv("59", name) +
      tlv("60", city) +
      tlv("62", tlv("05", txid)) +
      "6304"
    return body + crc16Hex(body)
  })

/**
 * The BR Code of a dynamic charge: point of initiation `12` (single use), the location URL in template 26 field 25,
 * txid `***`. `locationUrl` may be given with or without `https://` (another scheme is refused); without it, it is at
 * most 77 characters: a host name with a dot, an optional port, and a path. The merchant name and city are folded to
 * ASCII and cut to 25 and 15 characters; the amount, when given, is printed in field 54.
 */
export const encodeDynamic = (input: Common & { readonly locationUrl: string }): Encoded => {
  const url = input.locationUrl.trim().replace(/^https:\/\//i, "")
  if (url.length > locationUrlLengthMax) return refuse("locationUrl", `at most ${locationUrlLengthMax} characters`)
  if (!locationUrlShape.test(url)) return refuse("locationUrl", "a host name with a dot and a path, without scheme")
  const template = tlv("00", pixGui) + tlv("25", url)
  return assemble(tlv("00", "01") + tlv("01", "12") + tlv("26", template), input, noTxid)
}

/**
 * The BR Code of a static key: template 26 with the key (field 01) and the description (field 02), the txid in
 * field 62.05 (`***` without one). The key is written as given (normalize it with `Keys.normalizeKey` first); it
 * must be printable ASCII without spaces, at most 77 characters. The txid has 1 to 25 letters or digits. The
 * description is folded to ASCII and must fit template 26 (99 characters with the GUI and the key). Name, city and
 * amount as in `encodeDynamic`.
 */
export const encodeStatic = (
  input: Common & { readonly key: string; readonly txid?: string; readonly description?: string }
): Encoded => {
  const key = input.key
  if (key === "" || key.length > keyLengthMax || !isPrintableAscii(key) || key.includes(" ")) {
    return refuse("key", `a key has 1 to ${keyLengthMax} printable characters without spaces`)
  }
  if (input.txid !== undefined && !/^[A-Za-z0-9]{1,25}$/.test(input.txid)) {
    return refuse("txid", `a static txid has 1 to ${staticTxidLengthMax} letters or digits`)
  }
  const description = input.description === undefined ? "" : foldAscii(input.description)
  const keyPart = tlv("00", pixGui) + tlv("01", key)
  const room = tlvValueLengthMax - keyPart.length - 4
  if (description !== "" && description.length > room) {
    return refuse("description", `with this key the description has at most ${Math.max(room, 0)} characters`)
  }
  const template = keyPart + (description === "" ? "" : tlv("02", description))
  return assemble(tlv("00", "01") + tlv("26", template), input, input.txid ?? noTxid)
}
