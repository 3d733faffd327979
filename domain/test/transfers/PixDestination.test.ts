import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as BrCode from "../../src/pix/BrCode.ts"
import { cnpjCheckDigits } from "../../src/pix/Documents.ts"
import type { PixKeyType } from "../../src/pix/Keys.ts"
import { parseDestination, pricedAmount } from "../../src/transfers/PixDestination.ts"

const key = (pixKeyType: PixKeyType, pixKey: string) => parseDestination({ pixKey, pixKeyType })
const normalized = (pixKeyType: PixKeyType, pixKey: string) =>
  Result.match(key(pixKeyType, pixKey), {
    onFailure: (e) => `refused: ${e._tag}`,
    onSuccess: (d) => (d._tag === "Key" ? d.pixKey : d._tag)
  })

describe("PIX transfer destinations", () => {
  it("keys: CPF and CNPJ with check digits (numeric and alphanumeric), e-mail, +55 phone, UUID", () => {
    const accepted: ReadonlyArray<readonly [PixKeyType, string, string]> = [
      ["CPF", "529.982.247-25", "52998224725"],
      ["CPF", "52998224725", "52998224725"],
      ["CNPJ", "11.222.333/0001-81", "11222333000181"],
      ["CNPJ", "12.ABC.345/01DE-35", "12ABC34501DE35"],
      ["CNPJ", "12abc34501de35", "12ABC34501DE35"],
      ["CNPJ", `AB1CD2EF3GH4${cnpjCheckDigits("AB1CD2EF3GH4")}`, `AB1CD2EF3GH4${cnpjCheckDigits("AB1CD2EF3GH4")}`],
      ["EMAIL", " Fulano.Tal@Example.COM ", "fulano.tal@example.com"],
      ["TELEFONE", "+55 (11) 98765-4321", "+5511987654321"],
      ["TELEFONE", "+552133334444", "+552133334444"],
      ["TELEFONE", "11987654321", "+5511987654321"],
      ["CHAVE_ALEATORIA", "123E4567-E89B-42D3-A456-426614174000", "123e4567-e89b-42d3-a456-426614174000"]
    ]
    for (const [type, input, out] of accepted)
      expect([type, input, normalized(type, input)]).toEqual([type, input, out])
    const refused: ReadonlyArray<readonly [PixKeyType, string]> = [
      ["CPF", "529.982.247-24"],
      ["CPF", "111.111.111-11"],
      ["CPF", "5299822472"],
      ["CNPJ", "11.222.333/0001-82"],
      ["CNPJ", "12.ABC.345/01DE-36"],
      ["CNPJ", "12ABC34501DEA5"],
      ["EMAIL", "fulano@"],
      ["EMAIL", `${"a".repeat(70)}@example.com`],
      ["TELEFONE", "+1 212 555 0100"],
      ["TELEFONE", "+55 (20) 98765-4321"],
      ["TELEFONE", "+55 (11) 88765-4321"],
      ["CHAVE_ALEATORIA", "123e4567-e89b-12d3-a456-426614174000"],
      ["CHAVE_ALEATORIA", "not-a-uuid"],
      ["EMAIL", " "]
    ]
    for (const [type, input] of refused)
      expect([type, input, normalized(type, input)]).toEqual([type, input, "refused: InvalidPixKey"])
  })

  it("exactly one destination: key with its type, or a BR Code", () => {
    const tagOf = (input: Parameters<typeof parseDestination>[0]) =>
      Result.match(parseDestination(input), { onFailure: (e) => e._tag, onSuccess: (d) => d._tag })
    expect(tagOf({})).toBe("InvalidPixTransfer")
    expect(tagOf({ pixKey: "52998224725" })).toBe("InvalidPixTransfer")
    expect(tagOf({ pixKeyType: "CPF" })).toBe("InvalidPixTransfer")
    const code = Result.getOrThrow(BrCode.encodeStatic({ key: "52998224725", merchantName: "A", merchantCity: "B" }))
    expect(tagOf({ pixKey: "52998224725", pixKeyType: "CPF", pixCopyPaste: code })).toBe("InvalidPixTransfer")
    expect(tagOf({ pixCopyPaste: code })).toBe("Static")
  })

  it("BR Codes: static with its key typed, dynamic with its location; a bad CRC or a key that is no PIX key refused", () => {
    const fixed = Result.getOrThrow(
      BrCode.encodeStatic({ key: "+5511987654321", amountCentavos: 1_050, merchantName: "FULANO", merchantCity: "SP" })
    )
    expect(Result.getOrThrow(parseDestination({ pixCopyPaste: fixed }))).toEqual({
      _tag: "Static",
      pixKey: "+5511987654321",
      pixKeyType: "TELEFONE",
      brCode: fixed,
      fixedCentavos: 1_050
    })
    const dynamic = Result.getOrThrow(
      BrCode.encodeDynamic({
        locationUrl: "psp.example.com/qr/v2/x1",
        amountCentavos: 500,
        merchantName: "L",
        merchantCity: "R"
      })
    )
    expect(Result.getOrThrow(parseDestination({ pixCopyPaste: ` ${dynamic} ` }))).toEqual({
      _tag: "Dynamic",
      brCode: dynamic,
      locationUrl: "psp.example.com/qr/v2/x1",
      printedCentavos: 500
    })
    const badCrc = fixed.slice(0, -4) + (fixed.slice(-4) === "0000" ? "0001" : "0000")
    const refused = parseDestination({ pixCopyPaste: badCrc })
    expect(Result.isFailure(refused) && refused.failure._tag === "InvalidBrCode" && refused.failure.reason).toBe(
      "bad_crc"
    )
    const notAKey = Result.getOrThrow(BrCode.encodeStatic({ key: "NOT-A-KEY", merchantName: "A", merchantCity: "B" }))
    const noKey = parseDestination({ pixCopyPaste: notAKey })
    expect(Result.isFailure(noKey) && noKey.failure._tag).toBe("InvalidBrCode")
  })

  it("the amount: a code's fixed amount is paid with the fee on top; another amount or coverFee false is refused", () => {
    const tag = (e: Result.Result<unknown, { _tag: string }>) => (Result.isFailure(e) ? e.failure._tag : "ok")
    expect(Result.getOrThrow(pricedAmount({}, 1_000))).toEqual({ amountCentavos: 1_000, coverFee: true })
    expect(Result.getOrThrow(pricedAmount({ amountCentavos: 1_000 }, 1_000))).toEqual({
      amountCentavos: 1_000,
      coverFee: true
    })
    expect(tag(pricedAmount({ amountCentavos: 999 }, 1_000))).toBe("BrCodeAmountMismatch")
    const mismatch = pricedAmount({ amountCentavos: 999 }, 100_005)
    expect(Result.isFailure(mismatch) && mismatch.failure.message).toBe(
      "the BR Code asks for 1000.05, the request sends 9.99"
    )
    expect(tag(pricedAmount({ coverFee: false }, 1_000))).toBe("InvalidPixTransfer")
    expect(tag(pricedAmount({}, undefined))).toBe("InvalidPixTransfer")
    expect(Result.getOrThrow(pricedAmount({ amountCentavos: 7 }, undefined))).toEqual({
      amountCentavos: 7,
      coverFee: true
    })
    expect(Result.getOrThrow(pricedAmount({ amountCentavos: 7, coverFee: false }, undefined))).toEqual({
      amountCentavos: 7,
      coverFee: false
    })
  })
})
