import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import type { Page } from "playwright-core"
import { cardMessages } from "../../src/card/processorPage/Messages.ts"
import { messages } from "../../src/charges/payPage/Messages.ts"
import { linkMessages } from "../../src/checkout/linkPage/Messages.ts"
import { api, checkView, dataOf, haveChromium, launchBrowser, openPage, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"
import { buyer } from "./support.ts"

const pt = messages["pt-BR"]
const words = linkMessages["pt-BR"]
const processor = cardMessages["pt-BR"]

/** Clicks `selector` and waits for the page it leads to. */
const follow = (page: Page, selector: string) =>
  run(() => Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(selector)]))

/** An onboarded merchant's link selling a product of TEXT_LINES (one line per viewport) by PIX or card. */
const shop = (call: ReturnType<typeof api>) =>
  Effect.gen(function* () {
    dataOf(yield* call("POST", "/v1/sandbox/card/onboarding/complete", {}))
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
        allowedMethods: ["PIX", "CARD"],
        productIds: [card.id]
      })
    )
    return link as { readonly id: string; readonly payPageUrl: string }
  })

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })(
  "a payment link paid by card in a browser",
  (it) => {
    it.effect.skipIf(!haveChromium)(
      "the buyer chooses card on the link page, pays a test card on the processor's page and comes back to the receipt",
      () =>
        Effect.gen(function* () {
          const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
          const base = `http://127.0.0.1:${address.port}`
          const call = api(base, yield* merchant("acc_linkcard"))
          const link = yield* shop(call)
          const browser = yield* launchBrowser
          for (const [name, viewport, line] of [
            ["phone", viewports.phone, "PRESENTE-0001"],
            ["desktop", viewports.desktop, "PRESENTE-0002"]
          ] as const) {
            const page = yield* openPage(browser, viewport)
            yield* run(() => page.goto(link.payPageUrl))
            expect(seen(yield* run(() => page.textContent("label.choice:has(input[value=CARD])")))).toBe(
              words.methodCARD
            )
            expect(yield* run(() => page.isEnabled("input[name=method][value=CARD]"))).toBe(true)
            yield* run(() => page.check("input[name=method][value=CARD]"))
            yield* run(() => page.fill("#name", buyer.name))
            yield* run(() => page.fill("#document", buyer.document))
            yield* run(() => page.fill("#email", buyer.email))
            yield* checkView(page, `link-card-choice-${name}`)

            // Paying redirects (303) to the card processor's hosted page for the session's total.
            yield* follow(page, "#pay-button")
            expect(page.url()).toMatch(new RegExp(`^${base}/processor/checkout/cs_`))
            expect(seen(yield* run(() => page.textContent("h1")))).toBe(processor.checkoutTitle)
            expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 50,00")
            yield* checkView(page, `link-card-processor-${name}`)
            yield* run(() => page.fill("#number", "4242 4242 4242 4242"))
            yield* run(() => page.fill("#expMonth", "12"))
            yield* run(() => page.fill("#expYear", "2040"))
            yield* run(() => page.fill("#cvv", "123"))
            yield* run(() => page.fill("#holderName", "Maria Souza"))
            yield* follow(page, "#pay-button")
            expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(processor.paidTitle)
            yield* checkView(page, `link-card-processor-paid-${name}`)

            // Back to the store: the session's receipt with the line bought.
            yield* follow(page, `a.button:has-text("${processor.backToStore}")`)
            expect(page.url()).toMatch(new RegExp(`^${base}/l/${link.id}/sessions/chk_`))
            expect(yield* run(() => page.getAttribute("main", "data-state"))).toBe("paid")
            expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(pt.paidTitle)
            expect(seen(yield* run(() => page.textContent("#paid-amount")))).toBe("R$ 50,00")
            expect(seen(yield* run(() => page.textContent(".delivery code.line")))).toBe(line)
            yield* checkView(page, `link-card-receipt-${name}`)

            const sessionId = page.url().split("/sessions/")[1]!
            expect(dataOf(yield* call("GET", `/v1/payment-links/sessions/get/${sessionId}`))).toMatchObject({
              status: "PAID",
              method: "CARD"
            })
          }
          const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid"))
          expect(events.items).toHaveLength(2)
        })
    )

    it.effect.skipIf(!haveChromium)(
      "a declined card leaves the session failed: its page says so and leads back to the link",
      () =>
        Effect.gen(function* () {
          const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
          const base = `http://127.0.0.1:${address.port}`
          const call = api(base, yield* merchant("acc_linkcard_declined"))
          const link = yield* shop(call)
          const browser = yield* launchBrowser
          const page = yield* openPage(browser, viewports.phone)
          yield* run(() => page.goto(link.payPageUrl))
          yield* run(() => page.check("input[name=method][value=CARD]"))
          yield* run(() => page.fill("#name", buyer.name))
          yield* run(() => page.fill("#document", buyer.document))
          yield* run(() => page.fill("#email", buyer.email))
          yield* follow(page, "#pay-button")
          yield* run(() => page.fill("#number", "4000 0000 0000 9995"))
          yield* run(() => page.fill("#expMonth", "12"))
          yield* run(() => page.fill("#expYear", "2040"))
          yield* run(() => page.fill("#cvv", "123"))
          yield* run(() => page.fill("#holderName", "Maria Souza"))
          yield* follow(page, "#pay-button")
          yield* follow(page, `a.button:has-text("${processor.backToStore}")`)
          expect(yield* run(() => page.getAttribute("main", "data-state"))).toBe("failed")
          expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(words.sessionFailedTitle)
          yield* checkView(page, "link-card-failed")
          yield* follow(page, "#start-again")
          expect(page.url()).toBe(link.payPageUrl)
          expect(seen(yield* run(() => page.textContent("#link-name")))).toBe("Cartão presente de R$ 50")
        })
    )
  }
)
