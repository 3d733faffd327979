import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { messages } from "../../src/charges/payPage/Messages.ts"
import { api, checkView, haveChromium, launchBrowser, openPage, run, screenshot, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"

const pt = messages["pt-BR"]
const en = messages.en

/** The page's `document`, inside `waitForFunction` callbacks (run in the browser; the tests compile without DOM types). */
declare const document: { querySelector: (selector: string) => { textContent: string | null } | null }

layer(layerPageServer, { timeout: 120_000, excludeTestServices: true })("the pay page in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "a payer sees the QR, the code and the countdown, pays through the sandbox and sees the receipt without reload",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_paypage"))
        const browser = yield* launchBrowser
        for (const [name, viewport] of [
          ["phone", viewports.phone],
          ["desktop", viewports.desktop]
        ] as const) {
          const created = yield* call("POST", "/v1/payment-pix/create", {
            amount: 149.9,
            description: "Pedido 1042 — 2 camisetas",
            expirationSeconds: 900
          })
          expect(created.status, JSON.stringify(created.body)).toBe(200)
          const charge = created.body.data
          const page = yield* openPage(browser, viewport)
          yield* run(() => page.goto(base + new URL(charge.qrcodeUrl).pathname))
          expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("pt-BR")
          expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 149,90")
          expect(seen(yield* run(() => page.textContent("#merchant")))).toBe("Loja acc_paypage")
          const qrWidth = yield* run(() => page.evaluate("document.getElementById('qr').naturalWidth"))
          expect(qrWidth).toBeGreaterThan(0)
          expect(yield* run(() => page.inputValue("#code"))).toBe(charge.copyPaste)
          yield* run(() =>
            page.waitForFunction(() => /^1[45]:\d\d$/.test(document.querySelector("#countdown")?.textContent ?? ""))
          )

          // Copy: the code lands on the clipboard (or the fallback's selection), and the confirmation is announced.
          yield* run(() => page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: base }))
          yield* run(() => page.focus("#copy"))
          yield* run(() => page.keyboard.press("Enter"))
          yield* run(() =>
            page.waitForFunction((t) => document.querySelector("#copy-status")?.textContent === t, pt.copied)
          )
          expect(yield* run(() => page.evaluate("navigator.clipboard.readText()"))).toBe(charge.copyPaste)
          yield* checkView(page, `paypage-pending-${name}`)

          // Pay through the sandbox: the page polls the lean status and turns into the receipt by itself.
          const paid = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, {
            payer: { name: "Ana Pagadora", document: "529.982.247-25" }
          })
          expect(paid.status, JSON.stringify(paid.body)).toBe(200)
          yield* run(() => page.waitForSelector("#outcome", { timeout: 15_000 }))
          expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(pt.paidTitle)
          expect(seen(yield* run(() => page.textContent("#paid-amount")))).toBe("R$ 149,90")
          expect(seen(yield* run(() => page.textContent("#payer")))).toBe("Ana Pagadora")
          expect(seen(yield* run(() => page.textContent("#e2e")))).toBe(paid.body.data.endToEndId)
          expect(yield* run(() => page.content())).not.toContain("529.982.247-25")
          expect(yield* run(() => page.evaluate("document.activeElement.id"))).toBe("outcome")
          expect(yield* run(() => page.evaluate("performance.getEntriesByType('navigation').length"))).toBe(1)
          yield* checkView(page, `paypage-receipt-${name}`)
          yield* run(() => page.context().close())
        }
      }).pipe(Effect.scoped)
  )

  it.effect.skipIf(!haveChromium)(
    "under its own Content-Security-Policy, the script runs and nothing is refused; English by ?lang=en",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_paycsp"))
        const charge = (yield* call("POST", "/v1/payment-pix/create", { amount: 10, description: "CSP" })).body.data
        const browser = yield* launchBrowser
        const page = yield* run(() => browser.newPage({ viewport: viewports.phone }))
        const refused: Array<string> = []
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
        })
        yield* run(() => page.goto(`${base}/pix/${charge.id}?lang=en`))
        expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("en")
        expect(seen(yield* run(() => page.textContent("#copy")))).toBe(en.copy)
        yield* run(() =>
          page.waitForFunction(() => /^\d+:\d\d:\d\d$/.test(document.querySelector("#countdown")?.textContent ?? ""))
        )
        const color = yield* run(() =>
          page.evaluate("getComputedStyle(document.getElementById('copy')).backgroundColor")
        )
        expect(color).toBe("rgb(11, 83, 148)")
        yield* run(() => screenshot(page, "paypage-pending-en"))
        expect(refused).toEqual([])
      }).pipe(Effect.scoped)
  )

  it.effect.skipIf(!haveChromium)("a charge that fails while the page is open says so, without reload", () =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
      const base = `http://127.0.0.1:${address.port}`
      const call = api(base, yield* merchant("acc_payfail"))
      const charge = (yield* call("POST", "/v1/payment-pix/create", { amount: 20, description: "Falha" })).body.data
      const browser = yield* launchBrowser
      const page = yield* openPage(browser, viewports.phone)
      yield* run(() => page.goto(`${base}/pix/${charge.id}`))
      yield* run(() => page.waitForSelector("#code"))
      const failed = yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/fail`, {})
      expect(failed.status, JSON.stringify(failed.body)).toBe(200)
      yield* run(() => page.waitForSelector("#outcome", { timeout: 15_000 }))
      expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(pt.failedTitle)
      expect(yield* run(() => page.$("#code"))).toBeNull()
      expect(yield* run(() => page.evaluate("performance.getEntriesByType('navigation').length"))).toBe(1)
      yield* checkView(page, "paypage-failed")
    }).pipe(Effect.scoped)
  )

  it.effect.skipIf(!haveChromium)("an <img> pointing at a charge's qrcodeUrl renders the QR code", () =>
    Effect.gen(function* () {
      const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
      const base = `http://127.0.0.1:${address.port}`
      const call = api(base, yield* merchant("acc_payimg"))
      const charge = (yield* call("POST", "/v1/payment-pix/create", { amount: 5, description: "img" })).body.data
      const src = base + new URL(charge.qrcodeUrl).pathname
      const browser = yield* launchBrowser
      const page = yield* run(() => browser.newPage({ viewport: viewports.desktop }))
      yield* run(() => page.setContent(`<img id="qr" alt="QR" src="${src}">`, { waitUntil: "load" }))
      const size = (yield* run(() =>
        page.evaluate(
          "({ w: document.getElementById('qr').naturalWidth, h: document.getElementById('qr').naturalHeight })"
        )
      )) as { w: number; h: number }
      expect(size.w).toBeGreaterThanOrEqual(300)
      expect(size.h).toBe(size.w)
    }).pipe(Effect.scoped)
  )
})
