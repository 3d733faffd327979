import { DateTime, Result, Schema } from "effect"
import { limitsTimeZoneName } from "../limits/Period.ts"
import { brandOf, brandRules, CardBrand, cardDigitsOf, cardNumberDigitsMax, luhnValid } from "./CardNumber.ts"
import { InvalidCard } from "./Errors.ts"

/** Characters of a holder's name, at least and at most, after trimming. */
export const holderNameLengthMin = 2
export const holderNameLengthMax = 64

/** Years ahead of the current one an expiry may name, at most: a bound on typos, above any issuer's validity. */
export const expiryYearsAheadMax = 20

/** The card fields as the hosted card page sends them (text from a form, or numbers from JSON). */
export interface CardInput {
  readonly number: string
  readonly expMonth: string | number
  readonly expYear: string | number
  readonly cvv: string
  readonly holderName: string
}

/**
 * A card that passed `validateCard`. It holds the number and the CVV, so it lives only in memory for the one call
 * that hands it to the processor: it is never stored, logged or put in an error; only its `CardToken` is kept.
 */
export interface ValidCard {
  readonly digits: string
  readonly brand: CardBrand
  readonly expMonth: number
  readonly expYear: number
  readonly cvv: string
  readonly holderName: string
}

/** What the platform keeps of a card: the processor's token, brand, BIN (first 6), last 4 and expiry, nothing else. */
export const CardToken = Schema.Struct({
  token: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  brand: CardBrand,
  bin: Schema.String.check(Schema.isPattern(/^\d{6}$/)),
  last4: Schema.String.check(Schema.isPattern(/^\d{4}$/)),
  expMonth: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
  expYear: Schema.Int.check(Schema.isBetween({ minimum: 2000, maximum: 9999 }))
})
export type CardToken = typeof CardToken.Type

/** The stored description of a validated card under the processor's `token`: never the number or the CVV. */
export const cardTokenOf = (card: ValidCard, token: string): CardToken => ({
  token,
  brand: card.brand,
  bin: card.digits.slice(0, 6),
  last4: card.digits.slice(-4),
  expMonth: card.expMonth,
  expYear: card.expYear
})

type Problem = { readonly field: string; readonly message: string }

const saoPaulo = DateTime.zoneMakeNamedUnsafe(limitsTimeZoneName)

/** The year and month (1–12) of an instant in São Paulo, the calendar a card's expiry month is read in. */
export const yearMonthAt = (now: Date): { readonly year: number; readonly month: number } => {
  const parts = DateTime.toParts(DateTime.makeZonedUnsafe(now, { timeZone: saoPaulo }))
  return { year: parts.year, month: parts.month }
}

const wholeOf = (value: string | number): number | undefined => {
  const text = typeof value === "number" ? String(value) : value.trim()
  return /^\d{1,4}$/.test(text) ? Number(text) : undefined
}

const numberProblems = (digits: string): ReadonlyArray<Problem> => {
  if (!/^\d+$/.test(digits) || digits.length < 12 || digits.length > cardNumberDigitsMax) {
    return [{ field: "number", message: `must be 12 to ${cardNumberDigitsMax} digits` }]
  }
  if (!luhnValid(digits)) return [{ field: "number", message: "is not a valid card number (check digit)" }]
  const brand = brandOf(digits)
  if (brand === undefined) return [{ field: "number", message: "is of a card brand not accepted" }]
  if (!brandRules[brand].lengths.includes(digits.length)) {
    return [{ field: "number", message: `has the wrong length for a ${brand} card` }]
  }
  return []
}

/**
 * The expiry as a 4-digit year and a month, with its problems: a 2-digit year is of this century; the card is valid
 * through the last day of its month in São Paulo, so the current month is accepted and an earlier one refused.
 */
const expiryOf = (input: CardInput, now: Date) => {
  const problems: Array<Problem> = []
  const month = wholeOf(input.expMonth)
  const rawYear = wholeOf(input.expYear)
  const year = rawYear !== undefined && rawYear < 100 ? 2000 + rawYear : rawYear
  if (month === undefined || month < 1 || month > 12) problems.push({ field: "expMonth", message: "must be 1 to 12" })
  const today = yearMonthAt(now)
  if (year === undefined || year < 2000) {
    problems.push({ field: "expYear", message: "must be a year of 2 or 4 digits" })
  } else if (year > today.year + expiryYearsAheadMax) {
    problems.push({ field: "expYear", message: `must be at most ${expiryYearsAheadMax} years ahead` })
  } else if (month !== undefined && problems.length === 0) {
    if (year < today.year || (year === today.year && month < today.month)) {
      problems.push({ field: "expYear", message: "the card has expired" })
    }
  }
  return { month: month ?? 0, year: year ?? 0, problems }
}

const holderProblems = (name: string): ReadonlyArray<Problem> => {
  if (name.length < holderNameLengthMin || name.length > holderNameLengthMax) {
    return [{ field: "holderName", message: `must be ${holderNameLengthMin} to ${holderNameLengthMax} characters` }]
  }
  if (!/^[\p{L}][\p{L}\p{M} .'-]*$/u.test(name)) {
    return [{ field: "holderName", message: "must be letters, spaces, apostrophes, hyphens or dots" }]
  }
  return []
}

/**
 * Checks the card fields of the hosted card page at the sandbox clock's `now`, naming every problem at once:
 * the number (12 to 19 digits once spaces and hyphens are dropped, Luhn, an accepted brand by BIN, a length of that
 * brand), the expiry (month 1–12, not before the current São Paulo month), the CVV (3 digits, 4 for Amex; checked
 * against the brand only once the number names one) and the holder's name. No problem ever quotes the number or CVV.
 */
export const validateCard = (input: CardInput, now: Date): Result.Result<ValidCard, InvalidCard> => {
  const digits = cardDigitsOf(input.number)
  const problems: Array<Problem> = [...numberProblems(digits)]
  const brand = problems.length === 0 ? brandOf(digits) : undefined
  const expiry = expiryOf(input, now)
  problems.push(...expiry.problems)
  const cvvLength = brand === undefined ? undefined : brandRules[brand].cvvLength
  const cvv = input.cvv.trim()
  if (!/^\d{3,4}$/.test(cvv) || (cvvLength !== undefined && cvv.length !== cvvLength)) {
    problems.push({ field: "cvv", message: `must be ${cvvLength ?? "3 or 4"} digits` })
  }
  const holderName = input.holderName.trim().replace(/\s+/g, " ")
  problems.push(...holderProblems(holderName))
  if (problems.length > 0 || brand === undefined) return Result.fail(new InvalidCard({ problems }))
  return Result.succeed({ digits, brand, expMonth: expiry.month, expYear: expiry.year, cvv, holderName })
}
