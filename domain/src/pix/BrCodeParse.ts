import { Result } from "effect"
import { parseReais } from "../money/Money.ts"
import { InvalidBrCode } from "./BrCodeErrors.ts"
import {
  type BrCode,
  brCodeLengthMax,
  keyLengthMax,
  locationUrlLengthMax,
  locationUrlShape,
  noTxid,
  pixGui,
  staticTxidLengthMax
} from "./BrCodeModel.ts"
import { crc16Hex } from "./Crc16.ts"
import { isPrintableAscii } from "./Text.ts"
import { parseTlv, type TlvField } from "./Tlv.ts"

type Parsed<A> = Result.Result<A, InvalidBrCode>

const refuse = (reason: InvalidBrCode["reason"], message: string, field?: string): Parsed<never> =>
  Result.fail(new InvalidBrCode(field === undefined ? { reason, message } : { reason, message, field }))

/** Merchant account templates: ids 26 to 51 (EMV); PIX's is the one whose field 00 is `br.gov.bcb.pix`. */
const isMerchantAccountId = (id: string): boolean => Number(id) >= 26 && Number(id) <= 51

const tlvOf = (text: string, field?: string): Parsed<ReadonlyMap<string, string>> =>
  Result.match(parseTlv(text), {
    onFailure: (error) =>
      refuse(
        "malformed_tlv",
        error._tag === "DuplicateId" ? `field ${error.id} appears twice` : `no valid field at position ${error.at}`,
        field
      ),
    onSuccess: (fields: ReadonlyArray<TlvField>) => Result.succeed(new Map(fields.map((f) => [f.id, f.value])))
  })

const required = (fields: ReadonlyMap<string, string>, id: string, label: string): Parsed<string> => {
  const value = fields.get(id)
  return value === undefined || value.trim() === ""
    ? refuse("missing_field", `${label} is missing`, id)
    : Result.succeed(value)
}

/** Characters of field 54, at most (EMV). */
const amountLengthMax = 13

/**
 * Field 54: reais with up to two decimals (`10`, `10.5`, `10.50`), at most 13 characters, above zero. Only digits
 * and a point are taken (no sign, no blank), so `parseReais` reads the rest of the form.
 */
const parseAmount = (text: string | undefined): Parsed<number | undefined> => {
  if (text === undefined) return Result.succeed(undefined)
  const shapeRefused = refuse("invalid_field", "the amount is reais with up to 2 decimals", "54")
  if (text.length > amountLengthMax || !/^[0-9.]*$/.test(text)) return shapeRefused
  return Result.match(parseReais(text), {
    onFailure: (error) =>
      error.reason === "zero" ? refuse("invalid_field", "the amount is zero", "54") : shapeRefused,
    onSuccess: (centavos) => Result.succeed<number>(centavos)
  })
}

/** The one PIX merchant account template among ids 26 to 51. */
const pixTemplate = (fields: ReadonlyArray<TlvField>): Parsed<ReadonlyMap<string, string>> =>
  Result.gen(function* () {
    const templates: Array<readonly [string, ReadonlyMap<string, string>]> = []
    for (const field of fields.filter((f) => isMerchantAccountId(f.id))) {
      templates.push([field.id, yield* tlvOf(field.value, field.id)])
    }
    if (templates.length === 0) return yield* refuse("missing_field", "no merchant account template (26)", "26")
    const pix = templates.filter(([, t]) => t.get("00")?.toLowerCase() === pixGui)
    if (pix.length === 0) return yield* refuse("wrong_gui", `no merchant account template has the GUI ${pixGui}`, "26")
    if (pix.length > 1) return yield* refuse("invalid_field", "more than one PIX merchant account template", pix[1]![0])
    return pix[0]![1]
  })

/** The text before field 63's value and that value, when the payload ends with `6304` and four characters. */
const splitCrc = (text: string): Parsed<readonly [string, string]> =>
  text.length >= 8 && text.slice(-8, -4) === "6304"
    ? Result.succeed([text.slice(0, -4), text.slice(-4)] as const)
    : refuse("missing_field", "the payload does not end with the CRC field 6304", "63")

/**
 * Reads a BR Code (copy-and-paste text). Surrounding white space is ignored. Checks, in order: length (at most 512)
 * and characters (printable ASCII); the CRC (field 63, last, four upper-case hex digits over everything before
 * them); the TLV structure; field 00 first and `01`; field 01, when present, `11` or `12`; exactly one PIX merchant
 * account template among ids 26 to 51, with either a key (01, static) or a location URL (25, dynamic), never both;
 * 52 (four digits), 53 `986`, 58 `BR`, 59 and 60 present; 54 an amount above zero; 62, when present, a template.
 * Other fields (other arrangements' templates, 61, 64, 80 to 99) are allowed and ignored. A dynamic code's txid
 * field is not read: its txid is at the location.
 */
export const parse = (input: string): Parsed<BrCode> =>
  Result.gen(function* () {
    const text = input.trim()
    if (text === "") return yield* refuse("empty", "the BR Code is empty")
    if (text.length > brCodeLengthMax) {
      return yield* refuse("too_long", `a BR Code has at most ${brCodeLengthMax} characters`)
    }
    if (!isPrintableAscii(text)) {
      return yield* refuse("invalid_character", "a BR Code has only printable ASCII characters")
    }
    const [signed, crc] = yield* splitCrc(text)
    if (crc16Hex(signed) !== crc) return yield* refuse("bad_crc", "the CRC does not match the payload", "63")
    const list = yield* Result.mapError(
      parseTlv(text),
      () => new InvalidBrCode({ reason: "malformed_tlv", message: "the payload is not a sequence of TLV fields" })
    )
    if (list[0]?.id !== "00" || list[0].value !== "01") {
      return yield* refuse("invalid_field", "a BR Code starts with 000201", "00")
    }
    if (list[list.length - 1]?.id !== "63") return yield* refuse("missing_field", "the CRC field 63 is not last", "63")
    const fields = new Map(list.map((f) => [f.id, f.value]))
    const initiation = fields.get("01")
    if (initiation !== undefined && initiation !== "11" && initiation !== "12") {
      return yield* refuse("invalid_field", "the point of initiation is 11 or 12", "01")
    }
    const template = yield* pixTemplate(list)
    if (!/^\d{4}$/.test(yield* required(fields, "52", "the merchant category code"))) {
      return yield* refuse("invalid_field", "the merchant category code has 4 digits", "52")
    }
    if ((yield* required(fields, "53", "the currency")) !== "986") {
      return yield* refuse("invalid_field", "the currency is 986 (BRL)", "53")
    }
    if ((yield* required(fields, "58", "the country")) !== "BR") {
      return yield* refuse("invalid_field", "the country is BR", "58")
    }
    const merchantName = yield* required(fields, "59", "the merchant name")
    const merchantCity = yield* required(fields, "60", "the merchant city")
    const amountCentavos = yield* parseAmount(fields.get("54"))
    const additional = yield* tlvOf(fields.get("62") ?? "", "62")
    const common = { merchantName, merchantCity, ...(amountCentavos === undefined ? {} : { amountCentavos }) }
    const key = template.get("01")
    const url = template.get("25")
    if (key !== undefined && url !== undefined) {
      return yield* refuse("invalid_field", "the PIX template has both a key and a location URL", "26")
    }
    if (url !== undefined) {
      if (url.length > locationUrlLengthMax || !locationUrlShape.test(url)) {
        return yield* refuse("invalid_field", "the location URL is a host name and a path, without scheme", "26.25")
      }
      return { _tag: "Dynamic", locationUrl: url, ...common }
    }
    if (key === undefined || key === "") {
      return yield* refuse("missing_field", "the PIX template has no key and no location URL", "26.01")
    }
    if (key.length > keyLengthMax) {
      return yield* refuse("invalid_field", `a key has at most ${keyLengthMax} characters`, "26.01")
    }
    const txid = additional.get("05")
    if (txid !== undefined && (txid === "" || txid.length > staticTxidLengthMax)) {
      return yield* refuse("invalid_field", `a txid has 1 to ${staticTxidLengthMax} characters`, "62.05")
    }
    const description = template.get("02")
    return {
      _tag: "Static",
      key,
      ...common,
      ...(txid === undefined || txid === noTxid ? {} : { txid }),
      ...(description === undefined || description === "" ? {} : { description })
    }
  })
