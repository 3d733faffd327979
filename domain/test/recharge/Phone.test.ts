import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import { areaCodes, parseMobilePhone } from "../../src/recharge/Phone.ts"
import { sandboxOperatorOf, sandboxOutcomeOf } from "../../src/recharge/RechargeNetwork.ts"

const digitsOf = (input: string) => Result.map(parseMobilePhone(input), (p) => p.digits)
const refusalOf = (input: string) => {
  const parsed = parseMobilePhone(input)
  return Result.isFailure(parsed) ? parsed.failure : undefined
}

describe("mobile phone numbers", () => {
  it("masks, spaces, +55, 55 and a trunk 0 all normalize to the DDD and 9 digits", () => {
    for (const input of [
      "11987654321",
      "(11) 98765-4321",
      "11 98765 4321",
      "+55 11 98765-4321",
      "+5511987654321",
      "5511987654321",
      "011987654321",
      " 11.98765.4321 "
    ]) {
      expect(digitsOf(input), input).toStrictEqual(Result.succeed("11987654321"))
    }
    const parsed = Result.getOrThrow(parseMobilePhone("(21) 99876-5432"))
    expect([parsed.ddd, parsed.subscriber]).toStrictEqual(["21", "998765432"])
  })

  it("every refusal names its problem, in words starting with phone", () => {
    expect(refusalOf("")).toBe("phone is required")
    expect(refusalOf("1198765432")).toContain("mobile number")
    expect(refusalOf("1138765432")).toContain("mobile number")
    expect(refusalOf("11887654321")).toContain("starting with 9")
    expect(refusalOf("20987654321")).toBe("phone has no Brazilian DDD 20")
    expect(refusalOf("10987654321")).toBe("phone has no Brazilian DDD 10")
    expect(refusalOf("1198765432a")).toContain("only digits")
    expect(refusalOf("+1 415 555 0100")).toContain("+55")
    expect(refusalOf("119876543210")).toContain("11 digits")
    expect(refusalOf("1".repeat(40))).toContain("at most")
  })

  it("the DDD list has the 67 area codes in use and none ending in 0", () => {
    expect(areaCodes.size).toBe(67)
    expect([...areaCodes].filter((d) => d.endsWith("0"))).toStrictEqual([])
  })

  it("the sandbox operator follows the subscriber's second digit; numbers ending in 0000 are refused", () => {
    const operatorOf = (input: string) => sandboxOperatorOf(Result.getOrThrow(parseMobilePhone(input)))
    expect(
      ["11901234567", "11921234567", "11931234567", "11951234567", "11961234567", "11971234567"].map(operatorOf)
    ).toStrictEqual(["Vivo", "Vivo", "Claro", "Claro", "TIM", "TIM"])
    expect([operatorOf("11981234567"), operatorOf("11991234567")]).toStrictEqual(["Oi", "Oi"])
    const order = (input: string) => ({
      rechargeId: "mrc_1",
      phone: Result.getOrThrow(parseMobilePhone(input)),
      operator: "Vivo",
      amountCentavos: 1_500
    })
    expect(sandboxOutcomeOf(order("11987650000"))._tag).toBe("Rejected")
    expect(sandboxOutcomeOf(order("11987650001"))).toStrictEqual({ _tag: "Accepted", operatorReference: "SBX-mrc_1" })
  })
})
