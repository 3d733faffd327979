import { Effect } from "effect"
import { createRequire } from "node:module"
import * as path from "node:path"
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

/** pdf.js's own metrics of the standard fonts (Helvetica, Courier), the ones the slip's PDF uses. */
const standardFontDataUrl = path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/"
)

/** The pages of a PDF and their text as pdf.js (Mozilla's reader) extracts it, items joined by single spaces. */
export const pdfText = (bytes: Uint8Array) =>
  Effect.promise(async () => {
    const task = getDocument({ data: bytes.slice(), standardFontDataUrl })
    const pdf = await task.promise
    const pages: Array<string> = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent()
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
    }
    await task.destroy()
    return { pages: pdf.numPages, text: pages.join("\n").replace(/\s+/g, " ") }
  })
