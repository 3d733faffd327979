import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import {
  brCodeAmountMaxCentavos,
  crc16,
  crc16Hex,
  encodeDynamic,
  encodeStatic,
  merchantCityLengthMax,
  merchantNameLengthMax,
  parse
} from "../../src/pix/BrCode.ts"
import { foldAsciiTo } from "../../src/pix/Text.ts"
import { tlv } from "../../src/pix/Tlv.ts"

/** CRC-16/CCITT-FALSE bit by bit, straight from the definition, to check the table-driven one. */
const crcBitwise = (bytes: Uint8Array) => {
  let crc = 0xffff
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40
})
/** Text the encoder keeps as it is: printable ASCII, no double or surrounding spaces, within `lengthMax`. */
const keptText = (lengthMax: number) => printable.map((t) => foldAsciiTo(t, lengthMax)).filter((t) => t !== "")
const amount = fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: brCodeAmountMaxCentavos }))
const key = fc.oneof(
  fc.stringMatching(/^\d{11}$/),
  fc.stringMatching(/^\+55\d{10,11}$/),
  fc.stringMatching(/^[a-z0-9.]{1,20}@[a-z]{1,20}\.com$/),
  fc.uuid().map((u) => u.toLowerCase()),
  fc.stringMatching(/^[!-~]{1,77}$/)
)
const txid = fc.stringMatching(/^[A-Za-z0-9]{1,25}$/)
const description = keptText(30)
const host = fc.stringMatching(/^[a-z0-9]{1,20}(\.[a-z0-9]{1,10}){0,2}\.[a-z]{2,6}$/)
const locationUrl = fc
  .tuple(host, fc.stringMatching(/^[!-~]{0,50}$/))
  .map(([h, path]) => `${h}/${path}`)
  .filter((u) => u.length <= 77)

const staticInput = fc.record(
  {
    key,
    merchantName: keptText(merchantNameLengthMax),
    merchantCity: keptText(merchantCityLengthMax),
    amountCentavos: amount,
    txid,
    description
  },
  { requiredKeys: ["key", "merchantName", "merchantCity"] }
)
const dynamicInput = fc.record(
  {
    locationUrl,
    merchantName: keptText(merchantNameLengthMax),
    merchantCity: keptText(merchantCityLengthMax),
    amountCentavos: amount
  },
  { requiredKeys: ["locationUrl", "merchantName", "merchantCity"] }
)
const validCode = fc
  .oneof(
    staticInput.map((input) => encodeStatic(input)),
    dynamicInput.map((input) => encodeDynamic(input))
  )
  .filter(Result.isSuccess)
  .map((e) => e.success)

/** Field 54 as EMV writes it: unsigned digits with a point and one or two decimals if any, in 13 characters. */
const emvAmount = (text: string): number | "shape" | "zero" => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (match === null || text.length > 13) return "shape"
  const centavos = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"))
  return centavos === 0 ? "zero" : centavos
}
/** A payload with the fields of a static code and `amount` as field 54, signed. */
const withAmountField = (amount: string) => {
  const template = tlv("00", "br.gov.bcb.pix") + tlv("01", "+5511912345678")
  const body =
    [
      ["00", "01"],
      ["26", template],
      ["52", "0000"],
      ["53", "986"],
      ["54", amount],
      ["58", "BR"],
      ["59", "Loja"],
      ["60", "Recife"]
    ]
      .map(([id, value]) => tlv(id!, value!))
      .join("") + "6304"
  return body + crc16Hex(body)
}
const amountText = fc.oneof(
  fc.tuple(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^(\.\d{0,3})?$/)).map(([whole, part]) => whole + part),
  fc.string({ unit: fc.constantFrom(..."0123456789.,-+ e"), minLength: 1, maxLength: 15 })
)

describe("BR Code", () => {
  prop(
    "field 54 is read exactly as EMV writes amounts: unsigned reais with at most two decimals in 13 characters, above zero",
    [amountText],
    ([text]) => {
      const expected = emvAmount(text)
      const read = Result.match(parse(withAmountField(text)), {
        onFailure: (e) => (e.message === "the amount is zero" ? "zero" : e.field === "54" ? "shape" : e.message),
        onSuccess: (code) => code.amountCentavos
      })
      expect(read).toBe(expected)
    }
  )

  prop(
    "the table-driven CRC-16/CCITT-FALSE equals the bit-by-bit definition on any bytes",
    [fc.uint8Array({ maxLength: 600 })],
    ([bytes]) => {
      expect(crc16(bytes)).toBe(crcBitwise(bytes))
    }
  )

  prop(
    "encoding a static code and parsing it gives back its key, amount, txid, description, name and city",
    [staticInput],
    ([input]) => {
      Result.match(encodeStatic(input), {
        // Only a description too long to fit beside the key may be refused.
        onFailure: (e) => expect(e.field).toBe("description"),
        onSuccess: (text) => expect(parse(text)).toStrictEqual(Result.succeed({ _tag: "Static", ...input }))
      })
    }
  )

  prop(
    "encoding a dynamic code and parsing it gives back its location URL, amount, name and city",
    [dynamicInput],
    ([input]) => {
      expect(Result.flatMap(encodeDynamic(input), parse)).toStrictEqual(Result.succeed({ _tag: "Dynamic", ...input }))
    }
  )

  prop(
    "any merchant name and city come back folded to ASCII and cut to 25 and 15 characters",
    [fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 40 })],
    ([name, city]) => {
      const expectedName = foldAsciiTo(name, merchantNameLengthMax)
      const expectedCity = foldAsciiTo(city, merchantCityLengthMax)
      fc.pre(expectedName !== "" && expectedCity !== "")
      const parsed = Result.getOrThrow(
        Result.flatMap(encodeStatic({ key: "k", merchantName: name, merchantCity: city }), parse)
      )
      expect([parsed.merchantName, parsed.merchantCity]).toStrictEqual([expectedName, expectedCity])
    }
  )

  prop(
    "replacing any one character of a valid code with another character makes it refused",
    [
      validCode,
      fc.nat(),
      fc
        .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0, max: 0xffff }))
        .map((c) => String.fromCharCode(c))
    ],
    ([code, n, replacement]) => {
      const at = n % code.length
      fc.pre(code[at] !== replacement)
      expect(Result.isFailure(parse(code.slice(0, at) + replacement + code.slice(at + 1)))).toBe(true)
    }
  )

  prop(
    "a valid code with one character removed, or one inserted, is refused",
    [validCode, fc.nat(), fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c))],
    ([code, n, extra]) => {
      const at = n % code.length
      expect(Result.isFailure(parse(code.slice(0, at) + code.slice(at + 1)))).toBe(true)
      expect(Result.isFailure(parse(code.slice(0, at + 1) + extra + code.slice(at + 1)))).toBe(true)
    }
  )

  prop(
    "parsing never throws: any text is a BR Code or an InvalidBrCode",
    [
      fc.oneof(
        fc.string({ maxLength: 600 }),
        validCode.chain((c) => fc.nat(c.length).map((cut) => c.slice(0, cut)))
      )
    ],
    ([text]) => {
      const result = parse(text)
      if (Result.isFailure(result)) expect(result.failure._tag).toBe("InvalidBrCode")
    }
  )
})
