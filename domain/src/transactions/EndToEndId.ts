import { Clock, Effect, Option, Schema } from "effect"
import { Crypto } from "../shared/Crypto.ts"

/**
 * PIX end-to-end ids (BCB format): `E` + the 8-digit ISPB of the institution that starts the payment + the UTC
 * instant `yyyyMMddHHmm` + 11 alphanumeric characters that make it unique. 32 characters in all.
 */
export const endToEndIdLength = 32

/** Characters of the unique part of an end-to-end id. */
export const endToEndIdSequenceLength = 11

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
const shape = /^E(\d{8})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([A-Za-z0-9]{11})$/

/** An institution's 8-digit ISPB code. */
export const Ispb = Schema.String.check(Schema.isPattern(/^\d{8}$/)).pipe(Schema.brand("Ispb"))
export type Ispb = typeof Ispb.Type

/** The parts of an end-to-end id. */
export interface EndToEndIdParts {
  readonly ispb: string
  /** The minute the id was made, UTC. */
  readonly at: Date
  readonly sequence: string
}

/** Splits an end-to-end id into its parts; none when the text is not one (wrong shape or no such minute). */
export const parseEndToEndId = (text: string): Option.Option<EndToEndIdParts> => {
  const m = shape.exec(text)
  if (m === null) return Option.none()
  const [year, month, day, hour, minute] = [m[2], m[3], m[4], m[5], m[6]].map(Number) as [
    number,
    number,
    number,
    number,
    number
  ]
  if (year < 2000) return Option.none()
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute))
  const sameMinute =
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute
  return sameMinute ? Option.some({ ispb: m[1]!, at, sequence: m[7]! }) : Option.none()
}

/** Whether `text` is a well-formed end-to-end id: the shape above, with a real calendar minute from 2000 on. */
export const isValidEndToEndId = (text: string): boolean => Option.isSome(parseEndToEndId(text))

/** A PIX end-to-end id. */
export const EndToEndId = Schema.String.check(
  Schema.makeFilter((s: string) => isValidEndToEndId(s), { message: "not a PIX end-to-end id" })
).pipe(Schema.brand("EndToEndId"))
export type EndToEndId = typeof EndToEndId.Type

const pad = (n: number, width: number) => String(n).padStart(width, "0")

/**
 * Builds an end-to-end id from the ISPB, the instant (epoch milliseconds, UTC, year 2000 to 9999) and at least 11
 * random bytes. Each byte picks one of 62 characters; the slight bias of `byte % 62` is harmless, since the part
 * only has to be unique, not secret. Throws `RangeError` on an input outside those bounds (a programming error).
 */
export const makeEndToEndId = (input: {
  readonly ispb: string
  readonly atMs: number
  readonly random: Uint8Array
}): EndToEndId => {
  if (!/^\d{8}$/.test(input.ispb)) throw new RangeError("an ISPB has 8 digits")
  if (input.random.length < endToEndIdSequenceLength) throw new RangeError("an end-to-end id needs 11 random bytes")
  const at = new Date(input.atMs)
  const year = at.getUTCFullYear()
  if (!Number.isSafeInteger(input.atMs) || year < 2000 || year > 9999) throw new RangeError("instant out of range")
  const stamp =
    pad(year, 4) +
    pad(at.getUTCMonth() + 1, 2) +
    pad(at.getUTCDate(), 2) +
    pad(at.getUTCHours(), 2) +
    pad(at.getUTCMinutes(), 2)
  let sequence = ""
  for (let i = 0; i < endToEndIdSequenceLength; i++) sequence += alphabet[input.random[i]! % alphabet.length]
  return `E${input.ispb}${stamp}${sequence}` as EndToEndId
}

/**
 * The unique part of an end-to-end id taken from the body of an id (a ULID): its last 11 characters. Ids of one
 * millisecond differ only in their low bits (a ULID counts up within a millisecond), so those are the characters that
 * tell them apart; each maps to a distinct character of the end-to-end id's alphabet.
 */
export const sequenceOfUlid = (body: string): Uint8Array =>
  Uint8Array.from([...body.slice(-endToEndIdSequenceLength)].map((ch) => ch.charCodeAt(0)))

/** A fresh end-to-end id for the institution `ispb`, at the current `Clock` time, with random bytes from `Crypto`. */
export const nextEndToEndId = (ispb: Ispb): Effect.Effect<EndToEndId, never, Crypto> =>
  Effect.gen(function* () {
    const crypto = yield* Crypto
    const atMs = yield* Clock.currentTimeMillis
    const random = yield* crypto.randomBytes(endToEndIdSequenceLength)
    return makeEndToEndId({ ispb, atMs, random })
  })
