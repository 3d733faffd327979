import { Result } from "effect"

/**
 * The Brazilian area codes (DDD) in use, Anatel's plan: a number whose first two digits are not one of them reaches
 * no phone. Kept as a set so that a lookup is exact.
 */
export const areaCodes: ReadonlySet<string> = new Set([
  ...["11", "12", "13", "14", "15", "16", "17", "18", "19"],
  ...["21", "22", "24", "27", "28"],
  ...["31", "32", "33", "34", "35", "37", "38"],
  ...["41", "42", "43", "44", "45", "46", "47", "48", "49"],
  ...["51", "53", "54", "55"],
  ...["61", "62", "63", "64", "65", "66", "67", "68", "69"],
  ...["71", "73", "74", "75", "77", "79"],
  ...["81", "82", "83", "84", "85", "86", "87", "88", "89"],
  ...["91", "92", "93", "94", "95", "96", "97", "98", "99"]
])

/** Characters of a phone number as the caller may write it (mask, spaces, `+55`), at most, before any check. */
export const phoneInputLengthMax = 32

/**
 * A Brazilian mobile number, normalized: its DDD and its 9 subscriber digits (the first a 9), 11 digits in all, as
 * `11987654321`.
 */
export interface MobilePhone {
  readonly ddd: string
  readonly subscriber: string
  /** `ddd` + `subscriber`: the number's one stored and shown form. */
  readonly digits: string
}

/** Why a phone number is refused, in words that start with `phone`. */
export type PhoneRefusal = string

// What a caller may write around the digits: `(11) 98765-4321`, `11 98765 4321`, `+55 11 98765.4321`.
const separators = /[\s().\-]/g

/**
 * Reads a Brazilian mobile number: separators (spaces, parentheses, dots, hyphens) are dropped, then a leading `+55`
 * (or `55` before 11 more digits) and a leading trunk `0` (`011…`). What remains must be a known DDD and 9 digits
 * starting with 9 (a landline's 8 digits are refused: it cannot be recharged). Each refusal names its problem.
 */
export const parseMobilePhone = (input: string): Result.Result<MobilePhone, PhoneRefusal> => {
  if (input.length > phoneInputLengthMax) {
    return Result.fail(`phone has at most ${phoneInputLengthMax} characters`)
  }
  let rest = input.trim().replace(separators, "")
  if (rest === "") return Result.fail("phone is required")
  if (rest.startsWith("+")) {
    if (!rest.startsWith("+55")) return Result.fail("phone must be a Brazilian number (+55)")
    rest = rest.slice(3)
  } else if (rest.length === 13 && rest.startsWith("55")) rest = rest.slice(2)
  if (rest.length === 12 && rest.startsWith("0")) rest = rest.slice(1)
  if (!/^[0-9]+$/.test(rest)) return Result.fail("phone must have only digits besides +55, spaces, (), . and -")
  if (rest.length === 10) return Result.fail("phone must be a mobile number: 9 digits after the DDD, starting with 9")
  if (rest.length !== 11) return Result.fail("phone must have a DDD and 9 digits (11 digits)")
  const ddd = rest.slice(0, 2)
  const subscriber = rest.slice(2)
  if (!areaCodes.has(ddd)) return Result.fail(`phone has no Brazilian DDD ${ddd}`)
  if (!subscriber.startsWith("9")) {
    return Result.fail("phone must be a mobile number: 9 digits after the DDD, starting with 9")
  }
  return Result.succeed({ ddd, subscriber, digits: rest })
}
