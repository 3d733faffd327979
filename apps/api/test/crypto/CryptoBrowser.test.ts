import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import { cryptoMessages } from "../../src/crypto/payPage/Markup.ts"
import { api, checkView, dataOf, haveChromium, launchBrowser, openPage, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"

const pt = cryptoMessages["pt-BR"]
const en = cryptoMessages.en

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })("the crypto pay page in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "a BTC deposit's page shows what to send, its QR and status, a refresh link while open, and the outcome once paid",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_cryptopage"))
        const browser = yield* launchBrowser
        const page = yield* openPage(browser, viewports.phone)

        const created = dataOf(
          yield* call("POST", "/v1/payment-crypto/create", {
            amount: 100,
            currency: "BTC",
            network: "bitcoin",
            description: "Pedido 2001"
          })
        )
        expect(created.crypto.payUrl).toBe(`${base}/crypto/${created.id}`)
        const response = yield* run(() => page.goto(created.crypto.payUrl))
        expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'")
        expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 100,00")
        expect(seen(yield* run(() => page.textContent("#crypto-amount")))).toBe("0.00028716 BTC")
        expect(seen(yield* run(() => page.textContent("#address")))).toBe(created.crypto.address)
        expect(seen(yield* run(() => page.textContent("#confirmations")))).toBe("0 / 2")
        expect(seen(yield* run(() => page.textContent("#status")))).toBe(pt.AWAITING)
        expect(yield* run(() => page.getAttribute("#refresh", "href"))).toBe("?lang=pt-BR")
        expect(yield* run(() => page.evaluate("document.getElementById('qr').naturalWidth"))).toBeGreaterThan(0)
        yield* checkView(page, "crypto-pay-awaiting")

        dataOf(yield* call("POST", `/v1/sandbox/crypto/deposits/${created.id}/send`, { cryptoAmount: "0.00028716" }))
        dataOf(yield* call("POST", "/v1/sandbox/crypto/mine", { network: "bitcoin", blocks: 1 }))
        yield* run(() => page.click("#refresh"))
        yield* run(() => page.waitForSelector('[data-state="CONFIRMING"]'))
        expect(seen(yield* run(() => page.textContent("#confirmations")))).toBe("1 / 2")
        expect(seen(yield* run(() => page.textContent("#status")))).toBe(pt.CONFIRMING)
        yield* checkView(page, "crypto-pay-confirming")
        dataOf(yield* call("POST", "/v1/sandbox/crypto/mine", { network: "bitcoin", blocks: 1 }))
        yield* run(() => page.reload())
        expect(seen(yield* run(() => page.textContent("#status")))).toBe(pt.COMPLETED)
        expect(yield* run(() => page.$("#refresh"))).toBeNull()
        expect(yield* run(() => page.$("#qr"))).toBeNull()
        yield* checkView(page, "crypto-pay-completed")

        const xrp = dataOf(
          yield* call("POST", "/v1/payment-crypto/create", { amount: 50, currency: "XRP", network: "xrpl" })
        )
        const english = yield* openPage(browser, viewports.desktop)
        yield* run(() => english.goto(`${xrp.crypto.payUrl}?lang=en`))
        expect(seen(yield* run(() => english.textContent("#status")))).toBe(en.AWAITING)
        expect(seen(yield* run(() => english.textContent("#extra-id")))).toBe(xrp.crypto.extraId)
        expect(seen(yield* run(() => english.textContent("#network")))).toBe("XRP Ledger")
        yield* checkView(english, "crypto-pay-xrp-en")

        const unknown = yield* run(() => english.goto(`${base}/crypto/cdp_00000000000000000000000000?lang=en`))
        expect(unknown?.status()).toBe(404)
        expect(seen(yield* run(() => english.textContent("h1")))).toBe(en.notFoundTitle)
      })
  )
})
