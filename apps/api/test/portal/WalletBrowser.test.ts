import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { expect, layer } from "@effect/vitest"
import { Portal } from "@trilho/domain"
import { Effect } from "effect"
import * as OTPAuth from "otpauth"
import type { Page } from "playwright-core"
import { messages } from "../../src/portal/wallet/Messages.ts"
import { haveChromium, launchBrowser, pageWidths, screenshot, seriousViolations, viewports } from "../browser.ts"
import { merchant } from "./support.ts"
import { layerPageServer } from "../pageServer.ts"

const ServerLive = layerPageServer

const Strong = "Str0ng!pass"
const pt = messages["pt-BR"]
const en = messages.en
const run = <A>(f: () => Promise<A>) => Effect.promise(f)

/** Text as a reader sees it: every run of spaces (no-break and narrow ones included) as one space. */
const seen = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim()

/** The page's `document`, inside `waitForFunction` callbacks (run in the browser; the tests compile without DOM types). */
declare const document: {
  querySelector: (selector: string) => { textContent: string | null } | null
  querySelectorAll: (selector: string) => { length: number }
}

/** Waits until `selector`'s text reads `expected` (as `seen` puts it); the page redraws every 2 s. */
const waitText = (page: Page, selector: string, expected: string, timeout = 10_000) =>
  run(() =>
    page.waitForFunction(
      ([selector, expected]) =>
        (document.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim() === expected,
      [selector, expected] as const,
      { timeout }
    )
  )

/** Waits until the movements table has `count` rows. */
const waitRows = (page: Page, count: number) =>
  run(() => page.waitForFunction((count) => document.querySelectorAll("#movements tr").length === count, count))

/** Fits the viewport (nothing scrolls sideways), has no serious or critical axe violation, and is photographed. */
const checkView = (page: Page, name: string) =>
  Effect.gen(function* () {
    const widths = yield* run(() => pageWidths(page))
    expect(widths.scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth)
    expect(yield* run(() => seriousViolations(page)), name).toEqual([])
    yield* run(() => screenshot(page, name))
  })

const signIn = (page: Page, email: string, password: string) =>
  Effect.gen(function* () {
    yield* run(() => page.fill("#email", email))
    yield* run(() => page.fill("#password", password))
    yield* run(() => page.click("#signin"))
  })

/** The merchant's API, a subaccount with a portal login, and PIX charges into it (paid or left pending). */
const backOffice = (base: string, merchantId: string) =>
  Effect.gen(function* () {
    const key = yield* merchant(merchantId)
    const api = (method: string, path: string, body?: unknown) =>
      run(async () => {
        const response = await fetch(base + path, {
          method,
          headers: { "x-api-key": key, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) })
        })
        return { status: response.status, body: (await response.json()) as any }
      })
    const subaccount = (fullName: string, cpf: string, email: string) =>
      Effect.gen(function* () {
        const created = yield* api("POST", "/v1/subaccount/create", {
          personType: "PF",
          fullName,
          cpf,
          birthDate: "1990-04-01",
          postalCode: "01310-100",
          externalReference: email.split("@")[0],
          portalEmail: email,
          portalPassword: Strong
        })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        return created.body.data.id as string
      })
    const charge = (subaccountId: string, amount: number, description: string, pay: boolean) =>
      Effect.gen(function* () {
        const created = yield* api("POST", "/v1/payment-pix/create", { amount, description, subaccountId })
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        if (!pay) return
        const paid = yield* api("POST", `/v1/sandbox/payment-pix/${created.body.data.id}/pay`, {})
        expect(paid.status, JSON.stringify(paid.body)).toBe(200)
      })
    return { subaccount, charge }
  })

layer(ServerLive, { timeout: 120_000, excludeTestServices: true })("operator portal in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "in Portuguese by default: sign in, enrol 2FA, sign out, sign in with a TOTP code, see a PIX arrive; then English",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const office = yield* backOffice(base, "acc_browser")
        const subaccountId = yield* office.subaccount("Maria Souza", "529.982.247-25", "operator@example.com")
        const browser = yield* launchBrowser
        const page = yield* run(() => browser.newPage({ viewport: viewports.desktop }))

        yield* run(() => page.goto(`${base}/wallet`))
        expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("pt-BR")
        expect(seen(yield* run(() => page.textContent("#signin")))).toBe(pt.text.signin)
        yield* checkView(page, "portal-signin")

        yield* signIn(page, "operator@example.com", Strong)
        yield* run(() => page.waitForSelector("#dashboard", { state: "visible" }))
        yield* waitText(page, "#subaccount-name", "Maria Souza")
        yield* waitText(page, "#available", "R$ 0,00")
        yield* run(() => page.waitForSelector("#no-movements", { state: "visible" }))
        expect(seen(yield* run(() => page.textContent("#no-movements")))).toBe(pt.text.noMovements)
        expect(seen(yield* run(() => page.textContent("#twofa-status")))).toBe(pt.text.twofaOff)

        // Enrol two-factor authentication with a code computed here, as an authenticator app would.
        yield* run(() => page.click("#enable-2fa"))
        yield* run(() => page.waitForSelector("#enrol", { state: "visible" }))
        yield* checkView(page, "portal-2fa-enrolment")
        const secret = (yield* run(() => page.textContent("#totp-secret"))) ?? ""
        expect(secret).toMatch(/^[A-Z2-7]+$/)
        const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 })
        yield* run(() => page.fill("#enable-code", totp.generate()))
        yield* run(() => page.click("#enable-confirm"))
        yield* waitText(page, "#twofa-status", pt.text.twofaOn)
        expect(seen(yield* run(() => page.textContent("#notice")))).toBe(pt.text.twofaEnabled)

        // Sign out, then sign in again: the password alone asks for the code, a wrong code is refused in Portuguese.
        yield* run(() => page.click("#signout"))
        yield* run(() => page.waitForSelector("#signin-view", { state: "visible" }))
        expect(seen(yield* run(() => page.textContent("#notice")))).toBe(pt.text.signedOut)
        yield* signIn(page, "operator@example.com", Strong)
        yield* run(() => page.waitForSelector("#totp-row", { state: "visible" }))
        expect(seen(yield* run(() => page.textContent("#notice")))).toBe(pt.text.codeNeeded)
        // The enrolment spent the current step's code: the next step's (inside the ±1 window) signs in.
        const nextStep = Portal.Totp.stepAt(Date.now()) + 1
        const code = totp.generate({ timestamp: nextStep * 30_000 })
        yield* run(() => page.fill("#totp", code === "000000" ? "111111" : "000000"))
        yield* run(() => page.click("#signin"))
        yield* waitText(page, "#error", pt.errors.INVALID_TOTP_CODE)
        yield* run(() => page.fill("#totp", code))
        yield* run(() => page.click("#signin"))
        yield* run(() => page.waitForSelector("#dashboard", { state: "visible" }))

        // PIX charges into the subaccount: one paid, one left pending; the page shows both (it redraws every 2 s).
        yield* office.charge(subaccountId, 40, "Pedido 1042", false)
        yield* office.charge(subaccountId, 25.5, "Filial", true)
        yield* waitText(page, "#available", "R$ 25,50", 15_000)
        yield* waitRows(page, 2)
        const rows = (yield* run(() => page.locator("#movements tr").allTextContents())).map(seen)
        expect(rows[0]).toContain(pt.types.PIX_IN)
        expect(rows[0]).toContain(pt.statuses.COMPLETED)
        expect(rows[0]).toContain("+R$ 25,50")
        expect(rows[0]).toContain("Filial")
        expect(rows[1]).toContain(pt.statuses.PENDING)
        expect(rows.join(" ")).not.toMatch(/PIX_IN|COMPLETED|PENDING/)
        // The date is São Paulo's (UTC−3, no daylight saving time since 2019), as dd/mm/yyyy, hh:mm.
        const iso = (yield* run(() => page.getAttribute("#movements tr time", "datetime"))) ?? ""
        const local = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString()
        const expected = `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}, ${local.slice(11, 16)}`
        expect(seen(yield* run(() => page.textContent("#movements tr time")))).toBe(expected)
        yield* checkView(page, "portal-dashboard")

        // The switch: English at once, remembered across a reload; `?lang=` overrides it.
        yield* run(() => page.click("#lang-en"))
        expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("en")
        expect(seen(yield* run(() => page.textContent("#available")))).toBe("R$25.50")
        expect(seen(yield* run(() => page.textContent("#movements tr")))).toContain(en.types.PIX_IN)
        expect(seen(yield* run(() => page.textContent("#twofa-status")))).toBe(en.text.twofaOn)
        expect(yield* run(() => page.evaluate("localStorage.getItem('trilho.portal.lang')"))).toBe("en")
        yield* run(() => page.reload())
        yield* waitText(page, "#available", "R$25.50")
        expect(seen(yield* run(() => page.textContent("#refresh")))).toBe(en.text.refresh)
        yield* checkView(page, "portal-dashboard-en")
        yield* run(() => page.goto(`${base}/wallet?lang=pt-BR`))
        yield* waitText(page, "#available", "R$ 25,50")
        expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("pt-BR")
      }).pipe(Effect.scoped)
  )

  it.effect.skipIf(!haveChromium)("on a phone: sign-in and dashboard fit 390 px, in both languages", () =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
      const base = `http://127.0.0.1:${address.port}`
      const office = yield* backOffice(base, "acc_phone")
      const subaccountId = yield* office.subaccount("Padaria Pão Quente Filial Centro", "111.444.777-35", "caixa@x.io")
      yield* office.charge(
        subaccountId,
        123_456.78,
        "Encomenda de fim de ano para o escritório da Avenida Paulista",
        true
      )
      yield* office.charge(subaccountId, 89.9, "Bolo", false)
      const browser = yield* launchBrowser
      const page = yield* run(() => browser.newPage({ viewport: viewports.phone }))

      // A reset link opens the new-password form; the policy's refusal is in the page's words.
      yield* run(() => page.goto(`${base}/wallet#reset=not-a-token`))
      yield* run(() => page.waitForSelector("#reset-view", { state: "visible" }))
      yield* run(() => page.fill("#new-password", "fraca"))
      yield* run(() => page.click("#reset"))
      yield* waitText(page, "#error", pt.errors.WEAK_PASSWORD)
      yield* checkView(page, "portal-reset")
      yield* run(() => page.click("#back"))
      yield* run(() => page.waitForSelector("#signin-view", { state: "visible" }))

      yield* run(() => page.goto(`${base}/wallet?lang=en`))
      expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("en")
      yield* signIn(page, "caixa@x.io", "Wrong!pass1")
      yield* waitText(page, "#error", en.errors.INVALID_CREDENTIALS)
      yield* checkView(page, "portal-signin-en")
      yield* run(() => page.click("#lang-pt-BR"))
      expect(seen(yield* run(() => page.textContent("#error")))).toBe(pt.errors.INVALID_CREDENTIALS)
      yield* checkView(page, "portal-signin")

      yield* signIn(page, "caixa@x.io", Strong)
      yield* run(() => page.waitForSelector("#dashboard", { state: "visible" }))
      yield* waitText(page, "#available", "R$ 123.456,78")
      yield* waitRows(page, 2)
      yield* checkView(page, "portal-dashboard")
      yield* run(() => page.click("#lang-en"))
      yield* waitText(page, "#available", "R$123,456.78")
      yield* checkView(page, "portal-dashboard-en")
    }).pipe(Effect.scoped)
  )
})
