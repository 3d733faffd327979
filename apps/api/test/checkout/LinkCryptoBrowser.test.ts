import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import type { Page } from "playwright-core"
import { messages } from "../../src/charges/payPage/Messages.ts"
import { linkMessages } from "../../src/checkout/linkPage/Messages.ts"
import { cryptoMessages } from "../../src/crypto/payPage/Markup.ts"
import { api, checkView, dataOf, haveChromium, launchBrowser, openPage, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"
import { buyer } from "./support.ts"

const pt = messages["pt-BR"]
const words = linkMessages["pt-BR"]
const crypto = cryptoMessages["pt-BR"]

/** Clicks `selector` and waits for the page it leads to. */
const follow = (page: Page, selector: string) =>
  run(() => Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.click(selector)]))

/** A link selling a product of TEXT_LINES (one line per viewport) by PIX or crypto. */
const shop = (call: ReturnType<typeof api>) =>
  Effect.gen(function* () {
    const card = dataOf(
      yield* call("POST", "/v1/products/create", {
        name: "Cartão presente",
        price: 50,
        deliveries: [{ type: "TEXT_LINES", linesText: "CRIPTO-0001\nCRIPTO-0002" }]
      })
    )
    const link = dataOf(
      yield* call("POST", "/v1/payment-links/create", {
        name: "Cartão presente de R$ 50",
        allowedMethods: ["PIX", "CRYPTO"],
        productIds: [card.id]
      })
    )
    return link as { readonly id: string; readonly payPageUrl: string }
  })

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })(
  "a payment link paid in crypto in a browser",
  (it) => {
    it.effect.skipIf(!haveChromium)(
      "the buyer chooses crypto and an asset on the link page, sends on the crypto pay page, and reaches the receipt",
      () =>
        Effect.gen(function* () {
          const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
          const base = `http://127.0.0.1:${address.port}`
          const call = api(base, yield* merchant("acc_linkcrypto"))
          const link = yield* shop(call)
          const browser = yield* launchBrowser
          for (const [name, viewport, line] of [
            ["phone", viewports.phone, "CRIPTO-0001"],
            ["desktop", viewports.desktop, "CRIPTO-0002"]
          ] as const) {
            const page = yield* openPage(browser, viewport)
            yield* run(() => page.goto(link.payPageUrl))
            expect(seen(yield* run(() => page.textContent("label.choice:has(input[value=CRYPTO])")))).toBe(
              words.methodCRYPTO
            )
            expect(yield* run(() => page.isEnabled("input[name=method][value=CRYPTO]"))).toBe(true)
            yield* run(() => page.check("input[name=method][value=CRYPTO]"))
            expect(seen(yield* run(() => page.textContent("label[for=asset]")))).toBe(words.assetLabel)
            yield* run(() => page.selectOption("#asset", "USDT:tron"))
            yield* run(() => page.fill("#name", buyer.name))
            yield* run(() => page.fill("#document", buyer.document))
            yield* run(() => page.fill("#email", buyer.email))
            yield* checkView(page, `link-crypto-choice-${name}`)

            // Paying redirects (303) to the crypto pay page of the session's deposit: address, amount, network.
            yield* follow(page, "#pay-button")
            expect(page.url()).toMatch(new RegExp(`^${base}/crypto/cdp_`))
            const depositId = page.url().split("/crypto/")[1]!
            const deposit = dataOf(yield* call("GET", `/v1/payment-crypto/get/${depositId}`))
            expect(deposit).toMatchObject({ amount: 50, crypto: { currency: "USDT", network: "tron" } })
            expect(deposit.externalReference).toMatch(/^chk_/)
            expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 50,00")
            expect(seen(yield* run(() => page.textContent("#crypto-amount")))).toBe(
              `${deposit.crypto.cryptoAmount} USDT`
            )
            expect(seen(yield* run(() => page.textContent("#address")))).toBe(deposit.crypto.address)
            expect(seen(yield* run(() => page.textContent("#network")))).toBe("TRON (TRC-20)")
            expect(seen(yield* run(() => page.textContent("#status")))).toBe(crypto.AWAITING)
            expect(yield* run(() => page.evaluate("document.getElementById('qr').naturalWidth"))).toBeGreaterThan(0)
            yield* checkView(page, `link-crypto-pay-${name}`)

            // The sandbox chain: the exact units sent, then mined to the asset's 19 confirmations.
            dataOf(
              yield* call("POST", `/v1/sandbox/crypto/deposits/${depositId}/send`, {
                cryptoAmount: deposit.crypto.cryptoAmount
              })
            )
            dataOf(yield* call("POST", "/v1/sandbox/crypto/mine", { network: "tron", blocks: 19 }))
            yield* run(() => page.reload())
            expect(yield* run(() => page.getAttribute("main", "data-state"))).toBe("COMPLETED")
            expect(seen(yield* run(() => page.textContent("#status")))).toBe(crypto.COMPLETED)
            expect(seen(yield* run(() => page.textContent("#purchase")))).toBe(crypto.purchase)
            yield* checkView(page, `link-crypto-paid-${name}`)

            // On to the session's receipt with the line bought.
            yield* follow(page, "#purchase")
            expect(page.url()).toMatch(new RegExp(`^${base}/l/${link.id}/sessions/${deposit.externalReference}`))
            expect(yield* run(() => page.getAttribute("main", "data-state"))).toBe("paid")
            expect(seen(yield* run(() => page.textContent("#outcome")))).toBe(pt.paidTitle)
            expect(seen(yield* run(() => page.textContent("#paid-amount")))).toBe("R$ 50,00")
            expect(seen(yield* run(() => page.textContent(".delivery code.line")))).toBe(line)
            yield* checkView(page, `link-crypto-receipt-${name}`)

            expect(
              dataOf(yield* call("GET", `/v1/payment-links/sessions/get/${deposit.externalReference}`))
            ).toMatchObject({ status: "PAID", method: "CRYPTO", transactionId: depositId })
          }
          const events = dataOf(yield* call("GET", "/v1/events?type=payment_link.paid"))
          expect(events.items).toHaveLength(2)
        })
    )

    it.effect.skipIf(!haveChromium)(
      "an asset whose minimum the total does not reach is named on the form, the buyer's input kept",
      () =>
        Effect.gen(function* () {
          const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
          const base = `http://127.0.0.1:${address.port}`
          const call = api(base, yield* merchant("acc_linkcrypto_min"))
          const link = dataOf(
            yield* call("POST", "/v1/payment-links/create", {
              name: "Doação",
              allowedMethods: ["CRYPTO"],
              fixedAmount: 20
            })
          )
          const browser = yield* launchBrowser
          const page = yield* openPage(browser, viewports.phone)
          yield* run(() => page.goto(link.payPageUrl))
          yield* run(() => page.selectOption("#asset", "BTC:bitcoin"))
          yield* run(() => page.fill("#name", buyer.name))
          yield* run(() => page.fill("#document", buyer.document))
          yield* run(() => page.fill("#email", buyer.email))
          yield* follow(page, "#pay-button")
          expect(seen(yield* run(() => page.textContent("#asset-error")))).toBe(words.cryptoAmountRefused)
          expect(yield* run(() => page.getAttribute("#asset", "aria-invalid"))).toBe("true")
          expect(yield* run(() => page.inputValue("#asset"))).toBe("BTC:bitcoin")
          expect(yield* run(() => page.inputValue("#name"))).toBe(buyer.name)
          yield* checkView(page, "link-crypto-below-minimum")
        })
    )
  }
)
