import { Products } from "@trilho/domain"
import { Layer } from "effect"
import sanitizeHtml from "sanitize-html"

/**
 * What a product's `richContent` may keep: `sanitize-html`'s default formatting tags (paragraphs, headings, lists,
 * tables, emphasis, links, code) plus `h1`/`h2`; links only to http, https and mailto URLs, opened with
 * `rel="noopener noreferrer nofollow"`. Everything else goes: `script` and `style` with their content, every event
 * handler attribute (`onerror=`, `onclick=` …), `style` attributes, and `javascript:` / `data:` URLs.
 */
export const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "h1", "h2"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" })
  }
}

/** HTML through `sanitize-html` with `options`. */
export const sanitize = (html: string): string => sanitizeHtml(html, options)

/** The product HTML sanitizer on `sanitize-html`. */
export const layer: Layer.Layer<Products.HtmlSanitizer> = Layer.succeed(Products.HtmlSanitizer, { sanitize })
