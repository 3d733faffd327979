import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { crc16, crc16Hex, encodeDynamic, encodeStatic, parse } from "../../src/pix/BrCode.ts"
import { tlv } from "../../src/pix/Tlv.ts"

// Manual de Padrões para Iniciação do Pix (BCB): the static example (random key, no amount) and the dynamic one.
const manualStatic =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D"
const manualDynamic =
  "00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4"
// The same manual: a dynamic code with a second PIX template (80, a recurrence location) beside template 26.
const manualComposite =
  "00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304FB42"
// Manual do BR Code (BCB): several arrangements in one code, PIX's GUI in upper case, amount, CEP and txid.
const brCodeManual =
  "00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38"

const withCrc = (body: string) => `${body}6304${crc16Hex(`${body}6304`)}`
/** A payload from its fields (without 63), signed with a correct CRC. */
const signed = (fields: ReadonlyArray<readonly [string, string]>) => {
  const body = fields.map(([id, value]) => tlv(id, value)).join("") + "6304"
  return body + crc16Hex(body)
}
const pixKeyTemplate = tlv("00", "br.gov.bcb.pix") + tlv("01", "+5511912345678")
const base: ReadonlyArray<readonly [string, string]> = [
  ["00", "01"],
  ["26", pixKeyTemplate],
  ["52", "0000"],
  ["53", "986"],
  ["58", "BR"],
  ["59", "Loja"],
  ["60", "Recife"]
]
const replace = (id: string, value: string | undefined) =>
  signed(
    value === undefined ? base.filter(([i]) => i !== id) : base.map(([i, v]) => [i, i === id ? value : v] as const)
  )
const reasonOf = (text: string) =>
  Result.match(parse(text), { onFailure: (e) => [e.reason, e.field], onSuccess: () => "ok" })

describe("BR Code", () => {
  it("CRC-16/CCITT-FALSE of the check string 123456789 is 0x29B1", () => {
    expect(crc16("123456789")).toBe(0x29b1)
    expect(crc16Hex("123456789")).toBe("29B1")
    expect(crc16("")).toBe(0xffff)
    expect(withCrc("")).toBe("6304" + crc16Hex("6304"))
  })

  it("parses the static example of the BCB manual", () => {
    expect(Result.getOrThrow(parse(manualStatic))).toStrictEqual({
      _tag: "Static",
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA"
    })
  })

  it("parses the dynamic and composite examples of the BCB manual", () => {
    const expected = {
      _tag: "Dynamic",
      locationUrl: "pix.example.com/8b3da2f39a4140d1a91abd93113bd441",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA"
    }
    expect(Result.getOrThrow(parse(manualDynamic))).toStrictEqual(expected)
    expect(Result.getOrThrow(parse(manualComposite))).toStrictEqual(expected)
  })

  it("parses the multi-arrangement example of the BR Code manual", () => {
    expect(Result.getOrThrow(parse(brCodeManual))).toStrictEqual({
      _tag: "Static",
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "NOME DO RECEBEDOR",
      merchantCity: "BRASILIA",
      amountCentavos: 12345,
      txid: "RP12345678-2019"
    })
  })

  it("encodes the manual's static and dynamic examples byte for byte", () => {
    const common = { merchantName: "Fulano de Tal", merchantCity: "BRASILIA" }
    expect(encodeStatic({ key: "123e4567-e12b-12d1-a456-426655440000", ...common })).toStrictEqual(
      Result.succeed(manualStatic)
    )
    expect(
      encodeDynamic({ locationUrl: "https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441", ...common })
    ).toStrictEqual(Result.succeed(manualDynamic))
  })

  it("ignores white space around a pasted code and accepts the amount forms of EMV", () => {
    expect(Result.isSuccess(parse(`  ${manualStatic}\n`))).toBe(true)
    expect(Result.getOrThrow(parse(signed([...base, ["54", "100"]]))).amountCentavos).toBe(10000)
    expect(Result.getOrThrow(parse(signed([...base, ["54", "0.5"]]))).amountCentavos).toBe(50)
  })

  it("reads field 54 as unsigned reais with at most two decimals, each refusal with its message", () => {
    const amountOf = (text: string) =>
      Result.match(parse(signed([...base, ["54", text]])), {
        onFailure: (e) => e.message,
        onSuccess: (code) => code.amountCentavos
      })
    expect(amountOf("007.1")).toBe(710)
    expect(amountOf("0.01")).toBe(1)
    expect(amountOf("9999999999999")).toBe(999_999_999_999_900)
    expect(amountOf("0")).toBe("the amount is zero")
    expect(amountOf("000.00")).toBe("the amount is zero")
    for (const text of [
      " 10",
      "10 ",
      "-5",
      "-0",
      "+1",
      "1e3",
      "10.",
      ".5",
      "1.234",
      "1.2.3",
      "0.0000",
      "10000000000000"
    ]) {
      expect(amountOf(text)).toBe("the amount is reais with up to 2 decimals")
    }
  })

  it("refuses each kind of malformed code with its reason", () => {
    expect(reasonOf("")).toStrictEqual(["empty", undefined])
    expect(reasonOf("0".repeat(513))).toStrictEqual(["too_long", undefined])
    expect(reasonOf(manualStatic.replace("Fulano", "Fulanõ"))).toStrictEqual(["invalid_character", undefined])
    expect(reasonOf(manualStatic.replace(/1D3D$/, "1D3E"))).toStrictEqual(["bad_crc", "63"])
    expect(reasonOf(manualStatic.replace(/1D3D$/, "1d3d"))).toStrictEqual(["bad_crc", "63"])
    expect(reasonOf(manualStatic.slice(0, -8))).toStrictEqual(["missing_field", "63"])
    expect(reasonOf(withCrc("000201269"))).toStrictEqual(["malformed_tlv", undefined])
    expect(reasonOf(signed([["00", "02"], ...base.slice(1)]))).toStrictEqual(["invalid_field", "00"])
    expect(reasonOf(signed([...base, ["01", "13"]]))).toStrictEqual(["invalid_field", "01"])
    expect(reasonOf(replace("26", undefined))).toStrictEqual(["missing_field", "26"])
    expect(reasonOf(replace("26", tlv("00", "br.gov.bcb.piz") + tlv("01", "x")))).toStrictEqual(["wrong_gui", "26"])
    expect(reasonOf(replace("26", "XY"))).toStrictEqual(["malformed_tlv", "26"])
    expect(reasonOf(signed([...base, ["27", pixKeyTemplate]]))).toStrictEqual(["invalid_field", "27"])
    expect(reasonOf(replace("26", tlv("00", "br.gov.bcb.pix")))).toStrictEqual(["missing_field", "26.01"])
    const both = tlv("00", "br.gov.bcb.pix") + tlv("01", "a@b.com") + tlv("25", "pix.example.com/x")
    expect(reasonOf(replace("26", both))).toStrictEqual(["invalid_field", "26"])
    const withScheme = tlv("00", "br.gov.bcb.pix") + tlv("25", "https://pix.example.com/x")
    expect(reasonOf(replace("26", withScheme))).toStrictEqual(["invalid_field", "26.25"])
    expect(reasonOf(replace("53", "840"))).toStrictEqual(["invalid_field", "53"])
    expect(reasonOf(replace("58", "PT"))).toStrictEqual(["invalid_field", "58"])
    expect(reasonOf(replace("52", "00A0"))).toStrictEqual(["invalid_field", "52"])
    expect(reasonOf(replace("59", undefined))).toStrictEqual(["missing_field", "59"])
    expect(reasonOf(replace("60", " "))).toStrictEqual(["missing_field", "60"])
    expect(reasonOf(signed([...base, ["54", "0.00"]]))).toStrictEqual(["invalid_field", "54"])
    expect(reasonOf(signed([...base, ["54", "1,50"]]))).toStrictEqual(["invalid_field", "54"])
    expect(reasonOf(signed([...base, ["54", "99999999999.99"]]))).toStrictEqual(["invalid_field", "54"])
    expect(reasonOf(signed([...base, ["62", "05"]]))).toStrictEqual(["malformed_tlv", "62"])
    expect(reasonOf(signed([...base, ["62", tlv("05", "x".repeat(26))]]))).toStrictEqual(["invalid_field", "62.05"])
    expect(reasonOf(signed([...base, ["99", "a"], ["99", "b"]]))).toStrictEqual(["malformed_tlv", undefined])
  })

  it("refuses encoder inputs it cannot write, naming the input", () => {
    const common = { merchantName: "Loja", merchantCity: "Recife" }
    const fieldOf = (result: Result.Result<string, { readonly field: string }>) =>
      Result.match(result, { onFailure: (e) => e.field, onSuccess: () => "ok" })
    expect(fieldOf(encodeDynamic({ locationUrl: "http://pix.example.com/x", ...common }))).toBe("locationUrl")
    expect(fieldOf(encodeDynamic({ locationUrl: `pix.example.com/${"x".repeat(62)}`, ...common }))).toBe("locationUrl")
    expect(fieldOf(encodeDynamic({ locationUrl: `pix.example.com/${"x".repeat(61)}`, ...common }))).toBe("ok")
    expect(fieldOf(encodeStatic({ key: "", ...common }))).toBe("key")
    expect(fieldOf(encodeStatic({ key: "a b", ...common }))).toBe("key")
    expect(fieldOf(encodeStatic({ key: "k", txid: "***", ...common }))).toBe("txid")
    expect(fieldOf(encodeStatic({ key: "k", amountCentavos: 0, ...common }))).toBe("amountCentavos")
    expect(fieldOf(encodeStatic({ key: "k", amountCentavos: 1.5, ...common }))).toBe("amountCentavos")
    expect(fieldOf(encodeStatic({ key: "k", amountCentavos: 1_000_000_000_000, ...common }))).toBe("amountCentavos")
    expect(fieldOf(encodeStatic({ key: "k", ...common, merchantName: "日本" }))).toBe("merchantName")
    expect(fieldOf(encodeStatic({ key: "k", ...common, merchantCity: " " }))).toBe("merchantCity")
    const longKey = `${"a".repeat(65)}@example.com`
    expect(fieldOf(encodeStatic({ key: longKey, description: "x", ...common }))).toBe("description")
    expect(fieldOf(encodeStatic({ key: longKey, ...common }))).toBe("ok")
  })

  it("folds the merchant name and city to ASCII and cuts them to 25 and 15 characters", () => {
    const code = encodeStatic({
      key: "+5511912345678",
      merchantName: "Padaria São João da Conceição Ltda",
      merchantCity: "São José dos Campos"
    })
    const parsed = Result.getOrThrow(Result.flatMap(code, parse))
    expect(parsed.merchantName).toBe("Padaria Sao Joao da Conce")
    expect(parsed.merchantCity).toBe("Sao Jose dos Ca")
  })
})
