import fc from "fast-check"

/** Any UTF-16 code unit, with the units that matter here (NUL, controls, surrogates) drawn often. */
export const utf16Unit = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x1f }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 0x7f, 0x85, 0xfeff, 0xfffe, 0xffff) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) }
)

/** A string of any code units: well-formed or not, with NUL, controls and lone or paired surrogates. */
export const hostileString = fc.oneof(
  fc.array(utf16Unit, { maxLength: 64 }).map((units) => String.fromCharCode(...units)),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" })
)
