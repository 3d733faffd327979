import { expect, layer } from "@effect/vitest"
import { Billing, SandboxClock } from "@trilho/domain"
import { Effect } from "effect"
import { HttpServer } from "effect/http"
import type { NetAddress } from "effect/net"
import * as fs from "node:fs"
import * as path from "node:path"
import { slipMessages } from "../../src/billings/slip/Messages.ts"
import { api, artifactsDir, checkView, dataOf, haveChromium, launchBrowser, run, seen, viewports } from "../browser.ts"
import { layerPageServer } from "../pageServer.ts"
import { merchant } from "../portal/support.ts"
import { readItf } from "./itfReader.ts"

const pt = slipMessages["pt-BR"]
const en = slipMessages.en
const today = SandboxClock.withSandboxTime(Effect.map(SandboxClock.nowDate, Billing.saoPauloDate))

/** Writes a PNG among the test artifacts (`screenshots/<name>.png`) and says where. */
const keep = (name: string, png: Uint8Array) => {
  const dir = path.join(artifactsDir(), "screenshots")
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.png`)
  fs.writeFileSync(file, png)
  console.log(`artifact: ${file}`)
}

layer(layerPageServer, { timeout: 180_000, excludeTestServices: true })("the boleto slip in a browser", (it) => {
  it.effect.skipIf(!haveChromium)(
    "the slip's barcode, photographed on screen and as printed, reads back as the billing's 44 digits (ITF)",
    () =>
      Effect.gen(function* () {
        const address = (yield* HttpServer.HttpServer).address as NetAddress.InetAddress
        const base = `http://127.0.0.1:${address.port}`
        const call = api(base, yield* merchant("acc_slip_browser"))
        const b = dataOf(
          yield* call("POST", "/v1/billings/create", {
            method: "BOLETO",
            amount: 987.65,
            dueDate: yield* today,
            customer: { name: "Ana Souza", taxId: "52998224725", email: "ana@example.com" },
            description: "Pedido 3001",
            fine: { value: 2 },
            interest: { value: 1 }
          })
        )
        const browser = yield* launchBrowser
        // A phone-class pixel density: the barcode's narrowest bar spans several device pixels, as a camera sees it.
        const context = yield* run(() =>
          browser.newContext({ viewport: viewports.desktop, deviceScaleFactor: 2, locale: "pt-BR", bypassCSP: true })
        )
        const page = yield* run(() => context.newPage())
        const response = yield* run(() => page.goto(b.bankSlipUrl))
        expect(response?.status()).toBe(200)
        expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'")
        expect(seen(yield* run(() => page.textContent("#slip-line")))).toBe(
          Billing.formatDigitableLine(b.digitableLine)
        )
        expect(seen(yield* run(() => page.textContent("#amount")))).toBe("R$ 987,65")
        expect(seen(yield* run(() => page.textContent("#slip-bank")))).toBe("999-7")
        yield* checkView(page, "boleto-slip")

        const onScreen = yield* run(() => page.locator("#barcode").screenshot())
        keep("boleto-slip-barcode-screen", onScreen)
        expect(yield* run(() => readItf(onScreen))).toEqual([b.barcode])

        yield* run(() => page.emulateMedia({ media: "print" }))
        const box = yield* run(() => page.locator("#barcode").boundingBox())
        // 103 mm by 13 mm on paper: 389 by 49 CSS pixels at 96 per inch.
        expect(Math.round(box?.width ?? 0)).toBe(389)
        expect(Math.round(box?.height ?? 0)).toBe(49)
        const printed = yield* run(() => page.locator(".barcode-box").screenshot())
        keep("boleto-slip-barcode-print", printed)
        expect(yield* run(() => readItf(printed))).toEqual([b.barcode])
        yield* run(() => page.emulateMedia({ media: "screen" }))

        const phone = yield* run(() => browser.newPage({ viewport: viewports.phone, locale: "en-US", bypassCSP: true }))
        yield* run(() => phone.goto(b.bankSlipUrl))
        expect(seen(yield* run(() => phone.textContent("#payment-place")))).toBe(en.paymentPlaceText)
        yield* checkView(phone, "boleto-slip-en")

        dataOf(yield* call("POST", "/v1/sandbox/billings/pay-boleto", { line: b.digitableLine }))
        yield* run(() => page.reload())
        expect(seen(yield* run(() => page.textContent("#status")))).toBe(pt.paid)
        expect(yield* run(() => page.$("#barcode"))).toBeNull()
        yield* checkView(page, "boleto-slip-paid")
      })
  )
})
