import { describe, expect } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { prop } from "../../../vitest.prop.ts"
import { documentNeedleOf, matchesCustomerFilters, type CustomerRecord } from "../../src/customers/Record.ts"
import { validateCreate } from "../../src/customers/Request.ts"

// Reference check digits, written from the definitions independently of the code under test.
const remainder = (values: ReadonlyArray<number>, weights: ReadonlyArray<number>) =>
  values.reduce((sum, v, i) => sum + v * weights[i]!, 0) % 11
const digitOf = (r: number) => (r < 2 ? 0 : 11 - r)
const value = (ch: string) => ch.charCodeAt(0) - 48
const cpfChecks = (body: string) => {
  const first = digitOf(remainder([...body].map(Number), [10, 9, 8, 7, 6, 5, 4, 3, 2]))
  return `${first}${digitOf(remainder([...body, String(first)].map(Number), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]))}`
}
const cnpjChecks = (body: string) => {
  const first = digitOf(remainder([...body].map(value), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
  return `${first}${digitOf(remainder([...body, String(first)].map(value), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))}`
}
const allSame = (text: string) => [...text].every((ch) => ch === text[0])
const maskCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`
const maskCnpj = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(""))
const alnum = (n: number) =>
  fc
    .array(fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"), { minLength: n, maxLength: n })
    .map((c) => c.join(""))
/** Two check digits: the right ones half of the time, any two otherwise. */
const checks = fc.oneof(fc.constant(undefined), digits(2))

const base = { name: "Maria Souza", email: "Maria@Example.com" }

const create = (document: string, type?: "PF" | "PJ") =>
  validateCreate({ ...base, document, ...(type === undefined ? {} : { type }) })

describe("customer documents", () => {
  prop(
    "a CPF, masked or not, is accepted iff its check digits hold (and not all eleven digits are equal), as PF",
    [digits(9), checks, fc.boolean()],
    ([body, given, masked]) => {
      const right = cpfChecks(body)
      const cpf = `${body}${given ?? right}`
      const valid = cpf.slice(9) === right && !allSame(cpf)
      const result = create(masked ? maskCpf(cpf) : cpf)
      expect(Result.isSuccess(result)).toBe(valid)
      if (Result.isSuccess(result)) expect(result.success).toMatchObject({ document: cpf, type: "PF" })
      else expect(result.failure.problems.map((p) => p.field)).toEqual(["document"])
    }
  )

  prop(
    "a CNPJ, numeric or alphanumeric, masked or not, in any case, is accepted iff its check digits hold, as PJ",
    [fc.oneof(digits(12), alnum(12)), checks, fc.boolean(), fc.boolean()],
    ([body, given, masked, lower]) => {
      const right = cnpjChecks(body)
      const cnpj = `${body}${given ?? right}`
      const valid = cnpj.slice(12) === right && !allSame(cnpj)
      const written = masked ? maskCnpj(cnpj) : cnpj
      const result = create(lower ? written.toLowerCase() : written)
      expect(Result.isSuccess(result)).toBe(valid)
      if (Result.isSuccess(result)) expect(result.success).toMatchObject({ document: cnpj, type: "PJ" })
    }
  )

  prop(
    "the type always agrees with the document: the other type is refused, the same or none is accepted",
    [
      fc.oneof(
        digits(9).map((b) => `${b}${cpfChecks(b)}`),
        alnum(12).map((b) => `${b}${cnpjChecks(b)}`)
      ),
      fc.constantFrom("PF", "PJ", undefined)
    ],
    ([document, type]) => {
      if (allSame(document)) return
      const implied = document.length === 11 ? "PF" : "PJ"
      const result = create(document, type)
      if (type === undefined || type === implied) {
        expect(Result.isSuccess(result) && result.success.type).toBe(implied)
      } else {
        expect(Result.isFailure(result) && result.failure.problems.map((p) => p.field)).toEqual(["type"])
      }
    }
  )

  prop(
    "a search by a customer's document finds it whether the query is masked or not, whole or in part",
    [digits(9), fc.nat({ max: 8 }), fc.integer({ min: 3, max: 11 }), fc.boolean()],
    ([body, from, length, masked]) => {
      const cpf = `${body}${cpfChecks(body)}`
      if (allSame(cpf)) return
      const record = {
        ...base,
        email: "maria@example.com",
        document: cpf,
        type: "PF",
        status: "active",
        transactions: 0,
        deletedAt: undefined
      } as unknown as CustomerRecord
      const shown = masked ? maskCpf(cpf) : cpf
      const part = shown.slice(from, from + length)
      if (documentNeedleOf(part) === undefined) return
      expect(matchesCustomerFilters(record, { search: part })).toBe(true)
      expect(matchesCustomerFilters(record, { search: maskCpf(cpf) })).toBe(true)
    }
  )
})
