/** What `GET /pix/{id}` answers: the pay page, the QR image, or the location payload. */
export type Representation = "html" | "png" | "json"

/** Media ranges of an `Accept` header, at most: the rest is ignored (a limit on work per request). */
export const acceptRangesMax = 32

interface Range {
  readonly type: string
  readonly subtype: string
  readonly q: number
}

const qOf = (params: ReadonlyArray<string>): number => {
  for (const param of params) {
    const [name, value] = param.split("=").map((s) => s.trim())
    if (name?.toLowerCase() !== "q" || value === undefined) continue
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 0
    return Number(value)
  }
  return 1
}

/** The media ranges of an `Accept` header (RFC 9110 §12.5.1); malformed ranges are dropped. */
export const parseAccept = (header: string): ReadonlyArray<Range> => {
  const ranges: Array<Range> = []
  for (const part of header.split(",").slice(0, acceptRangesMax)) {
    const [media = "", ...params] = part.split(";")
    const match = /^([a-z0-9!#$%&'*+.^_`|~-]+)\/([a-z0-9!#$%&'*+.^_`|~-]+)$/i.exec(media.trim())
    if (match === null) continue
    const type = match[1]!.toLowerCase()
    const subtype = match[2]!.toLowerCase()
    if (type === "*" && subtype !== "*") continue
    ranges.push({ type, subtype, q: qOf(params) })
  }
  return ranges
}

/**
 * The q-value an explicit range gives `type/subtype`: the most specific of `type/subtype` and `type/*` that is listed
 * (RFC 9110: the most specific range wins), or undefined when neither is. `*\/*` is not explicit.
 */
const explicitQ = (ranges: ReadonlyArray<Range>, type: string, subtype: string): number | undefined => {
  const exact = ranges.filter((r) => r.type === type && r.subtype === subtype)
  if (exact.length > 0) return Math.max(...exact.map((r) => r.q))
  const family = ranges.filter((r) => r.type === type && r.subtype === "*")
  return family.length > 0 ? Math.max(...family.map((r) => r.q)) : undefined
}

/**
 * Picks the representation for an `Accept` header (docs/decisions.md, "Pay page content negotiation"):
 * - each of HTML (`text/html`, `text/*`), an image (any `image/…` range: the answer is the PNG) and JSON
 *   (`application/json`, `application/*`) counts only when the header names it explicitly with q > 0;
 * - the highest q among them wins, ties going to HTML, then the image, then JSON: a browser's navigation
 *   (`text/html,…,image/avif,…`) gets the page, its `<img>` (`image/avif,image/webp,*\/*`) the PNG;
 * - when none is named (no header, `*\/*` alone as curl sends, or only other types) the answer is JSON, as before the
 *   pay page existed: scripts and payers' apps keep what they read.
 */
export const negotiate = (header: string | undefined): Representation => {
  const ranges = parseAccept(header ?? "")
  const html = explicitQ(ranges, "text", "html") ?? 0
  const images = ranges.filter((r) => r.type === "image")
  const png = explicitQ(ranges, "image", "png")
  const image = png !== undefined ? png : images.length > 0 ? Math.max(...images.map((r) => r.q)) : 0
  const json = explicitQ(ranges, "application", "json") ?? 0
  const best = Math.max(html, image, json)
  if (best <= 0) return "json"
  if (html === best) return "html"
  if (image === best) return "png"
  return "json"
}
