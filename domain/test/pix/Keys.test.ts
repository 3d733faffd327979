import { describe, expect, it } from "@effect/vitest"
import { Option, Result } from "effect"
import { cnpjCheckDigits, cpfCheckDigits, isValidCnpj, isValidCpf } from "../../src/pix/Documents.ts"
import { detectKeyType, normalizeKey, type PixKeyType } from "../../src/pix/Keys.ts"

const normalized = (keyType: PixKeyType, input: string) => Result.getOrUndefined(normalizeKey(keyType, input))
const reason = (keyType: PixKeyType, input: string) =>
  Result.match(normalizeKey(keyType, input), { onFailure: (e) => e.reason, onSuccess: () => "ok" })

describe("PIX keys and documents", () => {
  it("validates published CPF and CNPJ examples, including the alphanumeric CNPJ of the Receita Federal", () => {
    expect(cpfCheckDigits("123456789")).toBe("09")
    expect(isValidCpf("123.456.789-09")).toBe(true)
    expect(isValidCpf("12345678909")).toBe(true)
    expect(isValidCpf("12345678900")).toBe(false)
    expect(isValidCpf("11111111111")).toBe(false)
    expect(isValidCpf("123.456.78909")).toBe(false)
    expect(cnpjCheckDigits("112223330001")).toBe("81")
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true)
    expect(isValidCnpj("11222333000182")).toBe(false)
    // Receita Federal's example of the alphanumeric CNPJ (from July 2026).
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35")
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true)
    expect(isValidCnpj("12abc34501de35")).toBe(true)
    expect(isValidCnpj("12ABC34501DE3A")).toBe(false)
    expect(isValidCnpj("00000000000000")).toBe(false)
    expect(isValidCnpj("12ABC34501DE-35")).toBe(false)
  })

  it("shows the mod-11 blind spot: two CPFs one digit apart can both be valid", () => {
    expect(isValidCpf("00007998406")).toBe(true)
    expect(isValidCpf("10007998406")).toBe(true)
    // In an alphanumeric CNPJ, 'A' (17) and 'L' (28) differ by 11: the check digits cannot tell them apart.
    expect(isValidCnpj("12ABC34501DE35")).toBe(true)
    expect(isValidCnpj("12LBC34501DE35")).toBe(true)
  })

  it("normalizes each key type", () => {
    expect(normalized("CPF", " 123.456.789-09 ")).toBe("12345678909")
    expect(normalized("CNPJ", "12.abc.345/01de-35")).toBe("12ABC34501DE35")
    expect(normalized("EMAIL", " Maria.Silva+pix@Example.COM.br ")).toBe("maria.silva+pix@example.com.br")
    expect(normalized("CHAVE_ALEATORIA", "9F1A6B2C-3D4E-4F50-8A6B-7C8D9E0F1A2B")).toBe(
      "9f1a6b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b"
    )
    for (const phone of [
      "+55 (11) 91234-5678",
      "+5511912345678",
      "5511912345678",
      "11912345678",
      "(11) 9 1234-5678",
      "011 91234 5678",
      "11.91234.5678"
    ]) {
      expect(normalized("TELEFONE", phone)).toBe("+5511912345678")
    }
    expect(normalized("TELEFONE", "(21) 2345-6789")).toBe("+552123456789")
    expect(normalized("TELEFONE", "55 2123456789")).toBe("+552123456789")
    expect(normalized("TELEFONE", "(55) 99123-4567")).toBe("+5555991234567")
  })

  it("refuses malformed keys with a reason", () => {
    expect(reason("CPF", "")).toBe("empty")
    expect(reason("CPF", "123.456.789-00")).toBe("check_digits")
    expect(reason("CNPJ", "12345678909")).toBe("check_digits")
    expect(reason("EMAIL", "maria")).toBe("malformed")
    expect(reason("EMAIL", "maria@localhost")).toBe("malformed")
    expect(reason("EMAIL", "maria..silva@example.com")).toBe("malformed")
    expect(reason("EMAIL", "maria silva@example.com")).toBe("malformed")
    expect(reason("EMAIL", `${"a".repeat(66)}@example.com`)).toBe("too_long")
    expect(reason("EMAIL", `${"a".repeat(65)}@example.com`)).toBe("ok")
    expect(reason("TELEFONE", "+1 212 555 0100")).toBe("malformed")
    expect(reason("TELEFONE", "(10) 91234-5678")).toBe("malformed")
    expect(reason("TELEFONE", "(11) 81234-5678")).toBe("malformed")
    expect(reason("TELEFONE", "(11) 1234-5678")).toBe("malformed")
    expect(reason("TELEFONE", "1191234567")).toBe("ok")
    expect(reason("TELEFONE", "91234-5678")).toBe("malformed")
    expect(reason("CHAVE_ALEATORIA", "123e4567-e12b-12d1-a456-426655440000")).toBe("malformed")
    expect(reason("CHAVE_ALEATORIA", "9f1a6b2c3d4e4f508a6b7c8d9e0f1a2b")).toBe("malformed")
  })

  it("detects the type of a normalized key", () => {
    expect(detectKeyType("12345678909")).toStrictEqual(Option.some("CPF"))
    expect(detectKeyType("12ABC34501DE35")).toStrictEqual(Option.some("CNPJ"))
    expect(detectKeyType("+5511912345678")).toStrictEqual(Option.some("TELEFONE"))
    expect(detectKeyType("maria@example.com")).toStrictEqual(Option.some("EMAIL"))
    expect(detectKeyType("9f1a6b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b")).toStrictEqual(Option.some("CHAVE_ALEATORIA"))
    expect(detectKeyType("Maria@Example.com")).toStrictEqual(Option.none())
    expect(detectKeyType("123.456.789-09")).toStrictEqual(Option.none())
    expect(detectKeyType("11912345678")).toStrictEqual(Option.none())
  })
})
