import { describe, expect, it } from "@effect/vitest"
import { sanitize } from "../src/NodeHtmlSanitizer.ts"

describe("product HTML sanitizer", () => {
  it("drops scripts with their content, event handlers and javascript: links; keeps formatting and safe links", () => {
    expect(sanitize("<p>Olá <b>mundo</b></p><script>alert(1)</script>")).toBe("<p>Olá <b>mundo</b></p>")
    expect(sanitize('<img src="x" onerror="alert(1)"><i onclick="x()">i</i>')).toBe("<i>i</i>")
    expect(sanitize('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow">x</a>')
    expect(sanitize('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i)
    expect(sanitize('<a href="https://example.com" onmouseover="x()">ok</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>'
    )
    expect(sanitize('<p style="background:url(javascript:x)">t</p>')).toBe("<p>t</p>")
    expect(sanitize("<svg><script>alert(1)</script></svg><iframe src=x></iframe>")).toBe("")
    expect(sanitize("<h1>T</h1><ul><li>a</li></ul>")).toBe("<h1>T</h1><ul><li>a</li></ul>")
  })
})
