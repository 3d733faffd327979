/**
 * Which strings the platform takes in: every string of a request (body, query, path, header) and every string a
 * backend hands to a service ends up in PostgreSQL, as `text` or inside `jsonb`. Those take every Unicode scalar
 * value except U+0000, and a JavaScript string is UTF-16, so two things cannot be stored unchanged:
 *
 * - NUL (U+0000): `text` refuses the byte, `jsonb` refuses the escape `\u0000`;
 * - a lone surrogate (a high surrogate U+D800–U+DBFF not followed by a low one, or a low U+DC00–U+DFFF not preceded
 *   by a high one): it is not a character, so it has no UTF-8 form (the driver would write U+FFFD in its place in
 *   `text`, and `jsonb` refuses the escape).
 *
 * Every other string — every other control character included — stores and reads back unchanged (a property of the
 * storage contract suite checks it on PostgreSQL and PGlite).
 */

/** Why a string cannot be stored unchanged. */
export type TextProblem = "NUL" | "LONE_SURROGATE"

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** The first problem of `text` (scanned once, left to right), or `undefined` when it stores unchanged. */
export const problemOf = (text: string): TextProblem | undefined => {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit === 0) return "NUL"
    if (unit < 0xd800 || unit > 0xdfff) continue
    if (isHigh(unit) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) {
      i++
      continue
    }
    return "LONE_SURROGATE"
  }
  return undefined
}

/** Whether `text` stores and reads back unchanged. */
export const isStorable = (text: string): boolean => problemOf(text) === undefined

/** The words for a problem, after the field's name: `description: must not contain NUL (U+0000)`. */
export const describeProblem = (problem: TextProblem): string =>
  problem === "NUL" ? "must not contain NUL (U+0000)" : "must not contain a lone UTF-16 surrogate (not a character)"
