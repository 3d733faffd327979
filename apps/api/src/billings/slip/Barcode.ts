import { type DrawingContext, interleaved2of5, type RenderOptions, toSVG } from "bwip-js"

/** One bar of a drawn barcode, in the library's units: its left edge and width. */
export interface Bar {
  readonly x: number
  readonly width: number
}

/** A barcode as bars across a field `width` units wide. */
export interface Bars {
  readonly width: number
  readonly bars: ReadonlyArray<Bar>
}

/**
 * The boleto's 44 digits as Interleaved 2 of 5 (bwip-js, the Barcode Writer in Pure PostScript's encoder): start and
 * stop patterns, bars and spaces 1 and 3 modules wide, no check digit of its own (the barcode carries its own), no text.
 */
const options = (barcode: string): RenderOptions => ({
  bcid: "interleaved2of5",
  text: barcode,
  scale: 1,
  height: 13,
  includetext: false
})

/**
 * The barcode as an inline SVG element, its size left to the page's styles (`preserveAspectRatio="none"`: the bars
 * stretch to the box the print layout gives them, 103 mm by 13 mm on paper).
 */
export const barcodeSvg = (barcode: string, label: string): string =>
  toSVG(options(barcode)).replace(
    /^<svg /,
    `<svg id="barcode" role="img" aria-label="${label}" preserveAspectRatio="none" shape-rendering="crispEdges" `
  )

/** A drawing surface that keeps the bars bwip-js draws (a linear barcode is drawn as vertical lines only). */
const barsDrawing = (): DrawingContext<Bars> => {
  let width = 0
  const bars: Array<Bar> = []
  const unexpected = () => {
    throw new Error("a linear barcode draws lines only")
  }
  return {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init: (w) => {
      width = w
    },
    // A line's x is where its pixel column ends (the library's own SVG drawing shifts odd widths by half a unit).
    line: (x0, _y0, _x1, _y1, lw) => {
      bars.push({ x: x0 - (lw + 1) / 2, width: lw })
    },
    polygon: unexpected,
    hexagon: unexpected,
    ellipse: unexpected,
    fill: () => undefined,
    text: unexpected,
    end: () => ({ width, bars: [...bars].sort((a, b) => a.x - b.x) })
  }
}

/** The barcode's bars, for drawing it with vector shapes (the PDF). */
export const barcodeBars = (barcode: string): Bars => interleaved2of5(options(barcode), barsDrawing())
