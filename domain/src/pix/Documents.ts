import { Option } from "effect"

/**
 * Brazilian tax documents: CPF (people, 11 digits) and CNPJ (companies, 14 characters). Both end in two mod-11
 * check digits. From July 2026 new CNPJs are alphanumeric: 12 characters of `0-9A-Z`, then 2 numeric check digits,
 * each character counting as its ASCII code minus 48 (digits keep their value, `A` = 17 … `Z` = 42).
 */

/** Characters of a CPF. */
export const cpfLength = 11

/** Characters of a CNPJ. */
export const cnpjLength = 14

const cpfMasked = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/
const cpfPlain = /^\d{11}$/
const cnpjMasked = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/
const cnpjPlain = /^[0-9A-Z]{12}\d{2}$/

/** A check digit from a weighted sum: the remainder mod 11, where remainders 0 and 1 give 0 and r gives 11 − r. */
const checkDigit = (sum: number): number => {
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

const charValue = (ch: string): number => ch.charCodeAt(0) - 48

/** The two check digits of a CPF's first nine digits (weights 10 to 2, then 11 to 2). */
export const cpfCheckDigits = (body: string): string => {
  if (!/^\d{9}$/.test(body)) throw new RangeError("a CPF body has 9 digits")
  const digits = [...body].map(Number)
  const first = checkDigit(digits.reduce((sum, d, i) => sum + d * (10 - i), 0))
  const second = checkDigit([...digits, first].reduce((sum, d, i) => sum + d * (11 - i), 0))
  return `${first}${second}`
}

/** The weight of position `i` of `n` characters: 2 for the rightmost, then 3 … 9, then 2 again. */
const cnpjWeight = (i: number, n: number): number => 2 + ((n - 1 - i) % 8)

const cnpjDigit = (chars: string): number => {
  let sum = 0
  for (let i = 0; i < chars.length; i++) sum += charValue(chars[i]!) * cnpjWeight(i, chars.length)
  return checkDigit(sum)
}

/** The two check digits of a CNPJ's first twelve characters (`0-9A-Z`; numeric CNPJs are the all-digit case). */
export const cnpjCheckDigits = (body: string): string => {
  if (!/^[0-9A-Z]{12}$/.test(body)) throw new RangeError("a CNPJ body has 12 characters of 0-9 or A-Z")
  const first = cnpjDigit(body)
  const second = cnpjDigit(body + first)
  return `${first}${second}`
}

const allSame = (text: string): boolean => [...text].every((ch) => ch === text[0])

/**
 * The CPF in `text` as its 11 digits, when `text` is a valid CPF written plain (`12345678909`) or masked
 * (`123.456.789-09`); none otherwise. Eleven equal digits are refused although their check digits agree.
 */
export const normalizeCpf = (text: string): Option.Option<string> => {
  const trimmed = text.trim()
  if (!cpfPlain.test(trimmed) && !cpfMasked.test(trimmed)) return Option.none()
  const digits = trimmed.replace(/\D/g, "")
  if (allSame(digits)) return Option.none()
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9) ? Option.some(digits) : Option.none()
}

/**
 * The CNPJ in `text` as its 14 upper-case characters, when `text` is a valid CNPJ (numeric or alphanumeric) written
 * plain (`12ABC34501DE35`) or masked (`12.ABC.345/01DE-35`), letters in either case; none otherwise. Fourteen
 * equal characters are refused.
 */
export const normalizeCnpj = (text: string): Option.Option<string> => {
  const upper = text.trim().toUpperCase()
  if (!cnpjPlain.test(upper) && !cnpjMasked.test(upper)) return Option.none()
  const chars = upper.replace(/[./-]/g, "")
  if (allSame(chars)) return Option.none()
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12) ? Option.some(chars) : Option.none()
}

/** Whether `text` is a valid CPF, plain or masked (see `normalizeCpf`). */
export const isValidCpf = (text: string): boolean => Option.isSome(normalizeCpf(text))

/** Whether `text` is a valid CNPJ, numeric or alphanumeric, plain or masked (see `normalizeCnpj`). */
export const isValidCnpj = (text: string): boolean => Option.isSome(normalizeCnpj(text))
