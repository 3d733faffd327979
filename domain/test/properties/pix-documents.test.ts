import { describe, expect } from "@effect/vitest"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { isValidCnpj, isValidCpf } from "../../src/pix/Documents.ts"

// Reference check digits, written from the definitions independently of the code under test.
const remainder = (values: ReadonlyArray<number>, weights: ReadonlyArray<number>) =>
  values.reduce((sum, v, i) => sum + v * weights[i]!, 0) % 11
const digitOf = (r: number) => (r < 2 ? 0 : 11 - r)
const cpfWeights1 = [10, 9, 8, 7, 6, 5, 4, 3, 2]
const cpfWeights2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]
const cnpjWeights1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const cnpjWeights2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const value = (ch: string) => ch.charCodeAt(0) - 48

/** The two remainders of a CPF (first check over 9 digits, second over 9 digits and the first check digit). */
const cpfRemainders = (body: ReadonlyArray<number>, first: number) =>
  [remainder(body, cpfWeights1), remainder([...body, first], cpfWeights2)] as const
const cpfOf = (body: ReadonlyArray<number>) => {
  const first = digitOf(remainder(body, cpfWeights1))
  return [...body, first, digitOf(remainder([...body, first], cpfWeights2))].join("")
}
const cnpjRemainders = (body: string, first: number) =>
  [remainder([...body].map(value), cnpjWeights1), remainder([...body, String(first)].map(value), cnpjWeights2)] as const
const cnpjOf = (body: string) => {
  const first = digitOf(remainder([...body].map(value), cnpjWeights1))
  return `${body}${first}${digitOf(remainder([...body, String(first)].map(value), cnpjWeights2))}`
}
const allSame = (text: string) => [...text].every((ch) => ch === text[0])
/**
 * The blind spot of a mod-11 check digit: it cannot see a change that leaves its remainder as it was, or that moves
 * the remainder between 0 and 1 (both give the digit 0). A change is invisible when both checks are blind to it.
 */
const blind = (before: readonly [number, number], after: readonly [number, number]) =>
  before.every((r, k) => r === after[k] || (r < 2 && after[k]! < 2))

const digit = fc.integer({ min: 0, max: 9 })
const cpfBody = fc.array(digit, { minLength: 9, maxLength: 9 }).filter((b) => !allSame(cpfOf(b)))
const alnum = fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")
const numericCnpjBody = fc.array(digit, { minLength: 12, maxLength: 12 }).map((b) => b.join(""))
const alnumCnpjBody = fc.array(alnum, { minLength: 12, maxLength: 12 }).map((b) => b.join(""))
const cnpjBody = fc.oneof(numericCnpjBody, alnumCnpjBody).filter((b) => !allSame(cnpjOf(b)))
const maskCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`
const maskCnpj = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`
const replaceAt = (text: string, at: number, ch: string) => text.slice(0, at) + ch + text.slice(at + 1)

describe("CPF and CNPJ", () => {
  prop("a CPF made from any nine digits and its check digits is valid, plain and masked", [cpfBody], ([body]) => {
    const cpf = cpfOf(body)
    expect(isValidCpf(cpf)).toBe(true)
    expect(isValidCpf(maskCpf(cpf))).toBe(true)
  })

  prop(
    "a CNPJ made from any twelve characters 0-9 or A-Z and its check digits is valid, plain, masked and in lower case",
    [cnpjBody],
    ([body]) => {
      const cnpj = cnpjOf(body)
      expect(isValidCnpj(cnpj)).toBe(true)
      expect(isValidCnpj(maskCnpj(cnpj))).toBe(true)
      expect(isValidCnpj(cnpj.toLowerCase())).toBe(true)
    }
  )

  prop(
    "changing a check digit of a valid CPF or CNPJ is refused",
    [cpfBody, cnpjBody, fc.integer({ min: 0, max: 1 }), digit],
    ([cpfDigits, cnpjChars, which, replacement]) => {
      const cpf = cpfOf(cpfDigits)
      const cnpj = cnpjOf(cnpjChars)
      fc.pre(cpf[9 + which] !== String(replacement) && cnpj[12 + which] !== String(replacement))
      expect(isValidCpf(replaceAt(cpf, 9 + which, String(replacement)))).toBe(false)
      expect(isValidCnpj(replaceAt(cnpj, 12 + which, String(replacement)))).toBe(false)
    }
  )

  prop(
    "changing one of the first nine digits of a valid CPF is refused unless each check remainder stays the same or within 0 and 1; the first remainder always moves",
    [cpfBody, fc.nat(8), digit],
    ([body, at, replacement]) => {
      fc.pre(body[at] !== replacement)
      const changed = body.map((d, i) => (i === at ? replacement : d))
      const cpf = cpfOf(body)
      const candidate = replaceAt(cpf, at, String(replacement))
      const before = cpfRemainders(body, Number(cpf[9]))
      const after = cpfRemainders(changed, Number(cpf[9]))
      expect(after[0]).not.toBe(before[0])
      expect(isValidCpf(candidate)).toBe(blind(before, after) && !allSame(candidate))
    }
  )

  prop(
    "changing one of the first twelve characters of a valid CNPJ is refused unless each check remainder stays the same or within 0 and 1; both stay the same exactly when the values differ by a multiple of 11",
    [cnpjBody, fc.nat(11), alnum],
    ([body, at, replacement]) => {
      fc.pre(body[at] !== replacement)
      const cnpj = cnpjOf(body)
      const changedBody = replaceAt(body, at, replacement)
      const candidate = replaceAt(cnpj, at, replacement)
      const multipleOf11 = (value(replacement) - value(body[at]!)) % 11 === 0
      const first = Number(cnpj[12])
      const before = cnpjRemainders(body, first)
      const after = cnpjRemainders(changedBody, first)
      expect(before[0] === after[0] && before[1] === after[1]).toBe(multipleOf11)
      expect(isValidCnpj(candidate)).toBe(blind(before, after) && !allSame(candidate))
    }
  )

  prop(
    "changing one digit of a numeric CNPJ moves both check remainders, and is refused unless both stay within 0 and 1",
    [numericCnpjBody, fc.nat(11), digit],
    ([body, at, replacement]) => {
      fc.pre(body[at] !== String(replacement) && !allSame(cnpjOf(body)))
      const cnpj = cnpjOf(body)
      const changedBody = replaceAt(body, at, String(replacement))
      const first = Number(cnpj[12])
      const before = cnpjRemainders(body, first)
      const after = cnpjRemainders(changedBody, first)
      expect(after[0]).not.toBe(before[0])
      expect(after[1]).not.toBe(before[1])
      expect(isValidCnpj(replaceAt(cnpj, at, String(replacement)))).toBe(blind(before, after))
    }
  )
})
