import { Context, Layer } from "effect"

/**
 * The port that makes a product's `richContent` safe to show: it keeps the harmless part of the HTML a merchant
 * sends (text, formatting, links with safe schemes) and drops the rest (scripts, event-handler attributes,
 * `javascript:` URLs). The domain stays free of an HTML parser; the API composes a sanitizer library behind it
 * (`@trilho/node`'s `NodeHtmlSanitizer`).
 */
export class HtmlSanitizer extends Context.Service<
  HtmlSanitizer,
  {
    /** The safe part of `html`, as HTML. Pure: the same input gives the same output. */
    readonly sanitize: (html: string) => string
  }
>()("@trilho/domain/HtmlSanitizer") {}

/** HTML with every markup character escaped: no tag or attribute survives, the text reads as written. */
export const escapeAll = (html: string): string =>
  html.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** The strictest sanitizer, for domain tests: keeps no markup at all (`escapeAll`). */
export const layerEscapeAll: Layer.Layer<HtmlSanitizer> = Layer.succeed(HtmlSanitizer, { sanitize: escapeAll })
