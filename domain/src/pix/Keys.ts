import { Option, Result, Schema } from "effect"
import { normalizeCnpj, normalizeCpf } from "./Documents.ts"

/** Kinds of PIX key (DICT): CPF, CNPJ, e-mail, phone number, random key (EVP). */
export const PixKeyType = Schema.Literals(["CPF", "CNPJ", "EMAIL", "TELEFONE", "CHAVE_ALEATORIA"])
export type PixKeyType = typeof PixKeyType.Type

/** Characters of a PIX key, at most (the longest kind is an e-mail). */
export const pixKeyLengthMax = 77

/** A PIX key refused for its type: `reason` says what is wrong. */
export class InvalidPixKey extends Schema.TaggedError<InvalidPixKey>()("InvalidPixKey", {
  keyType: PixKeyType,
  reason: Schema.Literals(["empty", "too_long", "malformed", "check_digits"]),
  message: Schema.String
}) {}

/** A PIX key in its normalized form, with its type. */
export interface PixKey {
  readonly keyType: PixKeyType
  readonly key: string
}

const refuse = (keyType: PixKeyType, reason: InvalidPixKey["reason"], message: string) =>
  Result.fail(new InvalidPixKey({ keyType, reason, message }))

/** Area codes (DDD) in use in Brazil. */
const areaCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99
])

const emailShape =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/
const uuidV4Shape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const phoneSeparators = /[\s().-]/g

const normalizeDocument = (keyType: "CPF" | "CNPJ", input: string) =>
  Option.match(keyType === "CPF" ? normalizeCpf(input) : normalizeCnpj(input), {
    onNone: () => refuse(keyType, "check_digits", `not a valid ${keyType}: wrong length, characters or check digits`),
    onSome: (key) => Result.succeed(key)
  })

const normalizeEmail = (input: string) => {
  const key = input.trim().toLowerCase()
  if (key.length > pixKeyLengthMax) {
    return refuse("EMAIL", "too_long", `an e-mail key has at most ${pixKeyLengthMax} characters`)
  }
  return emailShape.test(key) ? Result.succeed(key) : refuse("EMAIL", "malformed", "not an e-mail address")
}

/**
 * The national number (area code and subscriber number) in a phone input: `+55` then 10 or 11 digits; 12 or 13
 * digits starting with 55; a trunk `0` before 10 or 11 digits; or 10 or 11 digits.
 */
const nationalNumber = (input: string): string | undefined => {
  const compact = input.trim().replace(phoneSeparators, "")
  if (compact.startsWith("+")) return /^\+55\d{10,11}$/.test(compact) ? compact.slice(3) : undefined
  if (!/^\d{10,13}$/.test(compact)) return undefined
  if (compact.startsWith("0")) return compact.length <= 12 ? compact.slice(1) : undefined
  if (compact.length >= 12) return compact.startsWith("55") ? compact.slice(2) : undefined
  return compact
}

const normalizePhone = (input: string) => {
  const national = nationalNumber(input)
  if (national === undefined || !/^\d{10,11}$/.test(national)) {
    return refuse("TELEFONE", "malformed", "a phone key is +55, a 2-digit area code and 8 or 9 digits")
  }
  const areaCode = Number(national.slice(0, 2))
  const subscriber = national.slice(2)
  if (!areaCodes.has(areaCode)) {
    return refuse("TELEFONE", "malformed", `${national.slice(0, 2)} is not a Brazilian area code`)
  }
  const validSubscriber = subscriber.length === 9 ? subscriber.startsWith("9") : /^[2-9]/.test(subscriber)
  if (!validSubscriber) {
    return refuse("TELEFONE", "malformed", "a 9-digit number starts with 9, an 8-digit one with 2 to 9")
  }
  return Result.succeed(`+55${national}`)
}

const normalizeRandom = (input: string) => {
  const key = input.trim().toLowerCase()
  return uuidV4Shape.test(key)
    ? Result.succeed(key)
    : refuse("CHAVE_ALEATORIA", "malformed", "a random key is a UUID v4")
}

/**
 * The normalized form of a PIX key of type `keyType`, or `InvalidPixKey`:
 * - `CPF`: 11 digits with valid check digits (input plain or masked);
 * - `CNPJ`: 14 upper-case characters, numeric or alphanumeric, with valid check digits (input plain or masked);
 * - `EMAIL`: lower-cased, at most 77 characters, `local@domain.tld`;
 * - `TELEFONE`: `+55` + area code + 8 or 9 digits (E.164); accepts spaces, dots, dashes and parentheses, with or
 *   without `+55`/`55`, or with a trunk `0`;
 * - `CHAVE_ALEATORIA`: a UUID v4, lower-cased.
 * Surrounding spaces are ignored. Normalizing a normalized key gives it back unchanged.
 */
export const normalizeKey = (keyType: PixKeyType, input: string): Result.Result<string, InvalidPixKey> => {
  if (input.trim() === "") return refuse(keyType, "empty", "the PIX key is empty")
  if (input.length > 2 * pixKeyLengthMax) return refuse(keyType, "too_long", "the PIX key is too long")
  switch (keyType) {
    case "CPF":
    case "CNPJ":
      return normalizeDocument(keyType, input)
    case "EMAIL":
      return normalizeEmail(input)
    case "TELEFONE":
      return normalizePhone(input)
    case "CHAVE_ALEATORIA":
      return normalizeRandom(input)
  }
}

/** Whether `input` is a valid PIX key of type `keyType` (see `normalizeKey`). */
export const isValidKey = (keyType: PixKeyType, input: string): boolean =>
  Result.isSuccess(normalizeKey(keyType, input))

/**
 * The type of a key already in normalized form (as DICT stores it and a static BR Code carries it), or none. The
 * normalized forms do not overlap: 11 digits, 14 characters, `+55…`, a UUID, and an e-mail with `@`.
 */
export const detectKeyType = (key: string): Option.Option<PixKeyType> => {
  const types: ReadonlyArray<PixKeyType> = ["CPF", "CNPJ", "TELEFONE", "CHAVE_ALEATORIA", "EMAIL"]
  return Option.fromNullishOr(types.find((keyType) => Result.getOrUndefined(normalizeKey(keyType, key)) === key))
}
