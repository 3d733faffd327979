import { Schema } from "effect"

/** The card brands the processor accepts. */
export const CardBrand = Schema.Literals(["VISA", "MASTERCARD", "AMEX", "ELO", "HIPERCARD"])
export type CardBrand = typeof CardBrand.Type

/** Digits of a card number, at most (ISO/IEC 7812); also the bound on the text read before the digits are checked. */
export const cardNumberDigitsMax = 19

/** What each brand's numbers look like: their lengths and the length of their security code. */
export interface BrandRule {
  readonly lengths: ReadonlyArray<number>
  readonly cvvLength: number
}

/** Lengths and CVV length per brand: Amex has 15 digits and a 4-digit code, the others a 3-digit code. */
export const brandRules: Readonly<Record<CardBrand, BrandRule>> = {
  VISA: { lengths: [13, 16, 19], cvvLength: 3 },
  MASTERCARD: { lengths: [16], cvvLength: 3 },
  AMEX: { lengths: [15], cvvLength: 4 },
  ELO: { lengths: [16], cvvLength: 3 },
  HIPERCARD: { lengths: [16, 19], cvvLength: 3 }
}

/** A range of 6-digit BINs, both ends included. */
type BinRange = readonly [number, number]

const single = (bin: number): BinRange => [bin, bin]

/**
 * Elo's published BIN ranges. Several sit inside Visa's (4…) and Mastercard's (5…) prefixes, so Elo and Hipercard
 * are looked up before the brands matched by their first digits.
 */
const eloBins: ReadonlyArray<BinRange> = [
  single(401178),
  single(401179),
  single(431274),
  single(438935),
  single(451416),
  single(457393),
  single(457631),
  single(457632),
  single(504175),
  [506699, 506778],
  [509000, 509999],
  single(627780),
  single(636297),
  single(636368),
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058]
]

/** Hipercard's BINs. */
const hipercardBins: ReadonlyArray<BinRange> = [
  single(606282),
  single(384100),
  single(384140),
  single(384160),
  single(637095),
  single(637568),
  single(637599),
  single(637609),
  single(637612)
]

const inRanges = (bin: number, ranges: ReadonlyArray<BinRange>) => ranges.some(([lo, hi]) => bin >= lo && bin <= hi)

/**
 * The brand of a card number from its BIN (first 6 digits), or `undefined` when no accepted brand issues it:
 * Elo and Hipercard by their BIN lists first; then Amex (34, 37), Mastercard (51–55, 2221–2720), Visa (4).
 */
export const brandOf = (digits: string): CardBrand | undefined => {
  if (!/^\d{6,}$/.test(digits)) return undefined
  const bin = Number(digits.slice(0, 6))
  if (inRanges(bin, eloBins)) return "ELO"
  if (inRanges(bin, hipercardBins)) return "HIPERCARD"
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if (two === 34 || two === 37) return "AMEX"
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "MASTERCARD"
  if (digits.startsWith("4")) return "VISA"
  return undefined
}

/**
 * The Luhn (mod 10) check: from the rightmost digit, every second digit is doubled (less 9 when above 9) and the sum
 * of all is a multiple of 10. Takes digits only; anything else fails.
 */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The check digit that makes `body` followed by it pass `luhnValid`. */
export const luhnCheckDigit = (body: string): string => {
  if (!/^\d*$/.test(body)) throw new RangeError("luhnCheckDigit takes digits")
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return String(d)
  throw new Error("unreachable: one of ten check digits always passes")
}

/**
 * The digits of a card number as typed: spaces and hyphens between groups are dropped; any other character leaves
 * the text as it is, for the validation to refuse. Longer input is cut before reading, so a huge text costs nothing.
 */
export const cardDigitsOf = (typed: string): string => typed.slice(0, cardNumberDigitsMax * 2).replace(/[\s-]/g, "")
