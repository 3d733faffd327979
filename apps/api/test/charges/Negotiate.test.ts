import { describe, expect, it } from "@effect/vitest"
import { pickLanguage } from "../../src/charges/payPage/Messages.ts"
import { negotiate, parseAccept } from "../../src/charges/payPage/Negotiate.ts"
import { escapeHtml, scriptJson } from "../../src/charges/payPage/View.ts"

/** Real and edge `Accept` headers, and what `GET /pix/{id}` answers to each. */
const table: ReadonlyArray<readonly [string | undefined, "html" | "png" | "json"]> = [
  // Chromium's navigation, Firefox's and Safari's.
  [
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
    "html"
  ],
  ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "html"],
  // Chromium's and Firefox's `<img>`, and the short forms.
  ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "png"],
  ["image/avif,image/webp,*/*", "png"],
  ["image/webp,*/*", "png"],
  ["image/*", "png"],
  ["image/png", "png"],
  ["image/*;q=0.9, image/png;q=0", "json"],
  // Clients that ask for JSON, and those that ask for nothing in particular.
  ["application/json", "json"],
  ["application/json, text/plain, */*", "json"],
  ["application/*", "json"],
  ["*/*", "json"],
  [undefined, "json"],
  ["", "json"],
  ["text/plain", "json"],
  ["garbage;;,", "json"],
  // q-values decide; ties go to the page, then the image.
  ["application/json;q=0.9, text/html", "html"],
  ["text/html;q=0.5, application/json", "json"],
  ["text/html;q=0.5, image/png", "png"],
  ["text/html, image/png", "html"],
  ["text/*", "html"],
  ["text/*, text/html;q=0", "json"],
  ["text/html;q=0, */*", "json"],
  ["TEXT/HTML", "html"],
  ["text/html;q=2", "json"]
]

describe("pay page negotiation", () => {
  it.each(table)("Accept %j answers %s", (accept, expected) => {
    expect(negotiate(accept)).toBe(expected)
  })

  it("reads media ranges with their q-values and drops malformed ones", () => {
    expect(parseAccept("text/html;level=1;q=0.5, */*;q=0, x, */json")).toEqual([
      { type: "text", subtype: "html", q: 0.5 },
      { type: "*", subtype: "*", q: 0 }
    ])
    expect(parseAccept(Array.from({ length: 100 }, () => "image/png").join(",")).length).toBe(32)
  })
})

describe("pay page language", () => {
  it.each([
    [undefined, undefined, "pt-BR"],
    ["en", "pt-BR", "en"],
    ["pt-BR", "en-US", "pt-BR"],
    ["fr", "en-US,en;q=0.9", "en"],
    [undefined, "en-GB,pt;q=0.5", "en"],
    [undefined, "pt-PT,en;q=0.8", "pt-BR"],
    [undefined, "fr-FR,de;q=0.9", "pt-BR"],
    [undefined, "en;q=0.4,pt-BR;q=0.6", "pt-BR"],
    [undefined, "de, en;q=0", "pt-BR"]
  ] as const)("?lang=%s with Accept-Language %j is %s", (query, header, expected) => {
    expect(pickLanguage(query, header)).toBe(expected)
  })
})

describe("pay page escaping", () => {
  it("escapes markup characters in text and attributes, and closes no script in JSON", () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      "&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;"
    )
    expect(scriptJson({ a: "</script><!--\u2028" })).toBe('{"a":"\\u003c/script>\\u003c!--\\u2028"}')
  })
})
