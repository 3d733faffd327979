import { Result } from "effect"

/**
 * The TLV layout of EMV QR codes: each field is a 2-digit id, a 2-digit length, then that many characters of value.
 * Templates (merchant account information, additional data) hold the same layout inside their value.
 */

/** One field of a TLV text. */
export interface TlvField {
  readonly id: string
  readonly value: string
}

/** Characters of one field's value, at most (the length has two digits). */
export const tlvValueLengthMax = 99

/** Why a text is not a TLV sequence. */
export type TlvError =
  | { readonly _tag: "Truncated"; readonly at: number }
  | { readonly _tag: "BadHeader"; readonly at: number }
  | { readonly _tag: "DuplicateId"; readonly id: string }

const header = /^\d{4}$/

/** One field in TLV form. Throws `RangeError` on an id that is not two digits or a value over 99 characters. */
export const tlv = (id: string, value: string): string => {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`a TLV id has two digits, got '${id}'`)
  if (value.length > tlvValueLengthMax) throw new RangeError(`TLV field ${id} is longer than ${tlvValueLengthMax}`)
  return id + String(value.length).padStart(2, "0") + value
}

/**
 * Splits `text` into its fields, in order. Refuses a header that is not four digits, a length running past the end,
 * and an id seen twice (EMV allows each id once per level).
 */
export const parseTlv = (text: string): Result.Result<ReadonlyArray<TlvField>, TlvError> => {
  const fields: Array<TlvField> = []
  const seen = new Set<string>()
  let at = 0
  while (at < text.length) {
    if (at + 4 > text.length) return Result.fail({ _tag: "Truncated", at })
    const head = text.slice(at, at + 4)
    if (!header.test(head)) return Result.fail({ _tag: "BadHeader", at })
    const id = head.slice(0, 2)
    const length = Number(head.slice(2))
    if (at + 4 + length > text.length) return Result.fail({ _tag: "Truncated", at })
    if (seen.has(id)) return Result.fail({ _tag: "DuplicateId", id })
    seen.add(id)
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) })
    at += 4 + length
  }
  return Result.succeed(fields)
}
