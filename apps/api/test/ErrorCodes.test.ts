import { describe, expect, it } from "@effect/vitest"
import * as Domain from "@trilho/domain"
import * as Sandbox from "@trilho/sandbox"
import * as fs from "node:fs"
import * as path from "node:path"
import { errorCodes, errorTable, everyCode, failureOf } from "../src/http/ErrorCodes.ts"

/** The tag of a `Schema.TaggedError` class: Effect 4 declares it as the class's `_tag` field, a literal. */
const tagOf = (member: object): unknown =>
  (member as { readonly fields?: { readonly _tag?: { readonly ast?: { readonly literal?: unknown } } } }).fields?._tag
    ?.ast?.literal

/** Every tagged error class exported by the domain and the sandbox adapter. */
const taggedErrors = (): ReadonlySet<string> => {
  const seen = new Set<string>()
  const walk = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || (typeof value !== "object" && typeof value !== "function")) return
    for (const member of Object.values(value as object)) {
      if (member === undefined || member === null) continue
      const tag = tagOf(member)
      if (typeof member === "function" && member.prototype instanceof Error && typeof tag === "string") seen.add(tag)
      else if (typeof member === "object") walk(member, depth + 1)
    }
  }
  walk(Domain, 0)
  walk(Sandbox, 0)
  return seen
}

describe("error codes", () => {
  it("every domain error has a code and status in the one mapping table", () => {
    const tags = taggedErrors()
    // The walk sees the errors at all (a class whose tag it cannot read would slip through unchecked).
    expect(tags).toContain("InsufficientFunds")
    const unmapped = [...tags].filter((tag) => errorTable[tag] === undefined)
    expect(unmapped).toEqual([])
  })

  it("every mapped status is a 4xx, or 503 for infrastructure the caller may retry", () => {
    for (const [tag, row] of Object.entries(errorCodes)) {
      expect(row.statusCode === 503 || (row.statusCode >= 400 && row.statusCode < 500), tag).toBe(true)
    }
  })

  it("a coupon refusal's code is its reason's, with the row's status", () => {
    const codes = (
      ["inactive", "expired", "exhausted", "product_not_eligible", "payment_link_not_eligible"] as const
    ).map((reason) => failureOf(new Domain.Coupons.CouponNotApplicable({ reason, code: "ABC" })))
    expect(codes.map((f) => [f?.code, f?.statusCode])).toEqual([
      ["COUPON_INACTIVE", 409],
      ["COUPON_EXPIRED", 409],
      ["COUPON_EXHAUSTED", 409],
      ["COUPON_NOT_ELIGIBLE", 409],
      ["COUPON_NOT_ELIGIBLE", 409]
    ])
    expect(codes[0]?.message).toBe("coupon ABC is inactive")
  })

  it("docs/errors.md lists every code with its status", () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, "..", "..", "..", "docs", "errors.md"), "utf8")
    for (const row of everyCode) {
      expect(doc).toMatch(new RegExp(`\\|\\s*\`${row.code}\`\\s*\\|\\s*${row.statusCode}\\s*\\|`))
    }
  })
})
