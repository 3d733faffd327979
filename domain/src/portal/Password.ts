import { Result, Schema } from "effect"

/** Characters of a portal or dashboard password, at least and at most. */
export const passwordLengthMin = 8
export const passwordLengthMax = 128

/** A password refused by the policy; `message` says which rule it misses. */
export class WeakPassword extends Schema.TaggedError<WeakPassword>()("WeakPassword", {
  message: Schema.String
}) {}

const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/\p{Lu}/u, "an upper-case letter"],
  [/\p{Ll}/u, "a lower-case letter"],
  [/\p{Nd}/u, "a digit"],
  [/[^\p{L}\p{Nd}\s]/u, "a symbol"]
]

/**
 * The password policy of the operator portal and the merchant dashboard: 8 to 128 characters with at least one
 * upper-case letter, one lower-case letter, one digit and one symbol (any character that is neither a letter, a digit
 * nor white space).
 */
export const checkPassword = (password: string): Result.Result<string, WeakPassword> => {
  const length = [...password].length
  if (length < passwordLengthMin || length > passwordLengthMax) {
    return Result.fail(
      new WeakPassword({ message: `the password needs ${passwordLengthMin} to ${passwordLengthMax} characters` })
    )
  }
  const missing = rules.filter(([pattern]) => !pattern.test(password)).map(([, name]) => name)
  return missing.length === 0
    ? Result.succeed(password)
    : Result.fail(new WeakPassword({ message: `the password needs ${missing.join(", ")}` }))
}

/** Characters of an e-mail address, at most. */
export const emailLengthMax = 320

/** An e-mail address as stored and compared: trimmed and lower-cased (addresses are unique without case). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** Whether `email` has the shape `local@domain.tld` without white space, within `emailLengthMax`. */
export const isEmail = (email: string): boolean =>
  email.length <= emailLengthMax && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
