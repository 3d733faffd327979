import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import type { Page } from "playwright-core"
import { cardMessages } from "../../src/card/processorPage/Messages.ts"
import { api, checkView, dataOf, haveChromium, launchBrowser, openPage, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"

const pt = cardMessages["pt-BR"]

/** Clicks `selector` and waits for the page it posts to. */
const submit = (page: Page, selector: string) =>
  run(() => Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(selector)]))

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })(
  "the card processor's pages in a browser",
  (it) => {
    it.effect.skipIf(!haveChromium)(
      "the onboarding form completed, a card checkout paid with a test card, a challenge passed; the balance shows it pending",
      () =>
        Effect.gen(function* () {
          const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
          const base = `http://127.0.0.1:${address.port}`
          const call = api(base, yield* merchant("acc_cardpage"))
          const browser = yield* launchBrowser
          const page = yield* openPage(browser, viewports.phone)

          const link = dataOf(yield* call("POST", "/v1/processor/onboarding-link", {}))
          expect(link.url.startsWith(`${base}/processor/onboarding/`)).toBe(true)
          const response = yield* run(() => page.goto(link.url))
          expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'")
          expect(seen(yield* run(() => page.textContent("h1")))).toBe(pt.onboardingTitle)
          expect(seen(yield* run(() => page.textContent("#charges-enabled")))).toBe(pt.disabled)
          yield* checkView(page, "card-onboarding-form")
          yield* run(() => page.fill("#cnpj", "12.345"))
          yield* submit(page, "#onboarding-submit")
          expect(seen(yield* run(() => page.textContent("#cnpj-error")))).toBe(pt.invalidCnpj)
          yield* checkView(page, "card-onboarding-errors")
          yield* run(() => page.fill("#cnpj", "11.222.333/0001-81"))
          yield* run(() => page.fill("#legalName", "Loja do Cartão Ltda"))
          yield* run(() => page.fill("#bankCode", "001"))
          yield* run(() => page.fill("#branch", "1234"))
          yield* run(() => page.fill("#accountNumber", "12345-6"))
          yield* submit(page, "#onboarding-submit")
          expect(seen(yield* run(() => page.textContent("#charges-enabled")))).toBe(pt.enabled)
          expect(seen(yield* run(() => page.textContent("#payouts-enabled")))).toBe(pt.enabled)
          yield* checkView(page, "card-onboarding-done")

          const open = dataOf(yield* call("POST", "/v1/card/checkout", { amount: 100, description: "Pedido 1001" }))
          yield* run(() => page.goto(open.checkoutUrl))
          expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 100,00")
          yield* checkView(page, "card-checkout-form")
          yield* run(() => page.fill("#number", "4242 4242 4242 4241"))
          yield* run(() => page.fill("#cvv", "1"))
          yield* submit(page, "#pay-button")
          expect(seen(yield* run(() => page.textContent("#number-error")))).toBe(pt.invalidNumber)
          expect(yield* run(() => page.inputValue("#number"))).toBe("")
          yield* checkView(page, "card-checkout-errors")
          yield* run(() => page.fill("#number", "4242 4242 4242 4242"))
          yield* run(() => page.fill("#expMonth", "12"))
          yield* run(() => page.fill("#expYear", "2040"))
          yield* run(() => page.fill("#cvv", "123"))
          yield* run(() => page.fill("#holderName", "Ana Souza"))
          yield* submit(page, "#pay-button")
          expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(pt.paidTitle)
          yield* checkView(page, "card-checkout-paid")
          expect(dataOf(yield* call("GET", `/v1/card/get/${open.transactionId}`))).toMatchObject({
            status: "COMPLETED",
            card: { brand: "VISA", last4: "4242" }
          })
          expect(dataOf(yield* call("GET", "/v1/account/balance")).padrao).toMatchObject({ pending: 94.01 })

          const second = dataOf(yield* call("POST", "/v1/card/checkout", { amount: 20, description: "Pedido 1002" }))
          const english = yield* openPage(browser, viewports.desktop)
          yield* run(() => english.goto(`${second.checkoutUrl}?lang=en`))
          expect(seen(yield* run(() => english.textContent("h1")))).toBe(cardMessages.en.checkoutTitle)
          yield* run(() => english.fill("#number", "4000000000003220"))
          yield* run(() => english.fill("#expMonth", "1"))
          yield* run(() => english.fill("#expYear", "39"))
          yield* run(() => english.fill("#cvv", "321"))
          yield* run(() => english.fill("#holderName", "John Smith"))
          yield* submit(english, "#pay-button")
          expect(seen(yield* run(() => english.textContent("#outcome")))).toBe(cardMessages.en.challengeTitle)
          yield* checkView(english, "card-checkout-challenge")
          yield* submit(english, "#challenge-pass")
          expect(seen(yield* run(() => english.textContent("#outcome")))).toBe(cardMessages.en.paidTitle)
          // 20.00 pays 1.00 (4.99 %, half up) + 1.00: net 18.00.
          expect(dataOf(yield* call("GET", "/v1/account/balance")).padrao.pending).toBeCloseTo(94.01 + 18, 2)
        })
    )
  }
)
