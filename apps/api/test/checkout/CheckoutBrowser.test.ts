import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import type { Page } from "playwright-core"
import { messages } from "../../src/charges/payPage/Messages.ts"
import { linkMessages } from "../../src/checkout/linkPage/Messages.ts"
import { api, checkView, dataOf, haveChromium, launchBrowser, openPage, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"
import { buyer } from "./support.ts"

const pt = messages["pt-BR"]
const words = linkMessages["pt-BR"]

/**
 * The focused element as the tests name it: its id, else `name=value` (the form's submit buttons and radios), else its
 * tag and text (the language links); `body` when nothing is.
 */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    const e = document.activeElement
    if (e === null || e === document.body) return "body"
    if (e.id) return e.id
    if (e.getAttribute("name")) return e.getAttribute("name") + "=" + e.getAttribute("value")
    return e.tagName.toLowerCase() + ":" + e.textContent.trim()
  })()`) as Promise<string>

/** The focus stops of the page from its top, in Tab order (until the focus leaves the document or comes back). */
const tabOrder = async (page: Page): Promise<ReadonlyArray<string>> => {
  await page.evaluate("document.activeElement?.blur()")
  const stops: Array<string> = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab")
    const stop = await focused(page)
    if (stop === "body" || stops.includes(stop)) break
    stops.push(stop)
  }
  return stops
}

/** Presses Tab until `stop` has the focus (at most 40 times); the stops passed on the way are returned. */
const tabTo = async (page: Page, stop: string): Promise<ReadonlyArray<string>> => {
  const passed: Array<string> = []
  for (let i = 0; i < 40; i++) {
    const now = await focused(page)
    if (now === stop) return passed
    passed.push(now)
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${stop}: ${passed.join(", ")}`)
}

/** Presses Enter on the focused submit button and waits for the page it leads to. */
const submitWithEnter = (page: Page) =>
  Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")])

/** A link selling a product of TEXT_LINES (one line per viewport), and a coupon of 10% off. */
const shop = (call: ReturnType<typeof api>) =>
  Effect.gen(function* () {
    const card = dataOf(
      yield* call("POST", "/v1/products/create", {
        name: "Cartão presente",
        price: 50,
        deliveries: [{ type: "TEXT_LINES", linesText: "PRESENTE-0001\nPRESENTE-0002" }]
      })
    )
    const link = dataOf(
      yield* call("POST", "/v1/payment-links/create", {
        name: "Cartão presente de R$ 50",
        description: "Vale-presente para usar em qualquer loja parceira.",
        allowedMethods: ["PIX"],
        productIds: [card.id]
      })
    )
    dataOf(yield* call("POST", "/v1/coupons/create", { code: "DEZ", discountType: "PERCENT", value: 10 }))
    return link as { readonly id: string; readonly payPageUrl: string }
  })

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })("the hosted link page in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "a buyer completes the form with the keyboard, applies a coupon, pays the QR through the sandbox and sees the line bought",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_linkpage"))
        const link = yield* shop(call)
        expect(link.payPageUrl).toBe(`${base}/l/${link.id}`)
        const browser = yield* launchBrowser
        for (const [name, viewport, line] of [
          ["phone", viewports.phone, "PRESENTE-0001"],
          ["desktop", viewports.desktop, "PRESENTE-0002"]
        ] as const) {
          const page = yield* openPage(browser, viewport)
          yield* run(() => page.goto(link.payPageUrl))
          expect(seen(yield* run(() => page.textContent("#link-name")))).toBe("Cartão presente de R$ 50")
          expect(seen(yield* run(() => page.textContent("#price")))).toBe("R$ 50,00")
          const order = yield* run(() => tabOrder(page))
          const fields = ["couponCode", "intent=apply", "name", "document", "email", "pay-button"]
          expect(
            order.filter((stop) => fields.includes(stop)),
            order.join(", ")
          ).toEqual(fields)
          yield* checkView(page, `checkout-link-${name}`)

          // The coupon, by keyboard alone: the page comes back with the discounted total.
          yield* run(() => page.evaluate("document.activeElement?.blur()"))
          yield* run(() => tabTo(page, "couponCode"))
          yield* run(() => page.keyboard.type("dez"))
          yield* run(() => page.keyboard.press("Tab"))
          expect(yield* run(() => focused(page))).toBe("intent=apply")
          yield* run(() => submitWithEnter(page))
          expect(yield* run(() => focused(page))).toBe("coupon-status")
          expect(seen(yield* run(() => page.textContent("#discount")))).toBe("− R$ 5,00")
          expect(seen(yield* run(() => page.textContent("#total")))).toBe("R$ 45,00")
          expect(seen(yield* run(() => page.textContent("#coupon-status")))).toBe(words.couponApplied)
          expect(yield* run(() => page.inputValue("#couponCode"))).toBe("dez")
          yield* checkView(page, `checkout-coupon-${name}`)

          // Paying without the buyer's details: every problem is named, in a summary that has the focus; the coupon holds.
          yield* run(() => tabTo(page, "pay-button"))
          yield* run(() => submitWithEnter(page))
          expect(yield* run(() => page.textContent("#errors"))).toContain(words.invalidName)
          expect(yield* run(() => page.textContent("#errors"))).toContain(words.invalidDocument)
          expect(yield* run(() => focused(page))).toBe("errors")
          expect(seen(yield* run(() => page.textContent("#total")))).toBe("R$ 45,00")
          yield* checkView(page, `checkout-errors-${name}`)

          // The details, by keyboard alone, then pay: the browser follows the redirect to the charge's pay page.
          yield* run(() => tabTo(page, "name"))
          yield* run(() => page.keyboard.type(buyer.name))
          yield* run(() => page.keyboard.press("Tab"))
          expect(yield* run(() => focused(page))).toBe("document")
          yield* run(() => page.keyboard.type(buyer.document))
          yield* run(() => page.keyboard.press("Tab"))
          expect(yield* run(() => focused(page))).toBe("email")
          yield* run(() => page.keyboard.type(buyer.email))
          yield* run(() => page.keyboard.press("Tab"))
          expect(yield* run(() => focused(page))).toBe("pay-button")
          yield* run(() => submitWithEnter(page))
          const location = new URL(page.url())
          expect(location.origin).toBe(base)
          expect(location.pathname).toMatch(/^\/pix\/pix_[0-9A-Za-z]{26}$/)
          const charge = dataOf(yield* call("GET", `/v1/payment-pix/get/${location.pathname.split("/").pop()}`))
          expect(charge).toMatchObject({ amount: 45, status: "PENDING" })
          expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 45,00")
          const qrWidth = yield* run(() => page.evaluate("document.getElementById('qr').naturalWidth"))
          expect(qrWidth).toBeGreaterThan(0)
          expect(yield* run(() => page.inputValue("#code"))).toBe(charge.copyPaste)
          yield* checkView(page, `checkout-pix-${name}`)

          // The charge's qrcodeUrl as an <img> on another page renders the QR code while it is payable.
          const other = yield* run(() => page.context().newPage())
          yield* run(() => other.setContent(`<img id="qr" alt="QR" src="${charge.qrcodeUrl}">`, { waitUntil: "load" }))
          const size = (yield* run(() =>
            other.evaluate(
              "({ w: document.getElementById('qr').naturalWidth, h: document.getElementById('qr').naturalHeight })"
            )
          )) as { w: number; h: number }
          expect(size.w).toBeGreaterThanOrEqual(300)
          expect(size.h).toBe(size.w)
          yield* run(() => other.close())

          // Paid through the sandbox: the page polls and turns into the receipt by itself, with the line bought.
          dataOf(
            yield* call("POST", `/v1/sandbox/payment-pix/${charge.id}/pay`, {
              payer: { name: buyer.name, document: buyer.document }
            })
          )
          yield* run(() => page.waitForSelector(".delivery code.line", { timeout: 15_000 }))
          expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(pt.paidTitle)
          expect(seen(yield* run(() => page.textContent("#paid-amount")))).toBe("R$ 45,00")
          expect(seen(yield* run(() => page.textContent(".delivery code.line")))).toBe(line)
          expect(yield* run(() => page.isVisible(".delivery code.line"))).toBe(true)
          expect(yield* run(() => page.evaluate("performance.getEntriesByType('navigation').length"))).toBe(1)
          yield* checkView(page, `checkout-receipt-${name}`)

          yield* run(() => page.context().close())
        }
      }).pipe(Effect.scoped)
  )

  it.effect.skipIf(!haveChromium)(
    "an open-value link in English names a bad amount, then discounts the amount typed; inactive and unknown links say so; all pass axe",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_linkopen"))
        const link = dataOf(
          yield* call("POST", "/v1/payment-links/create", { name: "Doação", allowedMethods: ["PIX"] })
        ) as { readonly id: string; readonly payPageUrl: string }
        dataOf(yield* call("POST", "/v1/coupons/create", { code: "DEZ", discountType: "PERCENT", value: 10 }))
        const en = linkMessages.en
        const browser = yield* launchBrowser
        for (const [name, viewport] of [
          ["phone", viewports.phone],
          ["desktop", viewports.desktop]
        ] as const) {
          const page = yield* openPage(browser, viewport)
          yield* run(() => page.goto(`${link.payPageUrl}?lang=en`))
          expect(yield* run(() => page.evaluate("document.documentElement.lang"))).toBe("en")
          expect(yield* run(() => page.$("#price"))).toBeNull()
          yield* checkView(page, `checkout-open-${name}`)
          yield* run(() => page.fill("#amount", "12,345"))
          yield* run(() => page.fill("#couponCode", "NOPE"))
          yield* run(() => page.fill("#name", buyer.name))
          yield* run(() => page.fill("#document", buyer.document))
          yield* run(() => page.fill("#email", buyer.email))
          yield* run(() => Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click("#pay-button")]))
          const errors = seen(yield* run(() => page.textContent("#errors")))
          expect(errors).toContain(en.invalidAmount)
          expect(yield* run(() => focused(page))).toBe("errors")
          expect(yield* run(() => page.getAttribute("#amount", "aria-describedby"))).toBe("amount-hint amount-error")
          yield* checkView(page, `checkout-open-errors-${name}`)
          yield* run(() => page.fill("#amount", "12,30"))
          yield* run(() => page.fill("#couponCode", "dez"))
          yield* run(() => Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click("text=" + en.apply)]))
          expect(seen(yield* run(() => page.textContent("#price")))).toBe("R$12.30")
          expect(seen(yield* run(() => page.textContent("#total")))).toBe("R$11.07")
          expect(yield* run(() => focused(page))).toBe("coupon-status")
          yield* checkView(page, `checkout-open-coupon-${name}`)
          yield* run(() => page.context().close())
        }

        dataOf(yield* call("PATCH", `/v1/payment-links/status/${link.id}`, { status: "INACTIVE" }))
        const page = yield* openPage(browser, viewports.phone)
        yield* run(() => page.goto(link.payPageUrl))
        expect(seen(yield* run(() => page.textContent("#unavailable")))).toBe(words.unavailable)
        yield* checkView(page, "checkout-inactive")
        yield* run(() => page.goto(`${base}/l/plk_nope`))
        expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(words.notFoundTitle)
        yield* checkView(page, "checkout-not-found")
      }).pipe(Effect.scoped)
  )
})
