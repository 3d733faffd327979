import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import type { Browser } from "playwright-core"
import { haveChromium, launchBrowser, pageWidths, screenshot, seriousViolations, viewports } from "../browser.ts"
import { merchant } from "../portal/support.ts"
import { layerPageServer } from "../pageServer.ts"

const ServerLive = layerPageServer

const run = <A>(f: () => Promise<A>) => Effect.promise(f)

/**
 * Opens the reference at `size`, pastes `key`, runs "Try it out" on the balance and photographs the page. Answers
 * every address the page requested and the status "Try it out" got.
 */
const tryBalance = (browser: Browser, base: string, key: string, size: keyof typeof viewports) =>
  Effect.gen(function* () {
    // The page's Content-Security-Policy would block (and hide) a request to another host: bypass it, so that the
    // test sees every request the page itself tries; the header is checked on its own.
    const page = yield* run(() => browser.newPage({ viewport: viewports[size], bypassCSP: true }))
    const requested: Array<string> = []
    page.on("request", (request) => requested.push(request.url()))
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    const answer = yield* run(() => page.goto(`${base}/v1/docs`))
    expect(answer?.headers()["content-security-policy"]).toContain("default-src 'self'")
    // Swagger UI's element ids escape the operation id's dot; the path is plainer to find.
    const balance = page.locator(".opblock", { has: page.locator('[data-path="/v1/account/balance"]') })
    yield* run(() => balance.waitFor({ timeout: 20_000 }))
    expect(yield* run(() => page.textContent("#key-state"))).toContain("No key")
    yield* run(() => page.fill("#api-key", key))
    yield* run(() => page.click("#use-key"))
    expect(yield* run(() => page.textContent("#key-state"))).toContain(
      `Authenticated: "Try it out" sends X-API-Key …${key.slice(-4)}`
    )
    // The key is not left in the field, and not in any storage but this tab's.
    expect(yield* run(() => page.inputValue("#api-key"))).toBe("")
    expect(yield* run(() => page.evaluate("Object.keys(localStorage).length"))).toBe(0)

    yield* run(() => balance.locator(".opblock-summary-control").click())
    yield* run(() => balance.locator(".try-out__btn").click())
    yield* run(() => balance.locator(".execute").click())
    const live = balance.locator(".live-responses-table")
    yield* run(() => live.locator("tr.response .response-col_status").first().waitFor({ timeout: 10_000 }))
    const status = yield* run(() => live.locator("tr.response .response-col_status").first().textContent())
    const body = yield* run(() => live.locator("tr.response .response-col_description").first().textContent())
    const widths = yield* run(() => pageWidths(page))
    // Swagger UI nests its operation's buttons inside the summary's control, which the page cannot change.
    const violations = (yield* run(() => seriousViolations(page))).filter((v) => v.id !== "nested-interactive")
    const file = yield* run(() => screenshot(page, "api-docs"))
    yield* run(() => page.close())
    return { requested, errors, violations, status: (status ?? "").trim(), body: body ?? "", widths, file }
  })

layer(ServerLive, { timeout: 120_000 })("the API reference page", (it) => {
  it.effect.skipIf(!haveChromium)(
    "loads nothing from another host, takes a pasted key and runs Try it out with it, at a desktop's and a phone's size",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const key = yield* merchant("acc_docs")
        const browser = yield* launchBrowser
        for (const size of ["desktop", "phone"] as const) {
          const seen = yield* tryBalance(browser, base, key, size)
          const hosts = new Set(seen.requested.map((url) => new URL(url).host))
          expect([...hosts], size).toEqual([`127.0.0.1:${address.port}`])
          expect(seen.requested, size).toContain(`${base}/v1/openapi.json`)
          expect(seen.errors, size).toEqual([])
          expect(seen.violations, size).toEqual([])
          expect(seen.status, size).toBe("200")
          expect(seen.body, size).toContain('"availableAmount"')
          expect(seen.widths.scrollWidth, `${size} scrolls sideways`).toBeLessThanOrEqual(seen.widths.innerWidth)
          expect(seen.file).toContain(`${viewports[size].width}x${viewports[size].height}`)
        }
      }).pipe(Effect.scoped),
    // Two page loads in Chromium with Try it out each: about 30 s on an idle machine of two cores.
    180_000
  )
})
