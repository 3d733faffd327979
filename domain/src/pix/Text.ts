/** Printable ASCII (space to tilde): the character set of every BR Code field the platform writes. */
const printableAscii = /^[\x20-\x7E]*$/

/** Whether `text` has only printable ASCII characters (0x20 to 0x7E). */
export const isPrintableAscii = (text: string): boolean => printableAscii.test(text)

/**
 * `text` folded to printable ASCII: accents and other combining marks removed after canonical decomposition
 * ("São João" → "Sao Joao", "Ç" → "C"), any character still outside printable ASCII dropped, runs of spaces
 * (any white space counts) collapsed to one, and the ends trimmed.
 */
export const foldAscii = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s/gu, " ")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/ {2,}/g, " ")
    .trim()

/** `text` folded to ASCII (`foldAscii`) and cut to at most `lengthMax` characters, trimmed again after the cut. */
export const foldAsciiTo = (text: string, lengthMax: number): string => foldAscii(text).slice(0, lengthMax).trim()
