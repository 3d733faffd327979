import { expect, layer } from "@effect/vitest"
import { Billing, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { api, checkView, dataOf, haveChromium, launchBrowser, openPage, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"

const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })("a debit card invoice in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "the payer sees the amount, a declined card leaves it payable, a good card pays it; the number never comes back",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const call = api(`http://127.0.0.1:${address.port}`, yield* merchant("acc_invoice_browser"))
        dataOf(yield* call("POST", "/v1/sandbox/card/onboarding/complete", {}))
        const b = dataOf(
          yield* call("POST", "/v1/billings/create", {
            method: "CARD_DEBIT",
            amount: 80,
            dueDate: yield* today,
            customer: { name: "Ana Souza", taxId: "52998224725", email: "ana@example.com" }
          })
        )
        expect(b.invoiceUrl).toMatch(/\/i\/bil_/)
        const browser = yield* launchBrowser
        const page = yield* openPage(browser, viewports.desktop)
        const response = yield* run(() => page.goto(b.invoiceUrl))
        expect(response?.status()).toBe(200)
        expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'")
        expect(seen(yield* run(() => page.textContent(".amount")))).toBe("R$ 80,00")
        expect(yield* run(() => page.getAttribute(".status", "data-status"))).toBe("PENDING")
        yield* checkView(page, "card-debit-invoice")

        const pay = (number: string) =>
          Effect.gen(function* () {
            yield* run(() => page.fill('input[name="holderName"]', "Ana Souza"))
            yield* run(() => page.fill('input[name="number"]', number))
            yield* run(() => page.fill('input[name="expiryMonth"]', "05"))
            yield* run(() => page.fill('input[name="expiryYear"]', "2040"))
            yield* run(() => page.fill('input[name="ccv"]', "917"))
            yield* run(() => Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]))
            return yield* run(() => page.content())
          })

        // A card the sandbox declines: the invoice says so and stays payable; the form comes back empty.
        const declined = yield* pay("4000000000009995")
        expect(seen(yield* run(() => page.textContent(".notice")))).toBe("Cartão recusado. Tente outro cartão.")
        expect(yield* run(() => page.getAttribute(".status", "data-status"))).toBe("PENDING")
        expect(declined).not.toContain("4000000000009995")
        expect(yield* run(() => page.inputValue('input[name="number"]'))).toBe("")
        yield* checkView(page, "card-debit-invoice-declined")

        // A good card: CONFIRMED, no form any more, and the API says the same.
        const paid = yield* pay("4242424242424242")
        expect(yield* run(() => page.getAttribute(".status", "data-status"))).toBe("CONFIRMED")
        expect(yield* run(() => page.locator("form").count())).toBe(0)
        expect(paid).not.toMatch(/4242424242424242|917/)
        yield* checkView(page, "card-debit-invoice-paid")
        expect(dataOf(yield* call("GET", `/v1/billings/get/${b.id}`))).toMatchObject({
          status: "CONFIRMED",
          payment: { value: 80 }
        })

        // In English on a phone: the paid invoice fits the screen.
        const phone = yield* run(() => browser.newPage({ viewport: viewports.phone, locale: "en-US", bypassCSP: true }))
        yield* run(() => phone.goto(b.invoiceUrl))
        expect(seen(yield* run(() => phone.textContent("h1")))).toBe(`Invoice ${b.id}`)
        yield* checkView(phone, "card-debit-invoice-en-phone")
      })
  )
})
