import { Option, Schema } from "effect"

/**
 * PIX Automático recurrence ids (BACEN format, `idRec`): `RR` + the receiving institution's 8-digit ISPB + the
 * creation date `YYYYMMDD` + 11 letters or digits that make it unique. 29 characters in all.
 */
export const idRecLength = 29

/** Characters of the unique part of an `idRec`. */
export const idRecSequenceLength = 11

const shape = /^RR(\d{8})(\d{4})(\d{2})(\d{2})([A-Za-z0-9]{11})$/
const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/** The parts of an `idRec`: the receiver's ISPB, the calendar date (`YYYY-MM-DD`) and the unique part. */
export interface IdRecParts {
  readonly ispb: string
  readonly date: string
  readonly sequence: string
}

/** Splits an `idRec`; none when the text is not one (wrong shape, or a date that is not on the calendar). */
export const parseIdRec = (text: string): Option.Option<IdRecParts> => {
  const m = shape.exec(text)
  if (m === null) return Option.none()
  const [year, month, day] = [Number(m[2]), Number(m[3]), Number(m[4])]
  const at = new Date(Date.UTC(year, month - 1, day))
  const real = year >= 2000 && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
  return real ? Option.some({ ispb: m[1]!, date: `${m[2]}-${m[3]}-${m[4]}`, sequence: m[5]! }) : Option.none()
}

/** Whether `text` is a well-formed `idRec`. */
export const isValidIdRec = (text: string): boolean => Option.isSome(parseIdRec(text))

/** A PIX Automático recurrence id. */
export const IdRec = Schema.String.check(
  Schema.makeFilter((s: string) => isValidIdRec(s), { message: "not a PIX Automático idRec" })
).pipe(Schema.brand("IdRec"))
export type IdRec = typeof IdRec.Type

/**
 * Builds an `idRec` from the receiver's ISPB, a calendar date `YYYY-MM-DD` (year 2000 to 9999) and at least 11 bytes
 * (each picks one of 62 characters). Throws `RangeError` on an input outside those bounds (a programming error).
 */
export const makeIdRec = (input: {
  readonly ispb: string
  readonly date: string
  readonly random: Uint8Array
}): IdRec => {
  if (!/^\d{8}$/.test(input.ispb)) throw new RangeError("an ISPB has 8 digits")
  if (input.random.length < idRecSequenceLength) throw new RangeError("an idRec needs 11 bytes")
  let sequence = ""
  for (let i = 0; i < idRecSequenceLength; i++) sequence += alphabet[input.random[i]! % alphabet.length]
  const text = `RR${input.ispb}${input.date.replaceAll("-", "")}${sequence}`
  if (!isValidIdRec(text)) throw new RangeError(`not a calendar date: ${input.date}`)
  return text as IdRec
}
