import { describe, expect, it } from "@effect/vitest"
import { Refunds, Statement, Transactions } from "@trilho/domain"
import { errorTable } from "../../src/http/ErrorCodes.ts"
import { markup } from "../../src/portal/wallet/Markup.ts"
import { languages, messages } from "../../src/portal/wallet/Messages.ts"
import { script } from "../../src/portal/wallet/Script.ts"
import { html } from "../../src/portal/WalletPage.ts"

/** The only words the markup may hold itself: the brand (and its logo letter) and each language's own name. */
const fixedWords = ["T", "Trilho", "Português", "English"]

/** The domain errors the page's routes (sign-in, reset, dashboard, 2FA) can answer with. */
const pageErrorTags = [
  "InvalidInput",
  "InvalidPortalInput",
  "WeakPassword",
  "LoginRefused",
  "TwoFactorRequired",
  "TotpCodeRefused",
  "InvalidTotpCode",
  "TwoFactorStateConflict",
  "LoginThrottled",
  "InvalidResetToken",
  "SessionInvalid",
  "Unauthenticated",
  "RateLimited",
  "PortalStoreError",
  "MailerError"
]

const sections = ["text", "types", "statuses", "refundStatuses", "errors"] as const

describe("operator portal page", () => {
  it("every language has the same keys in every section, each with words", () => {
    const [first, ...others] = languages
    for (const section of sections) {
      const keys = Object.keys(messages[first][section]).sort()
      for (const language of others) expect(Object.keys(messages[language][section]).sort()).toEqual(keys)
      for (const language of languages)
        for (const [key, value] of Object.entries(messages[language][section]))
          expect(value.trim(), `${language} ${section}.${key}`).not.toBe("")
    }
  })

  it("every line type and status the dashboard can list has words, none shown as its enum", () => {
    const types = ["PIX_IN", ...Statement.MovementType.literals]
    const statuses = Transactions.PixChargeStatus.literals
    for (const language of languages) {
      const words = messages[language]
      expect(Object.keys(words.types).sort()).toEqual([...types].sort())
      expect(Object.keys(words.statuses).sort()).toEqual([...statuses].sort())
      expect(Object.keys(words.refundStatuses).sort()).toEqual([...Refunds.RefundStatus.literals].sort())
      for (const text of [...Object.values(words.types), ...Object.values(words.statuses)])
        expect(text).not.toMatch(/^[A-Z_]+$/)
    }
  })

  it("every error code the page's routes answer has its own message", () => {
    for (const tag of pageErrorTags) {
      const code = errorTable[tag]?.code
      expect(code, tag).toBeDefined()
      for (const language of languages) expect(Object.keys(messages[language].errors), tag).toContain(code)
    }
  })

  it("the markup holds no words of its own: every text comes from the messages", () => {
    const text = markup
      .replace(/<[^>]*>/g, " ")
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word))
    expect(text.filter((word) => !fixedWords.includes(word))).toEqual([])
    const keys = [...markup.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)].map((match) => match[1]!)
    expect(keys.length).toBeGreaterThan(30)
    for (const key of keys) expect(Object.keys(messages["pt-BR"].text), key).toContain(key)
  })

  it("every text key the script names exists", () => {
    const named = [
      ...[...script.matchAll(/\bt\("(\w+)"/g)].map((match) => match[1]!),
      ...[...script.matchAll(/\bsay\("(?:notice|error)", "(\w+)"/g)].map((match) => match[1]!),
      ...[...script.matchAll(/signedOut\("(\w+)"\)/g)].map((match) => match[1]!)
    ]
    expect(named.length).toBeGreaterThan(8)
    for (const key of named) expect(Object.keys(messages["pt-BR"].text), key).toContain(key)
  })

  it("is served in Portuguese, with the São Paulo time zone and BRL", () => {
    expect(html).toMatch(/<html lang="pt-BR">/)
    expect(html).toContain(`<title>${messages["pt-BR"].text.title}</title>`)
    expect(script).toContain('"America/Sao_Paulo"')
    expect(script).toContain('currency: "BRL"')
  })
})
